"""Capture and Protect (S10 L1019-1111), numbers written from the pack text."""

import pytest

from its_desktop.domain.mission import catalog

from .helpers import at, bounds, positions

ID = "s10/capture-and-protect"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_zones_12_deep(points):
    # L1040 'a standard Deployment Zone 12 inches deep' on the 48 x 48 in table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_beacons(points):
    # L1048 '12 inches from the center and 24 inches from the edge': centre (24, 24) -> (24, 12) and (24, 36).
    assert positions(ID, points, "beacon") == [(24, 12), (24, 36)]
    # L1050 'The Enemy Beacon is the one closest to the enemy Deployment Zone': A owns the one at y = 12.
    owners = {(m.x, m.y): m.owner for m in at(ID, points).markers}
    assert owners == {(24, 12): "A", (24, 36): "B"}
    assert all(m.diameter_mm == 25 and m.movable for m in at(ID, points).markers)


def test_bans_roles_no_hvt():
    sc = at(ID, 300).scenario
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["beacon"])]
    assert [r.id for r in sc.roles] == ["data-tracker"]
    assert not sc.placements
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (0, False)


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    # L1029-1032: 3 captured, +2 with the DataTracker, 1 in own Deployment Zone, 3 own Beacon not captured.
    captured = by_id["enemy-beacon-captured"]
    assert (captured.kind, captured.op, captured.measure.owner, captured.measure.by) == ("flag", 3, "enemy", "self")
    assert (by_id["enemy-beacon-datatracker"].op, by_id["enemy-beacon-datatracker"].measure.type) == (2, "asked")
    own_dz = by_id["enemy-beacon-in-own-deployment"]
    assert (own_dz.op, own_dz.measure.zone) == (1, "own_deployment")
    protect = by_id["own-beacon-not-captured"]
    assert (protect.op, protect.at_least, protect.at_most, protect.measure.by, protect.measure.owner) == (3, 0, 0, "enemy", "self")
    assert all(o.when == "game_end" and o.alternative_of is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "provisions")
    assert sc.flags.retreat == "ends_game"


def test_maximum():
    # 3 + 2 + 1 + 3 + 1 classified = 10
    assert catalog.mission(ID, 300).max_op() == 10
