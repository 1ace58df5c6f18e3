import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

import { FileUploadButton } from "./file-upload-button";

const { uploadWithProgress } = vi.hoisted(() => ({ uploadWithProgress: vi.fn() }));
vi.mock("../api/upload", () => ({ uploadWithProgress }));

function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(["%PDF-1.7"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function renderButton(props: Partial<Parameters<typeof FileUploadButton>[0]> = {}) {
  const onUploaded = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>
        <FileUploadButton label="Add file" onUploaded={onUploaded} {...props} />
      </ToastProvider>
    </SWRConfig>,
  );
  return { onUploaded, input: screen.getByLabelText("Add file: the file to upload") };
}

/** The fields of the multipart form the last upload sent, and where it went. */
function lastUpload() {
  const [path, form] = uploadWithProgress.mock.calls.at(-1) as [string, FormData];
  return { path, fields: Object.fromEntries(form.entries()) };
}

afterEach(() => {
  uploadWithProgress.mockReset();
});

describe("FileUploadButton", () => {
  it("uploads a PDF to the documents and hands over its address", async () => {
    uploadWithProgress.mockResolvedValue({
      id: "d1",
      title: "Past paper",
      url: "/media/documents/abc.pdf",
      type: "pdf",
      size: 2048,
    });
    const { onUploaded, input } = renderButton();

    await userEvent.upload(input, fileOf("Past paper.pdf", "application/pdf"));

    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({
        type: "pdf",
        title: "Past paper",
        url: "/media/documents/abc.pdf",
      }),
    );
    const { path, fields } = lastUpload();
    expect(path).toBe("/api/documents/upload");
    expect(fields.title).toBe("Past paper");
    expect(fields.file).toBeInstanceOf(File);
    expect(await screen.findByText("File uploaded successfully!")).toBeInTheDocument();
  });

  it("uploads a picture to the gallery as a hidden photo of its category", async () => {
    uploadWithProgress.mockResolvedValue({ id: "g1", imageUrl: "/media/gallery/m-1600w.webp" });
    const { onUploaded, input } = renderButton({ imageCategory: "academic" });

    await userEvent.upload(input, fileOf("mind map.png", "image/png"));

    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({
        type: "image",
        title: "mind map",
        url: "/media/gallery/m-1600w.webp",
      }),
    );
    const { path, fields } = lastUpload();
    expect(path).toBe("/api/gallery/upload");
    expect(fields).toMatchObject({ category: "academic", isPublished: "false", title: "mind map" });
  });

  it("refuses a file the browser can tell is wrong, without uploading it", async () => {
    const { onUploaded, input } = renderButton();

    await userEvent.upload(input, fileOf("notes.txt", "text/plain"), { applyAccept: false });

    expect(await screen.findByText("Invalid File")).toBeInTheDocument();
    expect(
      screen.getByText("Please select a PDF or an image file (PDF, JPG, PNG, GIF, etc.)"),
    ).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("refuses a file over 5MB before sending it", async () => {
    const { input } = renderButton();

    await userEvent.upload(input, fileOf("scan.pdf", "application/pdf", 5 * 1024 * 1024 + 1));

    expect(await screen.findByText("Please select a file smaller than 5MB")).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it("says the server's reason when it refuses the file, and adds nothing", async () => {
    const body = { file: ["Please select a PDF file"], errorTitle: "Invalid File" };
    uploadWithProgress.mockRejectedValue(new ApiError(400, JSON.stringify(body), body));
    const { onUploaded, input } = renderButton();

    await userEvent.upload(input, fileOf("fake.pdf", "application/pdf"));

    expect(await screen.findByText("Please select a PDF file")).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Add file" })).toBeEnabled();
  });

  it("takes only what it is told to", () => {
    const { input } = renderButton({ kinds: ["pdf"] });

    expect(input).toHaveAttribute("accept", "application/pdf,.pdf");
  });
});
