"""A recorded game through the real window: bound to its own table, every table edit committed, a
finished game closed to all but corrections, End of round a checkpoint, two stations never
overwriting each other."""

from __future__ import annotations

import json

import pytest

from its_desktop.domain import itstable
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def supremacy(window, troopers, **kw):
    window.open_document(TableDocument("s16/supremacy", 300, troopers=troopers, **kw), None)
    return window.tally


def dump(games, game_id):
    return json.dumps(games.export_game(game_id), sort_keys=True)


def test_opening_another_table_sets_the_recorded_game_aside_unchanged(window, db, tmp_path):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    acts.score_round()
    tally.vp_box("A").setValue(204)
    before = dump(acts.games, game_id)
    other = tmp_path / "other.itstable"
    itstable.save(TableDocument("s16/supremacy", 300, troopers=[Trooper("x1", "B", 20, 20, 25, 18)]), other)
    assert window.open_path(other)
    assert acts.session is None
    assert "set aside" in window.statusBar().currentMessage()
    assert window.tally.vp_box("A").value() == -1  # a fresh sheet, not the game's values
    window.tally.vp_box("A").setValue(123)          # typing into the other table's sheet…
    acts.score_round()                                # …and ending its round
    window.controller.move_trooper("x1", 30, 30)
    assert dump(acts.games, game_id) == before        # …never reach the recorded game
    # choosing another scenario in the toolbar sets a game aside the same way
    acts.load(game_id)
    assert acts.session.game_id == game_id and window.tally.vp_box("A").value() == 204
    window.scenario_box.setCurrentIndex(window.scenario_box.findData("s16/frostbyte"))
    window.new_table()
    assert acts.session is None and dump(acts.games, game_id) == before


def test_a_finished_game_takes_only_corrections_with_a_reason(window, db, qtbot):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    tally.vp_box("A").setValue(204)
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))
    assert acts.session.finished
    before = dump(acts.games, game_id)
    acts.session.ask_reason = lambda: None            # the reason dialog cancelled
    tally.vp_box("A").setValue(123)
    assert "a correction needs a reason" in acts.last_message
    qtbot.waitUntil(lambda: window.tally.vp_box("A").value() == 204)  # the sheet shows what is stored
    window.controller.move_trooper("a1", 20, 20)     # the table of a finished game is not recorded
    acts.score_round()
    assert "is over" in acts.last_message
    assert dump(acts.games, game_id) == before
    acts.session.ask_reason = lambda: "a Fusilier was counted twice"
    window.tally.vp_box("A").setValue(190)
    change = acts.games.history(game_id)[-1]
    assert (change.key, change.old, change.new, change.why) == ("vp", 204, 190, "a Fusilier was counted twice")


def test_a_number_typed_into_a_finished_game_is_one_correction_asked_once(window, db, qtbot):
    """A tester typed 12 into B's Victory Points after "Played to the end": the reason was asked at the "1",
    the "2" was lost, and asked again at the "2". The typed number is one correction, asked for on Return."""
    from PySide6.QtCore import Qt

    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))
    assert acts.session.finished
    asked: list[int] = []
    acts.session.ask_reason = lambda: asked.append(tally.vp_box("B").value()) or "B's survivors recounted"
    box = tally.vp_box("B")
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, "12")
    assert asked == []                                # nothing asked, nothing stored, while typing
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert asked == [12] and box.value() == 12
    vp = [(c.player, c.old, c.new, c.why) for c in acts.games.history(game_id) if c.key == "vp"]
    assert vp == [("B", None, 12, "B's survivors recounted")]
    # A number still being typed when the window closes is kept too (once more, asked once).
    window.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, "15")
    window.close()
    assert asked == [12, 15] and acts.games.history(game_id)[-1].new == 15


