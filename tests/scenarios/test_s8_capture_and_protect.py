"""Capturar y Proteger / Capture and Protect (S8 L1823-1938), numbers written from the pack text (cm / 2.5 = units)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/capture-and-protect"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1844 'Zona de Despliegue estándar de 30 cm de profundidad' = 12 units on the 48 x 48 table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_beacons(points):
    # L1852 'a 30 cm del centro (12) y a 60 cm del borde (24)', in different halves; L1854 the Enemy Beacon is the
    # one nearest the enemy Deployment Zone, so A's own Beacon is at y = 24 - 12 = 12.
    beacons = {m.owner: (round(m.x, 6), round(m.y, 6)) for m in at(ID, points).markers if m.group == "beacon"}
    assert beacons == {"A": (24, 12), "B": (24, 36)}
    assert all(m.diameter_mm == 25 and m.movable for m in at(ID, points).markers if m.group == "beacon")


@pytest.mark.parametrize("points", SIZES)
def test_consoles(points):
    # L1888 on the central line (y 24), 30 cm (12) from each side edge.
    assert positions(ID, points, "console") == [(12, 24), (36, 24)]


def test_bans_and_placements():
    sc = at(ID, 300).scenario
    # L1846 no deployment in base contact with the Beacons or the Console.
    assert [(b.type, list(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["beacon", "console"])]
    assert [p.id for p in sc.placements] == ["hvt"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    con, cap = by_id["console-connected"], by_id["enemy-beacon-captured"]
    home, kept = by_id["enemy-beacon-in-own-deployment"], by_id["own-beacon-not-captured"]
    # L1833 1 OP; L1834 4 OP; L1835 1 OP; L1836 3 OP, all at the end of the game.
    assert (con.kind, con.op, con.at_least, con.measure.state) == ("flag", 1, 1, "connected")
    assert (cap.op, cap.when, cap.measure.owner, cap.measure.state) == (4, "game_end", "enemy", "captured")
    assert (home.op, home.measure.zone) == (1, "own_deployment")
    assert (kept.op, kept.at_most, kept.measure.by, kept.measure.owner) == (3, 0, "enemy", "self")
    # L1840 1 Classified (1 OP).
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1935


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 1 + 4 + 1 + 3 + 1 classified = 10
    assert at(ID, points).max_op() == 10
