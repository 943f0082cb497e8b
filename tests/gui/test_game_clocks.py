"""The game header's clocks are the game's: the turn clock starts with the recorded game (it counted from
the app's start, so a turn outlasted the whole game)."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument

pytestmark = pytest.mark.gui


def test_the_turn_clock_starts_with_the_game(window, qtbot, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    header = window.tally_actions.header
    qtbot.wait(1200)  # the app has been open a while before the game starts
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.tally_actions.begin("Ann", "Bob")
    assert header.turn_seconds() <= header.game_seconds() < 1.0
    assert "turn 00:00 · game 00:00" in header.text()
    window.tally_actions.score_round()  # the next round's turn restarts; the game's goes on
    assert header.turn_seconds() <= header.game_seconds()
