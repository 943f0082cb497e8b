"""Frontline (S16 L1854-1949), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/frontline"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1875-1878: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
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
    # L1886/L1888: sectors 8 in deep (4 in at 150), as wide as the table; the side ones 4 in (2 in) from
    # the central line, the third a strip in the centre. Central line D/2 = 16 (150) or 24 (200, 300):
    # 150: 16-2-4=10..14, 14..18, 18..22; 200/300: 24-4-8=12..20, 20..28, 28..36.
    [
        (150, (0, 10, 24, 14), (0, 14, 24, 18), (0, 18, 24, 22)),
        (200, (0, 12, 32, 20), (0, 20, 32, 28), (0, 28, 32, 36)),
        (300, (0, 12, 48, 20), (0, 20, 48, 28), (0, 28, 48, 36)),
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
    assert all(z.is_zo and z.phase == "game_end" and z.inferred for z in sectors)
    assert not mission.markers


def test_scoring_lines():
    sc = at(ID, 150).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"nearest-sector", "central-sector", "farthest-sector"}
    for oid, relative, op in [("nearest-sector", "nearest_own", 1), ("central-sector", "central", 2),
                              ("farthest-sector", "farthest_own", 3)]:
        o = lines[oid]
        assert (o.kind, o.op, o.when, o.alternative_of) == ("flag", op, "game_end", None)
        assert (o.measure.type, o.measure.of, o.measure.relative) == ("zones_dominated", ["sector"], relative)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (4, 1, "support_and_control")
    assert sc.classified.secure_hvt
    assert at(ID, 300).max_op() == 10


def test_flags_hvt_and_placements():
    sc = at(ID, 300).scenario
    assert (sc.section, sc.flags.retreat, sc.flags.direct_action) == ("its", "not_stated", False)
    assert (sc.flags.tactical_support, sc.flags.reinforcements) == (0, False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    placements = {p.id: p for p in sc.placements}
    assert set(placements) == {"hvt", "qaz-template"}
    qaz = placements["qaz-template"]
    assert (qaz.what, qaz.per_player, qaz.first, qaz.phase) == ("qaz_template", 1, "kept_deployment", "before_deployment")
    # 'completely outside any Deployment Zones': no distance ('by'), and no overlap with another QAZ.
    assert [(c.type, c.by, c.with_) for c in qaz.constraints] == [
        ("outside_any_deployment", None, []), ("no_overlap", None, ["qaz-template"])]
    hvt = placements["hvt"]
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
