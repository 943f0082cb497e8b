"""A recorded game's score is the tally's, worked out from its stored entries (the list of games shows it)."""

from __future__ import annotations

import pytest

from its_desktop.domain.mission.catalog import UnknownMission
from its_desktop.persistence.tally_entries import stored_score


def _supremacy(games, rounds: int):
    g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
    for round_, a, b in ((1, 3, 1), (2, 2, 2), (3, 1, 3))[:rounds]:  # quadrants dominated at each round's end
        games.set_entry(g.id, "A", "more-quadrants", round_, a, "table", "station")
        games.set_entry(g.id, "B", "more-quadrants", round_, b, "table", "station")
    games.set_entry(g.id, "A", "hacked-consoles", None, 2, "table", "station")
    games.set_entry(g.id, "B", "hacked-consoles", None, 4, "asked", "station")  # 4 consoles: the pack caps OP at 3
    return g


def test_a_game_in_progress_scores_its_completed_rounds_as_if_time_were_called(games):
    g = _supremacy(games, 1)
    games.update_game(g.id, round_reached=1)
    sc = stored_score(games, g.id)
    # Round 1: A dominates more quadrants (2 OP); the consoles count at the end of the game: A 2, B 3 (capped).
    assert (sc.rounds_completed, sc.end_reason) == (1, "time")
    assert (sc.op("A"), sc.op("B")) == (4, 3)


def test_a_finished_game_scores_every_round(games):
    g = _supremacy(games, 3)
    games.update_game(g.id, round_reached=3, end_reason="completed")
    sc = stored_score(games, g.id)
    # A: more quadrants in round 1 (2), same in round 2 (1), consoles 2 = 5; B: same in round 2 (1),
    # more in round 3 (2), consoles capped at 3 = 6.
    assert (sc.op("A"), sc.op("B")) == (5, 6)


def test_a_game_whose_mission_is_gone_raises_instead_of_scoring_nothing(games):
    g = games.create_game("s16/no-such-mission", 300, "Ana", "Ben")
    with pytest.raises(UnknownMission):
        stored_score(games, g.id)


def test_a_stored_roll_off_winner_is_read_back_into_the_record(games):
    # S8 Supremacy (L1247-1251): the roll-off's winner for a console hacked by both is stored as the
    # entry contested:MARKER ("A", "B" or "none"; false while not decided) and read back into the record.
    from its_desktop.persistence.tally_entries import record_from_entries

    g = games.create_game("s8/supremacy", 300, "Ana", "Ben")
    games.set_entry(g.id, "A", "contested:console-2", None, "B", "asked", "station")
    games.set_entry(g.id, "A", "contested:console-3", None, False, "asked", "station")
    rec = record_from_entries(games.get_game(g.id), games.entries(g.id), 3)
    assert rec.contested == {"console-2": "B"}
