"""Frontline (S10 L1622-1708), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s10/frontline"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_and_sectors(points):
    # L1644 standard 12 in deep on the 48 x 48 in table (inferred).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    # L1650: 8 in deep, table wide; central strip 24 +- 4; side sectors from 4 in off the central line:
    # 24 - 4 - 8 = 12 .. 20 and 28 .. 36.
    assert bounds(ID, points, "sector-a") == (0, 12, 48, 20)
    assert bounds(ID, points, "sector-central") == (0, 20, 48, 28)
    assert bounds(ID, points, "sector-b") == (0, 28, 48, 36)


def test_sectors_are_zones_of_operations_marked_out_at_the_end():
    mission = at(ID, 300)
    sectors = [z for z in mission.zones if z.group == "sector"]
    assert len(sectors) == 3
    assert all(z.is_zo and z.phase == "game_end" and z.inferred for z in sectors)
    assert not mission.markers


def test_multiscanner_void_bands():
    # L1694 'within 4" of its Deployment Zone': 12 + 4 = 16 from each player's edge.
    assert bounds(ID, 300, "multiscanner-void-a") == (0, 0, 48, 16)
    assert bounds(ID, 300, "multiscanner-void-b") == (0, 32, 48, 48)
    m = at(ID, 300)
    assert (m.zone("multiscanner-void-a").owner, m.zone("multiscanner-void-b").owner) == ("A", "B")


def test_scoring_lines():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    for oid, relative, op in [("nearest-sector", "nearest_own", 1), ("central-sector", "central", 2),
                              ("farthest-sector", "farthest_own", 4)]:
        o = by_id[oid]
        assert (o.kind, o.op, o.when, o.alternative_of) == ("flag", op, "game_end", None)
        assert (o.measure.type, o.measure.of, o.measure.relative) == ("zones_dominated", ["sector"], relative)
    xeno = by_id["central-sector-with-xenotech"]
    assert (xeno.kind, xeno.op, xeno.measure.type, xeno.measure.zone, xeno.measure.role, xeno.measure.dominated) == (
        "flag", 1, "presence", "sector-central", "xenotech", True)
    ms = by_id["place-multiscanner"]
    assert (ms.kind, ms.op, ms.measure.type, ms.measure.value) == ("flag", 1, "asked", "flag")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    # 1 + 2 + 1 + 4 + 1 + 1 classified = 10
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10


def test_flags_and_hvt():
    sc = at(ID, 400).scenario
    assert (sc.flags.retreat, sc.flags.reinforcements) == ("not_stated", False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert [r.id for r in sc.roles] == ["xenotech"]
