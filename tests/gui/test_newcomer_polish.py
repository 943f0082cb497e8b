"""The s37 trial's smaller findings, through the real window: the arrows say which trooper moved and where (in the
window's units and decimal mark), every Game menu item and tally label has an access key of its own in every
language, the save question follows one rule and says a recorded game is kept, the deployment check stops when
the game starts and quotes the pack (never "L3484"), a fill that takes nothing says why, the bottom ruler shows
every number beside "Side A — name", and the Table check explains itself without a docs folder."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

from .questions import answer

pytestmark = pytest.mark.gui
Key = Qt.Key


@pytest.fixture
def db(tmp_path, window):
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"


def open_table(window, mission="s16/supremacy", troopers=()):
    window.open_document(TableDocument(mission, 300, troopers=list(troopers)), None)
    return window.controller


def test_the_arrows_say_which_trooper_moved_and_where(window, qtbot):
    ctl = open_table(window, troopers=[Trooper("a1", "A", 36, 11, 25, 20, name="Hacker")])
    window.view.setFocus()
    qtbot.keyClick(window.view, Key.Key_Space)
    assert window.statusBar().currentMessage().startswith("Hacker (A) selected at 36.0, 11.0 in")
    for _ in range(3):
        qtbot.keyClick(window.view, Key.Key_Up)
    assert ctl.doc.trooper("a1").y == pytest.approx(14)
    assert window.statusBar().currentMessage() == "Hacker (A) at 36.0, 14.0 in"


def test_the_arrows_speak_the_windows_units_and_decimal_mark(window, qtbot):
    window.set_language("fr")                         # French: a decimal comma
    window.set_cm(True)                               # distances in cm
    ctl = open_table(window, troopers=[Trooper("a1", "A", 36, 11, 25, 20, name="Hacker")])
    window.view.setFocus()
    qtbot.keyClick(window.view, Key.Key_Space)
    qtbot.keyClick(window.view, Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    x_cm = ctl.doc.trooper("a1").x * window.view.unit_factor
    assert window.statusBar().currentMessage() == f"Hacker (A) en {x_cm:.1f}, 27,5 cm".replace(".", ",")


def mnemonics(texts: list[str]) -> list[str]:
    return [m.group(1).lower() for t in texts if (m := re.search(r"&(\w)", t))]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_every_game_menu_item_has_an_access_key_of_its_own(window, lang):
    window.set_language(lang)
    open_table(window)
    items = [a.text() for a in window.game_menu.actions() if not a.isSeparator()]
    keys = mnemonics(items)
    assert len(keys) == len(items) and len(set(keys)) == len(keys), items  # Alt+G then one letter: one item
    place = [a.text() for a in window.place_menu.actions()]
    assert place and mnemonics(place) == [str(n + 1) for n in range(len(place))]
    if lang == "en":  # the tester's Alt+G N meant "Name of this station": N is "Next player turn" alone
        assert [t for t in items if "&n" in t.lower()] == ["&Next player turn"]


def test_a_scenario_with_nothing_to_place_says_so_in_the_place_menu(window):
    """A tester found Game → Place greyed on Panic Room with no hint why."""
    from its_desktop.domain.itstable import TableDocument

    window.open_document(TableDocument("s16/panic-room", 300), None)
    assert window.place_menu.isEnabled()
    (item,) = window.place_menu.actions()
    assert item.text() == "Nothing to place in this scenario" and not item.isEnabled()


def test_the_tallys_labels_take_the_keyboard_to_their_boxes(window, db):
    open_table(window)
    window.tally_actions.begin("Ann", "Bob")
    from PySide6.QtWidgets import QLabel

    pairs = [(lab.text(), lab.buddy()) for lab in window.tally.findChildren(QLabel)
             if lab.buddy() is not None and lab.isVisibleTo(window.tally)]  # not the sheet before this game
    assert ("Rounds com&pleted", window.tally.rounds) in pairs and ("Ga&me", window.tally.end_reason) in pairs
    vp = [box for text, box in pairs if text.startswith("Victory Po&ints")]
    assert vp == [window.tally.vp_box("A"), window.tally.vp_box("B")]  # Alt+I, and again: A's box, then B's
    assert "&" in window.tally.fill_button.text()


def test_the_save_question_is_asked_only_when_something_would_be_lost(window, db, qtbot, monkeypatch):
    ctl = open_table(window, troopers=[Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao")])
    monkeypatch.delattr(window, "_maybe_keep_changes")  # the window's own question (conftest answers it otherwise)
    try:
        _save_question(window, ctl, qtbot)
    finally:
        ctl.undo.setClean()  # the window closes after the test: nothing left to ask about


def _save_question(window, ctl, qtbot) -> None:
    acts = window.tally_actions
    game = acts.begin("Ann", "Bob")
    window.actions_.select_troopers(["a1"])
    ctl.nudge(1.0, 0.0)                               # "untitled *": every edit is in the game
    assert not ctl.undo.isClean() and window._maybe_keep_changes()  # nothing to lose: no question
    for _ in range(3):
        acts.score_round()
    window.tally.end_reason.setCurrentIndex(window.tally.end_reason.findData("completed"))  # the game is over
    assert window._maybe_keep_changes()               # the table as the game ended: still nothing to lose
    ctl.nudge(1.0, 0.0)                               # an edit the finished game does not take
    seen: dict = {}
    answer(qtbot, "Cancel", seen)
    assert not window._maybe_keep_changes()
    assert f"Game {game} is recorded and kept" in seen["text"] and "as a file too?" in seen["text"]
    assert sorted(b.replace("&", "") for b in seen["buttons"]) == ["Cancel", "Don't save", "Save…"]
    assert all("&" in b for b in seen["buttons"])     # each answer has its access key (Alt+D: don't save)


def test_the_deployment_check_stops_when_the_game_starts_and_quotes_the_pack(window, db):
    ctl = open_table(window, "s16/uplink-center", [Trooper("b1", "B", 10, 40, 25, 20, name="Zhanshi"),
                                                   Trooper("b2", "B", 30, 40, 25, 20, name="Fiday")])
    antenna = next(m for m in ctl.mission.markers if m.group == "antenna" or "antenna" in m.id)
    ctl.move_trooper("b1", antenna.x + 0.9, antenna.y)  # setting the table up: a deployment warning
    said = window.statusBar().currentMessage()
    assert "Deployment: Zhanshi is in contact with" in said and "“It is not permitted to deploy" in said
    assert not re.search(r"\bL\d{3,4}\b", said)       # the pack's sentence, not our copy's line number
    window.statusBar().clearMessage()
    window.tally_actions.begin("Ana", "Ben")          # round 1's first turn: deployment is over
    window.statusBar().clearMessage()
    ctl.move_trooper("b2", antenna.x - 0.9, antenna.y)  # a move into contact in play
    assert "Deployment" not in window.statusBar().currentMessage()


def test_a_fill_that_takes_nothing_says_the_objectives_score_at_the_end(window, db):
    open_table(window, "s16/uplink-center")
    window.tally_actions.begin("Ana", "Ben")
    assert window.tally_actions.fill_now() == 0
    said = window.statusBar().currentMessage()
    assert said.startswith("Nothing taken from the table now: the end of the game scores ")
    assert "Activated" in said


def test_every_bottom_ruler_number_shows_beside_the_side_name(window, db):
    window.set_language("fr")
    window.resize(1366, 740)
    ctl = open_table(window, "s13/acquisition")
    window.tally_actions.begin("Chlo", "Denis")
    window.view.fit()
    QApplication.processEvents()
    scene = ctl.scene
    bottom = [lab for lab, _ in scene.ruler_labels if lab.y() < 0]
    assert bottom and all(lab.isVisible() for lab in bottom), [lab.text() for lab in bottom if not lab.isVisible()]
    assert scene.side_labels["A"].isVisible() and "Chlo" in scene.side_labels["A"].text()


def test_the_table_check_explains_its_rows_in_the_app(window):
    from its_desktop.presentation.terrain import definitions, labels
    from its_desktop.ui.check_panel import ROWS

    assert "docs/" not in window.check_panel.note.text()
    meaning = definitions()
    assert set(ROWS) | {"edge_lane", "large", "mid", "small", "quadrant_large"} <= set(meaning)
    assert all(meaning[k] and meaning[k] != labels()[k] for k in meaning)
