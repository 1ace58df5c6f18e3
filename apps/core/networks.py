"""Who one visitor is to every per-address limit (the API's throttles, the sign-in lockout, the
share-link and search budgets, the view beacon): an IPv4 address alone, an IPv6 address by its
/64 (what one home, phone or office network is given: its 2^64 addresses are one visitor, not
2^64), an IPv4-mapped IPv6 address (::ffff:192.0.2.1) as its IPv4 address.

The address itself is DRF's get_ident() (REMOTE_ADDR, or X-Forwarded-For behind NUM_PROXIES
proxies); only what is done with it afterwards is decided here."""

import ipaddress

from django.utils.crypto import salted_hmac
from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def network_address(address: str | None) -> IPAddress | None:
    """The first address of the visitor's network (the address itself for IPv4), or None for
    anything that is not an IP address."""
    try:
        ip = ipaddress.ip_address((address or "").strip())
    except ValueError:
        return None
    if ip.version == 6 and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.version == 6:
        return ipaddress.ip_network(f"{ip}/64", strict=False).network_address
    return ip


def visitor_network(address: str | None) -> str:
    """The visitor's network as text: "192.0.2.1", "2001:db8:1:2::/64". Anything else stays as
    it is; no address at all (DRF's get_ident without REMOTE_ADDR) is "" (one visitor)."""
    ip = network_address(address)
    if ip is None:
        return address or ""
    return f"{ip}/64" if ip.version == 6 else str(ip)


class NetworkThrottleMixin:
    """A DRF throttle that counts a visitor per visitor_network(): DRF's own get_ident (and so
    its NUM_PROXIES handling), reduced to the network. Put before the DRF throttle class."""

    def get_ident(self, request) -> str:
        return visitor_network(super().get_ident(request))


class NetworkScopedRateThrottle(NetworkThrottleMixin, ScopedRateThrottle):
    """DRF's ScopedRateThrottle (the rate of the view's `throttle_scope`), per network."""


class LinkOpeningThrottle(NetworkThrottleMixin, SimpleRateThrottle):
    """The openings of a page reached by a secret link (a share link, a guardian's link): at
    most 60 a minute from one visitor network, far more than a person clicks and too few to
    guess tokens with. Keyed by a keyed hash of the network, never the address itself."""

    scope = "secret-link"
    salt = "secret-link.throttle"
    rate = "60/minute"

    def get_cache_key(self, request, view) -> str:
        address = salted_hmac(self.salt, self.get_ident(request), algorithm="sha256")
        return self.cache_format % {"scope": self.scope, "ident": address.hexdigest()[:32]}
