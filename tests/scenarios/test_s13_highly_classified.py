"""Highly Classified / Hautement Classifié (S13 FR L1544-1635), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds

ID = "s13/highly-classified"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1563-1567: 150 '20 cm x 60 cm' (8 deep on 24x32); 200 '30 cm x 80 cm' (12 on 32x48);
    # 300 '30 cm x 120 cm' (12 on 48x48).
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize("points", [150, 200, 300])
def test_no_other_table_elements(points):
    mission = at(ID, points)
    assert {z.id for z in mission.zones} == {"deployment-a", "deployment-b"}
    assert mission.markers == []


def test_main_deck_and_secondary_classified():
    sc = at(ID, 200).scenario
    # L1573 four shared, public Main objectives.
    (deck,) = sc.decks
    assert (deck.id, deck.open, deck.slots, deck.refresh, deck.op_each) == ("main-classified", True, 4, "never", 1)
    # L1556 one Secondary worth 2 OP; L1589 Secure HVT replaces only it.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.secure_hvt) == (1, 2, True)


def test_turret_and_hvt():
    sc = at(ID, 300).scenario
    placements = {p.id: p for p in sc.placements}
    turret = placements["f13-turret"]
    # L1593 totally inside its own DZ, before deployment, the player who kept Deployment first.
    assert (turret.what, turret.per_player, turret.first, turret.phase, turret.token) == (
        "turret", 1, "kept_deployment", "before_deployment", "turret")
    assert [(c.type, c.zone) for c in turret.constraints] == [("totally_inside_zone", "deployment")]
    # L1609 BLI 2 PB 3 STR 1 S 1.
    attrs = sc.profiles["f13_turret"].attributes
    assert (attrs["ARM"], attrs["BTS"], attrs["STR"], attrs["S"]) == (2, 3, 1, 1)
    assert [(c.type, c.by) for c in placements["hvt"].constraints] == [("outside_own_deployment", "cm(10)")]
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


def test_scoring_lines_and_flags():
    sc = at(ID, 150).scenario
    lines = {o.id: o for o in sc.scoring}
    more, same, main = lines["more-classified"], lines["same-classified"], lines["main-accomplished"]
    # L1550 4 OP; L1551 2 OP only if at least 1; L1552 1 OP each.
    assert (more.kind, more.op, more.when, more.measure.type) == ("compare_more", 4, "game_end", "objectives")
    assert (more.measure.deck, more.measure.plus) == ("main-classified", ["classified"])  # principaux et secondaires
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-classified")
    assert (main.kind, main.op, main.cap, main.measure.deck) == ("per_item", 1, 4, "main-classified")
    assert sc.flags.retreat == "ends_game"
    # 4 + 4 x 1 + 2 (Secondary)
    assert at(ID, 300).max_op() == 10
