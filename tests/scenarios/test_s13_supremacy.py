"""Supremacy / Suprématie (S13 FR L2432-2542), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/supremacy"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b", "quadrant_a_left", "quadrant_b_left"),
    # L2450-2454 DZ 20 cm (150) / 30 cm deep: 8 / 12 units. Quadrants (map lost, inferred): table quarters;
    # B's left is x > W/2.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32), (0, 0, 12, 16), (12, 16, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48), (0, 0, 16, 24), (16, 24, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48), (0, 0, 24, 24), (24, 24, 48, 48)),
    ],
)
def test_deployment_and_quadrants(points, dz_a, dz_b, quadrant_a_left, quadrant_b_left):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b
    assert bounds(ID, points, "quadrant-a-left") == quadrant_a_left
    assert bounds(ID, points, "quadrant-b-left") == quadrant_b_left
    q = at(ID, points).zone("quadrant-a-left")
    assert (q.is_zo, q.phase) == (True, "round_end")
    assert q.inferred


@pytest.mark.parametrize(
    ("points", "consoles"),
    # L2502 'au centre de chaque Quadrant': 150 at 15/45 cm x 20/60 cm; 200 at 20/60 x 30/90 cm;
    # 300 at 30/90 x 30/90 cm.
    [
        (150, [(6, 8), (6, 24), (18, 8), (18, 24)]),
        (200, [(8, 12), (8, 36), (24, 12), (24, 36)]),
        (300, [(12, 12), (12, 36), (36, 12), (36, 36)]),
    ],
)
def test_consoles_at_quadrant_centres(points, consoles):
    assert positions(ID, points, "console") == consoles
    ms = [m for m in at(ID, points).markers if m.group == "console"]
    assert all(m.diameter_mm == 40 and m.inferred for m in ms)


def test_f13_turret_placement():
    sc = at(ID, 150).scenario
    turret = next(p for p in sc.placements if p.id == "f13-turret")
    assert (turret.what, turret.per_player, turret.first, turret.phase) == (
        "turret", 1, "kept_deployment", "before_deployment")
    assert [(c.type, c.zone) for c in turret.constraints] == [("totally_inside_zone", "deployment")]
    # L2492: CC 5, TR 10, BLI 2, PB 3, STR 1, S 1.
    assert sc.profiles["f13_turret"].attributes == {"CC": 5, "BS": 10, "ARM": 2, "BTS": 3, "STR": 1, "S": 1}


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"more-quadrants", "hacked-consoles"}
    more = by_id["more-quadrants"]
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "round_end")
    hacked = by_id["hacked-consoles"]
    assert (hacked.kind, hacked.op, hacked.cap, hacked.when) == ("per_item", 1, 3, "game_end")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "provisions")
    assert sc.flags.retreat == "ends_game"
    assert at(ID, 300).max_op() == 10
