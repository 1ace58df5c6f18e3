// The one editor every content tab (blog, GCSE journal, travel, media) is a configuration of:
// the tab's overview, the form in create or edit mode beside the list of rows, and the delete
// question. The form keeps its unsaved values on this device, sends only what changed, shows the
// specification's toasts and the server's messages on their fields (useContentEditor); the list
// has its states, its filter and its rows (ContentList). A tab gives its fields, its rules, its
// row and its words.
import { Form, Formik, type FormikValues } from "formik";
import type { LucideIcon } from "lucide-react";
import { useState, type ComponentType } from "react";

import type { ToastInput } from "@/components/ui/toast";

import { useOwnerPagedList } from "../api/owner-data";
import { keepFieldsUntouchedOnBlur } from "../lib/editor";
import type { ChosenList } from "../lib/filter-counts";
import { editorWords, fillIn, wordsMessages, type EditorArea } from "../lib/editor-words";
import { useContentEditor, type EditorWrites, type FormModel } from "../lib/use-content-editor";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentList, type ListFilter } from "./content-list";
import { DraftKeeper, RestoredDraftNote } from "./draft-keeper";
import { EditorLayout } from "./editor-layout";
import { FormActions } from "./form-controls";
import type { EditorRowProps } from "./list-controls";
import { FindingsList, HeldSaveDialog } from "./personal-data-dialog";

const IN_PROGRESS: Record<string, string> = {
  Add: "Adding...",
  Create: "Creating...",
  Update: "Updating...",
};

/** What a submit button says while it saves: its first word in progress, else "Saving...". */
export function pendingWords(submit: string): string {
  return IN_PROGRESS[submit.split(" ")[0]] ?? "Saving...";
}

/** Which of the submit button's words it says (0 create, 1 update): the update's for the row
 * opened for editing, and for a form that already saves into a row (an autosaved draft). */
export function submitMode(mode: 0 | 1, savesIntoRow = false): 0 | 1 {
  return mode === 1 || savesIntoRow ? 1 : 0;
}

/** What a tab draws of its own: the form's fields, one row of the list, what it shows above
 * both (from the rows; undefined until read), and the empty list's icon. */
export type EditorParts<T> = {
  Fields: ComponentType<{ editing: T | null }>;
  Row: ComponentType<EditorRowProps<T>>;
  /** `more`: the server has rows beyond `rows` (not loaded yet): a count says "n+". `chosen`:
   * the server's list of the chip chosen over the list, which counts its value better. */
  Overview?: ComponentType<{ rows: T[] | undefined; more?: boolean; chosen?: ChosenList<T> }>;
  icon?: LucideIcon;
  /** "h3" when the tab has a heading of its own above the editor (media). */
  headingLevel?: "h2" | "h3";
};

export type ContentEditorProps<
  T extends { id: string },
  V extends FormikValues,
  P extends Record<string, unknown>,
  F extends string,
> = {
  /** Whose words (admin/config/editors.json); also the name its unsaved values are kept under. */
  area: EditorArea;
  /** The rows' requests (ownerCollection); its writes re-read every list under `path`, the
   * filtered ones too (keyIsUnder). */
  collection: { path: string; useWrites: () => EditorWrites<P> };
  form: FormModel<T, V, P>;
  parts: EditorParts<T>;
  /** Chips over the list, each the server's list of its value (with its own 'Load more');
   * `name` says a chosen value in the empty list's words. */
  filter?: ListFilter<F> & { name: (value: F) => string };
  /** The toast after a delete, from the usual one (the blog adds Undo). */
  deletedToast?: (row: T, toast: ToastInput) => ToastInput;
};

export function ContentEditor<
  T extends { id: string },
  V extends FormikValues,
  P extends Record<string, unknown>,
  F extends string = string,
