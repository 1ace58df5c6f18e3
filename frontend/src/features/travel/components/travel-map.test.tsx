import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { TravelStory } from "../api/get-stories";
import TravelMap from "./travel-map";

const stories = vi.hoisted(() => ({ data: undefined as TravelStory[] | undefined, error: null }));
vi.mock("../api/get-stories", () => ({ useTravelStories: () => stories }));

function story(
  slug: string,
  city: string,
  country: string,
  coordinates: TravelStory["coordinates"],
): TravelStory {
  return {
    id: slug,
    slug,
    title: `A story from ${city}`,
    city,
    country,
    continent: "Europe",
    content: "",
    imageUrl: "",
    coordinates,
    visitDate: null,
    duration: "",
    highlights: [],
    gallery: [],
    isPublished: true,
  } as unknown as TravelStory;
}

const LONDON = story("london", "London", "United Kingdom", { lat: 51.5072, lng: -0.1276 });
const PARIS = story("paris", "Paris", "France", { lat: 48.8566, lng: 2.3522 });
const TOKYO = story("tokyo", "Tokyo", "Japan", { lat: 35.6762, lng: 139.6503 });
const LISBON = story("lisbon", "Lisbon", "Portugal", null);

function renderMap(onClose = vi.fn()) {
  const opener = createRef<HTMLButtonElement>();
  const page = (open: boolean) => (
    <MemoryRouter>
      <button ref={opener}>Launch Interactive Map</button>
      {open && <TravelMap onClose={onClose} opener={opener} />}
    </MemoryRouter>
  );
  const view = render(page(true));
  // jsdom draws no <dialog>: its content counts as hidden, so the queries look there too.
  const map = screen.getByRole("group", { name: "World map of the stories", hidden: true });
  return { onClose, opener, map, close: () => view.rerender(page(false)) };
}

const pins = (map: HTMLElement) => within(map).queryAllByRole("link", { hidden: true });

describe("TravelMap", () => {
  beforeEach(() => {
    stories.data = [LONDON, TOKYO, LISBON, PARIS];
  });

  it("pins the stories with a place, west to east, and lists every story", () => {
    const { map } = renderMap();

    // At the first zoom London and Paris share a numbered circle.
    expect(pins(map).map((pin) => pin.getAttribute("aria-label"))).toEqual([
      "Tokyo, Japan: A story from Tokyo",
    ]);
    const europe = within(map).getByRole("button", { hidden: true });
    expect(europe).toHaveAccessibleName("2 stories near each other: London and Paris. Zoom in");
    expect(pins(map)[0]).toHaveAttribute("href", "/travel/tokyo");
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent(
      "3 stories on the map. Select a pin to read it.",
    );

    const list = screen.getByRole("region", { name: "All stories", hidden: true });
    expect(list).toHaveTextContent("1 story has no place on the map yet: it is listed here.");
    const links = within(list).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      "London, United Kingdom: A story from London",
      "Tokyo, Japan: A story from Tokyo",
      "Lisbon, Portugal: A story from Lisbon",
      "Paris, France: A story from Paris",
    ]);
    const items = within(list).getAllByRole("listitem", { hidden: true });
    expect(items[2]).toHaveTextContent("Lisbon, Portugal: A story from Lisbon(not on the map)");
    expect(items[0]).not.toHaveTextContent("(not on the map)");
  });

  it("zooms in on a numbered circle until its pins part, and focuses the first", () => {
    const { map } = renderMap();

    fireEvent.click(within(map).getByRole("button", { hidden: true }));

    expect(within(map).queryAllByRole("button", { hidden: true })).toHaveLength(0);
    expect(pins(map).map((pin) => pin.getAttribute("href"))).toEqual([
      "/travel/london",
      "/travel/paris",
      "/travel/tokyo",
    ]);
    expect(pins(map)[0]).toHaveFocus();
    // Its label shows beside it while it has focus.
    expect(map).toHaveTextContent("London, United Kingdom");

    fireEvent.click(screen.getByRole("button", { name: "Zoom out", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Zoom out", hidden: true }));
    expect(within(map).getByRole("button", { hidden: true })).toBeInTheDocument();
  });

  it("says so when no story has a place, and draws no pin", () => {
    stories.data = [LISBON];
    const { map } = renderMap();

    expect(pins(map)).toHaveLength(0);
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent(
      "None of the stories has a place on the map yet.",
    );
  });

  it("says when the stories could not be loaded", () => {
    Object.assign(stories, { data: undefined, error: new Error("offline") });
    renderMap();

    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent(
      "The travel stories could not be loaded. Please try again later.",
    );
    Object.assign(stories, { error: null });
  });

  it("closes on Escape and on Close, and gives focus back to the button that opened it", () => {
    const { onClose, opener, close } = renderMap();
    opener.current!.focus();

    fireEvent(screen.getByRole("dialog", { hidden: true }), new Event("cancel"));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close", hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.documentElement.style.overflow).toBe("hidden");

    screen.getByRole("button", { name: "Close", hidden: true }).focus();
    close();
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
    expect(opener.current).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("");
  });
});
