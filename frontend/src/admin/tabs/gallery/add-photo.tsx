// The gallery's Add Photo dialog: two ways in, an upload or the address of an image on this site.
import { useRef, useState, type KeyboardEvent } from "react";

import { ImageUrlForm } from "./image-url-form";
import { UploadForm } from "./upload-form";

export type AddTab = "upload" | "url";
export const ADD_TABS: { id: AddTab; label: string }[] = [
  { id: "upload", label: "Upload Photo" },
  { id: "url", label: "Image URL" },
];

export function AddPhoto({
  onDone,
  onUploading,
}: {
  onDone: () => void;
  onUploading: (uploading: boolean) => void;
}) {
  const [tab, setTab] = useState<AddTab>("upload");
  const [locked, setLocked] = useState(false);
  const tabRefs = useRef<Record<AddTab, HTMLButtonElement | null>>({ upload: null, url: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = tab === "upload" ? "url" : "upload";
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const setUploading = (value: boolean) => {
    setLocked(value);
    onUploading(value);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="How to add the photo"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {ADD_TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(node) => {
              tabRefs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={`add-photo-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`add-photo-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            disabled={locked && tab !== id}
            onClick={() => setTab(id)}
            className={`rounded-lg px-3 py-2 text-sm font-semibold ${
              tab === id
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`add-photo-panel-${tab}`}
        aria-labelledby={`add-photo-tab-${tab}`}
        className="mt-5"
      >
        {tab === "upload" ? (
          <UploadForm onDone={onDone} onUploading={setUploading} />
        ) : (
          <ImageUrlForm onDone={onDone} />
        )}
      </div>
    </div>
  );
}
