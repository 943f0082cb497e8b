"""Highly Classified (S10 L1945-2005), numbers written from the pack text (48 x 48 in table at every size)."""

import pytest

from .helpers import at, bounds

ID = "s10/highly-classified"


@pytest.mark.parametrize("points", (150, 200, 300, 400))
def test_deployment_zones_only(points):
    # L1965 standard Deployment Zone 12 inches deep.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    mission = at(ID, points)
    assert {z.id for z in mission.zones} == {"deployment-a", "deployment-b"}
    assert mission.markers == []


def test_main_deck_secondary_and_hvt():
    sc = at(ID, 200).scenario
    (deck,) = sc.decks
    # L1971: 4 Main Classified Objectives, the same for both players, Open Information.
    assert (deck.id, deck.open, deck.slots, deck.refresh, deck.op_each) == ("main-classified", True, 4, "never", 1)
    # L1961: 1 Secondary Classified Objective (2 OP); L1987 Secure the HVT may replace it.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.secure_hvt) == (1, 2, True)
    (hvt,) = sc.placements
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]  # L462
    assert sc.roles == []


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    assert sc.flags.retreat == "ends_game"  # L2003
    lines = {o.id: o for o in sc.scoring}
    more, same, each = lines["more-classified"], lines["same-classified"], lines["main-accomplished"]
    assert (more.kind, more.op, more.when, more.measure.type) == ("compare_more", 4, "game_end", "objectives")
    assert (more.measure.deck, more.measure.plus) == ("main-classified", ["classified"])  # Main and Secondary
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-classified")
    assert (each.kind, each.op, each.cap, each.measure.deck) == ("per_item", 1, 4, "main-classified")


def test_max_op():
    # L1955-1957: 4 (more) + 4 x 1 (Main) + 2 (Secondary, L1961)
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10
