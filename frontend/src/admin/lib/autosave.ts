// Autosave, as a small state machine apart from React (so it is tested with fake timers), for
// every writing session (the blog's posts, the personal statement's drafts):
// a change waits for a pause in typing (AUTOSAVE_DELAY_MS), then is sent; one save at a time,
// and what was typed meanwhile is sent after it. A failure that never reached the server (or
// met a server fault) is "offline": the text stays on this device and is sent again, at once
// when the browser says it is back online, else after a growing wait. A refusal because the text
// changed elsewhere (409) stops autosaving; any other refusal waits for the next change.
import { ApiError } from "@/lib/api-client";

export const AUTOSAVE_DELAY_MS = 3000;
/** The waits between attempts while offline; the last one repeats. */
export const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000];

export type AutosaveState =
  | { state: "idle" }
  | { state: "pending" }
  | { state: "saving" }
  | { state: "saved"; at: number }
  | { state: "offline"; attempts: number }
  | { state: "conflict"; message: string; version: number | null }
  | { state: "failed"; message: string };

export type Failure =
  | { kind: "offline" }
  | { kind: "conflict"; message: string; version: number | null }
  | { kind: "failed"; message: string };

const CONFLICT_FALLBACK =
  "This text was changed in another tab or on another device since you opened it. Reload it to see the latest version (your text is kept on this device).";

/** What a failed save means: offline (no answer, or a server fault), a conflict (409), or a
 * refusal with the server's words. */
export function classifyFailure(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { kind: "offline" };
  }
  const body = (error.body ?? {}) as {
    detail?: unknown;
    version?: unknown;
    needsConfirmation?: unknown;
  };
  // A 409 asking 'Publish anyway?' (personal data found) is the editor's question, not a
  // version conflict: autosave goes on.
  if (error.status === 409 && body.needsConfirmation !== true) {
    return {
      kind: "conflict",
      message: typeof body.detail === "string" ? body.detail : CONFLICT_FALLBACK,
      version: typeof body.version === "number" ? body.version : null,
    };
  }
  const first = Object.values(error.fieldErrors())[0];
  const detail = typeof body.detail === "string" ? body.detail : first;
  return { kind: "failed", message: detail ?? `The server refused the save (${error.status}).` };
}

export type AutosaverOptions<T> = {
  /** Send `snapshot`; throws on failure. */
  save: (snapshot: T) => Promise<void>;
  onState: (state: AutosaveState) => void;
  /** Whether two snapshots hold the same text (nothing to send). */
  same?: (a: T, b: T) => boolean;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
  now?: () => number;
};

export class Autosaver<T> {
  private state: AutosaveState = { state: "idle" };
  private latest: T | null = null;
  private saved: T | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private changedWhileSaving = false;
  private stopped = false;
  private readonly options: Required<AutosaverOptions<T>>;

  constructor(options: AutosaverOptions<T>) {
    this.options = {
      same: (a, b) => JSON.stringify(a) === JSON.stringify(b),
      delayMs: AUTOSAVE_DELAY_MS,
      retryDelaysMs: RETRY_DELAYS_MS,
      now: () => Date.now(),
      ...options,
    };
  }

  get current(): AutosaveState {
    return this.state;
  }

  /** The text the server already has (the post as opened, or as last saved). */
  baseline(snapshot: T): void {
    this.saved = snapshot;
    this.latest = snapshot;
  }

  /** The owner typed: save once they pause (nothing, if it is what the server has). */
  change(snapshot: T): void {
    if (this.stopped) return;
    this.latest = snapshot;
    if (this.state.state === "conflict") return; // kept, and sent once the owner settles it
    if (this.running) {
      this.changedWhileSaving = true;
      return;
    }
    if (this.saved !== null && this.options.same(snapshot, this.saved)) {
      this.clearTimer();
      if (this.state.state === "pending" || this.state.state === "failed")
        this.set({ state: "idle" });
      return;
    }
    if (this.state.state === "offline") return; // its retry sends the newest text
    this.set({ state: "pending" });
    this.schedule(this.options.delayMs);
  }

  /** Save now if anything is waiting (the browser is back online, or a save is about to be
   * made by hand), and resolve once no save is running. */
  async flush(): Promise<void> {
    if (this.running) await this.running;
    if (this.state.state === "pending" || this.state.state === "offline") {
      this.clearTimer();
      await this.run();
    }
  }

  /** Wait for a save in flight; forget a pending one (the owner's own save sends everything). */
  async settle(): Promise<void> {
    this.clearTimer();
    if (this.running) await this.running;
    this.clearTimer();
  }

  /** The browser is online again: an offline text is sent at once. */
  online(): void {
    if (this.state.state === "offline") void this.flush();
  }

  /** A save made by hand succeeded with `snapshot`: nothing is waiting any more. */
  savedByHand(snapshot: T): void {
    this.clearTimer();
    this.saved = snapshot;
    this.latest = snapshot;
    this.set({ state: "saved", at: this.options.now() });
  }

  /** A save by hand of `snapshot` was refused as a conflict: autosave stops there too (it
   * would only be refused again) until the owner settles it. */
  refused(snapshot: T, message: string, version: number | null): void {
    this.clearTimer();
    this.latest = snapshot;
    this.set({ state: "conflict", message, version });
  }

  /** The conflict is settled by the owner: autosave goes on with the newest text. */
  resume(): void {
    if (this.state.state !== "conflict") return;
    this.set({ state: "pending" });
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  /** Whether the server lacks what is typed. */
  get unsaved(): boolean {
    return ["pending", "saving", "offline", "conflict", "failed"].includes(this.state.state);
  }

  private set(state: AutosaveState): void {
    this.state = state;
    this.options.onState(state);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
  }

  private run(): Promise<void> {
    if (this.running || this.stopped || this.latest === null)
      return this.running ?? Promise.resolve();
    const snapshot = this.latest;
    const attempts = this.state.state === "offline" ? this.state.attempts : 0;
    this.changedWhileSaving = false;
    this.set({ state: "saving" });
    this.running = this.options.save(snapshot).then(
      () => {
        this.saved = snapshot;
        this.running = null;
        this.afterSuccess();
      },
      (error: unknown) => {
        this.running = null;
        this.afterFailure(classifyFailure(error), attempts);
      },
    );
    return this.running;
  }

  private afterSuccess(): void {
    if (this.stopped) return;
    const more =
      this.latest !== null && this.saved !== null && !this.options.same(this.latest, this.saved);
    if (more) {
      this.set({ state: "pending" });
      this.schedule(this.changedWhileSaving ? this.options.delayMs : 0);
    } else {
      this.set({ state: "saved", at: this.options.now() });
    }
  }

  private afterFailure(failure: Failure, attempts: number): void {
    if (this.stopped) return;
    if (failure.kind === "offline") {
      const delays = this.options.retryDelaysMs;
      this.set({ state: "offline", attempts: attempts + 1 });
      this.schedule(delays[Math.min(attempts, delays.length - 1)]);
    } else if (failure.kind === "conflict") {
      this.set({ state: "conflict", message: failure.message, version: failure.version });
    } else {
      this.set({ state: "failed", message: failure.message });
    }
  }
}
