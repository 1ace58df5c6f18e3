// The profile form: its values, its rules (the server's messages), and the request body.
import * as yup from "yup";

import type { Schemas } from "@/lib/api-schemas";
import type { SiteProfile } from "@/lib/initial-data";

import { imageUrlRule } from "../../components/image-url-field";

type OwnerProfile = Schemas["OwnerProfile"];
type ProfilePayload = Schemas["PatchedOwnerProfileRequest"];

export const WEB_URL_MESSAGE = "Enter a web address starting with http:// or https://";
export const FIGURE_MESSAGE = "Type the figure, or make it automatic";

export const FIGURES = [
  { key: "articles", label: "Articles", example: "15+ Articles" },
  { key: "progress", label: "GCSE progress", example: "95% Progress" },
  { key: "certificates", label: "Certificates", example: "12 Certificates" },
  { key: "countries", label: "Countries", example: "20+ Countries" },
] as const;

export type FigureKey = (typeof FIGURES)[number]["key"];

export const SOCIAL_LINKS = [
  { name: "microblogUrl", label: "Microblog (X / Twitter)" },
  { name: "photosUrl", label: "Photo sharing (Instagram)" },
  { name: "professionalUrl", label: "Professional network (LinkedIn)" },
  { name: "videoUrl", label: "Video platform (YouTube)" },
] as const;

type SocialName = (typeof SOCIAL_LINKS)[number]["name"];

/** The footer's further links: at most four (apps/core/validators.py). */
export const OTHER_LINKS_MAX = 4;

// Issue 16's protections: the server's own words and limits (apps/core/models.py, validators.py).
export const PSEUDONYM_NEEDED = "Choose the name to show in pseudonym mode";
export const GUARDIAN_EMAIL_NEEDED = "Guardian approval needs the guardian's e-mail address";
export const SENSITIVE_WORDS_MAX = 30;
export const SENSITIVE_WORD_MAX_LENGTH = 60;
export const PSEUDONYM_MAX_LENGTH = 60;
/** What pages show in pseudonym mode if the pseudonym is blank (apps/core/public_profile.py). */
export const UNNAMED = "The site owner";

/** The protections of a young owner: never shown on the site. */
export type Protections = {
  pseudonymMode: boolean;
  pseudonym: string;
  sensitiveWords: string[];
  guardianEmail: string;
  guardianApproval: boolean;
};

const PROTECTION_FIELDS = [
  "pseudonymMode",
  "pseudonym",
  "sensitiveWords",
  "guardianEmail",
  "guardianApproval",
] as const satisfies readonly (keyof Protections)[];

/** The public profile's fields, a text box per social link, and each figure: counted
 * automatically, or the label typed here. */
export type ProfileFormValues = Omit<SiteProfile, "socialLinks"> &
  Record<SocialName, string> &
  Protections & {
    figures: Record<FigureKey, { automatic: boolean; label: string }>;
  };

const FIELD_OF = {
  articles: "figureArticles",
  progress: "figureProgress",
  certificates: "figureCertificates",
  countries: "figureCountries",
} as const satisfies Record<FigureKey, keyof OwnerProfile>;

export function profileValues(profile: OwnerProfile): ProfileFormValues {
  const figure = (key: FigureKey) => {
    const label = profile[FIELD_OF[key]] ?? "";
    return { automatic: label === "", label };
  };
  return {
    name: profile.name,
    displayName: profile.displayName ?? "",
    tagline: profile.tagline,
    headline: profile.headline ?? "",
    bio: profile.bio ?? "",
    email: profile.email ?? "",
    location: profile.location ?? "",
    avatarUrl: profile.avatarUrl ?? "",
    microblogUrl: profile.microblogUrl ?? "",
    photosUrl: profile.photosUrl ?? "",
    professionalUrl: profile.professionalUrl ?? "",
    videoUrl: profile.videoUrl ?? "",
    otherLinks: (profile.otherLinks ?? []).map(({ label, url }) => ({ label, url })),
    pseudonymMode: profile.pseudonymMode ?? false,
    pseudonym: profile.pseudonym ?? "",
    sensitiveWords: [...(profile.sensitiveWords ?? [])],
    guardianEmail: profile.guardianEmail ?? "",
    guardianApproval: profile.guardianApproval ?? false,
    figures: {
      articles: figure("articles"),
      progress: figure("progress"),
      certificates: figure("certificates"),
      countries: figure("countries"),
    },
  };
}

export function profilePayload({ figures, ...values }: ProfileFormValues): ProfilePayload {
  const typed = (key: FigureKey) => (figures[key].automatic ? "" : figures[key].label.trim());
  return {
    ...values,
    otherLinks: values.otherLinks.map(({ label, url }) => ({
      label: label.trim(),
      url: url.trim(),
    })),
    pseudonym: values.pseudonym.trim(),
    sensitiveWords: values.sensitiveWords.map((word) => word.trim().replace(/\s+/g, " ")),
    guardianEmail: values.guardianEmail.trim(),
    figureArticles: typed("articles"),
    figureProgress: typed("progress"),
    figureCertificates: typed("certificates"),
    figureCountries: typed("countries"),
  };
}

