"""A Season 13 (French pack) event worked by hand: 5 players, 3 rounds, a bye in every round.

S13 TP (L243-248): Victoire 4, Égalité 2, Défaite 0; Bonus Offensif +1 for 5 OP or more; Bonus Défensif
+1 for losing by 2 OP or less. Bye (L278): 3 TP (as printed), 0 OP, 0 VP; final OP of a bye player =
ceil(OP x 3 / 2), VP the same way to break a tie (L288-293).

Round 1 (bye E):  A 7-6 B   the pack's Exemple 2: A 4 + 1 = 5, B 0 + 1 + 1 = 2
                  C 3-1 D   C 4, D lost by 2: defensive 1
Round 2 (bye D):  A 2-2 C   tie 2 each
                  E 5-3 B   E 4 + 1 = 5, B lost by 2: defensive 1
Round 3 (bye B):  pack order E v A, C v D; C and D met in round 1, so E v C, A v D (a deviation)
                  E 1-0 C   E 4, C defensive 1
                  A 9-8 D   A 4 + 1 = 5, D 0 + offensive 1 + defensive 1 = 2
"""

import re

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import game_points, pair_round

from .helpers import bye, event, game, players, table

S13 = catalog.season("s13")
PLAYERS = players("A", "B", "C", "D", "E")
ROUNDS_1_2 = [
    bye(1, "E"),
    game(1, "A", "B", 7, 6, 200, 180),
    game(1, "C", "D", 3, 1, 150, 100),
    bye(2, "D"),
    game(2, "A", "C", 2, 2, 100, 100),
    game(2, "E", "B", 5, 3, 200, 150),
]
ROUND3 = [
    bye(3, "B"),
    game(3, "E", "C", 1, 0, 250, 90),
    game(3, "A", "D", 9, 8, 120, 230),
]


def test_the_packs_examples():
    points = S13.tournament.points
    assert game_points(points, 4, 1)[0] == 4 and game_points(points, 1, 4)[0] == 0  # Exemple 1
    assert game_points(points, 7, 6)[0] == 5 and game_points(points, 6, 7)[0] == 2  # Exemple 2
    assert game_points(points, 5, 5) == (3, "tie", ("offensive",))
    assert game_points(points, 3, 3) == (2, "tie", ())  # no defensive bonus on a tie


def test_round_3_bye_and_rematch_avoidance():
    ev = event("s13", PLAYERS, ROUNDS_1_2)
    p = pair_round(ev, S13, 3)
    # After round 2: E 8, A 7, C 6, D 4 (bye taken), B 3. B is last and has had no bye: B sits out.
    assert p.bye == "B"
    assert {(t.a, t.b) for t in p.pairings} == {("E", "C"), ("A", "D")}
    [dev] = p.deviations
    assert dev.kind == "rematch"
    assert dev.pack == (("E", "A"), ("C", "D")) and dev.made == (("E", "C"), ("A", "D"))
    assert "already met (round 1)" in dev.text
    # strictly in pack order when the organizer turns avoidance off
    strict = pair_round(ev, S13, 3, avoid_rematches=False)
    assert {(t.a, t.b) for t in strict.pairings} == {("E", "A"), ("C", "D")} and not strict.deviations


def test_final_standings():
    ev = event("s13", PLAYERS, ROUNDS_1_2 + ROUND3)
    rows, st = table(ev)
    # TP:  A 5+2+5 = 12   B 2+1+3 = 6   C 4+2+1 = 7   D 1+3+2 = 6   E 3+5+4 = 12
    # OP raw:  A 7+2+9 = 18   B 6+3 = 9   C 3+2+0 = 5   D 1+8 = 9   E 5+1 = 6
    # B, D, E each had one bye (2 games of 3): B ceil(9 x 1.5) = 14, D 14, E ceil(6 x 1.5) = 9.
    # A and E tie on 12 TP: OP 18 beats 9.
    # B and D tie on 6 TP and 14 OP: VP rescaled for both: B (180+150) = 330 -> 495, D (100+230) = 330 -> 495.
    # Still tied: opponents' OP. B met A (18) and E (6) = 24; D met C (5) and A (18) = 23. B is 4th.
    # VP of A, C, E stay raw (no TP and OP tie): A 200+100+120 = 420, C 150+100+90 = 340, E 200+250 = 450.
    # Opponents' OP: A: B 9 + C 5 + D 9 = 23; C: D 9 + A 18 + E 6 = 33; E: B 9 + C 5 = 14.
    assert rows == [
        ("A", 1, 12, 18, 420, 23),
        ("E", 2, 12, 9, 450, 14),
        ("C", 3, 7, 5, 340, 33),
        ("B", 4, 6, 14, 495, 24),
        ("D", 5, 6, 14, 495, 23),
    ]
    by = st.by_player()
    assert by["E"].decided_by == "op" and by["D"].decided_by == "opp_op" and not by["D"].shared_rank
    assert by["B"].vp_rescaled and by["D"].vp_rescaled and not by["E"].vp_rescaled
    assert [r.tp for r in by["D"].history] == [1, 3, 2]
    assert [r.bonuses for r in by["D"].history] == [("defensive",), (), ("offensive", "defensive")]
    assert [r.result for r in by["B"].history] == ["loss", "loss", "bye"]


def test_the_bye_reading_is_shown_with_the_standings():
    # L278 prints the bye as 'une Victoire (d'une valeur de 3 Points de Tournoi)' while a Victoire is
    # worth 4 (L244): the standings, which rest on the 3, say so with the other reading; the pack lines stay
    # in the data (a player reading standings has no pack line numbers to look up).
    ev = event("s13", PLAYERS, ROUNDS_1_2 + ROUND3)
    _, st = table(ev)
    [line] = st.readings
    assert "3 TP" in line and "other reading: 4 TP" in line and "worth 4 TP in the pack's points table" in line
    assert not re.search(r"\bL\d", line)
    assert st.lines()[-1] == line and st.to_json()["readings"] == [line]
    # No bye given yet: nothing rests on it.
    _, first = table(event("s13", PLAYERS[:4], [game(1, "A", "B", 7, 6, 200, 180), game(1, "C", "D", 3, 1, 150, 100)]))
    assert first.readings == []
