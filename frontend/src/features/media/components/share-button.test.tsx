import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { ShareButton } from "./share-button";

function setNavigator(key: string, value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator("share", undefined);
  setNavigator("clipboard", undefined);
});

function renderButton() {
  render(
    <ToastProvider>
      <ShareButton title="Finding Home" url="https://example.com/home" />
    </ToastProvider>,
  );
  return screen.getByRole("button", { name: "Share: Finding Home" });
}

describe("ShareButton", () => {
  it("copies the link and says so when the device cannot share", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const button = renderButton();
    // user-event installs its own clipboard on setup(); replace it after.
    const user = userEvent.setup();
    setNavigator("share", undefined);
    setNavigator("clipboard", { writeText });

    await user.click(button);

    expect(writeText).toHaveBeenCalledWith("https://example.com/home");
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("hands the link to the share sheet and shows no toast", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const button = renderButton();
    const user = userEvent.setup();
    setNavigator("share", share);

    await user.click(button);

    expect(share).toHaveBeenCalledWith({ title: "Finding Home", url: "https://example.com/home" });
    expect(screen.queryByText("Link copied")).toBeNull();
  });
});
