"""Reopening a recorded game, old ones included, without Qt: which table it resumes on."""

import json
from datetime import datetime, timezone

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.persistence.game_resume import resume
from its_desktop.persistence.games import SnapshotRecord, StoredGame, TableRecord

NOW = datetime(2026, 1, 1, tzinfo=timezone.utc)
MISSION = catalog.mission("s16/supremacy", 300)


def game(round_reached=None, end_reason=None):
    return StoredGame(1, "s16/supremacy", "s16", 300, "Ann", "Bob", NOW, NOW, round_reached, None, end_reason, 3)


def snap(round_, mission="s16/supremacy", turn="B", **extra):
    doc = {"mission": mission, "points": 300, "round": round_, "turn": turn, "troopers": [], **extra}
    return SnapshotRecord(round_, 1, round_, json.dumps(doc), NOW)


def test_a_game_reopens_on_its_table_as_last_edited():
    table = TableRecord(1, json.dumps({"mission": "s16/supremacy", "points": 300, "round": 2, "turn": "B",
                                       "troopers": []}),
                        2, "B", "desk", NOW, 4)
    back = resume(game(1), MISSION, table, [snap(1)])
    assert (back.doc.round, back.doc.turn, back.table_kept) == (2, "B", True)


def test_an_old_game_without_its_table_resumes_after_the_last_round_it_scored():
    back = resume(game(2), MISSION, None, [snap(1), snap(2)])
    assert (back.doc.round, back.doc.turn, back.table_kept) == (3, "A", False)
    # ... but not past the season's last round, nor once the game has ended
    assert resume(game(3), MISSION, None, [snap(3)]).doc.round == 3
    assert resume(game(2, "time"), MISSION, None, [snap(2)]).doc.round == 2
    assert resume(game(None), MISSION, None, []).doc.mission == "s16/supremacy"


def test_snapshots_of_another_scenario_are_set_aside():
    crossed = snap(1, mission="s16/frostbyte")
    back = resume(game(2), MISSION, None, [snap(1), crossed, snap(2)])
    assert back.crossed == [crossed] and [s.round for s in back.snapshots] == [1, 2]


def test_a_stored_table_is_checked_against_its_mission():
    bad = TableRecord(1, json.dumps({"mission": "s16/supremacy", "points": 300, "round": 1, "turn": "A",
                                     "troopers": [{"id": "a1", "player": "A", "x": 1, "y": 1, "base_mm": 25,
                                                   "points": 10, "state": "no-such-state"}]}), 1, "A", "desk", NOW, 1)
    with pytest.raises(StateError, match="state"):
        resume(game(), MISSION, bad, [])
