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
    from its_desktop.ui.tally.recorded_list import mission_name

    assert mission_name("s16/supremacy") == "ITS Season 16: Supremacy"
    assert mission_name("s99/lost") == "s99/lost"
    from its_desktop.ui import i18n

    i18n.install("fr")  # French sets a space before the colon, as the welcome's list does
    try:
        assert mission_name("s16/frostbyte") == "ITS Saison 16 : Congeler"
    finally:
        i18n.install("en")


def unstarted_window(qtbot):
    """A window made and shown, its start (the library, the remembered game's database) not yet run."""
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def slow_store(monkeypatch):
    """The remembered game's database read holds until the test lets it go (a slow disk or server): what the
    window does meanwhile is then seen every time, not only when the machine is busy."""
    import threading

    from its_desktop.ui import resume_reader

    gate = threading.Event()
    real = resume_reader.read

    def held(db_url, game_id):
        gate.wait(30)
        return real(db_url, game_id)

    monkeypatch.setattr(resume_reader, "read", held)
    yield gate
    gate.set()


def test_the_first_paint_names_the_game_its_players_round_and_day(qtbot, settings, shared_db, tmp_path):
    """From the first paint, before its database is read: which game comes back, from the settings alone."""
    import datetime as dt

    from PySide6.QtCore import QDate, QLocale

    first = new_window(qtbot)
    game_id = record_a_game(first)
    first.close()

    again = unstarted_window(qtbot)
    cover = again.reopening
    assert again.resume_reader is None  # nothing read from the store yet: the card is from the settings
    assert cover is not None and cover.isVisible() and again.isEnabled()
    text = cover.text()
    assert "Reopening your game…" in text and f"Game {game_id}: Ann vs Bob" in text
    assert "ITS Season 16: Supremacy · round 2 of 3" in text
    today = QLocale().toString(QDate.fromString(dt.date.today().isoformat(), "yyyy-MM-dd"),
                               QLocale.FormatType.LongFormat)
    assert f"Last played {today}" in text
    assert cover.geometry() == again.centralWidget().rect()  # the whole table's place: no stale table shows
    assert not again.view.isEnabled()  # the table under the card takes no key meanwhile
    assert again.round_box.text() == "–"  # not "1" beside a card saying round 2
    again.grab().save(str(tmp_path / "reopening.png"))
    qtbot.waitUntil(lambda: again.tally_actions.session is not None if again.ready else False, timeout=15000)
    from shiboken6 import isValid

    assert again.reopening is None and again.view.isEnabled()
    assert not isValid(cover) or not cover.isVisible()  # gone (deleted once the event loop turns)
    assert again.tally_actions.session.game_id == game_id and len(again.controller.doc.troopers) == 2
    assert again.round_box.text() == str(again.controller.doc.round)  # the game's own round once it is back


def test_the_window_takes_input_while_the_game_comes_back(qtbot, settings, shared_db, slow_store):
    first = new_window(qtbot)
    game_id = record_a_game(first)
    first.close()
    again = unstarted_window(qtbot)
    qtbot.waitUntil(lambda: again.ready, timeout=15000)
    assert again.reopening is not None and again.tally_actions.session is None  # still being read
    assert again.isEnabled() and again.menuBar().isEnabled()
    notes = again.docks["notes"]
    shown = notes.isVisible()
    notes.toggleViewAction().trigger()  # a panel shown or hidden: the window answers at once
    assert notes.isVisible() != shown
    assert again.reopening is not None  # and the game is still on its way
    slow_store.set()
    qtbot.waitUntil(lambda: again.tally_actions.session is not None, timeout=15000)
    assert again.tally_actions.session.game_id == game_id and again.reopening is None


def test_another_table_chosen_meanwhile_wins_and_the_game_stays_stored(qtbot, settings, shared_db, slow_store):
    from its_desktop.ui import settings as prefs

    first = new_window(qtbot)
    game_id = record_a_game(first)
    first.close()
    again = unstarted_window(qtbot)
    qtbot.waitUntil(lambda: again.ready, timeout=15000)
    again.actions_.new.trigger()  # the user starts on a new table before the game is back
    assert again.reopening is None and again.view.isEnabled()
    assert "Your game was not reopened, as you chose another table" in again.statusBar().currentMessage()
    slow_store.set()
    qtbot.waitUntil(lambda: again.resume_reader.over.is_set(), timeout=15000)
    for _ in range(10):
        qtbot.wait(20)
    assert again.tally_actions.session is None and again.controller.doc.troopers == []
    assert prefs.LAST_GAME.get(again.settings) == ""  # set aside on purpose: the next start opens as usual
    assert again.tally_actions.games.get_game(game_id).round_reached == 1  # nothing lost


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


