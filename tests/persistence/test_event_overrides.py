"""Hand overrides of a saved round and corrections after a later round is paired, on SQLite and PostgreSQL:
each one changes exactly the seats it names, is refused once a result exists, and is listed with its reason
among the round's deviations."""

from __future__ import annotations

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament.deviation_words import deviation_text
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import FieldError


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def paired(events, n=5, seed=4):
    ev = events.create_event("Overrides", "s16", who="TO")
    ids = [events.add_player(ev.id, f"P{i}", pin=f"{i}", club=f"C{i}", who="TO").id for i in range(n)]
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    games = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=seed), who="TO")
    return ev, ids, games


def seats(games):
    return {(g.table, g.a, g.b) for g in games}


def overrides(events, ev_id, number):
    """The round's hand-made deviation lines, each with its words in English beside the stored code."""
    notes = events.get_round(ev_id, number).pairing_notes or {}
    return [{**d, "words": deviation_text(d, "en")} for d in notes.get("deviations", []) if d.get("kind") == "override"]


def test_swap_move_and_bye_each_listed_with_its_reason(events):
    ev, ids, games = paired(events)
    t1, t2 = [g for g in games if not g.bye]
    bye = next(g for g in games if g.bye)
    with pytest.raises(FieldError) as err:
        events.swap_players(ev.id, 1, t1.a, t2.a, who="TO", why=" ")
    assert err.value.field == "why"

    after = events.swap_players(ev.id, 1, t1.a, t2.a, who="TO", why="club mates asked apart")
    assert seats(after) == {(t1.table, t2.a, t1.b), (t2.table, t1.a, t2.b), (None, bye.a, None)}

    g = next(x for x in after if x.table == t1.table)
    after = events.move_table(g.id, t2.table, who="TO", why="wheelchair access")
    assert {(x.table, x.a) for x in after if not x.bye} == {(t2.table, t2.a), (t1.table, t1.a)}
    after = events.move_table(next(x for x in after if x.table == t1.table).id, 7, who="TO", why="more room")
    assert 7 in {x.table for x in after} and 7 in {t.number for t in events.tables(ev.id)}

    after = events.give_bye(ev.id, 1, t1.b, who="TO", why="arrives late")
    assert next(x for x in after if x.bye).a == t1.b
    assert bye.a in {x for g in after if not g.bye for x in (g.a, g.b)}

    listed = overrides(events, ev.id, 1)
    assert [d["why"] for d in listed] == ["club mates asked apart", "wheelchair access", "more room", "arrives late"]
    assert all(d["who"] == "TO" and d["words"] and "text" not in d for d in listed)  # a code, never words
    assert [d["code"] for d in listed] == ["swap", "move", "move", "bye"]
    assert {c.why for c in events.history(ev.id)} >= {"club mates asked apart", "arrives late"}

    # A game with a result is never touched.
    g = next(x for x in after if not x.bye)
    events.record_result(g.id, 6, 4, 200, 150, "TO")
    with pytest.raises(FieldError) as err:
        events.swap_players(ev.id, 1, g.a, next(x for x in after if x.bye).a, who="TO", why="late")
    assert "already has a result" in str(err.value)


def test_a_bye_in_a_round_without_one_splits_the_table(events):
    ev, ids, games = paired(events, n=4)
    g = games[0]
    after = events.give_bye(ev.id, 1, g.a, who="TO", why="medical")
    assert {x.a for x in after if x.bye} == {g.a, g.b} and len([x for x in after if not x.bye]) == 1
    assert "split" in overrides(events, ev.id, 1)[0]["words"]


