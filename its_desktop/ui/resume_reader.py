"""The remembered game read from its database off the GUI thread, while the window loads.

Reopening the game recorded when the app closed cost a start about 1.1 s of CPU on the GUI thread, most of it
SQLAlchemy's import and the database's opening (about 0.8 s), then the store's reads. All of that needs no
widget: it runs here, on a thread started after the first paint, beside the mission library's loader. The GUI
thread then builds the reopened game's table and tally from what was read (the reads it repeats are a few
milliseconds each once the database is open), and the window takes input all along.

SQLAlchemy's engines may be used from any thread (SQLite files are opened with ``check_same_thread=False``),
so the ``Games`` opened here is the one the game is then recorded through.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from its_desktop.persistence.games import Games

log = logging.getLogger(__name__)

POLL_MS = 15  # about a frame: the game follows what was read within one


@dataclass
class Read:
    """What the thread found: the database opened (or why not) and whether it holds the game."""

    games: Games | None = None
    failure: Exception | None = None  # the database could not be opened or read: said in one line
    found: bool = False


def read(db_url: str | None, game_id: int) -> Read:
    """Open the database (migrated to the current schema) and read the game's rows once: what the GUI thread
    reads again is then answered from warm caches. Never raises: a failure is returned, to be said."""
    try:
        from its_desktop.persistence.games import GameNotFound, Games
        # What reopening uses next, imported here rather than on the GUI thread.
        from its_desktop.persistence import game_resume, tally_entries  # noqa: F401

        games = Games.open(db_url)
    except Exception as exc:  # noqa: BLE001 - whatever stops the database is said, the app opens as usual
        return Read(failure=exc)
    try:
        game = games.get_game(game_id)
        if game.end_reason is None:  # a game over is not reopened: its rows are not needed
            games.table(game_id), games.snapshots(game_id), games.entries(game_id), games.setup(game_id)
    except GameNotFound:
        return Read(games=games)
    except Exception as exc:  # noqa: BLE001 - as above
        return Read(games=games, failure=exc)
    return Read(games=games, found=True)


class ResumeReader(QObject):
    """Runs :func:`read` on a thread; :meth:`when_read` calls back on the GUI thread once it is over."""

    def __init__(self, parent: QObject, db_url: str | None, game_id: int) -> None:
        super().__init__(parent)
        self.result: Read | None = None
        self.over = threading.Event()
        self._then: Callable[[Read], None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._check)
        self._thread = threading.Thread(target=self._run, args=(db_url, game_id), name="remembered game",
                                        daemon=True)

    def start(self) -> None:
        self._thread.start()

    def when_read(self, then: Callable[[Read], None]) -> None:
        """``then(read)`` on the GUI thread as soon as the reading is over (at once if it is)."""
        self._then = then
        self._timer.start()
        self._check()

    def _run(self, db_url: str | None, game_id: int) -> None:
        try:
            self.result = read(db_url, game_id)
        finally:
            self.over.set()

    def _check(self) -> None:
        if not self.over.is_set() or self._then is None:
            return
        self._timer.stop()
        then, self._then = self._then, None
        then(self.result or Read(failure=RuntimeError("not read")))
