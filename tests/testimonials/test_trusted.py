"""Testimonials you can trust (issue 16): a request's signed link works once, for 30 days, and
marks its testimonial verified; it cannot be reused, forged, altered or used late, and each case
says so in its own words; the referee can withdraw the testimonial at any time with the link of
their confirmation e-mail, and it leaves the site at once; the public form is never verified."""

import itertools
import threading
import time
from datetime import timedelta
from unittest import mock
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core import mail, signing
from django.db import connection, connections
from django.utils import timezone

from apps.testimonials import links, services
from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.core.factories import SiteProfileFactory
from tests.testimonials.factories import (
    VALID_REQUEST,
    VALID_TESTIMONIAL,
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)

pytestmark = pytest.mark.django_db

URL = "/api/testimonials"
INVITE = f"{URL}/invite"
WITHDRAW = f"{URL}/withdraw"
DAYS = 30

# What the referee fills in: the role comes from the request, whatever the form sends.
FILLED = {**VALID_TESTIMONIAL, "name": "Mr Rivera", "role": "Mentor"}

INVALID = links.INVITE_REFUSED[links.INVALID]
EXPIRED = links.INVITE_REFUSED[links.EXPIRED]
USED = links.INVITE_REFUSED[links.USED]


# --- helpers -----------------------------------------------------------------------------------


def _sent_request(owner_client) -> tuple[TestimonialRequest, str]:
    """The owner sends VALID_REQUEST; the request and the token read from the e-mail's link."""
    SiteProfileFactory(name="Ada Example")
    assert owner_client.post(f"{URL}/request", VALID_REQUEST, format="json").status_code == 201
    return TestimonialRequest.objects.get(), _link_param(mail.outbox[-1].body, "invite")


def _link_param(body: str, name: str) -> str:
    link = next(word for word in body.split() if "/testimonials?" in word)
    return parse_qs(urlsplit(link).query)[name][0]


_ADDRESSES = itertools.count(1)


def _submit(client, token, **changes):
    """POST the form through the link, each time from another address (the form's throttle,
    5 an hour per address, is tested in test_api.py)."""
    payload = {**FILLED, "invite": token, **changes}
    return client.post(URL, payload, format="json", REMOTE_ADDR=f"10.9.0.{next(_ADDRESSES) % 250}")


def _later(days: float):
    """Move the clock the signatures read on by `days` (no sleeping)."""
    future = time.time() + days * 86400
    return mock.patch("django.core.signing.time", mock.Mock(time=lambda: future))


def _refused(response, status: int, reason: str, words: str) -> None:
    assert response.status_code == status, response.content
    assert response.json() == {"detail": words, "reason": reason}
    assert response["Cache-Control"] == "no-store"


def _public(client) -> list[dict]:
    response = client.get(URL)
    assert response.status_code == 200
    return response.json()


@pytest.fixture
def sent(owner_client):
    return _sent_request(owner_client)


# --- the link in the request's e-mail ------------------------------------------------------------


def test_the_request_email_carries_a_signed_link_to_the_form_and_says_it_works_once(sent):
    request, token = sent

    assert links.invite_read(token=token) == request
    body = mail.outbox[0].body
    assert "works once, for 30 days" in body
    assert "withdraw it at any time" in body
    assert "no further e-mails will follow" not in body


def test_opening_the_link_prefills_name_and_role_without_the_address_and_uses_nothing(
    api_client, sent
):
    request, token = sent

    first = api_client.get(INVITE, {"token": token})
    second = api_client.get(INVITE, {"token": token})

    assert first.status_code == second.status_code == 200
    assert first.json() == {"name": "Coach Rivera", "role": "Coach"}
    assert "rivera@club.example" not in first.content.decode()
    assert first["Cache-Control"] == "no-store"
    request.refresh_from_db()
    assert request.used_at is None


# --- accepted once -------------------------------------------------------------------------------


def test_a_testimonial_sent_through_the_link_is_verified_pending_and_in_the_requested_role(
    api_client, sent
):
    request, token = sent

    response = _submit(api_client, token)

    assert response.status_code == 201
    assert response.json()["verified"] is True
    testimonial = Testimonial.objects.get()
    assert (testimonial.is_verified, testimonial.request, testimonial.role) == (
        True,
        request,
        "Coach",  # the request's relationship, not the "Mentor" the form sent
    )
    assert (testimonial.name, testimonial.is_approved) == ("Mr Rivera", False)
    request.refresh_from_db()
    assert request.used_at is not None
    assert _public(api_client) == []  # still waits for the owner


