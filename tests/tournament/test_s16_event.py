"""A Season 16 event worked by hand: 7 players, 3 rounds (the pack's table: 4-8 players play 3).

S16 TP (L263-268): win 4, tie 2, loss 0; +1 for 5 OP or more; +1 for losing by 2 OP or less.
Bye (S16): 4 TP, 0 OP, 0 VP; final OP of a bye player = ceil(OP x 3 / 2); VP the same when VP must
break a tie.

Round 1 (bye G):  A 6-2 B   A win 4 + offensive 1 = 5, B 0 (lost by 4, 2 OP)
                  C 5-5 D   tie 2 + offensive 1 = 3 each
                  E 3-4 F   F win 4 (4 OP, no bonus), E lost by 1: defensive 1
Round 2 (bye B):  A 2-4 F   F 4, A lost by 2: defensive 1
                  G 8-1 C   G 4 + 1 = 5, C 0
                  D 0-0 E   tie 2 each
E drops after round 2.
Round 3:          G 3-3 F   tie 2 each (under 5 OP)
                  A 6-4 D   A 4 + 1 = 5; D lost by 2: defensive 1 (4 OP: no offensive)
                  B 4-4 C   tie 2 each
"""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import EventError, pair_round

from .helpers import bye, event, game, players, table

S16 = catalog.season("s16")
ROUND1 = [
    bye(1, "G"),
    game(1, "A", "B", 6, 2, 250, 100, table=1),
    game(1, "C", "D", 5, 5, 180, 180, table=2),
    game(1, "E", "F", 3, 4, 150, 160, table=3),
]
ROUND2 = [
    bye(2, "B"),
    game(2, "A", "F", 2, 4, 120, 200, table=2),
    game(2, "G", "C", 8, 1, 300, 50, table=3),
    game(2, "D", "E", 0, 0, 90, 90, table=1),
]
ROUND3 = [
    game(3, "G", "F", 3, 3, 150, 250, table=1),
    game(3, "A", "D", 6, 4, 100, 10, table=3),
    game(3, "B", "C", 4, 4, 100, 120, table=2),
]
PLAYERS = players("A", "B", "C", "D", "E", "F", "G", dropped={"E": 2})


def test_after_round_1_every_breaker_up_to_a_shared_rank():
    ev = event("s16", PLAYERS, ROUND1)
    rows, st = table(ev)
    # TP:  A 5, F 4, G 4 (bye), C 3, D 3, E 1, B 0
    # F and G tie on 4 TP: OP 4 beats 0.  C and D tie on TP 3, OP 5, VP 180, and each one's only
    # opponent scored 5 OP: a full tie, both 4th.  Opponents' OP: A's opponent B scored 2, and so on.
    assert rows == [
        ("A", 1, 5, 6, 250, 2),
        ("F", 2, 4, 4, 160, 3),
        ("G", 3, 4, 0, 0, 0),
        ("C", 4, 3, 5, 180, 5),
        ("D", 4, 3, 5, 180, 5),
        ("E", 6, 1, 3, 150, 4),
        ("B", 7, 0, 2, 100, 6),
    ]
    by = st.by_player()
    assert by["G"].decided_by == "op" and by["F"].decided_by == "tp"
    assert by["C"].shared_rank and by["D"].shared_rank and by["D"].decided_by is None
    assert not st.final  # 1 of 3 rounds: no rescale yet
    assert [r.bonuses for r in by["A"].history] == [("offensive",)]
    assert [r.bonuses for r in by["E"].history] == [("defensive",)]
    assert [r.bonuses for r in by["C"].history] == [("offensive",)]


def test_round_2_pairing_bye_to_the_lowest_and_tables_not_repeated():
    ev = event("s16", PLAYERS, ROUND1)
    p = pair_round(ev, S16, 2)
    # Ranking A, F, G, C, D, E, B: B (last, no bye yet) sits out; A v F, G v C, D v E.
    assert p.bye == "B"
    assert not p.deviations
    # Tables: A-F played 1 and 3 -> table 2; G-C: C played 2 -> table 1 greedily, then D-E (played 2
    # and 3) needs table 1, so the matching moves G-C to table 3.  Nobody repeats a table.
    assert {(t.table, t.a, t.b) for t in p.pairings} == {(2, "A", "F"), (3, "G", "C"), (1, "D", "E")}
    assert p.table_repeats == []


