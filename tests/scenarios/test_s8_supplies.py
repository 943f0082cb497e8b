"""Suministros / Supplies (S8 ES L2072-2174), numbers written from the pack text (cm / 2.5)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/supplies"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L2092 'Zona de Despliegue estándar 30 cm de profundidad' = 12 units on the 120 x 120 cm (48 x 48) table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_tech_coffins_and_boxes_on_the_central_line(points):
    # L2100 one in the centre (60 cm, 60 cm) = (24, 24); two on the central line 30 cm (12) from the side edges.
    assert positions(ID, points, "tech-coffin") == [(12, 24), (24, 24), (36, 24)]
    assert positions(ID, points, "supply-box") == [(12, 24), (24, 24), (36, 24)]
    ms = at(ID, points).markers
    assert all(m.diameter_mm == 40 for m in ms if m.group == "tech-coffin")
    assert all(m.diameter_mm == 25 for m in ms if m.group == "supply-box")


def test_bans_and_placements():
    sc = at(ID, 300).scenario
    # L2094 no deployment in base contact with the Tech-Coffins.
    assert [(b.type, list(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["tech-coffin"])]
    hvt = next(p for p in sc.placements if p.id == "hvt")
    # L427 at least 10 cm (4 units) outside the Deployment Zones.
    assert hvt.per_player == 1
    assert [c.type for c in hvt.constraints] == ["outside_any_deployment"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    boxes, more, none = by_id["controlled-boxes"], by_id["more-boxes"], by_id["enemy-controls-none"]
    # L2082-2084: 1 per box (3 boxes), 3 for more, 2 if the enemy controls none.
    assert (boxes.kind, boxes.op, boxes.cap, boxes.when) == ("per_item", 1, 3, "game_end")
    assert (more.kind, more.op, more.when) == ("compare_more", 3, "game_end")
    assert (none.kind, none.op, none.at_least, none.at_most, none.measure.by) == ("flag", 2, 0, 0, "enemy")
    assert all(o.alternative_of is None for o in sc.scoring)
    # L2088 two classified at 1 OP.
    assert (sc.classified.count, sc.classified.op_each) == (2, 1)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L2174


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 3 + 3 + 2 + 2 x 1 classified = 10
    assert at(ID, points).max_op() == 10
