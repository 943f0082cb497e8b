"""Power Pack (S13 FR L2045-2141), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/power-pack"


@pytest.mark.parametrize(
    ("points", "a_left", "a_right", "b_left", "b_right"),
    # L2065-2069 (map lost, corners inferred): 150 '20 cm x 20 cm' = 8 x 8 on 24 x 32; 200 '30 cm x 30 cm' = 12 x 12
    # on 32 x 48; 300 '30 cm x 40 cm' = 12 deep x 16 wide on 48 x 48.
    [
        (150, (0, 0, 8, 8), (16, 0, 24, 8), (16, 24, 24, 32), (0, 24, 8, 32)),
        (200, (0, 0, 12, 12), (20, 0, 32, 12), (20, 36, 32, 48), (0, 36, 12, 48)),
        (300, (0, 0, 16, 12), (32, 0, 48, 12), (32, 36, 48, 48), (0, 36, 16, 48)),
    ],
)
def test_two_corner_deployment_zones_per_side(points, a_left, a_right, b_left, b_right):
    assert bounds(ID, points, "deployment-a-left") == a_left
    assert bounds(ID, points, "deployment-a-right") == a_right
    assert bounds(ID, points, "deployment-b-left") == b_left
    assert bounds(ID, points, "deployment-b-right") == b_right
    m = at(ID, points)
    dzs = [z for z in m.zones if z.kind == "deployment"]
    assert len(dzs) == 4 and all(z.inferred for z in dzs)
    w = a_left[2] - a_left[0]
    d = a_left[3] - a_left[1]
    assert m.deployment("A").area == m.deployment("B").area == 2 * w * d


@pytest.mark.parametrize(
    ("points", "saturation", "antennas", "consoles"),
    # L2077: 20 cm (8) either side of the central line, 10 cm (4) at 150.
    # L2081: centre antenna and two 30 cm (12) from it, 20 cm (8) at 150.
    # L2113: consoles 20 cm (8) from the centre and 30 cm (12) from the edges at 150; 30 cm (12) and 40 cm (16) at
    # 200/250; 30 cm (12) and 60 cm (24) at 300/400.
    [
        (150, (0, 12, 24, 20), [(4, 16), (12, 16), (20, 16)], {"A": (12, 8), "B": (12, 24)}),
        (200, (0, 16, 32, 32), [(4, 24), (16, 24), (28, 24)], {"A": (16, 12), "B": (16, 36)}),
        (300, (0, 16, 48, 32), [(12, 24), (24, 24), (36, 24)], {"A": (24, 12), "B": (24, 36)}),
    ],
)
def test_saturation_zone_antennas_and_consoles(points, saturation, antennas, consoles):
    assert bounds(ID, points, "saturation") == saturation
    assert positions(ID, points, "antenna") == antennas
    got = {m.owner: (round(m.x, 6), round(m.y, 6)) for m in at(ID, points).markers if m.group == "console"}
    assert got == consoles


def test_scoring_lines_and_flags():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-antennas"], by_id["same-antennas"]
    # L2051-2054: same 1 (only if at least 1) / more 2 / enemy console 1 each round / prevent 3.
    assert (more.kind, more.op, more.when, more.measure.state) == ("compare_more", 2, "game_end", "activated")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 1, 1, "more-antennas")
    console = by_id["control-enemy-console"]
    assert (console.op, console.when, console.measure.owner, console.measure.state) == (1, "round_end", "enemy", "controlled")
    prevent = by_id["own-console-not-controlled"]
    assert (prevent.op, prevent.when, prevent.at_least, prevent.at_most, prevent.measure.by) == (3, "game_end", 0, 0, "enemy")
    # L2058 'Chaque joueur a 2 Objectifs Classifiés (1 Point d'Objectif chaque).'
    assert (sc.classified.count, sc.classified.op_each) == (2, 1)
    assert sc.flags.retreat == "ends_game"
    assert sc.deployment.depth == "zones"
    (ban,) = sc.deployment_bans
    assert (ban.type, sorted(ban.with_)) == ("no_contact", ["antenna", "console"])
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 2 + 3 * 1 + 3 + 2 * 1 == 10
