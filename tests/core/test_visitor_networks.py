"""Every per-address limit counts a visitor by its network (apps/core/networks.py): two addresses
of one IPv6 /64 share one budget, another /64 has its own, an IPv4 address is still alone."""

import pytest
from django.conf import settings
from rest_framework.test import APIClient
from rest_framework.throttling import ScopedRateThrottle

from apps.accounts.models import SignInAttempt
from apps.contact.models import ContactMessage
from apps.core.networks import visitor_network
from apps.search.views import SearchThrottle
from apps.sharing.pages import SharedPageThrottle
from apps.testimonials.models import Testimonial
from tests.accounts.factories import OWNER_PASSWORD
from tests.helpers import VALID_CONTACT
from tests.testimonials.factories import VALID_TESTIMONIAL

pytestmark = pytest.mark.django_db

HOME = "2001:db8:1:2::1"
SAME_HOME = "2001:db8:1:2:ffff:ffff:ffff:fffe"  # another address of HOME's /64
NEXT_DOOR = "2001:db8:1:3::1"  # the next /64
IPV4 = "192.0.2.10"
OTHER_IPV4 = "192.0.2.11"
BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36"


def test_a_visitor_is_an_ipv4_address_or_an_ipv6_64():
    assert visitor_network(IPV4) == IPV4
    assert visitor_network(HOME) == visitor_network(SAME_HOME) == "2001:db8:1:2::/64"
    assert visitor_network(NEXT_DOOR) == "2001:db8:1:3::/64"
    assert visitor_network("::ffff:192.0.2.10") == IPV4
    assert visitor_network("") == ""
    assert visitor_network("not an address") == "not an address"


# --- the DRF throttles, each at a budget of 2 ----------------------------------------------


def _contact(ip):
    return APIClient().post("/api/contact", VALID_CONTACT, format="json", REMOTE_ADDR=ip)


def _testimonial(ip):
    return APIClient().post("/api/testimonials", VALID_TESTIMONIAL, format="json", REMOTE_ADDR=ip)


def _sign_in(ip):
    payload = {"username": "owner", "password": OWNER_PASSWORD}
    return APIClient().post("/api/admin/login", payload, format="json", REMOTE_ADDR=ip)


def _search_api(ip):
    return APIClient().get("/api/search", {"q": "tides"}, REMOTE_ADDR=ip)


def _search_page(ip):
    return APIClient().get("/search", {"q": "tides"}, REMOTE_ADDR=ip, HTTP_USER_AGENT=BROWSER)


def _shared_page(ip):
    return APIClient().get("/shared/no-such-token", REMOTE_ADDR=ip, HTTP_USER_AGENT=BROWSER)


SCOPED = {"contact": _contact, "testimonials": _testimonial, "login": _sign_in}
OWN_RATE = {
    "search-api": (SearchThrottle, _search_api),
    "search-page": (SearchThrottle, _search_page),
    "shared-page": (SharedPageThrottle, _shared_page),
}
KINDS = [*SCOPED, *OWN_RATE]


@pytest.fixture
def limited(request, monkeypatch, owner):
    """The request of one kind of limit, its budget made 2 (so the test is quick)."""
    kind = request.param
    if kind in SCOPED:
        monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, kind, "2/hour")
        return SCOPED[kind]
    throttle, send = OWN_RATE[kind]
    monkeypatch.setattr(throttle, "rate", "2/hour", raising=False)
    return send


def _spend_the_budget(send, ip):
    for _ in range(2):
        assert send(ip).status_code != 429


@pytest.mark.parametrize("limited", KINDS, indirect=True)
def test_two_addresses_of_one_64_share_one_budget(limited):
    _spend_the_budget(limited, HOME)

    assert limited(SAME_HOME).status_code == 429


@pytest.mark.parametrize("limited", KINDS, indirect=True)
def test_another_64_has_its_own_budget(limited):
    _spend_the_budget(limited, HOME)

    assert limited(NEXT_DOOR).status_code != 429


@pytest.mark.parametrize("limited", KINDS, indirect=True)
def test_an_ipv4_address_is_still_counted_alone(limited):
    _spend_the_budget(limited, IPV4)

    assert limited(OTHER_IPV4).status_code != 429
    assert limited(IPV4).status_code == 429
    # IPv4 written as an IPv4-mapped IPv6 address is the same visitor.
    assert limited(f"::ffff:{IPV4}").status_code == 429


def test_a_refused_submission_from_the_same_64_stores_nothing(monkeypatch):
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "contact", "2/hour")
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "testimonials", "2/hour")
    _spend_the_budget(_contact, HOME)
    _spend_the_budget(_testimonial, HOME)

    assert _contact(SAME_HOME).status_code == 429
    assert _testimonial(SAME_HOME).status_code == 429
    assert ContactMessage.objects.count() == 2
    assert Testimonial.objects.count() == 2


def test_behind_a_proxy_the_forwarded_address_is_reduced_to_its_64(monkeypatch):
    """NUM_PROXIES still picks the address out of X-Forwarded-For (DRF's get_ident); only then
    is it reduced to its network."""
    monkeypatch.setitem(ScopedRateThrottle.THROTTLE_RATES, "contact", "2/hour")
    from rest_framework.settings import api_settings

    monkeypatch.setattr(api_settings, "NUM_PROXIES", 1)

    def send(forwarded):
        return APIClient().post(
            "/api/contact",
            VALID_CONTACT,
            format="json",
            REMOTE_ADDR="10.0.0.1",  # the proxy
            HTTP_X_FORWARDED_FOR=forwarded,
        )

    _spend_the_budget(send, HOME)

    assert send(SAME_HOME).status_code == 429
    assert send(NEXT_DOOR).status_code == 201


# --- the sign-in lockout (counted in the database) -----------------------------------------


def _wrong_password(ip, username="owner"):
    payload = {"username": username, "password": "wrong-password-123"}
    return APIClient().post("/api/admin/login", payload, format="json", REMOTE_ADDR=ip)


def _home_address(n: int) -> str:
    return f"2001:db8:1:2:{n:x}::{n + 1:x}"


def test_wrong_passwords_from_one_64_lock_the_username_for_the_whole_64(owner):
    for n in range(settings.LOGIN_MAX_FAILURES):
        assert _wrong_password(_home_address(n)).status_code == 401

    assert _sign_in(SAME_HOME).status_code == 429
    assert _sign_in(NEXT_DOOR).status_code == 200


def test_twenty_failures_from_one_64_lock_it_whatever_the_usernames(owner):
    for n in range(settings.LOGIN_MAX_FAILURES_PER_ADDRESS):
        assert _wrong_password(_home_address(n), username=f"guess{n}").status_code == 401

    assert _sign_in(SAME_HOME).status_code == 429
    assert _sign_in(NEXT_DOOR).status_code == 200


def test_the_lockout_still_counts_ipv4_addresses_alone(owner):
    for _ in range(settings.LOGIN_MAX_FAILURES):
        assert _wrong_password(IPV4).status_code == 401

    assert _sign_in(IPV4).status_code == 429
    assert _sign_in(OTHER_IPV4).status_code == 200


def test_the_lockout_keeps_the_64_not_the_address(owner):
    _wrong_password(SAME_HOME)

    assert list(SignInAttempt.objects.values_list("ip_address", flat=True)) == ["2001:db8:1:2::"]
