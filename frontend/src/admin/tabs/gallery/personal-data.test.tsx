// 'Publish anyway?' in the gallery (issue 16): a photo added by its address with a phone number in
// its caption is held by the server (409, nothing stored); the dialog lists the finding, and
// 'Publish anyway' sends the same photo again with the owner's confirmation.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

import { GalleryTab } from "./gallery-tab";

const FINDING = {
  field: "caption",
  text: "07700 900123",
  kind: "phone",
  reason: "looks like a phone number",
};

type Sent = { method: string; body: Record<string, unknown> | null };

function serve(sent: Sent[]) {
  let posts = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "GET") return new Response("[]", { status: 200 });
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ method, body });
      posts += 1;
      if (posts === 1) {
        const refusal = { detail: "Publish anyway?", warnings: [FINDING], needsConfirmation: true };
        return new Response(JSON.stringify(refusal), { status: 409 });
      }
      return new Response(JSON.stringify({ id: "p1", ...body, warnings: [FINDING] }), {
        status: 201,
      });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the gallery's personal-data question", () => {
  it("publishes a held photo only when the owner confirms", async () => {
    const sent: Sent[] = [];
    serve(sent);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ToastProvider>
          <GalleryTab />
        </ToastProvider>
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Photo" }));
    await user.click(screen.getByRole("tab", { name: "Image URL" }));
    const panel = screen.getByRole("tabpanel");
    await user.type(within(panel).getByLabelText("Title"), "Relay team");
    await user.type(within(panel).getByLabelText("Caption (optional)"), "Ring 07700 900123");
    await user.type(within(panel).getByLabelText("Image URL"), "/media/gallery/team.webp");

    await user.click(within(panel).getByRole("button", { name: "Add Image" }));

    const held = await within(panel).findByRole("alert", { name: "Publish anyway?" });
    expect(held).toHaveTextContent("Caption: “07700 900123” looks like a phone number");
    expect(sent).toHaveLength(1);
    expect(sent[0].body).not.toHaveProperty("confirmPersonalData");

    await user.click(within(held).getByRole("button", { name: "Publish anyway" }));

    expect(await screen.findByTestId("toast")).toHaveTextContent(
      "Gallery item created successfully! Check for personal data",
    );
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toMatchObject({ caption: "Ring 07700 900123", confirmPersonalData: true });
  });
});
