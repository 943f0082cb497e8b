"""The tally through the real window: made from the scenario's data, filled from the table,
scored live, and every entry committed to the database as it is made."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from its_desktop.ui.tally import recorded_list
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def supremacy(window, troopers):
    window.open_document(TableDocument("s16/supremacy", 300, troopers=troopers), None)
    window.docks["tally"].show()  # hidden until a game is recorded; View > Panels shows it without one
    return window.tally


def test_the_sheet_is_made_from_the_scenario(window):
    tally = supremacy(window, [])
    ids = [window.tally.grid.item(r, 0).text() for r in range(tally.grid.rowCount())]
    assert ids == ["Dominate more quadrants", "Dominate as many quadrants", "Hacked consoles"]
    # Objective, A's three rounds and game, B's, OP A and OP B: the season's three rounds.
    assert tally.grid.columnCount() == 11
    assert [tally.grid.horizontalHeaderItem(c).text() for c in (1, 3, 4, 5, 9)] == ["A 1", "A 3", "A game", "B 1", "OP A"]
    # more/same quadrants share one measure (entered once, an arrow on the twin's line)
    for k in ("1", "2", "3"):
        assert tally.grid.cellWidget(0, tally.column("A", k)) is tally.cell("A", "more-quadrants", k)
        assert tally.cell("B", "same-quadrants", k) is None
        assert tally.grid.item(1, tally.column("B", k)).text() == "↑"
    assert tally.grid.cellWidget(2, tally.column("A", "game")) is tally.cell("A", "hacked-consoles", "game")
    assert tally.cell("A", "hacked-consoles", "1") is None
    for p in "AB":  # one classified each
        assert tally.slot_box(p, 0, "fulfilled").text() == "fulfilled"
        with pytest.raises(KeyError):
            tally.slot_box(p, 1, "fulfilled")


def test_the_end_of_a_round_takes_the_tables_values_and_scores(window, db):
    # A dominates two quadrants, B one: A scores 2 OP for "more quadrants" this round.
    troopers = [Trooper("a1", "A", 6, 6, 25, 30), Trooper("a2", "A", 40, 6, 25, 30), Trooper("b1", "B", 6, 40, 25, 20)]
    tally = supremacy(window, troopers)
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally_actions.score_round()
    assert tally.cell("A", "more-quadrants", "1").value() == 2
    assert tally.cell("B", "more-quadrants", "1").value() == 1
    assert tally.last_score.players["A"].line("more-quadrants").op == 2
    assert tally.last_score.players["B"].line("same-quadrants").op == 0
    assert window.controller.doc.round == 2
    stored = {(e.player, e.key, e.round): (e.value, e.source) for e in window.tally_actions.games.entries(game_id)}
    assert stored[("A", "more-quadrants", 1)] == (2, "table")
    assert len(window.tally_actions.games.snapshots(game_id)) == 1


def test_correcting_a_table_value_is_an_override_with_history(window, db):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally_actions.score_round()
    tally.cell("A", "more-quadrants", "1").box.setValue(0)
    games = window.tally_actions.games
    entry = next(e for e in games.entries(game_id) if e.key == "more-quadrants" and e.player == "A")
    assert entry.source == "override" and entry.value["value"] == 0 and entry.value["why"]
    assert any(c.key == "more-quadrants" and c.old == 1 for c in games.history(game_id))


def test_a_recorded_game_reopens_as_it_was(window, db):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally_actions.score_round()
    tally.cell("A", "hacked-consoles", "game").box.setValue(2)
    tally.slot_box("A", 0, "fulfilled").setChecked(True)
    tally.vp_box("A").setValue(250)
    before = tally.last_score.to_json()
    window.open_document(TableDocument("s16/frostbyte", 200), None)  # something else in between
    window.tally_actions.load(game_id)
    assert window.controller.doc.mission == "s16/supremacy"
    assert window.tally.last_score.to_json()["players"] == before["players"]
    assert window.tally.cell("A", "hacked-consoles", "game").value() == 2


def test_a_classified_slot_is_sealed_until_fulfilled(window, db):
    tally = supremacy(window, [])
    game_id = window.tally_actions.begin("Ann", "Bob")
    tally.slot_box("B", 0, "secure_hvt").setChecked(True)
    entry = next(e for e in window.tally_actions.games.entries(game_id) if e.key == "classified:0")
    assert entry.sealed
    tally.slot_box("B", 0, "fulfilled").setChecked(True)
    entry = next(e for e in window.tally_actions.games.entries(game_id) if e.key == "classified:0")
    assert not entry.sealed


APP = textwrap.dedent("""
    import os, sys, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    from PySide6.QtCore import QCoreApplication
    app = QApplication([])
    QCoreApplication.setOrganizationName("its-desktop-kill-test")
    from its_desktop.ui.main_window import MainWindow
    w = MainWindow(sys.argv[1])
    w.show()
    while not w.ready:
        app.processEvents()
    w.tally_actions.begin("Ann", "Bob")
    print("game", w.tally_actions.session.game_id, flush=True)
    for i in range(200):
        w.tally.vp_box("A").setValue(i + 1)      # each change is committed before setValue returns
        print("vp", i + 1, flush=True)
        app.processEvents()
        time.sleep(0.005)
