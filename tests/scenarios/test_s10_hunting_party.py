"""Hunting Party (S10 L2011-2105), numbers written from the pack text (48 x 48 in table at every size)."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/hunting-party"


@pytest.mark.parametrize("points", (150, 200, 300, 400))
def test_zones_and_antennas(points):
    # L2032 standard Deployment Zone 12 inches deep.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    # L2042: 2 antennas on the central line (y = 24), 8 in from the edges (8 and 48 - 8).
    assert positions(ID, points, "antenna") == [(8, 24), (40, 24)]
    assert {z.id for z in at(ID, points).zones} == {"deployment-a", "deployment-b"}


def test_flags_classified_intelcom():
    sc = at(ID, 200).scenario
    assert (sc.flags.retreat, sc.flags.lieutenant_open) == ("ends_game", True)  # L2105, L2081
    # L2028: 2 Classified (1 OP each); L2097 Counterespionage.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 1, "counterespionage")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


def test_scoring_lines():
    sc = at(ID, 300).scenario
    lines = {o.id: o for o in sc.scoring}
    conn = lines["connected-antennas"]
    assert (conn.kind, conn.op, conn.cap, conn.measure.state, conn.measure.by) == (
        "per_item", 1, 2, "connected", "self")
    spec = lines["more-specialists-hunted"]
    assert (spec.kind, spec.op, spec.measure.type) == ("compare_more", 2, "asked")
    more = lines["more-lieutenants-hunted"]
    assert (more.kind, more.op) == ("compare_more", 4)
    same = lines["same-lieutenants-hunted"]
    assert (same.kind, same.op, same.min_self, same.alternative_of) == (
        "compare_same", 3, 1, "more-lieutenants-hunted")
    assert all(o.when == "game_end" for o in sc.scoring)


def test_max_op():
    # L2021-2024: 2 x 1 (antennas) + 2 + best of 4/3 (Lieutenants), plus 2 x 1 Classified (L2028)
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10
