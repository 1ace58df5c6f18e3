"""The page a share link opens, /shared/<token>: the post or journal entry under a 'Shared
privately — not published' banner, drawn by the server alone (no script, no site navigation, so
it leads nowhere near the owner's other drafts). An unknown, revoked or expired token answers
404 with a kind page. Nothing of the visitor is kept: a count and the time of the last opening.

Every answer is private to this visitor (`Cache-Control: private, no-store`: no shared cache or
the page cache ever keeps shared content), never indexed (`X-Robots-Tag` and the robots meta
tag) and sends no Referer from the page, so the token in its address cannot leak to a site its
text links to.
"""

import re
from html import unescape

from django.conf import settings
from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseNotAllowed,
    HttpResponseRedirect,
)
from django.shortcuts import render
from django.utils.safestring import SafeString, mark_safe
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from apps.core.networks import LinkOpeningThrottle
from apps.core.rich_text import body_element, sanitize_html, site_path
from apps.statement.shared import comment_posted, shared_statement
from apps.visits.counting import is_bot, page_counted

from .models import ShareLink
from .selectors import share_link_open
from .services import share_link_opened


class SharedPageThrottle(LinkOpeningThrottle):
    """A share link's openings (apps/core/networks.py: 60 a minute from one visitor network)."""

    scope = "shared-link"
    salt = "sharing.throttle"


def _private(response: HttpResponse) -> HttpResponse:
    response["Cache-Control"] = "private, no-store"
    response["X-Robots-Tag"] = "noindex, nofollow, noarchive"
    response["Referrer-Policy"] = "no-referrer"
    return response


_LINK = re.compile(r'<a\s[^>]*?href="([^"]*)"[^>]*>(.*?)</a>', re.DOTALL | re.IGNORECASE)


def without_hidden_links(html: str, *, base: str = "/shared/") -> SafeString:
    """The rendered text with every link into this site that a visitor could not open (a draft,
    a scheduled post, any non-public page) turned into its words: the recipient sees what the
    owner wrote, never the address of something else unpublished. A link is judged by the path
    it leads to from the page at `base`, however it is spelt (apps/core/rich_text.site_path).
    Links to other sites, to a place on the page and to the site's files stay."""

    def keep_or_unwrap(match: re.Match) -> str:
        href, words = unescape(match.group(1)), match.group(2)
        path = site_path(href, base=base)
        if path is None or href.strip().startswith("#") or path.startswith(settings.MEDIA_URL):
            return match.group(0)
        return match.group(0) if page_counted(path) is not None else f"<span>{words}</span>"

    cleaned = sanitize_html(html or "")
    return mark_safe(_LINK.sub(keep_or_unwrap, cleaned))  # noqa: S308 (sanitised above)


def _body(
    html: str, text_format: str, classes: str, legacy_element: str = "p", *, base: str
) -> SafeString:
    # As the first screens draw a long text (apps/core/rich_text.py), with the hidden links
    # removed.
    return body_element(without_hidden_links(html, base=base), text_format, classes, legacy_element)


def _content(link: ShareLink, *, base: str) -> dict:
    if link.statement_id:  # its three answers, each with a comment form (apps/statement)
        return shared_statement(link.statement, via_link=link.id)
    if link.post_id:
        post = link.post
        return {
            "kind": "post",
            "title": post.title,
            "excerpt": post.excerpt,
            "date": post.published_at if post.is_published else post.updated_at,
            "published": post.is_published,
            "body": _body(
                post.content_html, post.content_format, "post-body mt-8 text-lg", "div", base=base
            ),
        }
    entry = link.journal_entry
    return {
        "kind": "journal-entry",
        "title": entry.topic,
        "week": entry.week,
        "subject": entry.get_subject_display(),
        "study_date": entry.study_date,
        "progress": entry.progress,
        "published": entry.is_published,
        "body": _body(entry.content_html, entry.content_format, "mt-8 text-lg", base=base),
        # The entry's own files (this site's copies) and links, as its page lists them.
        "attachments": [
            {"title": item.get("title") or "File", "url": item["url"]}
            for item in entry.media_uploads
            if item.get("url")
        ]
        + [{"title": item.get("title") or item["url"], "url": item["url"]} for item in entry.links],
    }


def _gone(request: HttpRequest, *, status: int = 404) -> HttpResponse:
    return _private(render(request, "sharing/gone.html", {"status": status}, status=status))


# A POST is a comment on a shared personal statement: the token in the address is the proof (as
# on the guardian's page), so no CSRF cookie is set or needed.
@csrf_exempt
@require_http_methods(["GET", "HEAD", "POST"])
def shared_page(request: HttpRequest, token: str) -> HttpResponse:
    if not SharedPageThrottle().allow_request(request, None):
        return _gone(request, status=429)
    try:
        link = share_link_open(token=token)
    except Http404:
        return _gone(request)
    refused = None
    if request.method == "POST":
        if not link.statement_id:
            return _private(HttpResponseNotAllowed(["GET", "HEAD"]))
        refused = comment_posted(
            link.statement, request.POST, author=link.recipient, via_link=link.id
        )
        if refused is None:  # stored: the page again, at that answer (a reload sends nothing)
            answered = HttpResponseRedirect(f"{request.path}#answer-{request.POST['answer']}")
            answered.status_code = 303
            return _private(answered)
    # A chat app's link preview or a crawler is not the recipient opening it; a HEAD (or a
    # comment) is not an opening either.
    elif request.method == "GET" and not is_bot(request.headers.get("User-Agent", "")):
        share_link_opened(link=link)
    context = {"link": link, "content": _content(link, base=request.path), "refused": refused}
    status = 400 if refused else 200
    return _private(render(request, "sharing/shared.html", context, status=status))
