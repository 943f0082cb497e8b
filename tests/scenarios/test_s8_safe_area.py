"""Terreno Seguro / Safe Area (S8 L1286-1368), numbers written from the pack text.

The pack is in cm; one table unit is the 2.5 cm gaming inch (30 cm = 12, 60 cm = 24).
"""

import pytest

from .helpers import at, bounds, positions

ID = "s8/safe-area"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1306 'una Zona de Despliegue estándar de 30 cm de profundidad' on 120 x 120 cm.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_sections_tile_the_band_between_deployment_zones(points):
    # L1312 'cuatro Secciones de 30x60 cm' (map lost): 60 cm wide x 30 cm deep between y = 30 and 90 cm.
    secs = sorted(bounds(ID, points, z.id) for z in at(ID, points).zones if z.group == "section")
    assert secs == [(0, 12, 24, 24), (0, 24, 24, 36), (24, 12, 48, 24), (24, 24, 48, 36)]
    zs = [z for z in at(ID, points).zones if z.group == "section"]
    assert all(z.is_zo and z.phase == "game_end" and z.inferred for z in zs)


@pytest.mark.parametrize("points", SIZES)
def test_consoles(points):
    # L1332 'en el centro de cada Cuadrante ... a 30 cm del borde correspondiente': (30|90, 30|90) cm.
    assert positions(ID, points, "console") == [(12, 12), (12, 36), (36, 12), (36, 36)]
    assert all(m.inferred and m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "console")


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same, consoles = by_id["more-sections"], by_id["same-sections"], by_id["controlled-consoles"]
    # L1297 more 5; L1296 same 3 only with at least 1; L1298 1 per Controlled console (4 consoles).
    assert (more.kind, more.op, more.when) == ("compare_more", 5, "game_end")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 3, 1, "more-sections")
    assert (consoles.kind, consoles.op, consoles.cap, consoles.measure.state) == ("per_item", 1, 4, "controlled")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1368


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    assert at(ID, points).max_op() == 10  # 5 + 4 + 1
