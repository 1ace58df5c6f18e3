// The qualification form's fields: the tier and letter grades only for a GCSE or an IGCSE, the
// board's name only for Other.
import { useFormikContext } from "formik";

import { SelectField, SwitchField, TextField } from "../../components/form-controls";
import { BOARD_LABELS, TIER_LABELS, TYPE_LABELS, isTiered, optionsOf } from "./api";
import type { QualificationFormValues } from "./qualification-schema";

export function QualificationFields() {
  const { values } = useFormikContext<QualificationFormValues>();
  return (
    <>
      <TextField
        name="subject"
        label="Subject"
        maxLength={100}
        autoComplete="off"
        required
        hint="For example Mathematics or Computer Science."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="type"
          label="Type"
          required
          placeholder="Select a type"
          options={optionsOf(TYPE_LABELS)}
        />
        <SelectField
          name="board"
          label="Exam board"
          required
          placeholder="Select a board"
          options={optionsOf(BOARD_LABELS)}
        />
      </div>
      {values.board === "other" && (
        <TextField name="otherBoard" label="Other board" maxLength={100} required />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {isTiered(values.type) && (
          <SelectField
            name="tier"
            label="Tier"
            placeholder="No tier"
            options={optionsOf(TIER_LABELS)}
          />
        )}
        <TextField
          name="series"
          label="Exam series"
          maxLength={40}
          autoComplete="off"
          hint="When it is sat, e.g. June 2027."
        />
      </div>
      {isTiered(values.type) && (
        <SwitchField name="letterGrades" label="Graded in letters (A* to G) rather than 9 to 1" />
      )}
    </>
  );
}
