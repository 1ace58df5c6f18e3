"""The journal entry form's files and links, as the owner uses them: 'Add file' uploads a PDF
(a clean copy is stored) or a picture (a hidden gallery photo) and adds it to the entry, 'Add
link' adds a title and an address; each can be renamed and removed; they are kept in the draft
on this device and saved with the entry; visitors see them on the public entry page."""

import re

import pytest
from playwright.sync_api import Page, expect

from apps.documents.models import Document
from apps.gallery.models import GalleryItem
from apps.journal.models import GcseJournalEntry
from tests.documents import pdfs
from tests.e2e.admin import expect_toast, open_tab, unexpected
from tests.e2e.watching import posts_sent
from tests.gallery import pictures
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db(transaction=True)

UPLOAD_INPUT = "Add file: the file to upload"
PDF_URL = re.compile(r"^/media/documents/[0-9a-f]{32}\.pdf$")


def open_journal_tab(page: Page, live_server) -> None:
    open_tab(page, live_server, "gcse", "Add Journal Entry")


def choose_file(page: Page, name: str, mime: str, data: bytes) -> None:
    page.get_by_label(UPLOAD_INPUT).set_input_files(
        {"name": name, "mimeType": mime, "buffer": data}
    )


def attach_pdf(page: Page, name: str = "Past paper.pdf") -> None:
    count = page.get_by_role("list", name="Files").get_by_role("listitem").count()
    choose_file(page, name, "application/pdf", pdfs.pdf_with_everything_private())
    expect_toast(page, "Success", "File uploaded successfully!")
    expect(page.get_by_label(f"File {count + 1} title (PDF)")).to_have_value(
        name.removesuffix(".pdf")
    )


def add_link(page: Page, title: str, url: str) -> None:
    number = page.get_by_role("list", name="Links").get_by_role("listitem").count() + 1
    page.get_by_role("button", name="Add link").click()
    expect(page.get_by_label(f"Link {number} title")).to_be_focused()
    page.get_by_label(f"Link {number} title").fill(title)
    page.get_by_label(f"Link {number} address").fill(url)


def fill_entry(page: Page, topic: str) -> None:
    page.get_by_label("Week", exact=True).fill("Week 5")
    page.get_by_label("Subject", exact=True).select_option(label="Mathematics")
    page.get_by_label("Topic", exact=True).fill(topic)
    page.get_by_label("Content", exact=True).fill("Completing the square.")


