"""Biotechvore (Low Tier) (S8 ES L622-674), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from its_desktop.domain import expr
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import UnknownMission

from .helpers import at, bounds

ID = "s8/biotechvore-low"


def test_played_at_200_only():
    assert catalog.sizes(ID) == [200]
    for points in [150, 300, 400]:
        with pytest.raises(UnknownMission):
            at(ID, points)


def test_deployment_zones_20_cm_deep():
    # L644 'Zona de Despliegue de 20 cm de profundidad': 20 / 2.5 = 8 units.
    assert bounds(ID, 200, "deployment-a") == (0, 0, 48, 8)
    assert bounds(ID, 200, "deployment-b") == (0, 40, 48, 48)


def test_plague_zones_40_cm_deep():
    # L654 'una zona de 40 cm de profundidad en cada mitad de la mesa': 40 / 2.5 = 16 units,
    # drawn from each deployment edge (position only on the lost map: flagged).
    assert bounds(ID, 200, "plague-a") == (0, 0, 48, 16)
    assert bounds(ID, 200, "plague-b") == (0, 32, 48, 48)
    m = at(ID, 200)
    for zid in ("plague-a", "plague-b"):
        zone = m.zone(zid)
        assert zone.kind == "hazard" and zone.inferred
    assert not m.markers


def test_plague_kills_at_the_end_of_round_three():
    # L660 'Al final de la tercera Ronda de Juego ... se considerará automáticamente Eliminada.'
    (effect,) = at(ID, 200).scenario.end_effects
    assert (effect.kind, effect.zone, effect.when.rounds, effect.order) == ("kill_inside", "plague", [3], "before_scoring")


def test_hvt_and_flags():
    m = at(ID, 200)
    sc = m.scenario
    (hvt,) = sc.placements
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", "cm(10)")]
    assert expr.evaluate("cm(10)", {"W": m.width, "D": m.depth}, m.unit_mm) == 4
    assert sc.flags.retreat == "no_quarter"
    assert sc.flags.confused_deployment
    # L640 '2 Objetivos Clasificados (1 Punto de Objetivo por cada uno)'
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 1, None)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


def test_scoring_lines():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    # L632-636: more classified 1 OP, kill more Army Points 3 OP, survival bands 2 / 3 / 4 OP.
    assert (by_id["more-classified"].kind, by_id["more-classified"].op) == ("compare_more", 1)
    assert by_id["more-classified"].measure.deck == "classified"
    assert (by_id["more-killed"].kind, by_id["more-killed"].op) == ("compare_more", 3)
    assert by_id["more-killed"].measure.what == "army_points"
    survive = by_id["surviving-army-points"]
    bands = survive.bands_at(200)
    assert [(b.min, b.max, b.op) for b in bands] == [(50, 100, 2), (101, 150, 3), (151, None, 4)]
    assert not any(b.inferred for b in bands)
    assert all(o.when == "game_end" for o in sc.scoring)


def test_maximum():
    # 1 + 3 + 4 + 2 classified x 1 = 10
    assert catalog.mission(ID, 200).max_op() == 10
