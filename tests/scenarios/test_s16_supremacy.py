"""Supremacy (S16 L2669-2798), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/supremacy"


@pytest.mark.parametrize(
    ("points", "dz_b"),
    # Deployment table: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [(150, (0, 24, 24, 32)), (200, (0, 36, 32, 48)), (300, (0, 36, 48, 48))],
)
def test_deployment_zone_b(points, dz_b):
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "expected"),
    # 'placed on the center of each Quadrant': quarters of the table (inferred), so W/4, 3W/4 and D/4, 3D/4.
    [
        (150, [(6, 8), (6, 24), (18, 8), (18, 24)]),
        (200, [(8, 12), (8, 36), (24, 12), (24, 36)]),
        (300, [(12, 12), (12, 36), (36, 12), (36, 36)]),
    ],
)
def test_consoles_at_quadrant_centres(points, expected):
    assert positions(ID, points, "console") == expected
    assert all(m.inferred for m in at(ID, points).markers if m.group == "console")


def test_quadrants_are_zones_of_operations_scored_each_round():
    mission = at(ID, 300)
    quadrants = [z for z in mission.zones if z.group == "quadrant"]
    assert len(quadrants) == 4 and all(z.is_zo and z.phase == "round_end" for z in quadrants)
    assert sum(z.geometry.area for z in quadrants) == 48 * 48


def test_scoring_lines():
    sc = at(ID, 200).scenario
    more = next(o for o in sc.scoring if o.id == "more-quadrants")
    same = next(o for o in sc.scoring if o.id == "same-quadrants")
    consoles = next(o for o in sc.scoring if o.id == "hacked-consoles")
    assert (more.op, more.when) == (2, "round_end")
    assert (same.op, same.min_self, same.alternative_of) == (1, 1, "more-quadrants")
    assert (consoles.op, consoles.cap) == (1, 3)
    assert (sc.classified.count, sc.classified.intelcom) == (1, "provisions")
