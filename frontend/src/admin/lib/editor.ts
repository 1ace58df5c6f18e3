// What every create/edit editor needs: its mode, the fields an update changes, the server's
// 400 messages put on the form's fields, and calendar dates.
import type { FormikErrors } from "formik";
import { useRef, useState, type FocusEvent } from "react";

import { ApiError } from "@/lib/api-client";

import { clearDraft, readDraft, type Draft } from "./drafts";

/**
 * Create mode (editing null) or edit mode, and a key that gives the form fresh values each
 * time the mode changes or a save succeeds. The form's heading takes the focus on each change,
 * so a keyboard or phone user lands on the form.
 *
 * With `draft` (the editor's name and its rows), the form's unsaved values are kept on this
 * device (<DraftKeeper {...editor.draftProps} /> inside the form) and come back when the editor
 * opens again, in the mode they were typed in: after a tab switch, a reload, or a session that
 * ended while typing. `restoredAt` is set while the form shows restored changes.
 */
export function useEditorState<T extends { id: string }>(draft?: {
  name: string;
  items: readonly T[] | undefined;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState<Draft | null>(() =>
    draft ? readDraft(draft.name) : null,
  );
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () =>
    window.requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: false }));

  // A draft typed while editing a row waits for the rows, then opens that row's form.
  const items = draft?.items;
  const waitingFor = pending?.editingId ?? null;
  if (waitingFor && items && editing?.id !== waitingFor) {
    const row = items.find((item) => item.id === waitingFor);
    if (row) {
      setEditing(row);
      setVersion((v) => v + 1);
    } else if (pending) {
      setPending({ ...pending, editingId: null }); // the row is gone: keep the text as new
    }
  }

  const name = draft?.name ?? "";
  const forget = () => {
    if (name) clearDraft(name);
    setPending(null);
    setRestoredAt(null);
  };
  const restoreHere =
    pending && (pending.editingId ?? null) === (editing?.id ?? null) ? pending : null;

  return {
    editing,
    formKey: `${editing?.id ?? "new"}-${version}`,
    headingRef,
    restoredAt,
    draftProps: {
      name,
      editingId: editing?.id ?? null,
      restore: restoreHere,
      paused: !name || (pending !== null && restoreHere === null),
      onRestored: () => {
        setRestoredAt(pending?.savedAt ?? Date.now());
        setPending(null);
      },
    },
    startEdit(item: T) {
      forget();
      setEditing(item);
      setVersion((v) => v + 1);
      focusHeading();
    },
    /** Create mode with an empty form; the unsaved changes (if any) are forgotten. */
    startFresh({ focus = true }: { focus?: boolean } = {}) {
      forget();
      setEditing(null);
      setVersion((v) => v + 1);
      if (focus) focusHeading();
    },
    /** Drop the restored changes: the form shows what is saved again, in the same mode. */
    discardChanges() {
      forget();
      setVersion((v) => v + 1);
    },
  };
}

/** For a form's onBlurCapture. Formik marks a field touched when it loses focus, which shows
 * its message at once and pushes the buttons below it down: pressing Save right after typing
 * then lands beside the moved button and the click is lost. Stopped here, messages appear at
 * the first save attempt and then follow the owner's typing, and nothing moves under the
 * pointer. */
export function keepFieldsUntouchedOnBlur(event: FocusEvent) {
  event.stopPropagation();
}

/** The keys of `next` whose values differ from `before` (compared as JSON), with their new
 * values: what an update sends, so the server changes only those. */
export function changedFields<T extends Record<string, unknown>>(before: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) changes[key] = next[key];
  }
  return changes;
}

/** A 400's field messages as Formik errors on the form's own fields (`rename` maps an API
 * field to the form field that shows it, e.g. coordinates -> latitude). Messages for fields the
 * form does not have come back in `other`. */
export function serverFieldErrors<V>(
  error: unknown,
  fields: readonly (keyof V & string)[],
  rename: Record<string, keyof V & string> = {},
): { errors: FormikErrors<V>; other: string[] } {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  if (error instanceof ApiError) {
    for (const [apiField, message] of Object.entries(error.fieldErrors())) {
      const field = rename[apiField] ?? apiField;
      if ((fields as readonly string[]).includes(field)) errors[field] = message;
      else other.push(message);
    }
  }
  return { errors: errors as FormikErrors<V>, other };
}

/** A moment's calendar date where the browser is, as YYYY-MM-DD. */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Today's calendar date where the browser is, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return localIsoDate(now);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const usLongDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) in the US long format, the same day wherever the browser is. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !isIsoDate(value)) return "";
  return usLongDate.format(new Date(`${value}T00:00:00Z`));
}
