// The GCSE Journey editor: entries per subject, the entry form, and the owner's entries (drafts
// too), newest study date first.
import { Field, Form, Formik } from "formik";
import { BookOpen, Link2, Paperclip } from "lucide-react";
import { type ReactNode } from "react";

import {
  EARLIEST_STUDY_DATE,
  JOURNAL_FIELDS,
  SUBJECTS,
  emptyJournalValues,
  journalPayload,
  journalSchema,
  journalValuesFrom,
  type JournalFormValues,
} from "./gcse/schema";
import { journalEntries, type JournalEntry, type JournalPayload } from "./gcse/api";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EditorLayout } from "../components/editor-layout";
import {
  FieldError,
  FormActions,
  SelectField,
  TextAreaField,
  TextField,
  inputClass,
  labelClass,
} from "../components/form-controls";
import { ListState } from "../components/list-controls";
import { keepFieldsUntouchedOnBlur, todayIso } from "../lib/editor";

import { DraftKeeper, RestoredDraftNote } from "../components/draft-keeper";
import { useContentEditor } from "../lib/use-content-editor";
import { JournalRow, SubjectOverview } from "./gcse/journal-row";

export const JOURNAL_EMPTY_TEXT =
  "No journal entries yet... Use the form to add your first study week and start tracking your GCSE progress.";

/** A button the specification shows but gives no action yet: focusable, announced as
 * unavailable, with the reason beside it. */
function ComingSoonButton({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby="attachments-coming-soon"
      onClick={(event) => event.preventDefault()}
      className="inline-flex cursor-not-allowed items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm font-medium text-slate-500 dark:border-slate-700 dark:text-slate-400"
    >
      {icon}
      {label}
    </button>
  );
}

export function GcseTab() {
  const { data: entries, error, isLoading, mutate } = journalEntries.useList();
  const writes = journalEntries.useWrites();
  const today = todayIso();
  const editor = useContentEditor<JournalEntry, JournalFormValues, JournalPayload>({
    draftName: "gcse",
    items: entries,
    writes,
    emptyValues: () => emptyJournalValues(today),
    valuesFrom: journalValuesFrom,
    toPayload: journalPayload,
    fields: JOURNAL_FIELDS,
    messages: {
      created: "GCSE journal entry created successfully!",
      updated: "GCSE journal entry updated successfully!",
      deleted: "GCSE journal entry deleted successfully!",
      createFailed: "Failed to create entry. Please try again.",
      updateFailed: "Failed to update entry. Please try again.",
      deleteFailed: "Failed to delete entry. Please try again.",
    },
  });
  const { editing, formKey, headingRef, startEdit, startFresh, initialValues, submit } = editor;

  const counts = new Map<string, number>();
  for (const entry of entries ?? [])
    counts.set(entry.subject, (counts.get(entry.subject) ?? 0) + 1);

  const form = (
    <>
      <h2
        id="journal-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 dark:text-white"
      >
        {editing ? "Edit Entry" : "Add Journal Entry"}
      </h2>
      {editing && (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          Editing “{editing.topic}”.
        </p>
      )}
      {editor.restoredAt && (
        <RestoredDraftNote savedAt={editor.restoredAt} onDiscard={editor.discardChanges} />
      )}
      <Formik<JournalFormValues>
        key={formKey}
        initialValues={initialValues}
        validationSchema={journalSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form
            noValidate
            onBlurCapture={keepFieldsUntouchedOnBlur}
            aria-labelledby="journal-form-heading"
            className="mt-6 space-y-5"
          >
            <DraftKeeper {...editor.draftProps} />
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <TextField
                name="week"
                label="Week"
                maxLength={50}
                placeholder="e.g. Week 12"
                required
              />
              <SelectField
                name="subject"
                label="Subject"
                required
                options={[
                  { value: "", label: "Select a subject" },
                  ...SUBJECTS.map(({ value, label }) => ({ value, label })),
                ]}
              />
            </div>
            <TextField name="topic" label="Topic" maxLength={200} required />
            <TextAreaField
              name="content"
              label="Content"
              rows={6}
              maxLength={20_000}
              required
              hint="What you studied, what went well and what you still find hard."
            />
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <TextField
                name="studyDate"
                label="Study date"
                type="date"
                className={`${inputClass} dark:[color-scheme:dark]`}
                min={EARLIEST_STUDY_DATE}
                max={today}
                required
              />
              <TextField
                name="progress"
                label="Progress (%)"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
              />
            </div>
            <div className="flex items-center gap-3">
              <Field
                id="field-isPublished"
                type="checkbox"
                name="isPublished"
                className="size-4 rounded border-slate-300 accent-accent-700"
              />
              <label htmlFor="field-isPublished" className={labelClass}>
                Published (visitors can read it)
              </label>
              <FieldError id="field-isPublished-error" name="isPublished" />
            </div>
            <div>
              <p className={labelClass}>Files and links</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <ComingSoonButton
                  icon={<Paperclip aria-hidden="true" className="size-4" />}
                  label="Add file"
                />
                <ComingSoonButton
                  icon={<Link2 aria-hidden="true" className="size-4" />}
                  label="Add link"
                />
              </div>
              <p
                id="attachments-coming-soon"
                className="mt-1 text-xs text-slate-600 dark:text-slate-400"
              >
                Coming soon: attaching files and links is not available yet.
              </p>
              {editing && (editing.mediaUploads.length > 0 || editing.links.length > 0) && (
                <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
                  {editing.mediaUploads.map((upload, index) => (
                    <li key={`upload-${index}`} className="flex items-center gap-2">
                      <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
                      {upload.title} ({upload.type})
                    </li>
                  ))}
                  {editing.links.map((link, index) => (
                    <li key={`link-${index}`} className="flex min-w-0 items-center gap-2">
                      <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">
                        {link.title} <span className="text-slate-500">({link.url})</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <FormActions
              submitLabel={editing ? "Update Entry" : "Add Entry"}
              pendingLabel={editing ? "Updating..." : "Adding..."}
              isSubmitting={isSubmitting}
              onReset={() => startFresh()}
              resetLabel="Clear Form"
            />
          </Form>
        )}
      </Formik>
    </>
  );

  const list = (
    <>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        Journal Entries{entries ? ` (${entries.length})` : ""}
      </h2>
      <div className="mt-6">
        <ListState
          isLoading={isLoading}
          error={entries ? null : error}
          isEmpty={!entries?.length}
          onRetry={() => mutate()}
          emptyText={JOURNAL_EMPTY_TEXT}
          emptyIcon={<BookOpen aria-hidden="true" className="size-10 text-slate-400" />}
        />
        {entries && entries.length > 0 && (
          <ul className="space-y-3">
            {entries.map((entry) => (
              <JournalRow
                key={entry.id}
                entry={entry}
                active={editing?.id === entry.id}
                deleting={editor.deletingId === entry.id}
                onEdit={() => startEdit(entry)}
                onDelete={() => editor.askDelete(entry)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );

  return (
    <div className="space-y-8">
      <SubjectOverview counts={counts} loading={isLoading} />
      <EditorLayout form={form} list={list} />
      <ConfirmDialog
        open={editor.confirmDialog.open}
        title="Delete this journal entry?"
        message={
          editor.pendingDelete
            ? `“${editor.pendingDelete.week}: ${editor.pendingDelete.topic}” will be removed for good. This action cannot be undone.`
            : ""
        }
        onConfirm={editor.confirmDialog.onConfirm}
        onCancel={editor.confirmDialog.onCancel}
      />
    </div>
  );
}