def test_a_reopened_finished_game_keeps_its_typed_vp_marked_as_typed(window, db):
    """A tester reopened a finished game whose B VP had been typed over the table's count: the box lost its
    override colour and the summary and notes no longer said "typed by hand (the table counted 0)"."""
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("b1", "B", 30, 40, 25, 20)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    for _ in range(3):
        acts.score_round()                            # the game's end: the table counts 20 VP for B
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))
    acts.session.ask_reason = lambda: "B's Fusilier survived after all"
    tally.vp_box("B").setValue(25)
    before = (tally.vp_source("B"), tally.result.text(), tally.notes.toPlainText())
    assert before[0] == "override" and "(VP typed by hand; the table counted 20)" in before[1]
    window.open_document(TableDocument("s16/frostbyte", 200), None)   # something else in between
    acts.load(game_id)
    sheet = window.tally
    assert sheet.vp_box("B").value() == 25 and sheet.vp_source("B") == "override"
    assert "(VP typed by hand; the table counted 20)" in sheet.result.text()
    assert "Player B: 25 Victory Points typed by hand (the table counted 20)" in sheet.notes.toPlainText()
    assert acts.games.history(game_id)[-1].new == 25  # reopening changed nothing stored


def test_the_correction_question_is_wide_enough_for_its_title(window, db):
    """A window manager's title bar read "Correct a… ed game": the dialog was narrower than its title and buttons."""
    supremacy(window, [])
    acts = window.tally_actions
    acts.begin("Ann", "Bob")
    dialog = acts.reason_dialog()
    dialog.show()
    title = dialog.fontMetrics().horizontalAdvance("Correct a finished game")
    assert dialog.windowTitle() == "Correct a finished game" and dialog.width() >= title + 200
    dialog.close()


def test_every_table_edit_is_committed_and_a_reopened_game_resumes_there(window, db):
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("b1", "B", 30, 40, 25, 20)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    acts.score_round()                                # round 1 ended: the table is at round 2, turn A
    assert (window.round_box.value(), window.turn_box.currentText()) == (2, "A")
    window.controller.move_trooper("a1", 12, 14)
    window.actions_.next_player_turn()                # round 2, turn B
    t = window.controller.doc.trooper("b1")
    window.actions_._set_state(t, "unconscious")
    stored = acts.games.table(game_id)
    assert (stored.round, stored.turn) == (2, "B")
    doc = stored.document()
    assert {x["id"]: (x["x"], x["y"]) for x in doc["troopers"]}["a1"] == (12, 14)
    window.open_document(TableDocument("s16/frostbyte", 200), None)   # something else in between
    acts.load(game_id)
    assert (window.controller.doc.round, window.controller.doc.turn) == (2, "B")
    assert (window.round_box.value(), window.turn_box.currentText()) == (2, "B")
    assert window.controller.doc.trooper("a1").x == 12
    assert window.controller.doc.trooper("b1").state == "unconscious"
    assert window.tally.rounds.value() == 1


def test_end_of_round_is_a_checkpoint_undo_does_not_cross(window, db):
    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    window.controller.move_trooper("a1", 7, 7)
    assert window.controller.undo.canUndo()
    acts.score_round()
    assert not window.controller.undo.canUndo()       # nothing before the End of round can be taken back
    assert "Undo stops" in window.actions_.undo.toolTip()
    window.actions_.undo.trigger()
    assert window.controller.doc.round == 2 and window.controller.doc.trooper("a1").x == 7
    window.round_box.setValue(1)                      # going back by hand and ending round 1 again…
    acts.score_round()
    assert "already been ended" in acts.last_message
    assert [s.round for s in acts.games.snapshots(game_id)] == [1]   # …adds no second snapshot
    assert tally.cell("A", "more-quadrants", "1").value() == 1
    window.round_box.setValue(2)
    window.controller.move_trooper("a1", 8, 8)
    window.actions_.undo.trigger()                    # edits after the checkpoint undo as usual
    assert window.controller.doc.trooper("a1").x == 7
    assert acts.games.table(game_id).document()["troopers"][0]["x"] == 7


# -- two stations -------------------------------------------------------------------------------


def second_window(qtbot, url):
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    w.tally_actions.db_url = url
    return w


def two_stations(window, qtbot, url):
    window.tally_actions.db_url = url
    window.tally_actions.poll_ms = 0     # the test polls by hand: the stale view is deliberate
    window.settings.setValue("station/name", "station-1")
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    game_id = window.tally_actions.begin("Ann", "Bob")
    window.tally.vp_box("A").setValue(140)
    other = second_window(qtbot, url)
    other.tally_actions.poll_ms = 0
    other.settings.setValue("station/name", "station-2")
    other.tally_actions.load(game_id)
    window.settings.setValue("station/name", "station-1")
    return game_id, other


