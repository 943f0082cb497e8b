"""Engineering Deck (S10 L1410-1525), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/engineering-deck"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_and_room(points):
    # L1432 standard 12 in deep on the 48 x 48 in table (inferred).
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    # L1444 'Placed in the center of the table, it covers an area of 8 by 8 inches': 24 +- 4.
    assert bounds(ID, points, "room") == (20, 20, 28, 28)
    room = at(ID, points).zone("room")
    assert (room.kind, room.is_zo, room.inside_rule, room.inferred) == ("room", True, "more_than_half", None)
    # L1448 the interior is a Saturation Zone.
    assert bounds(ID, points, "room-saturation") == (20, 20, 28, 28)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_five_consoles(points):
    # L1460 four '8 inches from the central line ... and 12 inches from the edge': y = 24 -+ 8 = 16, 32;
    # x = 12, 48 - 12 = 36; the fifth 'in the center of the Objective Room': (24, 24).
    assert positions(ID, points, "console") == [(12, 16), (12, 32), (24, 24), (36, 16), (36, 32)]
    assert all(m.diameter_mm == 40 and not m.inferred for m in at(ID, points).markers if m.group == "console")


def test_four_open_gates_mid_wall():
    # L1450 'one in the middle of each wall' of the 20..28 room; L1452 'open at the start of the game'.
    assert positions(ID, 300, "gate") == [(20, 24), (24, 20), (24, 28), (28, 24)]
    gates = [m for m in at(ID, 300).markers if m.group == "gate"]
    assert all(m.initial_state == {"open": True} and m.footprint and m.inferred for m in gates)


def test_multiscanner_void_bands_and_bans():
    # L1517 'within 4" of its Deployment Zone': 12 + 4 = 16.
    assert bounds(ID, 200, "multiscanner-void-a") == (0, 0, 48, 16)
    assert bounds(ID, 200, "multiscanner-void-b") == (0, 32, 48, 48)
    sc = at(ID, 200).scenario
    # L1434 no deployment inside the Room, nor in base contact with a Console.
    assert sorted((b.type, b.zone, tuple(b.with_)) for b in sc.deployment_bans) == [
        ("no_contact", None, ("console",)), ("not_inside", "room", ())]


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-connected-consoles"], by_id["same-connected-consoles"]
    assert (more.kind, more.op, more.when, more.measure.of, more.measure.state) == (
        "compare_more", 5, "game_end", ["console"], "connected")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-connected-consoles")
    for oid, op in [("secure-room", 3), ("datatracker-in-secured-room", 1), ("place-multiscanner", 1)]:
        o = by_id[oid]
        assert (o.kind, o.op, o.when, o.measure.type, o.measure.value) == ("flag", op, "game_end", "asked", "flag")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    # the pack lists 5 + 3 + 1 + 1 + 1 classified = 11
    assert at(ID, 300).max_op() == 11
    assert at(ID, 150).max_op() == 11


def test_flags_roles_and_hvt():
    sc = at(ID, 400).scenario
    assert (sc.flags.retreat, sc.flags.reinforcements) == ("ends_game", False)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sorted(r.id for r in sc.roles) == ["data-tracker", "xenotech"]