def test_the_reopened_game_is_the_saved_one(qtbot, settings, shared_db):
    """Rounds, a VP typed by hand, the table: back as saved; and the end notes, in every language, come back with
    the game once it is over."""
    first = new_window(qtbot)
    game_id = record_a_game(first)
    first.tally.vp_box("A").setValue(37)  # typed by hand, over the table's count
    saved = {(e.player, e.key, e.round): e.value for e in first.tally_actions.games.entries(game_id)}
    table = first.controller.doc.to_json()
    first.close()
    again = new_window(qtbot)
    qtbot.waitUntil(lambda: again.tally_actions.session is not None, timeout=15000)
    assert again.tally.rounds.value() == 1 and again.tally.vp_box("A").value() == 37
    assert again.controller.doc.to_json() == table
    back = {(e.player, e.key, e.round): e.value for e in again.tally_actions.games.entries(game_id)}
    assert back == saved
    acts = again.tally_actions
    acts.score_round()  # round 2
    acts.score_round()  # round 3, the last: the end notes are worded in every language
    # the reader's language at once, the others on a thread (no frozen window for them)
    assert set(again.tally._notes) == {"en"} and acts.end_words.pending
    assert "Player A killed" in again.tally.notes.toPlainText()
    sheet = again.tally
    sheet.end_reason.setCurrentIndex(sheet.end_reason.findData("completed"))  # the game's end, written now:
    assert not acts.end_words.pending  # the notes were stored first, in every language
    assert acts.session.finished
    from its_desktop.persistence.tally_entries import NOTES

    stored = next(e.value for e in acts.games.entries(game_id) if e.key == NOTES)
    notes = dict(again.tally._notes)
    assert stored == notes and set(notes) == {"en", "fr", "es"} and all(notes.values())
    assert notes["en"] != notes["fr"] and any("a tué" in line.lower() for line in notes["fr"])
    again.close()
    third = unstarted_window(qtbot)  # a finished game is not reopened at start: Recorded games opens it
    assert third.reopening is None  # so no card promises, from the first paint, that it comes back
    qtbot.waitUntil(lambda: third.ready, timeout=10000)
    third.tally_actions.load(game_id)
    assert third.tally._notes == notes and third.tally.rounds.value() == 3


def test_a_broken_database_says_so_in_one_line_and_changes_nothing(qtbot, settings, shared_db, tmp_path):
    first = new_window(qtbot)
    game_id = record_a_game(first)
    first.close()
    path = tmp_path / "games.sqlite3"
    for extra in ("-wal", "-shm"):
        (tmp_path / f"games.sqlite3{extra}").unlink(missing_ok=True)
    path.write_bytes(b"not a database, whatever happened to it" * 100)
    before = path.read_bytes()
    again = new_window(qtbot)
    qtbot.waitUntil(lambda: again.reopening is None, timeout=15000)
    said = again.statusBar().currentMessage()
    assert said.startswith(f"Game {game_id} could not be reopened: ") and "\n" not in said
    assert again.tally_actions.session is None and again.controller.doc.troopers == [] and again.isEnabled()
    assert path.read_bytes() == before  # nothing written over what is there


def test_a_game_no_longer_in_the_database_is_said_in_one_line(qtbot, settings, shared_db):
    from its_desktop.ui import settings as prefs

    first = new_window(qtbot)
    record_a_game(first)
    first.close()
    key, _, _number = prefs.LAST_GAME.get(first.settings).rpartition(":")
    prefs.LAST_GAME.set(f"{key}:999", first.settings)
    again = new_window(qtbot)
    qtbot.waitUntil(lambda: again.reopening is None, timeout=15000)
    assert again.statusBar().currentMessage().startswith("Game 999 (Ann vs Bob, ITS Season 16: Supremacy) is not in "
                                                         "this database any more: an empty table instead.")
    assert again.tally_actions.session is None and again.controller.doc.troopers == []
