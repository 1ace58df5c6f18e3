import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import type { SearchResult } from "../api/search";
import { SearchResults } from "./search-results";

const RESULTS: SearchResult[] = [
  {
    type: "Blog post",
    title: "<script>alert(1)</script> Tides",
    url: "/blog/tides",
    snippet: "The &lt;b&gt;moon&lt;/b&gt; pulls the <mark>tides</mark> &amp; waves.",
    date: "2025-01-04",
  },
  {
    type: "Project",
    title: "Tide tables",
    url: "/projects/tide-tables",
    snippet: "",
    date: null,
  },
];

function draw(props: Partial<Parameters<typeof SearchResults>[0]>) {
  return render(
    <MemoryRouter>
      <SearchResults query="tides" results={undefined} state={{ isLoading: false }} {...props} />
    </MemoryRouter>,
  );
}

describe("SearchResults", () => {
  it("lists each result with its type, date, link and highlighted words", () => {
    draw({ results: RESULTS });

    expect(screen.getByRole("status")).toHaveTextContent("2 results for “tides”");
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first).getByText("Blog post")).toBeInTheDocument();
    expect(within(first).getByText("January 4, 2025")).toHaveAttribute("datetime", "2025-01-04");
    const link = within(first).getByRole("link", { name: "<script>alert(1)</script> Tides" });
    expect(link).toHaveAttribute("href", "/blog/tides");
    expect(within(first).getByText("tides", { selector: "mark" })).toBeInTheDocument();
    // Nothing from the title or the snippet became an element: their markup shows as text.
    expect(within(first).getByRole("paragraph")).toHaveTextContent(
      "The <b>moon</b> pulls the tides & waves.",
    );
    expect(within(second).getByText("Project")).toBeInTheDocument();
    expect(within(second).queryByRole("time")).toBeNull();
    expect(within(second).queryByRole("paragraph")).toBeNull();
  });

  it("says one result in the singular", () => {
    draw({ results: RESULTS.slice(0, 1) });

    expect(screen.getByRole("status")).toHaveTextContent("1 result for “tides”");
  });

  it("invites a search when there is no query", () => {
    draw({ query: "  " });

    expect(
      screen.getByText("Search the blog, the GCSE journal, travel stories and projects."),
    ).toBeInTheDocument();
  });

  it("says when nothing was found", () => {
    draw({ query: "quasar", results: [] });

    expect(screen.getByRole("heading", { name: "No results for “quasar”." })).toBeInTheDocument();
    expect(screen.getByText("Try other words.")).toBeInTheDocument();
  });

  it("shows it is searching, then a failure", () => {
    const { rerender } = draw({ state: { isLoading: true } });
    expect(screen.getByRole("status", { name: "Searching" })).toBeInTheDocument();

    rerender(
      <MemoryRouter>
        <SearchResults query="tides" results={undefined} state={{ isLoading: false, error: 1 }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The search could not be done. Please try again later.",
    );
  });
});

describe("SearchResults when the search fails", () => {
  it("says the server's words when it asks the visitor to wait, else a general message", () => {
    const wait = "Too many searches in a short while. Try again in 40 seconds.";
    const { unmount } = draw({
      state: { isLoading: false, error: new ApiError(429, "Too Many Requests", { detail: wait }) },
    });
    expect(screen.getByText(wait)).toBeInTheDocument();
    unmount();

    draw({ state: { isLoading: false, error: new ApiError(502, "Bad Gateway", undefined) } });
    expect(
      screen.getByText("The search could not be done. Please try again later."),
    ).toBeInTheDocument();
  });
});
