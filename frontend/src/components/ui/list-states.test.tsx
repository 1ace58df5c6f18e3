import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { EmptyState, ListStates, SkeletonList } from "./list-states";

const Icon = (props: object) => <svg data-testid="icon" {...props} />;

function List(props: { data?: string[]; isLoading?: boolean; error?: unknown }) {
  return (
    <ListStates
      data={props.data}
      query={{ isLoading: props.isLoading ?? false, error: props.error }}
      skeleton={
        <SkeletonList label="Loading posts" count={3} cardClassName="p-5">
          <span>card</span>
        </SkeletonList>
      }
      failedMessage="The posts could not be loaded."
      failedClassName="text-center"
      empty={
        <EmptyState icon={Icon} title="No posts yet">
          Check back soon!
        </EmptyState>
      }
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

describe("ListStates", () => {
  it("shows the named placeholder, one card shape per count, while the list first loads", () => {
    render(<List isLoading />);
    const status = screen.getByRole("status", { name: "Loading posts" });
    expect(status.children).toHaveLength(3);
    expect(status.firstElementChild).toHaveClass("p-5");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("says the list could not be loaded", () => {
    render(<List error={new Error("500")} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The posts could not be loaded.");
    expect(screen.getByRole("alert")).toHaveClass("text-center");
  });

  it("shows the empty state, with its heading, when there is nothing", () => {
    render(<List data={[]} />);
    expect(screen.getByRole("heading", { level: 2, name: "No posts yet" })).toBeInTheDocument();
    expect(screen.getByText("Check back soon!")).toBeInTheDocument();
    expect(screen.getByTestId("icon")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the list once it has data, even while it revalidates or after a later error", () => {
    render(<List data={["One", "Two"]} isLoading error={new Error("500")} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["One", "Two"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("EmptyState", () => {
  it("is a smaller h3 inside a section", () => {
    render(
      <EmptyState icon={Icon} title="No articles yet" level={3}>
        Soon.
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "No articles yet" })).toHaveClass(
      "text-lg",
    );
  });
});
