// A long text's field in the panel (a blog post's content, a journal entry's or travel story's
// text, a project's full description): Markdown with a toolbar and its shortcuts, a preview drawn
// by the server's renderer (the page's), and pictures uploaded through the gallery's pipeline by
// 'Insert picture', paste or drop, each with required alt text. A text written before Markdown
// (HTML, plain text) keeps its format, shown and previewed as before, until the owner switches it.
import { useField } from "formik";
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
} from "react";
import type { KeyboardEvent, ReactNode } from "react";

import { COMPACT_LOOK } from "@/components/form/field-look";
import { FieldError, fieldIds, useControlProps } from "@/components/form/field-state";
import { Button } from "@/components/ui/button";
import { ACCEPTED_IMAGE_TYPES, type GalleryCategory } from "../../api/gallery";
import { UploadProgress } from "../upload-progress";
import { AltTextDialog } from "./alt-text-dialog";
import { editTextarea } from "./edit-textarea";
import { carriesFiles, droppedFile, pastedPicture } from "./picture-files";
import { PreviewPane } from "./preview-pane";
import { MarkdownToolbar } from "./toolbar";
import { ACTIONS, SHORTCUTS, picture, type ActionName, type TextEdit } from "./transforms";
import { usePictureUpload } from "./use-picture-upload";
import { ReadabilityNote } from "./readability-note";
import { usePreview } from "./use-preview";

const TEXTAREA = COMPACT_LOOK.input.replace("mt-1 ", "").replace("rounded-lg", "rounded-b-lg");
const TAB =
  "rounded-md px-3 py-1 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm dark:text-slate-300 dark:aria-selected:bg-slate-950 dark:aria-selected:text-white";

export const MARKDOWN_HINT =
  "Markdown: **bold**, _italic_, ## heading, - list, [link](https://...). A new line is a line break. Paste, drop or insert a picture to add it.";

const LEGACY = {
  html: "Written in HTML before Markdown: it shows exactly as it always did.",
  plain: "Written as plain text before Markdown: it shows exactly as it always did.",
} as const;

export type MarkdownEditorProps = {
  name: string;
  /** The form value holding the text's format ("markdown", "html", "plain"). */
  formatName: string;
  label: string;
  maxLength: number;
  rows?: number;
  required?: boolean;
  /** What to write, said under the field (the Markdown reminder follows it). */
  hint?: ReactNode;
  /** The gallery category its pictures are stored under (hidden photos). */
  pictureCategory?: GalleryCategory;
};

export function MarkdownEditor({
  name,
  formatName,
  label,
  maxLength,
  rows = 10,
  required = false,
  hint,
  pictureCategory = "general",
}: MarkdownEditorProps) {
  const id = useId();
  const control = useControlProps(name, { hint: true, look: COMPACT_LOOK });
  const [, , text] = useField<string>(name);
  const [formatField, , format] = useField<string>(formatName);
  const textFormat = formatField.value || "markdown";
  const markdown = textFormat === "markdown";
  const [tab, setTab] = useState<"write" | "preview">("write");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const selectAfter = useRef<[number, number] | null>(null);
  const pictures = usePictureUpload(pictureCategory);
  const preview = usePreview(control.value, textFormat, tab === "preview");

  // A toolbar's edit moves the selection once React has drawn the new text.
  useLayoutEffect(() => {
    if (!selectAfter.current || !textarea.current) return;
    textarea.current.setSelectionRange(...selectAfter.current);
    selectAfter.current = null;
  });

  const apply = (edit: TextEdit) => {
    const node = textarea.current;
    if (!node) return;
    selectAfter.current = [edit.selectStart, edit.selectEnd];
    editTextarea(node, edit, (value) => text.setValue(value));
  };
  const act = (action: ActionName) => {
    const node = textarea.current;
    if (!node) return;
    apply(
      ACTIONS[action]({ value: node.value, start: node.selectionStart, end: node.selectionEnd }),
    );
  };
  const insertPicture = (alt: string) => {
    const node = textarea.current;
    if (pictures.pending && node) {
      apply(
        picture({ start: node.selectionStart, end: node.selectionEnd }, alt, pictures.pending.url),
      );
    }
    pictures.done();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = SHORTCUTS[event.key.toLowerCase()];
    if (!markdown || !action || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
      return;
    event.preventDefault();
    act(action);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = markdown ? pastedPicture(event.clipboardData) : null;
    if (!file) return;
    event.preventDefault();
    void pictures.upload(file);
  };
  const onDragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if (markdown && carriesFiles(event.dataTransfer)) event.preventDefault();
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = markdown ? droppedFile(event.dataTransfer) : null;
    if (!file) return;
    event.preventDefault();
    void pictures.upload(file);
  };

  const { id: fieldId, hintId } = fieldIds(name);
  const tabs = [
    { key: "write", label: "Write" },
    { key: "preview", label: "Preview" },
  ] as const;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={fieldId} className={COMPACT_LOOK.label}>
          {label}
        </label>
        <div
          role="tablist"
          aria-label={`${label}: write or preview`}
          className="flex gap-1 rounded-lg bg-slate-200/70 p-0.5 dark:bg-slate-800"
        >
          {tabs.map(({ key, label: tabLabel }) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${id}-${key}-tab`}
              aria-selected={tab === key}
              aria-controls={`${id}-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={(event) => {
                if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
                const next = key === "write" ? "preview" : "write";
                setTab(next);
                document.getElementById(`${id}-${next}-tab`)?.focus();
              }}
              className={TAB}
            >
              {tabLabel}
            </button>
          ))}
        </div>
      </div>
      {!markdown && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-warm-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {LEGACY[textFormat as keyof typeof LEGACY] ?? LEGACY.plain}
          <Button
            variant="outline"
            size="sm"
            weight="medium"
            onClick={() => format.setValue("markdown")}
          >
            Switch to Markdown
          </Button>
        </p>
      )}
      <div
        id={`${id}-write`}
        role="tabpanel"
        aria-labelledby={`${id}-write-tab`}
        hidden={tab !== "write"}
      >
        <MarkdownToolbar
          label={`${label} formatting`}
          disabled={!markdown}
          pictureBusy={pictures.progress !== null}
          onAction={act}
          onPicture={() => chooser.current?.click()}
        />
        <textarea
          ref={textarea}
          rows={rows}
          maxLength={maxLength}
          required={required}
          className={`${TEXTAREA} min-h-[200px] font-mono text-sm`}
          {...control}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onDragOver={onDragOver}
          onDrop={onDrop}
        />
        <input
          ref={chooser}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label="Insert picture: the file to upload"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ""; // the same file may be chosen again
            if (file) void pictures.upload(file);
          }}
        />
        {pictures.progress !== null && (
          <UploadProgress percent={pictures.progress} className="mt-2 w-56 max-w-full" />
        )}
      </div>
      <div
        id={`${id}-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-preview-tab`}
        hidden={tab !== "preview"}
      >
        {tab === "preview" && (
          <PreviewPane label={`${label} preview`} format={textFormat} {...preview} />
        )}
      </div>
      <p id={hintId} className={COMPACT_LOOK.hint}>
        {hint ? <>{hint} </> : null}
        {markdown ? MARKDOWN_HINT : "New lines become line breaks."}
      </p>
      <ReadabilityNote text={control.value} />
      <FieldError name={name} look={COMPACT_LOOK} />
      <AltTextDialog
        url={pictures.pending?.url ?? null}
        onInsert={insertPicture}
        onCancel={pictures.done}
      />
    </div>
  );
}
