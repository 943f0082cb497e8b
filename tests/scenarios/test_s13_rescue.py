"""Rescue / Sauvetage (S13 FR L2247-2315), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/rescue"
R25 = 25 / 25 / 2  # radius of a 25 mm base, in 2.5 cm units


@pytest.mark.parametrize(
    ("points", "dz_a", "dead_a", "exclusion", "dead_b", "dz_b"),
    # L2267-2271 DZ 20 cm (150) / 30 cm; L2273 exclusion 20 cm (10 cm at 150) each side of the central line;
    # L2281 Dead Zones 10 cm deep between the two.
    # 150 (60x80 cm): DZ 0..20, dead 20..30, exclusion 30..50, dead 50..60, DZ 60..80 cm.
    # 200 (80x120 cm) and 300 (120x120 cm): DZ 0..30, dead 30..40, exclusion 40..80, dead 80..90, DZ 90..120 cm.
    [
        (150, (0, 0, 24, 8), (0, 8, 24, 12), (0, 12, 24, 20), (0, 20, 24, 24), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 12, 32, 16), (0, 16, 32, 32), (0, 32, 32, 36), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 12, 48, 16), (0, 16, 48, 32), (0, 32, 48, 36), (0, 36, 48, 48)),
    ],
)
def test_zones(points, dz_a, dead_a, exclusion, dead_b, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "dead-a") == dead_a
    assert bounds(ID, points, "exclusion") == exclusion
    assert bounds(ID, points, "dead-b") == dead_b
    assert bounds(ID, points, "deployment-b") == dz_b
    m = at(ID, points)
    assert (m.zone("dead-a").owner, m.zone("dead-b").owner) == ("A", "B")


@pytest.mark.parametrize(
    ("points", "xs", "line_a", "line_b"),
    # L2289-2293: 300/400 at 30 and 50 cm from each side edge (x 30/50/70/90 cm); 200/250 at 10 and 30 cm
    # (x 10/30/50/70 cm on 80 cm); 150 at 10 and 20 cm (x 10/20/40/50 cm on 60 cm). Player A's civilians touch
    # Dead Zone B's edge (50 cm at 150, 80 cm otherwise) from inside the exclusion zone; Player B's touch
    # Dead Zone A's edge (30 cm at 150, 40 cm otherwise).
    [
        (150, [4, 8, 16, 20], 20, 12),
        (200, [4, 12, 20, 28], 32, 16),
        (300, [12, 20, 28, 36], 32, 16),
    ],
)
def test_civilians(points, xs, line_a, line_b):
    assert positions(ID, points, "civilian-a") == [(x, line_a - R25) for x in xs]
    assert positions(ID, points, "civilian-b") == [(x, line_b + R25) for x in xs]
    ms = [m for m in at(ID, points).markers if m.kind == "civilian"]
    assert len(ms) == 8
    assert all(m.diameter_mm == 25 and m.movable and m.inferred for m in ms)


def test_bans():
    sc = at(ID, 200).scenario
    assert [(b.type, b.with_, b.zone) for b in sc.deployment_bans] == [
        ("no_contact", ["civilian-a", "civilian-b"], None),
        ("no_airborne_inside", [], "exclusion"),
        ("no_superior_deployment_inside", [], "exclusion"),
    ]


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    each = by_id["civilians-civevac"]
    assert (each.kind, each.op, each.cap, each.measure.owner) == ("per_item", 1, 4, "self")
    more_dead = by_id["more-civilians-dead-zone"]
    assert (more_dead.kind, more_dead.op, more_dead.measure.type) == ("compare_more", 2, "markers")
    assert more_dead.measure.zone == "own:dead"  # L2255 "dans votre zone morte", L2283 the one in your half
    same_dead = by_id["same-civilians-dead-zone"]
    assert (same_dead.kind, same_dead.op, same_dead.min_self, same_dead.alternative_of) == (
        "compare_same", 1, 1, "more-civilians-dead-zone")
    dz = by_id["more-civilians-deployment"]
    assert (dz.kind, dz.op, dz.measure.zone) == ("compare_more", 3, "own_deployment")
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert sc.flags.retreat == "ends_game"
    assert at(ID, 300).max_op() == 10
