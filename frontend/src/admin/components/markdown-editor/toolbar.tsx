// The Markdown editor's toolbar: each button acts on the selection (transforms.ts), named for
// screen readers with its shortcut; one tab stop, the arrow keys move along it (ARIA toolbar).
import {
  Bold,
  Code,
  Heading,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Table,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

import type { ActionName } from "./transforms";

type Tool = { action: ActionName; label: string; icon: LucideIcon; keys?: string };

export const TOOLS: readonly Tool[] = [
  { action: "heading", label: "Heading", icon: Heading },
  { action: "bold", label: "Bold", icon: Bold, keys: "B" },
  { action: "italic", label: "Italic", icon: Italic, keys: "I" },
  { action: "link", label: "Link", icon: Link, keys: "K" },
  { action: "bulletList", label: "Bulleted list", icon: List },
  { action: "numberedList", label: "Numbered list", icon: ListOrdered },
  { action: "quote", label: "Quote", icon: Quote },
  { action: "code", label: "Code", icon: Code },
  { action: "table", label: "Table", icon: Table },
];

const BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 hover:text-slate-900 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

export function MarkdownToolbar({
  label,
  disabled,
  pictureBusy,
  onAction,
  onPicture,
}: {
  label: string;
  /** Off while the text is in a format written before Markdown. */
  disabled: boolean;
  /** A picture is uploading: 'Insert picture' waits. */
  pictureBusy: boolean;
  onAction: (action: ActionName) => void;
  onPicture: () => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const count = TOOLS.length + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const jump = { Home: 0, End: count - 1 }[event.key];
    if (step === undefined && jump === undefined) return;
    event.preventDefault();
    const next = jump ?? (current + (step ?? 0) + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const shortcut = (keys?: string) =>
    keys
      ? { "aria-keyshortcuts": `Control+${keys} Meta+${keys}`, title: `Ctrl+${keys} / ⌘${keys}` }
      : {};

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mt-1 flex flex-wrap items-center gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-900"
    >
      {TOOLS.map(({ action, label: name, icon: Icon, keys }, index) => (
        <button
          key={action}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          aria-label={name}
          tabIndex={index === current ? 0 : -1}
          disabled={disabled}
          onFocus={() => setCurrent(index)}
          onMouseDown={(event) => event.preventDefault()} // the textarea keeps its selection
          onClick={() => onAction(action)}
          className={BUTTON}
          {...shortcut(keys)}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-700" />
      <button
        ref={(node) => {
          buttons.current[TOOLS.length] = node;
        }}
        type="button"
        tabIndex={current === TOOLS.length ? 0 : -1}
        disabled={disabled || pictureBusy}
        onFocus={() => setCurrent(TOOLS.length)}
        onClick={onPicture}
        className={`${BUTTON} w-auto gap-1.5 px-2 text-sm font-medium`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        Insert picture
      </button>
    </div>
  );
}
