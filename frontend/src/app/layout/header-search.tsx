import { Search } from "lucide-react";
import { Link } from "react-router-dom";

import { SearchForm } from "@/components/ui/search-form";
import { paths } from "@/config/paths";

/** The header's way to the site search: a search box on a wide screen, a link to the search
 * page where the links leave no room for one (the phone menu has its own box). The server's
 * first screen draws the same (first_screen/header.html). */
export function HeaderSearch() {
  return (
    <>
      <SearchForm id="header-search" variant="header" className="hidden lg:block" />
      <Link
        to={paths.search}
        className="hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 md:inline-flex lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search</span>
      </Link>
    </>
  );
}
