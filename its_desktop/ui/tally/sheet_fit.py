"""The tally's sheet fits the dock: when its columns need more than the room (French and Spanish objective
names at 1366 px), the objective names' column gives up the difference and its names wrap onto more lines, so
the round and OP columns are never behind a sideways scroll bar. In height, the fill button stays on the top
line where that line fits, and the end-of-game notes take the room left (their own box scrolls, never the
panel), so a finished game's sheet shows whole on a 1280x720 laptop."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QLayout, QPlainTextEdit, QPushButton, QTableWidget, QWidget

# The names' column never gets narrower than this: two or three words a line stay readable.
LEAST_NAME_WIDTH = 110
NOTES_MOST = 110        # the end-of-game notes: a dozen lines scroll inside their box rather than squeeze the sheet
NOTES_LEAST_LINES = 2   # and they keep two lines however small the room


def place_button(top: QHBoxLayout, own_line: QHBoxLayout, button: QPushButton, room: int,
                 outer: QLayout | None) -> None:
    """``button`` at the end of the ``top`` line where the line fits ``room``, else alone on ``own_line``."""
    on_top = top.indexOf(button) >= 0
    spacing = top.spacing() if top.spacing() >= 0 else 6
    need = top.sizeHint().width() + (0 if on_top else button.sizeHint().width() + spacing)
    if outer is not None:
        margins = outer.contentsMargins()
        need += margins.left() + margins.right()
    want_top = need <= room
    if want_top == on_top:
        return
    top.removeWidget(button)
    own_line.removeWidget(button)
    if want_top:
        top.addWidget(button)
    else:
        own_line.insertWidget(0, button)


def fit_notes(panel: QWidget, notes: QPlainTextEdit, viewport: QWidget | None) -> None:
    """The notes box as tall as its lines, at most ``NOTES_MOST`` and at most what the rest of ``panel`` leaves
    of ``viewport`` (the dock's visible room), at least ``NOTES_LEAST_LINES`` lines."""
    if viewport is None or notes.isHidden() or (layout := panel.layout()) is None:
        return
    line = notes.fontMetrics().lineSpacing()
    frame = 2 * notes.frameWidth() + int(2 * notes.document().documentMargin())
    lines = max(1, int(notes.document().size().height()))  # a plain-text document counts its (wrapped) lines
    width = panel.width()
    total = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
    others = total - min(notes.sizeHint().height(), notes.maximumHeight())
    want = min(NOTES_MOST, lines * line + frame, viewport.height() - others)
    want = max(want, NOTES_LEAST_LINES * line + frame)
    if notes.maximumHeight() != want:
        notes.setMaximumHeight(want)


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
        # Rows are fitted every time, not only when the column changed width: a sheet rebuilt at a width it
        # already had (a game reopened at start) otherwise kept Qt's default 30 px rows, taller than the same
        # game's 24 px rows when first started. No row is lower than an input row: the grid reads evenly.
        grid.resizeRowsToContents()
        least = min((grid.rowHeight(r) for r in range(grid.rowCount()) if any(
            grid.cellWidget(r, c) is not None for c in range(grid.columnCount()))), default=0)
        for r in range(grid.rowCount()):
            if grid.rowHeight(r) < least:
                grid.setRowHeight(r, least)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False
