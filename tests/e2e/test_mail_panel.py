"""The owner's panel while the mail server is down (issue 17), in a real browser with the site's
mail going to a real SMTP server on loopback (tests/support/smtp.py): a testimonial request it
could not take is saved, the panel says so and lists it as not sent yet, and once cron's
`send_pending_mail` has sent it the list is gone."""

import io

from django.core.management import call_command
from playwright.sync_api import Page, expect

from tests.e2e.test_admin_testimonials import open_request_dialog, send_request


def test_a_request_the_mail_server_could_not_take_waits_as_not_sent_yet_until_cron_sends_it(
    owner_page: Page, live_server, page_errors, mail_site
):
    mail_site.stop()

    dialog = open_request_dialog(owner_page, live_server.url)
    send_request(dialog, email="coach.jones@example.com")

    toast = owner_page.get_by_test_id("toast")
    expect(toast).to_contain_text("Request saved, not sent yet")
    expect(toast).to_contain_text("Your site will try again automatically.")
    waiting = owner_page.get_by_role("region", name="Not sent yet: will retry")
    expect(waiting).to_contain_text("Mr Jones (Coach), asked")
    expect(waiting).not_to_contain_text("coach.jones@example.com")
    assert mail_site.received == []

    mail_site.start()
    call_command("send_pending_mail", stdout=io.StringIO())

    [sent] = mail_site.take()
    assert sent.rcpt_tos == ("coach.jones@example.com",)
    owner_page.reload()
    owner_page.get_by_role("tab", name="Send Requests").click()
    expect(owner_page.get_by_role("heading", name="Tips for great testimonials")).to_be_visible()
    expect(waiting).to_have_count(0)
    assert page_errors == []
