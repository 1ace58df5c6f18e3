"""/api/docs: the owner, signed in to Django admin, browses the whole API in Swagger UI (which
fetches /api/schema with the page's session cookie); a visitor's copy of /api/schema has only
what a visitor may call."""

from playwright.sync_api import Page, expect

from tests.accounts.factories import OWNER_PASSWORD

OWNER_ONLY = '[data-path="/api/contact-messages/"]'
PUBLIC = '[data-path="/api/blog-posts/"]'


def test_the_owner_sees_owner_only_operations_in_the_docs(page: Page, live_server, owner):
    # Swagger UI draws the operations a screenful at a time, as the reader reaches them: a screen
    # tall enough for the whole list draws /api/contact-messages, which the grown API (the
    # record's and the CV's admin operations come first) put below a laptop's first screens.
    page.set_viewport_size({"width": 1280, "height": 16000})
    page.goto(f"{live_server.url}/django-admin/login/?next=/api/docs")
    page.fill("#id_username", "owner")
    page.fill("#id_password", OWNER_PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/api/docs")

    expect(page.locator(OWNER_ONLY).first).to_be_visible()
    expect(page.locator(PUBLIC).first).to_be_visible()
    # (Swagger UI's own inline styles trip the strict CSP's style-src 'self' in the console; the
    # page works regardless, so this test does not hold it to "no console errors".)

    # The same address, fetched without the owner's cookies, is the visitor's document.
    visitor = page.context.browser.new_context()
    try:
        response = visitor.request.get(
            f"{live_server.url}/api/schema",
            headers={"Accept": "application/vnd.oai.openapi+json"},
        )
        assert response.status == 200
        assert "/api/blog-posts/" in response.text()
        assert "/api/contact-messages" not in response.text()
    finally:
        visitor.close()
