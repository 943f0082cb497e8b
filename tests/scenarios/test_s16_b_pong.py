"""B-Pong (S16 L888-1027), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/b-pong"


@pytest.mark.parametrize(
    ("points", "dz_b"),
    # L911-916: 150 '12 in x 24 in' on 24x32; 200 '16 in x 32 in' on 32x48; 300 '16 in x 48 in' on 48x48.
    [(150, (0, 20, 24, 32)), (200, (0, 32, 32, 48)), (300, (0, 32, 48, 48))],
)
def test_deployment_zone_b(points, dz_b):
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "ez"),
    # L918: 4 in (2 in at 150) either side of the central line: 16 +- 2, 24 +- 4.
    [(150, (0, 14, 24, 18)), (200, (0, 20, 32, 28)), (300, (0, 20, 48, 28))],
)
def test_exclusion_zone(points, ez):
    assert bounds(ID, points, "exclusion") == ez
    mission = at(ID, points)
    assert mission.zone("exclusion").phase == "deployment"
    bans = {(b.type, b.zone) for b in mission.scenario.deployment_bans}
    assert bans == {("no_airborne_inside", "exclusion"), ("no_superior_deployment_inside", "exclusion")}


@pytest.mark.parametrize(
    ("points", "half_a", "half_b"),
    [
        (150, (0, 0, 24, 16), (0, 16, 24, 32)),
        (200, (0, 0, 32, 24), (0, 24, 32, 48)),
        (300, (0, 0, 48, 24), (0, 24, 48, 48)),
    ],
)
def test_halves(points, half_a, half_b):
    assert bounds(ID, points, "half-a") == half_a
    assert bounds(ID, points, "half-b") == half_b
    mission = at(ID, points)
    assert (mission.zone("half-a").owner, mission.zone("half-b").owner) == ("A", "B")


@pytest.mark.parametrize(
    ("points", "beacon", "consoles"),
    # L924 beacon at the centre; L959 consoles on the central line 6 in (150), 8 in (200/250), 12 in (300+) from the side edges.
    [
        (150, (12, 16), [(6, 16), (18, 16)]),
        (200, (16, 24), [(8, 24), (24, 24)]),
        (300, (24, 24), [(12, 24), (36, 24)]),
    ],
)
def test_beacon_and_consoles(points, beacon, consoles):
    assert positions(ID, points, "tracking-beacon") == [beacon]
    assert positions(ID, points, "console") == consoles
    sizes = {m.group: m.diameter_mm for m in at(ID, points).markers}
    assert sizes == {"tracking-beacon": 25, "console": 40}


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    half = by_id["beacon-in-enemy-half"]
    assert (half.op, half.when, half.measure.zone, half.measure.inside_rule) == (2, "game_end", "enemy_half", "totally_inside")
    beacon, console = by_id["controlled-beacon"], by_id["controlled-console"]
    assert (beacon.op, beacon.when) == (1, "round_end")
    assert (console.op, console.when, console.at_least) == (1, "round_end", 1)
    assert all(o.alternative_of is None and o.cap is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each) == (2, 1)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert (sc.flags.retreat, sc.flags.tactical_support, sc.flags.reinforcements) == ("no_quarter", 2, True)
    assert at(ID, 300).max_op() == 10
