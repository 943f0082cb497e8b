"""Firefight (S10 L1531-1616), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/firefight"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deep_deployment_zones_and_landing_area(points):
    # L1553 'a Deployment Zone 16 inches deep' on the 48 x 48 in table (inferred): B from y = 48 - 16 = 32.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 16)
    assert bounds(ID, points, "deployment-b") == (0, 32, 48, 48)
    # L1569 'The whole game table is considered a Designated Landing Area.'
    assert bounds(ID, points, "landing") == (0, 0, 48, 48)
    assert at(ID, points).zone("landing").phase == "deployment"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_three_panoplies_on_the_central_line(points):
    # L1575 'on the central line ... One of them is in the center of the table and the other two 12 inches from
    # the edges': y = 24, x = 12, 24, 48 - 12 = 36.
    assert positions(ID, points, "panoply") == [(12, 24), (24, 24), (36, 24)]
    ms = [m for m in at(ID, points).markers if m.group == "panoply"]
    assert all(m.diameter_mm == 40 and not m.inferred for m in ms)


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"more-specialists-killed", "more-lieutenants-killed", "more-army-points-killed",
                          "more-panoply-items", "enemy-datatracker-killed"}
    for oid, what, op in [("more-specialists-killed", "specialists", 1), ("more-lieutenants-killed", "lieutenants", 2),
                          ("more-army-points-killed", "army_points", 3)]:
        o = by_id[oid]
        assert (o.kind, o.op, o.when, o.alternative_of, o.measure.type, o.measure.what) == (
            "compare_more", op, "game_end", None, "kills", what)
    items = by_id["more-panoply-items"]
    assert (items.kind, items.op, items.measure.type) == ("compare_more", 1, "asked")
    dt = by_id["enemy-datatracker-killed"]
    assert (dt.kind, dt.op, dt.measure.type, dt.measure.what, dt.measure.role) == (
        "flag", 1, "kills", "role", "data-tracker")
    # L1549 '2 Classified Objectives (1 Objective Point for each one)'; no INTELCOM rule.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 1, None)
    # 1 + 2 + 3 + 1 + 1 + 2 x 1 = 10
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10


def test_flags_roles_and_hvt():
    sc = at(ID, 200).scenario
    assert (sc.section, sc.flags.retreat, sc.flags.reinforcements) == ("its", "no_quarter", False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt, sc.hvt.role) == (1, True, "civilian")
    (role,) = sc.roles
    assert (role.id, role.per_player, role.chosen, sorted(role.excludes)) == (
        "data-tracker", 1, "deployment_end", ["REM", "hidden_deployment", "irregular", "marker"])  # L337
    (hvt,) = sc.placements
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
