"""The dialog an exception nobody caught ends in: what happened, where its report was saved, and a button that
opens that folder (``crash_handler.CrashHandler`` shows it; imported only then, it costs no start anything)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("CrashDialog", text)


class CrashDialog(QMessageBox):
    def __init__(self, report: Path | None, summary: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(tr("ITS Table Assistant: unexpected error"))
        self.setText(tr("Something went wrong that the app did not expect."))
        where = (tr("A report was saved to %1. Please send it with a word on what you were doing.")
                 .replace("%1", str(report)) if report else tr("The report could not be saved: see the log."))
        self.setInformativeText(tr("Every score entry is already saved; you can go on or close the app.")
                                + "\n\n" + where)
        self.setDetailedText(summary)
        self.open_button = self.addButton(tr("Open the report's folder"), QMessageBox.ButtonRole.ActionRole) \
            if report else None
        self.addButton(QMessageBox.StandardButton.Close)
        if self.open_button is not None:
            # Opening the folder must not close the dialog: the user may still want the details.
            self.open_button.clicked.disconnect()
            self.open_button.clicked.connect(self.open_folder)

    def open_folder(self) -> bool:
        if self.report is None:  # the button is shown only with a report
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.report.parent)))
