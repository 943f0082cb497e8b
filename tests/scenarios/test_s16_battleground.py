"""Battleground (S16 L3152-3245, Direct Action), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/battleground"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L3169-3172: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "near_a", "central", "near_b"),
    # L3180/L3182: sectors 8 in deep (4 in at 150), table-wide; side ones 4 in (2 in) from the central line.
    # 150 (D/2 = 16): 10..14, 14..18, 18..22; 200/300 (D/2 = 24): 12..20, 20..28, 28..36.
    [
        (150, (0, 10, 24, 14), (0, 14, 24, 18), (0, 18, 24, 22)),
        (200, (0, 12, 32, 20), (0, 20, 32, 28), (0, 28, 32, 36)),
        (300, (0, 12, 48, 20), (0, 20, 48, 28), (0, 28, 48, 36)),
    ],
)
def test_sectors(points, near_a, central, near_b):
    assert bounds(ID, points, "sector-a") == near_a
    assert bounds(ID, points, "sector-central") == central
    assert bounds(ID, points, "sector-b") == near_b
    sectors = [z for z in at(ID, points).zones if z.group == "sector"]
    assert len(sectors) == 3 and all(z.is_zo and z.phase == "game_end" and z.inferred for z in sectors)


def test_scoring_lines():
    sc = at(ID, 200).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"nearest-sector", "central-sector", "farthest-sector", "kill-key-ops", "threaten-key-ops"}
    for oid, relative, op in [("nearest-sector", "nearest_own", 1), ("central-sector", "central", 3),
                              ("farthest-sector", "farthest_own", 4)]:
        o = lines[oid]
        assert (o.kind, o.op, o.when) == ("flag", op, "game_end")
        assert (o.measure.type, o.measure.relative) == ("zones_dominated", relative)
    kill, threaten = lines["kill-key-ops"], lines["threaten-key-ops"]
    assert (kill.op, kill.measure.type, kill.measure.what, kill.measure.role) == (2, "kills", "role", "key-ops")
    assert (threaten.kind, threaten.op, threaten.when, threaten.alternative_of) == (
        "flag", 1, "game_end", "kill-key-ops")
    # L3220 'at least one Trooper (as a Model, not a Marker) in a non-Null state inside the Key Ops' Zone of Control'
    assert (threaten.measure.type, threaten.measure.role) == ("threaten", "key-ops")
    assert sc.classified.count == 0
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 10  # 1 + 3 + 4 + (2 or 1)


def test_flags_and_key_ops():
    sc = at(ID, 150).scenario
    assert (sc.section, sc.flags.direct_action, sc.flags.retreat) == ("direct_action", True, "not_stated")
    assert (sc.flags.tactical_support, sc.flags.reinforcements) == (0, False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (0, False)
    assert not sc.placements and not sc.markers
    (role,) = sc.roles
    assert (role.id, role.per_player, role.chosen, role.private) == ("key-ops", 1, "deployment_end", False)
    assert {"REM", "VH", "irregular"} <= set(role.excludes)
