"""Issue 15, writing without losing a word (apps/blog/writing.py, writing_services.py,
writing_views.py): a save based on an older version is refused (409) and stores nothing, every
save keeps a revision that can be listed, read and restored, old autosaves are pruned, an
autosave never publishes nor changes what visitors see, and the read time follows the text."""

import pytest

from apps.blog import writing
from apps.blog.models import BlogPost, BlogPostRevision
from apps.blog.services import post_create, post_update
from apps.core import revisions
from tests.blog.factories import VALID_POST, BlogPostFactory

pytestmark = pytest.mark.django_db

URL = "/api/blog-posts"
CONFLICT = writing.CONFLICT_MESSAGE


def _written(owner_client, drop: tuple[str, ...] = (), **fields) -> dict:
    """A post the owner created through the API (so it has its first revision): VALID_POST
    with `fields`, less the fields `drop` names."""
    payload = {k: v for k, v in {**VALID_POST, **fields}.items() if k not in drop}
    response = owner_client.post(URL, payload, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def _revisions(post_id) -> list[tuple[str, int]]:
    rows = BlogPostRevision.objects.filter(post_id=post_id).order_by("-created_at")
    return list(rows.values_list("kind", "version"))


# --- versions -------------------------------------------------------------------------------


def test_a_save_names_its_version_and_gets_the_next_one(owner_client, owner):
    post = _written(owner_client, isPublished=False)
    assert post["version"] == 1

    response = owner_client.put(
        f"{URL}/{post['id']}", {"title": "Better title", "version": 1}, format="json"
    )

    assert response.status_code == 200, response.content
    assert response.json()["version"] == 2
    revision = BlogPostRevision.objects.filter(post_id=post["id"]).order_by("-created_at")[0]
    assert (revision.kind, revision.version, revision.author) == ("save", 2, owner)
    assert revision.title == "Better title"
    assert revision.size == len("Better title") + len(VALID_POST["excerpt"]) + len(
        VALID_POST["content"]
    )


def test_a_save_based_on_an_older_version_is_refused_and_stores_nothing(owner_client):
    post = _written(owner_client)
    first_tab = {"content": "Typed in the first tab.", "version": 1}
    second_tab = {"content": "Typed in the second tab.", "version": 1}
    assert owner_client.put(f"{URL}/{post['id']}", first_tab, format="json").status_code == 200
    before = _revisions(post["id"])

    response = owner_client.put(f"{URL}/{post['id']}", second_tab, format="json")

    assert response.status_code == 409
    assert response.json() == {"detail": CONFLICT, "version": 2}
    stored = BlogPost.objects.get(pk=post["id"])
    assert (stored.content, stored.version) == ("Typed in the first tab.", 2)
    assert _revisions(post["id"]) == before


def test_a_save_without_a_version_is_not_checked(owner_client):
    """Scripts and Django admin may leave the version out; the panel always sends it."""
    post = _written(owner_client)

    response = owner_client.put(f"{URL}/{post['id']}", {"title": "Plain"}, format="json")

    assert response.status_code == 200
    assert response.json()["version"] == 2


def test_a_save_that_changes_nothing_is_no_new_version(owner_client):
    post = _written(owner_client)

    response = owner_client.put(
        f"{URL}/{post['id']}", {"title": VALID_POST["title"], "version": 1}, format="json"
    )

    assert response.json()["version"] == 1
    assert len(_revisions(post["id"])) == 1


@pytest.mark.parametrize(
    ("version", "message"),
    [
        ("abc", "Version must be a whole number of at least 1"),
        (0, "Version must be a whole number of at least 1"),
        (1.5, "Version must be a whole number of at least 1"),
    ],
)
def test_a_bad_version_is_a_400(owner_client, version, message):
    post = BlogPostFactory()

    response = owner_client.put(
        f"{URL}/{post.id}", {"title": "x", "version": version}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"version": [message]}
    post.refresh_from_db()
    assert post.title != "x"


def test_a_post_created_in_the_service_starts_at_version_1_with_a_revision(owner):
    post = post_create(title="T", excerpt="E", content="C", is_published=True, author=owner)

    assert post.version == 1
    assert _revisions(post.id) == [("publish", 1)]


# --- revisions ------------------------------------------------------------------------------


def test_every_save_keeps_a_revision_listed_newest_first(owner_client, owner):
    post = _written(owner_client, isPublished=False)
    owner_client.put(f"{URL}/{post['id']}", {"content": "Second", "version": 1}, format="json")
    owner_client.put(f"{URL}/{post['id']}", {"isPublished": True, "version": 2}, format="json")

    body = owner_client.get(f"{URL}/{post['id']}/revisions").json()

    assert [(r["kind"], r["version"]) for r in body] == [
        ("publish", 3),
        ("save", 2),
        ("save", 1),
    ]
    assert set(body[0]) == {"id", "kind", "version", "author", "createdAt", "size"}
    assert body[0]["author"] == owner.get_username()
    assert body[0]["size"] == len(VALID_POST["title"]) + len(VALID_POST["excerpt"]) + 6


def test_the_list_is_bounded(owner_client, monkeypatch):
    monkeypatch.setattr(writing, "REVISIONS_LISTED", 3)
    post = _written(owner_client)
    for n in range(5):
        post_update(instance=BlogPost.objects.get(pk=post["id"]), data={"content": f"v{n}"})

    body = owner_client.get(f"{URL}/{post['id']}/revisions").json()

    assert [r["version"] for r in body] == [6, 5, 4]


def test_a_revision_is_read_with_its_texts(owner_client):
    post = _written(owner_client)
    (revision,) = BlogPostRevision.objects.filter(post_id=post["id"])

    body = owner_client.get(f"{URL}/{post['id']}/revisions/{revision.id}").json()

    assert body["title"] == VALID_POST["title"]
    assert body["content"] == VALID_POST["content"]
    assert body["contentFormat"] == BlogPost.objects.get(pk=post["id"]).content_format
    assert body["kind"] == "publish"


def test_restoring_a_revision_is_a_new_save_with_its_revision(owner_client):
    post = _written(owner_client)
    first = BlogPostRevision.objects.get(post_id=post["id"])
    owner_client.put(
        f"{URL}/{post['id']}", {"title": "Rewritten", "content": "New", "version": 1}, format="json"
    )

    response = owner_client.post(
        f"{URL}/{post['id']}/revisions/{first.id}/restore", {"version": 2}, format="json"
    )

    assert response.status_code == 200, response.content
    assert response.json()["title"] == VALID_POST["title"]
    assert response.json()["version"] == 3
    stored = BlogPost.objects.get(pk=post["id"])
    assert (stored.title, stored.content) == (VALID_POST["title"], VALID_POST["content"])
    assert _revisions(post["id"])[0] == ("publish", 3)
    # Visitors see the restored text.
    assert owner_client.get(f"{URL}/{post['id']}").json()["contentSource"] == VALID_POST["content"]


def test_restoring_over_a_newer_version_is_refused(owner_client):
    post = _written(owner_client)
    first = BlogPostRevision.objects.get(post_id=post["id"])
    owner_client.put(f"{URL}/{post['id']}", {"title": "Rewritten", "version": 1}, format="json")

    response = owner_client.post(
        f"{URL}/{post['id']}/revisions/{first.id}/restore", {"version": 1}, format="json"
    )

    assert response.status_code == 409
    assert response.json()["detail"] == CONFLICT
    assert BlogPost.objects.get(pk=post["id"]).title == "Rewritten"


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({}, {"version": ["Version is required"]}),
        ({"version": None}, {"version": ["Version is required"]}),
        ({"version": "two"}, {"version": ["Version must be a whole number of at least 1"]}),
        ([1, 2], {"nonFieldErrors": ["Invalid data. Expected a dictionary, but got list."]}),
    ],
)
def test_a_bad_restore_body_is_a_400_and_restores_nothing(owner_client, body, errors):
    post = _written(owner_client)
    first = BlogPostRevision.objects.get(post_id=post["id"])
    owner_client.put(f"{URL}/{post['id']}", {"title": "Rewritten", "version": 1}, format="json")

    response = owner_client.post(
        f"{URL}/{post['id']}/revisions/{first.id}/restore", body, format="json"
    )

    assert response.status_code == 400
    assert response.json() == errors
    assert BlogPost.objects.get(pk=post["id"]).title == "Rewritten"


