"""Whether a page fits its screen: nothing wider than the viewport (so the page never scrolls
sideways), and a box (a dialog, a button) wholly on the screen."""

from playwright.sync_api import Locator, Page


def assert_no_sideways_scroll(page: Page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"


def assert_on_the_screen(locator: Locator) -> dict:
    """The element's box lies within the screen's width; answers the box."""
    box = locator.bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= locator.page.viewport_size["width"]
    return box
