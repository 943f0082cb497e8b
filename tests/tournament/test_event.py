"""EVENT parsing: every bad field named, one line."""

import json

import pytest

from its_desktop.domain.tournament import EventError, event_to_json, parse_event
from its_desktop.domain.tournament.event import parse_event_text

from .helpers import bye, game, players

GOOD = {
    "season": "s16",
    "rounds_planned": 3,
    "players": players("a", "b", "c", "d", clubs={"a": "Lisboa"}, dropped={"d": 1}),
    "games": [game(1, "a", "b", 6, 2, 250, 100, table=1), game(1, "c", "d", 3, 3, 120.5, 90, table=2)],
}


def broken(path, value):
    data = json.loads(json.dumps(GOOD))
    node = data
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


def test_good_event_round_trips():
    ev = parse_event(GOOD)
    assert ev.season == "s16" and ev.rounds_planned == 3 and ev.last_round == 1
    assert ev.player("a").club == "Lisboa" and ev.player("d").dropped_after_round == 1
    assert event_to_json(ev) == GOOD
    assert parse_event(event_to_json(ev)) == ev


def test_integer_ids_and_byes_round_trip():
    raw = {"season": "s10", "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bea"}, {"id": 3, "name": "Cy"}],
           "games": [game(1, 1, 2, 5, 0, 10, 0), bye(1, 3)]}
    ev = parse_event(raw)
    assert ev.byes[0].player == 3 and ev.games[0].a == 1
    assert event_to_json(ev) == raw


@pytest.mark.parametrize(("path", "value", "field", "message"), [
    (("games", 0, "op_a"), 11, "games[0].op_a", "from 0 to 10, got 11"),
    (("games", 0, "op_b"), -1, "games[0].op_b", "from 0 to 10"),
    (("games", 0, "op_b"), 2.5, "games[0].op_b", "whole number"),
    (("games", 0, "op_b"), "7", "games[0].op_b", "whole number"),
    (("games", 0, "vp_a"), -5, "games[0].vp_a", "at least 0"),
    (("games", 0, "vp_b"), True, "games[0].vp_b", "number"),
    (("games", 0, "vp_b"), KeyError, "games[0].vp_b", "missing"),
    (("games", 0, "b"), "zed", "games[0].b", "unknown player 'zed'"),
    (("games", 0, "b"), "a", "games[0].b", "cannot play against themselves"),
    (("games", 1, "a"), "a", "games[1].a", "player 'a' already has a result in round 1 (games[0])"),
    (("games", 1, "round"), 0, "games[1].round", "whole number from 1 to 3"),
    (("games", 1, "round"), 4, "games[1].round", "from 1 to 3, got 4"),
    (("games", 1, "table"), 1, "games[1].table", "table 1 already has a game in round 1"),
    (("games", 1, "table"), 0, "games[1].table", "from 1 to 1000"),
    (("games",), {}, "games", "must be a list"),
    (("players", 1, "id"), "a", "players[1].id", "player 'a' is listed twice"),
    (("players", 1, "id"), "", "players[1].id", "non-empty string or a whole number"),
    (("players", 1, "name"), KeyError, "players[1].name", "missing"),
    (("players", 1, "club"), 5, "players[1].club", "must be a string"),
    (("players", 1, "dropped_after_round"), -1, "players[1].dropped_after_round", "at least 0"),
    (("players",), [], "players", "non-empty list"),
    (("season",), KeyError, "season", "missing"),
    (("season",), 16, "season", "season id"),
    (("rounds_planned",), 0, "rounds_planned", "from 1 to 50"),
])
def test_bad_fields_are_named(path, value, field, message):
    with pytest.raises(EventError) as info:
        parse_event(broken(path, value))
    assert info.value.field == field, str(info.value)
    assert message in info.value.message
    assert "\n" not in str(info.value)


def test_a_game_after_the_player_dropped():
    data = broken(("games",), GOOD["games"] + [game(2, "d", "a", 1, 1, 1, 1)])
    with pytest.raises(EventError, match=r"games\[2\]\.a: player 'd' dropped after round 1 but has a result in "):
        parse_event(data)


def test_a_bye_after_the_player_dropped_and_a_double_entry():
    with pytest.raises(EventError, match=r"games\[2\]\.bye: player 'd' dropped after round 1"):
        parse_event(broken(("games",), GOOD["games"] + [bye(2, "d")]))
    with pytest.raises(EventError, match=r"games\[2\]\.bye: player 'a' already has a result in round 1"):
        parse_event(broken(("games",), GOOD["games"] + [bye(1, "a")]))
    with pytest.raises(EventError, match=r"games\[2\]\.a: a bye entry has only"):
        parse_event(broken(("games",), GOOD["games"] + [{"round": 2, "bye": "a", "a": "b"}]))


def test_season_override_and_op_ceiling():
    ev = parse_event(broken(("season",), KeyError), season="s13")
    assert ev.season == "s13"
    with pytest.raises(EventError, match="from 0 to 5"):
        parse_event(GOOD, op_ceiling=5)


def test_malformed_json_is_one_line():
    with pytest.raises(EventError) as info:
        parse_event_text('{"season": "s16", "players": [}')
    assert info.value.field == "(json)" and "malformed JSON" in info.value.message and "line 1" in info.value.message


def test_unknown_keys_are_ignored():
    data = broken(("games", 0, "scenario"), "s16/supremacy")
    assert parse_event(data).games[0].op_a == 6
