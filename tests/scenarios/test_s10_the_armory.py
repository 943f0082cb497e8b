"""The Armory (S10 L2932-3056), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/the-armory"
SIZES = (150, 200, 300, 400)
R40 = 40 / 25.4 / 2  # radius of the 40 mm Objective marker, in inches


@pytest.mark.parametrize("points", SIZES)
def test_deployment_and_exclusion_zones(points):
    # L2952 12 in deep; L2954 'an 8 inch area on either side of the central line': y 24 ± 8.
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert at(ID, points).zone("exclusion").phase == "deployment"


@pytest.mark.parametrize("points", SIZES)
def test_armory_room_is_a_central_zo(points):
    # L2962 'Placed in the center of the table, it covers an area of 8 by 8 inches': 24 ± 4.
    assert bounds(ID, points, "room") == (20, 20, 28, 28)
    z = at(ID, points).zone("room")
    assert (z.kind, z.is_zo, z.inside_rule, z.inferred) == ("room", True, "more_than_half", None)


@pytest.mark.parametrize("points", SIZES)
def test_four_closed_gates_mid_wall(points):
    # L2964 'four Gates, one in the middle of each wall', 'closed at the start of the game'.
    assert positions(ID, points, "gate") == [(20, 24), (24, 20), (24, 28), (28, 24)]
    ms = [m for m in at(ID, points).markers if m.group == "gate"]
    assert all(m.initial_state == {"open": False} and m.footprint and m.inferred for m in ms)


@pytest.mark.parametrize("points", (200, 300))
def test_panoplies_in_opposite_corners(points):
    # L2999 'placed inside the Armory on different corners' (map lost): corners (20, 20) and (28, 28).
    assert positions(ID, points, "panoply") == [
        (round(20 + R40, 6), round(20 + R40, 6)),
        (round(28 - R40, 6), round(28 - R40, 6)),
    ]
    assert all(m.inferred and m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "panoply")


def test_profiles_and_bans():
    sc = at(ID, 300).scenario
    # L3054-3056 gate 3/3/2, wall 10/0/3, panoply 0/0/1.
    assert sc.profiles["security_gate"].attributes == {"ARM": 3, "BTS": 3, "STR": 2}
    assert sc.profiles["outer_wall"].attributes == {"ARM": 10, "BTS": 0, "STR": 3}
    assert sc.profiles["panoply"].attributes == {"ARM": 0, "BTS": 0, "STR": 1}
    assert sorted(b.type for b in sc.deployment_bans) == ["no_airborne_inside", "no_superior_deployment_inside"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    rnd, end, items = by_id["dominate-armory-round"], by_id["dominate-armory-end"], by_id["more-panoply-items"]
    # L2942 1 OP each round; L2943 4 OP at the end; L2944 2 OP for more items.
    assert (rnd.kind, rnd.op, rnd.when, rnd.measure.of) == ("flag", 1, "round_end", ["room"])
    assert (end.kind, end.op, end.when) == ("flag", 4, "game_end")
    assert (items.kind, items.op, items.measure.type) == ("compare_more", 2, "asked")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert (sc.flags.retreat, sc.flags.evo_hacker_bonus) == ("ends_game", False)


@pytest.mark.parametrize("points", (150, 300))
def test_max_op(points):
    # 3 x 1 + 4 + 2 + 1 classified = 10
    assert at(ID, points).max_op() == 10
