// The blog form's link with the server while the owner writes (issue 15): which post it saves
// into and the version its text was based on, the autosave of its texts, and its saves by hand
// (which name that version, so a save over a newer one is refused instead of overwriting it).
//
// One WritingSession per form (a new one each time the form starts afresh); the blog tab holds
// the current one in a SessionSlot, through which the editor's writes reach it.
import { createContext, useContext } from "react";

import { ApiError } from "@/lib/api-client";

import type { EditorWrites } from "../../lib/use-content-editor";
import type { AdminBlogPost, BlogPayload } from "./api";
import { Autosaver, classifyFailure, type AutosaveState } from "../../lib/autosave";
import type { BlogFormValues } from "./schema";
import type { AutosaveBody, WritingRequests } from "./writing-api";

/** What an autosave keeps: the texts. Everything else is saved by hand. */
export type Texts = Pick<AutosaveBody, "title" | "excerpt" | "content" | "contentFormat">;

export function textsOf(values: BlogFormValues): Texts {
  const texts: Texts = { title: values.title, excerpt: values.excerpt, content: values.content };
  const format = (values as { contentFormat?: Texts["contentFormat"] }).contentFormat;
  return format ? { ...texts, contentFormat: format } : texts;
}

/** Whether two forms differ only in what autosave keeps (the texts) and the post they save
 * into: with the autosave done, the server then has all of `values`. */
export function sameApartFromTexts(values: BlogFormValues, opened: BlogFormValues): boolean {
  const rest = (form: BlogFormValues) =>
    JSON.stringify(Object.entries(form).filter(([key]) => !AUTOSAVED_KEYS.has(key)));
  return rest(values) === rest(opened);
}

const AUTOSAVED_KEYS = new Set([
  "title",
  "excerpt",
  "content",
  "contentFormat",
  "postId",
  "version",
]);

export const LEAVE_WARNING =
  "Your latest changes are not saved on the server yet (they are kept on this device). Leave anyway?";

export class WritingSession {
  postId: string | null;
  version: number | null;
  /** Set while the page is reloaded on purpose (nothing to ask then). */
  leaving = false;
  readonly autosaver: Autosaver<Texts>;
  private state: AutosaveState = { state: "idle" };
  private readonly listeners = new Set<() => void>();
  private seenVersion: number | null;

  constructor(
    initial: BlogFormValues,
    private requests: WritingRequests,
    /** Tells the form which post and version it now holds (kept with its values). */
    private readonly onSaved: (post: AdminBlogPost) => void,
  ) {
    this.postId = initial.postId;
    this.version = initial.version;
    this.seenVersion = initial.version;
    this.autosaver = new Autosaver<Texts>({
      save: (texts) => this.send(texts),
      onState: (state) => {
        this.state = state;
        this.listeners.forEach((listener) => listener());
      },
    });
    this.autosaver.baseline(textsOf(initial));
  }

  /** The requests of the form's latest render. */
  setRequests(requests: WritingRequests): void {
    this.requests = requests;
  }

  /** The page is being reloaded on purpose: nothing to ask. */
  leave(): void {
    this.leaving = true;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AutosaveState => this.state;

  /** The form's values changed: the owner typed, or unsaved values came back from this device
   * (with the post and version they were based on). */
  changed(values: BlogFormValues): void {
    if (values.version !== this.seenVersion) {
      this.seenVersion = values.version;
      this.version = values.version;
      this.postId = values.postId ?? this.postId;
    }
    this.autosaver.change(textsOf(values));
  }

  private async send(texts: Texts): Promise<void> {
    const { autosave, autosaveNew } = this.requests;
    const post = this.postId
      ? await autosave(this.postId, { ...texts, version: this.version ?? undefined })
      : await autosaveNew(texts);
    this.adopt(post);
  }

  private adopt(post: AdminBlogPost, { tellForm = true } = {}): void {
    this.postId = post.id;
    this.version = post.version;
    this.seenVersion = post.version;
    if (tellForm) this.onSaved(post);
  }

  /** A revision was restored into `post` (a save): the form now holds `values`. */
  restored(post: AdminBlogPost, values: BlogFormValues): void {
    this.adopt(post, { tellForm: false });
    this.autosaver.savedByHand(textsOf(values));
  }

  /** Keep my text over the newer version: the next save is based on it (the owner chose). */
  keepMine(): void {
    const state = this.state;
    if (state.state !== "conflict" || state.version === null) return;
    this.version = state.version;
    this.seenVersion = state.version;
    this.autosaver.resume();
  }

  /** A save by hand of `values` (`save` sends it, naming the version): any autosave waiting is
   * dropped (this save sends everything) and one in flight is waited for. */
  async saveByHand(values: BlogFormValues, save: () => Promise<AdminBlogPost>) {
    await this.autosaver.settle();
    try {
      const post = await save();
      // The form starts afresh after a save by hand: it need not hear of the new version.
      this.adopt(post, { tellForm: false });
      this.autosaver.savedByHand(textsOf(values));
      return post;
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === "conflict" && error instanceof ApiError) {
        this.autosaver.refused(textsOf(values), failure.message, failure.version);
      }
      throw error;
    }
  }
}

/** Where the blog tab keeps the form's current session, and the form's latest values. */
export class SessionSlot {
  session: WritingSession | null = null;
  values: BlogFormValues | null = null;

  attach(session: WritingSession): void {
    this.session = session;
  }

  detach(session: WritingSession): void {
    if (this.session === session) this.session = null;
  }

  track(values: BlogFormValues): void {
    this.values = values;
  }
}

export const SessionContext = createContext<SessionSlot | null>(null);

export function useSessionSlot(): SessionSlot {
  const slot = useContext(SessionContext);
  if (!slot) throw new Error("useSessionSlot must be used inside the blog tab");
  return slot;
}

/** The editor's writes (create, update), each through the form's session: a new post whose
 * first autosave made a draft is saved into that draft, and every save names its version. */
export function versionedWrites(
  slot: SessionSlot,
  writes: EditorWrites<BlogPayload>,
): EditorWrites<BlogPayload> {
  const through = (save: (session: WritingSession | null) => Promise<AdminBlogPost>) => {
    const session = slot.session;
    const values = slot.values;
    if (!session || !values) return save(null);
    return session.saveByHand(values, () => save(session));
  };
  const versioned = (session: WritingSession | null, payload: Partial<BlogPayload>) =>
    session?.version ? { ...payload, version: session.version } : payload;
  return {
    create: (payload) =>
      through((session) =>
        session?.postId
          ? (writes.update(session.postId, versioned(session, payload)) as Promise<AdminBlogPost>)
          : (writes.create(payload) as Promise<AdminBlogPost>),
      ),
    update: (id, changes) =>
      through(
        (session) => writes.update(id, versioned(session, changes)) as Promise<AdminBlogPost>,
      ),
    remove: writes.remove,
  };
}
