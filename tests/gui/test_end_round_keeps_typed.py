"""End of round takes the table's values without losing a number typed by hand: a tester typed VP 150 / 90 and
kills 110 into a recorded game on an empty table, and the next "End of round: take the table's values" put
them back to 0 silently. A typed number stays, as an override of what the table said, and the window names it."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("url_fixture", ["sqlite_url", pytest.param("pg_url", marks=pytest.mark.server)])
def test_end_of_round_keeps_what_the_referee_typed(window, request, url_fixture):
    url = request.getfixturevalue(url_fixture)
    window.tally_actions.db_url = url
    window.open_document(TableDocument("s16/frostbyte", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    ctl, acts, tally = window.controller, window.tally_actions, window.tally
    game_id = acts.begin("Ann", "Bob")
    acts.score_round()                                        # round 1, from the table
    ctl.move_trooper("a1", 10, 10)
    window.undo_action.trigger()                              # the table's Undo works as before
    assert (ctl.doc.trooper("a1").x, ctl.doc.trooper("a1").y) == (6, 6)
    acts.score_round()                                        # round 2
    # Round 3: the referee types the end-of-game numbers by hand (the table knows nothing of B's army).
    tally.vp_box("A").setValue(150)
    tally.vp_box("B").setValue(90)
    tally.cell("A", "more-killed", "game").box.setValue(110)
    acts.score_round()                                        # round 3: End of round takes the table's values
    assert (tally.vp_box("A").value(), tally.vp_box("B").value()) == (150, 90)
    kills = tally.cell("A", "more-killed", "game")
    assert kills.value() == 110 and kills.source == "override"           # orange: typed over the table's count
    assert tally.vp_source("A") == "override" and tally.vp_source("B") == "override"
    message = window.statusBar().currentMessage()
    assert "Kept as typed by hand" in message
    assert "Kill more Army Points, player A, whole game: 110 typed, the table says 0" in message, message
    counted = int(tally.model.losses["A"].vp.value)           # whatever the cold left of a1
    assert f"Victory Points, player A: 150 typed, the table says {counted}" in message
    assert "Victory Points, player B: 90 typed, the table says 0" in message
    assert f"(VP typed by hand; the table counted {counted})" in tally.result.text()
    # Stored as typed, and reopened as typed (an override of the table's count).
    stored = {(e.player, e.key): e.value for e in acts.games.entries(game_id)}
    assert stored[("A", "vp")] == 150 and stored[("B", "vp")] == 90
    assert stored[("A", "more-killed")]["value"] == 110
    window.open_document(TableDocument("s16/supremacy", 300), None)
    acts.load(game_id)
    again = window.tally
    assert (again.vp_box("A").value(), again.vp_box("B").value()) == (150, 90)
    assert again.cell("A", "more-killed", "game").value() == 110
    assert again.cell("A", "more-killed", "game").source == "override"


def test_a_typed_round_value_stays_and_the_tables_value_is_one_edit_away(window, sqlite_url):
    window.tally_actions.db_url = sqlite_url
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    acts, tally = window.tally_actions, window.tally
    acts.begin("Ann", "Bob")
    tally.cell("B", "more-quadrants", "1").box.setValue(3)   # typed before the table is asked
    tally.fill_button.click()                                # Fill from the table does not replace it either
    assert tally.cell("B", "more-quadrants", "1").value() == 3
    assert "player B, round 1: 3 typed, the table says 0" in window.statusBar().currentMessage()
    acts.score_round()
    cell = tally.cell("B", "more-quadrants", "1")
    assert cell.value() == 3 and cell.source == "override"
    assert tally.cell("A", "more-quadrants", "1").source == "table"   # the rest is the table's, as before
    cell.box.setValue(0)                                     # the table's value typed back: the table's again
    assert tally.cell("B", "more-quadrants", "1").source == "table"
