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

export function clearAllDrafts(): void {
  draftNames().forEach(clearDraft);
}
