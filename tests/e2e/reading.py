"""Reading a page to its end as a visitor does, waiting for what the page does rather than for
a fixed time: each section that loads on demand is brought into view and has drawn its content,
then every picture is brought into view and has loaded (or failed)."""

from playwright.sync_api import Locator, Page, expect

# The stand-in a section shows while its code and data load (home-skeletons.tsx).
LOADING = "[role=status][aria-label^='Loading']"

# True once every picture shown has loaded (or failed); until then each poll brings the first
# one still loading into view, so a picture the page drew again after the reader passed it (a
# placeholder replaced once its data arrived) is reached too.
PICTURES_SETTLED = """() => {
  const loading = [...document.images].filter((img) => img.checkVisibility() && !img.complete);
  loading[0]?.scrollIntoView({ block: "center" });
  return loading.length === 0;
}"""


def load_lazy_sections(page: Page) -> list[str]:
    """Scroll to each section still showing its stand-in, in page order, until each has drawn
    its content. Returns their ids."""
    ids = page.locator(f"section[id]:has({LOADING})").evaluate_all("els => els.map(e => e.id)")
    for section_id in ids:
        section = page.locator(f"section#{section_id}")
        section.scroll_into_view_if_needed()
        expect(section.locator(LOADING)).to_have_count(0)
    return ids


# Brings the next visible picture not yet brought into view into view, one per poll; true once
# there is none left. The pictures are found afresh at each poll, inside the page: a picture the
# page draws again once its data arrives (the server's placeholder replaced by the client's) is
# a new element and is reached too, and one removed meanwhile is never waited on (a handle held
# across that redraw was "not attached to the DOM": CI, the travel page).
EACH_PICTURE_SEEN = """() => {
  const seen = (window.__picturesSeen ??= new WeakSet());
  const next = [...document.images].find((img) => !seen.has(img) && img.checkVisibility());
  if (!next) return true;
  seen.add(next);
  next.scrollIntoView({ block: "center" });
  return false;
}"""


def read_to_the_end(page: Page) -> None:
    load_lazy_sections(page)
    page.wait_for_function(EACH_PICTURE_SEEN)
    page.wait_for_function(PICTURES_SETTLED)


def site_footer(page: Page) -> Locator:
    """The site's footer as a visitor reaches it: brought into view, where it draws its content
    (which loads only when the visitor comes near it: app/layout/site-layout.tsx)."""
    footer = page.get_by_role("contentinfo")
    footer.scroll_into_view_if_needed()
    expect(footer).to_contain_text("All rights reserved.")
    return footer
