"""The Stream menu starts the overlay in the app; connection failures are a dialog, not a traceback."""

from __future__ import annotations

import json
import urllib.request

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QTableWidget

BAD_URL = "postgresql+psycopg://ana:pw-very-secret@127.0.0.1:1/its"


def _answer_modals(qtbot, seen: list[str]):
    """Accept the names dialog of 'Start a recorded game'; record and close a database error box."""

    def check():
        w = QApplication.activeModalWidget()
        if isinstance(w, QMessageBox) and w.objectName() == "database-error":
            seen.append(f"{w.windowTitle()}|{w.text()}|{w.informativeText()}")
            w.done(0)
        elif isinstance(w, QDialog) and not isinstance(w, QMessageBox):
            w.accept()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(50)
    return timer


def test_the_stream_menu_serves_the_overlay_and_shows_its_urls(window, qtbot, tmp_path):
    menu = window.stream_menu
    menu.db_url = f"sqlite:///{tmp_path / 'stream.sqlite3'}"
    menu.port = 0
    assert [a.text() for a in window.menuBar().actions()].count("Strea&m") == 1
    assert not menu.stop_action.isEnabled()
    assert menu.start()
    assert menu.server.address[0] == "127.0.0.1" and menu.stop_action.isEnabled()
    with urllib.request.urlopen(menu.server.url("/state.json"), timeout=10) as resp:
        assert json.loads(resp.read())["format"] == "its-desktop-overlay"
    dialog = menu.show_urls()
    qtbot.waitExposed(dialog)
    table = dialog.findChild(QTableWidget)
    assert table.rowCount() == len(menu.urls()) >= 1
    assert table.item(0, 1).text().startswith("http://127.0.0.1:")
    dialog.grab().save(str(tmp_path / "urls.png"))
    copy_all = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Copy all")
    copy_all.click()
    assert "/state.json" in QGuiApplication.clipboard().text()
    dialog.close()
    server = menu.server
    window.close()  # closing the window stops the server
    assert menu.server is None and server.httpd is None


def test_the_url_labels_speak_the_interface_language(window, tmp_path):
    from its_desktop.ui import i18n
    from tests.overlay.helpers import fill

    url = f"sqlite:///{tmp_path / 'stream.sqlite3'}"
    ids = fill(url)
    menu = window.stream_menu
    menu.db_url, menu.port = url, 0
    assert menu.start()
    try:
        english = dict(menu.urls())
        assert english == dict(menu.server.page_urls())  # the window's words are the server's in English
        assert f"Spring Open: table {ids['table']} scoreboard" in english
        words = {"fr": ("Spring Open : classement", f"Spring Open : table {ids['table']}, tableau des scores",
                        f"partie {ids['game']} (", "Spring Open : chrono de la Ronde"),
                 "es": ("Spring Open: clasificación", f"Spring Open: mesa {ids['table']}, marcador",
                        f"partida {ids['game']} (", "Spring Open: reloj de la ronda")}
        for lang, expected in words.items():
            i18n.install(lang)
            labels = [label for label, _url in menu.urls()]
            assert [u for _l, u in menu.urls()] == list(english.values())  # same pages, same order
            for text in expected:
                assert any(text in label for label in labels), (lang, text, labels)
            assert not set(labels) & set(english), lang
    finally:
        i18n.install("en")
        menu.stop()


def test_start_a_recorded_game_says_why_the_database_is_unreachable(window, qtbot):
    window.tally_actions.db_url = BAD_URL
    seen: list[str] = []
    timer = _answer_modals(qtbot, seen)
    try:
        assert window.tally_actions.start_game() is None
    finally:
        timer.stop()
    assert len(seen) == 1
    assert "cannot connect to postgresql+psycopg://ana:***@127.0.0.1:1/its" in seen[0]
    assert "pw-very-secret" not in seen[0]
    assert window.tally_actions.session is None


def test_the_tournament_window_says_why_the_database_is_unreachable(window, qtbot):
    window.db_url = BAD_URL
    seen: list[str] = []
    timer = _answer_modals(qtbot, seen)
    try:
        assert window.open_tournament() is None
    finally:
        timer.stop()
    assert len(seen) == 1 and "refuses the connection" in seen[0] and "pw-very-secret" not in seen[0]


def test_a_port_in_use_is_a_message(window, tmp_path, monkeypatch):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        menu = window.stream_menu
        menu.db_url = f"sqlite:///{tmp_path / 'stream.sqlite3'}"
        menu.port = s.getsockname()[1]
        shown = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
        assert not menu.start()
    assert shown and "Cannot listen on port" in shown[0] and menu.server is None


def test_the_table_being_tallied_reaches_the_overlay_live_and_public(window, qtbot, tmp_path):
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper

    url = f"sqlite:///{tmp_path / 'live.sqlite3'}"
    window.tally_actions.db_url = url
    window.stream_menu.db_url = url
    window.stream_menu.port = 0
    secret = Trooper("a1", "A", 12.0, 20.0, 25, 30, kind="marker", name="Hidden-Infiltrator-Name")
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[secret]), None)
    game_id = window.tally_actions.begin("Ana", "Ben")
    assert window.stream_menu.start()

    def troopers():
        with urllib.request.urlopen(window.stream_menu.server.url(f"/state.json?game={game_id}"), timeout=10) as r:
            body = r.read().decode()
        assert "Hidden-Infiltrator-Name" not in body
        return json.loads(body)["game"]["map"]["troopers"]

    qtbot.waitUntil(lambda: len(troopers()) == 1, timeout=3000)
    window.controller.move_trooper("a1", 30.0, 31.0)
    qtbot.waitUntil(lambda: troopers()[0]["x"] == 30.0, timeout=1000)
    assert troopers()[0] == {"player": "A", "x": 30.0, "y": 31.0, "base_mm": 25, "state": "normal", "marker": True}
    window.stream_menu.stop()
