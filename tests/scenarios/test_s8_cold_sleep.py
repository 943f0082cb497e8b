"""Sueño Frío / Cold Sleep (S8 L1510-1620), numbers written from the pack text.

The pack is in cm; one table unit is the 2.5 cm gaming inch (30 cm = 12, 20 cm = 8, 60 cm = 24).
"""

import pytest

from .helpers import at, bounds, positions

ID = "s8/cold-sleep"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1531 'una Zona de Despliegue estándar de 30 cm de profundidad' on 120 x 120 cm.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_tech_coffins(points):
    # L1543 20 cm from the central line (60 cm) and 30 cm from the edge: (30|90, 40|80) cm.
    assert positions(ID, points, "tech-coffin") == [(12, 16), (12, 32), (36, 16), (36, 32)]


@pytest.mark.parametrize("points", SIZES)
def test_consoles_on_the_central_line(points):
    # L1565 on the central line, 30 cm from each edge: (30, 60) and (90, 60) cm.
    assert positions(ID, points, "console") == [(12, 24), (36, 24)]
    ms = [m for m in at(ID, points).markers if m.group == "console"]
    # L1590 only enemy Specialists block control.
    assert all((m.control.qualifier, m.control.blocked_by) == ("specialist", "none") for m in ms)


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    coffins, connected = by_id["activated-coffins"], by_id["more-connected"]
    more, same = by_id["more-controlled"], by_id["same-controlled"]
    # L1520 1 per activated coffin (4); L1521 more connected 2; L1523 more controlled 3; L1522 same 1 (at least 1).
    assert (coffins.kind, coffins.op, coffins.cap, coffins.measure.state) == ("per_item", 1, 4, "activated")
    assert (connected.kind, connected.op, connected.measure.state) == ("compare_more", 2, "connected")
    assert (more.kind, more.op, more.measure.state) == ("compare_more", 3, "controlled")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 1, 1, "more-controlled")
    assert all(o.when == "game_end" for o in sc.scoring)
    ban = sc.deployment_bans[0]
    assert (ban.type, sorted(ban.with_)) == ("no_contact", ["console", "tech-coffin"])  # L1533
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "interference")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1620


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    assert at(ID, points).max_op() == 10  # 4 + 2 + 3 + 1
