// Apply a toolbar's edit to the textarea the way typing would, so the browser's own undo (Ctrl+Z)
// takes it back; where the browser cannot (or in tests), set the text through the form instead.
import { applyEdit, type TextEdit } from "./transforms";

export function editTextarea(
  textarea: HTMLTextAreaElement,
  edit: TextEdit,
  setValue: (value: string) => void,
): void {
  const expected = applyEdit(textarea.value, edit);
  textarea.focus();
  textarea.setSelectionRange(edit.start, edit.end);
  if (!typedAsInput(edit.text) || textarea.value !== expected) setValue(expected);
}

/** Type `text` over the selection as the browser would (undoable); false where it cannot. */
function typedAsInput(text: string): boolean {
  try {
    return (
      typeof document.execCommand === "function" &&
      document.execCommand(text ? "insertText" : "delete", false, text)
    );
  } catch {
    return false;
  }
}
