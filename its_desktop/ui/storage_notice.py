"""A storage failure nobody caught on its way up ("Not saved: the disk is full") is news, not a crash.

The crash handler hands a :class:`~its_desktop.persistence.storage.StorageFailure` here instead of
showing its crash dialog and saving a report: the user sees the one line, told that what they
entered is still on screen to do again, in a window that does not block (a failing retry must not
stack dialogs). A window that can say "reconnecting…" (it has ``storage_lost(why)``) is told when the
connection is what failed.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

log = logging.getLogger(__name__)

_open: list[QMessageBox] = []  # the notice on screen (one at a time: a newer failure replaces its text)


def is_storage_failure(exc: BaseException | None) -> bool:
    from its_desktop.persistence.storage import StorageFailure

    return isinstance(exc, StorageFailure)


def notify(exc: BaseException, parent: QWidget | None = None) -> QMessageBox | None:
    """Say ``exc`` (a StorageFailure) without blocking; the box is returned (tests read it)."""
    log.warning("not saved: %s (%s)", exc, getattr(exc, "detail", ""))
    window = parent or QApplication.activeWindow()
    if getattr(exc, "connection_lost", False):
        for w in QApplication.topLevelWidgets():
            hook = getattr(w, "storage_lost", None)
            if callable(hook):
                hook(str(exc))
    if QApplication.instance() is None:
        return None
    box = _open[0] if _open and _visible(_open[0]) else None
    if box is None:
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("StorageNotice", "Not saved"), "",
                          parent=window)
        box.setObjectName("storage-failure")
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        _open[:] = [box]
    box.setText(str(exc))
    box.setInformativeText(QCoreApplication.translate(
        "StorageNotice", "What you entered is still there: do it again once the database is back or the disk has "
        "room. Everything saved before is safe."))
    box.show()
    return box


def _visible(box: QMessageBox) -> bool:
    try:
        return box.isVisible()
    except RuntimeError:  # deleted on close
        return False


__all__ = ["is_storage_failure", "notify"]