def test_unknown_posts_and_revisions_are_404(owner_client):
    post = _written(owner_client)
    other = _written(owner_client, title="Another")
    others_revision = BlogPostRevision.objects.get(post_id=other["id"])
    missing = "2b1c9a52-0a43-4d34-9d3a-9d6c1f5f8d11"

    for path in (
        f"{URL}/{missing}/revisions",
        f"{URL}/not-a-post/revisions",
        f"{URL}/{post['id']}/revisions/{missing}",
        f"{URL}/{post['id']}/revisions/not-a-uuid",
        f"{URL}/{post['id']}/revisions/{others_revision.id}",
    ):
        assert owner_client.get(path).status_code == 404, path
    for path in (
        f"{URL}/{missing}/autosave",
        f"{URL}/{post['id']}/revisions/not-a-uuid/restore",
        f"{URL}/{post['id']}/revisions/{others_revision.id}/restore",
    ):
        assert owner_client.post(path, {"version": 1}, format="json").status_code == 404, path


def test_every_writing_endpoint_is_the_owner_s_only(api_client, other_user_client, owner_client):
    post = _written(owner_client)
    revision = BlogPostRevision.objects.get(post_id=post["id"])
    calls = [
        ("post", f"{URL}/autosave", {"title": "Sneaky"}),
        ("post", f"{URL}/{post['id']}/autosave", {"title": "Sneaky", "version": 1}),
        ("get", f"{URL}/{post['id']}/revisions", None),
        ("get", f"{URL}/{post['id']}/revisions/{revision.id}", None),
        ("post", f"{URL}/{post['id']}/revisions/{revision.id}/restore", {"version": 1}),
    ]
    for method, path, body in calls:
        args = {"data": body, "format": "json"} if body is not None else {}
        assert getattr(api_client, method)(path, **args).status_code == 401, path
        assert getattr(other_user_client, method)(path, **args).status_code == 403, path
    assert BlogPost.objects.count() == 1
    assert BlogPost.objects.get().version == 1


