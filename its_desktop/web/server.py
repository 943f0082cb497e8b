"""The event's web server: the read-only stream surface (pages for OBS Browser Sources, ``/state.json``,
Server-Sent Events) and, while the organizer has started it, the players' surface, as one Starlette
application served by uvicorn in threads of its own.

The stream listener is bound to 127.0.0.1 unless asked; on any other address every URL must carry the
access token (``?token=…``) the server was started with. Only GET and HEAD exist there; every other
method is answered 405 (:mod:`its_desktop.web.stream`). HTTP parsing, limits on request size, the head
deadline and the connection cap are :mod:`its_desktop.web.listener`'s.

Changes reach it through :mod:`its_desktop.persistence.notify` (LISTEN/NOTIFY on PostgreSQL, watching the
file on SQLite): each one bumps a sequence number (:class:`~its_desktop.web.hub.Hub`), and every open
``/events`` stream sends its page's public state again if it changed (at most ``MAX_RATE`` times a
second, a keep-alive comment every 15 s).
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from its_desktop.persistence.errors import DatabaseUnavailable
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games
from its_desktop.persistence.notify import Subscription, subscribe

from .app import build_app
from .hub import Hub
from .listener import Listener
from .net import is_loopback, lan_address, url_host
from .public import PublicState, Scope
from .stream import ALLOW, ASSETS, KEEPALIVE_S, MAX_QUERY, MAX_RATE, PAGES, asset
from .textfiles import TextFiles

log = logging.getLogger("its_desktop.overlay")

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
ASSET_NAMES = tuple(ASSETS) + tuple(f"{p}.html" for p in PAGES)


def page_links(state: PublicState) -> list[PageLink]:
    """The pages to show a streamer: one per page and per current table, game and event."""
    out: list[PageLink] = []
    try:
        full = state.full()
    except (DatabaseUnavailable, SQLAlchemyError):
        full = {"events": [], "games": []}
    for ev in full["events"]:
        e, name = ev["id"], ev["name"]
        for t in ev["pairings"]["tables"]:
            n = t["table"]
            out += [PageLink("table-scoreboard", f"/scoreboard?event={e}&table={n}", event=name, table=n),
                    PageLink("table-map", f"/map?event={e}&table={n}", event=name, table=n),
                    PageLink("table-lowerthird", f"/lowerthird?event={e}&table={n}", event=name, table=n)]
        out += [PageLink("standings", f"/standings?event={e}", event=name),
                PageLink("pairings", f"/pairings?event={e}", event=name),
                PageLink("clock", f"/clock?event={e}", event=name),
                PageLink("ticker", f"/ticker?event={e}", event=name)]
    for g in full["games"]:
        who = (g["players"]["A"]["name"], g["players"]["B"]["name"])  # worded when shown: "Ana contre Ben"
        out += [PageLink("game-scoreboard", f"/scoreboard?game={g['id']}", game=g["id"], sides=who),
                PageLink("game-map", f"/map?game={g['id']}", game=g["id"], sides=who),
                PageLink("game-lowerthird", f"/lowerthird?game={g['id']}", game=g["id"], sides=who)]
    out.append(PageLink("state", "/state.json"))
    return out


def _index(server: Any) -> str:
    """The index page; ``server`` gives ``page_links()`` as (kind, label, path) and ``url(path)``."""
    from .start_page import index_html

    return index_html(server.page_links(), server.url)


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
        "table-lowerthird": _("{event}: table {table} players (lower third)"),
        "ticker": _("{event}: results and standings ticker"),
        "game-lowerthird": _("game {game} ({players}): players (lower third)"),
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
    players: str = ""          # already worded ("Ana contre Ben"); else made from ``sides`` when shown
    sides: tuple[str, str] | None = None  # the two players' names

    @property
    def who(self) -> str:
        """The two players in the reader's language ("Ana contre Ben", "Ana contra Ben")."""
        if self.sides is None:
            return self.players
        from its_desktop.domain.i18n import _

        return _("{a} v {b}").format(a=self.sides[0], b=self.sides[1])

    @property
    def label(self) -> str:
        return page_labels()[self.kind].format(event=self.event, table=self.table, game=self.game,
                                               players=self.who)


class _Paths:
    """The index page's view of a server: labels with paths, and their URLs."""

    def __init__(self, server: OverlayServer) -> None:
        self.server = server

    def page_urls(self) -> list[tuple[str, str]]:
        return [(label, path) for _kind, label, path in self.page_links()]

    def page_links(self) -> list[tuple[str, str, str]]:
        assert self.server.hub is not None
        return [(link.kind, link.label, link.path) for link in page_links(self.server.hub.state)]

    def url(self, path: str) -> str:
        return self.server.url(path)


