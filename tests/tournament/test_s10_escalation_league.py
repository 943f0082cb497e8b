"""An S10 Escalation League played through its six rounds (pack L3393-3664), worked by hand.

Each round is checked against the format (its own mission at its own forces), each game is scored by the
tally engine from that round's mission, and pairings follow the pack's league order (L3347: rank by TP,
OP, VP, opponents' OP; first against second, third against fourth) with no rematch rule, which the pack
does not give. S10 TP (L223-227): won by 5 or more 3, won 2, tie 1, lost 0.

Four players a, b, c, d (registered in that order). Side A of each round's worked game wins it:

  round  mission (points)     worked game A-B (VP)     tables (side A first)
  1      league-round-1 (100)  8-1 (60/5)              a v b, d v c        (the organizer's draw)
  2      league-round-2 (120)  6-2 (65/50)             d v a, b v c        after 1: a, d, b, c
  3      league-round-3 (150)  6-4 (74/39)             a v d, c v b        after 2: d 5, a 3, b 2, c 0
  4      league-round-4 (200)  6-3 (110/49)            d v a, b v c        after 3: d, a (5 TP, 18 v 16 OP), b, c
  5      league-round-5 (250)  7-6 (130/64)            a v d, c v b        after 4: d 7, a 5, b 4, c 2
  6      league-round-6 (300)  7-4 (210/150)           a v d, b v c        after 5: d, a (7 TP, 30 v 26), b, c (4, 23 v 19)
"""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import tournament_points
from its_desktop.domain.tournament import EventError, compute_standings, pair_round, parse_event
from its_desktop.domain.tournament.organizer import allowed_scenarios, check_round, extras_rounds, round_points
from tests.tally.helpers import game, play, slots

S10 = catalog.season("s10")
EXTRAS = ["escalation_league"]
PLAYERS = [{"id": p, "name": p.upper()} for p in "abcd"]

WORKED = {  # round → (mission, points, tally inputs); side A wins
    1: ("s10/league-round-1", 100, dict(a={"killed-army-points": game(95)}, b={"killed-army-points": game(40)},
                                        vp={"A": 60, "B": 5})),
    2: ("s10/league-round-2", 120, dict(a={"killed-army-points": game(70)}, b={"killed-army-points": game(55)},
                                        vp={"A": 65, "B": 50})),
    3: ("s10/league-round-3", 150, dict(a={"killed-army-points": game(111)}, b={"killed-army-points": game(76)},
                                        vp={"A": 74, "B": 39})),
    4: ("s10/league-round-4", 200, dict(a={"killed-army-points": game(49)}, b={"killed-army-points": game(90)},
                                        vp={"A": 110, "B": 49},
                                        classified={"A": slots(True, True), "B": slots(True, False)})),
    5: ("s10/league-round-5", 250, dict(a={"killed-army-points": game(186)}, b={"killed-army-points": game(120)},
                                        vp={"A": 130, "B": 64},
                                        classified={"A": slots(True, False), "B": slots(True, True)})),
    6: ("s10/league-round-6", 300, dict(a={"captured-antennas": game(2)}, b={"captured-antennas": game(1)},
                                        vp={"A": 210, "B": 150}, classified={"A": slots(True), "B": slots(True)})),
}
TABLES = {1: [("a", "b"), ("d", "c")], 2: [("d", "a"), ("b", "c")], 3: [("a", "d"), ("c", "b")],
          4: [("d", "a"), ("b", "c")], 5: [("a", "d"), ("c", "b")], 6: [("a", "d"), ("b", "c")]}
# by hand in each round's test (round 4: A kills 49, below the first band, so 0 + 2 + 4 = 6)
SCORES = {1: (8, 1), 2: (6, 2), 3: (6, 4), 4: (6, 3), 5: (7, 6), 6: (7, 4)}


def event(games):
    return parse_event({"season": "s10", "extras": EXTRAS, "players": PLAYERS, "games": games})


def played(rnd):
    mission, points, inputs = WORKED[rnd]
    s, _ = play(mission, points, **inputs)
    return s


def test_six_rounds_each_with_its_mission_and_forces():
    assert extras_rounds(S10, EXTRAS) == 6  # L3395 'will only have six Rounds'
    used = {}
    for rnd, (mission, points, _) in WORKED.items():
        assert [c.id for c in allowed_scenarios(S10, EXTRAS, rnd=rnd)] == [mission]
        assert round_points(S10, EXTRAS, rnd) == [points]
        check_round(S10, EXTRAS, rnd, mission, points, used)
        used[rnd] = mission
    with pytest.raises(EventError) as err:
        check_round(S10, EXTRAS, 7, "s10/supremacy", 300, used)
    assert err.value.field == "round" and "6 rounds" in str(err.value)


