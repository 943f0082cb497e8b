"""Power Pack (S10 L2204-2298), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/power-pack"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_two_corner_deployment_zones_per_side(points):
    # L2226 'two 12 x 16 inches Deployment Zones placed at the edges' (map lost): 12 deep, 16 wide, in the corners
    # of a 48 x 48 table: x 0..16 and 32..48; A y 0..12, B y 36..48.
    assert bounds(ID, points, "deployment-a-left") == (0, 0, 16, 12)
    assert bounds(ID, points, "deployment-a-right") == (32, 0, 48, 12)
    assert bounds(ID, points, "deployment-b-left") == (32, 36, 48, 48)
    assert bounds(ID, points, "deployment-b-right") == (0, 36, 16, 48)
    m = at(ID, points)
    assert m.deployment("A").area == 2 * 12 * 16 and m.deployment("B").area == 2 * 12 * 16
    assert m.deployment("A").bounds == (0, 0, 48, 12)
    dzs = [z for z in m.zones if z.kind == "deployment"]
    assert len(dzs) == 4 and all(z.inferred for z in dzs)
    # L2228 Forward Deployment L1 '16 x 20 inches': 16 deep, 20 wide from the same corners.
    assert bounds(ID, points, "forward-a-left") == (0, 0, 20, 16)
    assert bounds(ID, points, "forward-b-left") == (28, 32, 48, 48)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_saturation_zone_antennas_and_consoles(points):
    # L2236 '8 inches area on either side of the central line': y 16..32.
    assert bounds(ID, points, "saturation") == (0, 16, 48, 32)
    # L2240 one antenna at the centre, two '12 inches from the edge' on the central line.
    assert positions(ID, points, "antenna") == [(12, 24), (24, 24), (36, 24)]
    # L2266 consoles '12 inches from the center ... and 24 inches from the edge': (24, 12) A's half, (24, 36) B's.
    assert positions(ID, points, "console") == [(24, 12), (24, 36)]
    owners = {(m.x, m.y): m.owner for m in at(ID, points).markers if m.group == "console"}
    assert owners == {(24, 12): "A", (24, 36): "B"}


def test_scoring_lines_and_flags():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-antennas"], by_id["same-antennas"]
    # L2214-2218: same 2 (only if at least 1) / more 4 / enemy console 2 / Multiscanner 2 extra / prevent 1.
    assert (more.kind, more.op, more.when, more.measure.state) == ("compare_more", 4, "game_end", "activated")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-antennas")
    console = by_id["control-enemy-console"]
    assert (console.op, console.measure.owner, console.measure.state) == (2, "enemy", "controlled")
    scan = by_id["multiscanner-in-saturation"]
    assert (scan.op, scan.measure.type) == (2, "asked")
    prevent = by_id["own-console-not-connected"]
    assert (prevent.op, prevent.at_least, prevent.at_most, prevent.measure.by) == (1, 0, 0, "enemy")
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert sc.flags.retreat == "ends_game"
    assert sc.deployment.depth == "zones"
    assert m.max_op() == 4 + 2 + 2 + 1 + 1 == 10
