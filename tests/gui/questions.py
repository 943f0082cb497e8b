"""Answering the window's own question boxes as a user would (a real QMessageBox, clicked by its button's text)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def answer(qtbot, button: str, seen: dict) -> None:
    """Click ``button`` (its text without "&") in the next question box, keeping its text and buttons in ``seen``."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen["text"], seen["buttons"] = box.text(), [b.text() for b in box.buttons()]
        next(b for b in box.buttons() if b.text().replace("&", "") == button).click()
    QTimer.singleShot(0, click)