# --- pruning --------------------------------------------------------------------------------


def test_autosaves_are_pruned_to_the_newest_few(owner_client, monkeypatch):
    monkeypatch.setattr(revisions, "AUTOSAVES_KEPT", 3)
    post = _written(owner_client)  # published: its autosaves are revisions only
    for n in range(6):
        response = owner_client.post(
            f"{URL}/{post['id']}/autosave", {"content": f"draft {n}", "version": 1}, format="json"
        )
        assert response.status_code == 200

    autosaves = BlogPostRevision.objects.filter(post_id=post["id"], kind="autosave")
    assert sorted(autosaves.values_list("content", flat=True)) == ["draft 3", "draft 4", "draft 5"]


def test_a_save_prunes_the_autosaves_before_it_and_published_versions_stay(owner, monkeypatch):
    monkeypatch.setattr(revisions, "SAVES_KEPT", 2)
    post = post_create(title="T", excerpt="E", content="v0", is_published=True)
    writing.record_revision(post, kind="autosave", text={"content": "typing..."})
    writing.record_revision(post, kind="autosave", text={"content": "typing more"})
    # A save: the autosaves before it go, but for the newest text typed (the save did not keep
    # it, so it is the newest text of that line of work).
    post_update(instance=post, data={"is_published": False})
    for n in range(1, 4):
        post_update(instance=post, data={"content": f"v{n}"})

    kinds = _revisions(post.id)
    # The two newest saves, that autosave, and the published version (kept for good).
    assert kinds == [("save", 5), ("save", 4), ("autosave", 1), ("publish", 1)]
    kept = BlogPostRevision.objects.get(post=post, kind="autosave")
    assert kept.content == "typing more"


# --- autosave -------------------------------------------------------------------------------


def test_a_new_post_s_autosave_is_a_draft_even_half_written(owner_client, owner):
    response = owner_client.post(
        f"{URL}/autosave",
        {"title": "Half", "content": "Only a start", "isPublished": True},
        format="json",
    )

    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["isPublished"], body["excerpt"], body["version"]) == (False, "", 1)
    post = BlogPost.objects.get()
    assert (post.title, post.content, post.is_published) == ("Half", "Only a start", False)
    assert _revisions(post.id) == [("autosave", 1)]
    assert owner_client.get(URL).json()[0]["title"] == "Half"


