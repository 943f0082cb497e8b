"""A Season 8 (Spanish pack) event worked by hand: 5 players, club avoidance, a drop, byes rescaled.

S8 TP (L195-199): Victoria Total 3 (difference of 5 or more), Victoria 2 (4 or less), Empate 1,
Derrota 0. Bye (L227): 2 TP, 0 OP, 0 VP; final OP ceil(OP x 3 / 2) (L239-245). A and C play for the
same club; the organizer pairs with club avoidance on.

Round 1 (bye E):  A 8-2 B   won by 6: 3; B 0
                  C 3-2 D   C 2; D 0
Round 2 (bye B):  pack order A v C, E v D; A and C share a club, and C v D would be a rematch, so
                  A v D, C v E
                  A 4-5 D   D 2; A 0
                  C 4-0 E   C 2; E 0
D drops after round 2.
Round 3:          pack order C v A (same club), B v E; one swap gives C v B, A v E
                  A 6-5 E   A 2; E 0
                  C 2-2 B   1 each
"""

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import pair_round

from .helpers import bye, event, game, players, table

S8 = catalog.season("s8")
PLAYERS = players("A", "B", "C", "D", "E", clubs={"A": "Lisboa", "C": "Lisboa", "B": "Vigo"}, dropped={"D": 2})
ROUND1 = [
    bye(1, "E"),
    game(1, "A", "B", 8, 2, 300, 60),
    game(1, "C", "D", 3, 2, 200, 80),
]
ROUND2 = [
    bye(2, "B"),
    game(2, "A", "D", 4, 5, 250, 250),
    game(2, "C", "E", 4, 0, 220, 100),
]
ROUND3 = [
    game(3, "A", "E", 6, 5, 200, 150),
    game(3, "C", "B", 2, 2, 180, 120),
]


def test_after_round_1_vp_breaks_a_tie():
    rows, _ = table(event("s8", PLAYERS, ROUND1))
    # A 3; C 2 (3 OP) ahead of E 2 (bye, 0 OP); D and B 0 TP and 2 OP: D's 80 VP beat B's 60.
    assert [r[:3] for r in rows] == [("A", 1, 3), ("C", 2, 2), ("E", 3, 2), ("D", 4, 0), ("B", 5, 0)]
    assert rows[3][4] == 80 and rows[4][4] == 60


def test_round_2_club_avoidance():
    ev = event("s8", PLAYERS, ROUND1)
    plain = pair_round(ev, S8, 2)
    assert plain.bye == "B"
    assert {(t.a, t.b) for t in plain.pairings} == {("A", "C"), ("E", "D")} and not plain.deviations
    clubs = pair_round(ev, S8, 2, avoid_clubs=True)
    # (A, C) share Lisboa; nearest pair below is (E, D): A v E + C v D is a rematch, A v D + C v E is clean.
    assert {(t.a, t.b) for t in clubs.pairings} == {("A", "D"), ("C", "E")}
    [dev] = clubs.deviations
    assert dev.kind == "club" and "both from Lisboa" in dev.text
    assert dev.pack == (("A", "C"), ("E", "D")) and dev.made == (("A", "D"), ("C", "E"))


def test_round_3_drop_and_club_avoidance():
    ev = event("s8", PLAYERS, ROUND1 + ROUND2)
    p = pair_round(ev, S8, 3, avoid_clubs=True)
    # After round 2: C 4/7, A 3/12, D 2/7 (dropped), B 2/2 (bye), E 2/0. Four players still in: no bye.
    assert p.bye is None and p.order == ["C", "A", "B", "E"]
    assert {(t.a, t.b) for t in p.pairings} == {("C", "B"), ("A", "E")}
    assert [d.kind for d in p.deviations] == ["club"]


def test_final_standings():
    rows, st = table(event("s8", PLAYERS, ROUND1 + ROUND2 + ROUND3))
    # TP:  A 3+0+2 = 5   B 0+2+1 = 3   C 2+2+1 = 5   D 0+2 = 2   E 2+0+0 = 2
    # OP raw:  A 8+4+6 = 18   B 2+2 = 4   C 3+4+2 = 9   D 2+5 = 7   E 0+5 = 5
    # Byes: B ceil(4 x 3/2) = 6; E ceil(5 x 3/2) = 8, which puts E (raw 5) above D (7) on OP.
    # A and C tie on 5 TP: OP 18 beats 9.
    # VP: A 300+250+200 = 750, B 60+120 = 180, C 200+220+180 = 600, D 80+250 = 330, E 100+150 = 250.
    # Opponents' OP: A: B 4 + D 7 + E 5 = 16; B: A 18 + C 9 = 27; C: D 7 + E 5 + B 4 = 16;
    # D: C 9 + A 18 = 27; E: C 9 + A 18 = 27.
    assert rows == [
        ("A", 1, 5, 18, 750, 16),
        ("C", 2, 5, 9, 600, 16),
        ("B", 3, 3, 6, 180, 27),
        ("E", 4, 2, 8, 250, 27),
        ("D", 5, 2, 7, 330, 27),
    ]
    by = st.by_player()
    assert by["C"].decided_by == "op" and by["D"].decided_by == "op"
    assert by["E"].op_raw == 5 and by["E"].op_rescaled and by["D"].dropped_after_round == 2
