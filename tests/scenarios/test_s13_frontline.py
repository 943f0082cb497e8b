"""Frontline / Ligne de Front (S13 FR L1465-1540), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s13/frontline"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1514-1518: 150 '20 cm x 60 cm' (8 deep on 24x32); 200 '30 cm x 80 cm' (12 on 32x48);
    # 300 '30 cm x 120 cm' (12 on 48x48).
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "near_a", "central", "near_b"),
    # L1473/L1475: sectors 20 cm (8) deep, 10 cm (4) at 150, as wide as the table; the side ones 10 cm (4)
    # from the central line, 5 cm (2) at 150; the third a strip in the centre. Central line 40 cm (16) at 150,
    # 60 cm (24) otherwise: 150: 16-2-4 = 10..14, 14..18, 18..22; 200/300: 24-4-8 = 12..20, 20..28, 28..36.
    [
        (150, (0, 10, 24, 14), (0, 14, 24, 18), (0, 18, 24, 22)),
        (200, (0, 12, 32, 20), (0, 20, 32, 28), (0, 28, 32, 36)),
        (250, (0, 12, 32, 20), (0, 20, 32, 28), (0, 28, 32, 36)),
        (300, (0, 12, 48, 20), (0, 20, 48, 28), (0, 28, 48, 36)),
        (400, (0, 12, 48, 20), (0, 20, 48, 28), (0, 28, 48, 36)),
    ],
)
def test_sectors(points, near_a, central, near_b):
    assert bounds(ID, points, "sector-a") == near_a
    assert bounds(ID, points, "sector-central") == central
    assert bounds(ID, points, "sector-b") == near_b


def test_sectors_are_zones_of_operations_marked_out_at_the_end():
    mission = at(ID, 200)
    sectors = [z for z in mission.zones if z.group == "sector"]
    assert len(sectors) == 3
    # L1471 'À la fin de la partie, mais pas avant'; L1477 ZO.
    assert all(z.is_zo and z.phase == "game_end" and z.inferred for z in sectors)
    assert not mission.markers


def test_scoring_lines():
    sc = at(ID, 150).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"nearest-sector", "central-sector", "farthest-sector"}
    # L1501 1 OP, L1502 2 OP, L1503 3 OP.
    for oid, relative, op in [("nearest-sector", "nearest_own", 1), ("central-sector", "central", 2),
                              ("farthest-sector", "farthest_own", 3)]:
        o = lines[oid]
        assert (o.kind, o.op, o.when, o.alternative_of) == ("flag", op, "game_end", None)
        assert (o.measure.type, o.measure.of, o.measure.relative) == ("zones_dominated", ["sector"], relative)
    # L1507 four Classified Objectives; L1524-1530 Support and Control.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (4, 1, "support_and_control")
    assert sc.classified.secure_hvt
    assert at(ID, 300).max_op() == 10  # 1 + 2 + 3 + 4


def test_flags_hvt_and_placements():
    sc = at(ID, 300).scenario
    assert (sc.section, sc.flags.retreat) == ("its", "not_stated")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    placements = {p.id: p for p in sc.placements}
    assert set(placements) == {"hvt"}
    # L657: outside its own DZ, at least 10 cm from it.
    assert [(c.type, c.by) for c in placements["hvt"].constraints] == [("outside_own_deployment", "cm(10)")]
