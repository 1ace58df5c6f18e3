// The specification's continent filter; the values are the API's `continent` values.
export type ContinentFilter =
  "all" | "America" | "Europe" | "Asia" | "United Kingdom" | "Australia" | "Canada";

export const CONTINENT_TABS: { value: ContinentFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "America", label: "America" },
  { value: "Europe", label: "Europe" },
  { value: "Asia", label: "Asia" },
  { value: "United Kingdom", label: "United Kingdom" },
  { value: "Australia", label: "Australia" },
  { value: "Canada", label: "Canada" },
];
