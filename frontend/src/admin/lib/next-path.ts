// Where the login page sends the owner afterwards: back to the admin address they asked for
// (a bookmark, a deep link to a tab), and never anywhere outside the panel.
import { paths } from "@/config/paths";

export const NEXT_PARAM = "next";

/** `next` when it is an address inside the panel (not the login page itself), else /admin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/")) return paths.admin;
  let url: URL;
  try {
    url = new URL(next, "https://panel.invalid");
  } catch {
    return paths.admin;
  }
  if (url.origin !== "https://panel.invalid") return paths.admin;
  const inPanel = url.pathname === paths.admin || url.pathname.startsWith(`${paths.admin}/`);
  if (!inPanel || url.pathname.startsWith(paths.adminLogin)) return paths.admin;
  return url.pathname + url.search;
}

/** The login page's address that returns to `here` after signing in. */
export function loginPathFor(here: string): string {
  const next = safeNextPath(here);
  return next === paths.admin
    ? paths.adminLogin
    : `${paths.adminLogin}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
