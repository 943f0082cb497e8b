"""What the tally shows is what it scores: a count not entered shows "–", and ending a game with values never
entered lists them (one line each) and enters them as 0 only when the user says so. Through the real window.

Pack oracle: Season 16 Highly Classified (L1961 'more Main Classified Objectives than the adversary (3 Objective
Points)'; L1963 '1 Objective Point for each one')."""

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from its_desktop.domain.itstable import TableDocument
from its_desktop.ui.tally import missing_ask

pytestmark = pytest.mark.gui


def answer(button: str, seen: dict) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen["lines"] = box.informativeText().splitlines()
        next(b for b in box.buttons() if b.text().replace("&", "") == button).click()
    QTimer.singleShot(0, click)


def highly_classified(window, monkeypatch):
    monkeypatch.setattr(missing_ask, "settled", missing_ask.ask)  # the question this file is about
    window.open_document(TableDocument("s16/highly-classified", 300), None)
    window.docks["tally"].show()
    acts = window.tally_actions
    acts.begin("Ana", "Ben")
    tally = window.tally
    for p in "AB":
        tally.slot_box(p, 0, "fulfilled").setChecked(True)
        tally.slot_box(p, 0, "fulfilled").setChecked(False)  # the Secondary: said, not accomplished
    for _ in range(3):
        acts.score_round()
    return tally, acts


def test_a_count_not_entered_shows_a_dash_and_the_game_end_asks_for_it(window, db, monkeypatch):
    tally, acts = highly_classified(window, monkeypatch)
    assert tally.deck_box("B", "main-classified").text() == "–"  # not a 0 the scorer does not read
    tally.deck_box("A", "main-classified").setValue(1)
    assert tally.last_score.op("A") == 1  # more Main not scored: B's count is missing, and shown as missing
    seen: dict = {}
    answer("Enter them", seen)
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))
    assert seen["lines"] == ["Player B: Main Classified Objectives completed not entered"]
    assert tally.in_progress and tally.end_reason.currentData() is None and not acts.session.finished
    answer("They are 0", seen)
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))
    assert acts.session.finished and tally.deck_box("B", "main-classified").text() == "0"
    assert (tally.last_score.op("A"), tally.last_score.op("B")) == (4, 0)  # 3 for more + 1 accomplished


def test_a_zero_typed_is_scored_as_zero(window, db, monkeypatch):
    tally, acts = highly_classified(window, monkeypatch)
    tally.deck_box("A", "main-classified").setValue(1)
    tally.deck_box("B", "main-classified").setValue(0)
    assert tally.deck_box("B", "main-classified").text() == "0"
    assert (tally.last_score.op("A"), tally.last_score.op("B")) == (4, 0)
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))  # nothing missing: no question
    assert acts.session.finished
    assert "4 OP (main objectives 4, Classified 0)" in tally.result.text()  # the pack's headings, not "objectives"


def test_the_opponents_view_reads_the_open_main_cards_but_does_not_change_them(window, db, monkeypatch):
    """Main Classified Objectives are Open Information (S16 L1985, L1987): both players read the list, only its
    owner (or the referee) changes it. The Secondary Classified stays hidden from the opponent."""
    from PySide6.QtWidgets import QDialog

    tally, acts = highly_classified(window, monkeypatch)
    rows = [{"round": 1, "turn": "A", "card": "Secret Sabotage", "completed": False, "discarded": False}]
    tally.set_deck_log("A", "main-classified", rows)
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("B"))
    assert not tally.slot_box("A", 0, "fulfilled").isVisible()  # A's Secondary: private
    seen: dict = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QDialog):
            QTimer.singleShot(20, look)
            return
        seen["title"], seen["enabled"] = box.windowTitle(), box.table.isEnabled()
        box.table.cellWidget(0, 3).setChecked(True)  # even if a change got through, OK must not apply it
        box.accept()
    QTimer.singleShot(0, look)
    tally.edit_deck_log("A", window.controller.mission.scenario.decks[0])
    assert seen["title"].endswith("read only") and not seen["enabled"]
    assert tally.deck_logs[("A", "main-classified")] == rows and tally.deck_box("A", "main-classified").text() == "0"


def test_the_games_box_keeps_the_end_chosen_after_the_values_are_taken_as_zero(window, db, monkeypatch, tmp_path):
    """s41 trial (item 3): after "They are 0" the banner said the game was over while the box read "In progress"
    again (entering the zeros showed the sheet anew, the box taken back to the record's end, still none)."""
    tally, acts = highly_classified(window, monkeypatch)
    window.resize(1366, 768)
    seen: dict = {}
    answer("They are 0", seen)
    tally.end_reason.setCurrentIndex(tally.end_reason.findData("completed"))
    assert seen["lines"]  # asked: values were missing
    assert acts.session.finished and not tally.in_progress
    assert tally.end_reason.currentData() == "completed", tally.end_reason.currentText()
    window.grab().save(str(tmp_path / "ended.png"))
