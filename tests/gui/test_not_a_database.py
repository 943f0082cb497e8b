"""A station pointed at a file that is not a database: every window path that opens it says so in one line
naming the file, in the reader's language, and never shows the crash box (which would claim the scores are
saved)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from its_desktop.ui.crash_dialog import CrashDialog
from its_desktop.ui.crash_handler import CrashHandler

pytestmark = pytest.mark.gui

WORDS = {"en": ("Database not reachable", "not a database (this file is not an SQLite database)"),
         "fr": ("Base de données injoignable", "ce n'est pas une base de données"),
         "es": (None, "no es una base de datos")}


@pytest.fixture
def not_a_database(tmp_path):
    path = tmp_path / "notadb.sqlite3"
    path.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 64)  # a file, but not SQLite's
    return path


def _watch(seen: list[str]):
    """Record and close every box on screen; accept any other dialog (the names of a new game)."""

    def check():
        for w in QApplication.topLevelWidgets():
            if not w.isVisible():
                continue
            if isinstance(w, CrashDialog):
                seen.append("CRASH " + w.text())
                w.done(0)
            elif isinstance(w, QMessageBox):
                seen.append(f"{w.objectName()}|{w.windowTitle()}|{w.text()}|{w.informativeText()}")
                w.done(0)
            elif isinstance(w, QDialog):
                w.accept()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(30)
    return timer


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_every_window_path_names_the_file_that_is_not_a_database(window, qtbot, tmp_path, not_a_database, lang):
    from its_desktop.ui import i18n

    url = f"sqlite:///{not_a_database}"
    before = not_a_database.read_bytes()
    handler = CrashHandler(url, folder=tmp_path / "crash").install()
    i18n.install(lang)
    acts = window.tally_actions
    acts.db_url, window.db_url = url, url
    seen: list[str] = []
    timer = _watch(seen)
    try:
        # Game → Recorded games…, as the user does (the menu's action), then Start a recorded game and the
        # tournament window.
        acts.open_game.trigger()
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=5000)
        assert acts.start_game() is None
        assert window.open_tournament() is None
        qtbot.waitUntil(lambda: len(seen) == 3, timeout=5000)
    finally:
        timer.stop()
        handler.uninstall()
        i18n.install("en")
    title, what = WORDS[lang]
    assert not handler.reports  # no crash report written
    for text in seen:
        assert not text.startswith("CRASH"), text
        assert text.startswith("database-error|")
        assert str(not_a_database) in text and what in text, text
        assert "file is not a database" not in text  # SQLite's English tail is gone
        if title:
            assert f"|{title}|" in text
    assert acts.session is None
    assert not_a_database.read_bytes() == before  # the file is left as it was


@pytest.mark.qt_no_exception_capture
def test_an_unguarded_path_that_cannot_open_the_database_is_its_line_not_a_crash(window, qtbot, tmp_path,
                                                                               not_a_database):
    """The crash handler's net: a DatabaseUnavailable nobody caught is the database's box, with no report."""
    from PySide6.QtCore import QObject, Signal

    from its_desktop.persistence.games import Games

    class Emitter(QObject):
        fired = Signal()

    handler = CrashHandler(None, folder=tmp_path / "crash").install()
    emitter = Emitter()
    emitter.fired.connect(lambda: Games.open(f"sqlite:///{not_a_database}"))
    seen: list[str] = []
    timer = _watch(seen)
    try:
        emitter.fired.emit()
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=5000)
    finally:
        timer.stop()
        handler.uninstall()
    assert seen[0].startswith("database-error|") and "not a database" in seen[0], seen
    assert not handler.reports


@pytest.mark.server
@pytest.mark.qt_no_exception_capture
def test_a_postgresql_database_that_does_not_exist_is_its_line_on_recorded_games(window, qtbot, tmp_path,
                                                                                 pg_cluster):
    """The same path on a real PostgreSQL server whose database was never created: the server's reason,
    the database named, no crash box, and nothing created on the server."""
    url = pg_cluster.url("its_never_made")
    handler = CrashHandler(url, folder=tmp_path / "crash").install()
    window.tally_actions.db_url = url
    seen: list[str] = []
    timer = _watch(seen)
    try:
        window.tally_actions.open_game.trigger()
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=10000)
    finally:
        timer.stop()
        handler.uninstall()
    assert seen[0].startswith("database-error|") and "its_never_made" in seen[0], seen
    assert "does not exist" in seen[0], seen
    assert not handler.reports