""")


def test_killing_the_app_mid_game_loses_no_committed_entry(tmp_path):
    url = f"sqlite:///{tmp_path / 'kill.sqlite3'}"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-c", APP, url], stdout=subprocess.PIPE, text=True, env=env)
    game_id, last = None, 0
    for line in proc.stdout:
        word, value = line.split()
        if word == "game":
            game_id = int(value)
        else:
            last = int(value)
            if last == 40:
                os.kill(proc.pid, signal.SIGKILL)
                break
    proc.wait(timeout=30)
    from its_desktop.persistence.games import Games

    with Games.open(url) as games:
        vp = next(e.value for e in games.entries(game_id) if e.key == "vp")
        history = [c for c in games.history(game_id) if c.key == "vp"]
    assert vp >= last and len(history) >= last


def test_support_and_control_decides_the_last_rounds_domination(window, db):
    # The Armory at 300: the room is a ZO; B has more points inside, A's card (+15) turns it.
    from its_desktop.domain.mission import catalog

    room = catalog.mission("s16/the-armory", 300).zone("room").geometry.centroid
    troopers = [Trooper("a1", "A", room.x - 1, room.y, 25, 10), Trooper("b1", "B", room.x + 1, room.y, 25, 20)]
    window.open_document(TableDocument("s16/the-armory", 300, troopers=troopers, round=3), None)
    tally = window.tally
    window.tally_actions.begin("Ann", "Bob")          # a new game starts at round 1, turn A…
    window.controller.change_round(3, "A")             # …and is played on to its last round
    value, zone = tally.intelcom_box("A")
    value.setValue(15)
    zone.setCurrentIndex(zone.findData("room"))
    window.tally_actions.score_round()
    dominate_round = next(o.id for o in window.controller.mission.scenario.scoring if o.when == "round_end")
    assert tally.cell("A", dominate_round, "3").value() is True or \
        tally.cell("A", dominate_round, "3").value() == 1


def test_a_player_does_not_see_the_opponents_sealed_entries(window):
    tally = supremacy(window, [])
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("B"))
    assert not tally.slot_box("A", 0, "secure_hvt").isVisible()
    assert tally.slot_box("B", 0, "secure_hvt").isVisible()
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("referee"))
    assert tally.slot_box("A", 0, "secure_hvt").isVisible()


def test_a_deck_log_gives_the_completed_count(window, db):
    window.open_document(TableDocument("s16/countermeasures", 300), None)
    tally = window.tally
    game_id = window.tally_actions.begin("Ann", "Bob")
    deck = window.controller.mission.scenario.decks[0].id
    rows = [{"round": 1, "turn": "A", "card": "Telemetry", "completed": True, "discarded": False},
            {"round": 1, "turn": "A", "card": "Sabotage", "completed": False, "discarded": True},
            {"round": 2, "turn": "A", "card": "Extreme Prejudice", "completed": True, "discarded": False}]
    tally.set_deck_log("A", deck, rows)
    assert tally.deck_box("A", deck).value() == 2
    stored = {e.key: e.value for e in window.tally_actions.games.entries(game_id) if e.player == "A"}
    assert stored[f"deck:{deck}"] == 2 and stored[f"decklog:{deck}"][2]["card"] == "Extreme Prejudice"


def test_history_and_scores_of_recorded_games(window, db):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally_actions.score_round()
    tally.cell("A", "hacked-consoles", "game").box.setValue(2)
    rows = recorded_list.history_rows(window.tally_actions)
    more = next(o.name.get() for o in tally.mission.scenario.scoring if o.id == "more-quadrants")
    assert any(r[3] == f"{more} · round 1" and r[5] == "1" for r in rows)  # the sheet's words, not "more-quadrants r1"
    # In progress, scored as if time were called now: round 1's 2 OP and the two hacked consoles' 2 OP.
    assert recorded_list.game_scores(window.tally_actions)[game_id] == "4 – 0"


def test_the_history_names_lines_as_the_sheet_does_and_fits_its_dialog(window, db, qtbot):
    """A tester's History showed "vp", "end_notes" and a raw ["Player A killed…", …] list so wide that the After
    and Why columns were off the dialog."""
    from its_desktop.ui.tally.games_dialogs import HistoryDialog

    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    acts.begin("Ann", "Bob")
    for _ in range(3):
        acts.score_round()                                   # the game's end: the table's VP and notes
    rows = recorded_list.history_rows(acts)
    whats = {r[3] for r in rows}
    assert "Victory Points" in whats and "End-of-game notes" in whats
    assert not whats & {"vp", "end_notes"} and not any(r[3].endswith((" r1", " r2", " r3")) for r in rows)
    notes = next(r for r in rows if r[3] == "End-of-game notes")
    assert notes[5].startswith("Player A killed") and "[" not in notes[5] and '"' not in notes[5]
    dialog = HistoryDialog(window, rows)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.table.horizontalHeader()
    last = dialog.table.columnCount() - 1
    assert header.sectionViewportPosition(last) + 20 < dialog.table.viewport().width()  # "Why" is on screen
    dialog.close()


def test_the_sheet_says_what_its_arrow_means(window):
    """Supremacy's "Dominate as many quadrants" line shows only "↑": a tester found nothing saying what it meant."""
    tally = supremacy(window, [])
    assert any(tally.grid.item(r, 1) is not None and tally.grid.item(r, 1).text() == "↑"
               for r in range(tally.grid.rowCount()))
    assert tally.same_key.isVisible() and tally.same_key.text().startswith("↑: ")
    window.open_document(TableDocument("s16/panic-room", 300), None)
    assert not any(window.tally.grid.item(r, 1) is not None and window.tally.grid.item(r, 1).text() == "↑"
                   for r in range(window.tally.grid.rowCount()))
    assert not window.tally.same_key.isVisible()


