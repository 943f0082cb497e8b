"""Decapitation (S13 FR L1113-1203), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s13/decapitation"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1133-1137: 150 '30 cm x 60 cm' on 60x80 cm (12 deep on 24x32); 200 '40 cm x 80 cm' on 80x120 cm
    # (16 deep on 32x48); 300 '40 cm x 120 cm' on 120x120 cm (16 deep on 48x48).
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


def test_placements_hvts_blizzard_and_turret():
    sc = at(ID, 200).scenario
    placements = {p.id: p for p in sc.placements}
    hvt, blizzard, turret = placements["hvt"], placements["blizzard-template"], placements["f13-turret"]
    # L1153 two HVTs; L657 outside their own DZ, at least 10 cm (4 units) from its edge.
    assert hvt.per_player == 2
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_own_deployment", "cm(10)")]
    # L1177-1179 two Circular Templates each, completely outside any DZ, the player who kept Deployment first.
    assert (blizzard.what, blizzard.per_player, blizzard.first, blizzard.phase) == (
        "template", 2, "kept_deployment", "before_deployment")
    assert [(c.type, c.by) for c in blizzard.constraints] == [("outside_any_deployment", None)]
    # L1185 totally inside its own DZ, before the Deployment Phase.
    assert (turret.what, turret.per_player, turret.phase) == ("turret", 1, "before_deployment")
    assert [(c.type, c.zone) for c in turret.constraints] == [("totally_inside_zone", "deployment")]
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (2, "target", False)
    # L454-456 HVT (Cible Désignée): BLI 1, S 2; L1195-1197 F-13: BLI 2, PB 3, STR 1, S 1.
    assert sc.profiles["designated_target_hvt"].attributes["ARM"] == 1
    assert sc.profiles["designated_target_hvt"].attributes["S"] == 2
    assert (sc.profiles["f13_turret"].attributes["STR"], sc.profiles["f13_turret"].attributes["BTS"]) == (1, 3)


def test_hvt_constraint_is_ten_cm():
    # cm(10) = 4 table units.
    m = at(ID, 150)
    from its_desktop.domain import expr
    assert expr.evaluate("cm(10)", {"W": m.width, "D": m.depth}, m.unit_mm) == 4


def test_scoring_lines_and_flags():
    sc = at(ID, 150).scenario
    lines = {o.id: o for o in sc.scoring}
    ap = lines["more-army-points-killed"]
    more_lt, same_lt = lines["more-lieutenants-killed"], lines["same-lieutenants-killed"]
    targets = lines["designated-targets-killed"]
    # L1119 3 OP; L1121 3 OP; L1120 2 OP only if at least 1; L1122 2 OP each.
    assert (ap.kind, ap.op, ap.measure.what) == ("compare_more", 3, "army_points")
    assert (more_lt.kind, more_lt.op, more_lt.measure.what) == ("compare_more", 3, "lieutenants")
    assert (same_lt.kind, same_lt.op, same_lt.min_self, same_lt.alternative_of) == (
        "compare_same", 2, 1, "more-lieutenants-killed")
    assert (targets.kind, targets.op, targets.cap, targets.measure.role) == ("per_item", 2, 4, "designated-target")
    assert all(o.when == "game_end" for o in sc.scoring)
    assert sc.classified.count == 0
    assert (sc.flags.retreat, sc.flags.lieutenant_open) == ("no_quarter", True)
    # 3 + 3 + 2 x 2
    assert at(ID, 150).max_op() == 10
