import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { Cv } from "../api/get-cv";
import { CvDocument } from "./cv-document";

const ITEM = { meta: "", when: "", grade: "", text: "", url: "" };
const CV: Cv = {
  name: "Ada L.",
  headline: "Curious mind",
  summary: "",
  location: "",
  contactUrl: "https://example.com/contact",
  sections: [
    { key: "projects", title: "Projects", items: [{ ...ITEM, title: "Revision Buddy" }] },
    {
      key: "education",
      title: "Qualifications",
      items: [{ ...ITEM, title: "Mathematics", meta: "GCSE (Higher) · AQA", grade: "9" }],
    },
  ],
};

describe("CvDocument", () => {
  it("draws the sections in the order the server sends them", () => {
    render(<CvDocument cv={CV} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Projects", "Qualifications"]);
    const education = screen.getByRole("region", { name: "Qualifications" });
    expect(within(education).getByRole("heading", { name: "Mathematics" })).toBeInTheDocument();
    expect(within(education).getByText("Grade 9")).toBeInTheDocument();
  });

  it("gives the contact form's address, never a mailto link", () => {
    render(<CvDocument cv={CV} />);
    const link = screen.getByRole("link", { name: CV.contactUrl });
    expect(link).toHaveAttribute("href", CV.contactUrl);
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs.some((href) => href?.startsWith("mailto:"))).toBe(false);
    expect(hrefs).toContain("/cv.pdf");
  });

  it("says so when nothing is published", () => {
    render(<CvDocument cv={{ ...CV, sections: [] }} />);
    expect(screen.getByText("Nothing is published here yet.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });
});