def test_the_referee_is_emailed_a_confirmation_with_a_withdraw_link(api_client, sent):
    _, token = sent

    _submit(api_client, token)

    confirmation = mail.outbox[-1]
    assert confirmation.to == ["rivera@club.example"]
    assert confirmation.subject == "Your testimonial for Ada Example"
    assert FILLED["content"] in confirmation.body
    withdraw = _link_param(confirmation.body, "withdraw")
    assert links.withdraw_read(token=withdraw) == Testimonial.objects.get()
    link = services.testimonial_withdraw_link(testimonial=Testimonial.objects.get())
    assert link in confirmation.body
    assert link in confirmation.alternatives[0].content


def test_once_approved_the_public_card_says_verified_and_never_the_address(
    api_client, owner_client, sent
):
    _, token = sent
    _submit(api_client, token)
    testimonial = Testimonial.objects.get()
    assert owner_client.post(f"{URL}/{testimonial.id}/approve").status_code == 200

    (card,) = _public(api_client)

    assert (card["verified"], card["role"]) == (True, "Coach")
    assert "rivera@club.example" not in api_client.get(URL).content.decode()


def test_the_owner_sees_which_request_a_verified_testimonial_answers(
    api_client, owner_client, sent
):
    request, token = sent
    _submit(api_client, token)
    TestimonialFactory(name="Someone else")

    rows = {row["name"]: row for row in owner_client.get(f"{URL}/admin").json()}

    answered = rows["Mr Rivera"]
    assert answered["verified"] is True
    assert answered["answersRequest"]["id"] == str(request.id)
    assert answered["answersRequest"]["name"] == "Coach Rivera"
    assert answered["answersRequest"]["relationship"] == "Coach"
    assert answered["answersRequest"]["sentAt"]
    assert answered["answersRequest"]["usedAt"]
    assert "rivera@club.example" not in str(answered)
    assert (rows["Someone else"]["verified"], rows["Someone else"]["answersRequest"]) == (
        False,
        None,
    )


# --- refused: reused, expired, altered, forged ---------------------------------------------------


def test_a_second_use_of_the_link_is_refused_and_stores_nothing(api_client, sent):
    _, token = sent
    assert _submit(api_client, token).status_code == 201
    outbox = len(mail.outbox)

    _refused(_submit(api_client, token, content="A second go at writing this."), 409, "used", USED)
    _refused(api_client.get(INVITE, {"token": token}), 409, "used", USED)
    assert Testimonial.objects.count() == 1
    assert len(mail.outbox) == outbox  # no second confirmation


def test_the_link_works_until_its_30th_day(api_client, sent):
    _, token = sent

    with _later(DAYS - 0.01):
        assert api_client.get(INVITE, {"token": token}).status_code == 200
        assert _submit(api_client, token).status_code == 201


def test_an_expired_link_is_refused_and_stores_nothing(api_client, sent):
    request, token = sent

    with _later(DAYS + 0.01):
        _refused(api_client.get(INVITE, {"token": token}), 410, "expired", EXPIRED)
        _refused(_submit(api_client, token), 410, "expired", EXPIRED)

    assert not Testimonial.objects.exists()
    request.refresh_from_db()
    assert request.used_at is None


def _altered(token: str) -> list[str]:
    value, _, signature = token.rpartition(":")
    pk_nonce, _, stamp = value.rpartition(":")
    other = TestimonialRequestFactory()
    flipped = ("A" if signature[5] != "A" else "B").join((signature[:5], signature[6:]))
    return [
        f"{value}:{flipped}",  # one character of the signature
        token[:-1],  # cut short when copied
        f"{other.pk.hex}.{other.nonce}:{stamp}:{signature}",  # another request's, same signature
        f"{pk_nonce[:-1]}x:{stamp}:{signature}",  # another nonce
        f"{pk_nonce}:{signing.b62_encode(int(time.time()) + 86400 * 365)}:{signature}",  # later
        token + "x",
        token.upper(),
    ]


