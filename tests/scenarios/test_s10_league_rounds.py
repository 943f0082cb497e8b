"""S10 Escalation League Rounds One to Six (pack L3413-3664), numbers written from the pack text, and one
worked game per round scored by the tally engine."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import UnknownMission
from tests.tally.helpers import game, play, slots

from .helpers import at, bounds, positions

ROUNDS = {1: 100, 2: 120, 3: 150, 4: 200, 5: 250, 6: 300}  # FORCES 'SIDE A: 100 points.' … 'Side A: 300 points'


def rid(n):
    return f"s10/league-round-{n}"


def bands(n, oid):
    objective = next(o for o in at(rid(n), ROUNDS[n]).scenario.scoring if o.id == oid)
    return [(b.min, b.max, b.op) for b in objective.bands_at(ROUNDS[n])]


def ops(score, player):
    return {li.objective: li.op for li in score.players[player].lines}


@pytest.mark.parametrize(("n", "points"), ROUNDS.items())
def test_each_round_is_played_at_its_own_forces_only(n, points):
    assert catalog.sizes(rid(n)) == [points]
    sc = catalog.scenario(rid(n))
    assert sc.section == "league"
    # 'a standard Deployment Zone 12 inches deep' (L3436, L3477, L3516, L3559, L3594, L3630), 48 x 48 table.
    assert bounds(rid(n), points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(rid(n), points, "deployment-b") == (0, 36, 48, 48)
    assert catalog.mission(rid(n), points).max_op() == 10


def test_another_size_is_refused():
    with pytest.raises(UnknownMission) as err:
        catalog.mission(rid(1), 400)
    assert "400 is not a game size of s10/league-round-1 (100)" in str(err.value)


@pytest.mark.parametrize(("n", "killed", "survived"), [
    # L3419-3424: 30-50 → 1, 51-80 → 3, 'more than 90 … but less than their total value' → 5 (91-99 of 100);
    # survival 30-50 / 51-80 / more than 90. No whole number may fall between bands: 81-90 goes with the
    # middle band, which ends at the next line's 'more than' number (flagged).
    (1, [(30, 50, 1), (51, 90, 3), (91, 99, 5)], [(30, 50, 1), (51, 90, 3), (91, None, 5)]),
    # L3460-3465: 30-60 / 61-90 / more than 90 (less than 120); survival 30-60 / '51 and 60' read 61-90 / > 90.
    (2, [(30, 60, 1), (61, 90, 3), (91, 119, 5)], [(30, 60, 1), (61, 90, 3), (91, None, 5)]),
    # L3499-3504: 35-75 / 76-110 / more than 110.
    (3, [(35, 75, 1), (76, 110, 3), (111, None, 5)], [(35, 75, 1), (76, 110, 3), (111, None, 5)]),
    # L3538-3543: 50-100 → 1 / 101-150 → 2 / 'more than 151' → 3, read as the survival line's 'more than
    # 150' so that 151 falls in a band (flagged).
    (4, [(50, 100, 1), (101, 150, 2), (151, None, 3)], [(50, 100, 1), (101, 150, 2), (151, None, 3)]),
    # L3573-3578: 60-125 / 126-185 / more than 185 → 1 / 2 / 3.
    (5, [(60, 125, 1), (126, 185, 2), (186, None, 3)], [(60, 125, 1), (126, 185, 2), (186, None, 3)]),
])
def test_bands(n, killed, survived):
    assert bands(n, "killed-army-points") == killed
    assert bands(n, "surviving-army-points") == survived


def test_the_pack_typos_and_gaps_are_flagged():
    sc = at(rid(2), 120).scenario
    survive = next(o for o in sc.scoring if o.id == "surviving-army-points").bands_at(120)
    assert "51 and 60" in survive[1].inferred.en and survive[0].inferred is None
    kill4 = next(o for o in at(rid(4), 200).scenario.scoring if o.id == "killed-army-points").bands_at(200)
    assert "151" in kill4[2].inferred.en


@pytest.mark.parametrize(("n", "no_lt", "no_adv", "classified", "retreat"), [
    (1, True, True, (0, 1), "no_quarter"),   # L3442 no Lieutenant, L3444 no Advanced Rules, L3450 no Retreat!
    (2, True, True, (0, 1), "no_quarter"),   # L3483, L3485, L3491
    (3, False, True, (0, 1), "no_quarter"),  # L3522 only the Advanced Rules; L3528
    (4, False, False, (2, 2), "no_quarter"),  # L3549 '2 Classified Objectives (worth 2 Objective Points each)'; L3565
    (5, False, False, (2, 2), "no_quarter"),  # L3584; L3606
    (6, False, False, (1, 1), "ends_game"),  # L3620 '1 Classified Objective (1 Objective Point)'; L3664
])
def test_special_conditions(n, no_lt, no_adv, classified, retreat):
    sc = catalog.scenario(rid(n))
    assert (sc.flags.no_lieutenant, sc.flags.no_advanced_rules) == (no_lt, no_adv)
    assert (sc.classified.count, sc.classified.op_each) == classified
    assert sc.flags.retreat == retreat
    assert sc.hvt.per_player == 1 and sc.hvt.secure_hvt == (classified[0] > 0)


def test_round_six_capturing_the_antennas():
    # L3638 one in the centre, one on each side 12 in from the centre and 24 in from the side edges.
    assert positions(rid(6), 300, "antenna") == [(24, 12), (24, 24), (24, 36)]
    sc = at(rid(6), 300).scenario
    (captured,) = sc.scoring
    # L3616 'For each Captured Antenna at the end of the game (3 Objective Points).'
    assert (captured.kind, captured.op, captured.cap, captured.when) == ("per_item", 3, 9, "game_end")
    assert (sc.deployment_bans[0].type, sc.deployment_bans[0].with_) == ("no_contact", ["antenna"])  # L3632


# -- one worked game per round -------------------------------------------------------------------
def test_round_one_game():
    # A kills 95 of B's 100 (91-99 → 5) and keeps 60 (51-80 → 3); B kills 40 (30-50 → 1), keeps 5 (→ 0).
    s, _ = play(rid(1), 100, a={"killed-army-points": game(95)}, b={"killed-army-points": game(40)},
                vp={"A": 60, "B": 5})
    assert ops(s, "A") == {"killed-army-points": 5, "surviving-army-points": 3}
    assert ops(s, "B") == {"killed-army-points": 1, "surviving-army-points": 0}
    assert (s.op("A"), s.op("B")) == (8, 1)


@pytest.mark.parametrize(("killed", "op"), [(85, 3), (100, 0), (90, 3), (91, 5), (80, 3)])
def test_round_one_gap_and_total_value(killed, op):
    # 81-90, between 'between 51 and 80' and 'more than 90' (L3420-3421), is read with the 3 OP band;
    # the whole 100-point force is not 'less than their total value'.
    s, _ = play(rid(1), 100, a={"killed-army-points": game(killed)})
    assert ops(s, "A")["killed-army-points"] == op


def test_round_two_game():
    # A kills 70 (61-90 → 3), keeps 65 (read 61-90 → 3); B kills 55 (30-60 → 1), keeps 50 (30-60 → 1).
    s, _ = play(rid(2), 120, a={"killed-army-points": game(70)}, b={"killed-army-points": game(55)},
                vp={"A": 65, "B": 50})
    assert (s.op("A"), s.op("B")) == (6, 2)


def test_round_three_game():
    # A kills 111 (more than 110 → 5), keeps 74 (35-75 → 1); B kills 76 (76-110 → 3), keeps 39 (35-75 → 1).
    s, _ = play(rid(3), 150, a={"killed-army-points": game(111)}, b={"killed-army-points": game(76)},
                vp={"A": 74, "B": 39})
    assert (s.op("A"), s.op("B")) == (6, 4)


def test_round_four_game():
    # A kills 151 ('more than 151', read as the survival line's 'more than 150': 3), keeps 110 (101-150
    # → 2), 2 Classified → 4: 9. B kills 90 (50-100 → 1), keeps 49 (below 50 → 0), 1 Classified → 2: 3.
    s, _ = play(rid(4), 200, a={"killed-army-points": game(151)}, b={"killed-army-points": game(90)},
                vp={"A": 110, "B": 49}, classified={"A": slots(True, True), "B": slots(True, False)})
    assert ops(s, "A") == {"killed-army-points": 3, "surviving-army-points": 2}
    assert (s.op("A"), s.op("B")) == (9, 3)


def test_round_five_game():
    # A kills 186 (→ 3), keeps 130 (126-185 → 2), 1 Classified (2): 7.  B kills 120 (60-125 → 1), keeps 64
    # (→ 1), 2 Classified (4): 6.
    s, _ = play(rid(5), 250, a={"killed-army-points": game(186)}, b={"killed-army-points": game(120)},
                vp={"A": 130, "B": 64}, classified={"A": slots(True, False), "B": slots(True, True)})
    assert (s.op("A"), s.op("B")) == (7, 6)


def test_round_six_game():
    # A holds 2 antennas (2 x 3) + 1 Classified (1): 7.  B holds 1 (3) + Secure HVT in its slot (1): 4.
    s, _ = play(rid(6), 300, a={"captured-antennas": game(2)}, b={"captured-antennas": game(1)},
                vp={"A": 210, "B": 150},
                classified={"A": slots(True), "B": [{"name": "Secure HVT", "fulfilled": True, "secure_hvt": True}]})
    assert ops(s, "A") == {"captured-antennas": 6}
    assert (s.op("A"), s.op("B")) == (7, 4)
