"""The mission library read off the GUI thread, so the window handles input while it loads.

What runs here is Qt-free: the catalog's seasons and scenarios validated (or read back from the
digest-keyed cache, ``domain/mission/library_cache.py``), and the table to open resolved (on a later start read
back from the resolved-table cache beside it, ``resolved_cache.py``: plain coordinates and label spots, no
Shapely). The table's evaluator (Shapely, NumPy) is prepared on a thread of
its own once the window is usable (``ui/table/controller.py``). The widgets are built on the GUI thread afterwards, when all that
costs little. Python shares one interpreter lock between the threads, but it is handed over every few
milliseconds, so the window keeps painting and taking input.

A first start ever has no cache: validating all 28 scenario files would take about a second of CPU
before the window is usable. When ``maps/index.json`` matches the files (it always does as shipped), the
pickers are filled from it, only the table's own scenario and its season are validated first, and the
rest is validated on this same thread once the window is usable (``go_on``), then cached. A scenario
picked before then is validated on demand, on the GUI thread (one file: a few tens of milliseconds).
When the index does not match (a map author's edit), every file is validated first, as before.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, QTimer

if TYPE_CHECKING:
    from its_desktop.domain.mission.index import Library

log = logging.getLogger(__name__)

CACHE_NAME = "mission-library.pickle"
POLL_MS = 15  # about a frame: the panels follow the loaded library within one
FINISH_S = 60  # at exit, the longest wait for the rest of the library to be validated and cached


def cache_path() -> Path | None:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base) / CACHE_NAME if base else None


def warm(cache_file: Path | None, mission_id: object, points: object) -> Library:
    """What the window needs before it is usable, done here instead of on the GUI thread: the pickers'
    list (names and sizes), the table's scenario and season validated and resolved, the rules imported.
    Whether the rest of the library is still to be validated: ``catalog.loaded()``."""
    from its_desktop.domain.mission import UnknownMission, catalog, index

    library = None
    if not catalog.from_cache(cache_file):
        library = index.indexed()
        if library is None:  # the files are not the ones indexed: only they can say what the library holds
            catalog.preload(cache_file)
    # The table's resolved geometry read back from the cache beside the library's (resolved_cache.py): the live
    # table is drawn and laid out from plain coordinates, and Shapely and NumPy load after usable, with the
    # evaluation (ui/table/controller.py).
    catalog.keep_tables(cache_file.parent if cache_file is not None else None)
    if isinstance(mission_id, str) and isinstance(points, int):
        try:
            catalog.mission(mission_id, points)  # the one scenario (and season) validated now, if not cached
        except UnknownMission:
            pass  # the window falls back to another table and says so
    if library is None:
        library = index.library()  # the index, or (edited files) the files, read as they are shown
    # The tally's rules (domain.tally) are not imported here: the window needs them only when a sheet is first shown
    # or a game recorded (ui/tally/actions.py imports them then), and the evaluator, Shapely and NumPy come after
    # usable (controller.py).
    return library


def finish(cache_file: Path | None, mission_id: object = None, points: object = None) -> None:
    """The rest of the library validated and cached (nothing to do when it came from the cache), and then the
    table's resolved geometry kept under the new cache's key, so that the next start draws it without Shapely."""
    from its_desktop.domain.mission import UnknownMission, catalog

    if not catalog.loaded():
        catalog.preload(cache_file)
        if isinstance(mission_id, str) and isinstance(points, int):
            try:
                catalog.mission(mission_id, points)  # resolved again (the rules are loaded by now) and written
            except UnknownMission:
                pass


class LibraryLoader(QObject):
    """Runs :func:`warm` on a thread and calls ``then`` on the GUI thread once it is done (or failed: the
    GUI thread then does what is left and reports any error where it would have anyway). After ``go_on``
    the same thread validates and caches the rest of the library (:func:`finish`); ``done`` is set then."""

    def __init__(self, parent: QObject, then: Callable[[], None], mission_id: object, points: object) -> None:
        super().__init__(parent)
        self.usable = threading.Event()  # warm() is over: the window can be built
        self.done = threading.Event()    # and the whole library is validated (and cached)
        self.library: Library | None = None  # what warm() gave (None: it failed)
        self._go_on = threading.Event()
        self._then = then
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._check)
        self._thread = threading.Thread(target=self._run, args=(cache_path(), mission_id, points),
                                        name="mission library", daemon=True)

    def start(self) -> None:
        self._timer.start()
        self._thread.start()

    def go_on(self) -> None:
        """The window is usable: validate the rest now (it would compete with building the panels before)."""
        self._go_on.set()

    def wait(self, timeout: float = FINISH_S) -> bool:
        """Let the rest finish (at exit: the cache is written for the next start); True when it did."""
        self._go_on.set()
        return self.done.wait(timeout)

    def _run(self, cache_file: Path | None, mission_id: object, points: object) -> None:
        try:
            self.library = warm(cache_file, mission_id, points)
        except Exception:  # noqa: BLE001 - the GUI thread meets the same error and reports it
            log.exception("loading the mission library in the background")
        finally:
            self.usable.set()
        try:
            self._go_on.wait()
            finish(cache_file, mission_id, points)
        except Exception:  # noqa: BLE001 - a file that fails is reported where it is used, as the table's is
            log.exception("validating the rest of the mission library in the background")
        finally:
            self.done.set()

    def _check(self) -> None:
        if self.usable.is_set():
            self._timer.stop()
            self._then()
