// A button that uploads one chosen file, a PDF (through the documents' upload: a clean copy is
// stored) or a picture (through the gallery's upload, kept as a hidden photo), with its
// progress, and hands the stored file's {type, title, url} to `onUploaded`. Nothing is sent
// until a file is chosen; a file the browser can already tell is wrong (its type, over 5 MB) is
// refused with the specification's style of words; a refusal or failure leaves everything as it
// was and says why in a toast. The server is the authority: it decides from the file's bytes.
import { Paperclip, type LucideIcon } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

import {
  acceptFor,
  checkFile,
  fileUploadFailure,
  titleFromFileName,
  uploadDocument,
  type FileKind,
  type UploadedFile,
} from "../api/documents";
import { useGalleryWrites, type GalleryCategory } from "../api/gallery";
import { UploadProgress } from "./upload-progress";

export type FileUploadButtonProps = {
  /** Called with the stored file once the upload succeeded (never after a failure). */
  onUploaded: (file: UploadedFile) => void | Promise<void>;
  /** What it takes: PDFs, pictures or both (the default). */
  kinds?: readonly FileKind[];
  /** The button's text. */
  label?: string;
  /** The title the file is stored with (default: its name without the extension). */
  titleFor?: (file: File) => string;
  /** The gallery category a picture is stored under (hidden from the public gallery). */
  imageCategory?: GalleryCategory;
  /** Said after 'File uploaded successfully!', e.g. what the owner still has to do. */
  successHint?: string;
  disabled?: boolean;
  icon?: LucideIcon;
  className?: string;
};

export function FileUploadButton({
  onUploaded,
  kinds = ["pdf", "image"],
  label = "Add file",
  titleFor,
  imageCategory = "general",
  successHint,
  disabled = false,
  icon = Paperclip,
  className,
}: FileUploadButtonProps) {
  const { toast } = useToast();
  const gallery = useGalleryWrites();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ percent: number; kind: FileKind } | null>(null);
  const inputId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = ""; // the same file may be chosen again
    if (!file) return;
    const checked = checkFile(file, kinds);
    if ("problem" in checked) {
      const { title, message } = checked.problem;
      toast({ title, description: message, variant: "destructive" });
      return;
    }
    const { kind } = checked;
    const title = (titleFor?.(file) ?? titleFromFileName(file.name)).trim() || "Attachment";
    const onProgress = (percent: number) => setProgress({ percent, kind });
    onProgress(0);
    try {
      const stored: UploadedFile =
        kind === "pdf"
          ? { type: "pdf", title, url: (await uploadDocument({ file, title }, onProgress)).url }
          : {
              type: "image",
              title,
              url: (
                await gallery.upload(
                  { file, title, caption: "", category: imageCategory, isPublished: false },
                  onProgress,
                )
              ).imageUrl,
            };
      await onUploaded(stored);
      const done = kind === "pdf" ? "File uploaded successfully!" : "Photo uploaded successfully!";
      toast({ title: "Success", description: successHint ? `${done} ${successHint}` : done });
    } catch (error) {
      const failure = fileUploadFailure(error);
      toast({ title: failure.title, description: failure.message, variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={className}>
      <Button
        variant="outline"
        size="sm"
        weight="medium"
        icon={icon}
        disabled={disabled || progress !== null}
        aria-controls={inputId}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptFor(kinds)}
        className="sr-only"
        tabIndex={-1}
        aria-label={`${label}: the file to upload`}
        onChange={onFile}
      />
      {progress !== null && (
        <UploadProgress
          percent={progress.percent}
          processing={progress.kind === "pdf" ? "Checking file..." : "Processing photo..."}
          className="mt-2 w-56 max-w-full"
        />
      )}
    </div>
  );
}
