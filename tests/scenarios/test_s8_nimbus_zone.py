"""Zona Nimbus / Nimbus Zone (S8 L1624-1743), numbers written from the pack text (cm / 2.5 = table units)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/nimbus-zone"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_zones(points):
    # L1644 30 cm (12) Deployment Zones; L1648 Exclusion Zone and L1654 Nimbus strip 20 cm (8) either side of y 24.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert bounds(ID, points, "nimbus") == (0, 16, 48, 32)


@pytest.mark.parametrize("points", SIZES)
def test_antennas_and_consoles(points):
    # L1660 30 cm (12) from the side edges, 10 cm (4) from the central line: y 20 and 28.
    assert positions(ID, points, "nimbus-antenna") == [(12, 20), (12, 28), (36, 20), (36, 28)]
    # L1686 on the central line: the centre and 20 cm (8) from each side edge.
    assert positions(ID, points, "console") == [(8, 24), (24, 24), (40, 24)]


def test_antenna_profile_and_bans():
    sc = at(ID, 300).scenario
    # L1740 'Antena Nimbus 4 3 2' (BLI PB EST).
    assert dict(sc.profiles["nimbus_antenna"].attributes) == {"ARM": 4, "BTS": 3, "STR": 2}
    # L1648 'No se permite efectuar ningún tipo de despliegue en su interior', then the named skills.
    assert [(b.type, b.zone) for b in sc.deployment_bans] == [
        ("not_inside", "exclusion"), ("no_airborne_inside", "exclusion"), ("no_superior_deployment_inside", "exclusion")]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    packs, disc, ctrl = by_id["data-packs"], by_id["more-disconnected"], by_id["more-consoles-controlled"]
    # L1634 1 OP per Data Pack (3 Consoles, one each, L1704); L1635 3 OP; L1636 3 OP.
    assert (packs.kind, packs.op, packs.cap) == ("per_item", 1, 3)
    assert (disc.kind, disc.op, disc.when, disc.measure.of) == ("compare_more", 3, "game_end", ["nimbus-antenna"])
    assert (ctrl.kind, ctrl.op, ctrl.measure.state) == ("compare_more", 3, "controlled")
    # L1640 1 Classified (1 OP); L1727 INTELCOM (Interferencia).
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "interference")
    assert sc.flags.retreat == "ends_game"  # L1737


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 3 + 3 + 3 + 1 classified = 10
    assert at(ID, points).max_op() == 10
