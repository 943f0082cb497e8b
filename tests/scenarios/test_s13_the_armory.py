"""The Armory / L'Armurerie (S13 FR L2559-2692), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/the-armory"
R40 = 40 / 25 / 2  # radius of the 40 mm Objective token, in 2.5 cm units


@pytest.mark.parametrize(
    ("points", "dz_b", "exclusion"),
    # L2578-2582 DZ 20 cm (150) / 30 cm deep; L2584 exclusion 20 cm (10 cm at 150) either side of the
    # central line: 150 y 30..50 cm = 12..20; 200 and 300 y 40..80 cm = 16..32.
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
    # L2592 'Placée au centre de la table, elle couvre une zone de 20x20cm': centre ± 10 cm (4 units).
    # 150: x 20..40 cm, y 30..50 cm; 200: x 30..50, y 50..70 cm; 300: x 50..70, y 50..70 cm.
    [(150, (8, 12, 16, 20)), (200, (12, 20, 20, 28)), (300, (20, 20, 28, 28))],
)
def test_armory_room_is_a_central_zo(points, room):
    assert bounds(ID, points, "room") == room
    z = at(ID, points).zone("room")
    assert (z.kind, z.is_zo, z.inside_rule, z.inferred) == ("room", True, "more_than_half", None)


@pytest.mark.parametrize(
    ("points", "gates"),
    # L2594 'quatre Portes, une au milieu de chaque mur': wall midpoints of the 20 x 20 cm room.
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


@pytest.mark.parametrize(
    ("points", "corners"),
    # L2639 'dans des coins opposés' (map lost): opposite inner corners of the room, the 40 mm token
    # touching both walls.
    [
        (150, [(8 + R40, 12 + R40), (16 - R40, 20 - R40)]),
        (200, [(12 + R40, 20 + R40), (20 - R40, 28 - R40)]),
        (300, [(20 + R40, 20 + R40), (28 - R40, 28 - R40)]),
    ],
)
def test_panoplies_in_opposite_corners(points, corners):
    assert positions(ID, points, "panoply") == [(round(x, 6), round(y, 6)) for x, y in corners]
    ms = [m for m in at(ID, points).markers if m.group == "panoply"]
    assert all(m.diameter_mm == 40 and m.inferred for m in ms)


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    rnd = by_id["dominate-armory-round"]
    assert (rnd.kind, rnd.op, rnd.when, rnd.measure.of) == ("flag", 2, "round_end", ["room"])
    end = by_id["dominate-armory-end"]
    assert (end.kind, end.op, end.when) == ("flag", 1, "game_end")
    items = by_id["more-panoply-items"]
    assert (items.kind, items.op, items.measure.type) == ("compare_more", 2, "asked")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert sc.flags.retreat == "ends_game"
    assert [b.type for b in sc.deployment_bans] == ["no_airborne_inside", "no_superior_deployment_inside"]
    assert at(ID, 300).max_op() == 10
