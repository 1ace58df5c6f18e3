// The one editor every content tab (blog, GCSE journal, travel, media) is a configuration of:
// the tab's overview, the form in create or edit mode beside the list of rows, and the delete
// question. The form keeps its unsaved values on this device, sends only what changed, shows the
// specification's toasts and the server's messages on their fields (useContentEditor); the list
// has its states, its filter and its rows (ContentList). A tab gives its fields, its rules, its
// row and its words.
import { Form, Formik, type FormikValues } from "formik";
import type { ComponentType } from "react";

import { keepFieldsUntouchedOnBlur } from "../lib/editor";
import {
  useContentEditor,
  type ContentEditorConfig,
  type EditorWrites,
} from "../lib/use-content-editor";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentList, type ContentListConfig, type ListQuery } from "./content-list";
import { DraftKeeper, RestoredDraftNote } from "./draft-keeper";
import { EditorLayout } from "./editor-layout";
import { FormActions } from "./form-controls";

/** The form's words, each in create and in edit mode: its heading and its submit button; and
 * the button that empties the form (default "Clear Form"). While it saves, the submit button
 * says its verb in progress ("Add Entry" → "Adding..."; see `pendingWords`). */
export type EditorText = {
  heading: [create: string, edit: string];
  submit: [create: string, update: string];
  reset?: string;
};

const IN_PROGRESS: Record<string, string> = {
  Add: "Adding...",
  Create: "Creating...",
  Update: "Updating...",
};

/** What a submit button says while it saves: its first word in progress, else "Saving...". */
export function pendingWords(submit: string): string {
  return IN_PROGRESS[submit.split(" ")[0]] ?? "Saving...";
}

export type ContentEditorProps<
  T extends { id: string },
  V extends FormikValues,
  P extends Record<string, unknown>,
  F extends string,
> = Omit<ContentEditorConfig<T, V, P>, "items" | "writes"> & {
  /** The rows' requests (ownerCollection). */
  collection: { useList: () => ListQuery<T>; useWrites: () => EditorWrites<P> };
  /** The form's fields (inside the Formik form: they may read its values). */
  Fields: ComponentType<{ editing: T | null }>;
  text: EditorText;
  /** How "Editing “…”." names the row being edited. */
  rowName: (row: T) => string;
  list: ContentListConfig<T, F>;
  /** Ask before a delete; without it a row goes at once (the blog: its toast offers Undo). */
  confirmDelete?: { title: string; message: (row: T) => string };
  /** What the tab shows above the form and the list, from the rows (undefined until read). */
  Overview?: ComponentType<{ rows: T[] | undefined }>;
  /** "h3" when the tab has a heading of its own above the editor. */
  headingLevel?: "h2" | "h3";
};

export function ContentEditor<
  T extends { id: string },
  V extends FormikValues,
  P extends Record<string, unknown>,
  F extends string = string,
>({
  collection,
  Fields,
  text,
  rowName,
  list,
  confirmDelete,
  Overview,
  headingLevel: Heading = "h2",
  ...config
}: ContentEditorProps<T, V, P, F>) {
  const query = collection.useList();
  const {
    editing,
    formKey,
    headingRef,
    restoredAt,
    discardChanges,
    draftProps,
    initialValues,
    submit,
    startEdit,
    startFresh,
    remove,
    deletingId,
    askDelete,
    pendingDelete,
    confirmDialog,
  } = useContentEditor<T, V, P>({ ...config, items: query.data, writes: collection.useWrites() });
  const headingId = `${config.draftName}-form-heading`;
  const mode = editing ? 1 : 0;

  const form = (
    <>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 dark:text-white"
      >
        {text.heading[mode]}
      </Heading>
      {editing && (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          Editing “{rowName(editing)}”.
        </p>
      )}
      {restoredAt && <RestoredDraftNote savedAt={restoredAt} onDiscard={discardChanges} />}
      <Formik<V>
        key={formKey}
        initialValues={initialValues}
        validationSchema={config.form.schema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form
            noValidate
            onBlurCapture={keepFieldsUntouchedOnBlur}
            aria-labelledby={headingId}
            className="mt-6 space-y-5"
          >
            <DraftKeeper {...draftProps} />
            <Fields editing={editing} />
            <FormActions
              submitLabel={text.submit[mode]}
              pendingLabel={pendingWords(text.submit[mode])}
              isSubmitting={isSubmitting}
              onReset={() => startFresh()}
              resetLabel={text.reset ?? "Clear Form"}
            />
          </Form>
        )}
      </Formik>
    </>
  );

  return (
    <div className="space-y-8">
      {Overview && <Overview rows={query.data} />}
      <EditorLayout
        form={form}
        list={
          <ContentList
            {...list}
            query={query}
            headingLevel={Heading}
            editingId={editing?.id ?? null}
            deletingId={deletingId}
            onEdit={startEdit}
            onDelete={confirmDelete ? askDelete : (row) => void remove(row)}
          />
        }
      />
      {confirmDelete && (
        <ConfirmDialog
          open={confirmDialog.open}
          title={confirmDelete.title}
          message={pendingDelete ? confirmDelete.message(pendingDelete) : ""}
          onConfirm={confirmDialog.onConfirm}
          onCancel={confirmDialog.onCancel}
        />
      )}
    </div>
  );
}
