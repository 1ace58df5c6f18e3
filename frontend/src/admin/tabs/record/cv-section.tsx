// The CV's settings at the end of the Record tab (issue 27): which sections /cv, /cv.pdf and
// /cv.json show, in which order (GET/PUT /api/admin/cv), and the owner's private PDF with an
// e-mail address they choose (GET /api/admin/cv.pdf?email=, never kept by any cache).
import { ArrowDown, ArrowUp } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError, parseBody } from "@/lib/api-client";
import type { Schemas } from "@/lib/api-schemas";

import { serverMessage, useOwnerData, useOwnerWrite } from "../../api/owner-data";
import { inputClass, labelClass } from "../../components/form-controls";
import { ownerRequest } from "../../lib/session";
import { accessToken } from "../../lib/session-tokens";

type CvSettings = Schemas["CvSettings"];
type CvSectionSetting = CvSettings["sections"][number];

export const CV_SETTINGS_PATH = "/api/admin/cv";
export const CV_PDF_PATH = "/api/admin/cv.pdf";
const EMAIL_MESSAGE = "Enter a valid email address";
const SAVED = "The CV's sections are saved.";

/** `rows` with the row at `index` moved by `by` (-1 up, 1 down); the same rows at either end. */
export function moved<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The private PDF: the session's token checked (refreshed when due) by a read first, then the
 * file itself, which is not JSON. Rejects with the server's message on a 400. */
export async function downloadPrivatePdf(email: string): Promise<Blob> {
  await ownerRequest(CV_SETTINGS_PATH);
  // eslint-disable-next-line no-restricted-globals -- a PDF: api-client reads every body as text
  const response = await fetch(`${CV_PDF_PATH}?${new URLSearchParams({ email })}`, {
    headers: {
      Authorization: `Bearer ${accessToken() ?? ""}`,
      Accept: "application/pdf, application/json",
    },
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseBody(text));
  }
  return response.blob();
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SectionOrder({ saved }: { saved: CvSectionSetting[] }) {
  const [rows, setRows] = useState(saved);
  const [saving, setSaving] = useState(false);
  const write = useOwnerWrite(CV_SETTINGS_PATH);
  const { toast } = useToast();
  const changed = JSON.stringify(rows) !== JSON.stringify(saved);

  async function save() {
    setSaving(true);
    try {
      await write("PUT", CV_SETTINGS_PATH, {
        sections: rows.map(({ key, shown }) => ({ key, shown })),
      });
      toast({ title: "Success", description: SAVED });
    } catch (failure) {
      toast({
        title: "Error",
        description: serverMessage(failure) ?? "The sections could not be saved. Try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <h3 className="font-semibold text-slate-900 dark:text-white">Sections</h3>
      <ol aria-label="CV sections" className="mt-3 space-y-2">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
          >
            <label className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                checked={row.shown}
                onChange={(event) =>
                  setRows(
                    rows.map((r, i) => (i === index ? { ...r, shown: event.target.checked } : r)),
                  )
                }
              />
              <span>{row.title}</span>
            </label>
            <span className="flex gap-1">
              <Button
                variant="outline"
                size="xs"
                aria-label={`Move ${row.title} up`}
                disabled={index === 0}
                onClick={() => setRows(moved(rows, index, -1))}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="outline"
                size="xs"
                aria-label={`Move ${row.title} down`}
                disabled={index === rows.length - 1}
                onClick={() => setRows(moved(rows, index, 1))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <Button className="mt-4" size="sm" disabled={!changed || saving} onClick={save}>
        {saving ? "Saving…" : "Save sections"}
      </Button>
    </div>
  );
}

function PrivatePdf() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem(EMAIL_MESSAGE);
      return;
    }
    setBusy(true);
    setProblem("");
    try {
      saveFile(await downloadPrivatePdf(address), "cv-private.pdf");
    } catch (failure) {
      setProblem(serverMessage(failure) ?? "The PDF could not be made. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Private PDF">
      <h3 className="font-semibold text-slate-900 dark:text-white">Private PDF</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        The public CV gives only the contact form's address. For an application, download a copy
        with an e-mail address of your choice: it is made for you alone and never kept.
      </p>
      <label htmlFor={`${id}-email`} className={`${labelClass} mt-3`}>
        E-mail address to add
      </label>
      <div className="flex flex-wrap items-start gap-3">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className={`${inputClass} max-w-sm`}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Making the PDF…" : "Download private PDF"}
        </Button>
      </div>
      {problem && (
        <p
          id={`${id}-problem`}
          role="alert"
          className="mt-2 text-sm text-red-700 dark:text-red-300"
        >
          {problem}
        </p>
      )}
    </form>
  );
}

export function CvSection() {
  const { data, error } = useOwnerData<CvSettings>(CV_SETTINGS_PATH);
  const saved = Array.isArray(data?.sections) ? data.sections : null;
  return (
    <section aria-labelledby="record-cv-heading" className="space-y-6">
      <div>
        <h2 id="record-cv-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          CV
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your CV writes itself from what is published: achieved grades you marked public,
          achievements, projects, log entries and media. Choose its sections and their order.{" "}
          <a
            href={paths.cv}
            target="_blank"
            rel="noopener"
            className="font-medium text-accent-700 underline dark:text-accent-300"
          >
            Open your CV
          </a>
        </p>
      </div>
      {saved ? (
        // Drawn afresh from each saved order (a save, another tab's): no stale rows kept.
        <SectionOrder key={JSON.stringify(saved)} saved={saved} />
      ) : error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          The CV's sections could not be loaded.
        </p>
      ) : (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading the CV's sections…
        </p>
      )}
      <PrivatePdf />
    </section>
  );
}
