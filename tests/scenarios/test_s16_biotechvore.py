"""Biotechvore (S16 L1029-1101), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/biotechvore"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1054-1059: 150 '4 in x 24 in' on 24x32; 200 '8 in x 32 in' on 32x48; 300 '8 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 4), (0, 28, 24, 32)),
        (200, (0, 0, 32, 8), (0, 40, 32, 48)),
        (300, (0, 0, 48, 8), (0, 40, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "plague_a", "plague_b"),
    # L1071: '16 inches deep ... in each half of the table, including the Deployment Zone (8 inches in 150 point games)'.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_plague_bands(points, plague_a, plague_b):
    assert bounds(ID, points, "plague-a") == plague_a
    assert bounds(ID, points, "plague-b") == plague_b
    mission = at(ID, points)
    assert mission.zone("plague-a").kind == "hazard"
    assert not mission.markers  # no objective markers in this scenario


def test_plague_kills_at_the_end_of_round_three():
    sc = at(ID, 300).scenario
    (effect,) = sc.end_effects
    assert (effect.kind, effect.zone, effect.when.rounds) == ("kill_inside", "plague", [3])


def test_flags_and_classified():
    sc = at(ID, 200).scenario
    assert sc.flags.retreat == "no_quarter"
    assert sc.flags.tactical_support == 0
    assert sc.flags.confused_deployment
    # L1083-1085 EVO Hacker Bonus
    assert (sc.flags.evo_hacker_bonus, sc.flags.lieutenant_open) == (True, False)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.secure_hvt) == (3, 1, True)
    assert sc.hvt.per_player == 1


def test_scoring_lines():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert (by_id["more-classified"].kind, by_id["more-classified"].op) == ("compare_more", 2)
    assert by_id["more-classified"].measure.deck == "classified"
    assert (by_id["more-killed"].kind, by_id["more-killed"].op) == ("compare_more", 2)
    assert by_id["more-killed"].measure.what == "army_points"
    assert by_id["surviving-vp"].kind == "banded"
    assert by_id["surviving-vp"].when == "game_end"


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1041-1043: '40 to 75' / '76 to 125' / 'more than 125' at 150, and so on per game size.
    [
        (150, [(40, 75, 1), (76, 125, 2), (126, None, 3)]),
        (200, [(50, 100, 1), (101, 150, 2), (151, None, 3)]),
        (250, [(65, 125, 1), (126, 200, 2), (201, None, 3)]),
        (300, [(75, 150, 1), (151, 250, 2), (251, None, 3)]),
        (350, [(85, 175, 1), (176, 275, 2), (276, None, 3)]),
        (400, [(100, 200, 1), (201, 300, 2), (301, None, 3)]),
    ],
)
def test_surviving_vp_bands(points, expected):
    objective = next(o for o in at(ID, points).scenario.scoring if o.id == "surviving-vp")
    bands = objective.bands_at(points)
    assert [(b.min, b.max, b.op) for b in bands] == expected


def test_275_closes_the_gap_and_is_flagged():
    # L1042-1043: '176 to 274' then 'more than 275': the middle band is read to 275, flagged.
    objective = next(o for o in at(ID, 350).scenario.scoring if o.id == "surviving-vp")
    middle = objective.bands_at(350)[1]
    assert (middle.min, middle.max) == (176, 275) and middle.inferred
    assert [b.op for b in objective.bands_at(350) if b.min <= 275 <= (b.max or 10**9)] == [2]


def test_maximum_is_ten():
    assert at(ID, 150).max_op() == 10
