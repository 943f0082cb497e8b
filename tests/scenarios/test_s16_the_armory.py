"""The Armory (S16 L2800-2933), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/the-armory"
R40 = 40 / 25.4 / 2  # radius of the 40 mm Objective token, in inches


@pytest.mark.parametrize(
    ("points", "dz_b", "exclusion"),
    # L2821-2826 DZ depth 8 (150) / 12 (200+); L2828 'covering 8 inches (4 inches in 150 point games) either side
    # of the central line': 150 y 16±4, 200 and 300 y 24±8.
    [
        (150, (0, 24, 24, 32), (0, 12, 24, 20)),
        (200, (0, 36, 32, 48), (0, 16, 32, 32)),
        (300, (0, 36, 48, 48), (0, 16, 48, 32)),
    ],
)
def test_deployment_and_exclusion_zones(points, dz_b, exclusion):
    assert bounds(ID, points, "deployment-b") == dz_b
    assert bounds(ID, points, "exclusion") == exclusion
    assert at(ID, points).zone("exclusion").phase == "deployment"


@pytest.mark.parametrize(
    ("points", "room"),
    # L2836 'Placed in the center of the table, it covers an area of 8 by 8 inches': centre ± 4.
    [(150, (8, 12, 16, 20)), (200, (12, 20, 20, 28)), (300, (20, 20, 28, 28))],
)
def test_armory_room_is_a_central_zo(points, room):
    assert bounds(ID, points, "room") == room
    z = at(ID, points).zone("room")
    assert (z.kind, z.is_zo, z.inside_rule, z.inferred) == ("room", True, "more_than_half", None)


@pytest.mark.parametrize(
    ("points", "gates"),
    # L2838 'four Gates, one in the middle of each wall': wall midpoints of the 8x8 room.
    [
        (150, [(8, 16), (12, 12), (12, 20), (16, 16)]),
        (200, [(12, 24), (16, 20), (16, 28), (20, 24)]),
        (300, [(20, 24), (24, 20), (24, 28), (28, 24)]),
    ],
)
def test_four_closed_narrow_gates(points, gates):
    assert positions(ID, points, "gate") == gates
    ms = [m for m in at(ID, points).markers if m.group == "gate"]
    assert all(m.initial_state == {"open": False} and m.footprint and m.inferred for m in ms)


def test_gates_lie_along_their_walls():
    # L2838 a gate in the middle of each wall of the 8 x 8 in room (300: x 20..28, y 20..28); drawn 1 x 0.25 in
    # (size inferred): along x on the Side A/B walls, along y on the two side walls.
    gates = {(m.x, m.y): tuple(m.footprint) for m in at(ID, 300).markers if m.group == "gate"}
    assert gates == {(24, 20): (1, 0.25), (24, 28): (1, 0.25), (20, 24): (0.25, 1), (28, 24): (0.25, 1)}


@pytest.mark.parametrize(
    ("points", "corner_lo", "corner_hi"),
    # L2871 'placed inside the Armory on different corners' (map lost): opposite inner corners, token touching walls.
    [(150, (8, 12), (16, 20)), (200, (12, 20), (20, 28)), (300, (20, 20), (28, 28))],
)
def test_panoplies_in_opposite_corners(points, corner_lo, corner_hi):
    expected = [
        (round(corner_lo[0] + R40, 6), round(corner_lo[1] + R40, 6)),
        (round(corner_hi[0] - R40, 6), round(corner_hi[1] - R40, 6)),
    ]
    assert positions(ID, points, "panoply") == expected
    assert all(m.inferred and m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "panoply")


def test_scoring_lines_and_flags():
    m = at(ID, 200)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    rnd, end, items = by_id["dominate-armory-round"], by_id["dominate-armory-end"], by_id["more-panoply-items"]
    assert (rnd.kind, rnd.op, rnd.when, rnd.measure.of) == ("flag", 2, "round_end", ["room"])
    assert (end.kind, end.op, end.when) == ("flag", 1, "game_end")
    assert (items.kind, items.op, items.measure.type) == ("compare_more", 2, "asked")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("ends_game", False, 0)
    # L2900-2902 EVO Hacker Bonus; the Lieutenant is not Open Information here.
    assert (sc.flags.evo_hacker_bonus, sc.flags.lieutenant_open) == (True, False)
    assert sorted(b.type for b in sc.deployment_bans) == ["no_airborne_inside", "no_superior_deployment_inside"]
    assert m.max_op() == 10
