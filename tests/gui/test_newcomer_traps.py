"""What a newcomer met at 1366x768 (s37 trial), through the real window: a stray key never changes the game (the
toolbar's pickers and the tally's Game box open their list; replacing the table of a recorded game asks first), a
game set aside leaves nothing of it on screen, the tally never contradicts itself, a right-click meant for an
objective never lands on Delete, and a delete says what it did."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

from .questions import answer

pytestmark = pytest.mark.gui
Key = Qt.Key


def supremacy(window, troopers=()):
    window.open_document(TableDocument("s16/supremacy", 300, troopers=list(troopers)), None)
    return window.controller


def test_down_on_the_season_box_opens_its_list_and_changes_nothing(window, db, qtbot):
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao")])
    game = window.tally_actions.begin("Eva", "Finn")
    box = window.season_box
    box.setFocus()
    for key in (Key.Key_Down, Key.Key_Up, Key.Key_End, Key.Key_S):  # arrows and a typed letter: what "scrolls"
        qtbot.keyClick(box, key)
        assert box.view().isVisible() and box.currentData() == "s16"  # the list opens; nothing is chosen
        qtbot.keyClick(box.view(), Key.Key_Escape)
        qtbot.waitUntil(lambda: not box.view().isVisible())
    assert window.tally_actions.session.game_id == game and window.controller.doc.mission == "s16/supremacy"


def test_another_season_during_a_recorded_game_asks_and_cancel_keeps_everything(window, db, qtbot, monkeypatch):
    monkeypatch.delattr(window, "may_set_game_aside")  # the window's own question (conftest answers it otherwise)
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao")])
    acts = window.tally_actions
    game = acts.begin("Eva", "Finn")
    seen: dict = {}
    answer(qtbot, "Keep playing", seen)
    window.season_box.setCurrentIndex(window.season_box.findData("s13"))  # chosen from the list
    window.season_box.activated.emit(window.season_box.currentIndex())
    assert f"Game {game} is being recorded" in seen["text"]
    assert window.season_box.currentData() == "s16" and window.scenario_box.currentData() == "s16/supremacy"
    assert acts.session.game_id == game and window.controller.doc.mission == "s16/supremacy"
    answer(qtbot, "Set it aside", seen)
    window.season_box.setCurrentIndex(window.season_box.findData("s13"))
    window.season_box.activated.emit(window.season_box.currentIndex())
    assert acts.session is None and window.controller.doc.mission.startswith("s13/")
    # Nothing of the game stays on screen: the sides lose the names, the Tally dock goes, so does its sheet's
    # "in progress"; the status bar says where the game went.
    scene = window.controller.scene
    assert scene.side_labels["A"].text() == "Side A" and scene.side_labels["B"].text() == "Side B"
    assert window.player_names == ("", "") and not window.docks["tally"].isVisible()
    assert "set aside" in window.statusBar().currentMessage()
    assert "No game is recorded on this table" in window.tally.result.text()
    assert "in progress" not in window.tally.result.text()


def test_the_games_end_is_chosen_from_its_list_never_stepped(window, db, qtbot):
    supremacy(window)
    window.tally_actions.begin("Ann", "Bob")
    window.docks["tally"].raise_()
    box = window.tally.end_reason
    box.setFocus()
    qtbot.keyClick(box, Key.Key_Down)                 # "scrolling" the sheet with the arrows
    assert box.currentData() is None and box.view().isVisible()
    qtbot.keyClick(box.view(), Key.Key_Down)
    qtbot.keyClick(box.view(), Key.Key_Return)        # an explicit choice
    assert box.currentData() == "completed" and not window.tally.in_progress


def test_a_vp_typed_over_the_tables_count_is_an_override_and_the_sheet_says_so(window, db):
    supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao"), Trooper("b1", "B", 20, 40, 25, 27)])
    acts = window.tally_actions
    game = acts.begin("Ann", "Bob")
    for _ in range(3):
        acts.score_round()                            # the last one counts the surviving Victory Points
    tally = window.tally
    box = tally.vp_box("B")
    assert box.value() == 27 and box.property("source") == "table"
    assert "Player B: the table counts 27 surviving Victory Points" in tally.notes.toPlainText()
    box.setValue(37)                                  # typed over the count
    assert box.property("source") == "override" and "the table counted 27" in box.toolTip()
    assert "37 VP, 2 TP (VP typed by hand; the table counted 27)" in tally.result.text()
    assert "keeps 27" not in tally.notes.toPlainText()  # no line says the game keeps what the sheet does not
    vp = [c for c in acts.games.history(game) if c.key == "vp" and c.player == "B"][-1]
    assert vp.new == 37 and vp.why == "corrected by hand"
    box.setValue(27)                                  # back to the count: no longer an override
    assert box.property("source") == "table" and "by hand" not in tally.result.text()


def test_a_deployment_zone_is_headed_by_its_short_name(window):
    supremacy(window)
    window.referee.result = window.controller.last
    window.referee.set_focus(("zone", "deployment-a"))
    text = window.referee.toPlainText()
    assert text.startswith("DZ A") and "Deployment Zone A" in text and "deployment-a" not in text


def test_right_click_on_an_objectives_disc_opens_its_menu_and_delete_asks_in_a_recorded_game(window, db, qtbot):
    # The tester's position: Hacker in contact with console 2, its token over part of the disc.
    ctl = supremacy(window, [Trooper("a1", "A", 36, 11.1, 25, 20, name="Hacker")])
    marker = next(i for i in ctl.scene.marker_items.values() if "2" in i.marker.label)
    pos = window.view.mapFromScene(QPointF(marker.x(), marker.y() + 0.3))
    menu = window.actions_.build_context_menu(pos)
    first = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    assert first[:2] == ["Hacked by A", "Hacked by B"]  # a Supremacy console is hacked
    assert window.actions_.delete not in menu.actions()
    window.tally_actions.begin("Ann", "Bob")
    window.actions_.select_troopers(["a1"])
    seen: dict = {}
    answer(qtbot, "Keep", seen)
    window.actions_.delete.trigger()
    assert "not counted as killed" in seen["text"] and [t.id for t in ctl.doc.troopers] == ["a1"]
    answer(qtbot, "Delete", seen)
    window.actions_.delete.trigger()
    assert ctl.doc.troopers == [] and window.statusBar().currentMessage() == "Deleted Hacker (Ctrl+Z brings it back)"


def test_delete_without_a_recorded_game_says_what_it_did(window):
    ctl = supremacy(window, [Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao")])
    window.actions_.select_troopers(["a1"])
    window.actions_.delete.trigger()                  # no question: Undo brings it back
    assert ctl.doc.troopers == [] and "Deleted Hac Tao" in window.statusBar().currentMessage()
    window.actions_.undo.trigger()
    assert [t.id for t in ctl.doc.troopers] == ["a1"]


def test_a_new_game_starts_at_round_1_turn_a_whatever_the_toolbar_said(window, db):
    ctl = supremacy(window)
    window.actions_.next_player_turn()                # Alt+G, N: the toolbar's Turn is B
    assert window.turn_box.currentText() == "B"
    window.tally_actions.begin("Eva", "Finn")
    assert (ctl.doc.round, ctl.doc.turn) == (1, "A") and window.turn_box.currentText() == "A"
    assert "Round 1 of 3, turn A · Eva is active" in window.tally_actions.header.text()
