"""The recorded games' dialogs: the list to reopen one from, and one game's history."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from ..screen_fit import fit_size


def _table(rows: list[list[str]], headers: list[str]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(text)  # the whole text, where a narrow screen cuts a cell
            table.setItem(r, c, item)
    return table


WIDEST = 260  # a History column's widest, in pixels
SHARED = 3  # the History's first shared column (What): the ones before keep their text's width
MISSION = 1  # the Recorded games list's column that takes the room the others leave


class RecordedGamesDialog(QDialog):
    """The recorded games, newest first: a double click or Open picks one (:meth:`chosen`)."""

    def __init__(self, parent: QWidget | None, rows: list[list[str]], numbers: list[int] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recorded games"))
        self.table = _table(rows, [self.tr("Date"), self.tr("Mission"), self.tr("Points"), self.tr("Player A"),
                                   self.tr("Player B"), self.tr("Rounds played"), self.tr("OP")])
        if numbers is not None:  # each row headed by its game's number ("Game 2"), not its place in the list
            self.table.setVerticalHeaderLabels([str(n) for n in numbers])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        # The short columns as wide as their text; the Mission column takes the rest (a scenario's name is the
        # longest: "ITS Temporada 8: Control de Cuadrantes"), cut with "…" and whole in its tooltip only where
        # the screen has no room: no sideways scroll bar at 1366×768.
        header = self.table.horizontalHeader()
        for c in range(self.table.columnCount()):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c == MISSION
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.cellDoubleClicked.connect(lambda *_: self.accept())
        fit_size(self, QSize(max(900, self._wanted_width()), 420))

    def _wanted_width(self) -> int:
        """Every column at its text's width, the frame and margins around them."""
        self.table.resizeColumnsToContents()
        return sum(self.table.columnWidth(c) for c in range(self.table.columnCount())) + \
            self.table.verticalHeader().sizeHint().width() + 60

    def chosen(self) -> int | None:
        """The row picked (None: none)."""
        return self.table.currentRow() if self.table.currentRow() >= 0 else None


class HistoryDialog(QDialog):
    """Who changed what and when in one game (rows as ``recorded_list.history_rows`` gives them)."""

    def __init__(self, parent: QWidget | None, rows: list[list[str]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History of this game"))
        self.table = _table(rows, [self.tr("When"), self.tr("Who"), self.tr("Player"), self.tr("What"),
                                   self.tr("Before"), self.tr("After"), self.tr("Why")])
        self.table.resizeColumnsToContents()
        # A long value (the end-of-game notes) is cut with "…", whole in its tooltip: it never pushes the After
        # and Why columns off the dialog (see _share).
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._wanted = [min(self.table.columnWidth(c), WIDEST) for c in range(self.table.columnCount())]
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        fit_size(self, QSize(960, 480))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._share()

    def _share(self) -> None:
        """When, Who and Player as wide as their text; What, Before, After and Why share the rest as their
        texts would ask, each no wider than ``WIDEST``."""
        room = max(0, self.table.viewport().width() - sum(self._wanted[:SHARED]))
        shared = sorted(range(SHARED, len(self._wanted)), key=lambda c: self._wanted[c])
        for i, c in enumerate(shared):  # the narrow ones whole ("Before": "20"), the rest share what is left
            width = min(self._wanted[c], room // (len(shared) - i))
            self.table.setColumnWidth(c, width)
            room -= width
        for c in range(SHARED):
            self.table.setColumnWidth(c, self._wanted[c])


__all__ = ["HistoryDialog", "RecordedGamesDialog"]
