// The achievements editor's form: its values, how an achievement becomes them and they become a
// request, and its rules, mirroring apps/showcase/serializers.py (the server stays the
// authority; these give the owner the same messages at once).
import * as yup from "yup";

import { imageUrlRule } from "../../../components/image-url-field";
import { isIsoDate, todayIso } from "../../../lib/editor";
import type { FormModel } from "../../../lib/use-content-editor";
import { optionalText, requiredText } from "../rules";
import type { Achievement, AchievementPayload } from "./api";

export type AchievementFormValues = {
  title: string;
  issuer: string;
  date: string; // a date input's YYYY-MM-DD
  category: string;
  description: string;
  /** The certificate's picture (an image on this site). */
  imageUrl: string;
  /** The certificate as a PDF the documents' upload stored ("" for none). */
  certificateUrl: string;
  isPublished: boolean;
};

/** The form's values for an achievement (edit mode), or a new one's defaults: dated today and
 * published, as the server would make it. */
export function achievementValues(
  row: Achievement | null,
  today: string = todayIso(),
): AchievementFormValues {
  return {
    title: row?.title ?? "",
    issuer: row?.issuer ?? "",
    date: row?.date ?? today,
    category: row?.category ?? "",
    description: row?.description ?? "",
    imageUrl: row?.imageUrl ?? "",
    certificateUrl: row?.certificateUrl ?? "",
    isPublished: row?.isPublished ?? false,
  };
}

/** What the form sends: trimmed texts. An update sends only what changed. */
export function achievementPayload(values: AchievementFormValues): AchievementPayload {
  return {
    ...values,
    title: values.title.trim(),
    issuer: values.issuer.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    imageUrl: values.imageUrl.trim(),
  };
}

export const achievementSchema = yup.object({
  title: requiredText("Title", 200),
  issuer: optionalText("Issuer", 100),
  date: yup
    .string()
    .required("Date is required")
    .test("date", "Enter a real date", (value) => !value || isIsoDate(value)),
  category: optionalText("Category", 50),
  description: requiredText("Description", 2000),
  imageUrl: imageUrlRule,
  certificateUrl: yup.string(),
  isPublished: yup.boolean(),
});

export const achievementForm: FormModel<Achievement, AchievementFormValues, AchievementPayload> = {
  emptyValues: () => achievementValues(null),
  valuesFrom: achievementValues,
  toPayload: achievementPayload,
  schema: achievementSchema,
};