>({
  area,
  collection,
  form: formModel,
  parts: { Fields, Row, Overview, icon: EmptyIcon, headingLevel: Heading = "h2" },
  filter,
  deletedToast,
}: ContentEditorProps<T, V, P, F>) {
  const words = editorWords(area);
  const { confirmDelete, list } = words;
  const messages = wordsMessages(words);
  // The list a page at a time: the owner's first page (SWR, re-read after each write) and the
  // pages 'Load more' adds after it. A chip other than the first (every row) shows the server's
  // list of its value instead (?subject=maths), paged the same way, so a filtered view is right
  // whatever has been loaded; the whole list is still read for the overview's counts.
  const [chosen, setChosen] = useState<F | undefined>(filter?.options[0]?.value);
  const filtered =
    filter && chosen !== undefined && chosen !== filter.options[0]?.value
      ? `${collection.path}?${new URLSearchParams({ [filter.param]: chosen })}`
      : null;
  const all = useOwnerPagedList<T>(collection.path);
  const one = useOwnerPagedList<T>(filtered ?? collection.path);
  const shown = filtered ? one : all;
  const query = { ...shown.query, data: shown.list.items };
  const paged = shown.list;
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
    findings,
    held,
  } = useContentEditor<T, V, P>({
    draftName: area,
    items: all.list.items,
    writes: collection.useWrites(),
    form: formModel,
    messages,
    deletedToast:
      deletedToast &&
      ((row) => deletedToast(row, { title: "Success", description: messages.deleted })),
  });
  const headingId = `${area}-form-heading`;
  const mode = editing ? 1 : 0;
  // With a filter, the empty list speaks of the chosen value (all of them: the first chip).
  const emptyText = (value: F) =>
    filter && list.emptyFiltered && value !== filter.options[0]?.value
      ? fillIn(list.emptyFiltered, { filter: filter.name(value) })
      : list.empty;

  const form = (
    <>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 dark:text-white"
      >
        {words.heading[mode]}
      </Heading>
      {editing && (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          Editing “{fillIn(words.rowName, editing)}”.
        </p>
      )}
      {restoredAt && <RestoredDraftNote savedAt={restoredAt} onDiscard={discardChanges} />}
      <Formik<V>
        key={formKey}
        initialValues={initialValues}
        validationSchema={formModel.schema}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form
            noValidate
            onBlurCapture={keepFieldsUntouchedOnBlur}
            aria-labelledby={headingId}
            className="mt-6 space-y-5"
          >
            <DraftKeeper {...draftProps} />
            <Fields editing={editing} />
            {findings.length > 0 && (
              <div role="alert" className="space-y-2">
                <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
                  Personal data found: check it before publishing.
                </p>
                <FindingsList warnings={findings} />
              </div>
            )}
            <FormActions
              submitLabel={words.submit[submitMode(mode, formModel.savesIntoRow?.(values))]}
              pendingLabel={pendingWords(
                words.submit[submitMode(mode, formModel.savesIntoRow?.(values))],
              )}
              isSubmitting={isSubmitting}
              onReset={() => startFresh()}
              resetLabel={words.reset ?? "Clear Form"}
            />
          </Form>
        )}
      </Formik>
    </>
  );

  return (
    <div className="space-y-8">
      {Overview && (
        <Overview
          rows={all.list.items}
          more={all.list.hasMore}
          chosen={
            filtered && chosen !== undefined
              ? { value: chosen, rows: one.list.items, more: one.list.hasMore }
              : undefined
          }
        />
      )}
      <EditorLayout
        form={form}
        list={
          <ContentList
            title={list.title}
            Row={Row}
            emptyText={emptyText}
            emptyIcon={
              EmptyIcon && <EmptyIcon aria-hidden="true" className="size-10 text-slate-400" />
            }
            filter={filter}
            chosen={chosen}
            onChoose={setChosen}
            total={all.list.items && { count: all.list.items.length, more: all.list.hasMore }}
            scrollRegion={list.scrollRegion}
            query={query}
            paged={paged}
            headingLevel={Heading}
            editingId={editing?.id ?? null}
            deletingId={deletingId}
            onEdit={startEdit}
            onDelete={confirmDelete ? askDelete : (row) => void remove(row)}
          />
        }
      />
      <HeldSaveDialog held={held} />
      {confirmDelete && (
        <ConfirmDialog
          open={confirmDialog.open}
          title={confirmDelete.title}
          message={pendingDelete ? fillIn(confirmDelete.message, pendingDelete) : ""}
          onConfirm={confirmDialog.onConfirm}
          onCancel={confirmDialog.onCancel}
        />
      )}
    </div>
  );
}
