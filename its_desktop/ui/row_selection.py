"""Selecting table rows from code, whatever keys are held.

``QTableView.selectRow`` picks its selection command from the keyboard's modifiers at the time of the call:
with Ctrl down it toggles the row, with Shift down it extends the selection from the anchor, and without
either it clears the others. Code that selects "table 3" after a refresh must not depend on that: a
toggled row leaves nothing or two rows selected, and the next action lands on another table. These
helpers give the selection model an explicit command instead."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QItemSelection, QItemSelectionModel
from PySide6.QtWidgets import QTableView

_ROWS = QItemSelectionModel.SelectionFlag.Rows


def select_only(table: QTableView, row: int) -> None:
    """Make ``row`` the current and only selected row."""
    index = table.model().index(row, max(0, table.currentIndex().column()))
    table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect | _ROWS)


def select_rows(table: QTableView, rows: Iterable[int]) -> None:
    """Select exactly ``rows`` (none when empty); the current row is left where it is."""
    model = table.model()
    last = model.columnCount() - 1
    selection = QItemSelection()
    for row in rows:
        selection.select(model.index(row, 0), model.index(row, last))
    table.selectionModel().select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect | _ROWS)
