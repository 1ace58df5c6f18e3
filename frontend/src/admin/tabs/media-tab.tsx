// Replaced by the real editor (issue 6).
export function MediaTab() {
  return null;
}