@pytest.mark.parametrize("url_fixture", ["sqlite_file", pytest.param("pg_url", marks=pytest.mark.server)])
def test_a_conflicting_correction_is_refused_and_nothing_is_lost(window, qtbot, request, url_fixture, tmp_path):
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}" if url_fixture == "sqlite_file" \
        else request.getfixturevalue("pg_url")
    game_id, other = two_stations(window, qtbot, url)
    assert other.tally.vp_box("A").value() == 140
    window.tally.vp_box("A").setValue(150)          # station 1 corrects first
    other.tally.vp_box("A").setValue(170)           # station 2 still shows 140: refused
    msg = other.tally_actions.last_message
    assert "another station changed game" in msg and "station-1: A Victory Points 140 → 150" in msg
    qtbot.waitUntil(lambda: other.tally.vp_box("A").value() == 150)  # reloaded
    games = window.tally_actions.games
    assert next(e.value for e in games.entries(game_id) if e.key == "vp") == 150
    assert [(c.who, c.new) for c in games.history(game_id) if c.key == "vp"] == \
        [("station-1", 140), ("station-1", 150)]
    other.tally.vp_box("A").setValue(170)           # knowing it, station 2 may still correct
    assert next(e.value for e in games.entries(game_id) if e.key == "vp") == 170
    assert games.history(game_id)[-1].who == "station-2"
    # station 1 sees it by polling, without asking
    assert window.tally_actions.session.poll()
    qtbot.waitUntil(lambda: window.tally.vp_box("A").value() == 170)
    assert "station-2: A Victory Points 150 → 170" in window.statusBar().currentMessage()
    assert not window.tally_actions.session.poll()    # nothing new: nothing reloaded


def test_two_stations_cannot_both_record_one_games_table(window, qtbot, tmp_path):
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    game_id, other = two_stations(window, qtbot, url)
    window.controller.move_trooper("a1", 10, 10)     # station 1 records the table
    other.controller.move_trooper("a1", 30, 30)      # station 2 opened it before: refused
    assert "no longer recorded" in other.tally_actions.last_message
    assert window.tally_actions.games.table(game_id).document()["troopers"][0]["x"] == 10


# -- no arithmetic left to the players -------------------------------------------------------------


def frostbyte_troopers():
    # Frostbyte at 300 (48 x 48): Exclusion Zone y 16..32, Dead Zones y 12..16 / 32..36, Deployment
    # Zones y 0..12 / 36..48; Heating Units at x 24, y 14 (1, Dead Zone A), 4 (2, Deployment Zone A),
    # 34 (3, Dead Zone B), 44 (4, Deployment Zone B).
    return [
        Trooper("a1", "A", 5, 6, 25, 10, troop_type="LI", name="Fusilier"),     # Deployment A, unit 2 active
        Trooper("a2", "A", 10, 24, 25, 10, troop_type="LI", name="Fusilier"),   # Exclusion: Killer Cold
        Trooper("a3", "A", 30, 24, 40, 40, troop_type="HI", name="Swiss Guard"),  # Exclusion, HI: spared
        Trooper("a4", "A", 20, 6, 25, 10, troop_type="LI", name="Fusilier"),    # killed during the game
        Trooper("b1", "B", 5, 40, 25, 30, troop_type="MI", name="Zhanshi"),     # Deployment B, unit 4 off
        Trooper("b2", "B", 10, 34, 25, 20, troop_type="LI", name="Yaokong"),    # Dead Zone B, unit 3 active
        Trooper("b3", "B", 40, 34, 25, 25, troop_type="LI", name="Hac Tao"),    # Unconscious at the end
        Trooper("b4", "B", 20, 42, 25, 15, troop_type="LI", name="Celestial Guard"),  # killed during the game
    ]


