// One of the statement's three answers: its question, the text as typed, a live counter that
// counts as UCAS does (counting.ts), the marks (under 350), the characters the UCAS form may
// refuse (each can be selected in the text), and a copy of the plain text for pasting into
// the form.
import { Copy } from "lucide-react";
import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import { inputClass, labelClass } from "../../components/form-controls";
import { asTyped, MIN_ANSWER, type AnswerCount } from "./counting";

const number = (value: number) => value.toLocaleString("en-GB");

export function AnswerField({
  id,
  question,
  value,
  counted,
  onChange,
}: {
  id: string;
  question: string;
  value: string;
  counted: AnswerCount;
  onChange: (text: string) => void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const { toast } = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asTyped(value));
      toast({ title: "Copied", description: "The answer's plain text is ready to paste." });
    } catch {
      toast({ title: "Error", description: "Could not copy: select the text and copy it." });
    }
  };

  const select = (at: number, length: number) => {
    area.current?.focus();
    area.current?.setSelectionRange(at, at + length);
  };

  const counterId = `${id}-count`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        {question}
      </label>
      <textarea
        ref={area}
        id={id}
        rows={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={counterId}
        className={inputClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p
          id={counterId}
          data-testid={`${id}-count`}
          className={
            counted.short
              ? "font-semibold text-amber-800 dark:text-amber-300"
              : "text-slate-600 dark:text-slate-300"
          }
        >
          {number(counted.count)} characters
          {counted.short &&
            ` — under ${number(MIN_ANSWER)}: ${MIN_ANSWER - counted.count} more needed`}
        </p>
        <Button variant="outline" size="sm" icon={Copy} onClick={() => void copy()}>
          Copy plain text
        </Button>
      </div>
      {counted.mayRefuse.length > 0 && (
        <div
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <p>The UCAS form may refuse these characters (emoji and symbols):</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {counted.mayRefuse.map((run) => (
              <li key={run.at}>
                <button
                  type="button"
                  className="underline"
                  onClick={() => select(run.at, run.text.length)}
                >
                  {run.text} at character {number(run.at + 1)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