def test_an_altered_link_is_refused_and_stores_nothing(api_client, sent):
    request, token = sent

    for altered in _altered(token):
        _refused(api_client.get(INVITE, {"token": altered}), 400, "invalid", INVALID)
        _refused(_submit(api_client, altered), 400, "invalid", INVALID)

    assert not Testimonial.objects.exists()
    request.refresh_from_db()
    assert request.used_at is None
    assert _submit(api_client, token).status_code == 201  # the real one still works


def test_a_forged_link_is_refused(api_client, settings, sent):
    request, _ = sent
    value = f"{request.pk.hex}.{request.nonce}"
    forged = [
        # The right row and nonce, signed with another key or another purpose's salt.
        signing.TimestampSigner(key="not the site's key", salt=links.INVITE_SALT).sign(value),
        signing.TimestampSigner(salt="testimonials.other").sign(value),
        signing.Signer(salt=links.WITHDRAW_SALT).sign(request.pk.hex),  # a withdraw link
        signing.TimestampSigner(salt=links.INVITE_SALT).sign(f"{request.pk.hex}.guess"),
        request.pk.hex,
        f"{request.pk.hex}.{request.nonce}",
    ]

    for token in forged:
        _refused(_submit(api_client, token), 400, "invalid", INVALID)

    assert not Testimonial.objects.exists()


@pytest.mark.parametrize(
    "token",
    ["", " ", "x" * 5000, "é:ü:ß", "a\x00b", "::", "..:..:..", "%00", "<script>", "1" * 201],
)
def test_junk_in_place_of_a_link_is_a_clear_4xx_never_a_500(api_client, token):
    checked = api_client.get(INVITE, {"token": token})
    assert checked.status_code == 400, token
    # (A NUL byte is refused before any view: "The request contains a NUL byte.")
    assert checked.json().get("reason", "invalid") == "invalid"
    withdraw = api_client.get(WITHDRAW, {"token": token})
    assert withdraw.status_code == 400
    posted = api_client.post(WITHDRAW, {"token": token}, format="json")
    assert posted.status_code == 400


def test_a_link_whose_request_the_owner_deleted_is_not_valid(api_client, sent):
    request, token = sent
    request.delete()

    _refused(api_client.get(INVITE, {"token": token}), 400, "invalid", INVALID)


@pytest.mark.parametrize(
    "payload",
    [
        {"invite": None},
        {"invite": 12345},
        {"invite": ["a", "b"]},
        {"invite": {"token": "x"}},
        {"invite": "x" * 201},
    ],
)
def test_a_malformed_invite_field_is_a_400_that_stores_nothing(api_client, payload):
    response = api_client.post(URL, {**VALID_TESTIMONIAL, **payload}, format="json")

    assert response.status_code == 400
    assert not Testimonial.objects.exists()


def test_a_link_with_a_bad_form_is_not_used_up(api_client, sent):
    request, token = sent

    response = _submit(api_client, token, content="too short")

    assert response.status_code == 400
    assert response.json() == {"content": ["Please write at least 20 characters"]}
    request.refresh_from_db()
    assert request.used_at is None
    assert _submit(api_client, token).status_code == 201


# --- single use under a race ---------------------------------------------------------------------


def test_two_submissions_through_one_link_at_once_store_one(sent, monkeypatch):
    """This submission checks the link while it is still unused, but another submission uses
    it (and commits) before this one's claim: the claim is one conditional UPDATE, so this one
    is refused and stores nothing."""
    _, token = sent
    real_read = services.invite_read

    def read_then_the_other_submission_claims_it(*, token):
        unused = real_read(token=token)  # unused, as far as this submission knows
        TestimonialRequest.objects.filter(pk=unused.pk).update(used_at=timezone.now())
        return unused

    monkeypatch.setattr(services, "invite_read", read_then_the_other_submission_claims_it)

    with pytest.raises(links.LinkRefused) as refused:
        services.testimonial_submit_invited(
            invite=token, name="Second", content="y" * 30, rating=5, age_verification="over-13",
            owner_name="Ada",
        )  # fmt: skip

    assert refused.value.reason == links.USED
    assert not Testimonial.objects.exists()
    assert len(mail.outbox) == 1  # the request only: no confirmation


@pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="SQLite runs one writer at a time (IMMEDIATE transactions): nothing can race there",
)
@pytest.mark.django_db(transaction=True)
def test_eight_simultaneous_submissions_through_one_link_store_one():
    request = TestimonialRequestFactory()
    token = links.invite_token(request=request)
    start = threading.Barrier(8)
    outcomes, failures = [], []

    def referee(n):
        try:
            start.wait()
            services.testimonial_submit_invited(
                invite=token, name=f"R{n}", content="z" * 30, rating=5,
                age_verification="over-13", owner_name="Ada",
            )  # fmt: skip
            outcomes.append("stored")
        except links.LinkRefused as refused:
            outcomes.append(refused.reason)
        except Exception as exc:  # reported below
            failures.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=referee, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert failures == []
    assert sorted(outcomes) == ["stored"] + ["used"] * 7
    assert Testimonial.objects.count() == 1


# --- the public form is never verified -----------------------------------------------------------


@pytest.mark.parametrize(
    "extra",
    [{}, {"invite": ""}, {"invite": "   "}, {"verified": True, "isVerified": True, "request": "x"}],
)
def test_the_public_form_is_never_verified(api_client, owner_client, extra):
    response = api_client.post(URL, {**VALID_TESTIMONIAL, **extra}, format="json")

    assert response.status_code == 201
    assert "verified" not in response.json()
    testimonial = Testimonial.objects.get()
    assert (testimonial.is_verified, testimonial.request) == (False, None)
    assert testimonial.role == "Teacher"  # the public form's own choice
    owner_client.post(f"{URL}/{testimonial.id}/approve")
    assert _public(api_client)[0]["verified"] is False
    assert mail.outbox == []  # no confirmation: the public form asks for no address


# --- withdrawing ---------------------------------------------------------------------------------


def _verified_and_published(api_client, owner_client, sent) -> tuple[Testimonial, str]:
    _, token = sent
    assert _submit(api_client, token).status_code == 201
    testimonial = Testimonial.objects.get()
    owner_client.post(f"{URL}/{testimonial.id}/approve")
    return testimonial, _link_param(mail.outbox[-1].body, "withdraw")


def test_opening_the_withdraw_link_shows_the_testimonial_and_removes_nothing(
    api_client, owner_client, sent
):
    testimonial, withdraw = _verified_and_published(api_client, owner_client, sent)

    response = api_client.get(WITHDRAW, {"token": withdraw})

    assert response.status_code == 200
    assert response.json() == {
        "name": "Mr Rivera",
        "role": "Coach",
        "content": FILLED["content"],
        "isApproved": True,
        "verified": True,
    }
    assert response["Cache-Control"] == "no-store"
    assert Testimonial.objects.filter(pk=testimonial.pk).exists()


def test_a_withdrawal_removes_the_testimonial_from_the_site_at_once_and_from_the_cache(
    api_client, owner_client, sent
):
    testimonial, withdraw = _verified_and_published(api_client, owner_client, sent)
    before = api_client.get(URL)  # now kept in the response cache, with its ETag
    assert [row["id"] for row in before.json()] == [str(testimonial.id)]
    assert api_client.get(URL, HTTP_IF_NONE_MATCH=before["ETag"]).status_code == 304

    response = api_client.post(WITHDRAW, {"token": withdraw}, format="json")

    assert response.status_code == 200
    assert response.json()["detail"].startswith("Your testimonial has been withdrawn")
    assert not Testimonial.objects.filter(pk=testimonial.pk).exists()
    assert api_client.get(URL, HTTP_IF_NONE_MATCH=before["ETag"]).status_code == 200
    assert _public(api_client) == []
    # The request stays marked used, so its link still says so (not "not valid").
    request = TestimonialRequest.objects.get()
    assert request.used_at is not None
    _refused(api_client.get(INVITE, {"token": sent[1]}), 409, "used", USED)


def test_a_pending_testimonial_can_be_withdrawn_too(api_client, sent):
    _, token = sent
    _submit(api_client, token)
    withdraw = _link_param(mail.outbox[-1].body, "withdraw")

    assert api_client.post(WITHDRAW, {"token": withdraw}, format="json").status_code == 200
    assert not Testimonial.objects.exists()


