"""While the game being recorded when the app closed comes back, the window says so and takes no input.

Between the first paint and the reopened game the window would otherwise show a half-built state: empty
pickers, the last table without its troopers, an empty tally; a click or a key there would edit a table
about to be replaced. So from the first paint the table's place says "Reopening your game…" with the
game's players and scenario (kept in the settings: no database needed), and the whole window is disabled
(menus, shortcuts, panels, pickers) until the game is back, or could not be.
"""

from __future__ import annotations

import hashlib
import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel

from . import settings as prefs

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow, QWidget


def database_key(db_url: str | None) -> str:
    """Which database a remembered game is in, without its address (which may carry a password)."""
    # location, not engine: asked at every start, and engine imports SQLAlchemy and Alembic
    from its_desktop.persistence.location import default_url

    return hashlib.sha256(default_url(db_url).encode()).hexdigest()[:16]


def remembered_game(settings: QSettings, db_url: str | None) -> str | None:
    """The id of the game this station was recording when the app closed, in this database (None: none)."""
    key, _, number = prefs.LAST_GAME.get(settings).rpartition(":")
    return number if number.isdigit() and key == database_key(db_url) else None


class ReopeningCover(QLabel):
    """Over the table's place: what is coming back. Opaque, so no stale table shows through it."""

    def __init__(self, over: QWidget, number: str, players: str) -> None:
        super().__init__(over)
        self.setObjectName("reopening")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAutoFillBackground(True)
        title = self.tr("Reopening your game…")
        what = html.escape(self.tr("Game %1: %2").replace("%1", number).replace("%2", players))
        detail = self.tr("The table, the troopers and the tally come back as they were left. One moment.")
        self.setText(f"<p style='font-size:20pt'><b>{title}</b></p><p style='font-size:13pt'>{what}</p>"
                     f"<p>{detail}</p>")
        self.setAccessibleName(title)
        # Explicit colours: the window is disabled meanwhile, and disabled text would be greyed.
        self.setStyleSheet("QLabel#reopening { background: #f4f4f4; color: #202020; }")
        self._over = over
        over.installEventFilter(self)
        self.setGeometry(over.rect())
        self.raise_()
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize and watched is self._over:
            self.setGeometry(self._over.rect())
        return False


def begin(window: QMainWindow, settings: QSettings, db_url: str | None) -> ReopeningCover | None:
    """At the window's creation: the cover and a disabled window when a game will be reopened, else None."""
    number = remembered_game(settings, db_url)
    if number is None:
        return None
    centre = window.centralWidget()
    assert centre is not None  # made before the panels: the table's place
    cover = ReopeningCover(centre, number, prefs.LAST_GAME_TEXT.get(settings))
    window.setEnabled(False)  # no click, key or shortcut reaches a table about to be replaced
    return cover


def end(window: QMainWindow, cover: ReopeningCover | None) -> None:
    """The game is back (or could not be): the cover goes, the window takes input again."""
    if cover is not None:
        cover.hide()
        cover.deleteLater()
    window.setEnabled(True)
