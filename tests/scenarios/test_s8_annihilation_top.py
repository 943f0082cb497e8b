"""Annihilation (Top Tier) (S8 ES L581-620), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from its_desktop.domain import expr
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import UnknownMission

from .helpers import at, bounds

ID = "s8/annihilation-top"


def test_played_at_400_only():
    assert catalog.sizes(ID) == [400]
    for points in [150, 200, 300]:
        with pytest.raises(UnknownMission):
            at(ID, points)


def test_deployment_zones_30_cm_deep():
    # 'Zona de Despliegue estándar de 30 cm de profundidad': 30 / 2.5 = 12 units on the 48 x 48 table.
    assert bounds(ID, 400, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, 400, "deployment-b") == (0, 36, 48, 48)
    m = at(ID, 400)
    assert not m.markers
    assert [z.id for z in m.zones] == ["deployment-a", "deployment-b"]


def test_hvt_ten_cm_outside_any_deployment_zone():
    sc = at(ID, 400).scenario
    (hvt,) = sc.placements
    # L427 'fuera de las Zonas de Despliegue, a una distancia mínima de 10 cm' = 4 units.
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", "cm(10)")]
    m = at(ID, 400)
    assert expr.evaluate("cm(10)", {"W": m.width, "D": m.depth}, m.unit_mm) == 4
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


def test_bands():
    # L591-596: kill and survive bands, 1 / 3 / 4 OP.
    sc = at(ID, 400).scenario
    by_id = {o.id: o for o in sc.scoring}
    for oid in ("killed-army-points", "surviving-army-points"):
        bands = by_id[oid].bands_at(400)
        assert [(b.min, b.max, b.op) for b in bands] == [(100, 200, 1), (201, 300, 3), (301, None, 4)]
        assert not any(b.inferred for b in bands)
        assert (by_id[oid].kind, by_id[oid].when) == ("banded", "game_end")
    assert by_id["killed-army-points"].measure.what == "army_points"
    assert by_id["surviving-army-points"].measure.what == "victory_points"


def test_flags_and_classified():
    sc = at(ID, 400).scenario
    assert sc.flags.retreat == "no_quarter"
    assert not sc.flags.confused_deployment
    # L600 '1 Objetivo Clasificado (2 Puntos de Objetivo)'
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 2, None)


def test_maximum():
    # 4 + 4 + 1 classified x 2 = 10
    assert catalog.mission(ID, 400).max_op() == 10
