// The personal-data check's answers (issue 16), as the panel shows them: every save of public
// text answers `warnings` (the field, the text found and why); a first publication with findings
// is refused with 409 and `needsConfirmation` until the owner confirms 'Publish anyway'. The
// server decides and enforces all of it: the panel only shows and asks.
import { ApiError } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";

export type PersonalDataWarning = Schemas["Warning"];

/** The flag a save sends when the owner chose 'Publish anyway'. */
export const CONFIRM_FIELD = "confirmPersonalData";

const FIELD_NAMES: Record<string, string> = {
  imageAlt: "Image alt text",
  fullDescription: "Full description",
  authorHandle: "Author handle",
  mediaUploads: "Files",
  fileName: "File name",
  image: "Photo details",
};

/** A field's name in words: "imageAlt" → "Image alt text", "excerpt" → "Excerpt". */
export function fieldName(field: string): string {
  if (FIELD_NAMES[field]) return FIELD_NAMES[field];
  const words = field.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One finding in words: "“07700 900123” looks like a phone number". A metadata or GPS warning
 * carries its whole sentence as its reason. */
export function findingText(warning: PersonalDataWarning): string {
  if (warning.kind === "gps" || warning.kind === "metadata") return warning.reason;
  return `“${warning.text}” ${warning.reason}`;
}

function isWarning(value: unknown): value is PersonalDataWarning {
  if (!value || typeof value !== "object") return false;
  const w = value as Record<string, unknown>;
  return typeof w.field === "string" && typeof w.text === "string" && typeof w.reason === "string";
}

/** The warnings a save answered with (none when it had none). */
export function warningsOf(saved: unknown): PersonalDataWarning[] {
  if (!saved || typeof saved !== "object") return [];
  const warnings = (saved as { warnings?: unknown }).warnings;
  return Array.isArray(warnings) ? warnings.filter(isWarning) : [];
}

/** The findings of a save refused until the owner confirms (409, needsConfirmation), or null
 * for any other failure. */
export function confirmationNeeded(error: unknown): PersonalDataWarning[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { needsConfirmation?: unknown } | null;
  if (!body || body.needsConfirmation !== true) return null;
  return warningsOf(body);
}

/** Each form field's findings as one message, for the fields the form has (`rename` maps an API
 * field to the form field that shows it). */
export function fieldWarnings(
  warnings: readonly PersonalDataWarning[],
  fields: readonly string[],
  rename: Record<string, string> = {},
): Record<string, string> {
  const byField: Record<string, string[]> = {};
  for (const warning of warnings) {
    const field = rename[warning.field] ?? warning.field;
    if (!fields.includes(field)) continue;
    (byField[field] ??= []).push(findingText(warning));
  }
  return Object.fromEntries(
    Object.entries(byField).map(([field, texts]) => [field, `Personal data? ${texts.join("; ")}.`]),
  );
}

/** The toast after a save: "Success" and `done`, followed, when its texts (or a photo's
 * details) held personal data, by each finding, so nothing goes unnoticed. */
export function savedToast(done: string, warnings: readonly PersonalDataWarning[]) {
  if (!warnings.length) return { title: "Success", description: done };
  const found = warnings.map((w) => `${fieldName(w.field)}: ${findingText(w)}`).join(" · ");
  return {
    title: "Success",
    description: `${done} Check for personal data — ${found}`,
    durationMs: 12000,
  };
}
