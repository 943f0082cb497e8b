"""A restart resumes the game being recorded: the app opens on it where it was left (how fast is measured in
benchmarks/bench_resume.py); a game set aside is not reopened; the recorded-games list names the scenario as
the user knows it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def new_window(qtbot):
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    w.may_set_game_aside = lambda: True  # the user agrees to set the game aside (asked: test_keyboard_traps.py)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    return w


@pytest.fixture
def shared_db(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    monkeypatch.setenv("ITS_DESKTOP_DB", url)  # every window of the test, like every start of the app
    return url


def record_a_game(window) -> int:
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[
        Trooper("a1", "A", 5, 5, 25, 20, name="Hac Tao"), Trooper("b1", "B", 20, 40, 25, 20, name="Fusilier")]), None)
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally_actions.score_round()  # round 1 ended: the table is in round 2
    window.actions_.select_troopers(["a1"])
    window.controller.nudge(2.0, 0.0)
    return game_id


def test_a_restart_reopens_the_game_where_it_was_left(qtbot, settings, shared_db):
    first = new_window(qtbot)
    game_id = record_a_game(first)
    moved = first.controller.doc.trooper("a1")
    first.close()
    again = new_window(qtbot)  # how long it takes is measured in benchmarks/bench_resume.py
    qtbot.waitUntil(lambda: again.tally_actions.session is not None, timeout=5000)
    assert again.tally_actions.session.game_id == game_id
    doc = again.controller.doc
    assert (doc.mission, doc.round) == ("s16/supremacy", 2)
    assert (doc.trooper("a1").x, doc.trooper("a1").y) == (moved.x, moved.y)
    assert again.player_names == ("Ann", "Bob") and again.tally.rounds.value() == 1
    assert f"Game {game_id} reopened where it was left: Ann vs Bob, round 2" in again.statusBar().currentMessage()


def test_a_game_set_aside_is_not_reopened(qtbot, settings, shared_db):
    first = new_window(qtbot)
    record_a_game(first)
    first.actions_.new.trigger()  # another table: the game is set aside on purpose
    assert first.tally_actions.session is None
    first.close()
    again = new_window(qtbot)
    for _ in range(20):
        QApplication.processEvents()
    assert again.tally_actions.session is None and again.controller.doc.troopers == []


def test_the_recorded_games_list_names_the_scenario(qtbot, settings, shared_db):
    from its_desktop.ui.tally.actions import mission_name

    assert mission_name("s16/supremacy") == "ITS Season 16: Supremacy"
    assert mission_name("s99/lost") == "s99/lost"
    from its_desktop.ui import i18n

    i18n.install("fr")  # French sets a space before the colon, as the welcome's list does
    try:
        assert mission_name("s16/frostbyte") == "ITS Saison 16 : Congeler"
    finally:
        i18n.install("en")


def test_a_restart_shows_reopening_and_takes_no_input_until_the_game_is_back(qtbot, settings, shared_db, tmp_path):
    """No half-built window: from the first paint to the reopened game, the table's place says "Reopening your
    game…" with the players and scenario, and nothing (a click, a key, a shortcut) reaches the table."""
    from PySide6.QtCore import Qt

    from its_desktop.ui.main_window import MainWindow

    first = new_window(qtbot)
    game_id = record_a_game(first)
    first.close()

    again = MainWindow()
    again._maybe_keep_changes = lambda: True
    qtbot.addWidget(again)
    seen = []  # (window takes input, troopers on the table, game back) whenever the window changes state
    again.ready_changed.connect(lambda: seen.append((again.isEnabled(), again.tally_actions.session is not None)))
    again.show()
    cover = again.reopening
    assert cover is not None and cover.isVisible() and not again.isEnabled()
    assert "Reopening your game…" in cover.text() and f"Game {game_id}: Ann vs Bob" in cover.text()
    assert cover.geometry() == again.centralWidget().rect()  # the whole table's place: no stale table shows
    again.grab().save(str(tmp_path / "reopening.png"))
    qtbot.keyClick(again, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # New table: not taken meanwhile
    qtbot.waitUntil(lambda: again.tally_actions.session is not None if again.ready else False, timeout=15000)
    assert seen == [(False, False)]  # ready, the game not yet back: the window still took no input
    assert again.isEnabled() and again.reopening is None and not cover.isVisible()
    assert again.tally_actions.session.game_id == game_id and len(again.controller.doc.troopers) == 2


def test_while_the_game_comes_back_the_tally_does_not_say_no_game_is_recorded(qtbot, settings, shared_db):
    """A tester saw, behind "Reopening your game…", the greyed Tally read "No game is recorded on this table: this
    sheet is kept nowhere" for four seconds. Until the game is back the sheet is not shown with no game in it."""
    from its_desktop.ui.main_window import MainWindow

    first = new_window(qtbot)
    record_a_game(first)
    assert first.docks["tally"].isVisible()  # the layout is saved with the Tally in front
    first.close()
    again = MainWindow()
    again._maybe_keep_changes = lambda: True
    qtbot.addWidget(again)
    said = []  # what the Tally says while the window is ready and the game is not yet back

    def look() -> None:
        sheet = again.tally_if_made()
        said.append((again.tally_actions.session is not None, sheet.result.text() if sheet is not None else None))
    again.ready_changed.connect(look)
    again.show()
    qtbot.waitUntil(lambda: again.tally_actions.session is not None if again.ready else False, timeout=15000)
    assert said and not said[0][0]  # looked before the game was back
    assert "No game is recorded" not in (said[0][1] or "")
    assert again.docks["tally"].isVisible() and "No game is recorded" not in again.tally.result.text()
    assert again.tally.rounds.value() == 1


def test_the_reopened_game_has_the_keyboard_on_its_table(qtbot, settings, shared_db):
    """The window takes no input while the game comes back; once back, the keyboard is on the table (as at any
    start), so Space and the arrows play on: a tester found no focus anywhere until a Tab."""
    first = new_window(qtbot)
    record_a_game(first)
    first.close()
    again = new_window(qtbot)
    qtbot.waitUntil(lambda: again.tally_actions.session is not None and again.reopening is None, timeout=15000)
    again.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    assert QApplication.focusWidget() is again.view


def test_a_game_that_cannot_come_back_leaves_the_window_usable(qtbot, settings, shared_db):
    first = new_window(qtbot)
    record_a_game(first)
    first.close()
    from its_desktop.ui import settings as prefs

    key, _, _number = prefs.LAST_GAME.get(first.settings).rpartition(":")
    prefs.LAST_GAME.set(f"{key}:999", first.settings)  # a game the database does not hold
    again = new_window(qtbot)
    qtbot.waitUntil(lambda: again.reopening is None, timeout=10000)
    assert again.isEnabled() and again.tally_actions.session is None