def test_withdrawing_twice_says_it_is_already_gone(api_client, owner_client, sent):
    _, withdraw = _verified_and_published(api_client, owner_client, sent)
    api_client.post(WITHDRAW, {"token": withdraw}, format="json")

    gone = links.WITHDRAW_REFUSED[links.WITHDRAWN]
    _refused(api_client.post(WITHDRAW, {"token": withdraw}, format="json"), 410, "withdrawn", gone)
    _refused(api_client.get(WITHDRAW, {"token": withdraw}), 410, "withdrawn", gone)


def test_an_altered_or_forged_withdraw_link_removes_nothing(api_client, owner_client, sent):
    testimonial, withdraw = _verified_and_published(api_client, owner_client, sent)
    other = ApprovedTestimonialFactory()
    invalid = links.WITHDRAW_REFUSED[links.INVALID]
    value, _, signature = withdraw.rpartition(":")
    forged = [
        f"{other.pk.hex}:{signature}",  # another testimonial under this signature
        f"{value}:{signature[:-1]}",
        signing.Signer(key="not the site's key", salt=links.WITHDRAW_SALT).sign(other.pk.hex),
        signing.Signer(salt=links.INVITE_SALT).sign(other.pk.hex),
        sent[1],  # the invitation link is not a withdraw link
        other.pk.hex,
    ]

    for token in forged:
        _refused(
            api_client.post(WITHDRAW, {"token": token}, format="json"), 400, "invalid", invalid
        )

    assert Testimonial.objects.filter(pk__in=[testimonial.pk, other.pk]).count() == 2


@pytest.mark.parametrize("body", [{}, {"token": None}, {"token": 5}, {"token": ["a"]}, []])
def test_a_malformed_withdrawal_is_a_400(api_client, body):
    ApprovedTestimonialFactory()

    response = api_client.post(WITHDRAW, body, format="json")

    assert response.status_code == 400
    assert Testimonial.objects.count() == 1


def test_the_links_ignore_a_stale_token_in_the_browser(api_client, sent):
    _, token = sent
    api_client.credentials(HTTP_AUTHORIZATION="Bearer expired.or.forged.token")

    assert api_client.get(INVITE, {"token": token}).status_code == 200
    assert _submit(api_client, token).status_code == 201


def test_a_failing_mail_server_keeps_the_testimonial_and_logs_no_address(api_client, sent, caplog):
    _, token = sent

    with mock.patch(
        "django.core.mail.EmailMultiAlternatives.send",
        side_effect=OSError("550 rivera@club.example refused"),
    ):
        response = _submit(api_client, token)

    assert response.status_code == 201
    assert Testimonial.objects.get().is_verified
    assert "Could not send a testimonial confirmation (OSError)" in caplog.text
    assert "rivera@club.example" not in caplog.text


# --- what is kept, and for how long --------------------------------------------------------------


def _age(row, days: int):
    then = timezone.now() - timedelta(days=days)
    type(row).objects.filter(pk=row.pk).update(created_at=then, updated_at=then)
    row.refresh_from_db()
    return row


def test_the_purge_keeps_an_answered_request_without_its_address_or_message(api_client, sent):
    request, token = sent
    _submit(api_client, token)
    unanswered = TestimonialRequestFactory()
    _age(request, DAYS + 1)
    _age(unanswered, DAYS + 1)

    assert services.testimonials_purge_expired() == 2  # one deleted, one erased

    request.refresh_from_db()
    assert (request.email, request.message) == ("", "")
    assert (request.name, request.relationship) == ("Coach Rivera", "Coach")
    assert request.used_at is not None
    assert not TestimonialRequest.objects.filter(pk=unanswered.pk).exists()
    assert Testimonial.objects.get().request == request
    assert services.testimonials_purge_expired() == 0  # nothing left to erase


def test_the_purge_keeps_a_recent_answered_request_whole(api_client, sent):
    request, token = sent
    _submit(api_client, token)
    _age(request, DAYS - 1)

    assert services.testimonials_purge_expired() == 0

    request.refresh_from_db()
    assert request.email == "rivera@club.example"


def test_after_a_withdrawal_the_purge_deletes_the_request(api_client, sent):
    request, token = sent
    _submit(api_client, token)
    api_client.post(
        WITHDRAW, {"token": _link_param(mail.outbox[-1].body, "withdraw")}, format="json"
    )
    _age(request, DAYS + 1)

    assert services.testimonials_purge_expired() == 1

    assert not TestimonialRequest.objects.exists()
