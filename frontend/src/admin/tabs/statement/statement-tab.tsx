// The Personal statement tab (issue 27): the owner's drafts of the UCAS personal statement (one
// per course or cycle), private to the owner, each edited with live counters that count as UCAS
// does. Nothing here is ever on the site.
import { FilePenLine, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Skeletons } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";

import { ConfirmDialog } from "../../components/confirm-dialog";
import { inputClass, labelClass } from "../../components/form-controls";
import { LoadFailed } from "../../components/list-controls";
import { ShareLinksSection } from "../../components/share-links/share-links-section";
import { failureToast } from "../../lib/failure";
import { useStatements, useStatementWrites, type Statement } from "./api";
import { StatementEditor } from "./statement-editor";

export function StatementTab() {
  const { data, error, mutate } = useStatements();
  const { create, remove } = useStatementWrites();
  const { toast } = useToast();
  const [openId, setOpenId] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [toDelete, setToDelete] = useState<Statement | null>(null);

  if (error) return <LoadFailed what="The personal statements" onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <div role="status" aria-label="Loading the personal statements" className="space-y-3">
        <Skeletons shapes="h-8 w-48 | h-10 w-full | h-40 w-full" />
      </div>
    );
  }
  const open = data.find((row) => row.id === openId) ?? data[0] ?? null;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const made = await create(title.trim());
      setTitle("");
      setOpenId(made.id);
    } catch (failure) {
      toast(failureToast(failure, "Failed to make the draft. Please try again."));
    }
  };

  const confirmDelete = async () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    try {
      await remove(row.id);
      if (openId === row.id) setOpenId(null);
      toast({ title: "Success", description: "Draft deleted." });
    } catch (failure) {
      toast(failureToast(failure, "Failed to delete the draft. Please try again."));
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="space-y-4">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
          <FilePenLine aria-hidden="true" className="size-6 text-accent-700 dark:text-accent-300" />
          Personal statement
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Private: only you see these drafts. Each answer needs at least 350 characters, all three
          together at most 4,000, spaces and line breaks included.
        </p>
        {data.length > 0 && (
          <ul aria-label="Drafts" className="space-y-1">
            {data.map((row) => (
              <li key={row.id} className="flex items-center gap-1">
                <button
                  type="button"
                  aria-current={row.id === open?.id ? "true" : undefined}
                  onClick={() => setOpenId(row.id)}
                  className={`flex-1 rounded-md px-3 py-2 text-left text-sm ${
                    row.id === open?.id
                      ? "bg-accent-100 font-semibold text-accent-900 dark:bg-accent-900/40 dark:text-accent-100"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  }`}
                >
                  {row.title}
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {row.counts.total.count.toLocaleString("en-GB")} characters
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={Trash2}
                  aria-label={`Delete ${row.title}`}
                  onClick={() => setToDelete(row)}
                />
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={(event) => void add(event)} className="space-y-2">
          <label htmlFor="statement-new-title" className={labelClass}>
            New draft for
          </label>
          <input
            id="statement-new-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Physics, 2027 entry"
            className={inputClass}
            maxLength={200}
          />
          <Button type="submit" size="sm" icon={Plus} disabled={!title.trim()}>
            New draft
          </Button>
        </form>
        <ShareLinksSection targetType="statement" title="Shared for comments" />
      </aside>
      <section aria-label={open ? `Draft: ${open.title}` : "No draft"}>
        {open ? (
          <StatementEditor key={open.id} statement={open} />
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            No draft yet: name your first one (the course or the cycle) to start writing.
          </p>
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this draft?"
        message={`"${toDelete?.title ?? ""}" and its three answers will be deleted for good.`}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
