"""Tiroteo / Firefight (S8 ES L1091-1175), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/firefight"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deep_deployment_zones_and_landing_area(points):
    # L1112 '40 cm de profundidad' = 16 units on the 120 x 120 cm (48 x 48) table: B from 48 - 16 = 32.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 16)
    assert bounds(ID, points, "deployment-b") == (0, 32, 48, 48)
    # L1128 'Toda la mesa de juego se considera Zona Designada de Aterrizaje.'
    assert bounds(ID, points, "landing") == (0, 0, 48, 48)
    assert at(ID, points).zone("landing").phase == "deployment"


@pytest.mark.parametrize("points", SIZES)
def test_three_panoplies_on_the_central_line(points):
    # L1134 'en la línea central ... Una ... en el centro de la mesa, y las otras dos a 30 cm de los bordes':
    # y = 60 cm = 24; x = 30 cm = 12, 60 cm = 24, 120 - 30 = 90 cm = 36.
    assert positions(ID, points, "panoply") == [(12, 24), (24, 24), (36, 24)]
    ms = [m for m in at(ID, points).markers if m.group == "panoply"]
    assert all(m.diameter_mm == 40 and not m.inferred for m in ms)


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"more-specialists-killed", "more-lieutenants-killed", "more-army-points-killed",
                          "more-panoply-items"}
    # L1101-1103: Specialists 1, Lieutenants 2, Army Points 4.
    for oid, what, op in [("more-specialists-killed", "specialists", 1), ("more-lieutenants-killed", "lieutenants", 2),
                          ("more-army-points-killed", "army_points", 4)]:
        o = by_id[oid]
        assert (o.kind, o.op, o.when, o.alternative_of, o.measure.type, o.measure.what) == (
            "compare_more", op, "game_end", None, "kills", what)
    # L1104 Panoplies 1.
    items = by_id["more-panoply-items"]
    assert (items.kind, items.op, items.measure.type) == ("compare_more", 1, "asked")
    # L1108 '2 Objetivos Clasificados (1 Punto de Objetivo cada uno)'; no INTELCOM rule.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 1, None)


def test_flags_and_hvt():
    sc = at(ID, 200).scenario
    # L1124 Sin Cuartel.
    assert sc.flags.retreat == "no_quarter"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt, sc.hvt.role) == (1, True, "civilian")
    assert not sc.roles


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 1 + 2 + 4 + 1 + 2 x 1 = 10
    assert at(ID, points).max_op() == 10