class OverlayServer:
    """The server with its database connection and change listener, its listeners in their own threads.

    ``host`` other than loopback gets an access token (``token``, generated when not given) that every URL
    must carry; a ``token`` given is required on loopback too. ``host=None`` serves no stream (the
    players' pages only). ``text_dir`` (optional) is a folder kept up to date with plain-text files for
    OBS text sources, following ``text_scope`` (default: the newest tally game).
    """

    def __init__(self, db_url: str | None = None, host: str | None = DEFAULT_HOST, port: int = DEFAULT_PORT, *,
                 token: str | None = None, text_dir: Path | None = None, text_scope: Scope | None = None):
        self.db_url, self.host, self.port = db_url, host, port
        self.loopback = host is None or is_loopback(host)
        # A token given is always required; off loopback one is made when not given.
        self.token = token or (None if self.loopback else secrets.token_urlsafe(16))
        self.text_dir, self.text_scope = text_dir, text_scope
        self.games: Games | None = None
        self.events: Events | None = None
        self.hub: Hub | None = None
        self.httpd: Listener | None = None  # the stream's listener
        self.players: Any = None  # a PlayersSurface while the players' pages are served
        self.subscription: Subscription | None = None
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
            self.events = Events(self.games.engine)
            self.hub = hub = Hub(PublicState(self.games, self.events))
            if self.text_dir is not None:
                self.text_files = TextFiles(self.text_dir, hub, self.text_scope)
                hub.listeners.append(self.text_files.update)
                self.text_files.update(hub.seq)
            self.subscription = subscribe(self.games.engine.url.render_as_string(hide_password=False),
                                          hub.changed)
            if self.host is not None:
                from .stream import StreamSurface

                surface = StreamSurface(lambda: _index(_Paths(self)), hub, self.token, self.loopback)
                self.httpd = Listener(build_app(surface.routes(), read_only=True), self.host, self.port,
                                      name="its-desktop overlay").start()
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
        return self.httpd.address

    @property
    def public_host(self) -> str:
        assert self.host is not None
        return self.host if self.host not in ("0.0.0.0", "::", "") else lan_address()

    def url(self, path: str = "/") -> str:
        sep = "&" if "?" in path else "?"
        tok = f"{sep}token={self.token}" if self.token else ""
        return f"http://{url_host(self.public_host)}:{self.address[1]}{path}{tok}"

    def page_links(self) -> list[tuple[PageLink, str]]:
        """Every page with its URL, for a window that words the labels in its own language."""
        assert self.hub is not None
        return [(link, self.url(link.path)) for link in page_links(self.hub.state)]

    def page_urls(self) -> list[tuple[str, str]]:
        """(label in the current language, URL) of every page."""
        return [(link.label, url) for link, url in self.page_links()]

    def publish_table(self, game_id: int, document: dict[str, Any] | None) -> None:
        """The table of ``game_id`` as it is now (an ``.itstable`` document; None: back to its snapshots),
        from a window serving the overlay in-process. It is shown through the same stream view."""
        if self.hub is None:
            return
        live = self.hub.state.live
        if document is None:
            live.pop(game_id, None)
        else:
            live[game_id] = document
        self.hub.changed({"games": [game_id], "live": True})

    # -- the players' pages ---------------------------------------------------------------------------

    def start_players(self, event_id: int, host: str, port: int, *, https: bool = False,
                      cert_dir: Path | None = None) -> Any:
        """Serve the players' pages of ``event_id`` on ``host:port`` (raises ``OSError`` when the port is
        busy); returns the surface (its ``url``, ``warning``)."""
        from .players.surface import PlayersSurface

        assert self.hub is not None and self.games is not None, "start() first"
        self.stop_players()
        self.players = PlayersSurface(self, event_id, host, port, https=https, cert_dir=cert_dir).start()
        return self.players

    def stop_players(self) -> None:
        if self.players is not None:
            self.players.stop()
            self.players = None

    def stop(self) -> None:
        if self.hub is not None:
            self.hub.stop()
        self.stop_players()
        if self.httpd is not None:
            self.httpd.stop()
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


__all__ = ["ALLOW", "ASSET_NAMES", "DEFAULT_HOST", "DEFAULT_PORT", "Hub", "KEEPALIVE_S", "MAX_QUERY", "MAX_RATE",
           "OverlayServer", "PAGES", "PageLink", "asset", "is_loopback", "page_labels"]
