"""Evacuation (S16 L1436-1541), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/evacuation"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1458-1463: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
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
    ("points", "expected"),
    # L1471/L1473: 8 in (4 in at 150) from the central line, 6 in from the side edges; two per half.
    [
        (150, [(6, 12), (6, 20), (18, 12), (18, 20)]),   # D/2 = 16, W - 6 = 18
        (200, [(6, 16), (6, 32), (26, 16), (26, 32)]),   # D/2 = 24, W - 6 = 26
        (300, [(6, 16), (6, 32), (42, 16), (42, 32)]),   # D/2 = 24, W - 6 = 42
    ],
)
def test_civilians(points, expected):
    assert positions(ID, points, "civilian") == expected
    civilians = [m for m in at(ID, points).markers if m.group == "civilian"]
    assert all(m.inferred and m.diameter_mm == 25 and m.movable for m in civilians)


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1485: on the central line, 16 in (300+), 12 in (200/250), 8 in (150) from the side edges.
    [(150, [(8, 16), (16, 16)]), (200, [(12, 24), (20, 24)]), (300, [(16, 24), (32, 24)])],
)
def test_extraction_consoles(points, expected):
    assert positions(ID, points, "extraction-console") == expected
    consoles = [m for m in at(ID, points).markers if m.group == "extraction-console"]
    assert all(m.kind == "console" and m.diameter_mm == 40 and not m.inferred for m in consoles)


def test_flags_hvt_and_bans():
    sc = at(ID, 200).scenario
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("ends_game", True, 2)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (2, True)
    hvt = next(p for p in sc.placements if p.id == "hvt")
    assert hvt.per_player == 2 and hvt.constraints[0].type == "outside_any_deployment" and hvt.constraints[0].by == 4
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["civilian"])]


def test_scoring_lines():
    m = at(ID, 300)
    sc = m.scenario
    civ = next(o for o in sc.scoring if o.id == "extracted-civilians")
    hvt = next(o for o in sc.scoring if o.id == "extracted-enemy-hvt")
    assert (civ.kind, civ.measure.what, civ.op, civ.cap, civ.when) == ("per_item", "civilians", 1, 4, "game_end")
    assert (hvt.kind, hvt.measure.what, hvt.op, hvt.cap, hvt.when) == ("per_item", "enemy_hvt", 2, 4, "game_end")
    assert all(o.alternative_of is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each) == (2, 1)
    assert m.max_op() == 10  # 4 civilians x 1 + 2 HVTs x 2 + 2 classified
