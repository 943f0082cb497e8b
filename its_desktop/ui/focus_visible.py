"""Focus stays visible while the keyboard is in use (what browsers call :focus-visible).

Qt's styles draw a widget's focus frame only while its window carries ``WA_KeyboardFocusChange``, which Qt sets
when Tab moves the focus and clears whenever the focus moves for any other reason. Choosing from a combo box's
open list with the arrows and Enter hands the focus back to the box "from the popup", and answering a question
box with Enter or Escape hands it back "as the window is activated": both cleared it, so a keyboard user was left
with no frame on the box they had just used. Here the last input decides: after a key, a focus that comes back
from a list or a dialog is shown; after a click it is not (as Qt does for mouse users)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QWidget

# The focus moves that do not say by themselves whether the keyboard or the mouse caused them.
_RETURNING = {Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason,
              Qt.FocusReason.OtherFocusReason}
_by_keyboard = False


def note(obj: QObject, kind: QEvent.Type, event: QEvent) -> None:
    """Called by the application's input filter (ui/wheel_guard.py) for every event."""
    global _by_keyboard
    if kind == QEvent.Type.KeyPress:
        _by_keyboard = True
    elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
        _by_keyboard = False
    elif kind == QEvent.Type.FocusIn and _by_keyboard and isinstance(obj, QWidget) \
            and isinstance(event, QFocusEvent) and event.reason() in _RETURNING:
        window = obj.window()
        if not window.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange):
            window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
            obj.update()  # painted with its frame