def test_the_end_of_game_notes_follow_a_live_language_switch(window, db):
    """A tester switched to French after the game's end: the box kept "Player A killed 0 Army Points" in English
    above a French line."""
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    acts.begin("Ann", "Bob")
    for _ in range(3):
        acts.score_round()
    assert tally.notes.isVisible() and "Player A killed" in tally.notes.toPlainText()
    window.set_language("fr")
    text = window.tally.notes.toPlainText()
    assert "Player A" not in text and "killed" not in text and "Joueur A" in text, text
    window.set_language("en")
    assert "Player A killed" in window.tally.notes.toPlainText()


def test_the_history_and_export_items_are_greyed_with_no_game_open(window, db):
    acts = window.tally_actions
    window.game_menu.aboutToShow.emit()
    assert acts.session is None and not acts.history.isEnabled()  # not an empty list with only headers
    assert not acts.export.isEnabled()  # Export this game… did nothing and said nothing
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts.begin("Ann", "Bob")
    window.game_menu.aboutToShow.emit()
    assert acts.history.isEnabled() and acts.export.isEnabled()


def test_time_called_records_the_turn_reached_and_scores_completed_rounds(window, db):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally_actions.score_round()                      # round 1 scored, table now in round 2
    window.controller.change_round(2, "B")
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("time"))
    game = window.tally_actions.games.get_game(game_id)
    assert (game.end_reason, game.turn_reached, game.round_reached) == ("time", "B", 1)
    assert tally.last_score.players["A"].line("more-quadrants").op == 2  # one completed round only


def test_switching_scenarios_leaves_no_stale_inputs(window):
    supremacy(window, [])
    window.open_document(TableDocument("s16/acquisition", 300), None)
    grid = window.tally.grid
    tally = window.tally
    cells = {(r, c) for r in range(grid.rowCount()) for c in range(1, grid.columnCount())
             if grid.cellWidget(r, c) is not None}
    assert len(cells) == len(tally.model.cells)
    # Acquisition scores only at the end of the game: no per-round input anywhere
    assert all(c in (tally.column("A", "game"), tally.column("B", "game")) for _, c in cells)


