"""Comms Center (S8 ES L2356-2436), numbers written from the pack text (cm / 2.5)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/comms-center"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_and_exclusion_zones(points):
    # L2378 standard 30 cm deep = 12 units; L2382 20 cm (8) each side of the central line (24).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)


@pytest.mark.parametrize("points", SIZES)
def test_antenna_grid(points):
    # L2390-2392: columns 30 cm (12), 60 cm (24), 90 cm (36); rows central line (24) and 20 cm (8) either side.
    assert positions(ID, points, "antenna") == [
        (12, 16), (12, 24), (12, 32), (24, 16), (24, 24), (24, 32), (36, 16), (36, 24), (36, 32)]
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers)


def test_bans_and_hvt():
    sc = at(ID, 300).scenario
    assert sorted((b.type, b.zone) for b in sc.deployment_bans) == [
        ("no_airborne_inside", "exclusion"), ("no_contact", None),
        ("no_superior_deployment_inside", "exclusion"), ("not_inside", "exclusion")]
    # L431 the HVT stays a Neutral Civilian in S8.
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.hvt.role in (None, "civilian")


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    # L2366-2370
    more_a, same_a = by_id["more-connected-antennas"], by_id["same-connected-antennas"]
    assert (more_a.kind, more_a.op, more_a.when) == ("compare_more", 4, "game_end")
    assert (same_a.kind, same_a.op, same_a.min_self, same_a.alternative_of) == (
        "compare_same", 2, 1, "more-connected-antennas")
    more_s, same_s = by_id["more-specialists-killed"], by_id["same-specialists-killed"]
    assert (more_s.kind, more_s.op, more_s.measure.what) == ("compare_more", 3, "specialists")
    assert (same_s.kind, same_s.op, same_s.alternative_of) == ("compare_same", 2, "more-specialists-killed")
    assert not same_s.min_self
    ap = by_id["more-army-points-killed"]
    assert (ap.kind, ap.op, ap.measure.what) == ("compare_more", 1, "army_points")
    # L2374 one classified at 2 OP.
    assert (sc.classified.count, sc.classified.op_each) == (1, 2)
    assert sc.flags.retreat == "ends_game"  # L2436


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 4 + 3 + 1 + 1 x 2 classified = 10
    assert at(ID, points).max_op() == 10