def test_a_draft_s_autosave_saves_its_text_and_a_later_one_based_on_it(owner_client):
    draft = owner_client.post(f"{URL}/autosave", {"title": ""}, format="json").json()

    first = owner_client.post(
        f"{URL}/{draft['id']}/autosave",
        {"title": "Tides", "content": "The moon pulls.", "version": draft["version"]},
        format="json",
    ).json()
    second = owner_client.post(
        f"{URL}/{draft['id']}/autosave",
        {"content": "The moon pulls the sea.", "version": first["version"]},
        format="json",
    )

    assert second.status_code == 200
    post = BlogPost.objects.get()
    assert (post.title, post.content, post.version) == ("Tides", "The moon pulls the sea.", 3)
    assert post.is_published is False
    # A draft never published follows its title with its address.
    assert post.slug == "tides"
    assert _revisions(post.id) == [("autosave", 3), ("autosave", 2), ("autosave", 1)]


def test_a_stale_autosave_is_refused(owner_client):
    draft = owner_client.post(f"{URL}/autosave", {"title": "One"}, format="json").json()
    saved = {"title": "Two", "excerpt": "E", "content": "C", "version": 1}
    assert owner_client.put(f"{URL}/{draft['id']}", saved, format="json").status_code == 200

    response = owner_client.post(
        f"{URL}/{draft['id']}/autosave", {"title": "Three", "version": 1}, format="json"
    )

    assert response.status_code == 409
    assert BlogPost.objects.get().title == "Two"


def test_a_published_post_s_autosave_never_changes_what_visitors_see(owner_client, api_client):
    post = _written(owner_client)
    before = api_client.get(f"{URL}/{post['id']}").json()

    response = owner_client.post(
        f"{URL}/{post['id']}/autosave",
        {"title": "Half-edited title", "content": "Half-edited", "version": 1},
        format="json",
    )

    assert response.status_code == 200
    assert response.json()["version"] == 1
    assert api_client.get(f"{URL}/{post['id']}").json() == before
    stored = BlogPost.objects.get(pk=post["id"])
    assert (stored.title, stored.version) == (VALID_POST["title"], 1)
    autosave = BlogPostRevision.objects.get(post_id=post["id"], kind="autosave")
    assert (autosave.title, autosave.content, autosave.version) == (
        "Half-edited title",
        "Half-edited",
        1,
    )
    assert writing.pending_autosave(stored) == autosave


def test_the_same_autosave_twice_is_kept_once(owner_client):
    post = _written(owner_client)
    body = {"content": "Same words", "version": 1}

    owner_client.post(f"{URL}/{post['id']}/autosave", body, format="json")
    owner_client.post(f"{URL}/{post['id']}/autosave", body, format="json")
    owner_client.post(
        f"{URL}/{post['id']}/autosave",
        {"content": VALID_POST["content"], "version": 1},
        format="json",
    )

    assert BlogPostRevision.objects.filter(post_id=post["id"], kind="autosave").count() == 2


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"title": "x" * 201}, "title"),
        ({"excerpt": "x" * 1001}, "excerpt"),
        ({"content": "x" * 100_001}, "content"),
        ({"contentFormat": "rtf"}, "contentFormat"),
        ({"title": None}, "title"),
        ({"version": "new"}, "version"),
    ],
)
def test_a_bad_autosave_is_a_400_and_stores_nothing(owner_client, body, field):
    post = BlogPostFactory(is_published=False)

    for path in (f"{URL}/autosave", f"{URL}/{post.id}/autosave"):
        response = owner_client.post(path, body, format="json")
        assert response.status_code == 400, path
        assert list(response.json()) == [field]
    assert BlogPost.objects.count() == 1
    assert not BlogPostRevision.objects.exists()


# --- read time ------------------------------------------------------------------------------


