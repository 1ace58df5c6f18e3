// A qualification's grades over time: its target, each mock (dated), the predicted grade and the
// one achieved, each private unless marked public. The grade field offers the type's scale and
// takes what is typed; a grade off the scale is refused by the server with its message on the
// field. Marking a grade public publishes its qualification's texts: a first publication with
// personal data found in them waits for 'Publish anyway?' (the shared held save).
import { Form, Formik } from "formik";
import { Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import { DateField } from "../../components/editor-fields";
import {
  FormActions,
  SelectField,
  SwitchField,
  TextField,
  labelClass,
  inputClass,
} from "../../components/form-controls";
import { HeldSaveDialog } from "../../components/personal-data-dialog";
import {
  changedFields,
  formatCalendarDate,
  keepFieldsUntouchedOnBlur,
  serverFieldErrors,
} from "../../lib/editor";
import { failureToast } from "../../lib/failure";
import { savedToast, warningsOf } from "../../lib/personal-data";
import { useHeldFormSave, useHeldSave } from "../../lib/use-held-save";
import {
  GRADE_KIND_LABELS,
  TYPE_LABELS,
  optionsOf,
  scaleOf,
  useGradeWrites,
  type Grade,
  type Qualification,
} from "./api";
import {
  GRADE_FIELDS,
  GRADE_RENAME,
  emptyGrade,
  gradePayload,
  gradeSchema,
  gradeValues,
  type GradeFormValues,
} from "./grade-schema";
import { gradesOf } from "./grade-summary";

const KIND_ORDER = ["target", "mock", "predicted", "achieved"] as const;

/** The grades in the order of their story: targets, mocks by date, predicted, achieved. */
export function orderedGrades(grades: readonly Grade[]): Grade[] {
  return KIND_ORDER.flatMap((kind) => gradesOf(grades, kind));
}

/** The grade form: a new grade of `qualification`, or `editing`'s changes (only what changed
 * is sent). */
function GradeForm({
  qualification,
  editing,
  onDone,
}: {
  qualification: Qualification;
  editing: Grade | null;
  onDone: () => void;
}) {
  const writes = useGradeWrites();
  const { toast } = useToast();
  const [formKey, setFormKey] = useState(0);
  const listId = useId();
  const scale = scaleOf(qualification.type, qualification.letterGrades);
  const initialValues = editing ? gradeValues(editing) : emptyGrade();
  const held = useHeldFormSave<GradeFormValues>({
    fields: GRADE_FIELDS,
    rename: GRADE_RENAME,
    send: async (values, _helpers, answer) => {
      const payload = gradePayload(qualification.id, values, answer);
      if (editing) {
        // The same qualification's, so only the grade's own fields can differ.
        const changes = changedFields(gradePayload(qualification.id, initialValues), payload);
        const saved = await writes.update(editing.id, changes);
        toast(savedToast("Grade updated successfully!", warningsOf(saved)));
        onDone();
      } else {
        const saved = await writes.create(payload);
        toast(savedToast("Grade added successfully!", warningsOf(saved)));
      }
      setFormKey((key) => key + 1);
    },
    onFailure: (failure, _values, helpers) => {
      helpers.setErrors(
        serverFieldErrors<GradeFormValues>(failure, GRADE_FIELDS, GRADE_RENAME).errors,
      );
      const action = editing ? "update" : "add";
      toast(failureToast(failure, `Failed to ${action} grade. Please try again.`));
    },
  });
  const headingId = `${listId}-heading`;
  return (
    <>
      <Formik<GradeFormValues>
        key={`${qualification.id}-${editing?.id ?? "new"}-${formKey}`}
        initialValues={initialValues}
        validationSchema={gradeSchema}
        onSubmit={held.submit}
      >
        {({ isSubmitting, values }) => (
          <Form
            noValidate
            onBlurCapture={keepFieldsUntouchedOnBlur}
            aria-labelledby={headingId}
            className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h4 id={headingId} className="font-semibold text-slate-900 dark:text-white">
              {editing ? "Edit grade" : "Add a grade"}
            </h4>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <SelectField
                name="gradeKind"
                label="Kind"
                required
                options={optionsOf(GRADE_KIND_LABELS)}
              />
              <TextField
                name="gradeValue"
                label="Grade"
                list={listId}
                autoComplete="off"
                maxLength={20}
                required
                hint={`${TYPE_LABELS[qualification.type]}: ${scale.join(", ")}`}
              />
              <DateField
                name="gradeDate"
                label="Date"
                required={values.gradeKind === "mock"}
                hint={values.gradeKind === "mock" ? "When the mock was sat." : "Optional."}
              />
            </div>
            <datalist id={listId}>
              {scale.map((grade) => (
                <option key={grade} value={grade} />
              ))}
            </datalist>
            <SwitchField name="gradePublic" label="Public (visitors can see this grade)" />
            <FormActions
              submitLabel={editing ? "Update Grade" : "Add Grade"}
              pendingLabel={editing ? "Updating..." : "Adding..."}
              isSubmitting={isSubmitting}
              onReset={editing ? onDone : undefined}
              resetLabel="Cancel"
            />
          </Form>
        )}
      </Formik>
      <HeldSaveDialog held={held} />
    </>
  );
}

type Toggle = { grade: Grade; isPublic: boolean };

function GradeList({
  qualification,
  editingId,
  onEdit,
}: {
  qualification: Qualification;
  editingId: string | null;
  onEdit: (grade: Grade) => void;
}) {
  const writes = useGradeWrites();
  const { toast } = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const grades = orderedGrades(qualification.grades);
  // Marking public waits for 'Publish anyway?' when personal data is found; keeping it a
  // "draft" is leaving the grade private, which sends nothing.
  const held = useHeldSave<Toggle>({
    send: async ({ grade, isPublic }, answer) => {
      setBusyId(grade.id);
      try {
        const saved = await writes.update(grade.id, {
          isPublic,
          ...(answer.confirmPersonalData ? { confirmPersonalData: true } : {}),
        });
        toast(
          savedToast(isPublic ? "Grade marked public." : "Grade made private.", warningsOf(saved)),
        );
      } finally {
        setBusyId(null);
      }
    },
    onFailure: (failure) =>
      toast(failureToast(failure, "Failed to update grade. Please try again.")),
  });
  const remove = async (grade: Grade) => {
    setBusyId(grade.id);
    try {
      await writes.remove(grade.id);
      toast({ title: "Success", description: "Grade deleted successfully!" });
    } catch (failure) {
      toast(failureToast(failure, "Failed to delete grade. Please try again."));
    } finally {
      setBusyId(null);
    }
  };

  if (grades.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No grades yet for {qualification.subject}. Add its target with the form.
      </p>
    );
  }
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Grades of {qualification.subject}</caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Kind
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Grade
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Public
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {grades.map((grade) => {
              const name = `${GRADE_KIND_LABELS[grade.kind]} ${grade.value}${
                grade.date ? `, ${formatCalendarDate(grade.date)}` : ""
              }`;
              return (
                <tr
                  key={grade.id}
                  data-testid="grade-row"
                  aria-current={grade.id === editingId ? "true" : undefined}
                  className={grade.id === editingId ? "bg-accent-50/60 dark:bg-accent-800/20" : ""}
                >
                  <td className="py-2 pr-3">{GRADE_KIND_LABELS[grade.kind]}</td>
                  <td className="py-2 pr-3 font-semibold text-slate-900 dark:text-white">
                    {grade.value}
                  </td>
                  <td className="py-2 pr-3">
                    {grade.date ? (
                      <time dateTime={grade.date}>{formatCalendarDate(grade.date)}</time>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="py-2 pr-3">
                    <button
                      type="button"
                      role="switch"
                      aria-checked={grade.isPublic}
                      aria-label={`Public: ${name}`}
                      disabled={busyId === grade.id}
                      onClick={() => void held.save({ grade, isPublic: !grade.isPublic })}
                      className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-60 ${
                        grade.isPublic ? "bg-green-600" : "bg-slate-300 dark:bg-slate-700"
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
                          grade.isPublic ? "translate-x-5" : ""
                        }`}
                      />
                    </button>
                  </td>
                  <td className="py-2">
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="xs"
                        weight="medium"
                        icon={Pencil}
                        onClick={() => onEdit(grade)}
                        aria-label={`Edit ${name}`}
                        title={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="dangerOutline"
                        size="xs"
                        weight="medium"
                        icon={Trash2}
                        disabled={busyId === grade.id}
                        onClick={() => void remove(grade)}
                        aria-label={`Delete ${name}`}
                        title={`Delete ${name}`}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <HeldSaveDialog held={held} keepDraft={held.cancel} />
    </>
  );
}

/** The grades of the qualification chosen (the first until another is). */
export function GradesSection({ rows }: { rows: readonly Qualification[] | undefined }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const selectId = useId();
  if (!rows || rows.length === 0) return null;
  const chosen = rows.find((row) => row.id === chosenId) ?? rows[0];
  const editing = chosen.grades.find((grade) => grade.id === editingId) ?? null;
  return (
    <section aria-labelledby="record-grades-heading" className="space-y-4">
      <div>
        <h3 id="record-grades-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Grades
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Target, mock, predicted and achieved grades are private: only you see them, here and on
          the dashboard, unless you mark one public.
        </p>
      </div>
      <div className="max-w-md">
        <label htmlFor={selectId} className={labelClass}>
          Qualification
        </label>
        <select
          id={selectId}
          value={chosen.id}
          onChange={(event) => {
            setChosenId(event.target.value);
            setEditingId(null);
          }}
          className={inputClass}
        >
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {TYPE_LABELS[row.type]} {row.subject}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <GradeList
          qualification={chosen}
          editingId={editing?.id ?? null}
          onEdit={(grade) => setEditingId(grade.id)}
        />
        <GradeForm qualification={chosen} editing={editing} onDone={() => setEditingId(null)} />
      </div>
    </section>
  );
}