def test_round_3_pairing_leaves_the_dropped_player_out():
    ev = event("s16", PLAYERS, ROUND1 + ROUND2)
    p = pair_round(ev, S16, 3)
    # After round 2: G 9, F 8, A 6, D 5, B 4, C 3, E 3 (dropped). Six players: no bye.
    assert p.bye is None
    assert [(t.a, t.b) for t in sorted(p.pairings, key=lambda t: p.order.index(t.a))] == \
        [("G", "F"), ("A", "D"), ("B", "C")]
    assert "E" not in p.order and not p.deviations
    # G-F: table 1 (G played 3, F 3 and 2); A-D: both played 1 and 2 -> table 3; B-C: B played 1,
    # C played 2 and 3: no table is new to both, so table 2 again for C (reported).
    assert {(t.table, t.a) for t in p.pairings} == {(1, "G"), (3, "A"), (2, "B")}
    assert p.table_repeats == [{"table": 2, "players": ["C"]}]


def test_final_standings_with_bye_rescaling():
    ev = event("s16", PLAYERS, ROUND1 + ROUND2 + ROUND3)
    rows, st = table(ev)
    assert st.final and st.rounds_planned == 3
    # TP:  A 5+1+5 = 11   B 0+4+2 = 6   C 3+0+2 = 5   D 3+2+1 = 6   E 1+2 = 3   F 4+4+2 = 10   G 4+5+2 = 11
    # OP (raw):  A 6+2+6 = 14   B 2+0+4 = 6   C 5+1+4 = 10   D 5+0+4 = 9   E 3+0 = 3   F 4+4+3 = 11   G 0+8+3 = 11
    # Byes: G (round 1) and B (round 2) played 2 of 3 rounds: G ceil(11 x 3/2) = 17, B ceil(6 x 3/2) = 9.
    # G and A tie on 11 TP: G's rescaled 17 OP beats A's 14 (raw, G would be behind).
    # B and D tie on 6 TP and 9 OP: VP decides, B's rescaled: ceil((100 + 0 + 100) x 3/2) = 300 beats
    # D's 180 + 90 + 10 = 280 (raw, B's 200 would be behind).
    # Opponents' OP (raw totals of distinct opponents): A: B 6 + F 11 + D 9 = 26; B: A 14 + C 10 = 24;
    # C: D 9 + G 11 + B 6 = 26; D: C 10 + E 3 + A 14 = 27; E: F 11 + D 9 = 20; F: E 3 + A 14 + G 11 = 28;
    # G: C 10 + F 11 = 21.
    assert rows == [
        ("G", 1, 11, 17, 450, 21),
        ("A", 2, 11, 14, 470, 26),
        ("F", 3, 10, 11, 610, 28),
        ("B", 4, 6, 9, 300, 24),
        ("D", 5, 6, 9, 280, 27),
        ("C", 6, 5, 10, 350, 26),
        ("E", 7, 3, 3, 240, 20),
    ]
    by = st.by_player()
    assert (by["G"].op_raw, by["G"].op_rescaled, by["G"].vp_rescaled) == (11, True, False)
    assert (by["B"].op_raw, by["B"].vp_raw, by["B"].vp_rescaled) == (6, 200, True)
    assert by["A"].decided_by == "op" and by["D"].decided_by == "vp"
    assert by["E"].dropped_after_round == 2
    assert [r.tp for r in by["D"].history] == [3, 2, 1]


def test_the_same_results_before_the_end_are_not_rescaled():
    ev = event("s16", PLAYERS, ROUND1 + ROUND2 + ROUND3, rounds_planned=4)
    rows, st = table(ev)
    assert not st.final
    by = st.by_player()
    assert (by["G"].op, by["B"].op, by["B"].vp) == (11, 6, 200)
    # ...and the organizer can ask for final standings explicitly.
    _, forced = table(ev, final=True)
    # rounds taken part in (3) over games played (2), as at the end of the event
    assert forced.by_player()["G"].op == 17


def test_pairing_is_refused_for_a_finished_or_incomplete_round():
    ev = event("s16", PLAYERS, ROUND1)
    with pytest.raises(EventError, match="round 1 already has results"):
        pair_round(ev, S16, 1)
    with pytest.raises(EventError, match="round 3 is past the end|round 2 has no result"):
        pair_round(ev, S16, 3)
    with pytest.raises(EventError, match=r"has 3 rounds \(the ITS Season 16 rounds table for 7 players\); round 4 is past"):
        pair_round(event("s16", PLAYERS, ROUND1 + ROUND2 + ROUND3), S16, 4)
