"""What the tournament window's tabs share: the tab base (repository, message line, one write per
action) and table helpers."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QWidget,
)

from its_desktop.persistence.games import ConflictError
from its_desktop.persistence.storage import StorageFailure
from its_desktop.domain.lengths import number

from ..row_selection import select_only

if TYPE_CHECKING:

    from .host import TournamentHost

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter


def error_words(exc: BaseException) -> str:
    """A refusal as the window says it: a bad field's problem in the reader's words, without the stored field's
    code ("pin: el PIN 1001 ya está registrado", "custom_scenario: no es un archivo…"); the custom scenario, whose
    problem does not name it, with the event dialog's own label."""
    from PySide6.QtCore import QCoreApplication

    from its_desktop.domain.errors import InputError

    if not isinstance(exc, InputError) or exc.file:
        return str(exc)
    if exc.field == "custom_scenario":
        return QCoreApplication.translate("NotesPanel", "%1: %2").replace(
            "%1", QCoreApplication.translate("EventDialog", "Custom scenario")).replace("%2", exc.message)
    return exc.message


ERROR_STYLE = "QLabel { background: #fde2e1; color: #8a1c17; padding: 6px; border-radius: 3px; }"
OK_STYLE = "QLabel { background: #e3f4e1; color: #1d5c1a; padding: 6px; border-radius: 3px; }"
INFO_STYLE = "QLabel { color: #555; padding: 2px; }"


def item(text: Any, align=None, editable: bool = False, data: Any = None, tip: str | None = None) -> QTableWidgetItem:
    it = QTableWidgetItem("" if text is None else _fmt(text))
    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    if editable:
        flags |= Qt.ItemFlag.ItemIsEditable
    it.setFlags(flags)
    if align is not None:
        it.setTextAlignment(align)
    if data is not None:
        it.setData(Qt.ItemDataRole.UserRole, data)
    if tip:
        it.setToolTip(tip)
    return it


def _fmt(v: Any) -> str:
    if isinstance(v, float):
        return number(v)  # the reader's decimal mark
    return str(v)


def table_widget(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    # Every tab's action works on one row: with several selectable, Ctrl-clicking a second table would leave
    # "Approve" on whichever came first in the table, not the one the organizer clicked last.
    t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    t.setAlternatingRowColors(True)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


def round_bar(label: str, buttons: list[QPushButton]) -> tuple[QHBoxLayout, QSpinBox, QLabel]:
    """A round's tab top row: ``label`` ("Round", translated by the tab) and the round's number, the round's
    progress, then the tab's buttons at the right. Returns the row, the round's spin box and the progress."""
    round_box = QSpinBox()
    round_box.setRange(1, 20)
    progress = QLabel()
    top = QHBoxLayout()
    top.addWidget(QLabel(label))
    top.addWidget(round_box)
    top.addWidget(progress)
    top.addStretch(1)
    for b in buttons:
        top.addWidget(b)
    return top, round_box, progress


@contextmanager
def refilling(t: QTableWidget, rows: int) -> Iterator[None]:
    """Fill ``t`` anew with ``rows`` rows. Replacing the items of a table whose columns size to their contents
    measures every column again at each item (4 s for 30 rows of 11 columns on PostgreSQL's busy test
    machine); emptied first, the table measures once.

    The current row stays on the same game (the id in its first cell), not at the same index: a refresh that
    reorders the rows (a phone's report moving its table up) must never leave the organizer's selection, and
    the next "Approve", on another table."""
    row = t.currentRow()
    key = _row_key(t, row)
    t.setUpdatesEnabled(False)
    t.setRowCount(0)
    t.setRowCount(rows)
    try:
        yield
    finally:
        if key is not None:
            row = next((r for r in range(rows) if _row_key(t, r) == key), -1)
        if 0 <= row < rows:
            select_only(t, row)
        else:
            t.clearSelection()
        t.setUpdatesEnabled(True)


def _row_key(t: QTableWidget, row: int) -> Any:
    cell = t.item(row, 0) if row >= 0 else None
    return cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None


class Banner(QLabel):
    """The tab's message line: an error (naming the field), a conflict, or a confirmation."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()
        self.kind = ""

    def error(self, text: str) -> None:
        self.kind = "error"
        self.setStyleSheet(ERROR_STYLE)
        self.setText(text)
        self.show()

    def ok(self, text: str) -> None:
        self.kind = "ok"
        self.setStyleSheet(OK_STYLE)
        self.setText(text)
        self.show()

    def clear_message(self) -> None:
        self.kind = ""
        self.setText("")
        self.hide()


class Tab(QWidget):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__()
        self.w = window
        self.banner = Banner()

    @property
    def repo(self):
        return self.w.events

    @property
    def eid(self) -> int | None:
        return self.w.event_id

    def attempt(self, fn, *args, ok: str | None = None, **kwargs):
        """Run a repository write; on a bad value or a conflict show why and return None."""
        try:
            out = fn(*args, **kwargs)
        except (ValueError, ConflictError, LookupError) as exc:
            self.banner.error(error_words(exc))
            self.w.statusBar().showMessage(error_words(exc), 8000)
            self.refused(exc)
            return None
        if ok:
            self.banner.ok(ok)
        else:
            self.banner.clear_message()
        self.w.changed(source=self)
        return out if out is not None else True

    def refused(self, exc: Exception) -> None:
        """A write refused because the server is gone: the window says "reconnecting…" now, not at its next poll."""
        if isinstance(exc, StorageFailure) and exc.connection_lost:
            self.w.storage_lost(str(exc))

    def attempt_read(self, fn, *args, **kwargs):
        """Run a repository read whose refusal (a bad value) is shown like a write's; None when refused."""
        try:
            return fn(*args, **kwargs)
        except (ValueError, ConflictError, LookupError) as exc:
            self.banner.error(error_words(exc))
            return None

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass
