"""Tres en Raya / Tic-Tac-Toe (S8 L1744-1822), numbers written from the pack text (cm / 2.5 = table units)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/tic-tac-toe"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1765 'Zona de Despliegue estándar de 30 cm de profundidad' = 12 units on the 120 x 120 cm (48 x 48) table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_nine_antennas_in_a_grid(points):
    # L1773: centre (24, 24); central line 30 cm (12) from each side edge; 20 cm (8) either side of the central
    # line (y 16 and 32) at 30 cm (x 12, 36) and 60 cm (x 24) from the edge.
    assert positions(ID, points, "antenna") == [
        (12, 16), (12, 24), (12, 32),
        (24, 16), (24, 24), (24, 32),
        (36, 16), (36, 24), (36, 32),
    ]
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "antenna")


def test_bans_and_placements():
    sc = at(ID, 300).scenario
    # L1767 no deployment in base contact with the Antennas.
    assert [(b.type, list(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["antenna"])]
    hvt = next(p for p in sc.placements if p.id == "hvt")
    assert [c.type for c in hvt.constraints] == ["outside_any_deployment"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    only, both = by_id["only-three-in-a-row"], by_id["both-three-in-a-row"]
    more, half = by_id["more-connected"], by_id["connected-in-enemy-half"]
    # L1754 4 OP only player; L1755 2 OP both; L1756 3 OP more; L1757 2 OP at least one in the enemy half.
    assert (only.kind, only.op, only.when, only.measure.type) == ("compare_more", 4, "game_end", "asked")
    assert (both.kind, both.op, both.min_self, both.alternative_of) == ("compare_same", 2, 1, "only-three-in-a-row")
    assert (more.kind, more.op, more.measure.state) == ("compare_more", 3, "connected")
    assert (half.kind, half.op, half.at_least, half.measure.zone) == ("flag", 2, 1, "enemy_half")
    # L1761 1 Classified (1 OP).
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1815


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # max(4, 2) + 3 + 2 + 1 classified = 10
    assert at(ID, points).max_op() == 10
