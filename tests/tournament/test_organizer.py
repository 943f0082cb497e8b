"""The organizer's rules around pairing (pure): late additions, Extras and scenarios, result checks, the
round clock, the forgiving player CSV and the OTM sheet."""

from datetime import UTC, datetime, timedelta

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.errors import InputError
from its_desktop.domain.tournament import EventError, compute_standings, pair_round
from its_desktop.domain.tournament.organizer import (
    LatePlayer, RoundClock, allowed_scenarios, check_result, check_round, clock_text, extras_rounds, load_event,
    round_points,
)
from its_desktop.domain.tournament.otm import header_field, otm_sheet, parse_players_csv

from .helpers import game, players

S16, S8 = catalog.season("s16"), catalog.season("s8")


def test_a_late_player_is_left_out_of_earlier_rounds_and_paired_after():
    raw = {"season": "s16", "players": players("a", "b", "c", "d") + [{"id": "e", "name": "E", "joined_round": 2},
                                                                      {"id": "f", "name": "F", "joined_round": 2}],
           "games": [game(1, "a", "b", 6, 2), game(1, "c", "d", 3, 3)]}
    ev = load_event(raw)
    assert isinstance(ev.player("e"), LatePlayer) and not ev.player("e").active_in(1) and ev.player("e").active_in(2)
    p2 = pair_round(ev, S16, 2)
    assert {x for t in p2.pairings for x in (t.a, t.b)} == {"a", "b", "c", "d", "e", "f"}
    assert compute_standings(ev, S16).by_player()["e"].tp == 0
    bad = dict(raw, games=raw["games"] + [game(1, "e", "f", 1, 1)])
    with pytest.raises(EventError) as err:
        load_event(bad)
    assert "joined in round 2" in str(err.value)


def test_extras_choose_scenarios_points_and_rounds():
    its = {c.id for c in allowed_scenarios(S16, [])}
    assert "s16/supremacy" in its and "s16/annihilation" not in its and "s16/resilience-operations" not in its
    both = {c.id for c in allowed_scenarios(S16, ["direct_action", "reinforcements"])}
    assert both == {"s16/cutthroat"}  # only what every Extra allows
    assert {c.id for c in allowed_scenarios(S8, ["special_operations"])} == set(S8.extras["special_operations"].scenarios)
    assert extras_rounds(S16, ["escalation"]) == 3 and extras_rounds(S16, []) is None
    assert round_points(S16, ["escalation"], 3) == [350, 400]
    assert round_points(S16, [], 1) == [150, 200, 250, 300, 350, 400]
    check_round(S16, [], 2, "s16/b-pong", 300, {1: "s16/supremacy"})
    with pytest.raises(EventError) as err:
        check_round(S16, [], 2, "s16/supremacy", 300, {1: "s16/supremacy"})
    assert err.value.field == "scenario"
    check_round(S16, ["direct_action"], 1, "s16/my-own", 300, {}, custom="s16/my-own")


def test_result_checks_name_the_field():
    check_result(10, 0, 300, 0, op_ceiling=10, points=300)
    for args, field in [((11, 0, 0, 0), "op_a"), ((0, True, 0, 0), "op_b"), ((0, 0, 301, 0), "vp_a"),
                        ((0, 0, 0, -1), "vp_b")]:
        with pytest.raises(EventError) as err:
            check_result(*args, op_ceiling=10, points=300)
        assert err.value.field == field


def test_the_round_clock():
    t0 = datetime(2025, 1, 1, 9, tzinfo=UTC)
    c = RoundClock(7200, 900, started_at=t0)
    assert c.state(t0 + timedelta(minutes=1)) == "deployment"
    assert c.state(t0 + timedelta(minutes=16)) == "playing"
    assert c.state(t0 + timedelta(hours=3)) == "over" and c.remaining(t0 + timedelta(hours=3)) == 0
    paused = RoundClock(7200, None, t0, paused_at=t0 + timedelta(minutes=30), paused_s=600)
    assert paused.state(t0 + timedelta(hours=5)) == "paused" and paused.elapsed(t0 + timedelta(hours=5)) == 1200
    assert RoundClock(60).state(t0) == "not_started"
    assert clock_text(3725) == "1:02:05" and clock_text(59.2) == "1:00"


