"""Decapitation (S16 L1333-1432), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/decapitation"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1357-1362: 150 '12 in x 24 in' on 24x32; 200 '16 in x 32 in' on 32x48; 300 '16 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 12), (0, 20, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize("points", [150, 200, 300])
def test_no_fixed_zones_or_markers(points):
    mission = at(ID, points)
    assert {z.id for z in mission.zones} == {"deployment-a", "deployment-b"}
    assert mission.markers == []


def test_placements_two_target_hvts_and_a_qaz_template():
    sc = at(ID, 200).scenario
    placements = {p.id: p for p in sc.placements}
    hvt, qaz = placements["hvt"], placements["qaz-template"]
    # L1380 two HVTs; L690 4 inches outside any Deployment Zone.
    assert hvt.per_player == 2
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
    # L1406 completely outside any DZ, no overlap; L1410 the player who kept Deployment first.
    assert (qaz.what, qaz.per_player, qaz.first, qaz.phase) == (
        "qaz_template", 1, "kept_deployment", "before_deployment")
    # 'completely outside any Deployment Zones': no distance ('by'), and no overlap with another QAZ.
    assert [(c.type, c.by, c.with_) for c in qaz.constraints] == [
        ("outside_any_deployment", None, []), ("no_overlap", None, ["qaz-template"])]
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (2, "target", False)
    assert [r.id for r in sc.roles] == ["hazmat-ops"]
    assert sc.profiles["designated_target_hvt"].attributes["ARM"] == 1
    assert sc.profiles["designated_target_hvt"].attributes["S"] == 2


def test_scoring_lines_and_flags():
    sc = at(ID, 150).scenario
    lines = {o.id: o for o in sc.scoring}
    ap = lines["more-army-points-killed"]
    more_lt, same_lt = lines["more-lieutenants-killed"], lines["same-lieutenants-killed"]
    targets = lines["designated-targets-killed"]
    assert (ap.kind, ap.op, ap.measure.what) == ("compare_more", 3, "army_points")
    assert (more_lt.kind, more_lt.op, more_lt.measure.what) == ("compare_more", 3, "lieutenants")
    assert (same_lt.kind, same_lt.op, same_lt.min_self, same_lt.alternative_of) == (
        "compare_same", 2, 1, "more-lieutenants-killed")
    # L1346 2 OP for each one, two HVTs per player (L1380).
    assert (targets.kind, targets.op, targets.cap, targets.measure.role) == ("per_item", 2, 4, "designated-target")
    assert all(o.when == "game_end" for o in sc.scoring)
    assert sc.classified.count == 0
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("no_quarter", True, 0)
    # L1370 'the identity of the Lieutenant is always Open Information'; no EVO Hacker Bonus here.
    assert (sc.flags.lieutenant_open, sc.flags.evo_hacker_bonus) == (True, False)
    # 3 + 3 + 2 x 2
    assert at(ID, 150).max_op() == 10
