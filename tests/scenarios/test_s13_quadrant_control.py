"""Quadrant Control / Contrôle de Quadrant (S13 FR L2145-2230), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s13/quadrant-control"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b", "a_left", "b_left"),
    # L2164-2168: 150 '20 cm x 60 cm' on 60x80 cm; 200 '30 cm x 80 cm' on 80x120 cm; 300 '30 cm x 120 cm' on 120x120.
    # L2174 quadrants (map lost): four quarters split at x = W/2 and y = D/2; B's left is x > W/2.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32), (0, 0, 12, 16), (12, 16, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48), (0, 0, 16, 24), (16, 24, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48), (0, 0, 24, 24), (24, 24, 48, 48)),
    ],
)
def test_deployment_and_quadrants(points, dz_a, dz_b, a_left, b_left):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b
    assert bounds(ID, points, "quadrant-a-left") == a_left
    assert bounds(ID, points, "quadrant-b-left") == b_left
    quads = [z for z in at(ID, points).zones if z.kind == "quadrant"]
    assert len(quads) == 4 and all(z.is_zo and z.inferred for z in quads)
    assert not [m for m in at(ID, points).markers]


def test_turret_hvt_and_flags():
    sc = at(ID, 200).scenario
    turret = next(p for p in sc.placements if p.id == "f13-turret")
    assert (turret.what, turret.per_player, turret.phase, turret.first) == (
        "turret", 1, "before_deployment", "kept_deployment")
    # L2224 'F-13 ... 5 10 -- -- 2 3 1 1' (CC TR PH VOL BLI PB STR S)
    assert sc.profiles["f13_turret"].attributes == {"CC": 5, "BS": 10, "ARM": 2, "BTS": 3, "STR": 1, "S": 1}
    assert sc.flags.retreat == "not_stated"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-quadrants"], by_id["same-quadrants"]
    # L2151-2153: same 1 (only if at least 1) / more 2 / a quadrant near the enemy DZ 1, each round.
    assert (more.kind, more.op, more.when, more.measure.of) == ("compare_more", 2, "round_end", ["quadrant"])
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-quadrants")
    near = by_id["quadrant-near-enemy"]
    assert (near.kind, near.op, near.when, near.measure.type) == ("flag", 1, "round_end", "zones_dominated")
    assert near.measure.near == "enemy_deployment"  # L2153 "près de la Zone de Déploiement ennemie"
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 3 * 2 + 3 * 1 + 1 == 10
