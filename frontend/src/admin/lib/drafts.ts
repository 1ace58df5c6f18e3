// Unsaved admin forms, kept on this device (localStorage) while the owner types: they survive
// a tab switch, a reload, a closed tab and a session that ends mid-sentence, and the editor
// offers them back. A successful save, 'Start Fresh', 'Discard' or signing out removes them;
// a draft older than a week is forgotten.
const PREFIX = "adminDraft:";
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type Draft<V = unknown> = {
  /** The form's values when it was last changed. */
  values: V;
  /** The row being edited, or null for a new one. */
  editingId: string | null;
  savedAt: number;
  /** The server already has these values (the blog's autosave saved them): kept for the
   * editor to carry on, but signing out loses nothing. */
  onServer?: boolean;
};

export function readDraft<V>(name: string, now = Date.now()): Draft<V> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + name);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<V>;
    if (typeof draft?.savedAt !== "number" || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      window.localStorage.removeItem(PREFIX + name);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft<V>(name: string, draft: Draft<V>): void {
  try {
    window.localStorage.setItem(PREFIX + name, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the form itself still holds the text.
  }
}

export function clearDraft(name: string): void {
  try {
    window.localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing to clear.
  }
}

/** The names of the editors that hold unsaved changes on this device. */
export function draftNames(): string[] {
  const names: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX) && readDraft(key.slice(PREFIX.length))) {
        names.push(key.slice(PREFIX.length));
      }
    }
  } catch {
    // No storage, no drafts.
  }
  return names;
}

// The forms open now that can tell whether the server already has their values (the blog's
// autosave), each under its draft's name.
const serverChecks = new Map<string, () => boolean>();

/**
 * While a form is open, `onServer` says whether the server has its values; when it closes its
 * last answer is kept with the draft. Returns the function that closes it.
 */
export function watchServerCopy(name: string, onServer: () => boolean): () => void {
  serverChecks.set(name, onServer);
  return () => {
    if (serverChecks.get(name) !== onServer) return;
    serverChecks.delete(name);
    const draft = readDraft(name);
    if (draft) writeDraft(name, { ...draft, onServer: onServer() });
  };
}

/** The names of the editors whose unsaved changes only this device holds (what signing out
 * would lose): the drafts the server does not already have. */
export function unsavedDraftNames(): string[] {
  return draftNames().filter((name) => {
    const check = serverChecks.get(name);
    return !(check ? check() : readDraft(name)?.onServer === true);
  });
}

export function clearAllDrafts(): void {
  draftNames().forEach(clearDraft);
}