def test_the_hvt_rule_box_is_offered_only_for_a_neutral_hvt(window, tmp_path):
    # S10 L471 (harming an HVT loses the game) covers Neutral HVTs; Decapitation's HVT is "an enemy
    # trooper instead of a Neutral Civilian" (L1380), so the box is not offered there.
    window.open_document(TableDocument("s10/frostbyte", 300), None)
    assert window.tally.hvt_box is not None
    window.grab().save(str(tmp_path / "tally-frostbyte.png"))
    window.open_document(TableDocument("s10/decapitation", 300), None)
    assert window.tally.hvt_box is None


def test_an_empty_game_shows_no_tournament_points(window, db):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("a2", "A", 40, 6, 25, 30)])
    window.tally_actions.begin("Ann", "Bob")
    assert tally.in_progress and tally.last_tp is None
    assert " TP" in tally.result.text() and not any(f"{n} TP" in tally.result.text() for n in range(10))
    window.tally_actions.score_round()  # a round with a result: provisional points appear
    assert tally.last_tp is not None and f"{tally.last_tp[0]} TP" in tally.result.text()


def test_the_recorded_games_dialogs_show_their_rows(qtbot, settings):
    from its_desktop.ui.tally.games_dialogs import HistoryDialog, RecordedGamesDialog

    games = RecordedGamesDialog(None, [["2026-01-01 10:00", "s16/supremacy", "300", "Ann", "Bob", "1", "4 – 0"],
                                       ["2026-01-02 10:00", "s16/frostbyte", "200", "Cy", "Di", "", "?"]])
    qtbot.addWidget(games)
    assert games.chosen() is None  # nothing picked yet
    games.table.selectRow(1)
    assert games.chosen() == 1 and games.table.item(1, 3).text() == "Cy"
    history = HistoryDialog(None, [["2026-01-01 10:00:00", "desk", "A", "vp", "–", "150", ""]])
    qtbot.addWidget(history)
    assert history.table.columnCount() == 7 and history.table.item(0, 5).text() == "150"


