"""The tally's grid inside its panel: the objectives' names wrap rather than push the score columns out
of sight (a Spanish S8 sheet needed a sideways scroll bar at 1366x768, its OP columns cut)."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableWidget

NAME_MIN = 110  # px: the narrowest the name column gets (a word or two a line); below it, the grid scrolls


def fit_names(grid: QTableWidget) -> None:
    """Column 0 (the objectives' names) as wide as its longest name, or narrower, wrapped, until the
    columns fit the grid's viewport; the rows take the height their wrapped names need."""
    header = grid.horizontalHeader()
    if grid.columnCount() == 0 or header.sectionResizeMode(0) != QHeaderView.ResizeMode.Interactive:
        return
    natural = max(grid.sizeHintForColumn(0), header.sectionSizeHint(0))
    others = header.length() - header.sectionSize(0)
    room = grid.viewport().width() - others
    width = max(NAME_MIN, min(natural, room))
    if width != header.sectionSize(0):
        grid.setColumnWidth(0, width)
        grid.resizeRowsToContents()
