"""Supplies (S16 L2516-2667), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/supplies"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L2539-2544: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
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
    ("points", "expected"),
    # L2552: centre of the table, and 6 in (150) / 8 in (200/250) / 12 in (300+) from the side edges,
    # all on the central line.
    [
        (150, [(6, 16), (12, 16), (18, 16)]),
        (200, [(8, 24), (16, 24), (24, 24)]),
        (300, [(12, 24), (24, 24), (36, 24)]),
    ],
)
def test_tech_coffins_and_boxes_inside(points, expected):
    assert positions(ID, points, "tech-coffin") == expected
    assert positions(ID, points, "supply-box") == expected
    boxes = [m for m in at(ID, points).markers if m.group == "supply-box"]
    assert len(boxes) == 3
    assert all(m.diameter_mm == 25 and m.movable for m in boxes)
    assert all(m.initial_state == {"inside": "tech-coffin"} for m in boxes)
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "tech-coffin")


def test_boxes_are_controlled_by_carrying():
    box = at(ID, 200).marker("supply-box-2")
    assert (box.control.relation, box.control.qualifier, box.control.blocked_by) == (
        "carried", "model", "enemy_model_contact_with_carrier")


def test_qaz_creatures_and_bans():
    sc = at(ID, 150).scenario
    qaz = next(p for p in sc.placements if p.id == "qaz-creature")
    assert (qaz.per_player, qaz.first, qaz.phase) == (1, "kept_deployment", "before_deployment")
    assert [(c.type, c.by) for c in qaz.constraints] == [("outside_enemy_deployment", 8)]
    assert sc.profiles["qaz_creature"].attributes == {"CC": 11, "ARM": 1, "BTS": 3, "VITA": 1, "S": 1}
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["tech-coffin"])]


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    boxes = by_id["controlled-boxes"]
    assert (boxes.kind, boxes.op, boxes.cap, boxes.when) == ("per_item", 2, 6, "game_end")
    assert (by_id["more-boxes"].kind, by_id["more-boxes"].op, by_id["more-boxes"].alternative_of) == (
        "compare_more", 1, None)
    none = by_id["enemy-controls-none"]
    assert (none.kind, none.op, none.alternative_of, none.when) == ("flag", 1, None, "game_end")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 1, "counterespionage")
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("ends_game", True, 1)
    assert at(ID, 300).max_op() == 10


def test_adversary_controls_no_box_is_counted_from_the_table():
    # L2528 'if your adversary does not Control any Supply Boxes (1 Objective Points)': zero enemy boxes.
    none = next(o for o in at(ID, 300).scenario.scoring if o.id == "enemy-controls-none")
    m = none.measure
    assert (m.type, m.of, m.state, m.by) == ("markers", ["supply-box"], "controlled", "enemy")
    assert (none.at_least, none.at_most) == (0, 0)
