"""Uplink Center (S16 Direct Action, L3461-3554), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/uplink-center"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L3477-3482: 150 '12 in x 24 in' on 24x32; 200 '16 in x 32 in' on 32x48; 300 '16 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 12), (0, 20, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "expected"),
    # L3490/L3492: on the central line, 4 in (150), 8 in (200/250), 12 in (300+) from the side edges.
    [
        (150, [(4, 16), (20, 16)]),
        (200, [(8, 24), (24, 24)]),
        (300, [(12, 24), (36, 24)]),
    ],
)
def test_antennas_on_the_central_line(points, expected):
    assert positions(ID, points, "antenna") == expected


@pytest.mark.parametrize(("points", "centre"), [(150, (12, 16)), (200, (16, 24)), (300, (24, 24))])
def test_tech_coffin_at_the_centre(points, centre):
    # L3518 'There is 1 Tech-Coffin placed in the center of the table.'
    assert positions(ID, points, "tech-coffin") == [centre]


def test_no_hvt_no_classified_no_qaz():
    sc = at(ID, 300).scenario
    # L3546 'the HVT Model and Secure HVT rules are not applied ... they will not use the Classified Deck'
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (0, False)
    assert sc.classified.count * sc.classified.op_each == 0
    assert sc.placements == []
    assert [(b.type, sorted(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["antenna", "tech-coffin"])]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert (by_id["activated-antennas"].op, by_id["activated-antennas"].cap) == (2, 4)
    assert (by_id["controlled-antennas"].op, by_id["controlled-antennas"].cap) == (1, 2)
    assert (by_id["controlled-tech-coffin"].kind, by_id["controlled-tech-coffin"].op) == ("flag", 3)
    lieutenant = by_id["active-lieutenant"]
    assert (lieutenant.kind, lieutenant.op, lieutenant.measure.what) == ("flag", 1, "lieutenant_active")
    assert all(o.when == "game_end" and o.alternative_of is None for o in sc.scoring)
    assert sc.section == "direct_action" and sc.flags.direct_action
    assert (sc.flags.retreat, sc.flags.tactical_support, sc.flags.reinforcements) == ("ends_game", 0, False)
    assert at(ID, 150).max_op() == 10
