import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import type { Project } from "../api/get-projects";
import { ProjectCard } from "./project-card";

const PROJECT: Project = {
  id: "p1",
  slug: "revision-buddy",
  title: "Revision Buddy",
  description: "Flashcards that space themselves.",
  fullDescription: "",
  fullDescriptionFormat: "markdown",
  imageUrl: "",
  website: "",
  demoUrl: "",
  technologies: ["Python"],
  status: "Prototype",
  progress: 60,
  startDate: null,
  features: [],
  users: "",
  impact: "",
  type: "App",
  featured: false,
  isPublished: true,
  sortOrder: 0,
  createdAt: "2025-01-04T10:00:00Z",
  updatedAt: "2025-01-04T10:00:00Z",
};

describe("ProjectCard", () => {
  it("names the project in the Learn More link's text, not only in its label", () => {
    render(
      <MemoryRouter>
        <ProjectCard project={PROJECT} />
      </MemoryRouter>,
    );

    const link = screen.getByRole("link", { name: "Learn More: Revision Buddy" });
    expect(link).toHaveAttribute("href", "/projects/revision-buddy");
    // Search engines and Lighthouse's link-text audit read the text ("Learn More" alone is
    // the generic text they flag).
    expect(link.textContent).toBe("Learn More: Revision Buddy");
  });

  it("draws Demo as a link to the demo in a new tab, only when there is one", () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProjectCard
          project={{ ...PROJECT, demoUrl: "https://demo.example.org/", website: "https://x.org" }}
        />
      </MemoryRouter>,
    );
    const demo = screen.getByRole("link", { name: "Demo: Revision Buddy (opens in a new tab)" });
    expect(demo).toHaveAttribute("href", "https://demo.example.org/");
    expect(demo).toHaveAttribute("target", "_blank");
    expect(demo).toHaveAttribute("rel", "noopener noreferrer");
    unmount();

    // A website alone is not a demo; nothing says "Coming soon" either.
    render(
      <MemoryRouter>
        <ProjectCard project={{ ...PROJECT, website: "https://x.org" }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("link", { name: /Demo/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Demo/ })).toBeNull();
    expect(screen.queryByText(/Coming soon/)).toBeNull();
  });
});
