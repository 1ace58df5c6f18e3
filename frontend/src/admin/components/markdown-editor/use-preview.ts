// The editor's preview: the text drawn by the server's renderer (POST /api/preview), the one the
// pages use, so it can never disagree with them. Asked a moment after typing stops (and only
// while the preview is shown); an answer to an older text is dropped (SWR keeps the newest
// key's, and the older request is aborted); while a new one comes, the last preview stays.
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";

import { ApiError } from "@/lib/api-client";

import { serverMessage } from "../../api/owner-data";
import { ownerRequest } from "../../lib/session";

export const PREVIEW_PATH = "/api/preview";
/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

export const OFFLINE_PREVIEW =
  "Cannot reach the server, so the preview is not up to date. Your text is safe; the preview comes back once you are online.";
export const BUSY_PREVIEW = "Too many previews at once: the preview will update in a moment.";
export const FAILED_PREVIEW = "The preview could not be drawn. Your text is safe.";

/** What the owner is told when the preview cannot be drawn. */
export function previewProblem(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return OFFLINE_PREVIEW;
  if (error.status === 429) return BUSY_PREVIEW;
  if (error.status === 400) return serverMessage(error) ?? FAILED_PREVIEW;
  return FAILED_PREVIEW;
}

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type Key = readonly ["owner-preview", string, string];

export function usePreview(text: string, format: string, shown: boolean) {
  const settled = useSettled(`${format}\n${text}`, PREVIEW_DELAY_MS);
  const [settledFormat, ...lines] = settled.split("\n");
  const settledText = lines.join("\n");
  const inFlight = useRef<AbortController | null>(null);

  const key: Key | null =
    shown && settledText.trim() ? ["owner-preview", settledFormat, settledText] : null;
  const { data, error, isValidating } = useSWR(
    key,
    ([, contentFormat, content]: Key) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      return ownerRequest<{ html: string }>(PREVIEW_PATH, {
        method: "POST",
        body: { content, contentFormat },
        signal: controller.signal,
      });
    },
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
      dedupingInterval: 60_000,
    },
  );

  const empty = !text.trim();
  const waiting = !empty && (settled !== `${format}\n${text}` || isValidating);
  return {
    html: empty ? "" : (data?.html ?? ""),
    /** A newer preview is on its way (the one shown is of an older text). */
    updating: shown && waiting,
    /** Why the preview shown may be out of date, or null. */
    problem: error && !empty ? previewProblem(error) : null,
    empty,
  };
}
