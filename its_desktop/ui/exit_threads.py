"""Worker threads finished before Python shuts down.

The app's workers are daemon threads, so that a stuck one can never keep the process alive. But a daemon
thread still running when the interpreter finalizes is stopped the moment it next wants the GIL; if that
happens inside C++ (GEOS under Shapely, Qt) or Rust (pydantic-core) frames, the process aborts ("FATAL:
exception not rethrown") or segfaults on its way out — seen in 5 of 40 starts quit at once. So each worker
is registered here with how to stop it, and an ``atexit`` hook (which runs before that point) asks them to
stop and joins them, within :data:`LIMIT_S` in all. ``app.py`` already waits for the library and the
table's evaluator; this covers the rest (checks, heat maps, imports, end-of-game notes).
"""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Callable

LIMIT_S = 5.0  # at most this long at exit, in all: a worker stuck on a network read is then left to its fate

_workers: list[tuple[threading.Thread, Callable[[], None] | None]] = []
_lock = threading.Lock()
_hooked = False


def register(thread: threading.Thread, stop: Callable[[], None] | None = None) -> None:
    """Finish ``thread`` before the interpreter shuts down, calling ``stop`` first (if given) to ask it to end
    at its next step. Threads that have ended are forgotten at the next registration."""
    global _hooked
    with _lock:
        _workers[:] = [(t, s) for t, s in _workers if t.is_alive() or not t.ident]
        _workers.append((thread, stop))
        if not _hooked:
            atexit.register(finish)
            _hooked = True


def finish(limit: float = LIMIT_S) -> bool:
    """Stop and join every registered worker still running; True when all ended within ``limit`` seconds."""
    with _lock:
        workers = list(_workers)
    for _thread, stop in workers:
        if stop is not None:
            try:
                stop()
            except Exception:  # noqa: BLE001 - at exit, one worker's stop must not keep the others running
                pass
    deadline = time.monotonic() + limit
    for thread, _stop in workers:
        if thread.ident is not None and thread is not threading.current_thread():
            thread.join(max(deadline - time.monotonic(), 0))
    return not any(t.is_alive() for t, _ in workers)
