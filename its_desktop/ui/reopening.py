"""While the game being recorded when the app closed comes back, the table's place says which game it is.

From the first paint the table's place shows a card: "Reopening your game…", the game's number, players,
scenario, round and the day it was last played, read from a small summary kept in the settings beside the
remembered game (no database needed: the database is opened on a thread, ui/resume_reader.py). The card
covers the table (a half-built one, or the last table without its troopers, never shows through it and takes
no click), while the rest of the window takes input as usual: menus, panels, moving and resizing. Opening
another table meanwhile is the user's choice over the remembered game, which then stays stored as it was.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from . import settings as prefs

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow


def database_key(db_url: str | None) -> str:
    """Which database a remembered game is in, without its address (which may carry a password)."""
    # location, not engine: asked at every start, and engine imports SQLAlchemy and Alembic. Asked only when a game
    # is remembered, so hashlib (~4 ms) is imported here, not before every first paint.
    import hashlib

    from its_desktop.persistence.location import default_url

    return hashlib.sha256(default_url(db_url).encode()).hexdigest()[:16]


def remembered_game(settings: QSettings, db_url: str | None) -> str | None:
    """The id of the game this station was recording when the app closed, in this database (None: none)."""
    key, _, number = prefs.LAST_GAME.get(settings).rpartition(":")
    return number if number.isdigit() and key == database_key(db_url) else None


def summary(settings: QSettings) -> dict[str, object]:
    """What the card shows of the remembered game (kept when it was last saved); {} when nothing was kept, or
    an older version kept only its players and scenario (``LAST_GAME_TEXT``)."""
    try:
        kept = json.loads(prefs.LAST_GAME_SUMMARY.get(settings) or "{}")
    except ValueError:
        return {}
    return kept if isinstance(kept, dict) else {}


def card_lines(cover: QObject, number: str, kept: dict[str, object], players_text: str) -> list[str]:
    """The card's lines under its title: which game, where it is, when it was played (what is known)."""
    a, b, scenario = (str(kept.get(k) or "") for k in ("a", "b", "scenario"))
    who = cover.tr("%1 vs %2").replace("%1", a).replace("%2", b) if a or b else players_text
    lines = [cover.tr("Game %1: %2").replace("%1", number).replace("%2", who)]
    where = [scenario] if scenario and a + b else []
    round_, rounds = kept.get("round"), kept.get("rounds")
    if isinstance(round_, int) and isinstance(rounds, int):
        where.append(cover.tr("round %1 of %2").replace("%1", str(round_)).replace("%2", str(rounds)))
    if where:
        lines.append(" · ".join(where))
    if isinstance(day := kept.get("date"), str) and (date := QDate.fromString(day, Qt.DateFormat.ISODate)).isValid():
        lines.append(cover.tr("Last played %1").replace("%1", QLocale().toString(date, QLocale.FormatType.LongFormat)))
    return lines


class ReopeningCover(QLabel):
    """Over the table's place: what is coming back. Opaque, so no stale table shows through it."""

    def __init__(self, over: QWidget, number: str, players: str, kept: dict[str, object] | None = None) -> None:
        import html  # made only when a game comes back: not imported before every first paint

        super().__init__(over)
        self.setObjectName("reopening")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAutoFillBackground(True)
        title = self.tr("Reopening your game…")
        what, *more = (html.escape(line) for line in card_lines(self, number, kept or {}, players))
        detail = self.tr("The table, the troopers and the tally come back as they were left. One moment.")
        self.setText(f"<p style='font-size:20pt'><b>{title}</b></p><p style='font-size:15pt'>{what}</p>"
                     + "".join(f"<p style='font-size:13pt'>{line}</p>" for line in more) + f"<p>{detail}</p>")
        self.setAccessibleName(title)
        self.setAccessibleDescription(" ".join([what, *more]))
        self.setStyleSheet("QLabel#reopening { background: #f4f4f4; color: #202020; }")
        self._over = over
        self.under: list[QWidget] = []  # what the card disabled under it, enabled again when it goes
        over.installEventFilter(self)
        self.setGeometry(over.rect())
        self.raise_()
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize and watched is self._over:
            self.setGeometry(self._over.rect())
        return False


def begin(window: QMainWindow, settings: QSettings, db_url: str | None) -> ReopeningCover | None:
    """At the window's creation: the cover over the table's place when a game will be reopened, else None."""
    number = remembered_game(settings, db_url)
    if number is None or summary(settings).get("over"):
        return None  # a finished game is not reopened (the start says where it is): no card promising it
    centre = window.centralWidget()
    assert centre is not None  # made before the panels: the table's place
    # The table under the card takes no key either (its focus would move troopers of a table being replaced).
    under = [w for w in centre.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if w.isEnabled()]
    for w in under:
        w.setEnabled(False)
    cover = ReopeningCover(centre, number, prefs.LAST_GAME_TEXT.get(settings), summary(settings))
    cover.under = under
    # The toolbar's round box would read "1" beside a card saying "round 2 of 3": it reads "–" until the game's
    # own round is set (a special value text shows at the box's minimum only; cleared when the card goes).
    if (round_box := getattr(window, "round_box", None)) is not None:
        round_box.setSpecialValueText("–")
    return cover


def end(window: QMainWindow, cover: ReopeningCover | None) -> None:
    """The game is back (or could not be, or another table was chosen): the card goes, the table takes input."""
    if cover is not None:
        if (round_box := getattr(window, "round_box", None)) is not None:
            round_box.setSpecialValueText("")
        for w in cover.under:
            w.setEnabled(True)
        cover.hide()
        cover.deleteLater()
