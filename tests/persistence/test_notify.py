"""Change notification: a committed write is heard by a subscriber in another process within a second; a
write that is rolled back is not (PostgreSQL sends NOTIFY in the write's own transaction)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time

import pytest

from its_desktop.persistence.games import ConflictError, Games
from its_desktop.persistence.notify import subscribe

WRITE = """
import sys, time
from its_desktop.persistence.games import Games
games = Games.open(sys.argv[1])
games.set_entry(int(sys.argv[2]), "B", "vp", None, 99, "asked", who="other station")
print(time.time(), flush=True)
"""


class Heard:
    def __init__(self):
        self.changes: list[tuple[float, dict]] = []
        self.cond = threading.Condition()

    def __call__(self, change):
        with self.cond:
            self.changes.append((time.time(), change))
            self.cond.notify_all()

    def wait(self, n: int, timeout: float) -> bool:
        with self.cond:
            return self.cond.wait_for(lambda: len(self.changes) >= n, timeout)


def test_a_commit_in_another_process_is_heard_within_a_second(games, any_url):
    g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
    heard = Heard()
    sub = subscribe(any_url, heard)
    try:
        assert sub.ready.wait(10)
        out = subprocess.run([sys.executable, "-c", WRITE, any_url, str(g.id)], capture_output=True, text=True,
                             timeout=60, check=True)
        committed = float(out.stdout)
        assert heard.wait(1, 5), "nothing heard"
        at, change = heard.changes[0]
        assert at - committed < 1.0
        if any_url.startswith("postgresql"):
            assert change == {"games": [g.id], "events": []}
    finally:
        sub.close()
    assert not sub.alive


@pytest.mark.server
def test_a_write_that_is_refused_sends_nothing(pg_url):
    with Games.open(pg_url) as games:
        g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
        heard = Heard()
        sub = subscribe(pg_url, heard)
        try:
            assert sub.ready.wait(10)
            with pytest.raises(ConflictError):
                games.set_entry(g.id, "A", "vp", None, 1, "asked", who="x", expected_version=g.version + 5)
            assert not heard.wait(1, 1.0)
            games.set_entry(g.id, "A", "vp", None, 1, "asked", who="x", expected_version=g.version)
            assert heard.wait(1, 2.0)
        finally:
            sub.close()


def test_a_broken_subscriber_does_not_stop_the_listener(games, any_url):
    g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
    calls = []

    def bad(change):
        calls.append(change)
        raise RuntimeError("subscriber bug")

    sub = subscribe(any_url, bad)
    try:
        assert sub.ready.wait(10)
        for v in (1, 2):
            games.set_entry(g.id, "A", "vp", None, v, "asked", who="x")
            deadline = time.monotonic() + 3
            while len(calls) < v and time.monotonic() < deadline:
                time.sleep(0.02)
        assert len(calls) >= 2 and sub.alive
    finally:
        sub.close()


@pytest.mark.server
def test_a_write_touching_thousands_of_rows_still_commits_and_notifies(pg_url):
    """pg_notify refuses payloads of 8000 bytes: a huge change says "many" instead of failing the write."""
    from sqlalchemy.orm import Session

    from its_desktop.persistence.models import GameRow

    with Games.open(pg_url) as games:
        ids = [games.create_game("s16/supremacy", 300, "A", "B").id for _ in range(3)]
        heard = Heard()
        sub = subscribe(pg_url, heard)
        try:
            assert sub.ready.wait(10)
            with Session(games.engine) as s, s.begin():
                for i in range(2000):
                    s.add(GameRow(mission="s16/supremacy", season="s16", points=300, player_a=f"A{i}", player_b="B"))
            assert heard.wait(1, 3.0)
            assert any(c.get("many") for _, c in heard.changes)
            assert len(games.list_games()) == 2003 and len(ids) == 3
        finally:
            sub.close()
