"""Show of Force (S10 L2587-2676), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/show-of-force"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_zones(points):
    # L2608 'a standard Deployment Zone 12 inches deep' on the 48 x 48 table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_antenna_and_panoplies(points):
    # L2614 antenna 'in the center of the table': (24, 24).
    assert positions(ID, points, "antenna") == [(24, 24)]
    # L2626 panoplies 'in the central line of the table 12 inches from the edges': x 12 and 48 - 12 = 36, y 24.
    assert positions(ID, points, "panoply") == [(12, 24), (36, 24)]
    assert all(m.diameter_mm == 40 and not m.inferred for m in at(ID, points).markers)


def test_scoring_lines_and_flags():
    m = at(ID, 200)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    ctl, tag, kills, dt = (by_id[k] for k in ("control-antenna", "control-antenna-with-tag",
                                              "kill-more-army-points", "kill-data-tracker"))
    # L2597-2600: 2, +3 with a TAG, 2 for more Army Points killed, 3 for the enemy DataTracker.
    assert (ctl.kind, ctl.op, ctl.when, ctl.measure.state) == ("flag", 2, "game_end", "controlled")
    assert (tag.op, tag.measure.type, tag.alternative_of) == (3, "asked", None)
    assert (kills.kind, kills.op, kills.measure.what) == ("compare_more", 2, "army_points")
    assert (dt.kind, dt.op, dt.measure.what, dt.measure.role) == ("flag", 3, "role", "data-tracker")
    # L2604 no classified; L2670 no HVT; L2676 Retreat! ends the game.
    assert (sc.classified.count, sc.hvt.per_player, sc.hvt.secure_hvt) == (0, 0, False)
    assert sc.flags.retreat == "ends_game"
    assert m.max_op() == 2 + 3 + 2 + 3 == 10