@pytest.mark.parametrize(("cell", "field"), [("Name", "name"), ("ITS PIN", "pin"), ("pin_its", "pin"),
                                             ("Ejército", "faction"), ("ARMY / SECTORIAL", "faction"),
                                             ("Armée", "faction"), ("Équipe", "club"), ("Nombre", "name"),
                                             ("e-mail", None)])
def test_header_names_are_forgiving(cell, field):
    assert header_field(cell) == field


def test_players_csv_separators_quotes_and_no_header():
    semi = parse_players_csv('\ufeffNAME;Pin;Faction;Club\n"Silva; Ana";1;Nomads;X\n')
    assert semi.delimiter == ";" and semi.players[0].name == "Silva; Ana"
    tab = parse_players_csv("Player\tClub\nBen\tPorto\n")
    assert (tab.players[0].name, tab.players[0].club, tab.players[0].pin) == ("Ben", "Porto", None)
    # A file without a header naming its columns is refused, not read as name, PIN, faction, club.
    with pytest.raises(InputError, match="line 1: no header naming the columns"):
        parse_players_csv("Cy, 3 ,Tohaa\n\n,4,Ariadna\n")
    with pytest.raises(InputError, match="line 1: no header naming the columns"):
        parse_players_csv("PIN;Faction\n1;Nomads\n")
    commas = parse_players_csv('Name,"Club; City",Faction\nAna,"Porto; PT",Nomads\n')
    assert commas.delimiter == "," and commas.players[0].club == "Porto; PT"


def test_the_otm_sheet_lists_tables_in_order_and_the_bye_last():
    games = [{"round": 1, "table": 2, "a": "Cy", "pin_a": "3", "op_a": 1, "vp_a": 10.0, "b": "Di", "pin_b": "4",
              "op_b": 9, "vp_b": 200},
             {"round": 1, "bye": True, "a": "Eve", "pin_a": "5"},
             {"round": 1, "table": 1, "a": "Ana", "pin_a": "1", "op_a": 6, "vp_a": 150, "b": "Ben", "pin_b": "2",
              "op_b": 4, "vp_b": 120}]
    text = otm_sheet("Open", [{"round": 1, "scenario": "s16/supremacy", "scenario_name": "Supremacy",
                               "points": 300}], games)
    lines = text.splitlines()
    assert lines[3] == "Round 1 - Supremacy, 300 points"
    body = [ln for ln in lines[6:] if ln.strip()]
    assert body[0].split()[:3] == ["1", "1", "Ana"] and body[1].split()[:3] == ["2", "3", "Cy"]
    assert body[2].split()[:3] == ["BYE", "5", "Eve"]
    csv_rows = otm_sheet("Open", [], games, fmt="csv").splitlines()
    assert csv_rows[1].startswith("1,1,1,Ana,6,150,2,Ben,4,120,") and csv_rows[3].startswith("1,BYE,5,Eve,,,,BYE,,,")


def test_s8_showdowns_is_one_round_between_two_players():
    # S8 pack L336-340: Showdowns have a single round whatever the player count, and the minimum
    # number of participants drops to 2.
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.tournament import pairing
    from its_desktop.domain.tournament.event import parse_event
    from its_desktop.domain.tournament.standings import compute_standings, planned_rounds

    s8 = catalog.season("s8")
    duel = {"season": "s8", "extras": ["showdowns"], "players": [{"id": "a", "name": "Ana"}, {"id": "b", "name": "Bea"}]}
    event = parse_event(duel)
    assert planned_rounds(event, s8) == 1
    pairs = pairing.pair_round(event, s8, 1, seed=3)
    assert {frozenset((p.a, p.b)) for p in pairs.pairings if getattr(p, "b", None)} == {frozenset(("a", "b"))}
    duel["games"] = [{"round": 1, "table": 1, "a": "a", "b": "b", "op_a": 6, "op_b": 1, "vp_a": 200, "vp_b": 50}]
    final = compute_standings(parse_event(duel), s8)
    assert [r.player for r in final.rows] == ["a", "b"] and final.rows[0].tp == 3  # S8: a win by 5+ is 3 TP
    with pytest.raises(Exception, match="at least 4 players"):
        pairing.pair_round(parse_event({**duel, "extras": [], "games": []}), s8, 1, seed=3)
