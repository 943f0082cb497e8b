"""Campo de Antenas / Antenna Field (S8 ES L2178-2243), numbers written from the pack text (cm / 2.5)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/antenna-field"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_and_exclusion_zones(points):
    # L2202 standard 30 cm deep = 12 units; L2208 20 cm (8 units) each side of the central line (24).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)


@pytest.mark.parametrize("points", SIZES)
def test_antennas(points):
    # L2216 centre (60, 60 cm) = (24, 24).
    assert positions(ID, points, "main-antenna") == [(24, 24)]
    # L2217 central line, 30 cm (12) from each edge.
    assert positions(ID, points, "antenna") == [(12, 24), (36, 24)]
    # L2219 on each Deployment Zone's edge (30 cm = 12; 120 - 30 = 90 cm = 36), 60 cm (24) from the side edges.
    assert positions(ID, points, "dz-antenna") == [(24, 12), (24, 36)]
    owners = {(round(m.x, 6), round(m.y, 6)): m.owner for m in at(ID, points).markers if m.group == "dz-antenna"}
    assert owners == {(24, 12): "A", (24, 36): "B"}
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers)


def test_bans():
    sc = at(ID, 300).scenario
    kinds = sorted((b.type, b.zone) for b in sc.deployment_bans)
    # L2204 no base contact with antennas; L2208 only the deployment skills are banned in the Exclusion Zone.
    assert kinds == [("no_airborne_inside", "exclusion"), ("no_contact", None), ("no_superior_deployment_inside", "exclusion")]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-antennas"], by_id["same-antennas"]
    # L2188-2189: each Game Round, more 2, same 1 if at least 1.
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "round_end")
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-antennas")
    # L2193-2194: main antenna 2, enemy deployment zone antenna 1, at the end of the game.
    main, enemy = by_id["main-antenna"], by_id["enemy-dz-antenna"]
    assert (main.kind, main.op, main.when, main.measure.of) == ("flag", 2, "game_end", ["main-antenna"])
    assert (enemy.kind, enemy.op, enemy.when, enemy.measure.owner) == ("flag", 1, "game_end", "enemy")
    # L2198 one classified at 1 OP.
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert sc.flags.retreat == "ends_game"  # L2243


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 3 x 2 + 2 + 1 + 1 classified = 10
    assert at(ID, points).max_op() == 10
