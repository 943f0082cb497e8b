"""Control de Cuadrantes / Quadrant Control (S8 ES L796-849), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s8/quadrant-control"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L815 'Zona de Despliegue estándar 30 cm de profundidad' = 12 units on the 120 x 120 cm (48 x 48) table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_quadrants_are_the_four_quarters(points):
    # L821 'cuatro zonas tal como se muestra en el mapa' (lost): 60 x 60 cm quarters = 24 x 24 units.
    assert bounds(ID, points, "quadrant-a-left") == (0, 0, 24, 24)
    assert bounds(ID, points, "quadrant-a-right") == (24, 0, 48, 24)
    assert bounds(ID, points, "quadrant-b-left") == (24, 24, 48, 48)
    assert bounds(ID, points, "quadrant-b-right") == (0, 24, 24, 48)
    qs = [z for z in at(ID, points).zones if z.group == "quadrant"]
    assert len(qs) == 4 and all(z.is_zo and z.phase == "round_end" and z.inferred for z in qs)
    assert not at(ID, points).markers


def test_scoring_lines_and_flags():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"more-quadrants", "same-quadrants"}
    more, same = by_id["more-quadrants"], by_id["same-quadrants"]
    # L806-807: same 1 (only if at least 1 quadrant), more 3, at the end of each Game Round.
    assert (more.kind, more.op, more.when) == ("compare_more", 3, "round_end")
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-quadrants")
    # L811 1 Classified (1 OP); L843-845 INTELCOM Support and Control.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert sc.flags.retreat == "not_stated"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    (hvt,) = sc.placements
    # L427 'a una distancia mínima de 10 cm' = 4 units.
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", "cm(10)")]
    # 3 rounds x 3 + 1 classified = 10
    for points in SIZES:
        assert at(ID, points).max_op() == 10