def test_frostbyte_kills_and_vp_come_from_the_table_and_match_a_hand_count(window, db):
    window.open_document(TableDocument("s16/frostbyte", 300, troopers=frostbyte_troopers()), None)
    ctl, acts, tally = window.controller, window.tally_actions, window.tally
    game_id = acts.begin("Ann", "Bob")
    acts.score_round()                                        # round 1
    for mid, player in (("heating-unit-1", "A"), ("heating-unit-2", "A"), ("heating-unit-3", "B")):
        ctl.set_marker(mid, "activate", activated_by=(player,))
    window.actions_._set_state(ctl.doc.trooper("a4"), "dead")
    window.actions_._set_state(ctl.doc.trooper("b4"), "dead")
    acts.score_round()                                        # round 2
    window.actions_._set_state(ctl.doc.trooper("b3"), "unconscious")
    acts.score_round()                                        # round 3: Killer Cold, then the count
    # The cold acted on the table itself: its victims are Dead there (L1719 "considered as Killed by
    # the enemy"), the Heavy Infantry is spared (L1721), Deployment Zone B's unit was off.
    states = {t.id: t.state for t in ctl.doc.troopers}
    assert states == {"a1": "normal", "a2": "dead", "a3": "normal", "a4": "dead",
                      "b1": "dead", "b2": "normal", "b3": "unconscious", "b4": "dead"}
    # By hand: A killed b1 30 + b3 25 (Null State at the end) + b4 15 = 70; B killed a2 10 + a4 10 = 20.
    # Surviving VP: A a1 10 + a3 40 = 50; B b2 20.
    assert tally.cell("A", "more-killed", "game").value() == 70
    assert tally.cell("B", "more-killed", "game").value() == 20
    assert tally.cell("A", "more-killed", "game").source == "table"
    assert (tally.vp_box("A").value(), tally.vp_box("B").value()) == (50, 20)
    # Kill more (2) + dominate the Exclusion Zone with the HI (3) + more active units, 2 to 1 (3).
    assert tally.last_score.op("A") == 8 and tally.last_score.op("B") == 0
    notes = tally.notes.toPlainText()
    assert "Killer Cold: Exclusion Zone: Fusilier (a2) (A) is killed" in notes  # two 10-point Fusiliers, told apart
    assert "Swiss Guard (A) is spared — troop type HI" in notes
    assert "Player A killed 70 Army Points" in notes and tally.notes.isVisible()
    stored = {(e.player, e.key): e for e in acts.games.entries(game_id)}
    assert stored[("A", "more-killed")].value == 70 and stored[("A", "more-killed")].source == "table"
    assert stored[("A", "vp")].value == 50 and stored[("B", "vp")].value == 20
    assert acts.games.snapshots(game_id)[-1].document()["troopers"][1]["state"] == "dead"  # post-effect
    # the referee can still override a filled value, as before
    tally.cell("B", "more-killed", "game").box.setValue(30)
    assert tally.cell("B", "more-killed", "game").source == "override"
    # and the notes come back with the game
    window.open_document(TableDocument("s16/supremacy", 300), None)
    acts.load(game_id)
    assert "Player A killed 70 Army Points" in window.tally.notes.toPlainText()
    # kept in every language: a French or Spanish referee reads the program's words in theirs (the troopers'
    # names as typed), on a switch and on reopening the game
    from its_desktop.ui import i18n

    for lang, words in (("fr", ["Tueur Froid : Zone d'Exclusion : Fusilier (a2) (A) est Tué", "est épargné",
                                "Le Joueur A a tué 70 Points d'Armée", "Joueur B : la table compte 20 Points de Victoire survivants",
                                "(Unité Thermique ZM A active)"]),
                        ("es", ["Fusilier (a2) (A) queda Eliminado", "Swiss Guard (A) se salva",
                                "El Jugador A ha eliminado 70 Puntos de Ejército", "Jugador B: la mesa cuenta 20 Puntos de Victoria supervivientes",
                                "(Unidad Térmica ZM A activa)"])):
        i18n.switch_language(lang)
        notes = window.tally.notes.toPlainText()
        assert all(w in notes for w in words), (lang, notes)
        assert not [w for w in ("is killed", "is spared", "Player", "counts", "Army Points", "Heating Unit",
                                "Dead Zone") if w in notes], notes
        acts.load(game_id)
        assert window.tally.notes.toPlainText() == notes
    i18n.switch_language("en")
    assert "Player A killed 70 Army Points" in window.tally.notes.toPlainText()


def test_fill_from_the_table_button_fills_this_rounds_values(window, db):
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30), Trooper("a2", "A", 40, 6, 25, 30)])
    window.tally_actions.begin("Ann", "Bob")
    window.tally.fill_button.click()
    assert window.tally.cell("A", "more-quadrants", "1").value() == 2
    assert window.tally.cell("A", "more-quadrants", "1").source == "table"
    assert window.controller.doc.round == 1                  # filling is not ending the round
    assert "values taken from the table" in window.statusBar().currentMessage()


