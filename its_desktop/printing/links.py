"""The players' pages printed on paper: each table's page and the event page as URLs for QR codes, and the
strict-mode seat codes, handed to the table pack by whoever holds the tokens (the tournament window).

The URLs are ``<base>/t/<table token>`` and ``<base>/e/<event token>``; ``<base>`` is the address the
organizer serves the players' pages on (``http://192.168.1.20:8080``). With none set, :func:`default_base`
guesses this computer's address on the venue network and the players' pages' default port 8080: right when
the pages are served from this computer, and printed in words under every QR code so a wrong guess is
seen before the pack is handed out.
"""

from __future__ import annotations

import socket
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import quote, urlsplit

from its_desktop.domain.i18n import _

from .output import PrintError

DEFAULT_PORT = 8080  # the players' pages' default port (its-desktop serve, Tournament → Players' pages…)
Side = str  # "A" or "B"


@dataclass(frozen=True)
class PackLinks:
    """What a round's pack prints beside its tables: each table's page, the event page, and (strict mode)
    each player's seat code, printed on that player's own score sheet only."""

    event_url: str | None = None
    table_urls: Mapping[int | str, str] = field(default_factory=dict)
    seat_codes: Mapping[tuple[int | str, Side], str] = field(default_factory=dict)


def check_base(base: str) -> str:
    """``base`` without a trailing slash; not an http(s) address with a host raises PrintError."""
    text = base.strip().rstrip("/") if isinstance(base, str) else ""
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise PrintError("players_url", _("expected an address such as http://192.168.1.20:8080, got {value}")
                          .format(value=repr(base)))
    return text


def table_url(base: str, token: str) -> str:
    return f"{check_base(base)}/t/{quote(token, safe='')}"


def event_url(base: str, token: str) -> str:
    return f"{check_base(base)}/e/{quote(token, safe='')}"


def lan_address() -> str:
    """The address other machines on the venue network reach this one at (loopback when there is none)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET: nothing is sent, the OS only picks the route
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def default_base() -> str:
    return f"http://{lan_address()}:{DEFAULT_PORT}"


__all__ = ["DEFAULT_PORT", "PackLinks", "check_base", "default_base", "event_url", "lan_address", "table_url"]
