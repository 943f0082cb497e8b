"""Decapitación / Decapitation (S8 ES L855-896), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s8/decapitation"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L876 'Zona de Despliegue estándar 30 cm de profundidad' = 12 units on the 120 x 120 cm (48 x 48) table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert not at(ID, points).markers


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"more-army-points-killed", "same-army-points-killed",
                          "more-lieutenants-killed", "same-lieutenants-killed"}
    # L865-868: as many 2 / more 3, for Army Points and for Lieutenants; no 'at least 1' condition.
    for what, more_id, same_id in [("army_points", "more-army-points-killed", "same-army-points-killed"),
                                   ("lieutenants", "more-lieutenants-killed", "same-lieutenants-killed")]:
        more, same = by_id[more_id], by_id[same_id]
        assert (more.kind, more.op, more.when, more.measure.type, more.measure.what) == (
            "compare_more", 3, "game_end", "kills", what)
        assert (same.kind, same.op, same.min_self, same.alternative_of, same.measure.what) == (
            "compare_same", 2, None, more_id, what)
    # L872 '2 Objetivos Clasificados (2 Puntos de Objetivo por cada uno)'; no INTELCOM.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 2, None)


def test_flags_and_hvt():
    sc = at(ID, 200).scenario
    # L896 Sin Cuartel; L884 Lieutenant is Public Information.
    assert (sc.flags.retreat, sc.flags.lieutenant_open) == ("no_quarter", True)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt, sc.hvt.role) == (1, True, "civilian")
    assert not sc.roles


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 3 + 3 + 2 x 2 = 10
    assert at(ID, points).max_op() == 10
