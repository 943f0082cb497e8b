"""A value typed for the round being played (s39 trial of issue 27): the tally keeps it and says it counts once the
round ends, in the reader's language; it never shows the record's field names. A round not begun yet takes no
value. Through the real window at a laptop's size, typed with the keyboard into the grid's box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

from .test_newcomer_fit import laptop, shot

pytestmark = pytest.mark.gui
PENDING = {"en": "Typed for round 1: counts once that round ends",
           "fr": "Saisi pour le Round 1 : compte une fois ce Round terminé",
           "es": "Escrito para la ronda 1: cuenta cuando termine esa ronda"}


def type_into(qtbot, box, text):
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Tab)  # committed as a person does: by leaving the box


def test_a_value_typed_during_its_round_waits_for_the_rounds_end_in_plain_words(qtbot, settings, tmp_path):
    w = laptop(qtbot, "1280x720")
    w._maybe_keep_changes = lambda: True
    w.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    w.open_document(TableDocument("s16/supremacy", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao"), Trooper("b1", "B", 20, 40, 25, 27)]), None)
    w.tally_actions.begin("Ana", "Ben")
    tally = w.tally
    cell = tally.cell("A", "more-quadrants", "1")
    assert cell.isEnabled()
    assert not tally.cell("A", "more-quadrants", "2").isEnabled()  # a round not begun takes no value
    assert not tally.cell("B", "more-quadrants", "3").isEnabled()
    type_into(qtbot, cell.box, "2")
    assert cell.value() == 2 and tally.record.values["A"]["more-quadrants"]["1"] == 2  # kept as typed
    text = tally.result.text()
    for internal in ("values.", "rounds_completed", "more-quadrants", "#b00"):
        assert internal not in text, text
    assert PENDING["en"] in text
    assert "Player A</b>: 0 OP" in text  # the summary stays: nothing is scored before the round ends
    shot(w, "r1_typed_en")
    for lang in ("fr", "es"):
        w.set_language(lang)
        qtbot.wait(10)
        assert PENDING[lang] in tally.result.text(), lang
        assert "Typed" not in tally.result.text()
        shot(w, f"r1_typed_{lang}")
    w.set_language("en")
    w.tally_actions.score_round()  # End of round: the typed number is kept and now counts
    assert cell.value() == 2
    assert "Typed for" not in tally.result.text()
    assert tally.last_score.players["A"].line("more-quadrants").op > 0
    assert tally.cell("A", "more-quadrants", "2").isEnabled() and not tally.cell("A", "more-quadrants", "3").isEnabled()
    shot(w, "r1_ended_en")
