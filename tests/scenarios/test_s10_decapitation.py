"""Decapitation (S10 L1336-1404), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s10/decapitation"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deep_deployment_zones(points):
    # L1358 'a Deployment Zone 16 inches deep' on the 48 x 48 in table (inferred): B from y = 32.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 16)
    assert bounds(ID, points, "deployment-b") == (0, 32, 48, 48)
    m = at(ID, points)
    assert not m.markers
    assert {z.id for z in m.zones} == {"deployment-a", "deployment-b"}


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    ap, more_lt, same_lt = by_id["more-army-points-killed"], by_id["more-lieutenants-killed"], by_id["same-lieutenants-killed"]
    assert (ap.kind, ap.op, ap.when, ap.measure.what) == ("compare_more", 2, "game_end", "army_points")
    assert (more_lt.kind, more_lt.op, more_lt.measure.what) == ("compare_more", 3, "lieutenants")
    assert (same_lt.kind, same_lt.op, same_lt.min_self, same_lt.alternative_of) == (
        "compare_same", 2, 1, "more-lieutenants-killed")
    dt = by_id["designated-target-killed"]
    assert (dt.kind, dt.op, dt.measure.what, dt.measure.role, dt.measure.by_role) == (
        "flag", 2, "role", "designated-target", None)
    extra = by_id["designated-target-killed-by-datatracker"]
    assert (extra.kind, extra.op, extra.measure.role, extra.measure.by_role, extra.alternative_of) == (
        "flag", 3, "designated-target", "data-tracker", None)
    assert (sc.classified.count, sc.classified.secure_hvt) == (0, False)
    # 2 + max(3, 2) + 2 + 3 = 10, no classified
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10


def test_flags_designated_target_and_roles():
    sc = at(ID, 200).scenario
    assert (sc.flags.retreat, sc.flags.lieutenant_open, sc.flags.reinforcements) == ("no_quarter", True, False)
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (1, "target", False)
    # L349-350 MOV 4-4 CC 6 BS 6 PH 11 WIP 11 ARM 1 BTS 0 W 1 S 2
    prof = sc.profiles["designated_target_hvt"].attributes
    assert prof == {"MOV": "4-4", "CC": 6, "BS": 6, "PH": 11, "WIP": 11, "ARM": 1, "BTS": 0, "W": 1, "S": 2}
    assert [r.id for r in sc.roles] == ["data-tracker"]
    (hvt,) = sc.placements
    assert hvt.profile == "designated_target_hvt"
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
