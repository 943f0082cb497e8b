"""The mouse wheel scrolls; it never changes a value the user did not pick.

Qt gives combo boxes and spin boxes the wheel even when they do not have the focus, so scrolling a
panel (the tally, a dialog) changed whichever box passed under the pointer: one notch turned "HVT
wounded by: nobody" into "B" and the game's result with it. Here, once per application: such a box
takes the wheel only when it has the focus (a click or Tab gives it), a wheel never gives it the focus,
and an unfocused box passes the wheel on to what holds it, so the panel scrolls on."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

from . import focus_visible

_NAME = "its-desktop wheel guard"
_GUARDED = (QComboBox, QAbstractSpinBox)


class _WheelGuard(QObject):
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        focus_visible.note(obj, kind, event)  # one application filter for both: each costs every event a call
        if kind == QEvent.Type.Wheel and isinstance(obj, _GUARDED) and not obj.hasFocus():
            # Ignored and filtered: Qt offers a refused wheel event to the box's parents, up to the scroll area.
            event.ignore()
            return True
        if kind == QEvent.Type.Polish and isinstance(obj, _GUARDED) \
                and obj.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            obj.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False


def install(made: QWidget | None = None) -> bool:
    """Guard every combo and spin box of the application; once, however often it is called. The boxes already
    under ``made`` (polished before the guard was there) get their focus policy here.

    An application-wide filter in Python sees every event's receiver, Qt's private objects included, and the
    first of those (a gesture manager) makes PySide look through every class of QtCore, QtGui and QtWidgets,
    creating ~125 Python enum classes (~0.15 s of CPU): the main window installs the guard after its first
    paint, not before it."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    if app.findChild(QObject, _NAME) is None:
        guard = _WheelGuard(app)
        guard.setObjectName(_NAME)
        app.installEventFilter(guard)
    if made is not None:
        for kind in _GUARDED:
            for box in made.findChildren(kind):  # found in C++ by class: no private object comes to Python
                if box.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                    box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return True


@contextmanager
def paused(made: QWidget) -> Iterator[None]:
    """The guard off while ``made``'s panels and menus are built in one go on the GUI thread, then on again and
    given the boxes built meanwhile (as :func:`install` does). No input is handled in between (the event loop is
    not turning), yet each of the ~1,600 events the building sends itself (children added, polished, laid out)
    would call the filter in Python: ~25 ms of every start."""
    app = QCoreApplication.instance()
    guard = app.findChild(QObject, _NAME) if app is not None else None
    if app is None or guard is None:
        yield
        return
    app.removeEventFilter(guard)
    try:
        yield
    finally:
        app.installEventFilter(guard)
        install(made)
