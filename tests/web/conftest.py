"""The players' pages of a paired event on the suite's databases (SQLite file, real PostgreSQL), served on
loopback by the real server."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from its_desktop.persistence.events import Events
from its_desktop.web.server import OverlayServer

from .helpers import Phone, paired_event


@dataclass
class Site:
    url: str
    server: OverlayServer
    event: int
    games: list
    base: str

    def events(self) -> Events:
        return Events.open(self.url)

    def token(self, game) -> str:
        with self.events() as ev:
            return ev.table_token(game.id)

    def phone(self, lang: str = "en", origin: str | None = None) -> Phone:
        return Phone(self.base, origin, lang)


def start_site(url: str, players: int = 8, scenario: str | None = None) -> Site:
    event, games = paired_event(url, players, **({"scenario": scenario} if scenario else {}))
    server = OverlayServer(url, "127.0.0.1", 0).start()
    assert server.ready(10)
    surface = server.start_players(event, "127.0.0.1", 0)
    host, port = surface.address
    return Site(url, server, event, games, f"http://{host}:{port}")


@pytest.fixture
def site(any_url):
    s = start_site(any_url)
    yield s
    s.server.stop()
