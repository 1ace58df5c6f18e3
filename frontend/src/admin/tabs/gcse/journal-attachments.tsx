// The journal entry form's files and links: 'Add file' uploads a PDF or a picture and adds it
// to the entry's files; 'Add link' adds a title and an address. Each can be renamed and removed
// in place; they are form values like the rest (kept in the draft on this device) and saved with
// the entry.
import { FieldArray, getIn, useFormikContext } from "formik";
import {
  ExternalLink,
  FileText,
  Image as ImageIcon,
  Link2,
  PlayCircle,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";

import { MAX_UPLOAD_SIZE } from "../../api/gallery";
import { FileUploadButton } from "../../components/file-upload-button";
import { TextField, labelClass } from "../../components/form-controls";
import {
  MAX_ATTACHMENTS,
  MAX_LINKS,
  MEDIA_LABELS,
  TITLE_MAX,
  URL_MAX,
  attachmentFromUpload,
  emptyLink,
  type AttachmentValue,
  type LinkValue,
  type MediaType,
} from "./attachments";
import type { JournalFormValues } from "./schema";

const ICONS: Record<MediaType, LucideIcon> = { image: ImageIcon, pdf: FileText, video: PlayCircle };

const removeButton = {
  variant: "dangerOutline",
  size: "xs",
  weight: "medium",
  icon: Trash2,
} as const;
const rowClass = "space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700";

/** The server names an item's problem in one message for the whole list ("Link 2: ..."). */
function ListError({ name }: { name: "mediaUploads" | "links" }) {
  const { errors } = useFormikContext<JournalFormValues>();
  const message = getIn(errors, name);
  if (typeof message !== "string") return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

function AttachmentRow({
  item,
  index,
  onRemove,
}: {
  item: AttachmentValue;
  index: number;
  onRemove: () => void;
}) {
  const Icon = ICONS[item.type] ?? FileText;
  const kind = MEDIA_LABELS[item.type] ?? item.type;
  return (
    <li className={rowClass}>
      <TextField
        name={`mediaUploads.${index}.title`}
        label={`File ${index + 1} title (${kind})`}
        maxLength={TITLE_MAX}
        autoComplete="off"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener"
            className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline dark:text-accent-300"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {item.type === "pdf" ? "Open the PDF" : "Open the picture"}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Icon aria-hidden="true" className="size-4 shrink-0" />A title only (no file)
          </p>
        )}
        <Button {...removeButton} onClick={onRemove} aria-label={`Remove file ${index + 1}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

function LinkRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  return (
    <li className={rowClass}>
      <TextField
        name={`links.${index}.title`}
        label={`Link ${index + 1} title`}
        maxLength={TITLE_MAX}
        autoComplete="off"
      />
      <TextField
        name={`links.${index}.url`}
        label={`Link ${index + 1} address`}
        type="url"
        inputMode="url"
        maxLength={URL_MAX}
        autoComplete="off"
        placeholder="https://..."
      />
      <div className="flex justify-end">
        <Button {...removeButton} onClick={onRemove} aria-label={`Remove link ${index + 1}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

export function JournalAttachments() {
  const { values } = useFormikContext<JournalFormValues>();
  const files: AttachmentValue[] = values.mediaUploads ?? [];
  const links: LinkValue[] = values.links ?? [];
  // 'Add link' puts the cursor in the new link's title.
  const focusLink = useRef<number | null>(null);
  useEffect(() => {
    if (focusLink.current === null) return;
    document.getElementById(`field-links.${focusLink.current}.title`)?.focus();
    focusLink.current = null;
  }, [links.length]);

  return (
    <div className="space-y-4">
      <p className={labelClass}>Files and links</p>
      <FieldArray name="mediaUploads">
        {({ remove }) =>
          files.length > 0 && (
            <ul aria-label="Files" className="space-y-3">
              {files.map((item, index) => (
                <AttachmentRow
                  key={`${item.url}-${index}`}
                  item={item}
                  index={index}
                  onRemove={() => remove(index)}
                />
              ))}
            </ul>
          )
        }
      </FieldArray>
      <ListError name="mediaUploads" />
      <FieldArray name="links">
        {({ remove }) =>
          links.length > 0 && (
            <ul aria-label="Links" className="space-y-3">
              {links.map((_, index) => (
                <LinkRow key={index} index={index} onRemove={() => remove(index)} />
              ))}
            </ul>
          )
        }
      </FieldArray>
      <ListError name="links" />
      <div className="flex flex-wrap items-start gap-2">
        <FieldArray name="mediaUploads">
          {({ push }) => (
            <FileUploadButton
              label="Add file"
              imageCategory="academic"
              successHint="Save the entry to keep it."
              disabled={files.length >= MAX_ATTACHMENTS}
              onUploaded={(file) => push(attachmentFromUpload(file))}
            />
          )}
        </FieldArray>
        <FieldArray name="links">
          {({ push }) => (
            <Button
              variant="outline"
              size="sm"
              weight="medium"
              icon={Link2}
              disabled={links.length >= MAX_LINKS}
              onClick={() => {
                focusLink.current = links.length;
                push(emptyLink());
              }}
            >
              Add link
            </Button>
          )}
        </FieldArray>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Files: a PDF or a picture, at most {MAX_UPLOAD_SIZE} each. Links: web addresses starting
        with http:// or https://. Visitors see them once the entry is published.
      </p>
    </div>
  );
}
