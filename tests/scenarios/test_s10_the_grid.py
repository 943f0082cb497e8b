"""The Grid (S10 L1832-1939), numbers written from the pack text (48 x 48 in table at every size)."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/the-grid"
SIZES = (150, 200, 300, 400)


@pytest.mark.parametrize("points", SIZES)
def test_zones(points):
    # L1854 standard 12 in DZ; L1862 Saturation 10 in either side of the central line (24 - 10, 24 + 10).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "thicket") == (0, 14, 48, 34)
    assert bounds(ID, points, "half-a") == (0, 0, 48, 24)
    assert bounds(ID, points, "half-b") == (0, 24, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_nine_antennas(points):
    # L1866: centre; central line 12 in from the edges; rows 8 in from the central line (16, 32)
    # at 12 in from the edges (12, 36) and 24 in from the edges (24).
    assert positions(ID, points, "antenna") == sorted(
        (x, y) for x in (12, 24, 36) for y in (16, 24, 32))
    assert at(ID, points).marker("antenna-1").x == 24 and at(ID, points).marker("antenna-1").y == 24


def test_designated_target_profiles_and_bans():
    sc = at(ID, 300).scenario
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (1, "target", False)
    assert (sc.classified.count, sc.classified.max_op) == (0, 0)  # L1850
    # L349-350 HVT: MOV 4-4 CC 6 BS 6 PH 11 WIP 11 ARM 1 BTS 0 W 1 S 2
    hvt = sc.profiles["designated_target_hvt"].attributes
    assert (hvt["BS"], hvt["WIP"], hvt["ARM"], hvt["S"]) == (6, 11, 1, 2)
    # L1939 TRANSMISSION ANTENNA ARM 4 BTS 3 STR 2
    assert sc.profiles["transmission_antenna"].attributes == {"ARM": 4, "BTS": 3, "STR": 2}
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["antenna"])]


def test_flags_and_scoring():
    sc = at(ID, 200).scenario
    assert sc.flags.retreat == "ends_game"  # L1936
    lines = {o.id: o for o in sc.scoring}
    assert (lines["more-designated"].kind, lines["more-designated"].op) == ("compare_more", 4)
    same = lines["same-designated"]
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-designated")
    more_d = lines["more-destroyed"]
    assert (more_d.kind, more_d.op, more_d.measure.state, more_d.measure.zone, more_d.measure.inside_rule) == (
        "compare_more", 4, "destroyed", "enemy_half", "totally_inside")
    same_d = lines["same-destroyed"]
    assert (same_d.kind, same_d.op, same_d.min_self, same_d.alternative_of) == (
        "compare_same", 2, 1, "more-destroyed")
    kill = lines["kill-designated-target"]
    assert (kill.kind, kill.op, kill.measure.role) == ("flag", 2, "designated-target")
    assert all(o.when == "game_end" for o in sc.scoring)


def test_max_op():
    # L1842-1846: best of 4/2 (designated) + best of 4/2 (destroyed) + 2 (Designated Target); no Classified.
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10
