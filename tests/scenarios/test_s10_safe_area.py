"""Safe Area (S10 L2465-2581), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/safe-area"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_zones_and_sections(points):
    # L2487 12-inch deployment zones; L2493 four 24 x 12 Sections: the 48 x 24 band y 12..36 split at x 24 and y 24.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "section-a-left") == (0, 12, 24, 24)
    assert bounds(ID, points, "section-a-right") == (24, 12, 48, 24)
    assert bounds(ID, points, "section-b-left") == (24, 24, 48, 36)
    assert bounds(ID, points, "section-b-right") == (0, 24, 24, 36)
    secs = [z for z in at(ID, points).zones if z.group == "section"]
    assert len(secs) == 4 and all(z.is_zo and z.phase == "game_end" and z.inferred for z in secs)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_consoles_at_the_quadrant_centres_of_table_configuration_i(points):
    # L2515 'in the center of each Quadrant, each of them 12 inches from the edge'; L2467 Table
    # Configuration I, shared with Supremacy (L2795), whose consoles are at the quadrant centres.
    assert positions(ID, points, "console") == [(12, 12), (12, 36), (36, 12), (36, 36)]
    assert positions(ID, points, "console") == positions("s10/supremacy", points, "console")
    consoles = [m for m in at(ID, points).markers if m.group == "console"]
    assert all(m.inferred and m.diameter_mm == 40 for m in consoles)


def test_scoring_lines_and_flags():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same, xeno, cons, scan = (by_id[k] for k in ("more-sections", "same-sections",
                                                       "xenotech-in-dominated-section", "controlled-consoles",
                                                       "multiscanner-placed"))
    # L2475-2479: same 2 (only if at least 1), more 3, Xenotech 1, 1 per Console, Multiscanner 1.
    assert (more.kind, more.op, more.when) == ("compare_more", 3, "game_end")
    assert (same.op, same.min_self, same.alternative_of) == (2, 1, "more-sections")
    assert (xeno.op, xeno.measure.role, xeno.measure.dominated) == (1, "xenotech", True)
    assert (cons.kind, cons.op, cons.cap, cons.measure.state) == ("per_item", 1, 4, "controlled")
    assert (scan.op, scan.measure.type) == (1, "asked")
    # L2519 only Specialist Troops control a console.
    assert sc.markers[0].control.qualifier == "specialist"
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert sc.flags.retreat == "ends_game"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert m.max_op() == 3 + 1 + 4 + 1 + 1 == 10
