"""The questions the tournament window asks before a consequential write: a confirmation, a reason, a choice.

One object per window (``window.prompts``) so every tab asks the same way, and a test can answer for the
organizer by replacing it."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QInputDialog, QLineEdit, QMessageBox, QWidget


class Prompts:
    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self.parent, title, text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def reason(self, title: str, text: str) -> str | None:
        """A reason typed by the organizer (None: cancelled; an empty reason is asked for again)."""
        while True:
            value, ok = QInputDialog.getText(self.parent, title, text, QLineEdit.EchoMode.Normal, "")
            if not ok:
                return None
            if value.strip():
                return value.strip()

    def choose(self, title: str, text: str, options: list[str]) -> str | None:
        """One of ``options`` (None: cancelled)."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self.parent)
        buttons: dict[QAbstractButton, str] = {box.addButton(o, QMessageBox.ButtonRole.AcceptRole): o
                                               for o in options}
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return buttons.get(box.clickedButton())

    def pick(self, title: str, text: str, items: list[str]) -> str | None:
        value, ok = QInputDialog.getItem(self.parent, title, text, items, 0, False)
        return value if ok else None

    def number(self, title: str, text: str, value: int, low: int, high: int) -> int | None:
        got, ok = QInputDialog.getInt(self.parent, title, text, value, low, high)
        return got if ok else None

    def warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.parent, title, text)
