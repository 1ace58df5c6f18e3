// The gallery's Add Photo dialog: two ways in, an upload or the address of an image on this site.
import { useState } from "react";

import { SegmentedTabs } from "../../components/segmented-tabs";

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
  const setUploading = (value: boolean) => {
    setLocked(value);
    onUploading(value);
  };

  return (
    <div className="space-y-5">
      <SegmentedTabs
        label="How to add the photo"
        idPrefix="add-photo"
        tabs={ADD_TABS}
        selected={tab}
        onSelect={setTab}
        locked={locked}
        className="grid grid-cols-2"
      >
        {tab === "upload" ? (
          <UploadForm onDone={onDone} onUploading={setUploading} />
        ) : (
          <ImageUrlForm onDone={onDone} />
        )}
      </SegmentedTabs>
    </div>
  );
}
