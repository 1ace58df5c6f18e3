// The held-save flow every 'Publish anyway?' in the panel goes through: a save the server holds
// (409, needsConfirmation) opens the question and stores nothing; 'Publish anyway' sends the
// same save again with the owner's confirmation, 'Keep as draft' sends it unpublished, and
// going back sends nothing more.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api-client";

import { HeldSaveDialog } from "../components/personal-data-dialog";
import { useHeldSave, type PublishAnswer } from "./use-held-save";

const FINDING = {
  field: "caption",
  text: "SW1A 1AA",
  kind: "postcode",
  reason: "looks like a UK postcode",
};

type Photo = { title: string };

/** A server that holds every save of public text until it carries the confirmation, and keeps
 * what it stored. */
function fakeServer() {
  const stored: (Photo & PublishAnswer)[] = [];
  const sent: (Photo & PublishAnswer)[] = [];
  const send = vi.fn(async (photo: Photo, answer: PublishAnswer) => {
    const body = { ...photo, ...answer };
    sent.push(body);
    if (!answer.confirmPersonalData && answer.isPublished !== false) {
      throw new ApiError(409, "Conflict", {
        detail: "Publish anyway?",
        warnings: [FINDING],
        needsConfirmation: true,
      });
    }
    stored.push(body);
  });
  return { stored, sent, send };
}

function Harness({
  send,
  onFailure = () => {},
}: {
  send: (photo: Photo, answer: PublishAnswer) => Promise<void>;
  onFailure?: (failure: unknown) => void;
}) {
  const held = useHeldSave<Photo>({ send, onFailure });
  return (
    <>
      <button type="button" onClick={() => void held.save({ title: "Street party" })}>
        Save
      </button>
      <HeldSaveDialog held={held} />
    </>
  );
}

/** Save once, and wait for the question. */
async function heldOnce() {
  const server = fakeServer();
  render(<Harness send={server.send} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Save" }));
  const dialog = await screen.findByRole("dialog", { name: "Publish anyway?" });
  return { server, user, dialog };
}

describe("useHeldSave", () => {
  it("asks when the server holds the save, and 'Publish anyway' sends it again confirmed", async () => {
    const { server, user, dialog } = await heldOnce();
    expect(dialog).toHaveTextContent("Caption: “SW1A 1AA” looks like a UK postcode");
    expect(server.stored).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Publish anyway" }));

    expect(server.sent).toEqual([
      { title: "Street party" },
      { title: "Street party", confirmPersonalData: true },
    ]);
    expect(server.stored).toEqual([{ title: "Street party", confirmPersonalData: true }]);
    expect(screen.queryByRole("dialog", { name: "Publish anyway?" })).not.toBeInTheDocument();
  });

  it("keeps it as a draft: the same save goes unpublished", async () => {
    const { server, user } = await heldOnce();
    await user.click(screen.getByRole("button", { name: "Keep as draft" }));

    expect(server.stored).toEqual([{ title: "Street party", isPublished: false }]);
    expect(screen.queryByRole("dialog", { name: "Publish anyway?" })).not.toBeInTheDocument();
  });

  it("going back stores nothing and sends nothing more", async () => {
    const { server, user } = await heldOnce();
    await user.click(screen.getByRole("button", { name: "Go back" }));

    expect(screen.queryByRole("dialog", { name: "Publish anyway?" })).not.toBeInTheDocument();
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.stored).toEqual([]);
  });

  it("any other failure is the caller's to tell, and asks nothing", async () => {
    const broken = new ApiError(500, "Server Error", null);
    const send = vi.fn(async () => {
      throw broken;
    });
    const onFailure = vi.fn();
    render(<Harness send={send} onFailure={onFailure} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onFailure).toHaveBeenCalledWith(broken, { title: "Street party" });
    expect(screen.queryByRole("dialog", { name: "Publish anyway?" })).not.toBeInTheDocument();
  });
});
