"""Cubierta de Ingeniería / Engineering Deck (S8 ES L2249-2350), numbers written from the pack text (cm / 2.5)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/engineering-deck"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones_and_room(points):
    # L2269 standard 30 cm deep = 12 units.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    # L2283 20 x 20 cm (8 x 8) at the centre (60 cm = 24): 50..70 cm = 20..28.
    assert bounds(ID, points, "room") == (20, 20, 28, 28)
    assert bounds(ID, points, "room-saturation") == (20, 20, 28, 28)
    assert at(ID, points).zone("room").is_zo


@pytest.mark.parametrize("points", SIZES)
def test_consoles_and_doors(points):
    # L2312 20 cm (8) from the central line (24 -> 16 and 32), 30 cm (12) from the side edges; one in the room centre.
    assert positions(ID, points, "console") == [(12, 16), (12, 32), (24, 24), (36, 16), (36, 32)]
    # L2289 a door in the middle of each wall, closed at the start.
    assert positions(ID, points, "door") == [(20, 24), (24, 20), (24, 28), (28, 24)]
    doors = [m for m in at(ID, points).markers if m.group == "door"]
    assert all(m.initial_state == {"open": False} and m.inferred for m in doors)


def test_bans():
    sc = at(ID, 300).scenario
    # L2271 not inside nor in contact with the room or the consoles.
    assert sorted((b.type, b.zone, list(b.with_ or [])) for b in sc.deployment_bans) == [
        ("no_contact", None, ["console"]), ("not_inside", "room", [])]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same, secure = by_id["more-connected-consoles"], by_id["same-connected-consoles"], by_id["secure-room"]
    # L2259-2261: same 2 (at least 1), more 5, Secured room 3, all at the end of the game.
    assert (more.kind, more.op, more.when) == ("compare_more", 5, "game_end")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-connected-consoles")
    assert (secure.kind, secure.op, secure.when, secure.measure.type) == ("flag", 3, "game_end", "asked")
    # L2265 two classified at 1 OP.
    assert (sc.classified.count, sc.classified.op_each) == (2, 1)
    assert sc.flags.retreat == "ends_game"  # L2350


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 5 + 3 + 2 x 1 classified = 10
    assert at(ID, points).max_op() == 10