def test_the_read_time_follows_the_text_unless_the_owner_sets_it(owner_client):
    words = " ".join(["word"] * 450)  # 450 words: 3 minutes at 200 a minute
    post = _written(owner_client, drop=("readTime",), content=words)
    assert (post["readTime"], post["readTimeAuto"]) == (3, True)

    shorter = owner_client.put(
        f"{URL}/{post['id']}", {"content": "A few words.", "version": 1}, format="json"
    ).json()
    assert shorter["readTime"] == 1

    owned = owner_client.put(
        f"{URL}/{post['id']}", {"readTime": 12, "version": 2}, format="json"
    ).json()
    assert (owned["readTime"], owned["readTimeAuto"]) == (12, False)
    kept = owner_client.put(
        f"{URL}/{post['id']}", {"content": words, "version": 3}, format="json"
    ).json()
    assert kept["readTime"] == 12

    automatic = owner_client.put(
        f"{URL}/{post['id']}", {"readTimeAuto": True, "version": 4}, format="json"
    ).json()
    assert (automatic["readTime"], automatic["readTimeAuto"]) == (3, True)


def test_words_are_counted_in_the_text_not_the_markup():
    html = "<p>One <strong>two</strong></p><img src='/media/a.webp' alt='x'>three"
    markdown = "# Heading here\n\n- [a link](https://example.com/a/very/long/address) don't"

    assert writing.words_in(html, "html") == 3
    assert writing.words_in(markdown, "markdown") == 5
    assert writing.read_time_of("") == 1
    assert writing.read_time_of(" ".join(["w"] * 201)) == 2


def test_a_save_by_hand_still_needs_every_text(owner_client):
    """Only an autosave may leave a draft's texts blank."""
    draft = owner_client.post(f"{URL}/autosave", {"title": "Started"}, format="json").json()

    response = owner_client.put(
        f"{URL}/{draft['id']}", {"title": "Started well", "version": 1}, format="json"
    )

    assert response.status_code == 400
    assert set(response.json()) == {"excerpt", "content"}
    assert BlogPost.objects.get().version == 1


# --- Django admin ---------------------------------------------------------------------------


def test_a_save_in_django_admin_is_a_version_and_a_revision_with_its_author(owner_browser, owner):
    from tests.blog.factories import admin_change

    post = post_create(title="Admin", excerpt="E", content="Before", is_published=True)

    response = admin_change(owner_browser, post, content="After", based_on_version=1)

    assert response.status_code == 302, response.content
    post.refresh_from_db()
    assert (post.content, post.version) == ("After", 2)
    revision = BlogPostRevision.objects.filter(post=post).order_by("-created_at")[0]
    assert (revision.version, revision.author, revision.content) == (2, owner, "After")
    page = owner_browser.get(f"/django-admin/blog/blogpost/{post.id}/change/").content.decode()
    assert "Revisions (newest first)" in page
    assert 'name="based_on_version" value="2"' in page


def test_a_stale_django_admin_form_is_refused_and_overwrites_nothing(owner_browser):
    from apps.blog.writing_admin import ADMIN_CONFLICT_MESSAGE
    from tests.blog.factories import admin_change_form

    post = post_create(title="Admin", excerpt="E", content="Before", is_published=True)
    form = admin_change_form(post, content="From an old admin page", based_on_version=1)
    post_update(instance=post, data={"content": "From the panel"})  # version 2

    response = owner_browser.post(f"/django-admin/blog/blogpost/{post.id}/change/", form)

    assert response.status_code == 200  # the form again, with its error
    assert ADMIN_CONFLICT_MESSAGE in response.content.decode()
    post.refresh_from_db()
    assert (post.content, post.version) == ("From the panel", 2)


# --- a restore keeps what it replaces (issue 25) ---------------------------------------------

THREE_TEXTS = (
    "Version one.",
    "Version one. Version two.",
    "Version one. Version two. And a third, longer text that took the longest to write.",
)


def _history_texts(owner_client, post_id) -> list[str]:
    """Every text the owner can open in History, newest first (read through the API)."""
    rows = owner_client.get(f"{URL}/{post_id}/revisions").json()
    return [
        owner_client.get(f"{URL}/{post_id}/revisions/{row['id']}").json()["content"] for row in rows
    ]


