"""Help → Keyboard shortcuts: every key the window answers to, read from its actions (so the sheet cannot
drift from what the keys do), then the keys of the table itself."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QMainWindow, QTableWidget, QTableWidgetItem,
    QVBoxLayout,
)

from .screen_fit import fit_size


def table_keys() -> list[tuple[str, str]]:
    """The keys the table answers to while it has focus (ui/table/keyboard.py), and the window's own."""
    return [
        (QCoreApplication.translate("Shortcuts", "Arrows"),
         QCoreApplication.translate("Shortcuts", "Move the selected troopers one unit (the placing mark)")),
        (QCoreApplication.translate("Shortcuts", "Shift+Arrows"),
         QCoreApplication.translate("Shortcuts", "Move them a tenth of a unit")),
        (QCoreApplication.translate("Shortcuts", "Space / Shift+Space"),
         QCoreApplication.translate("Shortcuts", "Select the next / previous trooper")),
        (QCoreApplication.translate("Shortcuts", "O / Shift+O"),
         QCoreApplication.translate("Shortcuts", "Select the next / previous objective")),
        (QCoreApplication.translate("Shortcuts", "Menu key / Shift+F10"),
         QCoreApplication.translate("Shortcuts",
                                    "The selected item's menu: an objective's activated, hacked, destroyed")),
        (QCoreApplication.translate("Shortcuts", "Enter"),
         QCoreApplication.translate("Shortcuts", "Place the pending element at the mark")),
        (QCoreApplication.translate("Shortcuts", "Esc"),
         QCoreApplication.translate("Shortcuts", "Cancel placing")),
        (QCoreApplication.translate("Shortcuts", "F6 / Shift+F6"),
         QCoreApplication.translate("Shortcuts", "Move between the table and the panel showing")),
        (QCoreApplication.translate("Shortcuts", "Tab / Shift+Tab"),
         QCoreApplication.translate("Shortcuts", "Next / previous control (leaves tables too)")),
        (QCoreApplication.translate("Shortcuts", "Alt+underlined letter"),
         QCoreApplication.translate("Shortcuts", "The menu or the toolbar picker it names")),
    ]


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = sorted({(a.text().replace("&", ""), a.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
                       for a in window.findChildren(QAction) if not a.shortcut().isEmpty() and a.text()},
                      key=lambda r: r[0].casefold())
        rows += [(what, key) for key, what in table_keys()]
        self.table = QTableWidget(len(rows), 2)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        for r, (what, key) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(what))
            self.table.setItem(r, 1, QTableWidgetItem(key))
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_size(self, QSize(620, 640))
