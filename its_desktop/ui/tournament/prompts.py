"""The questions the tournament window asks before a consequential write: a confirmation, a reason, a choice.

One object per window (``window.prompts``) so every tab asks the same way, and a test can answer for the
organizer by replacing it."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QInputDialog, QLabel, QLineEdit, QMessageBox, QWidget


# What a title bar spends besides the title: the window's icon and its buttons (close, maximise, …), with room.
TITLE_BAR_EXTRA = 160


def fit_title(dialog: QInputDialog, title: str) -> None:
    """Make a small question wide enough for its title: a one-line question box is as narrow as its field, and a
    longer French or Spanish title was cut in the middle ("Imprim…saico"). The box's layout sets its minimum size
    from its contents, so the width goes on the question's label."""
    need = dialog.fontMetrics().horizontalAdvance(title) + TITLE_BAR_EXTRA
    label = dialog.findChild(QLabel)
    if label is not None:
        margins = dialog.contentsMargins().left() + dialog.contentsMargins().right() + 24
        label.setMinimumWidth(max(label.minimumSizeHint().width(), need - margins))


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
        dialog = QInputDialog(self.parent)
        dialog.setWindowTitle(title)
        dialog.setLabelText(text)
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(False)
        fit_title(dialog, title)
        return dialog.textValue() if dialog.exec() else None

    def number(self, title: str, text: str, value: int, low: int, high: int) -> int | None:
        got, ok = QInputDialog.getInt(self.parent, title, text, value, low, high)
        return got if ok else None

    def warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.parent, title, text)
