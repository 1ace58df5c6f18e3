// One photo in the gallery grid: its picture, eye toggle, edit and delete.
import { Eye, EyeOff, Pencil, Trash2, type LucideIcon } from "lucide-react";

import { categoryLabel, type GalleryItem } from "../../api/gallery";
import { PhotoImage } from "../../components/photo-image";

import { GRID_SIZES } from "./schemas";

const TONES = {
  on: "border-green-300 bg-green-50 text-green-800 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
  off: "border-slate-300 text-slate-600 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800",
  neutral:
    "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800",
  danger:
    "border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950",
};

/** A square button that is only an icon: its name is `label`, its tooltip `title`. */
function IconButton({
  icon: Icon,
  label,
  title,
  pressed,
  tone,
  busy,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  pressed?: boolean;
  tone: keyof typeof TONES;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      disabled={busy}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-lg border disabled:opacity-60 ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** Edit or Delete, named after the photo for screen readers ("Delete Beach day"). */
function RowAction({
  verb,
  name,
  ...button
}: {
  verb: "Edit" | "Delete";
  name: string;
  icon: LucideIcon;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      {...button}
      label={`${verb} ${name}`}
      title={verb}
      tone={verb === "Delete" ? "danger" : "neutral"}
    />
  );
}

export function PhotoCard({
  item,
  eager,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: GalleryItem;
  eager: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const about = { name: item.title, busy };
  return (
    <li>
      <article
        aria-label={item.title}
        className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm dark:bg-slate-900 ${
          item.isPublished
            ? "border-slate-200 dark:border-slate-800"
            : "border-dashed border-slate-300 dark:border-slate-700"
        }`}
      >
        <div className="relative">
          <PhotoImage
            item={item}
            sizes={GRID_SIZES}
            eager={eager}
            className={`aspect-[4/3] w-full ${item.isPublished ? "" : "opacity-60"}`}
          />
          {!item.isPublished && (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-slate-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">
              <EyeOff aria-hidden="true" className="size-3.5" />
              Hidden
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="line-clamp-1 font-semibold text-slate-900 dark:text-white">
            {item.title}
          </h3>
          {item.caption && (
            <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
              {item.caption}
            </p>
          )}
          <div className="mt-auto flex items-center justify-between gap-2 pt-2">
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 dark:bg-accent-800/40 dark:text-accent-100">
              {categoryLabel(item.category)}
            </span>
            <div className="flex gap-1.5">
              <IconButton
                icon={item.isPublished ? Eye : EyeOff}
                label={`Published: ${item.title}`}
                title={
                  item.isPublished
                    ? "Published: visitors see this photo. Press to hide it."
                    : "Hidden: only you see this photo. Press to publish it."
                }
                pressed={item.isPublished}
                tone={item.isPublished ? "on" : "off"}
                busy={busy}
                onClick={onToggle}
              />
              <RowAction {...about} verb="Edit" icon={Pencil} onClick={onEdit} />
              <RowAction {...about} verb="Delete" icon={Trash2} onClick={onDelete} />
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}
