"""Biotechvore (S13 FR L854-919), numbers written from the pack text (table units = cm / 2.5)."""

import pytest

from .helpers import at, bounds

ID = "s13/biotechvore"

# L864-866: surviving Army Points bands, 1 / 2 / 3 OP; 'plus de N' read as N + 1 and up.
BANDS = {
    150: [(40, 75, 1), (76, 125, 2), (126, None, 3)],
    200: [(50, 100, 1), (101, 150, 2), (151, None, 3)],
    250: [(65, 125, 1), (126, 200, 2), (201, None, 3)],
    300: [(75, 150, 1), (151, 250, 2), (251, None, 3)],
    400: [(100, 200, 1), (201, 300, 2), (301, None, 3)],
}


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L877-881: 150 '10 cm x 60 cm' (4 deep on 24x32); 200 '20 cm x 80 cm' (8 on 32x48);
    # 300 '20 cm x 120 cm' (8 on 48x48).
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
    # L893: 40 cm (16) deep from each deployment edge, 20 cm (8) at 150, across the whole width.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (250, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
        (400, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_plague_zones(points, plague_a, plague_b):
    assert bounds(ID, points, "plague-a") == plague_a
    assert bounds(ID, points, "plague-b") == plague_b
    mission = at(ID, points)
    assert mission.zone("plague-a").kind == "hazard"
    assert not mission.markers


def test_plague_kills_at_the_end_of_round_three():
    sc = at(ID, 200).scenario
    (effect,) = sc.end_effects
    # L901 'A la fin du troisième Round de Jeu, toute Troupe à l'intérieur d'une Zone Biotechvore ... Tué.'
    assert (effect.kind, effect.zone, effect.when.rounds, effect.order) == ("kill_inside", "plague", [3], "before_scoring")


@pytest.mark.parametrize("points", sorted(BANDS))
def test_survival_bands(points):
    o = next(o for o in at(ID, points).scenario.scoring if o.id == "surviving-army-points")
    assert (o.kind, o.when, o.measure.type, o.measure.what) == ("banded", "game_end", "survivors", "victory_points")
    assert [(b.min, b.max, b.op) for b in o.bands_at(points)] == BANDS[points]


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    lines = {o.id: o for o in sc.scoring}
    # L860 more Classified 2 OP; L861 more enemy Army Points killed 2 OP; L870 3 Classified of 1 OP.
    assert (lines["more-classified"].kind, lines["more-classified"].op, lines["more-classified"].measure.deck) == (
        "compare_more", 2, "classified")
    assert (lines["more-killed"].kind, lines["more-killed"].op, lines["more-killed"].measure.what) == (
        "compare_more", 2, "army_points")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (3, 1, "counterespionage")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert (sc.flags.retreat, sc.flags.confused_deployment) == ("no_quarter", True)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 2 + 2 + 3 + 3
