"""Acquisition (S13 FR L697-780), numbers written from the pack text (table units = cm / 2.5)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/acquisition"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L716-720: 150 '30 cm x 60 cm' on 60x80 cm (12 deep, 24x32); 200 '40 cm x 80 cm' on 80x120 cm
    # (16 deep, 32x48); 300 '40 cm x 120 cm' on 120x120 cm (16 deep, 48x48).
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
    # L728: on the central line, 10 cm = 4 (150), 20 cm = 8 (200/250), 30 cm = 12 (300/400) from the side edges.
    [
        (150, [(4, 16), (20, 16)]),
        (200, [(8, 24), (24, 24)]),
        (250, [(8, 24), (24, 24)]),
        (300, [(12, 24), (36, 24)]),
        (400, [(12, 24), (36, 24)]),
    ],
)
def test_antennas_on_the_central_line(points, expected):
    assert positions(ID, points, "antenna") == expected
    assert all(m.diameter_mm == 40 and not m.inferred for m in at(ID, points).markers if m.group == "antenna")


@pytest.mark.parametrize(("points", "centre"), [(150, (12, 16)), (200, (16, 24)), (300, (24, 24))])
def test_tech_coffin_at_the_centre(points, centre):
    # L754 'placé au centre de la table': 60x80 cm -> (30, 40) cm; 80x120 -> (40, 60); 120x120 -> (60, 60).
    assert positions(ID, points, "tech-coffin") == [centre]


def test_placements_and_bans():
    sc = at(ID, 150).scenario
    hvt = next(p for p in sc.placements if p.id == "hvt")
    # L657 'hors de leur Zone de Déploiement, à une distance minimum de 10 cm' = 4 units
    assert hvt.per_player == 1
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_own_deployment", "cm(10)")]
    assert [(b.type, sorted(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["antenna", "tech-coffin"])]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    activated, controlled, coffin = by_id["activated-antennas"], by_id["controlled-antennas"], by_id["controlled-tech-coffin"]
    # L703-705: 2 OP per Activated antenna, 1 OP per Controlled antenna, 3 OP for the Tech-Coffin; L709 1 Classified.
    assert (activated.kind, activated.op, activated.cap, activated.when) == ("per_item", 2, 4, "game_end")
    assert (controlled.kind, controlled.op, controlled.cap, controlled.when) == ("per_item", 1, 2, "game_end")
    assert (coffin.kind, coffin.op, coffin.when) == ("flag", 3, "game_end")
    assert all(o.alternative_of is None for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert (sc.flags.retreat, sc.flags.reinforcements) == ("ends_game", False)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 4 + 2 + 3 + 1
