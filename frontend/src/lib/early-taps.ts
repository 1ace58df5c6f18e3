// A tap on one of the first screen's buttons before the app has started (the server drew the
// button; React has not yet drawn its own) would do nothing. The entry holds such taps and, once
// React has replaced the first screen, clicks the app's button of the same name. Links and the
// search form need no help: they work without the script.

/** The name a button shows or says: its aria-label, else its text. */
function buttonName(button: Element): string {
  return (button.getAttribute("aria-label") || button.textContent || "")
    .replace(/\s+/g, " ")
    .trim();
}

function findButton(root: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (button) => buttonName(button) === name,
  );
}

/** Hold taps on the server-drawn first screen's buttons and replay them on the app's. */
export function replayEarlyTaps(doc: Document): void {
  const root = doc.getElementById("root");
  if (!root?.querySelector("[data-first-screen]")) return;
  const held: string[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest("[data-first-screen] button");
    if (!button || button.getAttribute("type") === "submit") return;
    event.preventDefault();
    held.push(buttonName(button));
  };
  doc.addEventListener("click", hold, true);
  const observer = new MutationObserver(() => {
    if (root.querySelector("[data-first-screen]")) return;
    observer.disconnect();
    doc.removeEventListener("click", hold, true);
    // After the commit's effects, so the app's handlers and state are in place.
    setTimeout(() => {
      for (const name of held.splice(0)) findButton(root, name)?.click();
    }, 0);
  });
  observer.observe(root, { childList: true });
}
