"""The sequence number of committed changes, and a per-scope cache of the public state at that number.

Changes arrive from the database listener's thread (:meth:`Hub.changed`); the pages' streams wait for
them either in a thread (:meth:`wait`) or on the web server's event loop (:meth:`wait_async`, no thread
held per open stream, so a hundred phones on the event page cost a hundred small futures).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from typing import Any

from its_desktop.domain.i18n import LANGUAGES, speaking

from .public import PublicState, Scope, dumps

log = logging.getLogger("its_desktop.overlay")


class Hub:
    def __init__(self, state: PublicState):
        self.state = state
        self.seq = 1
        self._cond = threading.Condition()
        self._cache: dict[tuple, tuple[int, str]] = {}
        self._lock = threading.Lock()  # one database read at a time per scope is plenty
        self.stopping = threading.Event()
        self.listeners: list = []  # callables(seq) run after every change (the text files)
        self._waiters: set[tuple[asyncio.AbstractEventLoop, asyncio.Future]] = set()
        self._waiters_lock = threading.Lock()

    def changed(self, change: dict[str, Any] | None = None) -> None:
        if change and change.get("lost"):
            return  # the listener lost the server: nothing new to read (it says "reconnected" when back)
        with self._cond:
            self.seq += 1
            self._cond.notify_all()
        self._wake()
        for fn in list(self.listeners):
            try:
                fn(self.seq)
            except Exception:  # noqa: BLE001 - a broken text folder must not stop the stream
                log.exception("overlay listener failed")

    def stop(self) -> None:
        self.stopping.set()
        with self._cond:
            self._cond.notify_all()
        self._wake()

    def _wake(self) -> None:
        with self._waiters_lock:
            waiters = list(self._waiters)
        for loop, fut in waiters:
            try:
                loop.call_soon_threadsafe(_resolve, fut)
            except RuntimeError:
                pass  # that loop has closed: its server stopped

    def wait(self, seen: int, timeout: float) -> int:
        with self._cond:
            self._cond.wait_for(lambda: self.seq != seen or self.stopping.is_set(), timeout)
            return self.seq

    async def wait_async(self, seen: int, timeout: float) -> int:
        if self.seq != seen or self.stopping.is_set():
            return self.seq
        loop = asyncio.get_running_loop()
        fut: asyncio.Future = loop.create_future()
        item = (loop, fut)
        with self._waiters_lock:
            self._waiters.add(item)
        try:
            if self.seq == seen and not self.stopping.is_set():  # a change between the check and the add
                await asyncio.wait_for(fut, timeout)
        except TimeoutError:
            pass
        finally:
            with self._waiters_lock:
                self._waiters.discard(item)
        return self.seq

    def fresh(self, scope: Scope, lang: str | None = None) -> str:
        """Read now, bypassing the cache: a plain GET right after a commit sees it even before the change
        listener has (the cache serves the many ``/events`` streams, which wait for the listener anyway).
        ``lang``: the page's language (``?lang=``), which the state's words and names are in (None: the server's)."""
        with speaking(_known(lang)):
            return dumps(self.state.scoped(scope))

    def json_for(self, scope: Scope, lang: str | None = None) -> str:
        lang = _known(lang)
        key = (scope.game, scope.table, scope.event, scope.round, lang)
        with self._lock:
            seq = self.seq
            hit = self._cache.get(key)
            if hit is not None and hit[0] == seq:
                return hit[1]
            with speaking(lang):  # the scenario's name and every word in the page's language
                text = dumps(self.state.scoped(scope))
            self._cache[key] = (seq, text)
            if len(self._cache) > 256:
                self._cache.pop(next(iter(self._cache)))
            return text


def _known(lang: str | None) -> str | None:
    """One of our languages, or None (the server's): an unknown ``?lang=`` adds no cache entry of its own."""
    return lang if lang in LANGUAGES else None


def _resolve(fut: asyncio.Future) -> None:
    if not fut.done():
        fut.set_result(None)
