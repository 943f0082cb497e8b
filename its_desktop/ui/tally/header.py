"""The game header: who plays what, the round and turn, who is active, a turn clock, game over.

Self-contained (it is told what to show and keeps its own clock), so the window may put it in a
dock, a toolbar or above the table. The packs set no time limit for a turn or a game (the
organizer does: "Establishing the times and duration of each game"), so the clock counts up: the
current player turn and the game since it was opened at this station.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from its_desktop.presentation.colour import to_hex
from its_desktop.presentation.palette import PLAYER_TEXT
from its_desktop.domain.tournament.factions import army_name

# The players' text colours of the palette: B's name is the same ochre here as on the table and the legend.
PLAYER_COLOURS = {p: to_hex(PLAYER_TEXT[p]) for p in ("A", "B")}


def _mmss(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class GameHeader(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("game-header")
        self.names = {"A": "A", "B": "B"}
        self.factions: dict[str, str | None] = {"A": None, "B": None}
        self.game_id: int | None = None
        self.round, self.turn, self.rounds, self.completed = 1, "A", 0, 0  # the season's rounds come with show_table
        self.over = False
        self.ended = False
        self._turn_key: tuple[int, str] | None = None
        self._turn_started = time.monotonic()
        self._game_started = time.monotonic()
        self.players = QLabel()
        self.players.setTextFormat(Qt.TextFormat.RichText)
        self.where = QLabel()
        self.where.setTextFormat(Qt.TextFormat.RichText)
        self.clock = QLabel()
        self.clock.setObjectName("turn-clock")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.players)
        layout.addStretch(1)
        layout.addWidget(self.where)
        layout.addSpacing(16)
        layout.addWidget(self.clock)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self._render()

    def _player(self, p: str) -> str:
        faction = army_name(self.factions.get(p))  # "Armée Combinée" to a French reader, however it was typed
        text = f"<b style='color:{PLAYER_COLOURS[p]}'>{_esc(self.names[p])}</b>"
        return text + (f" ({_esc(faction)})" if faction else "")

    def show_game(self, game_id: int | None, names: dict[str, str], factions: dict[str, str | None],
                  started_at: datetime | None = None, played: float | None = None) -> None:
        """``played``: the seconds the game has been played so far, so a game reopened after a restart goes on
        from there, not from zero, and not counting the time the app was closed; without it, ``started_at``
        (when the game began): the time since then. The turn clock starts now."""
        if game_id != self.game_id:  # another game: the clocks are its own (the turn's was the app's)
            now = time.monotonic()
            if played is None and started_at is not None:
                since = started_at if started_at.tzinfo else started_at.replace(tzinfo=UTC)  # stored as UTC
                played = max(0.0, (datetime.now(UTC) - since).total_seconds())
            self._game_started, self._turn_started = now - (played or 0.0), now
            self._turn_key = None
        self.game_id, self.names, self.factions = game_id, dict(names), dict(factions)
        self._render()

    def show_table(self, round_: int, turn: str, rounds: int, completed: int, end_reason: str | None) -> None:
        self.round, self.turn, self.rounds, self.completed = round_, turn, rounds, completed
        self.over = end_reason is not None or completed >= rounds
        self.ended = end_reason is not None
        if (round_, turn) != self._turn_key:
            self._turn_key = (round_, turn)
            self._turn_started = time.monotonic()
        self._render()

    def turn_seconds(self) -> float:
        return time.monotonic() - self._turn_started

    def game_seconds(self) -> float:
        return time.monotonic() - self._game_started

    def _tick(self) -> None:
        if not self.over:
            self.clock.setText(self._clock_text())

    def _clock_text(self) -> str:
        turn = self.tr("turn %1").replace("%1", _mmss(self.turn_seconds()))
        game = self.game_seconds()
        return turn + " · " + self.tr("game %1").replace("%1", _mmss(game))

    def _render(self) -> None:
        vs = self.tr("%1 vs %2").replace("%1", self._player("A")).replace("%2", self._player("B"))
        if self.game_id is None:
            self.players.setText(self.tr("Not recorded") + " · " + vs)
        else:
            self.players.setText(self.tr("Game %1").replace("%1", str(self.game_id)) + " · " + vs)
        if self.over:
            text = ("<b style='color:#b00'>" + self.tr("Game over") + "</b> · "
                    + self.tr("%1 of %2 rounds played").replace("%1", str(self.completed)).replace("%2", str(self.rounds)))
            if not self.ended:
                text += " · " + self.tr("confirm the result in the tally (Game: Played to the end)")
            self.where.setText(text)
            self.clock.setText("")
            return
        active = self.tr("%1 is active").replace("%1", self._player(self.turn))
        self.where.setText(self.tr("Round %1 of %2, turn %3").replace("%1", str(self.round))
                           .replace("%2", str(self.rounds)).replace("%3", self.turn) + " · " + active)
        self.clock.setText(self._clock_text())

    def text(self) -> str:
        """What the header says, as plain text (for tests and the accessibility name)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(" ".join(w.text() for w in (self.players, self.where, self.clock)))
        return doc.toPlainText()


def _esc(text: str) -> str:
    import html

    return html.escape(text)
