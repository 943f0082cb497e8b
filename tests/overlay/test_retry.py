"""A stream page outlives its server. Stopped (the streamer's laptop restarting the app), the page says it is
reconnecting in its own language while the browser retries the event stream by itself. Refused (a server
that answers 503 while it cannot read the database: a browser gives an event stream up for good then), the
page asks why and tries again itself every 3 s. Started again on the same address, the page shows the event
again by itself, with no reload in OBS. Read in Chromium, a French and a Spanish scoreboard at once."""

from __future__ import annotations

import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from its_desktop.web.server import OverlayServer

from ..web.browser import ARGS, chromium_path
from its_desktop.persistence.events import Events

pytestmark = pytest.mark.browser

RECONNECTING = {"fr": "reconnexion…", "es": "reconectando…"}


def event(url: str) -> dict[str, int]:
    """Four players paired (the least an S16 event pairs): table 1 for the scoreboard."""
    with Events.open(url) as events:
        ev = events.create_event("Spring Open", "s16", points=300, who="TO")
        for name in ("Ana Lopez", "Ben Okafor", "Chloé Martin", "Dario Rossi"):
            events.add_player(ev.id, name, faction="PanOceania", who="TO")
        events.set_round(ev.id, 1, "s16/supremacy", 300, who="TO")
        events.save_pairings(ev.id, events.pair(ev.id, 1, seed=7), who="TO")
        return {"event": ev.id, "table": events.games(ev.id, 1)[0].table}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(url: str, port: int) -> OverlayServer:
    srv = OverlayServer(url, "127.0.0.1", port).start()
    assert srv.ready(10)
    return srv


class Refusing(BaseHTTPRequestHandler):
    """What the address answers while the app cannot read its database: 503 to everything."""

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        body = b"the database is not reachable; reconnecting\n"
        self.send_response(503)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def refusing(port: int) -> ThreadingHTTPServer:
    ThreadingHTTPServer.allow_reuse_address = True
    httpd = ThreadingHTTPServer(("127.0.0.1", port), Refusing)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def test_a_stopped_server_is_retried_and_the_page_recovers(sqlite_url):
    from playwright.sync_api import sync_playwright

    ids = event(sqlite_url)
    port = free_port()
    srv = start(sqlite_url, port)
    path = chromium_path()
    assert path is not None, "no chromium (scripts/os-packages.sh installs Debian's)"
    errors: list[str] = []
    asked: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=path, args=ARGS, headless=True)
            try:
                pages = {}
                for lang in RECONNECTING:
                    page = browser.new_page(viewport={"width": 1280, "height": 720})
                    page.on("pageerror", lambda e: errors.append(str(e)))
                    page.on("request", lambda r: asked.append(r.url))
                    page.goto(srv.url(f"/scoreboard?event={ids['event']}&table={ids['table']}&lang={lang}"))
                    page.wait_for_function("document.body.dataset.rendered", timeout=15000)
                    assert page.locator("#status").is_hidden()
                    pages[lang] = page
                shown = {lang: page.locator("#root").inner_text() for lang, page in pages.items()}

                srv.stop()
                for lang, page in pages.items():
                    page.wait_for_function("document.getElementById('status').dataset.kind === 'reconnecting'",
                                           timeout=15000)
                    status = page.locator("#status")
                    assert status.is_visible() and status.inner_text() == RECONNECTING[lang]
                    page.evaluate("delete document.body.dataset.rendered")
                # Refused: the browser closes the stream; the page asks /state.json why, then listens again 3 s on.
                stub = refusing(port)
                try:
                    first = time.monotonic()
                    while sum("/state.json" in u for u in asked) < 4 and time.monotonic() - first < 15:
                        pages["fr"].wait_for_timeout(200)
                    waited = time.monotonic() - first
                finally:
                    stub.shutdown()
                    stub.server_close()
                assert sum("/state.json" in u for u in asked) >= 4, "each page asks why, and again 3 s later"
                assert waited >= 2.5, "not a tight loop: the page waits its 3 s between tries"
                for lang, page in pages.items():
                    assert page.locator("#status").inner_text() == RECONNECTING[lang], "still saying so"
                    assert page.locator("#status").get_attribute("data-kind") == "reconnecting"

                srv = start(sqlite_url, port)  # the same address, as the streamer's OBS sources have it
                for lang, page in pages.items():
                    page.wait_for_function("document.body.dataset.rendered", timeout=15000)
                    page.wait_for_function("document.getElementById('status').hidden", timeout=5000)
                    assert page.locator("#root").inner_text() == shown[lang], "the event shown again as it was"
                    assert "Ana Lopez" in shown[lang] or "Ben Okafor" in shown[lang] or "Dario Rossi" in shown[lang]
            finally:
                browser.close()
    finally:
        srv.stop()
    assert not errors, errors