def test_recorded_games_number_each_row_by_its_game(window, db, qtbot):
    """A tester's list numbered rows 1, 2 by place: row 1 was game 2, as the header and status bar call it."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from its_desktop.ui.tally.games_dialogs import RecordedGamesDialog

    supremacy(window, [])
    acts = window.tally_actions
    first = acts.begin("Ann", "Bob")
    acts.score_round()
    window.open_document(TableDocument("s16/frostbyte", 200), None)
    second = acts.begin("Eva", "Finn")
    seen = []

    def look() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets() if isinstance(w, RecordedGamesDialog)
                       and w.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        t = dialog.table
        model = t.model()
        seen.extend((str(model.headerData(r, Qt.Orientation.Vertical)), t.item(r, 3).text()) for r in range(t.rowCount()))
        dialog.reject()
    QTimer.singleShot(0, look)
    recorded_list.choose_game(acts)
    assert sorted(seen) == [(str(first), "Ann"), (str(second), "Eva")]


def test_one_formatter_for_the_audit_rows(qtbot):
    from datetime import UTC, datetime

    from its_desktop.domain.mission import catalog
    from its_desktop.persistence.games import ChangeRecord
    from its_desktop.ui.tally.session import change_text, describe_changes

    now = datetime.now(UTC)
    card = ChangeRecord(1, 1, "A", "intelcom", None, None, {"value": 5}, "asked", True, "desk", now, None)
    assert change_text(card, referee=True) == ("INTELCOM card", "–", "value 5")  # worded, never JSON
    assert change_text(card, referee=False) == ("INTELCOM card", "–", "(sealed)")
    fix = ChangeRecord(2, 1, "B", "more-quadrants", 2, 1, 0, "override", False, "desk", now, "miscounted")
    assert change_text(fix) == ("more-quadrants · round 2", "1", "0")  # no scenario given: the line's id
    more = catalog.mission("s16/supremacy", 300)
    assert change_text(fix, mission=more)[0] == "Dominate more quadrants · round 2"  # the sheet's name
    assert "desk: B more-quadrants · round 2 1 → 0" in describe_changes([fix]) and "miscounted" in describe_changes([fix])


def test_after_the_last_end_of_round_domination_is_a_result_not_provisional(window, db):
    """The last End of round does not move the table to a next round: the table must still learn that its
    round is scored (a player saw "[A provisional]" on every quadrant of a finished game)."""
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("a2", "A", 40, 6, 25, 30)])
    window.tally_actions.begin("Ann", "Bob")
    ctl = window.controller
    rounds = window.tally.model.rounds
    assert rounds == 3  # S16 Supremacy
    for _ in range(rounds):
        window.tally_actions.score_round()
    assert ctl.doc.round == rounds and window.completed_rounds() == rounds
    dominated = [item for item in ctl.scene.zone_items.values() if item.zone.is_zo and item.state is not None
                 and item.state.key.startswith("dominated")]
    assert dominated, "the test needs a dominated zone"
    assert not ctl.scene.provisional
    assert all(not item.state.key.endswith("provisional") for item in dominated)
    assert all("provisional" not in item.label.text() for item in dominated)


def test_a_reopened_finished_game_and_a_game_ended_early_show_results_not_provisional(window, db):
    """An imported finished game (the documented Frostbyte record) read "[B provisional]" on the Exclusion Zone
    its score gives to A: the table was opened before its tally said the rounds were scored. And a game ended
    early (Retreat! in round 2) is a result too."""
    from pathlib import Path

    from its_desktop.domain.inputs import read_json

    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game-frostbyte.json"
    actions = window.tally_actions
    actions.load(actions.games.import_game(read_json(str(example))))
    ctl = window.controller
    assert not window.tally.in_progress and ctl.doc.round == window.completed_rounds()
    assert not ctl.scene.provisional
    assert not [item for item in ctl.scene.zone_items.values()
                if item.state is not None and item.state.key.endswith("provisional")]

    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("a2", "A", 40, 6, 25, 30)])
    actions.begin("Ann", "Bob")
    actions.score_round()  # round 1 scored; the table is in round 2, so far provisional
    assert window.controller.scene.provisional
    sheet = window.tally
    sheet.end_reason.setCurrentIndex(sheet.end_reason.findData("retreat"))
    assert not sheet.in_progress
    assert not window.controller.scene.provisional  # the game is over: what the table shows is its result


def test_the_wheel_scrolls_the_tally_and_never_changes_a_box_it_passes_over(window, qtbot):
    """A player scrolled the tally with the wheel: each box under the pointer took the notch (the HVT box went
    from nobody to B, the result with it). Unfocused boxes pass the wheel on; a focused one still takes it."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QScrollArea

    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    box = tally.vp_box("A")
    box.setValue(100)
    window.view.setFocus()

    def notch(widget, up=True):
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                            QPoint(0, 120 if up else -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)
        return event

    assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a wheel never gives it the focus
    passed_on = notch(box)
    assert box.value() == 100 and not passed_on.isAccepted()
    scroll = box.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert scroll is not None  # the tally scrolls: the wheel is left for it

    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    notch(box)
    assert box.value() != 100  # a box the player picked still takes the wheel


def test_the_recorded_games_list_shows_a_whole_mission_name_at_1366x768(qtbot, settings, tmp_path):
    """The Mission column takes the room the short columns leave: a Spanish Season 8 name is whole on a
    1366×768 laptop (no "Control de…", no sideways scroll bar); a cell too long for any screen is cut with "…"
    and whole in its tooltip."""
    from its_desktop.ui.tally.games_dialogs import RecordedGamesDialog

    name = "ITS Temporada 8: Control de Cuadrantes"
    games = RecordedGamesDialog(None, [["2026-11-28 15:02", name, "200", "Ana", "Beto", "1 de 3", "3 – 0"],
                                       ["2026-11-27 19:40", "ITS Season 16: Resilience Operations", "300",
                                        "Chloé Martin", "Denis", "3 de 3", "7 – 5"]])
    qtbot.addWidget(games)
    games.resize(min(games.width(), 1366 - 16), min(games.height(), 768 - 40))  # inside a 1366×768 laptop's room
    games.show()
    qtbot.waitExposed(games)
    table = games.table
    used = sum(table.columnWidth(c) for c in range(table.columnCount()))
    assert used <= table.viewport().width() and not table.horizontalScrollBar().isVisible()
    need = table.fontMetrics().horizontalAdvance(name) + 2 * table.style().pixelMetric(
        table.style().PixelMetric.PM_FocusFrameHMargin) + 8
    assert table.columnWidth(1) >= need, (table.columnWidth(1), need)
    assert table.item(0, 1).toolTip() == name
    games.resize(640, 420)  # a window narrower than any screen we support: cut, never a scroll bar
    qtbot.wait(20)
    assert not table.horizontalScrollBar().isVisible() and table.item(1, 1).toolTip().endswith("Operations")
    games.grab().save(str(tmp_path / "recorded.png"))


