"""The tally's sheet fits the dock's width: when its columns need more than the room (French and Spanish
objective names at 1366 px), the objective names' column gives up the difference and its names wrap onto
more lines, so the round and OP columns are never behind a sideways scroll bar."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableWidget

# The names' column never gets narrower than this: two or three words a line stay readable.
LEAST_NAME_WIDTH = 110


def natural_width(grid: QTableWidget) -> int:
    """The sheet's width with every column as wide as its contents (names on one line), frame included."""
    header = grid.horizontalHeader()
    columns = sum(max(grid.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(grid.columnCount()))
    return columns + 2 * grid.frameWidth()


class NameColumnFit(QObject):
    """Keeps ``grid``'s first column as wide as its names where there is room, narrower (wrapped) where not;
    refitted whenever the grid's viewport changes width and after the columns are measured again."""

    def __init__(self, grid: QTableWidget) -> None:
        super().__init__(grid)
        self.grid = grid
        grid.setWordWrap(True)
        grid.viewport().installEventFilter(self)

    def fit(self) -> None:
        grid = self.grid
        if grid.columnCount() == 0:
            return
        header = grid.horizontalHeader()
        names = max(grid.sizeHintForColumn(0), header.sectionSizeHint(0))
        others = sum(header.sectionSize(c) for c in range(1, grid.columnCount()))
        width = max(min(names, LEAST_NAME_WIDTH), min(names, grid.viewport().width() - others))
        if header.sectionSize(0) != width:
            header.resizeSection(0, width)
            grid.resizeRowsToContents()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False
