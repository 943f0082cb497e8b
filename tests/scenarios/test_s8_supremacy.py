"""Supremacía / Supremacy (S8 L1179-1282), numbers written from the pack text.

The pack is in cm; one table unit is the 2.5 cm gaming inch (30 cm = 12, 60 cm = 24).
"""

import pytest

from .helpers import at, bounds, positions

ID = "s8/supremacy"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1199 'una Zona de Despliegue estándar de 30 cm de profundidad' on 120 x 120 cm.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_quadrants_are_zos_checked_each_round(points):
    # L1205-1207 four Cuadrantes (map lost: 60 x 60 cm quarters), each a ZO, at the end of each round.
    quads = sorted(bounds(ID, points, z.id) for z in at(ID, points).zones if z.group == "quadrant")
    assert quads == [(0, 0, 24, 24), (0, 24, 24, 48), (24, 0, 48, 24), (24, 24, 48, 48)]
    zs = [z for z in at(ID, points).zones if z.group == "quadrant"]
    assert all(z.is_zo and z.phase == "round_end" and z.inside_rule == "more_than_half" and z.inferred for z in zs)


@pytest.mark.parametrize("points", SIZES)
def test_consoles_at_quadrant_centres(points):
    # L1225 'en el centro de cada Cuadrante ... a 30 cm del borde correspondiente': (30|90, 30|90) cm.
    assert positions(ID, points, "console") == [(12, 12), (12, 36), (36, 12), (36, 36)]
    assert all(m.inferred and m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "console")


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same, hacked = by_id["more-quadrants"], by_id["same-quadrants"], by_id["hacked-consoles"]
    # L1190 more 2 per round; L1189 same 1 per round, only with at least 1; L1191 1 per Hacked console.
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "round_end")
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-quadrants")
    assert (hacked.kind, hacked.op, hacked.cap, hacked.measure.state) == ("per_item", 1, 4, "hacked")
    # L1195 1 classified (1 OP, only below 10 OP); L1273 INTELCOM Interference.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "interference")
    # L1282 'Consola 0 0 1'
    assert sc.profiles["console"].attributes == {"ARM": 0, "BTS": 0, "STR": 1}
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1279


@pytest.mark.parametrize("points", SIZES)
def test_max_op_counts_the_classified_only_below_10(points):
    # 3 x 2 + 4 + 1 classified = 11 as listed, but the classified only counts below 10 OP (L1195): 10.
    assert at(ID, points).scenario.classified.only_below == 10
    assert at(ID, points).max_op() == 10
