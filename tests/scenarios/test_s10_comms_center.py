"""Comms Center (S10 L1117-1204), numbers written from the pack text."""

import pytest

from its_desktop.domain.mission import catalog

from .helpers import at, bounds, positions

ID = "s10/comms-center"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_and_exclusion_zones(points):
    # L1138 'a standard Deployment Zone 12 inches deep'; L1140 'an 8 inch area on either side of the central line' (24 +- 8).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_nine_antenna_grid(points):
    # L1148: centre (24, 24); central line 12 in from the edges (12, 24), (36, 24);
    # 8 in from the central line and 12 in from the edges (12/36, 16/32); 8 in from it and 24 in from the edges (24, 16/32).
    assert positions(ID, points, "antenna") == [
        (12, 16), (12, 24), (12, 32),
        (24, 16), (24, 24), (24, 32),
        (36, 16), (36, 24), (36, 32),
    ]
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers)


def test_bans_hvt_profile():
    sc = at(ID, 300).scenario
    bans = sorted((b.type, b.zone, tuple(b.with_)) for b in sc.deployment_bans)
    assert bans == [
        ("no_airborne_inside", "exclusion", ()),
        ("no_contact", None, ("antenna",)),
        ("no_superior_deployment_inside", "exclusion", ()),
    ]
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (1, "target", True)
    (hvt,) = sc.placements
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
    # L349-350: MOV 4-4 CC 6 BS 6 PH 11 WIP 11 ARM 1 BTS 0 W 1 S 2
    assert sc.profiles[hvt.profile].attributes == {
        "MOV": "4-4", "CC": 6, "BS": 6, "PH": 11, "WIP": 11, "ARM": 1, "BTS": 0, "W": 1, "S": 2,
    }


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    # L1127-1130: same 2 (only if at least 1) / more 4 / more Specialists killed 2 / Designated Target 1.
    more, same = by_id["more-connected-antennas"], by_id["same-connected-antennas"]
    assert (more.kind, more.op, more.measure.state) == ("compare_more", 4, "connected")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-connected-antennas")
    spec = by_id["more-specialists-killed"]
    assert (spec.kind, spec.op, spec.measure.what) == ("compare_more", 2, "specialists")
    dt = by_id["designated-target-killed"]
    assert (dt.kind, dt.op, dt.measure.role) == ("flag", 1, "designated-target")
    assert all(o.when == "game_end" for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (3, 1, "counterespionage")
    assert sc.flags.retreat == "ends_game"


@pytest.mark.parametrize("points", [150, 300])
def test_maximum(points):
    # max(4, 2) + 2 + 1 + 3 classified x 1 = 10
    assert catalog.mission(ID, points).max_op() == 10
