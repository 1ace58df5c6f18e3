// html-validate's configuration (tests/e2e/test_html_valid.py runs it over every public route).
import { metadataHelper } from "html-validate";

export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  elements: [
    "html5",
    // Two checks of the W3C checker that html-validate does not make by itself.
    {
      // `sizes` only beside a `srcset`.
      img: {
        attributes: {
          sizes: { allowed: metadataHelper.allowedIfAttributeIsPresent("srcset") },
        },
      },
      // What <time datetime> may hold: a year, month, date, yearless date, time, local or
      // global date and time (at most three fractional digits of a second), a time-zone offset,
      // a week or a duration.
      time: {
        attributes: {
          datetime: {
            enum: [
              /^(\d{4,}(-\d{2}(-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?|(--)?\d{2}-\d{2}|\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?|Z|[+-]\d{2}:?\d{2}|\d{4,}-W\d{2}|P(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,3})?S)?)?)$/,
            ],
          },
        },
      },
    },
  ],
  // Each rule turned off or loosened below reports something that is valid HTML (the W3C
  // checker accepts it) and that we write on purpose; everything else in "recommended" and
  // "document" stays an error.
  rules: {
    // Style, not validity: `<!doctype html>` is the template's spelling, and a browser's DOM
    // (page.content()) writes `<!DOCTYPE html>`; HTML reads either.
    "doctype-style": "off",
    // Style: django-webpack-loader writes `<link ... />`, our templates `<meta ...>`; both are
    // valid for void elements.
    "void-style": "off",
    // Style: the DOM serialiser writes boolean attributes as `defer=""` and `hidden=""`, which
    // HTML defines as the same as the bare attribute.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Style: spaces at the end of a line (left by template tags, or in stored text) change
    // nothing in the document.
    "no-trailing-whitespace": "off",
    // Every script and stylesheet comes from this site itself (the Content-Security-Policy
    // allows nothing else); subresource integrity guards files served by a third party.
    "require-sri": "off",
    // HTML5 allows any id without spaces; React's useId() makes ids such as "_r_0_".
    "valid-id": ["error", { relaxed: true }],
    // ARIA lets lists and other named roles carry aria-label (the footer's "Social links",
    // a card's "Hashtags"); where ARIA forbids a name (a plain <div> or <span>), it is still
    // an error.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Deliberate ARIA roles on <div>s: the progress bars are drawn with styled <div>s (a
    // <progress> cannot be styled the same in every browser) and carry role="progressbar" with
    // aria-valuenow; the toasts' live region is a labelled role="region" container.
    "prefer-native-element": ["error", { exclude: ["progressbar", "region"] }],
  },
};