def test_league_played_round_by_round():
    games = []
    for rnd in range(1, 7):
        if rnd > 1:
            pairing = pair_round(event(games), S10, rnd, avoid_rematches=False)
            assert [{t.a, t.b} for t in pairing.pairings] == [set(p) for p in TABLES[rnd]], rnd
            assert pairing.bye is None
        score = played(rnd)
        assert (score.op("A"), score.op("B")) == SCORES[rnd]
        tp = tournament_points(S10, score.op("A"), score.op("B"))
        mission, points, inputs = WORKED[rnd]
        for table, (side_a, side_b) in enumerate(TABLES[rnd], 1):
            games.append({"round": rnd, "table": table, "a": side_a, "b": side_b, "op_a": score.op("A"),
                          "op_b": score.op("B"), "vp_a": inputs["vp"]["A"], "vp_b": inputs["vp"]["B"]})
        assert tp[0] > tp[1]
    with pytest.raises(EventError):
        pair_round(event(games), S10, 7)  # past the six rounds
    st = compute_standings(event(games), S10)
    rows = [(r.player, r.rank, r.tp, r.op, r.vp, r.opp_op) for r in st.rows]
    # a: TP 3+0+2+0+2+2 = 9, OP 8+2+6+3+7+7 = 33, VP 60+50+74+49+130+210 = 573, opponents b 30 + d 34 = 64
    # d: TP 3+2+0+2+0+0 = 7, OP 8+6+4+6+6+4 = 34, VP 60+65+39+110+64+150 = 488, opponents c 23 + a 33 = 56
    # b: TP 0+2+0+2+0+2 = 6, OP 1+6+4+6+6+7 = 30, VP 5+65+39+110+64+210 = 493, opponents a 33 + c 23 = 56
    # c: TP 0+0+2+0+2+0 = 4, OP 1+2+6+3+7+4 = 23, VP 5+50+74+49+130+150 = 458, opponents d 34 + b 30 = 64
    assert rows == [("a", 1, 9, 33, 573, 64), ("d", 2, 7, 34, 488, 56), ("b", 3, 6, 30, 493, 56),
                    ("c", 4, 4, 23, 458, 64)]


def test_a_round_out_of_order_is_refused_with_the_pack_sentence():
    with pytest.raises(EventError) as err:
        check_round(S10, EXTRAS, 1, "s10/league-round-1", 400, {})
    assert err.value.field == "points"
    assert str(err.value) == ("points: round 1 of the Escalation League is played at 100 points, got 400 "
                              "(L3413 ROUND ONE; L3430 'SIDE A: 100 points.')")
    with pytest.raises(EventError) as err:
        check_round(S10, EXTRAS, 6, "s10/supremacy", 300, {})
    assert err.value.field == "scenario" and "its own mission, s10/league-round-6" in str(err.value)
    with pytest.raises(EventError) as err:  # the league missions are not ITS scenarios for a tournament
        check_round(S10, [], 1, "s10/league-round-1", 100, {})
    assert err.value.field == "scenario"


def test_odd_league_round_one_bye_goes_to_the_last_player_to_arrive():
    # L3355 'In the first league round, the last player to arrive will be the one to take a bye.'
    five = PLAYERS + [{"id": "e", "name": "E"}]
    for seed in range(12):
        for extras in (["escalation_league"], ["league"]):
            ev = parse_event({"season": "s10", "extras": extras, "players": five, "games": []})
            assert pair_round(ev, S10, 1, seed=seed).bye == "e"
    # A tournament draws it (L257): over a dozen seeds more than one player gets it.
    ev = parse_event({"season": "s10", "players": five, "games": []})
    assert len({pair_round(ev, S10, 1, seed=seed).bye for seed in range(12)}) > 1


def test_final_op_of_a_bye_player_is_rescaled_to_the_six_rounds():
    # L3359-3365: the bye player's OP x the league's rounds / rounds played, rounded up. The Escalation League
    # has six rounds (the text's 8 and 7 are the eight-round league's): e took the round-1 bye and scored
    # 5 + 6 + 4 + 7 + 5 = 27 OP in five games → ceil(27 x 6 / 5) = ceil(32.4) = 33.
    five = PLAYERS + [{"id": "e", "name": "E"}]

    def g(rnd, a, b, op_a, op_b):
        return {"round": rnd, "a": a, "b": b, "op_a": op_a, "op_b": op_b, "vp_a": 50, "vp_b": 40}

    games = [{"round": 1, "bye": "e"}, g(1, "a", "b", 5, 3), g(1, "c", "d", 4, 4),
             {"round": 2, "bye": "d"}, g(2, "e", "a", 5, 2), g(2, "b", "c", 3, 3),
             {"round": 3, "bye": "c"}, g(3, "e", "b", 6, 1), g(3, "a", "d", 2, 2),
             {"round": 4, "bye": "b"}, g(4, "e", "c", 4, 4), g(4, "a", "d", 6, 0),
             {"round": 5, "bye": "a"}, g(5, "e", "d", 7, 3), g(5, "b", "c", 1, 5),
             {"round": 6, "bye": "b"}, g(6, "e", "a", 5, 5), g(6, "c", "d", 2, 2)]
    st = compute_standings(parse_event({"season": "s10", "extras": EXTRAS, "players": five, "games": games}), S10)
    e = st.by_player()["e"]
    assert (e.op_raw, e.op, e.op_rescaled) == (27, 33, True)
    # b had two byes (an odd league of six rounds cannot avoid it) and 4 games: 3 + 3 + 1 + 1 = 8 → 8 x 6 / 4 = 12.
    b = st.by_player()["b"]
    assert (b.op_raw, b.op) == (8, 12)
