"""The read-only stream server: pages for OBS Browser Sources, ``/state.json`` and Server-Sent Events.

Built on the standard library's ``ThreadingHTTPServer`` (which parses HTTP, refuses request lines and
header lines over 64 KiB and more than 100 headers, and closes that one connection): each request has its
own thread, so a stuck or hostile client never stops the others. Only GET and HEAD exist; every other
method is answered 405. Bound to 127.0.0.1 unless asked; on any other address every URL must carry the
access token (``?token=…``) the server was started with.

Changes reach it through :mod:`its_desktop.persistence.notify` (LISTEN/NOTIFY on PostgreSQL, watching the
file on SQLite): each one bumps a sequence number, and every open ``/events`` stream sends its page's
public state again if it changed (at most ``MAX_RATE`` times a second, a keep-alive comment every 15 s).
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import logging
import secrets
import threading
import time
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from sqlalchemy.exc import SQLAlchemyError

from its_desktop.persistence.errors import DatabaseUnavailable
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games
from its_desktop.persistence.notify import Subscription, subscribe

from . import mapsvg
from .public import NotPublished, PublicState, Scope, dumps
from .textfiles import TextFiles

log = logging.getLogger("its_desktop.overlay")

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
PAGES = ("scoreboard", "map", "standings", "pairings", "clock")
ASSETS = {"overlay.css": "text/css; charset=utf-8", "overlay.js": "text/javascript; charset=utf-8"}
MAX_RATE = 10  # state messages per second per stream, at most
KEEPALIVE_S = 15.0
MAX_QUERY = 2048  # characters of a query string
ALLOW = "GET, HEAD"


def is_loopback(host: str) -> bool:
    if host in ("localhost", ""):
        return host == "localhost"
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Hub:
    """The sequence number of committed changes, and a per-scope cache of the public state at that number."""

    def __init__(self, state: PublicState):
        self.state = state
        self.seq = 1
        self._cond = threading.Condition()
        self._cache: dict[tuple, tuple[int, str]] = {}
        self._lock = threading.Lock()  # one database read at a time per scope is plenty
        self.stopping = threading.Event()
        self.listeners: list = []  # callables(seq) run after every change (the text files)

    def changed(self, change: dict[str, Any] | None = None) -> None:
        if change and change.get("lost"):
            return  # the listener lost the server: nothing new to read (it says "reconnected" when back)
        with self._cond:
            self.seq += 1
            self._cond.notify_all()
        for fn in list(self.listeners):
            try:
                fn(self.seq)
            except Exception:  # noqa: BLE001 - a broken text folder must not stop the stream
                log.exception("overlay listener failed")

    def wait(self, seen: int, timeout: float) -> int:
        with self._cond:
            self._cond.wait_for(lambda: self.seq != seen or self.stopping.is_set(), timeout)
            return self.seq

    def fresh(self, scope: Scope) -> str:
        """Read now, bypassing the cache: a plain GET right after a commit sees it even before the change
        listener has (the cache serves the many ``/events`` streams, which wait for the listener anyway)."""
        return dumps(self.state.scoped(scope))

    def json_for(self, scope: Scope) -> str:
        key = (scope.game, scope.table, scope.event, scope.round)
        with self._lock:
            seq = self.seq
            hit = self._cache.get(key)
            if hit is not None and hit[0] == seq:
                return hit[1]
            text = dumps(self.state.scoped(scope))
            self._cache[key] = (seq, text)
            if len(self._cache) > 256:
                self._cache.pop(next(iter(self._cache)))
            return text


@dataclass
class Request:
    path: str
    query: dict[str, str]


class BadRequest(ValueError):
    pass


class Handler(BaseHTTPRequestHandler):
    server_version = "its-desktop-overlay"
    sys_version = ""
    timeout = 15  # seconds a client may take to send its request (and to take each write)
    server: OverlayHTTPServer

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionError, TimeoutError):
            pass  # the client went away mid-answer: nothing to tell it

    # -- methods --------------------------------------------------------------------------------------

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self._serve(head=False)

    def do_HEAD(self) -> None:  # noqa: N802
        self._serve(head=True)

    def __getattr__(self, name: str):
        # http.server dispatches to do_<METHOD>: every method but GET and HEAD is refused here, whatever it is.
        if name.startswith("do_"):
            return self._not_allowed
        raise AttributeError(name)

    def _not_allowed(self) -> None:
        self._plain(HTTPStatus.METHOD_NOT_ALLOWED, "read-only: only GET and HEAD\n", extra={"Allow": ALLOW})

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - http.server's signature
        log.debug("%s %s", self.address_string(), format % args)

    # -- routing --------------------------------------------------------------------------------------

    def _serve(self, head: bool) -> None:
        try:
            req = self._parse()
            if self.server.loopback and not _loopback_host_header(self.headers.get("Host")):
                # A page elsewhere whose name was made to point at 127.0.0.1 (DNS rebinding) reads nothing.
                self._plain(HTTPStatus.FORBIDDEN, "this overlay answers to 127.0.0.1 and localhost only\n")
                return
            # The stylesheet and script are the same for everyone and hold no data: no token needed.
            if not req.path.startswith("/assets/") and not self._authorised(req):
                self._plain(HTTPStatus.FORBIDDEN, "this overlay needs its access token: use the URL the app shows\n")
                return
            self._route(req, head)
        except BadRequest as exc:
            self._plain(HTTPStatus.BAD_REQUEST, f"{exc}\n")
        except NotPublished as exc:
            self._plain(HTTPStatus.NOT_FOUND, f"{exc}\n")
        except (DatabaseUnavailable, SQLAlchemyError) as exc:
            log.warning("overlay: database: %s", exc)
            self._plain(HTTPStatus.SERVICE_UNAVAILABLE, "the database is not reachable; reconnecting\n")
        except (ConnectionError, TimeoutError):
            pass

    def _parse(self) -> Request:
        parts = urlsplit(self.path)
        if len(parts.query) > MAX_QUERY:
            raise BadRequest("query string too long")
        try:
            raw = parse_qs(parts.query, keep_blank_values=True, strict_parsing=False, max_num_fields=20)
        except ValueError:
            raise BadRequest("too many query parameters") from None
        return Request(parts.path.rstrip("/") or "/", {k: v[-1] for k, v in raw.items()})

    def _authorised(self, req: Request) -> bool:
        token = self.server.token
        return token is None or hmac.compare_digest(req.query.get("token", "").encode(), token.encode())

    def _route(self, req: Request, head: bool) -> None:
        path = req.path
        if path == "/":
            self._send(HTTPStatus.OK, "text/html; charset=utf-8", _index(self.server), head)
        elif path.lstrip("/") in PAGES:
            self._send(HTTPStatus.OK, "text/html; charset=utf-8", _page(path.lstrip("/")), head)
        elif path.startswith("/assets/") and path[len("/assets/"):] in ASSETS:
            name = path[len("/assets/"):]
            self._send(HTTPStatus.OK, ASSETS[name], _asset(name), head)
        elif path == "/state.json":
            text = self.server.hub.fresh(_scope(req.query))
            self._send(HTTPStatus.OK, "application/json; charset=utf-8", text.encode(), head)
        elif path == "/map.svg":
            scope = _scope(req.query)
            if scope.game is None and scope.table is None:
                raise BadRequest("map.svg needs ?table=N or ?game=ID")
            state = json.loads(self.server.hub.fresh(scope))
            view = (state.get("game") or {}).get("map")
            if view is None:
                raise NotPublished("this table's game is not tallied in the app: no map to show")
            svg = mapsvg.render(view, theme=req.query.get("theme", "light"))
            self._send(HTTPStatus.OK, "image/svg+xml; charset=utf-8", svg.encode(), head)
        elif path == "/events":
            self._events(_scope(req.query), head)
        else:
            self._plain(HTTPStatus.NOT_FOUND, "no such page\n")

    # -- Server-Sent Events -----------------------------------------------------------------------------

    def _events(self, scope: Scope, head: bool) -> None:
        hub = self.server.hub
        seq = hub.seq  # read before the state: a change in between is then sent again, never missed
        first = hub.json_for(scope)  # an unknown game or event is a 404 here, before the stream starts
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Accel-Buffering", "no")
        self.end_headers()
        if head:
            return
        last = None
        text = first
        self.wfile.write(b"retry: 1000\n\n")
        while not hub.stopping.is_set():
            if text != last:
                self.wfile.write(f"id: {seq}\nevent: state\ndata: {text}\n\n".encode())
                self.wfile.flush()
                last = text
            sent_at = time.monotonic()
            new = hub.wait(seq, KEEPALIVE_S)
            if hub.stopping.is_set():
                break
            if new == seq:
                self.wfile.write(b": keep-alive\n\n")
                self.wfile.flush()
                continue
            pause = 1.0 / MAX_RATE - (time.monotonic() - sent_at)
            if pause > 0:
                time.sleep(pause)
            seq = hub.seq
            try:
                text = hub.json_for(scope)
            except NotPublished as exc:
                self.wfile.write(f"event: gone\ndata: {json.dumps(str(exc))}\n\n".encode())
                self.wfile.flush()
                return

    # -- responses -------------------------------------------------------------------------------------

    def _send(self, status: HTTPStatus, ctype: str, body: bytes | str, head: bool,
              extra: dict[str, str] | None = None) -> None:
        data = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if not head:
            self.wfile.write(data)

    def _plain(self, status: HTTPStatus, text: str, extra: dict[str, str] | None = None) -> None:
        self._send(status, "text/plain; charset=utf-8", text, self.command == "HEAD", extra)


def _int(query: dict[str, str], name: str) -> int | None:
    v = query.get(name)
    if v is None or v == "":
        return None
    if not v.isdigit() or len(v) > 9:
        raise BadRequest(f"{name}: must be a whole number, got {v[:20]!r}")
    return int(v)


def _scope(query: dict[str, str]) -> Scope:
    return Scope(game=_int(query, "game"), table=_int(query, "table"), event=_int(query, "event"),
                 round=_int(query, "round"))


def _loopback_host_header(host: str | None) -> bool:
    if not host:
        return True  # HTTP/1.0 clients may leave it out
    host = host.strip().lower()
    name = host[1:host.index("]")] if host.startswith("[") and "]" in host else host.rsplit(":", 1)[0]
    return name == "localhost" or is_loopback(name)


def _asset(name: str) -> bytes:
    return resources.files("its_desktop.resources").joinpath("overlay", name).read_bytes()


def _page(name: str) -> bytes:
    """The page in the current language (--lang, or the GUI's): overlay.js words follow <html lang>."""
    from its_desktop.domain.i18n import language

    page = _asset(f"{name}.html") if name != "index" else b""
    return page.replace(b'<html lang="en">', f'<html lang="{language()}">'.encode(), 1)


def _index(server: OverlayHTTPServer) -> str:
    from html import escape

    from its_desktop.domain.i18n import _, language

    links = [(label, server.url(path)) for label, path in server.page_urls()]
    rows = "".join(f'<li><a href="{escape(u)}">{escape(label)}</a> <code>{escape(u)}</code></li>' for label, u in links)
    # the parameters are the URL's own words: the same in every language
    usage = _("Add a page as an OBS Browser Source (1920×1080). Parameters: {theme}, {layout}, {page} (rows per "
              "page), {every} (seconds per page).").format(theme="theme=dark|light", layout="layout=bar|full",
                                                           page="page=N", every="every=S")
    return (f'<!doctype html><html lang="{language()}"><meta charset=utf-8>'
            f"<title>{escape(_('ITS overlay'))}</title>"
            "<style>body{font:16px system-ui;background:#fff;margin:2em}code{color:#555}</style>"
            f"<h1>{escape(_('ITS Table Assistant — stream overlay'))}</h1><ul>{rows}</ul><p>{escape(usage)}</p>")


ASSET_NAMES = tuple(ASSETS) + tuple(f"{p}.html" for p in PAGES)


class OverlayHTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True

    def __init__(self, address, hub: Hub, token: str | None, public_host: str):
        self.hub, self.token, self.public_host = hub, token, public_host
        self.loopback = is_loopback(address[0])
        self.errors = 0  # requests whose handler raised (a bug: every expected failure has its answer)
        super().__init__(address, Handler)

    def handle_error(self, request, client_address) -> None:
        # The default prints a traceback to stderr; count it and log it instead, and keep serving.
        self.errors += 1
        log.exception("overlay: request from %s failed", client_address[0])

    def url(self, path: str) -> str:
        host = self.public_host
        if ":" in host and not host.startswith("["):
            host = f"[{host}]"
        sep = "&" if "?" in path else "?"
        tok = f"{sep}token={self.token}" if self.token else ""
        return f"http://{host}:{self.server_address[1]}{path}{tok}"

    def page_links(self) -> list[PageLink]:
        """The pages to show a streamer: one per page and per current table, game and event."""
        out: list[PageLink] = []
        try:
            state = self.hub.state.full()
        except (DatabaseUnavailable, SQLAlchemyError):
            state = {"events": [], "games": []}
        for ev in state["events"]:
            e, name = ev["id"], ev["name"]
            for t in ev["pairings"]["tables"]:
                n = t["table"]
                out += [PageLink("table-scoreboard", f"/scoreboard?event={e}&table={n}", event=name, table=n),
                        PageLink("table-map", f"/map?event={e}&table={n}", event=name, table=n)]
            out += [PageLink("standings", f"/standings?event={e}", event=name),
                    PageLink("pairings", f"/pairings?event={e}", event=name),
                    PageLink("clock", f"/clock?event={e}", event=name)]
        for g in state["games"]:
            who = f"{g['players']['A']['name']} v {g['players']['B']['name']}"
            out += [PageLink("game-scoreboard", f"/scoreboard?game={g['id']}", game=g["id"], players=who),
                    PageLink("game-map", f"/map?game={g['id']}", game=g["id"], players=who)]
        out.append(PageLink("state", "/state.json"))
        return out

    def page_urls(self) -> list[tuple[str, str]]:
        """(label in the current language, path) of every page (the CLI, the index page)."""
        return [(link.label, link.path) for link in self.page_links()]


def page_labels() -> dict[str, str]:
    """The labels of the pages in the current language (--lang, or the GUI's); the window words them
    through Qt's catalog from the same fields (ui/stream_menu.py)."""
    from its_desktop.domain.i18n import _

    return {
        "table-scoreboard": _("{event}: table {table} scoreboard"),
        "table-map": _("{event}: table {table} map"),
        "standings": _("{event}: standings"),
        "pairings": _("{event}: pairings"),
        "clock": _("{event}: round clock"),
        "game-scoreboard": _("game {game} ({players}): scoreboard"),
        "game-map": _("game {game} ({players}): map"),
        "state": _("all public state (JSON)"),
    }


@dataclass(frozen=True)
class PageLink:
    """One page to show a streamer: what it shows (``kind``, a key of ``page_labels()``) and of what."""

    kind: str
    path: str
    event: str = ""            # the event's name
    table: int | None = None
    game: int | None = None
    players: str = ""          # "Ana v Ben"

    @property
    def label(self) -> str:
        return page_labels()[self.kind].format(event=self.event, table=self.table, game=self.game,
                                               players=self.players)


class OverlayServer:
    """The server with its database connection and change listener, in its own threads.

    ``host`` other than loopback gets an access token (``token``, generated when not given) that every URL
    must carry; a ``token`` given is required on loopback too. ``text_dir`` (optional) is a folder kept up to date with plain-text files for OBS text
    sources, following ``text_scope`` (default: the newest tally game).
    """

    def __init__(self, db_url: str | None = None, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, *,
                 token: str | None = None, text_dir: Path | None = None, text_scope: Scope | None = None):
        self.db_url, self.host, self.port = db_url, host, port
        self.loopback = is_loopback(host)
        # A token given is always required; off loopback one is made when not given.
        self.token = token or (None if self.loopback else secrets.token_urlsafe(16))
        self.text_dir, self.text_scope = text_dir, text_scope
        self.games: Games | None = None
        self.httpd: OverlayHTTPServer | None = None
        self.subscription: Subscription | None = None
        self._thread: threading.Thread | None = None
        self.text_files: TextFiles | None = None

    @property
    def warning(self) -> str | None:
        if self.loopback:
            return None
        from its_desktop.domain.i18n import _

        return _("serving on {host}, not only this computer: anyone on the network who has the URL "
                 "(with its token) sees the overlay").format(host=self.host)

    def start(self) -> OverlayServer:
        """Connect (raises :class:`DatabaseUnavailable`), bind (raises ``OSError``) and serve in a thread."""
        self.games = Games.open(self.db_url)
        try:
            hub = Hub(PublicState(self.games, Events(self.games.engine)))
            public_host = self.host if self.host not in ("0.0.0.0", "::", "") else _lan_address()
            self.httpd = OverlayHTTPServer((self.host, self.port), hub, self.token, public_host)
            if self.text_dir is not None:
                self.text_files = TextFiles(self.text_dir, hub, self.text_scope)
                hub.listeners.append(self.text_files.update)
                self.text_files.update(hub.seq)
            self.subscription = subscribe(self.games.engine.url.render_as_string(hide_password=False),
                                          hub.changed)
            self._thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.2},
                                            name="its-desktop overlay", daemon=True)
            self._thread.start()
        except BaseException:
            self.stop()
            raise
        return self

    def ready(self, timeout: float = 10.0) -> bool:
        """Wait until the change listener is in place (changes committed after this are delivered)."""
        return self.subscription is not None and self.subscription.ready.wait(timeout)

    @property
    def address(self) -> tuple[str, int]:
        assert self.httpd is not None
        host, port = self.httpd.server_address[:2]
        return str(host), int(port)

    def url(self, path: str = "/") -> str:
        assert self.httpd is not None
        return self.httpd.url(path)

    def page_urls(self) -> list[tuple[str, str]]:
        """(label in the current language, URL) of every page."""
        assert self.httpd is not None
        return [(label, self.httpd.url(path)) for label, path in self.httpd.page_urls()]

    def page_links(self) -> list[tuple[PageLink, str]]:
        """Every page with its URL, for a window that words the labels in its own language."""
        assert self.httpd is not None
        return [(link, self.httpd.url(link.path)) for link in self.httpd.page_links()]

    def publish_table(self, game_id: int, document: dict[str, Any] | None) -> None:
        """The table of ``game_id`` as it is now (an ``.itstable`` document; None: back to its snapshots),
        from a window serving the overlay in-process. It is shown through the same stream view."""
        if self.httpd is None:
            return
        live = self.httpd.hub.state.live
        if document is None:
            live.pop(game_id, None)
        else:
            live[game_id] = document
        self.httpd.hub.changed({"games": [game_id], "live": True})

    def stop(self) -> None:
        if self.httpd is not None:
            self.httpd.hub.stopping.set()
            with self.httpd.hub._cond:
                self.httpd.hub._cond.notify_all()
            if self._thread is not None:
                self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None
        if self.subscription is not None:
            self.subscription.close()
            self.subscription = None
        if self.games is not None:
            self.games.close()
            self.games = None

    def __enter__(self) -> OverlayServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _lan_address() -> str:
    """The address other machines reach this one at (for the URLs shown), when serving on every interface."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET: no packet is sent, the OS only picks the route
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "Hub", "OverlayServer", "PAGES", "is_loopback"]
