"""Combo boxes named by their label, not by their value, for screen readers.

On Linux, Qt's own combo-box interface answers its current text when asked for the Name (it leaves the
label to an AT-SPI "labelled by" relation, which only a buddy QLabel gives): a tally's "Game end" box
was announced as "In progress", a toolbar picker as "300 points". A combo given an accessible name gets
this interface instead (every combo does; one without a name answers its text, as before): Name is that name, Value the current text, Description the tooltip, and the
actions a screen reader offers (open the list, focus) still work.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QComboBox

_installed = False


class NamedComboBox(QAccessibleWidget):
    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo, QAccessible.Role.ComboBox)
        self._combo = combo

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self._combo.accessibleName() or self._combo.currentText()
        if t == QAccessible.Text.Value:
            return self._combo.currentText()
        if t == QAccessible.Text.Description:
            return self._combo.accessibleDescription() or self._combo.toolTip()
        return super().text(t)

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt override
        return [QAccessibleActionInterface.showMenuAction(), QAccessibleActionInterface.pressAction(),
                *[a for a in super().actionNames() if a not in (QAccessibleActionInterface.showMenuAction(),
                                                                  QAccessibleActionInterface.pressAction())]]

    def doAction(self, action: str) -> None:  # noqa: N802 - Qt override
        if action in (QAccessibleActionInterface.showMenuAction(), QAccessibleActionInterface.pressAction()):
            self._combo.showPopup()
        else:
            super().doAction(action)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    # Every combo (a name may be given after Qt first asks, and Qt caches the answer); without a name
    # it answers as Qt's own does.
    if isinstance(obj, QComboBox):
        return NamedComboBox(obj)
    return None  # Qt's own interface


def install() -> None:
    """Once per process, before the first combo is asked for (Qt caches an object's interface)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
