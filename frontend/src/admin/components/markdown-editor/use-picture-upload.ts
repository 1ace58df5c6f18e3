// A picture for the text: the chosen, pasted or dropped file goes through the gallery's upload
// (re-encoded, without metadata, stored as responsive variants; a hidden photo), with its
// progress; then the owner gives its alt text, and only then does ![alt](address) go into the
// text. Nothing is sent before a file is chosen; a file the browser can tell is wrong, a refusal
// or a failure leaves the text as it was and says why in a toast.
import { useState } from "react";

import { useToast } from "@/components/ui/toast";

import { fileUploadFailure } from "../../api/documents";
import { checkImageFile, useGalleryWrites, type GalleryCategory } from "../../api/gallery";
import { pictureTitle } from "./picture-files";

/** An uploaded picture waiting for its alt text. */
export type PendingPicture = { url: string; title: string };

export function usePictureUpload(category: GalleryCategory) {
  const { toast } = useToast();
  const gallery = useGalleryWrites();
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingPicture | null>(null);

  const upload = async (file: File) => {
    if (progress !== null) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: "destructive" });
      return;
    }
    const title = pictureTitle(file);
    setProgress(0);
    try {
      const item = await gallery.upload(
        { file, title, caption: "", category, isPublished: false },
        setProgress,
      );
      setPending({ url: item.imageUrl, title });
    } catch (error) {
      const failure = fileUploadFailure(error);
      toast({ title: failure.title, description: failure.message, variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  return {
    /** 0-100 while a picture uploads, else null. */
    progress,
    pending,
    upload,
    /** The alt text was given (or the owner gave up): the dialog closes. */
    done: () => setPending(null),
  };
}
