"""The mission library read off the GUI thread, so the window handles input while it loads.

What runs here is Qt-free: the catalog's seasons and scenarios validated (or read back from the
digest-keyed cache, ``domain/mission/library_cache.py``), the table to open resolved, and the rules
modules the panels use imported. The widgets are built on the GUI thread afterwards, when all that
costs little. Python shares one interpreter lock between the threads, but it is handed over every few
milliseconds, so the window keeps painting and taking input.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

log = logging.getLogger(__name__)

CACHE_NAME = "mission-library.pickle"
POLL_MS = 15  # about a frame: the panels follow the loaded library within one


def cache_path() -> Path | None:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base) / CACHE_NAME if base else None


def warm(cache_file: Path | None, mission_id: object, points: object) -> None:
    """Everything the library's first use would do on the GUI thread, done here instead."""
    from its_desktop.domain.mission import UnknownMission, catalog

    catalog.preload(cache_file)
    if isinstance(mission_id, str) and isinstance(points, int):
        try:
            catalog.mission(mission_id, points)
        except UnknownMission:
            pass  # the window falls back to another table and says so
    # The rules the table, the tally and the referee panel use (Shapely, NumPy with them).
    import its_desktop.domain.evaluator  # noqa: F401
    import its_desktop.domain.tally  # noqa: F401


class LibraryLoader(QObject):
    """Runs :func:`warm` on a thread and calls ``then`` on the GUI thread once it is done (or failed: the
    GUI thread then does what is left and reports any error where it would have anyway)."""

    def __init__(self, parent: QObject, then: Callable[[], None], mission_id: object, points: object) -> None:
        super().__init__(parent)
        self.done = threading.Event()
        self._then = then
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._check)
        self._thread = threading.Thread(target=self._run, args=(cache_path(), mission_id, points),
                                        name="mission library", daemon=True)

    def start(self) -> None:
        self._timer.start()
        self._thread.start()

    def _run(self, cache_file: Path | None, mission_id: object, points: object) -> None:
        try:
            warm(cache_file, mission_id, points)
        except Exception:  # noqa: BLE001 - the GUI thread meets the same error and reports it
            log.exception("loading the mission library in the background")
        finally:
            self.done.set()

    def _check(self) -> None:
        if self.done.is_set():
            self._timer.stop()
            self._then()