def test_a_language_switch_retranslates_the_players_boxes(window, db, qtbot, tmp_path):
    """"Player A", "Classified 1" and the boxes' names are made from data: after a live switch they read in
    the new language, and what the sheet holds stays."""
    from PySide6.QtWidgets import QCheckBox, QLabel

    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    window.tally_actions.begin("Ann", "Bob")
    tally.slot_box("A", 0, "fulfilled").setChecked(True)
    tally.vp_boxes["B"].setValue(120)

    def texts():
        qtbot.wait(20)  # widgets added to a shown layout are shown by a queued call
        return {w.text() for w in tally.findChildren(QLabel) if w.isVisibleTo(tally)} | \
            {w.text() for w in tally.findChildren(QCheckBox) if w.isVisibleTo(tally)}

    assert {"<b>Player A</b>", "Classified 1", "fulfilled"} <= texts()
    for lang, player, classified in (("fr", "Joueur A", "Classifié 1"), ("es", "Jugador A", "Clasificado 1")):
        window.set_language(lang)
        seen = texts()
        assert {f"<b>{player}</b>", f"<b>{player.replace('A', 'B')}</b>", classified} <= seen, seen
        assert "<b>Player A</b>" not in seen and "Classified 1" not in seen
        box = tally.slot_box("A", 0, "fulfilled")
        assert box.isChecked() and tally.vp_boxes["B"].value() == 120  # the sheet's values stay
        assert box.accessibleName().startswith(classified), box.accessibleName()
        side = {"fr": "Camp", "es": "Bando"}[lang]  # the table's edges follow too, and the legend
        assert window.controller.scene.side_labels["A"].text() == f"{side} A — Ann"
        legend = window.legend.toPlainText()
        assert {"fr": "Légende", "es": "Leyenda"}[lang] in legend and "Deployment zone" not in legend, legend[:200]
    window.grab().save(str(tmp_path / "tally_es.png"))


def test_victory_points_typed_over_the_tables_count_are_marked_and_said(window, db, qtbot):
    """After the last End of round the VP boxes hold the table's count (blue) and the notes say "the table counts 30
    Victory Points"; typing another number marks the box as corrected (orange) and the notes say both numbers,
    so the sheet never shows 40 in the box and "keeps 30" under it without a word."""
    from its_desktop.ui.tally.input_cell import SOURCE_COLOURS

    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("b1", "B", 6, 40, 25, 30)])
    window.tally_actions.begin("Ann", "Bob")
    for _ in range(3):
        window.tally_actions.score_round()
    box = tally.vp_boxes["B"]
    assert box.value() == 30 and box.palette().color(box.palette().ColorRole.Base) == SOURCE_COLOURS["table"]
    assert "Player B: the table counts 30 surviving Victory Points" in tally.notes.toPlainText()
    box.setValue(40)  # the referee corrects it
    assert box.palette().color(box.palette().ColorRole.Base) == SOURCE_COLOURS["override"]
    assert "Player B: 40 Victory Points typed by hand (the table counted 30)" in tally.notes.toPlainText()
    assert "40 VP" in tally.result.text()
    box.setValue(30)  # back to the table's count: nothing to explain
    assert "typed by hand" not in tally.notes.toPlainText()


def test_a_bare_arrow_on_the_game_box_opens_its_list_and_does_not_end_the_game(window, db, qtbot):
    """Tabbing through the sheet and pressing Down on "Game: In progress" made it "Played to the end" at once;
    now the list opens, and Esc leaves the game in progress."""
    from PySide6.QtCore import Qt

    tally = supremacy(window, [])
    window.tally_actions.begin("Ann", "Bob")
    box = tally.end_reason
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() is None and box.view().isVisible()
    qtbot.keyClick(box.view(), Qt.Key.Key_Escape)
    assert box.currentData() is None and not window.tally_actions.session.finished
