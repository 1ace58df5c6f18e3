import { GraduationCap, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";

import { SearchForm } from "@/components/ui/search-form";
import { paths } from "@/config/paths";
import shared from "@/config/shared-constants.json";
import { useSiteProfile } from "@/lib/initial-data";

import { HeaderSearch } from "./header-search";

// Each link is current on its own path and below it, and on the paths in `also` (aliases). The
// server's first screen draws the same links from the same file.
const NAV_LINKS = shared.navLinks.map(({ href, label, also }) => ({ to: href, label, also }));

function isCurrent(pathname: string, link: (typeof NAV_LINKS)[number]): boolean {
  if (link.to === paths.home) return pathname === paths.home;
  return [link.to, ...link.also].some(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
}

const linkBase = "rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors";
const linkIdle =
  "text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";
const linkActive = "bg-accent-50 text-accent-800 dark:bg-slate-800 dark:text-accent-300";

export function SiteHeader() {
  const profile = useSiteProfile();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Close the small-screen menu whenever the route changes.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // Escape closes the open menu and puts focus back on its button, as in any disclosure.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const links = (onMobile: boolean) =>
    NAV_LINKS.map((link) => {
      const current = isCurrent(pathname, link);
      return (
        <Link
          key={link.to}
          to={link.to}
          aria-current={current ? "page" : undefined}
          className={`${linkBase} ${onMobile ? "block" : ""} ${current ? linkActive : linkIdle}`}
        >
          {link.label}
        </Link>
      );
    });

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-slate-900 text-warm-400 dark:bg-slate-800">
            <GraduationCap aria-hidden="true" className="size-5" />
          </span>
          <span>{profile.displayName || profile.name}</span>
        </Link>
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {links(false)}
          </nav>
          <HeaderSearch />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-expanded={menuOpen}
          // Only while the menu is there: a reference to a missing id is invalid HTML.
          aria-controls={menuOpen ? "mobile-menu" : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="space-y-1 border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          <SearchForm id="menu-search" variant="menu" className="pb-2" />
          {links(true)}
        </nav>
      )}
    </header>
  );
}
