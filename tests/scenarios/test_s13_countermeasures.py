"""Countermeasures / Contre-Mesures (S13 FR L1021-1107), numbers written from the pack text (units = cm / 2.5)."""

import pytest

from .helpers import at, bounds

ID = "s13/countermeasures"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1043-1047: 150 '20 cm x 60 cm' (8 deep on 24x32); 200 '30 cm x 80 cm' (12 on 32x48);
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


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1049: 20 cm (8) either side of the central line, 10 cm (4) at 150:
    # 150: 16 +/- 4; 200/250: 24 +/- 8; 300/400: 24 +/- 8, across the whole width.
    [
        (150, (0, 12, 24, 20)),
        (200, (0, 16, 32, 32)),
        (250, (0, 16, 32, 32)),
        (300, (0, 16, 48, 32)),
        (400, (0, 16, 48, 32)),
    ],
)
def test_exclusion_zone(points, expected):
    assert bounds(ID, points, "exclusion") == expected
    assert at(ID, points).zone("exclusion").phase == "deployment"


def test_no_fixed_markers_and_deployment_bans():
    mission = at(ID, 200)
    assert mission.markers == []
    # L1049 no AD / Superior Deployment inside the Exclusion Zone; L1051 no deploying in contact with an HVT.
    bans = {(b.type, b.zone, tuple(b.with_)) for b in mission.scenario.deployment_bans}
    assert bans == {
        ("no_airborne_inside", "exclusion", ()),
        ("no_superior_deployment_inside", "exclusion", ()),
        ("no_contact", None, ("hvt",)),
    }


def test_placements_hvts_blizzard_and_turret():
    sc = at(ID, 150).scenario
    placements = {p.id: p for p in sc.placements}
    hvt, blizzard, turret = placements["hvt"], placements["blizzard"], placements["f13-turret"]
    # L1067 three HVTs each, usual rules (L657: outside own Deployment Zone, at least 10 cm = 4 units).
    assert hvt.per_player == 3
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_own_deployment", "cm(10)")]
    # L1079-1081 two Circular Templates each, outside every Deployment Zone, kept-Deployment first.
    assert (blizzard.what, blizzard.per_player, blizzard.first, blizzard.phase) == (
        "template", 2, "kept_deployment", "before_deployment")
    assert [c.type for c in blizzard.constraints] == ["outside_any_deployment"]
    # L1087 one F-13 totally inside the own Deployment Zone; L1099 profile.
    assert (turret.what, turret.per_player, turret.token, turret.first) == ("turret", 1, "turret", "kept_deployment")
    assert [(c.type, c.zone) for c in turret.constraints] == [("totally_inside_zone", "deployment"), ("own_half", None)]
    attrs = sc.profiles["f13_turret"].attributes
    assert (attrs["CC"], attrs["BS"], attrs["ARM"], attrs["BTS"], attrs["STR"], attrs["S"]) == (5, 10, 2, 3, 1, 1)


def test_active_mission_objectives_deck():
    (deck,) = at(ID, 300).scenario.decks
    # L1057-1063: three face-up cards from one Classified Deck, refilled at the end of each Player Turn.
    assert (deck.id, deck.open, deck.slots, deck.refresh, deck.op_each) == (
        "active-mission-objectives", True, 3, "player_turn", 1)


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    lines = {o.id: o for o in sc.scoring}
    more, same, each = lines["more-objectives"], lines["same-objectives"], lines["objectives-accomplished"]
    # L1030 more: 2 OP; L1031 same: 1 OP only if at least 1; L1032 1 OP each up to 8.
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "game_end")
    assert (same.kind, same.op, same.min_self, same.alternative_of, same.when) == (
        "compare_same", 1, 1, "more-objectives", "game_end")
    assert (each.kind, each.op, each.cap) == ("per_item", 1, 8)
    assert all(o.measure.type == "objectives" and o.measure.deck == "active-mission-objectives"
               for o in sc.scoring)
    assert (sc.classified.count, sc.classified.secure_hvt) == (0, False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (3, False)
    assert (sc.flags.retreat, sc.flags.reinforcements) == ("ends_game", False)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 2 + 8
