"""Telling other stations (and the stream overlay) that something was committed.

Sending: every write session of the repositories notifies in the same transaction as its rows, so a
listener hears of a change exactly when (and only if) it is committed. On PostgreSQL a session that
flushed rows of a game, an entry, a snapshot or an event's rows runs ``pg_notify('its_desktop',
'{"games":[3],"events":[1]}')`` before it commits; PostgreSQL delivers it at commit.

Listening: :func:`subscribe` calls ``callback(change)`` from its own thread for every committed
change, whichever station or process made it:

- PostgreSQL: ``LISTEN its_desktop`` on a dedicated connection; ``change`` is the decoded payload
  (``{"games": [ids], "events": [ids]}``; ``"many": true`` and empty lists when too many changed to
  list). A lost connection is reported as ``{"lost": true}`` (nothing changed: the server stopped
  answering), retried every second, and reported as ``{"reconnected": true}`` once back (anything may
  have changed meanwhile).
- SQLite: a dedicated connection reads ``PRAGMA data_version`` every ``interval`` seconds (0.1 by
  default); it changes when another connection commits. ``change`` is ``{}`` (what changed is not
  known: read again).

::

    sub = subscribe(url, lambda change: print("changed", change))
    ...
    sub.close()

Qt-free: a window turns the callback into a queued signal.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from collections.abc import Callable
from typing import Any

from sqlalchemy import event, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from .engine import default_url
from .models import (ChangeRow, EntryRow, EventChangeRow, EventGameRow, EventLayoutRow, EventPlayerRow, EventReportRow,
                     EventRoundRow, EventRow, EventTableLayoutRow, EventTableRow, GameRow, SnapshotRow)

log = logging.getLogger(__name__)

CHANNEL = "its_desktop"
SQLITE_INTERVAL = 0.1
MAX_PAYLOAD = 7000
_GAME_ROWS = (EntryRow, SnapshotRow, ChangeRow)
_EVENT_ROWS = (EventChangeRow, EventGameRow, EventPlayerRow, EventRoundRow, EventTableRow, EventReportRow, EventLayoutRow,
               EventTableLayoutRow)


# -- sending --------------------------------------------------------------------------------------------


def changed_ids(session: Session) -> dict[str, list[int]]:
    """The games and events whose rows ``session`` is flushing (new, changed or deleted)."""
    games: set[int] = set()
    events: set[int] = set()
    for obj in (*session.new, *session.dirty, *session.deleted):
        if isinstance(obj, GameRow) and obj.id is not None:
            games.add(obj.id)
        elif isinstance(obj, _GAME_ROWS) and obj.game_id is not None:
            games.add(obj.game_id)
        elif isinstance(obj, EventRow) and obj.id is not None:
            events.add(obj.id)
        elif isinstance(obj, _EVENT_ROWS) and obj.event_id is not None:
            events.add(obj.event_id)
        if isinstance(obj, EventGameRow) and obj.tally_game_id is not None:
            games.add(obj.tally_game_id)
    return {"games": sorted(games), "events": sorted(events)}


@event.listens_for(Session, "after_flush")
def _notify_after_flush(session: Session, _context) -> None:
    bind = session.get_bind()
    if bind.dialect.name != "postgresql":
        return  # SQLite listeners watch the file instead
    ids = changed_ids(session)
    if ids["games"] or ids["events"]:
        payload = json.dumps(ids, separators=(",", ":"))
        if len(payload) > MAX_PAYLOAD:  # PostgreSQL refuses payloads of 8000 bytes and more
            payload = '{"games":[],"events":[],"many":true}'
        # Identical payloads in one transaction are delivered once; nothing is sent on rollback.
        session.connection().execute(text("SELECT pg_notify(:channel, :payload)"),
                                     {"channel": CHANNEL, "payload": payload})


# -- listening ------------------------------------------------------------------------------------------


class Subscription:
    """A running listener; :meth:`close` stops it (and waits for its thread)."""

    def __init__(self, target: Callable[[threading.Event, threading.Event], None], name: str):
        self._stop = threading.Event()
        self.ready = threading.Event()  # set once the listener is in place (changes after it are heard)
        self._thread = threading.Thread(target=target, args=(self._stop, self.ready), name=name, daemon=True)
        self._thread.start()

    def close(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()


def subscribe(url: str | None, callback: Callable[[dict[str, Any]], None], *,
              interval: float = SQLITE_INTERVAL) -> Subscription:
    """Call ``callback(change)`` from a background thread for every change committed to the database at
    ``url`` (see the module docstring). Exceptions from the callback are swallowed: a listener never dies
    of its subscriber."""
    url = default_url(url)
    u = make_url(url)
    if u.get_backend_name() == "sqlite":
        return _sqlite(u.database or "", callback, interval)
    if u.get_backend_name() == "postgresql":
        return _postgresql(url, callback)
    raise ValueError(f"change notification is not available for {u.get_backend_name()}")


def _call(callback: Callable[[dict[str, Any]], None], change: dict[str, Any]) -> None:
    try:
        callback(change)
    except Exception:  # noqa: BLE001 - see subscribe(); logged, so a failing listener can be diagnosed
        log.exception("change listener failed on %s", change)


def _sqlite(path: str, callback: Callable[[dict[str, Any]], None], interval: float) -> Subscription:
    def run(stop: threading.Event, ready: threading.Event) -> None:
        conn = None
        last = None
        while not stop.is_set():
            try:
                if conn is None:
                    conn = sqlite3.connect(path, timeout=5, isolation_level=None, check_same_thread=False)
                version = conn.execute("PRAGMA data_version").fetchone()[0]
                if last is not None and version != last:
                    _call(callback, {})
                last = version
                ready.set()
            except sqlite3.Error:
                if conn is not None:
                    conn.close()
                conn, last = None, None
            stop.wait(interval)
        if conn is not None:
            conn.close()

    return Subscription(run, "its-desktop sqlite watcher")


def _postgresql(url: str, callback: Callable[[dict[str, Any]], None]) -> Subscription:
    import psycopg

    from .engine import CONNECT_TIMEOUT

    u = make_url(url)
    params: dict[str, Any] = {k: v for k, v in {"host": u.host, "port": u.port, "user": u.username, "password": u.password,
                                "dbname": u.database}.items() if v is not None}
    params.update({k: v for k, v in u.query.items() if isinstance(v, str)})

    def run(stop: threading.Event, ready: threading.Event) -> None:
        lost = False
        while not stop.is_set():
            try:
                with psycopg.connect(autocommit=True, connect_timeout=CONNECT_TIMEOUT, **params) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    ready.set()
                    if lost:
                        _call(callback, {"reconnected": True})
                        lost = False
                    while not stop.is_set():
                        for n in conn.notifies(timeout=0.25):
                            _call(callback, _payload(n.payload))
            except psycopg.Error:
                if not lost and ready.is_set():
                    _call(callback, {"lost": True})
                lost = True
                stop.wait(1.0)

    return Subscription(run, "its-desktop postgresql listener")


def _payload(raw: str) -> dict[str, Any]:
    try:
        data = json.loads(raw)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


__all__ = ["CHANNEL", "Subscription", "changed_ids", "subscribe"]
