"""Help → Show the log: the app's own log (what it did: games, events, rounds, databases, the overlay),
the newest lines last, to read or to send with a bug report. Passwords never reach it (diagnostics).

The file stays in English whatever the language (chosen: it is what a bug report carries, read by the
maintainers beside tracebacks and the libraries' own messages, which are English anyway, and searched in one
language). The window is the reader's: its title, buttons, a line saying why the notes are in English, and
each line's level ("Avertissement", "Error" → "Erreur") in their words."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from its_desktop.diagnostics import LOG_FILE, log_dir

MAX_BYTES = 512 * 1024  # the end of a long log is what a bug report needs
# A line as diagnostics writes it: "2026-11-29 03:00:00,123 WARNING its_desktop.ui: …"
_LEVEL = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}) (DEBUG|INFO|WARNING|ERROR|CRITICAL) ", re.MULTILINE)


def tail(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """The last ``max_bytes`` of the log, from a whole line (empty when there is no log yet)."""
    try:
        with path.open("rb") as fh:
            size = fh.seek(0, 2)
            fh.seek(max(0, size - max_bytes))
            data = fh.read()
    except OSError:
        return ""
    if len(data) >= max_bytes and b"\n" in data:
        data = data[data.index(b"\n") + 1:]
    return data.decode("utf-8", "replace")


class LogDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.path = (folder or log_dir()) / LOG_FILE
        self.setWindowTitle(self.tr("Log"))
        self.why = QLabel(self.tr("The program's own notes, newest last. They stay in English, as a bug report "
                                  "carries them; each line's level is in your language."))
        self.why.setWordWrap(True)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        refresh = QPushButton(self.tr("Refresh"))
        refresh.clicked.connect(self.refresh)
        folder_button = QPushButton(self.tr("Open the folder"))
        folder_button.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.path.parent))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))  # ours, not Qt's: never English
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(refresh)
        row.addWidget(folder_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.why)
        layout.addWidget(self.where)
        layout.addWidget(self.text, 1)
        layout.addLayout(row)
        self.resize(900, 560)
        self.refresh()

    def refresh(self) -> None:
        text = tail(self.path)
        self.where.setText(str(self.path) if text else self.tr("No log yet in %1").replace("%1", str(self.path.parent)))
        self.text.setPlainText(self.leveled(text))
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())  # the newest lines

    def levels(self) -> dict[str, str]:
        """Each logging level in the reader's words."""
        return {"DEBUG": self.tr("Detail"), "INFO": self.tr("Information"), "WARNING": self.tr("Warning"),
                "ERROR": self.tr("Error"), "CRITICAL": self.tr("Critical error")}

    def leveled(self, text: str) -> str:
        """The log's lines with their level in the reader's words (the message itself as written)."""
        words = self.levels()
        return _LEVEL.sub(lambda m: f"{m.group(1)} {words[m.group(2)]} ", text)


__all__ = ["LogDialog", "tail"]
