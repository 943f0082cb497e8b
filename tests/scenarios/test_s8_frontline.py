"""Línea de Frente / Frontline (S8 ES L1033-1087), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s8/frontline"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1053 'estándar de 30 cm de profundidad' = 12 units on the 120 x 120 cm (48 x 48) table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_three_sectors(points):
    # L1059: 20 cm (8) deep, table-wide; central strip of 20 cm on the central line (60 cm = 24): 20..28;
    # side sectors 10 cm (4) from the central line: 24 - 4 - 8 = 12..20 and 24 + 4 = 28..36.
    assert bounds(ID, points, "sector-a") == (0, 12, 48, 20)
    assert bounds(ID, points, "sector-central") == (0, 20, 48, 28)
    assert bounds(ID, points, "sector-b") == (0, 28, 48, 36)
    zs = [z for z in at(ID, points).zones if z.group == "sector"]
    assert len(zs) == 3 and all(z.is_zo and z.phase == "game_end" for z in zs)
    assert not at(ID, points).zone("sector-central").inferred
    assert not at(ID, points).markers


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"nearest-sector", "central-sector", "farthest-sector"}
    # L1043-1045: nearest 1, central 3, farthest 5.
    for oid, rel, op in [("nearest-sector", "nearest_own", 1), ("central-sector", "central", 3),
                         ("farthest-sector", "farthest_own", 5)]:
        o = by_id[oid]
        assert (o.kind, o.op, o.when, o.measure.type, o.measure.relative) == (
            "flag", op, "game_end", "zones_dominated", rel)
    # L1049 1 classified (1 OP); L1081-1083 INTELCOM Support and Control; no Retreat clause.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert sc.flags.retreat == "not_stated"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 1 + 3 + 5 + 1 classified = 10
    assert at(ID, points).max_op() == 10