def test_a_no_show_after_pairing_keeps_the_round(events):
    ev, ids, games = paired(events, n=6)
    g, *others = games
    after = events.forfeit(g.id, g.b, who="TO", why="not at the venue at 10:15")
    assert seats([x for x in after if not x.bye]) == seats(others)  # the rest of the round as paired
    bye = next(x for x in after if x.bye)
    assert (bye.a, bye.forfeit_by, bye.tp_a) == (g.a, g.b, catalog.season("s16").tournament.bye.tp)
    assert events.get_player(g.b).dropped_after_round == 0
    assert "did not turn up" in overrides(events, ev.id, 1)[0]["words"]
    for x in others:
        events.record_result(x.id, 5, 3, 100, 90, "TO")
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    p2 = events.pair(ev.id, 2)  # the round pairs without the absent player
    assert g.b not in {x for t in p2.pairings for x in (t.a, t.b)} | {p2.bye}


def test_a_correction_after_the_next_round_is_paired(events):
    ev, ids, games = paired(events, n=6, seed=9)
    for i, g in enumerate(games):
        events.record_result(g.id, 8 if i == 0 else 4, 2 if i == 0 else 4, 200, 100, "TO")
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    events.save_pairings(ev.id, events.pair(ev.id, 2), who="TO")
    before = events.pairing_basis(ev.id)
    g = games[0]
    events.record_result(g.id, 2, 8, 100, 200, "TO", why="sheet misread")  # the winner was B
    after = events.pairing_basis(ev.id)
    assert before[2] != after[2]
    old = events.games(ev.id, 2)
    again = events.repair_round(ev.id, 2, who="TO", why="standings changed")
    top = after[2][0]
    assert any(top in (x.a, x.b) for x in again) and len(again) == len(old)
    assert any(c.field == "round 2: paired again" and c.why == "standings changed" for c in events.history(ev.id))

    events.keep_pairings(ev.id, 2, 1, who="TO", why="already announced")
    assert overrides(events, ev.id, 2)[-1]["why"] == "already announced"
    x = events.games(ev.id, 2)[0]
    events.record_result(x.id, 5, 5, 100, 100, "TO")
    with pytest.raises(FieldError):
        events.repair_round(ev.id, 2, who="TO", why="again")


def test_a_hand_swap_is_warned_like_the_automatic_pairing_and_the_deviation_says_so(events):
    ev = events.create_event("Swaps", "s16", who="TO")
    ids = [events.add_player(ev.id, f"P{i}", club=f"C{i % 2}", who="TO").id for i in range(4)]
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    first = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=4), who="TO")
    for g in first:
        events.record_result(g.id, 5, 5, 100, 100, "TO")
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    second = events.save_pairings(ev.id, events.pair(ev.id, 2), who="TO")
    old = first[0]  # p and m met in round 1, at this table
    p, m = old.a, old.b
    now_p = next(g for g in second if p in (g.a, g.b))
    q = now_p.b if now_p.a == p else now_p.a
    assert q != m  # the automatic pairing kept them apart
    warned = events.check_swap(ev.id, 2, q, m)
    assert "rematch" in {w.kind for w in warned}
    assert any("already met (round 1)" in w.text and set(w.players) == {p, m} for w in warned)
    assert events.games(ev.id, 2) == second  # only a check: nothing written
    clubs = {w.kind for w in events.check_swap(ev.id, 2, q, m, avoid_clubs=True)}
    same_club = (ids.index(p) % 2) == (ids.index(m) % 2)
    assert ("club" in clubs) == same_club
    events.swap_players(ev.id, 2, q, m, who="TO", why="asked to play again")
    line = overrides(events, ev.id, 2)[-1]["words"]
    assert "swapped seats; warning: " in line and "already met (round 1)" in line


def test_moving_a_game_back_to_a_table_its_players_used_is_noted(events):
    ev, ids, games = paired(events, n=4)
    for g in games:
        events.record_result(g.id, 5, 5, 100, 100, "TO")
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    second = events.save_pairings(ev.id, events.pair(ev.id, 2), who="TO")
    g = second[0]
    was = {pid: next(x.table for x in games if pid in (x.a, x.b)) for pid in (g.a, g.b)}
    used = next(t for t in was.values() if t != g.table)  # a table one of them played on, not this one
    events.move_table(g.id, used, who="TO", why="closer to the door")
    line = overrides(events, ev.id, 2)[-1]["words"]
    assert f"table {used} again for" in line and "played there in round 1" in line
