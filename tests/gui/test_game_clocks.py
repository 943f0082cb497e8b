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


def _began_earlier(acts, game_id, minutes):
    from datetime import timedelta

    from sqlalchemy.orm import Session

    from its_desktop.persistence.models import GameRow

    with Session(acts.games.engine) as s, s.begin():  # the game began (and was last written) earlier, as stored
        row = s.get(GameRow, game_id)
        row.created_at = row.created_at - timedelta(minutes=minutes)
        row.updated_at = row.updated_at - timedelta(minutes=minutes)


def test_a_reopened_game_counts_the_time_played_not_the_time_the_app_was_closed(window, qtbot, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    acts = window.tally_actions
    acts.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    game_id = acts.begin("Ann", "Bob")
    qtbot.wait(1100)                                   # played a second…
    acts.detach()
    _began_earlier(acts, game_id, 600)                 # …then set aside for ten hours (the app closed overnight)
    acts.load(game_id)                                 # what the next start does
    assert 1.0 <= acts.header.game_seconds() < 60      # the second played, not ten hours, not zero
    assert "game 00:0" in acts.header.text()


def test_a_game_this_station_never_timed_counts_to_its_last_change(window, qtbot, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    acts = window.tally_actions
    acts.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    game_id = acts.begin("Ann", "Bob")
    acts.detach()
    window.settings.remove("game/played")              # recorded at another station (or by an older version)
    _began_earlier(acts, game_id, 600)
    acts.load(game_id)
    assert acts.header.game_seconds() < 60             # its start to its last change, not the ten minutes since
