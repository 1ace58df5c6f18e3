import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Field, Form, Formik } from "formik";
import { beforeEach, describe, expect, it } from "vitest";

import { clearAllDrafts, readDraft } from "../lib/drafts";
import { markSessionEnded, resetSession } from "../lib/session";

import { DraftKeeper } from "./draft-keeper";

function Editor() {
  return (
    <Formik initialValues={{ title: "" }} onSubmit={() => undefined}>
      <Form>
        <label>
          Title
          <Field name="title" />
        </label>
        <DraftKeeper name="blog" editingId={null} restore={null} onRestored={() => undefined} />
      </Form>
    </Formik>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem("adminToken", "signed-in");
  resetSession();
});

describe("DraftKeeper", () => {
  it("keeps unsaved values on the device as the owner types", async () => {
    render(<Editor />);
    await userEvent.type(screen.getByLabelText("Title"), "Half a thought");

    expect(readDraft<{ title: string }>("blog")?.values).toEqual({ title: "Half a thought" });
  });

  it("writes the text again when the session ends after another tab forgot the drafts", async () => {
    render(<Editor />);
    await userEvent.type(screen.getByLabelText("Title"), "Words not yet saved");

    // Another tab signed out on purpose: it forgot every draft it could see, then the tokens.
    clearAllDrafts();
    expect(readDraft("blog")).toBeNull();
    act(() => markSessionEnded());

    expect(readDraft<{ title: string }>("blog")?.values).toEqual({
      title: "Words not yet saved",
    });
  });
});
