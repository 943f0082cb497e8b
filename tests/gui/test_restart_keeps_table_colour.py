"""A recorded game reopened (as at the next start) shows the values End of round took from the table in
the table's colour again, and the list of recorded games says how many rounds were played, not "Round 1"
while the header says "Round 2 of 3"."""

from __future__ import annotations

import pytest

from its_desktop.ui.tally import recorded_list
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.ui.tally.input_cell import SOURCE_COLOURS

pytestmark = pytest.mark.gui


def test_a_reopened_game_keeps_the_tables_values_marked(window, qtbot, tmp_path):
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    acts = window.tally_actions
    game_id = acts.begin("Ann", "Bob")
    acts.score_round()
    cell = window.tally.inputs[("A", "more-quadrants", "1")]
    assert cell.source == "table"
    acts.detach()
    acts.load(game_id)                       # what the next start does with the game left open
    cell = window.tally.inputs[("A", "more-quadrants", "1")]
    assert cell.source == "table" and window.tally.model.source("A", "more-quadrants", "1") == "table"
    from PySide6.QtGui import QPalette

    assert cell.box.palette().color(QPalette.ColorRole.Base) == SOURCE_COLOURS["table"]  # the blue, again
    assert "Round 2 of 3" in acts.header.text()
    summary = next(g for g in acts.games.list_games() if g.id == game_id)
    assert recorded_list._rounds_played(summary) == "1 of 3"
