"""Games worked by hand from the pack text, for what had never been worked: the Panic Room plague at
the end of the game (through a round-3 snapshot, which would not score before), the league's bye
rescale (OP x 8 / rounds played), a Retreat! and a time ending, INTELCOM Support and Control on the
table, and the S10 Supremacy Classified point "only if below 10". Each expected value cites its line.
"""

from __future__ import annotations

import math

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import from_table, table_intelcom, tournament_points
from its_desktop.domain.tally.settle import settle
from its_desktop.domain.tournament import compute_standings, parse_event

from .helpers import R25, game, play, record, rounds, slots, table, trooper
from .test_record_shape import _export


def test_panic_room_the_plague_kills_at_the_end_of_round_3():
    # S16 Panic Room at 300 (48 x 48 in). L2437 'At the end of the third Game Round any Trooper inside a
    # Biotechvore Plague Area is automatically Killed'; L2443 in round 3 it 'extends 12 inches from each
    # edge of the table'; L2455 troopers in Silhouette contact with a Biotechvore Antenna are not affected.
    m = catalog.mission("s16/panic-room", 300)
    antenna = next(mk for mk in m.markers if mk.id == "biotechvore-antenna-1")
    touch = R25 + antenna.radius(m.unit_mm) - 0.01  # bases overlapping by a hair: in contact
    troopers = [
        trooper("a1", "A", 24, 22, 30, roles=["lieutenant"]),  # in the Panic Room (L2411: 8 x 8 in at the centre)
        trooper("a2", "A", 5, 5, 20),                          # 5 in from two edges: in the plague, killed
        trooper("a3", "A", antenna.x + touch, antenna.y, 15),  # in contact with an antenna: spared (L2455)
        trooper("b1", "B", 24, 31, 25),                        # outside the room, outside the plague
        trooper("b2", "B", 40, 44, 40),                        # 4 in from the B edge: killed
    ]
    snapshot = {"format": "itstable", "version": 1, "mission": "s16/panic-room", "points": 300, "round": 3,
                "troopers": troopers, "markers": []}
    s = settle(_export(m, snapshot, []))
    killed = [n for n in s.notes if n.endswith("is killed")]
    assert len(killed) == 2 and any("(A)" in n for n in killed) and any("(B)" in n for n in killed)
    assert any("is spared" in n and "in contact with" in n for n in s.notes)
    # Surviving VP: A 30 + 15 = 45, B 25. L2381 more Victory Points: 3 OP to A.
    assert s.record.vp == {"A": 45, "B": 25}
    a, b = s.score.players["A"], s.score.players["B"]
    assert a.line("more-vp").op == 3 and b.line("more-vp").op == 0
    # Round 3: L2379 A dominates the Panic Room (1 OP); L2380 A's Lieutenant (Essential Personnel, L2423)
    # is inside it (1 OP). Rounds 1 and 2 were not recorded: nothing there.
    assert a.line("dominate-room").op == 1 and a.line("essential-personnel-inside").op == 1
    assert (s.score.op("A"), s.score.op("B")) == (5, 0)
    # S16 L263-268: a Victory is 4 TP, +1 for 5 OP or more; the Defeat by 5 has no bonus.
    assert (s.tp["A"], s.tp["B"]) == (5, 0)


def test_the_leagues_bye_player_op_times_8_over_the_rounds_played():
    # S10 ITS League (L3335: 8 league rounds). L3359-3365: add up the OP, multiply by 8, divide by the league
    # rounds played ('should be 7') and round up; ties: the same with the VP. Five players, one bye a round.
    names = "abcde"
    byes = "eabcdabc"  # e's bye in round 1: 7 games
    games, op_e, vp_e = [], [3, 5, 4, 6, 2, 7, 2], 0
    for rnd, out in enumerate(byes, start=1):
        rest = [p for p in names if p != out]
        pairs = [(rest[0], rest[1 + (rnd % 3)]), tuple(p for p in rest[1:] if p != rest[1 + (rnd % 3)])]
        games.append({"round": rnd, "bye": out})
        for i, (x, y) in enumerate(pairs):
            op_x = op_e.pop(0) if x == "e" else 3
            op_y = op_e.pop(0) if y == "e" else 3
            vp_e += 50 if "e" in (x, y) else 0
            games.append({"round": rnd, "table": i + 1, "a": x, "b": y, "op_a": op_x, "op_b": op_y,
                          "vp_a": 50, "vp_b": 50})
    ev = parse_event({"season": "s10", "extras": ["league"], "players": [{"id": p, "name": p.upper()} for p in names],
                      "games": games})
    st = compute_standings(ev, catalog.season("s10"))
    e = st.by_player()["e"]
    assert (e.games, e.byes) == (7, 1) and st.rounds_planned == 8
    # 3 + 5 + 4 + 6 + 2 + 7 + 2 = 29 OP in 7 games: 29 x 8 / 7 = 33.14… → 34.
    assert e.op_raw == 29 and e.op == math.ceil(29 * 8 / 7) == 34 and e.op_rescaled


