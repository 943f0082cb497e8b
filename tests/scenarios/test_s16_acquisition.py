"""Acquisition (S16 L767-886), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/acquisition"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L788-793: 150 '12 in x 24 in' on 24x32; 200 '16 in x 32 in' on 32x48; 300 '16 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 12), (0, 20, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "expected"),
    # L801/L803: on the central line, 4 in (150), 8 in (200/250), 12 in (300+) from the side edges.
    [
        (150, [(4, 16), (20, 16)]),
        (200, [(8, 24), (24, 24)]),
        (300, [(12, 24), (36, 24)]),
    ],
)
def test_antennas_on_the_central_line(points, expected):
    assert positions(ID, points, "antenna") == expected
    assert all(m.diameter_mm == 40 and not m.inferred for m in at(ID, points).markers if m.group == "antenna")


@pytest.mark.parametrize(("points", "centre"), [(150, (12, 16)), (200, (16, 24)), (300, (24, 24))])
def test_tech_coffin_at_the_centre(points, centre):
    # L831 'There is 1 Tech-Coffin placed in the center of the table.'
    assert positions(ID, points, "tech-coffin") == [centre]


def test_placements_and_bans():
    sc = at(ID, 150).scenario
    qaz = next(p for p in sc.placements if p.id == "qaz-creature")
    # L855 'a minimum of 4 inches outside the enemy Deployment Zone'
    assert [(c.type, c.by) for c in qaz.constraints] == [("outside_enemy_deployment", 4)]
    assert qaz.first == "kept_deployment" and qaz.phase == "before_deployment"
    hvt = next(p for p in sc.placements if p.id == "hvt")
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
    assert [(b.type, sorted(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["antenna", "tech-coffin"])]
    assert sc.profiles["qaz_creature"].attributes == {"CC": 11, "ARM": 1, "BTS": 3, "VITA": 1, "S": 1}


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    activated, controlled, coffin = by_id["activated-antennas"], by_id["controlled-antennas"], by_id["controlled-tech-coffin"]
    assert (activated.kind, activated.op, activated.cap, activated.when) == ("per_item", 2, 4, "game_end")
    assert (controlled.kind, controlled.op, controlled.cap, controlled.when) == ("per_item", 1, 2, "game_end")
    assert (coffin.kind, coffin.op, coffin.when) == ("flag", 3, "game_end")
    assert all(o.alternative_of is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert (sc.flags.retreat, sc.flags.tactical_support, sc.flags.reinforcements) == ("ends_game", 1, False)
    assert at(ID, 200).max_op() == 10
