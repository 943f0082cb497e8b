"""The players' surface of one event: its own listener on the address the organizer picked, only while
started, serving ``/e/<event token>`` and ``/t/<table token>`` (:mod:`.pages`).

Rights: an event token reads that event's pairings, standings and clock; a table token reads its table
and lets a phone claim a seat; every write needs the seat's secret (a cookie), a single-use form token
from the store, a same-origin post, and an open round. Requests are rate-limited per client address and
per token; the listener caps connections, request size and time (:mod:`its_desktop.web.listener`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.routing import Route

from ..app import build_app
from ..listener import Listener
from ..net import is_loopback, lan_address, url_host
from . import pages
from .limits import RateLimiter

PER_ADDRESS = RateLimiter(rate=50.0, burst=300)   # a venue's phones may share one NAT address
PER_TOKEN = RateLimiter(rate=4.0, burst=40)       # one table: two phones


class PlayersSurface:
    def __init__(self, server: Any, event_id: int, host: str, port: int, *, https: bool = False,
                 cert_dir: Path | None = None) -> None:
        assert server.hub is not None and server.events is not None
        self.server, self.hub, self.events = server, server.hub, server.events
        self.event_id, self.host, self.port, self.https = event_id, host, port, https
        self.cert_dir = cert_dir
        self.per_address = RateLimiter(PER_ADDRESS.rate, PER_ADDRESS.burst)
        self.per_token = RateLimiter(PER_TOKEN.rate, PER_TOKEN.burst)
        self.listener: Listener | None = None
        self.forms: dict[tuple[str, str, int] | tuple[str, int, str], Any] = {}  # forms and maps, built once

    @property
    def scheme(self) -> str:
        return "https" if self.https else "http"

    def start(self) -> PlayersSurface:
        ssl = None
        if self.https:
            from .certs import self_signed

            ssl = self_signed(self.cert_dir, self.public_host)
        routes = [
            Route("/e/{token}", pages.event_page, methods=["GET", "HEAD"]),
            Route("/e/{token}/state.json", pages.event_json, methods=["GET", "HEAD"]),
            Route("/e/{token}/events", pages.event_stream, methods=["GET"]),
            Route("/t/{token}", pages.table_page, methods=["GET", "HEAD"]),
            Route("/t/{token}/map.svg", pages.table_map, methods=["GET", "HEAD"]),
            Route("/t/{token}/state.json", pages.table_json, methods=["GET", "HEAD"]),
            Route("/t/{token}/claim", pages.claim, methods=["POST"]),
            Route("/t/{token}/check", pages.check, methods=["POST"]),
            Route("/t/{token}/send", pages.send, methods=["POST"]),
            Route("/assets/{name}", pages.static, methods=["GET", "HEAD"]),
        ]
        app = build_app(routes, read_only=False)
        app.app.state.surface = self
        self.listener = Listener(app, self.host, self.port, ssl=ssl, name="its-desktop players").start()
        return self

    def stop(self) -> None:
        if self.listener is not None:
            self.listener.stop()
            self.listener = None

    @property
    def errors(self) -> int:
        return self.listener.errors if self.listener is not None else 0

    @property
    def address(self) -> tuple[str, int]:
        assert self.listener is not None
        return self.listener.address

    @property
    def public_host(self) -> str:
        return self.host if self.host not in ("0.0.0.0", "::", "") else lan_address()

    def url(self, path: str = "/") -> str:
        return f"{self.scheme}://{url_host(self.public_host)}:{self.address[1]}{path}"

    def event_url(self) -> str:
        return self.url(f"/e/{self.events.event_token(self.event_id)}")

    @property
    def warning(self) -> str:
        """What becomes reachable, and from where (the window and the command line show it)."""
        from its_desktop.domain.i18n import _

        if is_loopback(self.host):
            return _("players' pages on {host}: only this computer can open them").format(host=self.host)
        return _("players' pages on {host}: anyone on this network who has a page's link or QR code sees this "
                 "event's pairings, standings and round clock, and with a table's code can claim a seat at "
                 "that table and report its result until the round closes").format(host=self.host)
