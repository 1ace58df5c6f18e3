// The projects editor's form: its values, how a project becomes them and they become a request,
// and its rules, mirroring apps/showcase/serializers.py (the server stays the authority; these
// give the owner the same messages at once). Its place in the list is not a field: Move up and
// Move down change it.
import * as yup from "yup";

import { imageUrlRule } from "../../../components/image-url-field";
import { isIsoDate } from "../../../lib/editor";
import type { FormModel } from "../../../lib/use-content-editor";
import { optionalText, requiredText, textList, webUrlRule, wholeNumber } from "../rules";
import { PROJECT_STATUSES, type Project, type ProjectPayload, type ProjectStatus } from "./api";

export const STATUS_MESSAGE =
  "Status must be one of Live, Live & Growing, In Development, Prototype, Planning";
export const PROGRESS_MESSAGE = "Progress must be between 0 and 100";
export const MAX_TECHNOLOGIES = 20;
export const MAX_TECHNOLOGY_LENGTH = 40;
export const MAX_FEATURES = 20;
export const MAX_FEATURE_LENGTH = 200;

export type ProjectFormValues = {
  title: string;
  type: string;
  status: ProjectStatus | "";
  progress: number | ""; // "" while the input is empty
  startDate: string; // YYYY-MM-DD, or "" for none
  website: string;
  demoUrl: string;
  description: string;
  fullDescription: string;
  /** Markdown (new projects) or "plain" (projects written before Markdown, until switched). */
  fullDescriptionFormat: "markdown" | "plain";
  features: string[];
  technologies: string[];
  users: string;
  impact: string;
  imageUrl: string;
  featured: boolean;
  isPublished: boolean;
};

/** The form's values for a project (edit mode), or a new one's defaults: planned, at 0%,
 * published, not featured (the server's defaults). */
export function projectValues(row: Project | null): ProjectFormValues {
  return {
    title: row?.title ?? "",
    type: row?.type ?? "",
    status: row?.status ?? "Planning",
    progress: row?.progress ?? 0,
    startDate: row?.startDate ?? "",
    website: row?.website ?? "",
    demoUrl: row?.demoUrl ?? "",
    description: row?.description ?? "",
    fullDescription: row?.fullDescriptionSource ?? "",
    fullDescriptionFormat: row?.fullDescriptionFormat ?? "markdown",
    features: [...(row?.features ?? [])],
    technologies: [...(row?.technologies ?? [])],
    users: row?.users ?? "",
    impact: row?.impact ?? "",
    imageUrl: row?.imageUrl ?? "",
    featured: row?.featured ?? false,
    isPublished: row?.isPublished ?? false,
  };
}

/** What the form sends: trimmed texts, progress as a number, no start date as null. An update
 * sends only what changed. */
export function projectPayload(values: ProjectFormValues): ProjectPayload {
  const trimmed = (value: string) => value.trim();
  return {
    ...values,
    title: trimmed(values.title),
    type: trimmed(values.type),
    status: values.status as ProjectStatus,
    progress: Number(values.progress),
    startDate: values.startDate || null,
    website: trimmed(values.website),
    demoUrl: trimmed(values.demoUrl),
    description: trimmed(values.description),
    fullDescription: trimmed(values.fullDescription),
    features: [...values.features],
    technologies: [...values.technologies],
    users: trimmed(values.users),
    impact: trimmed(values.impact),
    imageUrl: trimmed(values.imageUrl),
  };
}

export const projectSchema = yup.object({
  title: requiredText("Title", 200),
  type: optionalText("Type", 50),
  status: yup.string().required(STATUS_MESSAGE).oneOf(PROJECT_STATUSES, STATUS_MESSAGE),
  progress: wholeNumber(0, 100, PROGRESS_MESSAGE),
  startDate: yup.string().test("date", "Enter a real date", (value) => !value || isIsoDate(value)),
  website: webUrlRule,
  demoUrl: webUrlRule,
  description: requiredText("Description", 1000),
  fullDescription: optionalText("Full description", 10_000),
  features: textList("features", MAX_FEATURES, MAX_FEATURE_LENGTH),
  technologies: textList("technologies", MAX_TECHNOLOGIES, MAX_TECHNOLOGY_LENGTH),
  users: optionalText("Users", 100),
  impact: optionalText("Impact", 200),
  imageUrl: imageUrlRule,
  featured: yup.boolean(),
  isPublished: yup.boolean(),
});

export const projectForm: FormModel<Project, ProjectFormValues, ProjectPayload> = {
  emptyValues: () => projectValues(null),
  valuesFrom: projectValues,
  toPayload: projectPayload,
  schema: projectSchema,
};
