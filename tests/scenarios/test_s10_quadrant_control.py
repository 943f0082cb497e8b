"""Quadrant Control (S10 L2304-2376), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s10/quadrant-control"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L2324 'a standard Deployment Zone 12 inches deep' on the 48 x 48 table (inferred for every S10 size).
    [(150, (0, 0, 48, 12), (0, 36, 48, 48)), (200, (0, 0, 48, 12), (0, 36, 48, 48)),
     (300, (0, 0, 48, 12), (0, 36, 48, 48)), (400, (0, 0, 48, 12), (0, 36, 48, 48))],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_quadrants_are_the_four_quarters(points):
    # L2330 'divided into four areas as seen on the map' (lost): quarters of 48 x 48 split at 24.
    assert bounds(ID, points, "quadrant-a-left") == (0, 0, 24, 24)
    assert bounds(ID, points, "quadrant-a-right") == (24, 0, 48, 24)
    assert bounds(ID, points, "quadrant-b-left") == (24, 24, 48, 48)
    assert bounds(ID, points, "quadrant-b-right") == (0, 24, 24, 48)
    qs = [z for z in at(ID, points).zones if z.group == "quadrant"]
    assert len(qs) == 4 and all(z.is_zo and z.phase == "round_end" and z.inferred for z in qs)
    assert not at(ID, points).markers


def test_scoring_lines_and_flags():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same, dt = by_id["more-quadrants"], by_id["same-quadrants"], by_id["dominant-data-tracker"]
    # L2314-2316: same 1 (only if at least 1), more 3, Dominant DataTracker 1, each Game Round.
    assert (more.kind, more.op, more.when) == ("compare_more", 3, "round_end")
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-quadrants")
    assert (dt.kind, dt.op, dt.when, dt.measure.type, dt.measure.role, dt.measure.dominated) == (
        "flag", 1, "round_end", "presence", "data-tracker", True)
    # L2320 1 Classified (1 OP); L2350-2356 INTELCOM Support and Control.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert sc.flags.retreat == "not_stated"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert [r.id for r in sc.roles] == ["data-tracker"]
    # Listed values: 3 rounds x (3 + 1) + 1 classified = 13.
    assert m.max_op() == 13