def test_owner_attaches_a_pdf_and_a_link_and_visitors_see_them(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    entry = GcseJournalEntryFactory(
        week="Week 7", topic="Quadratics", subject="maths", is_published=True
    )
    open_journal_tab(page, live_server)
    page.get_by_role("button", name="Edit Week 7: Quadratics").click()

    attach_pdf(page)
    page.get_by_label("File 1 title (PDF)").fill("Past paper 2023")
    add_link(page, "BBC Bitesize", "https://www.bbc.co.uk/bitesize/topics/zxyz")
    page.get_by_role("button", name="Update Entry").click()

    expect_toast(page, "Success", "GCSE journal entry updated successfully!")
    entry.refresh_from_db()
    (document,) = Document.objects.all()
    assert entry.media_uploads == [
        {"type": "pdf", "title": "Past paper 2023", "url": f"/media/{document.file.name}"}
    ]
    assert PDF_URL.match(entry.media_uploads[0]["url"])
    assert entry.links == [
        {
            "type": "other",
            "title": "BBC Bitesize",
            "url": "https://www.bbc.co.uk/bitesize/topics/zxyz",
        }
    ]

    # The public entry lists both; the PDF opens in a new tab, as a PDF.
    page.goto(f"{live_server.url}/gcse-journey/{entry.slug}")
    resources = page.get_by_role("region", name="Resources")
    pdf = resources.get_by_role("link", name=re.compile(r"^Past paper 2023 \(PDF\)"))
    link = resources.get_by_role("link", name=re.compile(r"^BBC Bitesize"))
    expect(pdf).to_have_attribute("href", entry.media_uploads[0]["url"])
    expect(pdf).to_have_attribute("target", "_blank")
    expect(pdf).to_have_attribute("rel", re.compile(r"\bnoopener\b"))
    expect(link).to_have_attribute("href", "https://www.bbc.co.uk/bitesize/topics/zxyz")
    expect(link).to_have_attribute("target", "_blank")

    with (
        page.context.expect_page() as new_tab,
        page.context.expect_event(
            "response", lambda r: r.url.endswith(document.file.name)
        ) as answer,
    ):
        pdf.click()
    assert new_tab.value.url == live_server.url + entry.media_uploads[0]["url"]
    response = answer.value
    headers = response.all_headers()
    assert response.status == 200
    assert headers["content-type"] == "application/pdf"
    assert headers["content-disposition"].startswith("inline;")
    # (The live server hands /media/ to Django's test media handler, not to the site's media
    # view: tests/documents/test_serving.py checks that view's nosniff and policy headers.)
    # (The tab's own body is the browser's PDF viewer: read the file itself.)
    stored = page.request.get(response.url).body()
    assert stored.startswith(b"%PDF-")
    assert b"Alex" not in stored  # the clean copy, not the upload
    assert page_errors == []


def test_an_image_is_attached_through_the_gallery_and_an_attachment_can_be_removed(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    open_journal_tab(page, live_server)
    fill_entry(page, "Graphs")

    choose_file(page, "Mind map.png", "image/png", pictures.png(400, 300))
    expect_toast(page, "Success", "Photo uploaded successfully!")
    expect(page.get_by_label("File 1 title (Image)")).to_have_value("Mind map")
    attach_pdf(page, "Worksheet.pdf")
    files = page.get_by_role("list", name="Files").get_by_role("listitem")
    expect(files).to_have_count(2)

    page.get_by_role("button", name="Remove file 1").click()
    expect(files).to_have_count(1)
    expect(page.get_by_label("File 1 title (PDF)")).to_have_value("Worksheet")
    page.get_by_role("button", name="Add Entry").click()

    expect_toast(page, "Success", "GCSE journal entry created successfully!")
    entry = GcseJournalEntry.objects.get(topic="Graphs")
    assert [(u["type"], u["title"]) for u in entry.media_uploads] == [("pdf", "Worksheet")]
    # The picture went through the gallery's pipeline, as a hidden academic photo.
    photo = GalleryItem.objects.get()
    assert (photo.title, photo.category, photo.is_published) == ("Mind map", "academic", False)
    assert len(photo.variants) >= 1
    assert page_errors == []


def test_a_refused_file_says_why_and_adds_nothing(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_journal_tab(page, live_server)
    posts = posts_sent(page)

    # The browser can tell: nothing is sent.
    choose_file(page, "notes.txt", "text/plain", b"Just some notes")
    expect_toast(
        page, "Invalid File", "Please select a PDF or an image file (PDF, JPG, PNG, GIF, etc.)"
    )
    assert posts == []

    # The browser cannot tell (a web page named .pdf): the server refuses it.
    choose_file(page, "notes.pdf", "application/pdf", b"<html><script>alert(1)</script></html>")
    expect_toast(page, "Invalid File", "Please select a PDF file")
    expect(page.get_by_role("button", name="Add file", exact=True)).to_be_enabled()

    expect(page.get_by_role("list", name="Files")).to_have_count(0)
    assert not Document.objects.exists()
    assert unexpected(page_errors, "400: " + live_server.url + "/api/documents/upload") == []


def test_a_link_that_is_not_a_web_address_is_refused_with_the_servers_words(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    open_journal_tab(page, live_server)
    fill_entry(page, "Links")

    add_link(page, "Sneaky", "javascript:alert(1)")
    page.get_by_role("button", name="Add Entry").click()

    expect(page.locator("#field-links\\.0\\.url-error")).to_have_text(
        "Link 1: url must be an http or https address"
    )
    assert not GcseJournalEntry.objects.exists()

    page.get_by_role("button", name="Remove link 1").click()
    expect(page.get_by_role("list", name="Links")).to_have_count(0)
    page.get_by_role("button", name="Add Entry").click()
    expect_toast(page, "Success", "GCSE journal entry created successfully!")
    assert GcseJournalEntry.objects.get().links == []
    assert page_errors == []


def test_a_reload_mid_edit_keeps_the_attachments(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_journal_tab(page, live_server)
    fill_entry(page, "Kept on the device")
    attach_pdf(page, "Notes.pdf")
    add_link(page, "Maths Genie", "https://www.mathsgenie.co.uk/")

    page.reload()

    expect(page.get_by_text(re.compile(r"Unsaved changes from .* were restored"))).to_be_visible()
    expect(page.get_by_label("File 1 title (PDF)")).to_have_value("Notes")
    expect(page.get_by_label("Link 1 title")).to_have_value("Maths Genie")
    expect(page.get_by_label("Link 1 address")).to_have_value("https://www.mathsgenie.co.uk/")
    page.get_by_role("button", name="Add Entry").click()

    expect_toast(page, "Success", "GCSE journal entry created successfully!")
    entry = GcseJournalEntry.objects.get()
    assert entry.media_uploads[0]["title"] == "Notes"
    assert PDF_URL.match(entry.media_uploads[0]["url"])
    assert entry.links[0]["url"] == "https://www.mathsgenie.co.uk/"
    assert page_errors == []
