// The one editor pattern every content tab (blog, GCSE journal, travel, media) is a
// configuration of: a form in create or edit mode beside the list, an update that sends only
// the fields that changed, the specification's toasts, the server's messages on their fields,
// deletion (with or without a confirmation), and unsaved values kept on this device.
import { useState } from "react";
import type { AnyObjectSchema } from "yup";

import { useToast, type ToastInput } from "@/components/ui/toast";

import { changedFields, serverFieldErrors, useEditorState } from "./editor";
import { failureToast } from "./failure";
import { warningsOf, savedToast, type PersonalDataWarning } from "./personal-data";
import { useHeldFormSave } from "./use-held-save";

export type EditorMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/** The specification's toasts for an editor of `thing` ("Travel story"): "Travel story created
 * successfully!" (updated, deleted) and "Failed to create travel story. Please try again."
 * (update, delete). `failing` names the thing in the failures (the journal's say "entry");
 * `verb` is "add" where a new one is added rather than created (media). */
export function editorMessages(
  thing: string,
  {
    failing = thing.toLowerCase(),
    verb = "create",
  }: { failing?: string; verb?: "create" | "add" } = {},
): EditorMessages {
  const done = (past: string) => `${thing} ${past} successfully!`;
  const failed = (action: string) => `Failed to ${action} ${failing}. Please try again.`;
  return {
    created: done(verb === "add" ? "added" : "created"),
    updated: done("updated"),
    deleted: done("deleted"),
    createFailed: failed(verb),
    updateFailed: failed("update"),
    deleteFailed: failed("delete"),
  };
}

export type EditorWrites<P> = {
  create: (payload: P) => Promise<unknown>;
  update: (id: string, changes: Partial<P>) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
};

/** What an editor's form is, apart from how it looks: its values when empty and for a row, the
 * request body its values make, and its rules. Each area's schema.ts exports one. */
export type FormModel<T, V, P> = {
  emptyValues: () => V;
  valuesFrom: (row: T) => V;
  toPayload: (values: V) => P;
  /** The form's rules, one per field: the server's messages go on the fields it names
   * (`rename` maps an API field to the form field that shows it). */
  schema: AnyObjectSchema;
  rename?: Record<string, keyof V & string>;
  /** Whether the form already saves into a row the server has although none was opened for
   * editing (a new post whose first autosave made a draft): its button then says the update's
   * words ('Update Post', not 'Create Post'). */
  savesIntoRow?: (values: V) => boolean;
};

export type ContentEditorConfig<T extends { id: string }, V, P> = {
  /** The name its unsaved values are kept under on this device. */
  draftName: string;
  items: readonly T[] | undefined;
  writes: EditorWrites<P>;
  form: FormModel<T, V, P>;
  messages: EditorMessages;
  /** The toast after a delete (default: 'Success' and messages.deleted). */
  deletedToast?: (row: T) => ToastInput;
};

export function useContentEditor<T extends { id: string }, V, P extends Record<string, unknown>>(
  config: ContentEditorConfig<T, V, P>,
) {
  const { toast } = useToast();
  const editor = useEditorState<T>({ name: config.draftName, items: config.items });
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // The same findings, shown in the form they were found in (its formKey) until the next save.
  const [found, setFound] = useState<{ key: unknown; warnings: PersonalDataWarning[] } | null>(
    null,
  );
  const { editing, startFresh } = editor;
  const { messages, form } = config;

  const initialValues = editing ? form.valuesFrom(editing) : form.emptyValues();
  const fields = Object.keys(form.schema.fields) as (keyof V & string)[];

  // A first publication the server holds back until the owner confirms (personal data found):
  // the owner's answer ('Publish anyway', 'Keep as draft') goes with the same values.
  const held = useHeldFormSave<V>({
    fields,
    rename: form.rename,
    send: async (values, _helpers, answer) => {
      const payload = form.toPayload(values);
      const extra = answer as Partial<P>;
      let saved: unknown;
      if (editing) {
        const before = form.toPayload(initialValues);
        saved = await config.writes.update(editing.id, {
          ...changedFields(before, payload),
          ...extra,
        });
      } else {
        saved = await config.writes.create({ ...payload, ...extra });
      }
      toast(savedToast(editing ? messages.updated : messages.created, warningsOf(saved)));
      setFound(null);
      startFresh();
    },
    // Nothing was stored: the findings show on the fields and in the form, and the dialog asks.
    onHeld: (warnings) => setFound({ key: editor.formKey, warnings }),
    onFailure: (failure, _values, helpers) => {
      helpers.setErrors(serverFieldErrors<V>(failure, fields, form.rename).errors);
      toast(failureToast(failure, editing ? messages.updateFailed : messages.createFailed));
    },
  });

  /** Delete at once (the blog: the specification asks for no confirmation). */
  const remove = async (row: T) => {
    setDeletingId(row.id);
    try {
      await config.writes.remove(row.id);
      if (editing?.id === row.id) startFresh({ focus: false });
      toast(config.deletedToast?.(row) ?? { title: "Success", description: messages.deleted });
    } catch (failure) {
      toast(failureToast(failure, messages.deleteFailed));
    } finally {
      setDeletingId(null);
    }
  };

  return {
    ...editor,
    initialValues,
    remove,
    deletingId,
    /** Delete after a confirmation: askDelete opens it (for `pendingDelete`), the dialog's
     * props answer it. */
    askDelete: setPendingDelete,
    pendingDelete,
    /** What the personal-data check found in the last refused publication (shown in the form). */
    findings: found && found.key === editor.formKey ? found.warnings : [],
    /** Formik's onSubmit. */
    submit: held.submit,
    /** The held save the 'Publish anyway?' dialog asks about. */
    held,
    confirmDialog: {
      open: pendingDelete !== null,
      onCancel: () => setPendingDelete(null),
      onConfirm: () => {
        const row = pendingDelete;
        setPendingDelete(null);
        if (row) void remove(row);
      },
    },
  };
}
