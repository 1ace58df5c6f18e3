import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Formik } from "formik";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

import { ALT_REQUIRED } from "./alt-text-dialog";
import { MarkdownEditor } from "./markdown-editor";
import { OFFLINE_PREVIEW } from "./use-preview";

const { uploadWithProgress, ownerRequest } = vi.hoisted(() => ({
  uploadWithProgress: vi.fn(),
  ownerRequest: vi.fn(),
}));
vi.mock("../../api/upload", () => ({ uploadWithProgress }));
vi.mock("../../lib/session", () => ({ ownerRequest }));

const PICTURE = "/media/gallery/tide-960w.webp";

function renderEditor(content = "", contentFormat = "markdown") {
  let values: Record<string, string> = {};
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <Formik initialValues={{ content, contentFormat }} onSubmit={() => {}}>
          {(form) => {
            values = form.values;
            return (
              <MarkdownEditor
                name="content"
                formatName="contentFormat"
                label="Content"
                maxLength={100_000}
              />
            );
          }}
        </Formik>
      </ToastProvider>
    </SWRConfig>,
  );
  const textarea = screen.getByLabelText("Content", {
    selector: "textarea",
  }) as HTMLTextAreaElement;
  return { textarea, values: () => values };
}

function picture(name = "image.png", type = "image/png"): File {
  return new File(["png"], name, { type });
}

function paste(textarea: HTMLTextAreaElement, file: File, text = "") {
  fireEvent.paste(textarea, {
    clipboardData: { files: [file], types: ["Files"], getData: () => text },
  });
}

/** The alt text dialog's button (the toolbar has one of the same name before it). */
const dialogInsert = () => screen.getAllByRole("button", { name: "Insert picture" }).at(-1)!;

afterEach(() => {
  uploadWithProgress.mockReset();
  ownerRequest.mockReset();
});

