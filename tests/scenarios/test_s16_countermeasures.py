"""Countermeasures (S16 L1221-1331), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/countermeasures"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1246-1251: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
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
    # L1253: '8 inches (4 inches in 150 point games) either side of the central line':
    # 150: 16 +/- 4; 200: 24 +/- 8; 300: 24 +/- 8, across the whole width.
    [(150, (0, 12, 24, 20)), (200, (0, 16, 32, 32)), (300, (0, 16, 48, 32))],
)
def test_exclusion_zone(points, expected):
    assert bounds(ID, points, "exclusion") == expected
    assert at(ID, points).zone("exclusion").phase == "deployment"


def test_no_fixed_markers_and_deployment_bans():
    mission = at(ID, 200)
    assert mission.markers == []
    # L1253 AD / Superior Deployment not inside the Exclusion Zone; L1255 'not allowed to deploy in Silhouette
    # contact with any HVT' (the HVTs are the 'hvt' placement).
    bans = {(b.type, b.zone, tuple(b.with_)) for b in mission.scenario.deployment_bans}
    assert bans == {
        ("no_airborne_inside", "exclusion", ()),
        ("no_superior_deployment_inside", "exclusion", ()),
        ("no_contact", None, ("hvt",)),
    }


def test_placements_three_hvts_and_a_qaz_creature():
    placements = {p.id: p for p in at(ID, 150).placements}
    hvt, qaz = placements["hvt"], placements["qaz-creature"]
    assert hvt.per_player == 3
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
    assert (qaz.per_player, qaz.first, qaz.phase) == (1, "kept_deployment", "before_deployment")
    assert [(c.type, c.by) for c in qaz.constraints] == [("outside_enemy_deployment", 8)]


def test_current_mission_objectives_deck():
    (deck,) = at(ID, 300).scenario.decks
    assert (deck.id, deck.open, deck.slots, deck.refresh, deck.op_each) == (
        "current-mission-objectives", True, 3, "player_turn", 1)


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    lines = {o.id: o for o in sc.scoring}
    more, same, each = lines["more-cmo"], lines["same-cmo"], lines["cmo-accomplished"]
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "game_end")
    assert (same.kind, same.op, same.min_self, same.alternative_of, same.when) == (
        "compare_same", 1, 1, "more-cmo", "game_end")
    assert (each.kind, each.op, each.cap) == ("per_item", 1, 8)
    assert all(o.measure.type == "objectives" and o.measure.deck == "current-mission-objectives"
               for o in sc.scoring)
    assert (sc.classified.count, sc.classified.secure_hvt) == (0, False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt, sc.hvt.role) == (3, False, "civilian")
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("ends_game", True, 0)
    # L1297-1299 EVO Hacker Bonus
    assert (sc.flags.evo_hacker_bonus, sc.flags.lieutenant_open) == (True, False)
    assert at(ID, 200).max_op() == 2 + 8
