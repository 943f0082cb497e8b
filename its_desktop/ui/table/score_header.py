"""The score header of presentation mode: players, mission, round and turn, OP per player.

Big type in the players' colours (and letters, so greyscale streams keep them apart), for a
stream or a screen across the room.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel

from its_desktop.domain.tournament.factions import army_name

from . import style


class ScoreHeader(QFrame):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreHeader")
        self.setStyleSheet("#scoreHeader { background: #202020; } QLabel { color: white; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 6, 16, 6)
        self.names = {p: QLabel() for p in ("A", "B")}
        self.ops = {p: QLabel("0") for p in ("A", "B")}
        self.middle = QLabel()
        self.middle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for p in ("A", "B"):
            c = style.PLAYER[p].name()
            self.ops[p].setStyleSheet(f"background: {c}; color: white; font-size: 30px; font-weight: bold;"
                                      "padding: 0 14px; border-radius: 4px;")
            self.names[p].setStyleSheet("font-size: 20px;")
        self.middle.setStyleSheet("font-size: 16px;")
        row.addWidget(self.names["A"])
        row.addWidget(self.ops["A"])
        row.addStretch(1)
        row.addWidget(self.middle)
        row.addStretch(1)
        row.addWidget(self.ops["B"])
        row.addWidget(self.names["B"])
        self.players = {"A": "", "B": ""}
        self.factions = {"A": "", "B": ""}
        self.set_players("", "")
        self.hide()

    def set_players(self, a: str, b: str, faction_a: str = "", faction_b: str = "") -> None:
        self.players = {"A": a, "B": b}
        self.factions = {"A": faction_a, "B": faction_b}
        for p in ("A", "B"):
            name = self.players[p] or self.tr("Player %1").replace("%1", p)
            faction = f" · {army_name(self.factions[p])}" if self.factions[p] else ""
            self.names[p].setText(f"<b>{p}</b> {name}{faction}" if p == "A" else f"{name}{faction} <b>{p}</b>")

    def set_state(self, mission: str, points: int, round_: int, turn: str, over: bool = False,
                  tp: tuple[int, int] | None = None) -> None:
        """``over``: the recorded game is finished, and ``tp`` its Tournament Points (A, B): the header says
        so, as the game bar and the stream's scoreboard do, not the round and turn the table was left at."""
        if over and tp is not None:
            text = self.tr("%1 · %2 pts<br>Game over: %3–%4 TP").replace("%3", str(tp[0])).replace("%4", str(tp[1]))
        elif over:
            text = self.tr("%1 · %2 pts<br>Game over")
        else:
            text = self.tr("%1 · %2 pts<br>Round %3, turn of %4").replace("%3", str(round_)).replace("%4", turn)
        self.middle.setText(text.replace("%1", mission).replace("%2", str(points)))

    def set_score(self, op_a: int | str, op_b: int | str) -> None:
        for p, op in (("A", op_a), ("B", op_b)):  # "PO" in French and Spanish
            self.ops[p].setText(self.tr("%1 OP").replace("%1", str(op)))
