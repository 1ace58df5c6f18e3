// Gallery Management: the photos (hidden ones too) by category, each with an eye toggle, edit
// and delete, and the 'Add Photo' dialog with its two ways in: an upload with a progress bar,
// or the address of an image already on this site.
// --- the tab --------------------------------------------------------------------------------
import { ImagePlus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";

import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";

import {
  CATEGORY_FILTERS,
  filterByCategory,
  useGalleryItems,
  useGalleryWrites,
  type CategoryFilter,
  type GalleryItem,
} from "../../api/gallery";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FilterChips } from "../../components/filter-chips";
import { LoadFailed } from "../../components/list-controls";
import { ModalDialog } from "../../components/modal-dialog";
import { HeldSaveDialog } from "../../components/personal-data-dialog";
import { failureToast } from "../../lib/failure";
import { savedToast, warningsOf } from "../../lib/personal-data";
import { useHeldSave } from "../../lib/use-held-save";

import { AddPhoto } from "./add-photo";
import { EditPhotoForm } from "./edit-photo-form";
import { PhotoCard } from "./photo-card";
import { DELETE_MESSAGE } from "./schemas";

export function GalleryTab() {
  const [filter, setFilter] = useState<CategoryFilter>("all");
  const {
    query: { error, isLoading, mutate },
    list,
  } = useGalleryItems(filter);
  const data = list.items;
  const writes = useGalleryWrites();
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const [pending, setPending] = useState<Set<string>>(() => new Set());

  const items = data ?? [];
  const shown = filterByCategory(items, filter);

  const withPending = async (id: string, action: () => Promise<void>) => {
    setPending((ids) => new Set(ids).add(id));
    try {
      await action();
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  // Showing a photo whose title or caption holds personal data asks first (issue 16); keeping
  // it as a draft is leaving it hidden, so that answer sends nothing.
  const toggle = useHeldSave<GalleryItem>({
    send: (item, answer) =>
      withPending(item.id, async () => {
        const saved = await writes.update(item.id, { isPublished: !item.isPublished, ...answer });
        toast(savedToast("Gallery item updated successfully!", warningsOf(saved)));
      }),
    onFailure: (err) => toast(failureToast(err, "Failed to update gallery item")),
  });

  const confirmDelete = () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    void withPending(item.id, async () => {
      try {
        await writes.remove(item.id);
        toast({ title: "Success", description: "Photo deleted successfully!" });
      } catch (err) {
        toast(failureToast(err, "Failed to delete gallery item"));
      }
    });
  };

  // "50+ photos" while the server has more of them than are loaded.
  const more = list.hasMore ? "+" : "";
  const countText = `${shown.length}${more} ${shown.length === 1 && !more ? "photo" : "photos"}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Gallery Management</h2>
          {data && (
            <span
              data-testid="photo-count"
              className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {countText}
            </span>
          )}
        </div>
        <Button size="sm" icon={ImagePlus} onClick={() => setAdding(true)}>
          Add Photo
        </Button>
      </div>

      <FilterChips
        label="Filter by category"
        options={CATEGORY_FILTERS}
        value={filter}
        onChange={setFilter}
      />

      {isLoading ? (
        <div
          role="status"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          <span className="sr-only">Loading photos...</span>
          {Array.from({ length: 6 }, (_, tile) => (
            <div
              key={tile}
              data-testid="photo-placeholder-tile"
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            >
              <Skeleton className="aspect-[4/3] w-full rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ) : error && !data ? (
        <LoadFailed what="The photos" onRetry={() => void mutate()} />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900">
          <ImagePlus aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-700 dark:text-slate-300">
            No photos in this category
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Use Add Photo to upload one.
          </p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((item, index) => (
            <PhotoCard
              key={`${item.id}-${item.imageUrl}`}
              item={item}
              eager={index < 4}
              busy={pending.has(item.id)}
              onToggle={() => void toggle.save(item)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}
      {data && shown.length > 0 && <LoadMore list={list} noun="photos" className="mt-6" />}

      <ModalDialog
        open={adding}
        title="Add Photo"
        busy={uploading}
        onClose={() => setAdding(false)}
      >
        <AddPhoto onDone={() => setAdding(false)} onUploading={setUploading} />
      </ModalDialog>

      <ModalDialog open={editing !== null} title="Edit Photo" onClose={() => setEditing(null)}>
        {editing && <EditPhotoForm item={editing} onDone={() => setEditing(null)} />}
      </ModalDialog>

      <HeldSaveDialog held={toggle} keepDraft={toggle.cancel} />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete photo?"
        message={DELETE_MESSAGE}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
