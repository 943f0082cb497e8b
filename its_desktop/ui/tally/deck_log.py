"""A shared deck's log: each player turn's draws, completions and discards (Countermeasures'
Current Mission Objectives, Highly Classified's open Main objectives)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLineEdit, QPushButton, QSpinBox, QTableWidget,
    QVBoxLayout, QWidget,
)

from .. import access_keys
from ..screen_fit import fit_size

COLUMNS = ("round", "turn", "card", "completed", "discarded")
W = TypeVar("W", bound=QWidget)


class DeckLogDialog(QDialog):
    def __init__(self, parent, title: str, rows: list[dict], rounds: int, player: str = "A", round_: int = 1,
                 cards: list[str] | None = None) -> None:
        """``player``, ``round_``: whose list it is and the round being played, where a new row starts. ``cards``:
        the deck's card names where the season's pack lists them (S10's Classified Deck): each row's card is then
        picked from them or typed (a card of another edition, a misprint); None: typed only."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.rounds = rounds
        self.cards = list(cards or [])
        self._new_row = {"round": min(max(round_, 1), rounds), "turn": player}
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Player turn"), self.tr("Card"),
                                              self.tr("Completed"), self.tr("Discarded")])
        # The card's name takes the room left: "HVT : Rétro-Ingénierie" read whole, not "…ro-Ingénierie".
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for row in rows:
            self._add(row)
        add = QPushButton(self.tr("Add a card"))
        add.clicked.connect(self.add_card)
        remove = QPushButton(self.tr("Remove the selected card"))
        remove.clicked.connect(lambda: self.table.removeRow(self.table.currentRow()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        line = QHBoxLayout()
        line.addWidget(add)
        line.addWidget(remove)
        line.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(line)
        layout.addWidget(buttons)
        access_keys.for_dialog(self)  # Alt+letter to each button, unique in every language
        fit_size(self, QSize(620, 360))

    def add_card(self) -> None:
        """A new row at the player's own turn of the round being played, the focus on its first field (typing
        goes there, not to the button)."""
        self._add(dict(self._new_row))
        r = self.table.rowCount() - 1
        self.table.setCurrentCell(r, 0)
        self._cell(r, 0, QSpinBox).setFocus()

    def _add(self, row: dict) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        rnd = QSpinBox()
        rnd.setRange(1, self.rounds)
        rnd.setValue(int(row.get("round", 1)))
        turn = QComboBox()
        turn.addItems(["A", "B"])
        turn.setCurrentText(row.get("turn", "A"))
        card: QWidget
        if self.cards:
            pick = QComboBox()
            pick.setEditable(True)  # the list, and free text beside it
            pick.addItems(self.cards)
            pick.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            pick.setCurrentIndex(-1)
            pick.setEditText(row.get("card", ""))  # a stored name stays as written, listed or not
            pick.setAccessibleName(self.tr("Card"))
            card = pick
        else:
            card = QLineEdit(row.get("card", ""))
            card.setAccessibleName(self.tr("Card"))
        done, gone = QCheckBox(), QCheckBox()
        done.setChecked(bool(row.get("completed")))
        gone.setChecked(bool(row.get("discarded")))
        for c, w in enumerate((rnd, turn, card, done, gone)):
            self.table.setCellWidget(r, c, w)

    def _cell(self, row: int, column: int, kind: type[W]) -> W:
        widget = self.table.cellWidget(row, column)
        assert isinstance(widget, kind)  # _add puts one of these in every cell
        return widget

    def card_text(self, row: int) -> str:
        """The card named on ``row``: picked from the list or typed."""
        widget = self.table.cellWidget(row, 2)
        text = widget.currentText() if isinstance(widget, QComboBox) else self._cell(row, 2, QLineEdit).text()
        return text.strip()

    def rows(self) -> list[dict]:
        out = []
        for r in range(self.table.rowCount()):
            rnd, turn, card = self._cell(r, 0, QSpinBox), self._cell(r, 1, QComboBox), self.card_text(r)
            done, gone = self._cell(r, 3, QCheckBox), self._cell(r, 4, QCheckBox)
            out.append({"round": rnd.value(), "turn": turn.currentText(), "card": card,
                        "completed": done.isChecked(), "discarded": gone.isChecked()})
        return sorted(out, key=lambda x: (x["round"], x["turn"]))


__all__ = ["DeckLogDialog"]
