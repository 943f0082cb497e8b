"""An exception in a slot reaches the crash dialog, which saves a report without the database password."""

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from its_desktop import diagnostics
from its_desktop.ui.crash_dialog import CrashDialog, CrashHandler

pytestmark = pytest.mark.gui

URL = "postgresql+psycopg://td:hunter2-secret@10.0.0.5/event"


class Emitter(QObject):
    fired = Signal()


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_the_dialog_and_saves_a_report(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QDesktopServices

    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    diagnostics.setup_logging(folder=tmp_path)
    handler = CrashHandler(URL, folder=tmp_path).install()
    seen = {}

    def read_and_close():
        dialog = QApplication.activeModalWidget()
        seen["dialog"] = dialog
        if isinstance(dialog, CrashDialog):
            seen["text"] = dialog.informativeText() + dialog.detailedText()
            seen["buttons"] = [b.text() for b in dialog.buttons()]
            dialog.open_button.click()            # opens the folder, keeps the dialog
            seen["still_open"] = dialog.isVisible()
            dialog.close()

    def slot():
        raise RuntimeError(f"lost the server at {URL}")

    emitter = Emitter()
    emitter.fired.connect(slot)
    try:
        QTimer.singleShot(200, read_and_close)
        emitter.fired.emit()
    finally:
        handler.uninstall()
        diagnostics.setup_logging(folder=tmp_path / "other")
    assert isinstance(seen.get("dialog"), CrashDialog)
    [report] = handler.reports
    assert str(report) in seen["text"] and "Open the report's folder" in seen["buttons"]
    assert opened == [str(tmp_path)] and seen["still_open"]
    saved = report.read_text()
    assert "RuntimeError: lost the server at postgresql+psycopg://td:***@10.0.0.5/event" in saved
    assert "in slot" in saved                                      # the traceback
    assert "unhandled exception" in saved                          # the last log lines
    assert "hunter2" not in saved and "hunter2" not in seen["text"]
    assert "hunter2" not in (tmp_path / "its-desktop.log").read_text()
