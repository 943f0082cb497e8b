"""Matriz de Transmisión / Transmission Matrix (S8 L1372-1421), numbers written from the pack text.

The pack is in cm; one table unit is the 2.5 cm gaming inch, so 30 cm = 12 and 10 cm = 4.
"""

import pytest

from .helpers import at, bounds, positions

ID = "s8/transmission-matrix"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1391 'una Zona de Despliegue estándar de 30 cm de profundidad' on 120 x 120 cm.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_transmission_zones(points):
    # L1397 '5 Zonas de Transmisión de 10 cm de radio': centre (60, 60) cm; the others 30 cm from an
    # edge and 30 cm from the central line: (30|90, 30|90) cm.
    assert bounds(ID, points, "transmission-zone-centre") == (20, 20, 28, 28)
    assert bounds(ID, points, "transmission-zone-a-left") == (8, 8, 16, 16)
    assert bounds(ID, points, "transmission-zone-b-left") == (32, 32, 40, 40)
    zs = [z for z in at(ID, points).zones if z.group == "transmission-zone"]
    assert len(zs) == 5
    assert all(z.is_zo and z.phase == "round_end" and z.inside_rule == "more_than_half" for z in zs)


@pytest.mark.parametrize("points", SIZES)
def test_antennas_at_zone_centres(points):
    assert positions(ID, points, "antenna") == [(12, 12), (12, 36), (24, 24), (36, 12), (36, 36)]
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "antenna")


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-zones"], by_id["same-zones"]
    # L1383 more: 2 OP each round; L1382 same: 1 OP each round, only with at least 1.
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "round_end")
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-zones")
    # L1387 2 classified at 2 OP each; no INTELCOM.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (2, 2, None)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1421


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 3 x 2 + 2 x 2 = 10
    assert at(ID, points).max_op() == 10
