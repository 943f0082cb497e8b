"""Deadly Dance (S10 L1208-1330), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/deadly-dance"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_and_quadrants(points):
    # L1229 standard 12 in deep on the 48 x 48 in table (inferred).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    # Quadrants (map lost): 24 x 24 quarters numbered 1 2 / 3 4 with Side B's edge on top.
    assert bounds(ID, points, "quadrant-1") == (0, 24, 24, 48)
    assert bounds(ID, points, "quadrant-2") == (24, 24, 48, 48)
    assert bounds(ID, points, "quadrant-3") == (0, 0, 24, 24)
    assert bounds(ID, points, "quadrant-4") == (24, 0, 48, 24)
    quadrants = [z for z in at(ID, points).zones if z.group == "quadrant"]
    assert all(z.is_zo and z.phase == "round_end" and z.inferred for z in quadrants)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_consoles_at_quadrant_centres(points):
    # L1279 'in the center of each Quadrant, 12 inches from the edge of the table': 12 and 48 - 12 = 36.
    assert positions(ID, points, "console") == [(12, 12), (12, 36), (36, 12), (36, 36)]
    assert all(m.diameter_mm == 40 and m.inferred for m in at(ID, points).markers if m.group == "console")


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    for oid in ("dominate-assigned-quadrant", "dominant-tag"):
        o = by_id[oid]
        assert (o.kind, o.op, o.when, o.measure.type, o.measure.value) == ("flag", 1, "round_end", "asked", "flag")
    more = by_id["more-assigned-quadrants"]
    assert (more.kind, more.op, more.when, more.measure.type) == ("compare_more", 1, "game_end", "asked")
    dt = by_id["enemy-datatracker-killed"]
    assert (dt.kind, dt.op, dt.measure.type, dt.measure.what, dt.measure.role) == (
        "flag", 2, "kills", "role", "data-tracker")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    # 3 x 1 + 3 x 1 + 1 + 2 + 1 classified = 10
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10


def test_flags_bans_and_roles():
    sc = at(ID, 200).scenario
    assert (sc.flags.retreat, sc.flags.reinforcements) == ("not_stated", False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["console"])]
    assert [r.id for r in sc.roles] == ["data-tracker"]
