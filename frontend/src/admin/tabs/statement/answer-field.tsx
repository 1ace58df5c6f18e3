// One of the statement's three answers: its question, the text as typed, a live counter that
// counts as UCAS does (counting.ts), the marks (under 350), the characters the UCAS form may
// refuse (each can be selected in the text), and a copy of the plain text for pasting into
// the form.
import { Copy, Trash2 } from "lucide-react";
import { useRef, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import { inputClass, labelClass } from "../../components/form-controls";
import type { StatementComment } from "./api";
import { asTyped, MIN_ANSWER, type AnswerCount } from "./counting";

const number = (value: number) => value.toLocaleString("en-GB");

export function AnswerField({
  id,
  question,
  value,
  counted,
  comments,
  onChange,
  onDeleteComment,
  beside,
}: {
  id: string;
  question: string;
  value: string;
  counted: AnswerCount;
  comments: StatementComment[];
  onChange: (text: string) => void;
  onDeleteComment: (comment: StatementComment) => void;
  /** Shown beside the answer, with its comments (the owner's evidence). */
  beside?: ReactNode;
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
    <div className="gap-6 lg:grid lg:grid-cols-[1fr_18rem]">
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
      <div>
        <Comments of={question} comments={comments} onDelete={onDeleteComment} />
        {beside}
      </div>
    </div>
  );
}

/** The teachers' comments on one answer (through 'Share for comments'), beside it. */
function Comments({
  of,
  comments,
  onDelete,
}: {
  of: string;
  comments: StatementComment[];
  onDelete: (comment: StatementComment) => void;
}) {
  if (comments.length === 0) return null;
  return (
    <aside aria-label={`Comments on: ${of}`} className="mt-4 space-y-2 lg:mt-7">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Teachers' comments</h3>
      <ul className="space-y-2">
        {comments.map((comment) => (
          <li
            key={comment.id}
            className="rounded-md border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <p className="whitespace-pre-wrap text-slate-800 dark:text-slate-200">{comment.text}</p>
            <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span>
                {comment.author},{" "}
                <time dateTime={comment.createdAt}>
                  {new Date(comment.createdAt).toLocaleDateString("en-GB")}
                </time>
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={Trash2}
                aria-label={`Delete the comment from ${comment.author}`}
                onClick={() => onDelete(comment)}
              />
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