# -- the scenario's restrictions -------------------------------------------------------------------


def frostbyte(window, troopers=()):
    window.open_document(TableDocument("s16/frostbyte", 300, troopers=list(troopers)), None)
    return window.controller


def test_one_hvt_per_player_the_second_is_refused(window):
    from PySide6.QtCore import QPointF

    ctl = frostbyte(window)
    acts = window.actions_
    acts.start_placing("hvt", "A")
    assert acts.place_at(QPointF(10, 20)) == []
    acts.start_placing("hvt", "A")
    acts.place_at(QPointF(30, 20))
    assert [p.player for p in ctl.doc.placed] == ["A"]
    assert "HVT: player A may place 1, not 2" in window.tally_actions.last_message
    assert not ctl.undo.canRedo()                      # taken back for good, not an undo to redo
    acts.start_placing("hvt", "B")
    assert acts.place_at(QPointF(30, 20)) == [] and len(ctl.doc.placed) == 2


def test_hazmat_ops_eligibility_and_count_are_refused(window):
    from dataclasses import replace

    ctl = frostbyte(window, [Trooper("a1", "A", 5, 5, 25, 20, troop_type="LI", name="Fusilier"),
                             Trooper("a2", "A", 9, 5, 25, 20, troop_type="LI", name="Fusilier 2"),
                             Trooper("a3", "A", 13, 5, 25, 20, troop_type="REM", name="Palbot")])
    hazmat = frozenset({"hazmat_ops"})
    ctl.edit_trooper(replace(ctl.doc.trooper("a1"), roles=hazmat))
    assert ctl.doc.trooper("a1").roles == hazmat        # the first one is fine
    ctl.edit_trooper(replace(ctl.doc.trooper("a2"), roles=hazmat))
    assert ctl.doc.trooper("a2").roles == frozenset()
    assert "Hazmat Ops: player A may have 1, not 2" in window.tally_actions.last_message
    ctl.edit_trooper(replace(ctl.doc.trooper("a1"), roles=frozenset()))
    ctl.edit_trooper(replace(ctl.doc.trooper("a3"), roles=hazmat))
    assert ctl.doc.trooper("a3").roles == frozenset()
    assert "Palbot cannot be Hazmat Ops: troop type REM" in window.tally_actions.last_message


def test_a_console_connects_once_and_three_heating_units_at_most(window):
    ctl = frostbyte(window)
    ctl.set_marker("console-2", "connect", activated_by=("A",))
    ctl.set_marker("console-2", "connect", activated_by=("A", "B"))
    assert ctl.doc.markers["console-2"].activated_by == ("A",)
    assert "a Console is connected once" in window.tally_actions.last_message
    for i, p in ((1, "A"), (2, "A"), (3, "B")):
        ctl.set_marker(f"heating-unit-{i}", "activate", activated_by=(p,))
    ctl.set_marker("heating-unit-4", "activate", activated_by=("B",))
    assert "heating-unit-4" not in ctl.doc.markers
    assert "4 Heating Units activated" in window.tally_actions.last_message
    ctl.set_marker("heating-unit-3", "destroy", state="destroyed")  # a destroyed unit stays counted
    ctl.set_marker("heating-unit-4", "activate", activated_by=("B",))
    assert "heating-unit-4" not in ctl.doc.markers


def test_deployment_warnings_let_the_referee_decide(window):
    ctl = frostbyte(window, [Trooper("a1", "A", 5, 5, 25, 20, troop_type="LI", name="Fusilier")])
    ctl.move_trooper("a1", 24, 4.9)                   # Heating Unit 2 stands at (24, 4): base to token contact
    assert ctl.doc.trooper("a1").x == 24              # a warning, not a refusal
    msg = window.statusBar().currentMessage()
    assert "Fusilier is in contact with Heating Unit DZ A" in msg and "“" in msg  # the pack's words
    assert "L1711" not in msg                         # not the line number of our copy of the pack
    ctl.move_trooper("a1", 10, 24)                    # into the Exclusion Zone
    msg = window.statusBar().currentMessage()  # the zone as the table names it, its long name in brackets
    assert "Fusilier is inside EZ (Exclusion Zone (ZO)), where no trooper deploys" in msg
    window.actions_.next_player_turn()                # deployment is over: contact is allowed in play
    assert "Hazmat Ops: player A has not named one" in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    ctl.move_trooper("a1", 24, 4.9)
    assert ctl.doc.trooper("a1").y == 4.9 and window.statusBar().currentMessage() == ""


