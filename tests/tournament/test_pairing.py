"""Pairing rules that do not depend on one season's numbers: the draw, byes, rematches, tables, rounds."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import EventError, assign_tables, pair_round, season_rounds

from .helpers import bye, event, game, players

S16 = catalog.season("s16")


def draw(seed, n=9, clubs=None, avoid_clubs=False):
    ev = event("s16", players(*[f"p{i}" for i in range(n)], clubs=clubs), [])
    return pair_round(ev, S16, 1, seed=seed, avoid_clubs=avoid_clubs)


def test_round_1_draw_is_reproducible_with_a_seed():
    first, again = draw(7), draw(7)
    assert first.to_json() == again.to_json()
    assert first.seed == 7 and first.bye is not None
    assert sorted([p for t in first.pairings for p in (t.a, t.b)] + [first.bye]) == [f"p{i}" for i in range(9)]
    assert [t.table for t in first.pairings] == [1, 2, 3, 4]
    draws = {tuple((t.a, t.b) for t in draw(seed).pairings) for seed in range(10)}
    byes = {draw(seed).bye for seed in range(30)}
    assert len(draws) > 1 and len(byes) > 3  # random, not the file order


def test_round_1_without_a_seed_reports_the_one_used():
    p = draw(None)
    assert isinstance(p.seed, int)
    assert draw(p.seed).to_json() == p.to_json()


def test_round_1_club_avoidance_mends_the_draw():
    clubs = {f"p{i}": "Lisboa" for i in range(4)}  # half the field from one club
    mended = 0
    for seed in range(20):
        plain = draw(seed, n=8, clubs=clubs)
        p = draw(seed, n=8, clubs=clubs, avoid_clubs=True)
        pairs = [(t.a, t.b) for t in p.pairings]
        assert not any(a in clubs and b in clubs for a, b in pairs), (seed, pairs)
        assert all(d.kind == "club" for d in p.deviations)
        # each deviation changed exactly two of the drawn pairings
        drawn = {(t.a, t.b) for t in plain.pairings}
        assert len(drawn - set(pairs)) == 2 * len(p.deviations)
        mended += bool(p.deviations)
    assert mended  # some draws put two Lisboa players together


def test_rematch_avoidance_swaps_with_the_nearest_pair():
    # Round 1: A 6-5 B (A 4+1 = 5 TP; B 0+1+1 = 2), C 0-0 D, E 0-0 F (2 TP each).
    # Ranking A 5, B 2 (5 OP), C 2 (90 VP), D 2 (80), E 2 (50), F 2 (40): pack A v B, C v D, E v F,
    # every one a rematch.
    ev = event("s16", players("A", "B", "C", "D", "E", "F"),
               [game(1, "A", "B", 6, 5, 100, 100), game(1, "C", "D", 0, 0, 90, 80), game(1, "E", "F", 0, 0, 50, 40)])
    p = pair_round(ev, S16, 2)
    assert p.order == ["A", "B", "C", "D", "E", "F"]
    # A v B: the nearest pair below, C v D, gives A v C + B v D. C v D is gone. E v F has no pair below;
    # the nearest above is now B v D: B v E + D v F.
    assert [(t.a, t.b) for t in sorted(p.pairings, key=lambda t: t.table)] == [("A", "C"), ("B", "E"), ("D", "F")]
    assert [d.kind for d in p.deviations] == ["rematch", "rematch"]
    assert p.deviations[0].pack == (("A", "B"), ("C", "D")) and p.deviations[0].made == (("A", "C"), ("B", "D"))
    assert p.deviations[1].pack == (("B", "D"), ("E", "F")) and p.deviations[1].made == (("B", "E"), ("D", "F"))
    assert "Player A and Player B already met (round 1)" in p.deviations[0].text
    strict = pair_round(ev, S16, 2, avoid_rematches=False)
    assert {(t.a, t.b) for t in strict.pairings} == {("A", "B"), ("C", "D"), ("E", "F")} and not strict.deviations


def test_unavoidable_rematches_are_listed():
    ids = ("A", "B", "C", "D")
    rounds = [game(1, "A", "B", 5, 0), game(1, "C", "D", 5, 0), game(2, "A", "C", 5, 0), game(2, "B", "D", 5, 0),
              game(3, "A", "D", 5, 0), game(3, "B", "C", 5, 0)]
    p = pair_round(event("s16", players(*ids), rounds, rounds_planned=4), S16, 4)
    assert len(p.pairings) == 2
    assert [d.kind for d in p.deviations] == ["unavoidable_rematch", "unavoidable_rematch"]


def test_round_is_repaired_when_no_single_swap_works():
    # Six players, four rounds: the only pairing left for round 5 is 1-3, 2-5, 4-6. Every game 4-0 to the
    # lower number (4 TP, no bonus); VP falls with the number, so the ranking is 1..6 and pack order
    # 1 v 2, 3 v 4, 5 v 6 repeats three games that no single swap can mend.
    schedule = [[(1, 2), (3, 4), (5, 6)], [(1, 4), (2, 6), (3, 5)], [(1, 5), (2, 4), (3, 6)],
                [(1, 6), (2, 3), (4, 5)]]
    games = [game(r + 1, a, b, 4, 0, 100 * (7 - a), 100 * (7 - b)) for r, rnd in enumerate(schedule) for a, b in rnd]
    ev = event("s16", [{"id": i, "name": f"P{i}"} for i in range(1, 7)], games, rounds_planned=5)
    p = pair_round(ev, S16, 5)
    assert p.order == [1, 2, 3, 4, 5, 6]
    assert {(t.a, t.b) for t in p.pairings} == {(1, 3), (2, 5), (4, 6)}
    [dev] = p.deviations
    assert dev.kind == "repaired" and set(dev.made) == {(1, 3), (2, 5), (4, 6)}


def test_byes_go_up_the_ranking_past_players_who_had_one():
    plist = players("A", "B", "C", "D", "E")
    # Round 1: bye E; A 5-0 B, C 5-0 D. Ranking A, C (5 TP), E (4), B, D (0 TP, 0 OP, 0 VP; B's opponent
    # scored 5, so did D's: a full tie, file order). D is last: D's bye.
    r1 = [bye(1, "E"), game(1, "A", "B", 5, 0), game(1, "C", "D", 5, 0)]
    p2 = pair_round(event("s16", plist, r1), S16, 2)
    assert p2.bye == "D" and {(t.a, t.b) for t in p2.pairings} == {("A", "C"), ("E", "B")}
    # Round 2: A 5-0 C, E 0-5 B. Ranking A 10, B 5, C 5, D 4, E 4. E and D have had a bye: C takes it.
    # Pack A v B is a rematch: with D v E below, A v D + B v E repeats B v E, so A v E + B v D.
    r2 = [bye(2, "D"), game(2, "A", "C", 5, 0), game(2, "E", "B", 0, 5)]
    p3 = pair_round(event("s16", plist, r1 + r2), S16, 3)
    assert p3.bye == "C" and p3.order == ["A", "B", "D", "E", "C"]  # the ranking, the bye last
    assert {(t.a, t.b) for t in p3.pairings} == {("A", "E"), ("B", "D")}
    assert [d.made for d in p3.deviations] == [(("A", "E"), ("B", "D"))]


def test_a_second_bye_only_when_everyone_had_one():
    plist = players("A", "B", "C", "D", "E", dropped={"D": 1, "E": 1})
    r1 = [bye(1, "A"), game(1, "B", "C", 5, 0), game(1, "D", "E", 5, 0)]
    r2 = [bye(2, "C"), game(2, "A", "B", 5, 0)]
    r3 = [bye(3, "B"), game(3, "A", "C", 5, 0)]
    p = pair_round(event("s16", plist, r1 + r2 + r3, rounds_planned=4), S16, 4)
    # A 14 TP, B 9, C 4: everyone left has had a bye; the lowest-ranked (C) takes a second one, and
    # A v B can only be a rematch.
    assert p.bye == "C"
    assert [d.kind for d in p.deviations] == ["second_bye", "unavoidable_rematch"]


def test_rounds_by_player_count():
    assert [season_rounds(S16, n) for n in (2, 4, 8, 9, 16, 17, 64)] == [3, 3, 3, 4, 4, 5, 5]
    for sid in ("s13", "s10", "s8"):
        assert [season_rounds(catalog.season(sid), n) for n in (4, 8, 9, 16, 17)] == [3, 3, 4, 4, 5]


def test_pairing_refuses_too_few_players_or_rounds():
    with pytest.raises(EventError, match="ITS Season 16 tournaments need at least 4 players"):
        pair_round(event("s16", players("A", "B", "C"), []), S16, 1)
    with pytest.raises(EventError, match="rounds_planned: ITS Season 16 tournaments have at least 3 rounds"):
        pair_round(event("s16", players("A", "B", "C", "D"), [], rounds_planned=2), S16, 1)
    with pytest.raises(EventError, match="round: the event has 3 rounds"):
        pair_round(event("s16", players("A", "B", "C", "D"), []), S16, 4)


def test_tables_keep_players_off_tables_they_used():
    # greedy: a-b takes 2 (a used 1), c-d takes 1, e-f takes 3
    assert assign_tables([("a", "b"), ("c", "d"), ("e", "f")], {"a": {1}, "c": {2, 3}, "e": {1, 2}}) == ([2, 1, 3], [])
    # greedy gives the top pair table 1 and leaves c-d (played 2) nothing; the matching moves a-b to 2
    assert assign_tables([("a", "b"), ("c", "d")], {"c": {2}}) == ([2, 1], [])
    # a played both tables: a repeat cannot be avoided and is reported with who repeats
    assert assign_tables([("a", "b"), ("c", "d")], {"a": {1, 2}, "c": {1}}) == ([1, 2], [(1, ("a",))])


def test_top_table_first_puts_the_pairs_on_tables_in_ranking_order():
    from its_desktop.domain.tournament.pairing import tables_in_ranking_order

    # Round 1 on tables 1-3 (A v B on table 1); by the table rule round 2's top pair A v C leaves table 1.
    ev = event("s16", players("A", "B", "C", "D", "E", "F"),
               [game(1, "A", "B", 6, 5, 100, 100, table=1), game(1, "C", "D", 5, 0, 90, 80, table=2),
                game(1, "E", "F", 4, 0, 50, 40, table=3)])
    p = pair_round(ev, S16, 2)
    top = next(t for t in p.pairings if "A" in (t.a, t.b))
    assert top.table != 1
    ordered = tables_in_ranking_order(p)
    assert [(t.table, {t.a, t.b}) for t in ordered.pairings][0] == (1, {t for t in (top.a, top.b)})
    assert {frozenset((t.a, t.b)) for t in ordered.pairings} == {frozenset((t.a, t.b)) for t in p.pairings}
    assert [t.table for t in ordered.pairings] == [1, 2, 3] and ordered.table_repeats == []
