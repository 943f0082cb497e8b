"""Last Launch (S16 L2050-2199), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/last-launch"


@pytest.mark.parametrize(
    ("points", "dz_b"),
    # L2075-2080: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [(150, (0, 24, 24, 32)), (200, (0, 36, 32, 48)), (300, (0, 36, 48, 48))],
)
def test_deployment_zone_b(points, dz_b):
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "tower"),
    # L2133: 8 by 8 in, in the centre of the table (W/2 ± 4, D/2 ± 4).
    [(150, (8, 12, 16, 20)), (200, (12, 20, 20, 28)), (300, (20, 20, 28, 28))],
)
def test_launching_tower(points, tower):
    assert bounds(ID, points, "room") == tower
    room = at(ID, points).zone("room")
    assert (room.kind, room.is_zo, room.inside_rule) == ("room", True, "more_than_half")


@pytest.mark.parametrize(
    ("points", "expected"),
    # L2135: a gate in the middle of each wall.
    [
        (150, [(8, 16), (12, 12), (12, 20), (16, 16)]),
        (200, [(12, 24), (16, 20), (16, 28), (20, 24)]),
        (300, [(20, 24), (24, 20), (24, 28), (28, 24)]),
    ],
)
def test_gates_open_mid_wall(points, expected):
    assert positions(ID, points, "gate") == expected
    gates = [m for m in at(ID, points).markers if m.group == "gate"]
    assert all(m.initial_state == {"open": True} and m.footprint and m.inferred for m in gates)


def test_gates_lie_along_their_walls():
    # L2135 Wide Gates in the middle of each wall of the 8 x 8 in tower (300: x 20..28, y 20..28); drawn 2 x 0.5 in
    # (size inferred): along x on the Side A/B walls, along y on the two side walls.
    gates = {(m.x, m.y): tuple(m.footprint) for m in at(ID, 300).markers if m.group == "gate"}
    assert gates == {(24, 20): (2, 0.5), (24, 28): (2, 0.5), (20, 24): (0.5, 2), (28, 24): (0.5, 2)}


@pytest.mark.parametrize(
    ("points", "scanners", "checker"),
    # L2088: on the central line, 8 in (4 in at 150) from the side edges; L2145: checker at the tower's centre.
    [
        (150, [(4, 16), (20, 16)], [(12, 16)]),
        (200, [(8, 24), (24, 24)], [(16, 24)]),
        (300, [(8, 24), (40, 24)], [(24, 24)]),
    ],
)
def test_id_scanners_and_checker(points, scanners, checker):
    assert positions(ID, points, "id-scanner") == scanners
    assert positions(ID, points, "id-checker") == checker
    m = at(ID, points)
    assert m.marker("id-checker").kind == "console" and m.marker("id-checker").diameter_mm == 40
    assert all(x.kind == "tech_coffin" and x.diameter_mm == 40 for x in m.markers if x.group == "id-scanner")


def test_flags_and_bans():
    sc = at(ID, 150).scenario
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("no_quarter", True, 2)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert [(b.type, b.zone) for b in sc.deployment_bans] == [("not_inside", "room")]


def test_scoring_lines():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    assert {k: (o.kind, o.op, o.when) for k, o in by_id.items()} == {
        "more-extracted-army-points": ("compare_more", 2, "game_end"),   # L2060
        "more-extracted-specialists": ("compare_more", 2, "game_end"),   # L2061
        "more-specialists-killed": ("compare_more", 2, "game_end"),      # L2062
        "same-specialists-killed": ("compare_same", 1, "game_end"),      # L2063
        "dominate-tower": ("flag", 1, "game_end"),                       # L2064
    }
    same = by_id["same-specialists-killed"]
    assert (same.alternative_of, same.min_self) == ("more-specialists-killed", None)  # no 'at least 1' clause
    assert by_id["dominate-tower"].measure.of == ["room"]
    assert (by_id["more-extracted-army-points"].measure.what, by_id["more-extracted-specialists"].measure.what) == (
        "army_points", "specialists")
    assert (sc.classified.count, sc.classified.op_each) == (3, 1)
    assert m.max_op() == 10  # 2 + 2 + max(2, 1) + 1 + 3 classified
