"""An exception in a slot reaches the crash dialog, which saves a report without the database password."""

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from its_desktop.ui.tally import recorded_list
from its_desktop import diagnostics
from its_desktop.ui.crash_dialog import CrashDialog
from its_desktop.ui.crash_handler import CrashHandler

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


def test_a_game_that_no_longer_scores_is_logged(window, tmp_path, monkeypatch, caplog):
    """The games list shows "?" for a game whose scenario cannot be scored now, and the log says why."""
    monkeypatch.setenv("ITS_DESKTOP_DB", f"sqlite:///{tmp_path / 'games.db'}")
    game = window.tally_actions.games.create_game("s16/supremacy", 300, "Ana", "Ben")
    from its_desktop.domain.mission import catalog

    def broken(mission_id, points):
        raise KeyError("the library changed")

    monkeypatch.setattr(catalog, "mission", broken)
    with caplog.at_level("WARNING", logger="its_desktop"):
        scores = recorded_list.game_scores(window.tally_actions)
    assert scores[game.id] == "?"
    assert "does not score any more" in caplog.text and "the library changed" in caplog.text


def test_the_station_name_falls_back_with_a_log_line(monkeypatch, caplog):
    import getpass

    from its_desktop.ui.tournament import window as tournament_window

    def no_user():
        raise OSError("no user database")

    monkeypatch.setattr(getpass, "getuser", no_user)
    with caplog.at_level("WARNING", logger="its_desktop"):
        assert tournament_window.default_station() == "station"
    assert "no user or host name" in caplog.text and "no user database" in caplog.text


def test_an_exception_in_a_worker_thread_is_reported_without_a_dialog(tmp_path):
    import threading

    handler = CrashHandler(URL, folder=tmp_path).install()
    try:
        worker = threading.Thread(target=lambda: 1 / 0, name="exporter")
        worker.start()
        worker.join()
    finally:
        handler.uninstall()
    [report] = handler.reports
    assert "ZeroDivisionError" in report.read_text()
    assert QApplication.activeModalWidget() is None
