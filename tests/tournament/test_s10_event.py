"""A Season 10 event worked by hand: 5 players, one drops after round 1, a full tie at the top.

S10 TP (L223-227): Total Victory 3 (won by 5 OP or more), Victory 2 (won by 4 or less), Tie 1, Defeat 0;
no bonuses. Bye (L253): 2 TP, 0 OP, 0 VP; final OP ceil(OP x 3 / 2) (L261-269).

Round 1 (bye A):  B 4-4 C   tie 1 each
                  D 7-1 E   won by 6: total victory 3; E 0.  E drops after round 1.
Round 2:          pack order D v A, B v C; B and C met, so D v B, A v C (a deviation)
                  D 3-6 B   B won by 3: 2
                  A 3-6 C   C 2
Round 3:          pack order B v D, C v A (both rematches); one swap: B v A, D v C
                  B 5-2 A   B 2
                  C 5-2 D   C 2
"""

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import game_points, pair_round

from .helpers import bye, event, game, players, table

S10 = catalog.season("s10")
PLAYERS = players("A", "B", "C", "D", "E", dropped={"E": 1})
ROUND1 = [
    bye(1, "A"),
    game(1, "B", "C", 4, 4, 150, 150),
    game(1, "D", "E", 7, 1, 250, 50),
]
ROUND2 = [
    game(2, "D", "B", 3, 6, 90, 200),
    game(2, "A", "C", 3, 6, 110, 170),
]
ROUND3 = [
    game(3, "B", "A", 5, 2, 180, 100),
    game(3, "C", "D", 5, 2, 210, 120),
]


def test_margin_scheme():
    points = S10.tournament.points
    assert game_points(points, 7, 3) == (2, "win", ())  # the pack's example: 7 v 3 is a Victory
    assert game_points(points, 3, 7) == (0, "loss", ())
    assert game_points(points, 6, 1) == (3, "big_win", ())  # a difference of 5
    assert game_points(points, 5, 1) == (2, "win", ())
    assert game_points(points, 0, 0) == (1, "tie", ())


def test_after_round_1_a_shared_rank():
    rows, st = table(event("s10", PLAYERS, ROUND1))
    # D 3 TP; A 2 (bye); B and C 1 TP, 4 OP, 150 VP, and each other's only opponent: shared 3rd.
    assert rows == [
        ("D", 1, 3, 7, 250, 1),
        ("A", 2, 2, 0, 0, 0),
        ("B", 3, 1, 4, 150, 4),
        ("C", 3, 1, 4, 150, 4),
        ("E", 5, 0, 1, 50, 7),
    ]


def test_round_2_and_3_pairings():
    p2 = pair_round(event("s10", PLAYERS, ROUND1), S10, 2)
    assert p2.bye is None and "E" not in p2.order  # E dropped: four players, no bye
    assert {(t.a, t.b) for t in p2.pairings} == {("D", "B"), ("A", "C")}
    assert [d.kind for d in p2.deviations] == ["rematch"]
    p3 = pair_round(event("s10", PLAYERS, ROUND1 + ROUND2), S10, 3)
    # After round 2: B 3 TP 10 OP 350 VP, D 3/10/340, C 3/10/320, A 2/3: pack B v D, C v A are both
    # rematches; swapping C and D's places mends both in one step.
    assert p3.order == ["B", "D", "C", "A"]
    assert {(t.a, t.b) for t in p3.pairings} == {("B", "A"), ("D", "C")}
    [dev] = p3.deviations
    assert dev.pack == (("B", "D"), ("C", "A")) and dev.made == (("B", "A"), ("D", "C"))


def test_final_standings_full_tie_shares_first_place():
    rows, st = table(event("s10", PLAYERS, ROUND1 + ROUND2 + ROUND3))
    # TP:  A 2 (bye) + 0 + 0 = 2   B 1+2+2 = 5   C 1+2+2 = 5   D 3+0+0 = 3   E 0
    # OP raw: A 0+3+2 = 5 -> ceil(5 x 3/2) = 8 (one bye, two games)   B 4+6+5 = 15   C 4+6+5 = 15
    #         D 7+3+2 = 12   E 1
    # VP: B 150+200+180 = 530, C 150+170+210 = 530 (equal: rescaling never applies to them, no byes)
    # Opponents' OP: B: C 15 + D 12 + A 5 = 32; C: B 15 + A 5 + D 12 = 32 -> B and C share 1st.
    # D: E 1 + B 15 + C 15 = 31; A: B 15 + C 15 = 30 (the bye adds nothing); E: D 12.
    assert st.final
    assert rows == [
        ("B", 1, 5, 15, 530, 32),
        ("C", 1, 5, 15, 530, 32),
        ("D", 3, 3, 12, 460, 31),
        ("A", 4, 2, 8, 210, 30),
        ("E", 5, 0, 1, 50, 12),
    ]
    by = st.by_player()
    assert by["B"].shared_rank and by["C"].shared_rank and by["C"].decided_by is None
    assert by["A"].op_raw == 5 and by["A"].op_rescaled
    assert (by["D"].count("big_win"), by["B"].count("win"), by["B"].count("tie")) == (1, 2, 1)