def test_the_referee_explains_activation_with_its_round(window, db):
    ctl = frostbyte(window)
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    ctl.set_marker("heating-unit-2", "activate", activated_by=("A",))
    acts.score_round()
    ctl.set_marker("heating-unit-3", "activate", activated_by=("B",))
    window.referee._render()
    text = window.referee.toPlainText()
    assert "Heating Unit DZ A: active, activated by A in round 1" in text
    assert "Heating Unit Dead B: active, activated by B in round 2" in text
    assert "Heating Unit Dead A: not activated" in text
    assert "Central Console: not connected" in text
    window.open_document(TableDocument("s16/supremacy", 300), None)
    acts.load(game_id)                                # the rounds come back with the game
    window.referee._render()
    assert "activated by A in round 1" in window.referee.toPlainText()
    assert "activated by B in round 2" in window.referee.toPlainText()


def test_dead_and_unconscious_look_different_and_the_opponent_never_reads_lieutenant(window):
    ctl = frostbyte(window, [Trooper("b1", "B", 5, 40, 25, 20, name="Fusilier Lieutenant",
                                     roles=frozenset({"lieutenant"})), Trooper("b2", "B", 9, 40, 25, 10),
                             Trooper("b3", "B", 13, 40, 25, 10)])
    window.actions_._set_state(ctl.doc.trooper("b2"), "dead")
    window.actions_._set_state(ctl.doc.trooper("b3"), "unconscious")
    items = ctl.scene.trooper_items
    assert items["b2"].label.text().startswith("†") and items["b3"].label.text().startswith("UNC ")
    assert items["b2"].pen().style() != items["b3"].pen().style()
    assert items["b2"].brush().color().alpha() < items["b3"].brush().color().alpha()
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("A"))
    assert "Lieutenant" not in items["b1"].label.text() + items["b1"].toolTip()
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("B"))
    assert "Lieutenant" in items["b1"].toolTip()


# -- the game at the table --------------------------------------------------------------------------


def test_the_start_dialog_takes_factions_and_who_deploys_first(window, db):
    from its_desktop.ui.tally.start_dialog import StartDialog

    dialog = StartDialog(window)
    dialog.names["A"].setText("Ann")
    dialog.names["B"].setText("Bob")
    dialog.factions["A"].setText("PanOceania")
    dialog.factions["B"].setText("Yu Jing")
    dialog.deploys_first.setCurrentIndex(dialog.deploys_first.findData("B"))
    frostbyte(window)
    acts = window.tally_actions
    game_id = acts.begin(**dialog.values())
    setup = acts.games.setup(game_id)
    assert (setup.faction_a, setup.faction_b, setup.deploys_first) == ("PanOceania", "Yu Jing", "B")
    text = acts.header.text()
    assert f"Game {game_id}" in text and "Ann (PanOceania) vs Bob (Yu Jing)" in text
    assert "Round 1 of 3, turn A · Ann (PanOceania) is active" in text and "turn 00:0" in text


def test_the_header_follows_the_table_and_says_game_over(window, db):
    frostbyte(window)
    acts = window.tally_actions
    acts.begin("Ann", "Bob")
    header = acts.header
    window.actions_.next_player_turn()
    assert "Round 1 of 3, turn B · Bob is active" in header.text()
    acts.score_round()
    assert "Round 2 of 3, turn A · Ann is active" in header.text()
    assert (window.round_box.value(), window.turn_box.currentText()) == (2, "A")  # the toolbar agrees
    acts.score_round()
    acts.score_round()
    assert "Game over" in header.text() and "3 of 3 rounds played" in header.text()
    assert acts.header_dock.isVisible()
    window.new_table()                                  # another table: not recorded, no header
    assert "Not recorded" in header.text() and not acts.header_dock.isVisible()


