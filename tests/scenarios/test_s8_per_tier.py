"""S8's per-tier scenarios: Annihilation and Biotechvore are written once per tier (Low 200, Mid
300, Top 400 points); numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from its_desktop.domain import expr
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import UnknownMission

from .helpers import at, bounds

# The pack's bands per tier (Annihilation L509-514 / L550-555 / L591-596; Biotechvore L632-636 /
# L688-692 / L748-752): the same Army Point ranges for both scenarios.
TIERS = {200: [(50, 100), (101, 150), (151, None)], 300: [(75, 150), (151, 250), (251, None)],
         400: [(100, 200), (201, 300), (301, None)]}
ANNIHILATION = [("s8/annihilation-low", 200), ("s8/annihilation-mid", 300), ("s8/annihilation-top", 400)]
BIOTECHVORE = [("s8/biotechvore-low", 200), ("s8/biotechvore-mid", 300), ("s8/biotechvore-top", 400)]


@pytest.mark.parametrize(("mid", "points"), ANNIHILATION + BIOTECHVORE)
def test_played_at_its_tier_only(mid, points):
    assert catalog.sizes(mid) == [points]
    for other in {150, 200, 300, 400} - {points}:
        with pytest.raises(UnknownMission):
            at(mid, other)


@pytest.mark.parametrize(("mid", "points"), ANNIHILATION + BIOTECHVORE)
def test_hvt_ten_cm_outside_any_deployment_zone(mid, points):
    # L427 'fuera de las Zonas de Despliegue, a una distancia mínima de 10 cm' = 4 units.
    m = at(mid, points)
    (hvt,) = m.scenario.placements
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", "cm(10)")]
    assert expr.evaluate("cm(10)", {"W": m.width, "D": m.depth}, m.unit_mm) == 4
    assert (m.scenario.hvt.per_player, m.scenario.hvt.secure_hvt) == (1, True)
    assert m.scenario.flags.retreat == "no_quarter"
    assert m.max_op() == 10  # Annihilation 4 + 4 + 1 x 2; Biotechvore 1 + 3 + 4 + 2 x 1


@pytest.mark.parametrize(("mid", "points"), ANNIHILATION)
def test_annihilation(mid, points):
    # 'Zona de Despliegue estándar de 30 cm de profundidad': 12 units; no markers, no other zone.
    assert bounds(mid, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(mid, points, "deployment-b") == (0, 36, 48, 48)
    m = at(mid, points)
    assert not m.markers and [z.id for z in m.zones] == ["deployment-a", "deployment-b"]
    by_id = {o.id: o for o in m.scenario.scoring}
    for oid in ("killed-army-points", "surviving-army-points"):
        bands = by_id[oid].bands_at(points)
        assert [(b.min, b.max, b.op) for b in bands] == [(lo, hi, op) for (lo, hi), op in zip(TIERS[points], (1, 3, 4))]
        assert not any(b.inferred for b in bands)
        assert (by_id[oid].kind, by_id[oid].when) == ("banded", "game_end")
    assert by_id["killed-army-points"].measure.what == "army_points"
    assert by_id["surviving-army-points"].measure.what == "victory_points"
    assert not m.scenario.flags.confused_deployment
    # '1 Objetivo Clasificado (2 Puntos de Objetivo)'
    assert (m.scenario.classified.count, m.scenario.classified.op_each, m.scenario.classified.intelcom) == (1, 2, None)


@pytest.mark.parametrize(("mid", "points"), BIOTECHVORE)
def test_biotechvore(mid, points):
    # 'Zona de Despliegue de 20 cm de profundidad': 8 units; plague 'zona de 40 cm de profundidad en
    # cada mitad de la mesa': 16 units from each deployment edge (position on the lost map: flagged).
    assert bounds(mid, points, "deployment-a") == (0, 0, 48, 8)
    assert bounds(mid, points, "deployment-b") == (0, 40, 48, 48)
    assert bounds(mid, points, "plague-a") == (0, 0, 48, 16)
    assert bounds(mid, points, "plague-b") == (0, 32, 48, 48)
    m = at(mid, points)
    assert all(m.zone(z).kind == "hazard" and m.zone(z).inferred for z in ("plague-a", "plague-b"))
    assert not m.markers
    # 'Al final de la tercera Ronda de Juego ... se considerará automáticamente Eliminada.'
    (effect,) = m.scenario.end_effects
    assert (effect.kind, effect.zone, effect.when.rounds, effect.order) == ("kill_inside", "plague", [3], "before_scoring")
    assert m.scenario.flags.confused_deployment
    # '2 Objetivos Clasificados (1 Punto de Objetivo por cada uno)'
    assert (m.scenario.classified.count, m.scenario.classified.op_each, m.scenario.classified.intelcom) == (2, 1, None)
    by_id = {o.id: o for o in m.scenario.scoring}
    assert (by_id["more-classified"].kind, by_id["more-classified"].op) == ("compare_more", 1)
    assert by_id["more-classified"].measure.deck == "classified"
    assert (by_id["more-killed"].kind, by_id["more-killed"].op) == ("compare_more", 3)
    assert by_id["more-killed"].measure.what == "army_points"
    bands = by_id["surviving-army-points"].bands_at(points)
    assert [(b.min, b.max, b.op) for b in bands] == [(lo, hi, op) for (lo, hi), op in zip(TIERS[points], (2, 3, 4))]
    assert all(o.when == "game_end" for o in m.scenario.scoring)