describe("MarkdownEditor", () => {
  it("says how old a reader the text suits and points out its long sentences", () => {
    const { textarea } = renderEditor();
    const short = "I went to the zoo. I saw a big cat. It was fast. ";
    fireEvent.change(textarea, { target: { value: short } });
    expect(screen.queryByText(/Reading age/)).not.toBeInTheDocument();

    const long =
      "Photosynthesis, which takes place mainly in the chloroplasts of the leaves of green " +
      "plants, is the process through which light energy is converted into chemical energy " +
      "that is stored in glucose.";
    fireEvent.change(textarea, { target: { value: `${short.repeat(3)}\n\n${long}` } });
    expect(screen.getByText(/^Reading age: about \d+ \(Flesch-Kincaid grade/)).toBeInTheDocument();
    expect(screen.getByText(/1 sentence is over 25 words/)).toBeInTheDocument();
    expect(
      screen.getByText("“Photosynthesis, which takes place mainly in the chloroplasts…”"),
    ).toBeInTheDocument();
    // Advice only: the text is the owner's to keep.
    expect(textarea).not.toHaveAttribute("aria-invalid", "true");
  });

  it("bolds the selection from the toolbar and from Ctrl+B", async () => {
    const { textarea, values } = renderEditor("The Moon pulls");
    textarea.setSelectionRange(4, 8);

    await userEvent.click(screen.getByRole("button", { name: "Bold" }));
    expect(values().content).toBe("The **Moon** pulls");

    textarea.setSelectionRange(0, 3);
    fireEvent.keyDown(textarea, { key: "i", ctrlKey: true });
    await waitFor(() => expect(values().content).toBe("_The_ **Moon** pulls"));
  });

  it("names its toolbar's buttons and says their shortcuts", () => {
    renderEditor();
    const toolbar = screen.getByRole("toolbar", { name: "Content formatting" });
    const names = within(toolbar)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label") ?? b.textContent);
    expect(names).toEqual([
      "Heading",
      "Bold",
      "Italic",
      "Link",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Code",
      "Table",
      "Insert picture",
    ]);
    expect(within(toolbar).getByRole("button", { name: "Link" })).toHaveAttribute(
      "aria-keyshortcuts",
      "Control+K Meta+K",
    );
  });

  it("uploads a pasted picture, asks for its alt text and inserts it at the cursor", async () => {
    uploadWithProgress.mockResolvedValue({ id: "g1", imageUrl: PICTURE });
    const { textarea, values } = renderEditor("Before after");
    textarea.setSelectionRange(7, 7);

    paste(textarea, picture());

    expect(await screen.findByText("Describe the picture")).toBeInTheDocument();
    const [path, form] = uploadWithProgress.mock.calls[0] as [string, FormData];
    expect(path).toBe("/api/gallery/upload");
    expect(Object.fromEntries(form.entries())).toMatchObject({
      title: "image",
      category: "general",
      isPublished: "false",
    });
    expect(values().content).toBe("Before after"); // nothing yet: the alt text comes first

    await userEvent.click(dialogInsert());
    expect(await screen.findByText(ALT_REQUIRED)).toBeInTheDocument();
    expect(values().content).toBe("Before after");

    await userEvent.type(screen.getByLabelText("Alt text"), "Rock pools at low tide");
    await userEvent.click(dialogInsert());
    await waitFor(() =>
      expect(values().content).toBe(`Before ![Rock pools at low tide](${PICTURE})after`),
    );
  });

  it("leaves a paste of text with a picture of it to the browser", () => {
    const { textarea } = renderEditor();

    paste(textarea, picture(), "Copied words");

    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it("leaves the text untouched and says why when the upload fails", async () => {
    uploadWithProgress.mockRejectedValue(
      new ApiError(400, "refused", {
        image: ["This file is not a picture."],
        errorTitle: "Invalid File",
      }),
    );
    const { textarea, values } = renderEditor("Kept as it was");

    fireEvent.drop(textarea, { dataTransfer: { files: [picture("x.png")], types: ["Files"] } });

    expect(await screen.findByText("This file is not a picture.")).toBeInTheDocument();
    expect(screen.queryByText("Describe the picture")).not.toBeInTheDocument();
    expect(values().content).toBe("Kept as it was");
  });

  it("refuses a file that is not a picture before sending anything", async () => {
    const { textarea, values } = renderEditor("Kept");

    fireEvent.drop(textarea, {
      dataTransfer: {
        files: [new File(["%PDF"], "a.pdf", { type: "application/pdf" })],
        types: ["Files"],
      },
    });

    expect(
      await screen.findByText("Please select an image file (JPG, PNG, GIF, etc.)"),
    ).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
    expect(values().content).toBe("Kept");
  });

  it("shows the server's rendering in the preview, and says when it cannot reach it", async () => {
    ownerRequest.mockResolvedValueOnce({ html: "<h2>Tides</h2>" });
    renderEditor("# Tides");

    await userEvent.click(screen.getByRole("tab", { name: "Preview" }));

    const preview = await screen.findByRole("region", { name: "Content preview" });
    await waitFor(() =>
      expect(within(preview).getByRole("heading", { name: "Tides" })).toBeInTheDocument(),
    );
    expect(ownerRequest).toHaveBeenCalledWith(
      "/api/preview",
      expect.objectContaining({
        method: "POST",
        body: { content: "# Tides", contentFormat: "markdown" },
      }),
    );

    ownerRequest.mockRejectedValueOnce(new ApiError(0, "Network error", undefined));
    await userEvent.click(screen.getByRole("tab", { name: "Write" }));
    await userEvent.type(screen.getByLabelText("Content", { selector: "textarea" }), "!");
    await userEvent.click(screen.getByRole("tab", { name: "Preview" }));
    expect(await screen.findByText(OFFLINE_PREVIEW)).toBeInTheDocument();
  });

  it("keeps a text written before Markdown as it is until the owner switches it", async () => {
    const { values } = renderEditor("<p>Old post</p>", "html");

    expect(screen.getByText(/Written in HTML before Markdown/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bold" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Switch to Markdown" }));

    expect(values().contentFormat).toBe("markdown");
    expect(screen.getByRole("button", { name: "Bold" })).toBeEnabled();
  });
});