def test_right_click_on_an_objective_under_a_trooper_opens_the_objectives_menu_first(window):
    from PySide6.QtCore import QPointF

    ctl = frostbyte(window, [Trooper("a1", "A", 24, 4.9, 25, 20, name="Fusilier")])
    pos = window.view.mapFromScene(QPointF(24, 4.6))   # over the trooper and Heating Unit 2 at once
    menu = window.actions_.build_context_menu(pos)
    titles = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    # The objective's own actions first (a click meant for it never lands on Delete); the trooper's in a submenu.
    assert titles[0] == "Activated by A" and window.actions_.delete not in menu.actions()
    next(a for a in menu.actions() if a.text().replace("&", "") == "Activated by A").trigger()
    assert ctl.doc.markers["heating-unit-2"].activated_by == ("A",)
    trooper = next(a.menu() for a in menu.actions() if a.text().replace("&", "") == "Trooper: Fusilier")
    assert window.actions_.edit in trooper.actions() and window.actions_.delete in trooper.actions()
    state = next(a.menu() for a in trooper.actions() if a.text().replace("&", "") == "State")
    next(a for a in state.actions() if a.text().replace("&", "") == "Dead").trigger()
    assert ctl.doc.trooper("a1").state == "dead"
    # On the trooper away from the disc: the trooper's own menu, the objective it touches in a submenu.
    menu = window.actions_.build_context_menu(window.view.mapFromScene(QPointF(24, 5.6)))
    assert window.actions_.edit in menu.actions()
    assert any(a.text().replace("&", "").startswith("Objective:") for a in menu.actions())


def test_a_game_crossed_before_the_fix_reopens_on_its_own_snapshots(window, db):
    from sqlalchemy.orm import Session

    from its_desktop.persistence.models import SnapshotRow, utcnow

    tally = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30)])
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    acts.score_round()
    stray = TableDocument("s16/frostbyte", 300).to_json()
    with Session(acts.games.engine) as s, s.begin():     # what the old bug left behind
        s.add(SnapshotRow(game_id=game_id, round=2, itstable=json.dumps(stray), created_at=utcnow()))
    with Session(acts.games.engine) as s, s.begin():
        from its_desktop.persistence.models import GameTableRow

        s.delete(s.get(GameTableRow, game_id))                # a game recorded before tables were kept
    window.open_document(TableDocument("s16/acquisition", 300), None)
    acts.load(game_id)
    assert window.controller.doc.mission == "s16/supremacy" and window.controller.doc.round == 2
    assert "of another scenario (s16/frostbyte)" in acts.last_message
    assert tally.cell("A", "more-quadrants", "1").value() == 1


def test_a_new_game_starts_at_round_1_on_player_as_turn(window, tmp_path):
    """The toolbar's Turn left on B (a stray key) does not make a new game start on B's turn."""
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    ctl = frostbyte(window, frostbyte_troopers())
    ctl.change_round(1, "B")
    window.tally_actions.begin("Eva", "Finn")
    assert (window.controller.doc.round, window.controller.doc.turn) == (1, "A")
    assert (window.round_box.value(), window.turn_box.currentData() or window.turn_box.currentText()) == (1, "A")


def test_a_trooper_on_an_objective_offers_the_objective_it_touches_and_says_a_deletion(window):
    """A right-click on a trooper touching a console: its own menu, with the objective it touches in a submenu
    (a right-click on the objective's disc gives the objective's menu first: test_newcomer_traps.py)."""
    from PySide6.QtWidgets import QMenu

    ctl = frostbyte(window, [Trooper("b1", "B", 24, 15.2, 25, 20, troop_type="LI", name="Zhanshi")])
    trooper = ctl.scene.trooper_items["b1"]
    menu = window.actions_.menu_for_item(trooper)
    entries = [a for a in menu.actions() if not a.isSeparator()]
    assert any(isinstance(a.menu(), QMenu) and a.text().replace("&", "").startswith("Objective: ") for a in entries)
    window.actions_.delete.trigger()
    assert "b1" not in {t.id for t in ctl.doc.troopers}
    assert window.statusBar().currentMessage() == "Deleted Zhanshi (Ctrl+Z brings it back)"
    window.actions_.undo.trigger()
    assert "b1" in {t.id for t in ctl.doc.troopers}