def _autosaved(owner_client, post: dict, content: str) -> dict:
    response = owner_client.post(
        f"{URL}/{post['id']}/autosave",
        {"content": content, "version": post["version"]},
        format="json",
    )
    assert response.status_code == 200, response.content
    return response.json()


def _restore(owner_client, post_id, revision_id, version) -> dict:
    response = owner_client.post(
        f"{URL}/{post_id}/revisions/{revision_id}/restore", {"version": version}, format="json"
    )
    assert response.status_code == 200, response.content
    return response.json()


def test_restoring_a_draft_s_first_autosave_keeps_the_newest_text_in_history(owner_client):
    """The owner's report: three autosaves of a new draft, then History -> Restore the first.
    The dialog promises "The text in the editor stays in History"."""
    post = owner_client.post(
        f"{URL}/autosave", {"title": "Tides", "content": THREE_TEXTS[0]}, format="json"
    ).json()
    for text in THREE_TEXTS[1:]:
        post = _autosaved(owner_client, post, text)
    rows = owner_client.get(f"{URL}/{post['id']}/revisions").json()
    assert [row["kind"] for row in rows] == ["autosave"] * 3
    first = rows[-1]

    restored = _restore(owner_client, post["id"], first["id"], post["version"])

    assert restored["contentSource"] == THREE_TEXTS[0]
    history = _history_texts(owner_client, post["id"])
    assert history[0] == THREE_TEXTS[0]
    assert THREE_TEXTS[2] in history
    # Restoring the newest text back brings it into the post again.
    newest = next(
        row
        for row in owner_client.get(f"{URL}/{post['id']}/revisions").json()
        if owner_client.get(f"{URL}/{post['id']}/revisions/{row['id']}").json()["content"]
        == THREE_TEXTS[2]
    )
    again = _restore(owner_client, post["id"], newest["id"], restored["version"])
    assert again["contentSource"] == THREE_TEXTS[2]
    assert THREE_TEXTS[0] in _history_texts(owner_client, post["id"])


def test_restoring_a_published_post_keeps_its_pending_autosave_in_history(owner_client):
    post = _written(owner_client)
    for text in THREE_TEXTS:
        _autosaved(owner_client, post, text)  # revisions only: the post stays at version 1
    first = BlogPostRevision.objects.filter(post_id=post["id"], kind="autosave").earliest(
        "created_at"
    )

    restored = _restore(owner_client, post["id"], first.id, post["version"])

    assert (restored["version"], restored["contentSource"]) == (2, THREE_TEXTS[0])
    history = _history_texts(owner_client, post["id"])
    assert history[0] == THREE_TEXTS[0]
    # The text in the editor (the newest autosave) and the published text both stay.
    assert THREE_TEXTS[2] in history
    assert VALID_POST["content"] in history


def test_pruning_never_removes_the_newest_text_of_a_line_of_work(owner, monkeypatch):
    """Autosaves before a save go, except the last one of each line of work when the save did
    not keep its text (a restore, an unpublish without the typed text); a save that kept the
    typed text makes its autosaves redundant."""
    monkeypatch.setattr(revisions, "AUTOSAVES_KEPT", 3)
    post = post_create(title="T", excerpt="E", content="v0", is_published=True)
    for n in range(5):
        writing.record_revision(post, kind="autosave", text={"content": f"typing {n}"})
    post_update(instance=post, data={"is_published": False})  # the typed text was not saved
    writing.record_revision(post, kind="autosave", text={"content": "more"})
    post_update(instance=post, data={"content": "more"})  # this save kept the typed text

    contents = list(
        BlogPostRevision.objects.filter(post=post)
        .order_by("-created_at")
        .values_list("kind", "content")
    )
    assert contents == [
        ("save", "more"),
        ("save", "v0"),
        ("autosave", "typing 4"),
        ("publish", "v0"),
    ]


def test_a_post_made_in_code_without_an_automatic_read_time_or_a_number_gets_the_default():
    post = post_create(
        title="T",
        excerpt="E",
        content="C",
        is_published=False,
        read_time=None,
        read_time_auto=False,
    )

    assert (post.read_time, post.read_time_auto) == (5, False)