def test_a_retreat_ends_the_game_and_scores_completed_rounds_only():
    # S16 Supremacy at 300 (L2790 'If one of the players starts their Active Turn in a Retreat! situation,
    # the game will end at the end of that Turn'). A Retreat! in round 3: round 3 is not completed, so the
    # quadrants of rounds 1-2 count (L2677 more quadrants 2 OP, L2678 as many 1), the consoles (L2679, end
    # of the game, 1 OP each) as the table stands, and A's accomplished Classified 1 OP.
    s, _ = play("s16/supremacy", 300, {"more-quadrants": rounds(3, 2), "hacked-consoles": game(2)},
                {"more-quadrants": rounds(1, 2), "hacked-consoles": game(1)}, rounds=2, end="retreat",
                classified={"A": slots(True), "B": slots(False)})
    a, b = s.players["A"], s.players["B"]
    assert [st.op for st in a.line("more-quadrants").steps] == [2, 0]  # round 1 more; round 2 the same
    assert [st.op for st in b.line("same-quadrants").steps if not st.dropped] == [0, 1]
    assert (s.op("A"), s.op("B")) == (2 + 1 + 2 + 1, 1 + 1)
    with pytest.raises(StateError, match="round 3 was not completed"):
        play("s16/supremacy", 300, {"more-quadrants": rounds(3, 2, 2)}, rounds=2, end="retreat")


def test_time_called_in_round_2_scores_round_1_and_the_game():
    # The same game with time called during round 2: one round completed.
    s, _ = play("s16/supremacy", 300, {"more-quadrants": rounds(3), "hacked-consoles": game(2)},
                {"more-quadrants": rounds(1), "hacked-consoles": game(1)}, rounds=1, end="time",
                classified={"A": slots(False), "B": slots(False)})
    assert (s.op("A"), s.op("B")) == (2 + 2, 1)
    assert tournament_points(catalog.season("s16"), 4, 1) == (4, 0)  # S16 L263-268: Victory 4; lost by 3


def test_support_and_control_decides_domination_on_the_table():
    # S10 Quadrant Control at 300 (48 x 48). A: 20 points in quadrant-a-left; B: 25 points there. B dominates.
    # A renounced the Classified for an INTELCOM card in Support and Control mode, value 8, on that quadrant:
    # L2356 'the player can add the value of the Support and Control Card to the total Army Points he has in
    # the Zone of Operations (ZO) of his choosing' (A has a trooper there): A 28 against 25, A dominates.
    troopers = [trooper("a1", "A", 6, 6, 20), trooper("b1", "B", 8, 8, 25)]
    m, state, plain = table("s10/quadrant-control", 300, troopers)
    objective = next(o.id for o in m.scenario.scoring if o.measure.type == "zones_dominated")
    assert from_table(m, plain, "A")[objective] < from_table(m, plain, "B")[objective]
    rec = record("s10/quadrant-control", 300, classified={"A": slots(False, intelcom=True)},
                 intelcom={"A": {"mode": "support_and_control", "value": 8, "zone": "quadrant-a-left"}})
    _, _, carded = table("s10/quadrant-control", 300, troopers,
                         intelcom={p: {"zone": z, "value": v} for p, (z, v) in table_intelcom(rec).items()})
    assert from_table(m, carded, "A")[objective] > from_table(m, carded, "B")[objective]


def test_s10_supremacy_classified_only_below_ten():
    # S10 Supremacy at 300: L2803 more quadrants 1 OP a round (3), L2804 consoles 1 each up to 3, L2805
    # Multiscanner 1, L2906 Xenotech in a dominated quadrant 1 more a round (3): 10 OP. L2809 the Classified
    # gives '1 Objective Point only if the player has less than 10 Objective Points': 0 here, 10 in all.
    a = {"more-quadrants": rounds(3, 3, 3), "hacked-consoles": game(3), "multiscanner-placed": game(True),
         "placed-xenotech": rounds(True, True, True)}
    b = {"more-quadrants": rounds(1, 1, 1), "hacked-consoles": game(0), "multiscanner-placed": game(False),
         "placed-xenotech": rounds(False, False, False)}
    s, _ = play("s10/supremacy", 300, a, b, classified={"A": slots(True), "B": slots(True)})
    assert s.players["A"].objectives_op == 10 and s.players["A"].classified_op == 0 and s.op("A") == 10
    assert "counts only below 10" in s.players["A"].classified[0].explanation
    assert s.players["B"].classified_op == 1  # B is far below 10: the Classified counts


@pytest.mark.parametrize(("a", "b", "op", "tp"), [
    # L1030 more 2 OP; L1031 as many 1 OP (only from 1); L1032 1 OP each up to 8. No Classified (count 0).
    (5, 5, (1 + 5, 1 + 5), (2 + 1, 2 + 1)),  # S13 L243-248: Égalité 2, Bonus Offensif +1 (5 OP or more)
    (9, 3, (2 + 8, 3), (4 + 1, 0)),          # A capped at 8; B lost by 7: no bonus
    (4, 3, (2 + 4, 3), (4 + 1, 0)),          # A 6 OP: Victoire + offensive; B lost by 3: no defensive bonus
    (0, 0, (0, 0), (2, 2)),                  # "as many" needs at least 1: nothing, a 0-0 Égalité
])
def test_s13_countermeasures(a, b, op, tp):
    s, m = play("s13/countermeasures", 300, decks={"A": {"active-mission-objectives": a},
                                                   "B": {"active-mission-objectives": b}})
    assert (s.op("A"), s.op("B")) == op
    assert tournament_points(m.season, *op) == tp
