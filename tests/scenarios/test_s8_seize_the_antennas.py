"""Capturar las Antenas / Seize the Antennas (S8 L1425-1506), numbers written from the pack text.

The pack is in cm; one table unit is the 2.5 cm gaming inch (30 cm = 12, 60 cm = 24).
"""

import pytest

from .helpers import at, bounds, positions

ID = "s8/seize-the-antennas"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L1443 'una Zona de Despliegue estándar de 30 cm de profundidad' on 120 x 120 cm.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_antennas(points):
    # L1451 one at the centre (60, 60) cm; two more 30 cm from the centre and 60 cm from the edge:
    # (60, 30) and (60, 90) cm.
    assert positions(ID, points, "antenna") == [(24, 12), (24, 24), (24, 36)]
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "antenna")


def test_deployment_ban_and_scoring():
    sc = at(ID, 300).scenario
    ban = sc.deployment_bans[0]
    assert (ban.type, ban.with_) == ("no_contact", ["antenna"])  # L1445
    (captured,) = sc.scoring
    # L1435 3 OP per Captured antenna at the end of the game; 3 antennas.
    assert (captured.kind, captured.op, captured.cap, captured.when) == ("per_item", 3, 9, "game_end")
    assert (captured.measure.state, captured.measure.by) == ("activated", "self")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)  # L1439
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L1496


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    assert at(ID, points).max_op() == 10  # 3 x 3 + 1
