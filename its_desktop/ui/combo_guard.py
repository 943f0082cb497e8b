"""A combo box whose change has consequences (it replaces the table, ends the game) changes only by an
explicit choice from its list.

Qt's closed combo box steps to the next item on Up/Down (PageUp/PageDown, Home/End) and jumps to an item
on a typed letter, at once: a keyboard user who Tabbed onto the toolbar's Season box and pressed Down to
"scroll" replaced the table (and set the recorded game aside); Down on the tally's Game box made the game
"Played to the end". A guarded box does what a pop-up button does on macOS: those keys open its list, where
the arrows move a highlight and only Enter (or a click) chooses; Esc leaves it as it was. Space, F4 and
Alt+Down open the list as they always did. The wheel never steps it either (focused or not): it scrolls
what holds the box.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox

_STEP_KEYS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home,
              Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_Right}
_GUARDED = "its-desktop-explicit-choice"


class _ExplicitChoice(QObject):
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(obj, QComboBox):
            return False
        if event.type() == QEvent.Type.Wheel:
            event.ignore()  # offered to the parents: the panel scrolls, the choice stays
            return True
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and not obj.isEditable():
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier):
                return False  # the window's shortcuts
            if mods & Qt.KeyboardModifier.AltModifier:
                return False  # Alt+Down/Alt+Up open the list (Qt's own), Alt+letter is an access key
            if event.key() in _STEP_KEYS or (event.text() and event.text().isprintable() and not event.text().isspace()):
                obj.showPopup()  # the list opens on the current item: the key chooses nothing
                return True
        return False


def guard(box: QComboBox) -> QComboBox:
    """Make ``box`` change only by a choice from its open list; returns it."""
    if not box.property(_GUARDED):
        box.setProperty(_GUARDED, True)
        box.installEventFilter(_ExplicitChoice(box))
    return box


def is_guarded(box: QComboBox) -> bool:
    return bool(box.property(_GUARDED))
