// A list of short texts (a post's categories, a story's highlights) bound to a Formik field
// holding string[]: type and press Enter or the add button to append; click a chip to remove it.
import { useField } from "formik";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";

import { FieldError, inputClass, labelClass } from "./form-controls";

/** The list with `raw` appended: trimmed, empty text ignored, a repeat (in any letter case)
 * or an item beyond `max` left out. */
export function appendChip(chips: readonly string[], raw: string, max = Infinity): string[] {
  const chip = raw.trim();
  if (!chip) return [...chips];
  if (chips.some((existing) => existing.toLowerCase() === chip.toLowerCase())) return [...chips];
  if (chips.length >= max) return [...chips];
  return [...chips, chip];
}

export function ChipsInput({
  name,
  label,
  noun,
  placeholder,
  maxItems = Infinity,
  maxLength,
}: {
  /** The Formik field (a string[]). */
  name: string;
  label: string;
  /** What one chip is, for the buttons' names: "category" gives "Add category". */
  noun: string;
  placeholder?: string;
  maxItems?: number;
  maxLength?: number;
}) {
  const [field, meta, helpers] = useField<string[]>(name);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  const chips = field.value ?? [];
  const full = chips.length >= maxItems;

  const add = () => {
    if (!draft.trim() || full) {
      if (!draft.trim()) setDraft("");
      inputRef.current?.focus();
      return;
    }
    const next = appendChip(chips, draft, maxItems);
    if (next.length !== chips.length) helpers.setValue(next);
    setDraft("");
    inputRef.current?.focus();
  };

  const remove = (index: number) => {
    helpers.setValue(chips.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      // Enter adds the chip; it must not submit the form.
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => helpers.setTouched(true, false)}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={Boolean(meta.touched && meta.error)}
          aria-describedby={`${hintId} ${errorId}`}
          className={inputClass}
        />
        <button
          type="button"
          onClick={add}
          disabled={full}
          aria-label={`Add ${noun}`}
          className="mt-1 inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {full
          ? `That is the most allowed (${maxItems}). Remove one to add another.`
          : `Press Enter or Add to add a ${noun}; select one to remove it.`}
      </p>
      {chips.length > 0 && (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-2 flex flex-wrap gap-2">
          {chips.map((chip, index) => (
            <li key={`${chip}-${index}`}>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove ${noun} ${chip}`}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800 hover:bg-red-50 hover:text-red-800 dark:bg-accent-800/40 dark:text-accent-100 dark:hover:bg-red-900/40 dark:hover:text-red-100"
              >
                <span className="break-all">{chip}</span>
                <X aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} name={name} />
    </div>
  );
}
