"""Tournament Points from Objective Points (S16 L263-268; S10 L221-229 for the margin scheme)."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import tournament_points
from its_desktop.domain.mission.frozen import replace

S16 = catalog.season("s16")


def margin_season(hvt_rule=True):
    """A season on the S10/S8 table: Total Victory 3 (by 5+), Victory 2, Tie 1, Defeat 0, no bonuses."""
    points = replace(S16.tournament.points, scheme="margin", win=2, tie=1, loss=0, big_win=3, big_win_margin=5,
                     offensive_bonus=None, defensive_bonus=None)
    tournament = replace(S16.tournament, points=points)
    killing = replace(S16.killing, harming_enemy_hvt_loses_game=hvt_rule)
    return replace(S16, id="s10", tournament=tournament, killing=killing)


def test_the_packs_first_example_4_to_1():
    # "A 4 OP vs B 1 OP -> A Victory 4 TP, B Defeat 0 TP": no bonus (4 < 5, B lost by 3).
    assert tournament_points(S16, 4, 1) == (4, 0)


def test_the_packs_second_example_7_to_6():
    # "A 7 OP vs B 6 OP -> A 4+1=5 TP; B 0 + offensive 1 + defensive 1 = 2 TP"
    assert tournament_points(S16, 7, 6) == (5, 2)


def test_a_5_5_tie_gives_tie_plus_offensive_and_no_defensive():
    # Tie 2 + offensive 1 (5 or more OP) each; a tie is not "losing", so no defensive bonus.
    assert tournament_points(S16, 5, 5) == (3, 3)


def test_a_6_7_loss():
    # A loses by 1 with 6 OP: 0 + offensive 1 + defensive 1 = 2; B wins with 7: 4 + 1 = 5.
    assert tournament_points(S16, 6, 7) == (2, 5)


def test_losing_by_three_has_no_defensive_bonus():
    assert tournament_points(S16, 2, 5) == (0, 5)
    assert tournament_points(S16, 3, 5) == (1, 5)  # by 2: defensive


def test_margin_scheme_big_win_win_tie_loss():
    s10 = margin_season()
    assert tournament_points(s10, 7, 3) == (2, 0)  # the S10 pack's example: a difference of 4 is a Victory
    assert tournament_points(s10, 8, 3) == (3, 0)  # 5 or more: Total Victory
    assert tournament_points(s10, 4, 4) == (1, 1)
    assert tournament_points(s10, 0, 10) == (0, 3)


def test_harming_the_enemy_hvt_loses_where_the_season_says_so():
    s10 = margin_season()
    # Totals say A wins, but A harmed B's HVT: A takes the defeat, B at least a victory.
    assert tournament_points(s10, 6, 4, hvt_harmed_by="A") == (0, 2)
    assert tournament_points(s10, 0, 10, hvt_harmed_by="A") == (0, 3)
    with pytest.raises(StateError) as err:
        tournament_points(S16, 6, 4, hvt_harmed_by="A")
    assert err.value.field == "hvt_harmed_by"


@pytest.mark.parametrize(("a", "b", "field"), [(11, 3, "op_a"), (3, -1, "op_b"), (2.5, 3, "op_a"), (True, 3, "op_a")])
def test_impossible_objective_points_are_refused(a, b, field):
    with pytest.raises(StateError) as err:
        tournament_points(S16, a, b)
    assert err.value.field == field


@pytest.mark.parametrize(("season_id", "a", "b", "expected"), [
    ("s10", 7, 3, (2, 0)),  # S10 L229: "Player A gets 2 Tournament Points this round and Player B gets none"
    ("s10", 8, 3, (3, 0)),  # Total Victory: a difference of 5 or more
    ("s8", 7, 3, (2, 0)),   # S8 L201: the same example
    ("s13", 7, 6, (5, 2)),  # S13 L256: the same table as S16
])
def test_the_other_seasons_own_tables(season_id, a, b, expected):
    if season_id not in catalog.season_ids():
        pytest.skip(f"{season_id} is not in the library yet")
    assert tournament_points(catalog.season(season_id), a, b) == expected


def test_the_hvt_harm_bonus_is_the_season_files_number():
    """S10 L471 / S8 L433: the adversary of a player who harms the HVT "receives 2 extra Objective Points";
    seasons where harming the HVT does not lose the game give no bonus."""
    import pytest

    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table import StateError

    from .helpers import play, slots

    for season, mission in (("s10", "s10/frostbyte"), ("s8", "s8/antenna-field")):  # one Classified each
        assert catalog.season(season).killing.hvt_harm_bonus_op == 2
        s, _ = play(mission, 300, hvt_harmed_by="B", classified={"A": slots(True), "B": slots(True)})
        assert (s.players["A"].hvt_op, s.op("A"), s.op("B")) == (2, 1 + 2, 0)
        assert "the adversary harmed this player's HVT: +2 OP" in s.players["A"].notes
    for season in ("s13", "s16"):
        assert catalog.season(season).killing.hvt_harm_bonus_op == 0
        with pytest.raises(StateError, match="hvt_harmed_by"):
            play(f"{season}/frostbyte", 300, hvt_harmed_by="B", classified={"A": slots(True), "B": slots(True)})


def test_the_hvt_harm_bonus_is_read_from_the_season_not_the_code():
    import dataclasses

    from its_desktop.domain.mission import catalog
    from its_desktop.domain.tally import score

    from .helpers import record, slots

    mission = catalog.mission("s10/frostbyte", 300)
    killing = replace(mission.season.killing, hvt_harm_bonus_op=5)
    season = replace(mission.season, killing=killing)
    s = score(dataclasses.replace(mission, season=season),
              record("s10/frostbyte", 300, hvt_harmed_by="B", classified={"A": slots(True), "B": slots(True)}))
    assert (s.players["A"].hvt_op, s.op("A")) == (5, 1 + 5)


def test_a_bonus_without_the_rule_is_refused_in_the_season_file():
    import pytest
    from pydantic import ValidationError

    from its_desktop.domain.mission.fileformat.season import Killing  # the file's model: it checks

    with pytest.raises(ValidationError, match="needs harming_enemy_hvt_loses_game"):
        Killing(not_deployed_is_killed=True, null_at_end_is_killed=True, hvt_harm_bonus_op=2, source="x")
