"""Resilience Operations (S16 L3560-3807, a tournament format), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/resilience-operations"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L3796-3801: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
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
    ("points", "hvt_a", "hvt_b", "obj_a", "obj_b"),
    # L3649: 4 in in front of the own DZ; L3694: 8 in from the central line into the own half.
    [
        (150, (0, 8, 24, 12), (0, 20, 24, 24), (0, 8, 24, 16), (0, 16, 24, 24)),
        (200, (0, 12, 32, 16), (0, 32, 32, 36), (0, 16, 32, 24), (0, 24, 32, 32)),
        (300, (0, 12, 48, 16), (0, 32, 48, 36), (0, 16, 48, 24), (0, 24, 48, 32)),
    ],
)
def test_placement_areas(points, hvt_a, hvt_b, obj_a, obj_b):
    assert bounds(ID, points, "hvt-area-a") == hvt_a
    assert bounds(ID, points, "hvt-area-b") == hvt_b
    assert bounds(ID, points, "objective-area-a") == obj_a
    assert bounds(ID, points, "objective-area-b") == obj_b
    mission = at(ID, points)
    assert not mission.markers  # every tactical element is placed by the players
    assert mission.zone("hvt-area-a").owner == "A" and mission.zone("objective-area-b").owner == "B"


def test_placements():
    sc = at(ID, 200).scenario
    by_id = {p.id: p for p in sc.placements}
    assert (by_id["beacon"].per_player, by_id["beacon"].token) == (2, "beacon")
    assert (by_id["hvt"].per_player, by_id["objective"].per_player) == (4, 3)
    assert all(p.first == "kept_deployment" and p.phase == "before_deployment" for p in sc.placements)
    assert {c.zone for c in by_id["hvt"].constraints if c.zone} == {"hvt-area"}
    assert {c.zone for c in by_id["objective"].constraints if c.zone} == {"objective-area"}
    assert sc.profiles["beacon"].attributes["STR"] == 3
    (ban,) = sc.deployment_bans
    assert (ban.type, sorted(ban.with_)) == ("no_contact", ["beacon", "hvt", "objective"])


def test_placements_name_their_profiles():
    sc = at(ID, 300).scenario
    by_id = {p.id: p for p in sc.placements}
    # L3634-3639 BEACON: ARM 4, BTS 4, STR 3, S 2; L3657-3659 HVT: MOV 4-4, CC 6, BS 5, PH 10, WIP 11, S 2.
    assert {pid: p.profile for pid, p in by_id.items()} == {"beacon": "beacon", "hvt": "hvt", "objective": None}
    assert sc.profiles["beacon"].attributes == {"ARM": 4, "BTS": 4, "STR": 3, "S": 2, "GizmoKit": "PH=10"}
    assert sc.profiles["hvt"].attributes == {"MOV": "4-4", "CC": 6, "BS": 5, "PH": 10, "WIP": 11, "S": 2}


def test_format_flags():
    sc = at(ID, 300).scenario
    assert sc.section == "format"
    assert sc.flags.retreat == "ends_game"
    assert sc.classified.count == 0
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (4, False)


def test_scoring_three_tactical_objectives_and_a_bonus():
    sc = at(ID, 150).scenario
    (deck,) = sc.decks
    assert (deck.id, deck.slots, deck.open) == ("tactical-objectives", 3, False)
    tactical = [o for o in sc.scoring if o.id.startswith("tactical-objective-")]
    assert len(tactical) == 3
    for o in tactical:
        assert (o.kind, o.op, o.cap, o.when, o.measure.type) == ("per_item", 1, 3, "game_end", "asked")
    bonus = next(o for o in sc.scoring if o.id == "more-tactical-objectives")
    assert (bonus.kind, bonus.op, bonus.measure.type) == ("compare_more", 1, "scored")  # L3574: at least 1 OP
    assert bonus.measure.of == ["tactical-objective-1", "tactical-objective-2", "tactical-objective-3"]
    assert at(ID, 150).max_op() == 10
