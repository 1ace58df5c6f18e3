// The one modal dialog behaviour: shown while open, Escape asks its owner to close it, focus
// goes back where it was, and Tab stays inside.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { keepTabInside, useModalDialog } from "./use-modal-dialog";

// jsdom has no modal dialogs: show and close as the browser does, and Escape fires `cancel`
// on the open one, which closes it unless the page prevents that.
const originals = {
  showModal: HTMLDialogElement.prototype.showModal,
  close: HTMLDialogElement.prototype.close,
};
function onEscape(event: KeyboardEvent) {
  if (event.key !== "Escape") return;
  // The browser's part, not the test's reading: the open dialog gets the cancel.
  // eslint-disable-next-line testing-library/no-node-access -- modelling the browser
  const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
  if (dialog && dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
}
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  document.addEventListener("keydown", onEscape);
});
afterEach(() => {
  Object.assign(HTMLDialogElement.prototype, originals);
  document.removeEventListener("keydown", onEscape);
  document.documentElement.style.overflow = "";
});

function Harness({
  lockScroll = false,
  escapes = true,
}: {
  lockScroll?: boolean;
  escapes?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { ref, onCancel } = useModalDialog(open, {
    onClose: escapes ? () => setOpen(false) : undefined,
    lockScroll,
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog ref={ref} aria-label="Example" onCancel={onCancel} onKeyDown={keepTabInside}>
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </dialog>
    </>
  );
}

describe("useModalDialog", () => {
  it("opens as a modal while open, and Escape closes it with focus back on the opener", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.queryByRole("dialog", { name: "Example" })).not.toBeInTheDocument();

    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Example" });
    expect(dialog).toHaveAttribute("open");

    await user.click(screen.getByRole("button", { name: "First" }));
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog", { name: "Example" })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes when its owner closes it, focus back on the opener", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Last" }));

    expect(screen.queryByRole("dialog", { name: "Example" })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("stays open on Escape when its owner gives no way to close it", async () => {
    render(<Harness escapes={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "First" }));
    await user.keyboard("{Escape}");

    expect(screen.getByRole("dialog", { name: "Example" })).toHaveAttribute("open");
  });

  it("keeps the page from scrolling behind it while open, when asked", async () => {
    render(<Harness lockScroll />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(document.documentElement.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("keeps Tab inside: from the last control to the first and back", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open" }));
    const first = screen.getByRole("button", { name: "First" });
    const last = screen.getByRole("button", { name: "Last" });

    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });
});
