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

/** The public profile's fields, a text box per social link, and each figure: counted
 * automatically, or the label typed here. */
export type ProfileFormValues = Omit<SiteProfile, "socialLinks"> &
  Record<SocialName, string> & {
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
});

/** What visitors' pages read of the profile (the public profile), from the owner's copy: only
 * the social links that are set. */
export function publicProfile(profile: OwnerProfile): SiteProfile {
  const values: Partial<ProfileFormValues> = profileValues(profile);
  const links = {
    microblog: values.microblogUrl,
    photos: values.photosUrl,
    professional: values.professionalUrl,
    video: values.videoUrl,
  };
  for (const name of ["figures", ...SOCIAL_LINKS.map((link) => link.name)] as const) {
    delete values[name];
  }
  const set = Object.entries(links).filter(([, url]) => url);
  return { ...(values as Omit<SiteProfile, "socialLinks">), socialLinks: Object.fromEntries(set) };
}
