"""The roster of each player: every trooper on the table, editable; a roster file can be imported."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData, Qt, Signal
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from its_desktop.domain.table import Trooper

COLUMNS = ("Name", "Pts", "Base", "Kind", "State", "Type", "Roles", "Tags")
from .row_selection import select_rows  # noqa: E402
from .table.view import TROOPER_MIME as MIME  # noqa: E402 - shared with the view that accepts the drop


def _trooper_id(table: QTableWidget, row: int) -> str:
    item = table.item(row, 0)
    assert item is not None  # every row's first cell (the name) carries the trooper's id
    return str(item.data(Qt.ItemDataRole.UserRole))


class _RosterTable(QTableWidget):
    """Rows can be dragged onto the table to move that trooper there."""

    def startDrag(self, actions) -> None:  # noqa: N802 - Qt override
        row = self.currentRow()
        if row < 0:
            return
        drag = QDrag(self)
        data = QMimeData()
        data.setData(MIME, QByteArray(_trooper_id(self, row).encode()))
        drag.setMimeData(data)
        drag.exec(Qt.DropAction.MoveAction)


class RosterPanel(QWidget):
    add_requested = Signal(str)                # player
    edit_requested = Signal(str)               # trooper id
    delete_requested = Signal(list)            # trooper ids
    import_requested = Signal(str)             # player
    selection_changed = Signal(list)           # trooper ids

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.tabs = QTabWidget()
        self.tables: dict[str, QTableWidget] = {}
        headers = [self.tr("Name"), self.tr("Pts"), self.tr("Base"), self.tr("Kind"), self.tr("State"),
                   self.tr("Type"), self.tr("Roles"), self.tr("Tags")]
        for player in ("A", "B"):
            table = _RosterTable(0, len(COLUMNS))
            table.setDragEnabled(True)
            table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
            table.setHorizontalHeaderLabels(headers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move in it
            table.setAccessibleName(self.tr("Troopers of player %1").replace("%1", player))
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
            table.horizontalHeader().setStretchLastSection(True)
            table.cellDoubleClicked.connect(lambda row, _c, t=table: self._edit_row(t, row))
            table.itemSelectionChanged.connect(self._selection)
            self.tables[player] = table
            self.tabs.addTab(table, self.tr("Player %1").replace("%1", player))
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("Add…"), lambda: self.add_requested.emit(self.player())),
                           (self.tr("Edit…"), self._edit_current),
                           (self.tr("Delete"), lambda: self.delete_requested.emit(self.selected_ids())),
                           (self.tr("Import roster…"), lambda: self.import_requested.emit(self.player()))):
            b = QPushButton(text)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tabs)
        layout.addLayout(buttons)
        self._updating = False

    def player(self) -> str:
        return "AB"[self.tabs.currentIndex()]

    def show_troopers(self, troopers: list[Trooper], visible: dict[str, dict], mission=None) -> None:
        """List each player's troopers; fields the viewer may not see come from ``visible``. Troop types and
        roles by the reader's rules' names ("ILO", "Hazmat Ops"), as the scorer says them; ``mission`` names the
        scenario's own roles."""
        from its_desktop.domain.i18n import _ as word  # states in the rules layer's words

        kinds = {"model": self.tr("Model"), "marker": self.tr("Marker"), "token": self.tr("Token")}  # as the dialog
        # The tally's words and the trooper dialog's roles are imported for the first trooper that has a troop type
        # or a role: every start lists an empty table first, and they cost it ~40 ms (the tally's rules with them).
        roles: dict[str, str] | None = None

        def role(code: str) -> str:
            nonlocal roles
            if roles is None:
                from its_desktop.ui.trooper_dialog import role_labels

                roles = role_labels()
            return roles.get(code, code)

        def troop_type(code: str) -> str:
            from its_desktop.domain.tally.words import troop_type  # the pack's abbreviation: French ILO, Spanish IP

            return troop_type(code)

        self._updating = True
        for player, table in self.tables.items():
            rows = [t for t in troopers if t.player == player]
            table.setRowCount(len(rows))
            for r, t in enumerate(rows):
                v = visible.get(t.id) or {"label": t.name or t.id, "points": t.points, "troop_type": t.troop_type,
                                          "roles": sorted(t.roles), "tags": sorted(t.tags), "hidden": False}
                cells = [
                    v["label"], "?" if v["points"] is None else f"{v['points']:g}", f"{t.base_mm:g}", kinds.get(t.kind, t.kind),
                    word(t.state), troop_type(v["troop_type"]) if v["troop_type"] else "",
                    ", ".join(role(r) for r in v["roles"]), ", ".join(v["tags"]),
                ]
                for c, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, t.id)
                    table.setItem(r, c, item)
            table.resizeColumnsToContents()
        self._updating = False

    def selected_ids(self) -> list[str]:
        table = self.tables[self.player()]
        return sorted({_trooper_id(table, i.row()) for i in table.selectedIndexes()})

    def select_ids(self, ids: list[str]) -> None:
        self._updating = True
        for table in self.tables.values():
            select_rows(table, [row for row in range(table.rowCount()) if _trooper_id(table, row) in ids])
        self._updating = False

    def _selection(self) -> None:
        if not self._updating:
            self.selection_changed.emit(self.selected_ids())

    def _edit_row(self, table: QTableWidget, row: int) -> None:
        self.edit_requested.emit(_trooper_id(table, row))

    def _edit_current(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.edit_requested.emit(ids[0])
