import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

import { ToastCard } from "@/components/ui/toast";

// The toast's card is a chunk of its own that a page loads when a component that notifies
// mounts (components/ui/toast.tsx); here it is loaded once, so a test reads a notification as
// soon as it is shown.
await ToastCard.preload();

// jsdom has <dialog> without its modal methods: open and close it as a browser would (a test
// that models more, such as Escape's cancel, replaces them for itself).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});