const webUrl = yup
  .string()
  .trim()
  .max(200, "Use at most 200 characters")
  .test(
    "web-url",
    WEB_URL_MESSAGE,
    (value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  );

const figure = yup.object({
  automatic: yup.boolean().required(),
  label: yup
    .string()
    .max(40, "Use at most 40 characters")
    .when("automatic", {
      is: false,
      then: (rule) => rule.trim().required(FIGURE_MESSAGE),
    }),
});

export const profileSchema = yup.object({
  name: yup.string().trim().required("Name is required").max(100, "Use at most 100 characters"),
  displayName: yup.string().trim().max(40, "Use at most 40 characters"),
  tagline: yup
    .string()
    .trim()
    .required("Tagline is required")
    .max(200, "Use at most 200 characters"),
  headline: yup.string().trim().max(120, "Use at most 120 characters"),
  bio: yup.string().max(2000, "Use at most 2000 characters"),
  email: yup.string().trim().email("Enter a valid email address."),
  location: yup.string().trim().max(100, "Use at most 100 characters"),
  avatarUrl: imageUrlRule,
  microblogUrl: webUrl,
  photosUrl: webUrl,
  professionalUrl: webUrl,
  videoUrl: webUrl,
  otherLinks: yup
    .array(
      yup.object({
        label: yup
          .string()
          .trim()
          .required("A label is required")
          .max(40, "Use at most 40 characters"),
        url: webUrl.required(WEB_URL_MESSAGE),
      }),
    )
    .max(OTHER_LINKS_MAX, `Use at most ${OTHER_LINKS_MAX} other links`),
  figures: yup.object({
    articles: figure,
    progress: figure,
    certificates: figure,
    countries: figure,
  }),
  pseudonymMode: yup.boolean(),
  pseudonym: yup
    .string()
    .trim()
    .max(PSEUDONYM_MAX_LENGTH, `Use at most ${PSEUDONYM_MAX_LENGTH} characters`)
    .when("pseudonymMode", { is: true, then: (rule) => rule.required(PSEUDONYM_NEEDED) }),
  sensitiveWords: yup
    .array(yup.string().defined())
    .max(SENSITIVE_WORDS_MAX, `Use at most ${SENSITIVE_WORDS_MAX} sensitive words`)
    .test("word-length", (words, context) => {
      const index = (words ?? []).findIndex((word) => {
        const length = word.trim().replace(/\s+/g, " ").length;
        return length < 2 || length > SENSITIVE_WORD_MAX_LENGTH;
      });
      if (index < 0) return true;
      return context.createError({
        message: `Word ${index + 1}: use 2 to ${SENSITIVE_WORD_MAX_LENGTH} characters`,
      });
    }),
  guardianEmail: yup
    .string()
    .trim()
    .email("Enter a valid email address.")
    .max(254, "Use at most 254 characters")
    .when("guardianApproval", { is: true, then: (rule) => rule.required(GUARDIAN_EMAIL_NEEDED) }),
  guardianApproval: yup.boolean(),
});

/** The name visitors see: in pseudonym mode the pseudonym, as the server's
 * apps/core/public_profile.py decides it (the name and the short name alike). */
export function publicName(profile: Pick<OwnerProfile, "name" | "pseudonymMode" | "pseudonym">) {
  if (!profile.pseudonymMode) return profile.name;
  return (profile.pseudonym ?? "").trim() || UNNAMED;
}

/** What visitors' pages read of the profile (the public profile), from the owner's copy: only
 * the social links that are set, the public name, and none of the protections. */
export function publicProfile(profile: OwnerProfile): SiteProfile {
  const values: Partial<ProfileFormValues> = profileValues(profile);
  const links = {
    microblog: values.microblogUrl,
    photos: values.photosUrl,
    professional: values.professionalUrl,
    video: values.videoUrl,
  };
  const hidden = ["figures", ...SOCIAL_LINKS.map((link) => link.name), ...PROTECTION_FIELDS];
  for (const name of hidden) {
    delete values[name as keyof ProfileFormValues];
  }
  const set = Object.entries(links).filter(([, url]) => url);
  const shown = values as Omit<SiteProfile, "socialLinks">;
  const name = publicName(profile);
  return {
    ...shown,
    name,
    displayName: profile.pseudonymMode ? name : shown.displayName,
    socialLinks: Object.fromEntries(set),
  };
}

/** The public fields the pseudonym does not replace: texts and addresses the owner wrote. */
const WRITTEN_FIELDS = [
  { name: "tagline", label: "Tagline" },
  { name: "headline", label: "Home page headline" },
  { name: "bio", label: "About text" },
  { name: "email", label: "Public contact e-mail" },
  { name: "avatarUrl", label: "Avatar photo" },
  ...SOCIAL_LINKS,
] as const;

/** In pseudonym mode, the fields that still show a part of the full name ("Quillfeather" in
 * the e-mail address "ada.quillfeather@..."), by their label: the pseudonym replaces the name
 * where the site prints it, never inside what the owner wrote. A part of three letters or fewer
 * counts only as a whole word ("Ada", not the "ada" of "Canada"). */
export function fieldsNamingTheOwner(values: ProfileFormValues): string[] {
  if (!values.pseudonymMode) return [];
  const parts = values.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 2);
  if (parts.length === 0) return [];
  const names = (text: string) => {
    const lower = text.toLowerCase();
    const words = new Set(lower.split(/[^\p{L}\p{N}]+/u));
    return parts.some((part) => (part.length > 3 ? lower.includes(part) : words.has(part)));
  };
  const found: string[] = WRITTEN_FIELDS.filter((field) => names(values[field.name])).map(
    (field) => field.label,
  );
  values.otherLinks.forEach((link, index) => {
    if (names(`${link.label} ${link.url}`)) found.push(`Other link ${index + 1}`);
  });
  return found;
}
