"""Supplies / Ravitaillement (S13 FR L2319-2428), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/supplies"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L2340-2344: 150 '20 cm x 60 cm' on 60x80 cm (8 deep on 24x32); 200 '30 cm x 80 cm' on 80x120 cm
    # (12 deep on 32x48); 300 '30 cm x 120 cm' on 120x120 cm (12 deep on 48x48).
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
    # L2352: one at the centre, the others 15 cm (150) = 6, 20 cm (200/250) = 8, 30 cm (300/400) = 12
    # from the side edges, all on the central line (y = 40 cm = 16 at 150, 60 cm = 24 otherwise).
    [
        (150, [(6, 16), (12, 16), (18, 16)]),
        (200, [(8, 24), (16, 24), (24, 24)]),
        (250, [(8, 24), (16, 24), (24, 24)]),
        (300, [(12, 24), (24, 24), (36, 24)]),
        (400, [(12, 24), (24, 24), (36, 24)]),
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


def test_bans_and_hvt():
    sc = at(ID, 150).scenario
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["tech-coffin"])]
    assert [p.id for p in sc.placements] == ["hvt"]
    assert sc.placements[0].constraints[0].type == "outside_own_deployment"


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    boxes = by_id["controlled-boxes"]
    assert (boxes.kind, boxes.op, boxes.cap, boxes.when) == ("per_item", 2, 6, "game_end")
    more = by_id["more-boxes"]
    assert (more.kind, more.op, more.alternative_of) == ("compare_more", 1, None)
    none = by_id["enemy-controls-none"]
    assert (none.kind, none.op, none.alternative_of, none.at_least, none.at_most) == ("flag", 1, None, 0, 0)
    assert none.measure.by == "enemy"
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 1, "counterespionage")
    assert sc.flags.retreat == "ends_game"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert at(ID, 300).max_op() == 10
