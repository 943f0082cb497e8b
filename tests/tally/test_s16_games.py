"""A worked game for every Season 16 scenario, scored from the pack's own objective lines.

Each test quotes the objective lines (line numbers Lnnn of the ITS Season 16 mission pack as text) and
adds the Objective Points up by hand in its comments; the engine must agree line by line.
"""

import pytest

from its_desktop.domain.table import StateError

from .helpers import game, play, rounds, slots


def ops(score, player):
    return {li.objective: li.op for li in score.players[player].lines}


# -- ITS scenarios ---------------------------------------------------------------------------------
def test_acquisition_with_secure_hvt():
    # L775 2 OP per Activated Antenna; L776 1 OP per Controlled Antenna; L777 Tech-Coffin 3 OP;
    # L781 1 Classified (1 OP) — Secure HVT may stand in for it.
    s, _ = play(
        "s16/acquisition", 300,
        a={"activated-antennas": game(2), "controlled-antennas": game(1), "controlled-tech-coffin": game(0)},
        b={"activated-antennas": game(0), "controlled-antennas": game(1), "controlled-tech-coffin": game(1)},
        classified={"A": [{"name": "Secure HVT", "fulfilled": True, "secure_hvt": True}], "B": slots(True)},
    )
    # A: 2×2 + 1×1 + 0 + Secure HVT 1 = 6.   B: 0 + 1 + 3 + 1 = 5.
    assert ops(s, "A") == {"activated-antennas": 4, "controlled-antennas": 1, "controlled-tech-coffin": 0}
    assert s.players["A"].classified[0].name == "Secure HVT" and s.players["A"].classified_op == 1
    assert (s.op("A"), s.op("B")) == (6, 5)
    assert s.complete


def test_b_pong_round_by_round():
    # L898 beacon totally inside the enemy half at the end 2 OP; L899 control the beacon each round 1 OP;
    # L900 control at least one console each round 1 OP; L904 2 Classified.
    s, _ = play(
        "s16/b-pong", 300,
        a={"beacon-in-enemy-half": game(1), "controlled-beacon": rounds(1, 0, 1),
           "controlled-console": rounds(1, 0, 2)},
        b={"beacon-in-enemy-half": game(0), "controlled-beacon": rounds(0, 1, 0),
           "controlled-console": rounds(1, 1, 0)},
        classified={"A": slots(True, True), "B": slots(True, False)},
    )
    # A: 2 + (1+0+1) + (1+0+1: "at least one") + 2 = 8.   B: 0 + 1 + (1+1+0) + 1 = 4.
    assert ops(s, "A") == {"beacon-in-enemy-half": 2, "controlled-beacon": 2, "controlled-console": 2}
    assert (s.op("A"), s.op("B")) == (8, 4)


def test_biotechvore_at_350_with_275_surviving():
    # L1037 more Classified 2 OP; L1038 more Army Points killed 2 OP; L1041-1043 surviving VP at 350:
    # 85-175 → 1, 176-274 → 2, "more than 275" → 3 (exactly 275: read as the 2 OP band's end, as in
    # every other column); L1047 3 Classified.
    s, _ = play(
        "s16/biotechvore", 350,
        a={"more-killed": game(180)}, b={"more-killed": game(70)},
        vp={"A": 275, "B": 160},
        classified={"A": slots(True, True, False), "B": slots(True, False, False)},
    )
    # A: 2 (2 classified to 1) + 2 (180 > 70) + 2 (275: 176-275) + 2 = 8.   B: 0 + 0 + 1 + 1 = 2.
    assert ops(s, "A") == {"more-classified": 2, "more-killed": 2, "surviving-vp": 2}
    assert ops(s, "B")["surviving-vp"] == 1
    assert (s.op("A"), s.op("B")) == (8, 2)


def test_capture_and_protect_with_provisions_below_ten():
    # L1113 Enemy Beacon Captured each round 2 OP; L1114 captured in own DZ at the end 2 OP;
    # L1115 own beacon not captured 1 OP; L1119 1 Classified; L1209 Provisions: +1 per card with the
    # symbol "only if the player has less than 10".
    s, _ = play(
        "s16/capture-and-protect", 300,
        a={"enemy-beacon-captured": rounds(0, 1, 1), "enemy-beacon-in-own-deployment": game(1),
           "own-beacon-not-captured": game(0)},
        b={"enemy-beacon-captured": rounds(0, 0, 0), "enemy-beacon-in-own-deployment": game(0),
           "own-beacon-not-captured": game(1)},
        classified={"A": slots(True, symbol="provisions"), "B": slots(True, symbol=True)},
    )
    # A: (0+2+2) + 2 + 1 (nobody captured A's beacon: "none") + 1 = 8, +1 Provisions = 9.
    # B: 0 + 0 + 0 (A holds B's beacon) + 1 = 1, +1 Provisions = 2.
    assert ops(s, "A")["own-beacon-not-captured"] == 1 and ops(s, "B")["own-beacon-not-captured"] == 0
    assert s.players["A"].intelcom_op == 1
    assert (s.op("A"), s.op("B")) == (9, 2)


def test_capture_and_protect_refuses_secure_hvt():
    # L1205 "the HVT Model and Secure HVT rules are not applied".
    with pytest.raises(StateError) as err:
        play("s16/capture-and-protect", 300, classified={"A": [{"fulfilled": True, "secure_hvt": True}]})
    assert err.value.field == "classified.A[0].secure_hvt"


def test_countermeasures_capped_at_eight():
    # L1233 more CMO 2 OP; L1234 same number 1 OP (only from 1); L1235 1 OP each, "up to a maximum of 8".
    s, _ = play("s16/countermeasures", 300, decks={"A": {"current-mission-objectives": 9},
                                                   "B": {"current-mission-objectives": 4}})
    # A: 2 (9 > 4) + min(9, 8) = 10.   B: 0 + 4 = 4.
    assert ops(s, "A") == {"more-cmo": 2, "same-cmo": 0, "cmo-accomplished": 8}
    assert s.players["A"].line("cmo-accomplished").capped
    assert (s.op("A"), s.op("B")) == (10, 4)
    tie, _ = play("s16/countermeasures", 300, decks={"A": {"current-mission-objectives": 3},
                                                     "B": {"current-mission-objectives": 3}})
    assert (tie.op("A"), tie.op("B")) == (4, 4)  # same 1 + 3 each
    nil, _ = play("s16/countermeasures", 300, decks={"A": {"current-mission-objectives": 0},
                                                     "B": {"current-mission-objectives": 0}})
    assert (nil.op("A"), nil.op("B")) == (0, 0)  # the same, but "only if at least 1"


def test_decapitation():
    # L1343 more Army Points killed 3; L1344 same Lieutenants killed 2 (only from 1); L1345 more
    # Lieutenants 3; L1346 2 OP per Designated Target killed (two enemy HVTs: at most 4).
    s, _ = play(
        "s16/decapitation", 300,
        a={"more-army-points-killed": game(150), "more-lieutenants-killed": game(1),
           "designated-targets-killed": game(2)},
        b={"more-army-points-killed": game(120), "more-lieutenants-killed": game(1),
           "designated-targets-killed": game(1)},
    )
    # A: 3 + same 2 + 0 + 2×2 = 9.   B: 0 + 2 + 0 + 2 = 4. The "same" line reads the shared count.
    assert ops(s, "A") == {"more-army-points-killed": 3, "more-lieutenants-killed": 0,
                           "same-lieutenants-killed": 2, "designated-targets-killed": 4}
    assert (s.op("A"), s.op("B")) == (9, 4)


def test_evacuation():
    # L1446 1 OP per Extracted Civilian; L1447 2 OP per Extracted enemy HVT; L1451 2 Classified.
    s, _ = play(
        "s16/evacuation", 300,
        a={"extracted-civilians": game(3), "extracted-enemy-hvt": game(1)},
        b={"extracted-civilians": game(1), "extracted-enemy-hvt": game(2)},
        classified={"A": slots(True, True), "B": slots(False, False)},
    )
    # A: 3 + 2 + 2 = 7.   B: 1 + 4 + 0 = 5.
    assert (s.op("A"), s.op("B")) == (7, 5)


def test_firefight():
    # L1553-1556 more Specialists 2, more Lieutenants 2, more Army Points 2, more panoply items 1;
    # L1560 3 Classified.
    s, _ = play(
        "s16/firefight", 300,
        a={"more-specialists-killed": game(3), "more-lieutenants-killed": game(1),
           "more-army-points-killed": game(100), "more-panoply-items": game(2)},
        b={"more-specialists-killed": game(3), "more-lieutenants-killed": game(0),
           "more-army-points-killed": game(140), "more-panoply-items": game(2)},
        classified={"A": slots(True, True, True), "B": slots(True, False, False)},
    )
    # A: 0 (3 = 3) + 2 + 0 + 0 + 3 = 5.   B: 0 + 0 + 2 + 0 + 1 = 3.
    assert (s.op("A"), s.op("B")) == (5, 3)


def test_frostbyte():
    # L1686 more Army Points killed 2; L1687 dominate the Exclusion Zone 3; L1688 as many Active
    # Heating Units 2 (only from 1); L1689 more Active Heating Units 3; L1693 2 Classified.
    s, _ = play(
        "s16/frostbyte", 300,
        a={"more-killed": game(90), "dominate-exclusion": game(1), "more-heating-units": game(2)},
        b={"more-killed": game(60), "dominate-exclusion": game(0), "more-heating-units": game(1)},
        classified={"A": slots(True, False), "B": slots(True, True)},
    )
    # A: 2 + 3 + 3 + 1 = 9.   B: 0 + 0 + 0 + 2 = 2.
    assert (s.op("A"), s.op("B")) == (9, 2)
    same, _ = play("s16/frostbyte", 300, a={"more-heating-units": game(1)}, b={"more-heating-units": game(1)})
    assert ops(same, "A")["same-heating-units"] == 2 and ops(same, "B")["same-heating-units"] == 2


def test_frontline_with_an_intelcom_card():
    # L1862-1864 nearest Sector 1, central 2, farthest 3 (from your own Deployment Zone); L1868 4
    # Classified; Support and Control: the card gives up one Classified (its value goes to a ZO).
    s, _ = play(
        "s16/frontline", 300,
        a={"nearest-sector": game(0), "central-sector": game(1), "farthest-sector": game(1)},
        b={"nearest-sector": game(0), "central-sector": game(0), "farthest-sector": game(1)},
        classified={"A": slots(True, True, True) + [{"name": "card 4", "intelcom": True}],
                    "B": slots(True, True, False, False)},
        intelcom={"A": {"mode": "support_and_control", "value": 5, "zone": "sector-central"}, "B": None},
    )
    # A: 2 + 3 + 3 Classified (the fourth card is the INTELCOM card, 0) = 8.   B: 3 + 2 = 5.
    assert [c.op for c in s.players["A"].classified] == [1, 1, 1, 0]
    assert "INTELCOM" in s.players["A"].classified[3].explanation
    assert (s.op("A"), s.op("B")) == (8, 5)


def test_highly_classified_main_deck_and_secondary_worth_three():
    # L1961 more Main 3; L1962 same number 2 (only from 1); L1963 1 OP per Main; L1967 1 Secondary
    # worth 3 OP; L2001 Secure HVT may replace only the Secondary.
    s, _ = play(
        "s16/highly-classified", 300,
        decks={"A": {"main-classified": 3}, "B": {"main-classified": 2}},
        classified={"A": [{"name": "Secure HVT", "fulfilled": True, "secure_hvt": True}], "B": slots(True)},
    )
    # A: 3 + 3 + Secure HVT 3 = 9.   B: 0 + 2 + 3 = 5.
    assert ops(s, "A") == {"more-main": 3, "same-main": 0, "main-accomplished": 3}
    assert s.players["A"].classified_op == 3
    assert (s.op("A"), s.op("B")) == (9, 5)
    with pytest.raises(StateError) as err:  # the Main deck holds four objectives
        play("s16/highly-classified", 300, decks={"A": {"main-classified": 5}})
    assert err.value.field == "decks.A.main-classified"


def test_last_launch_same_specialists_needs_no_minimum():
    # L2060 more extracted AP 2; L2061 more extracted Specialists 2; L2062 more Specialists killed 2;
    # L2063 same number killed 1 (no "only if" clause); L2064 dominate the Tower 1; L2068 3 Classified.
    s, _ = play(
        "s16/last-launch", 300,
        a={"more-extracted-army-points": game(60), "more-extracted-specialists": game(1),
           "more-specialists-killed": game(0), "dominate-tower": game(1)},
        b={"more-extracted-army-points": game(45), "more-extracted-specialists": game(2),
           "more-specialists-killed": game(0), "dominate-tower": game(0)},
        classified={"A": slots(True, True, False), "B": slots(True, True, True)},
    )
    # A: 2 + 0 + 0 + 1 (0 = 0 counts here) + 1 + 2 = 6.   B: 0 + 2 + 0 + 1 + 0 + 3 = 6.
    assert ops(s, "A")["same-specialists-killed"] == 1
    assert (s.op("A"), s.op("B")) == (6, 6)


def test_mindwipe():
    # L2215 destroyed the enemy Rogue AI server 3; L2216 same number of servers 1 (only from 1);
    # L2217 more servers 2; L2218 own Rogue AI server not destroyed 2; L2219 none of your servers
    # destroyed 1; L2220 activate one console 1; L2224 1 Classified.
    s, _ = play(
        "s16/mindwipe", 300,
        a={"rogue-ai-destroyed": game(True), "more-servers-destroyed": game(2), "own-rogue-ai-intact": game(True),
           "no-own-server-destroyed": game(2), "console-activated": game(1)},
        b={"rogue-ai-destroyed": game(False), "more-servers-destroyed": game(1), "own-rogue-ai-intact": game(False),
           "no-own-server-destroyed": game(1), "console-activated": game(1)},
        classified={"A": slots(True), "B": slots(False)},
    )
    # A: 3 + 2 + 2 + 0 (only 2 of 3 servers intact) + 1 + 1 = 9.   B: 0 + 0 + 0 + 0 + 1 + 0 = 1.
    assert ops(s, "A")["no-own-server-destroyed"] == 0
    assert (s.op("A"), s.op("B")) == (9, 1)


def test_panic_room():
    # L2379 dominate the Panic Room each round 1; L2380 Essential Personnel inside each round 1;
    # L2381 more Victory Points at the end 3; L2385 1 Classified.
    s, _ = play(
        "s16/panic-room", 300,
        a={"dominate-room": rounds(1, 1, 0), "essential-personnel-inside": rounds(True, True, True)},
        b={"dominate-room": rounds(0, 0, 1), "essential-personnel-inside": rounds(False, True, True)},
        vp={"A": 180, "B": 150}, classified={"A": slots(False), "B": slots(True)},
    )
    # A: 2 + 3 + 3 + 0 = 8.   B: 1 + 2 + 0 + 1 = 4.
    assert (s.op("A"), s.op("B")) == (8, 4)


def test_supplies_with_counterespionage():
    # L2526 2 OP per Supply Box; L2527 more boxes 1; L2528 the adversary controls none 1; L2532 2
    # Classified; L2644 each fulfilled card with the symbol cancels one fulfilled card of the opponent.
    s, _ = play(
        "s16/supplies", 300,
        a={"controlled-boxes": game(2), "enemy-controls-none": game(0)},
        b={"controlled-boxes": game(0), "enemy-controls-none": game(2)},
        classified={"A": [{"name": "Sabotage", "fulfilled": True, "symbol": "counter"}, {"fulfilled": True}],
                    "B": [{"name": "Telemetry", "fulfilled": True, "symbol": "target"}, {"fulfilled": True}]},
    )
    # A: 4 + 1 + 1 + 2 = 8.   B: 0 + 0 + 0 + (2 − 1 cancelled) = 1.
    assert ops(s, "A") == {"controlled-boxes": 4, "more-boxes": 1, "enemy-controls-none": 1}
    assert [c.cancelled for c in s.players["B"].classified] == [True, False]
    assert (s.op("A"), s.op("B")) == (8, 1)


def test_supremacy_consoles_capped_and_exclusive_pairs():
    # L2677 more Quadrants each round 2; L2678 same number 1 (only from 1, read as each round);
    # L2679 1 OP per Hacked Console, "up to a maximum of 3"; L2683 1 Classified.
    s, _ = play(
        "s16/supremacy", 300,
        a={"more-quadrants": rounds(3, 2, 2), "hacked-consoles": game(4)},
        b={"more-quadrants": rounds(1, 2, 1), "hacked-consoles": game(2)},
        classified={"A": slots(True), "B": slots(False)},
    )
    # A: more 2+0+2, same 0+1+0 (only round 2), consoles min(4, 3) = 3, Classified 1 → 9.
    # B: more 0, same 1 (round 2), consoles 2, Classified 0 → 3.
    assert ops(s, "A") == {"more-quadrants": 4, "same-quadrants": 1, "hacked-consoles": 3}
    assert s.players["A"].line("hacked-consoles").capped
    assert (s.op("A"), s.op("B")) == (9, 3)


def test_supremacy_time_called_after_round_two():
    # Time is called after round 2: round objectives count for rounds 1 and 2 only; the end-of-game
    # consoles still count at the end of the game.
    s, _ = play(
        "s16/supremacy", 300, rounds=2, end="time", reached_round=3, reached_turn=1,
        a={"more-quadrants": rounds(3, 2), "hacked-consoles": game(2)},
        b={"more-quadrants": rounds(1, 2), "hacked-consoles": game(1)},
        classified={"A": slots(False), "B": slots(False)},
    )
    # A: 2 (round 1) + same 1 (round 2) + 2 = 5.   B: same 1 (round 2) + 1 = 2.
    assert (s.op("A"), s.op("B")) == (5, 2)
    assert [st.key for st in s.players["A"].line("more-quadrants").steps] == ["1", "2"]
    assert "round 3 not completed (time called)" in s.players["A"].line("more-quadrants").explanation
    with pytest.raises(StateError) as err:
        play("s16/supremacy", 300, rounds=2, end="time", a={"more-quadrants": rounds(3, 2, 2)})
    assert err.value.field == "values.A.more-quadrants.3"


def test_supremacy_provisions_only_below_ten():
    # L2784: the extra point only "if the player has less than 10 Objective Points".
    full, _ = play("s16/supremacy", 300, a={"more-quadrants": rounds(3, 3, 3), "hacked-consoles": game(3)},
                   b={"more-quadrants": rounds(1, 1, 1), "hacked-consoles": game(0)},
                   classified={"A": slots(True, symbol="provisions"), "B": slots(False)})
    # A: 6 + 3 + 1 = 10 already: no extra point.
    assert full.players["A"].intelcom_op == 0 and full.op("A") == 10
    assert "already has 10" in full.players["A"].notes[0]
    below, _ = play("s16/supremacy", 300, a={"more-quadrants": rounds(3, 3, 1), "hacked-consoles": game(3)},
                    b={"more-quadrants": rounds(1, 1, 1), "hacked-consoles": game(0)},
                    classified={"A": slots(True, symbol="provisions"), "B": slots(False)})
    # A: 2+2+0 (round 3 is 1 to 1: same 1) = 5, + 3 + 1 = 9, +1 Provisions = 10.
    assert below.players["A"].intelcom_op == 1 and below.op("A") == 10


def test_the_armory_round_three_and_game_end_both_fire():
    # L2808 dominate the Armory each round 2; L2809 at the end 1; L2810 more panoply items 2;
    # L2814 1 Classified (here renounced as the Support and Control card).
    s, _ = play(
        "s16/the-armory", 300,
        a={"dominate-armory-round": rounds(1, 0, 1), "dominate-armory-end": game(1), "more-panoply-items": game(3)},
        b={"dominate-armory-round": rounds(0, 1, 0), "dominate-armory-end": game(0), "more-panoply-items": game(1)},
        classified={"A": [{"intelcom": True}], "B": slots(True)},
        intelcom={"A": {"mode": "support_and_control", "value": 8, "zone": "room"}},
    )
    # A: 2+0+2 + 1 (the end of round 3 is the end of the game) + 2 + 0 = 7.   B: 2 + 0 + 0 + 1 = 3.
    assert (s.op("A"), s.op("B")) == (7, 3)


def test_unmasking():
    # L2947 kill the revealed Designated Target 3; L2948 1 per revealed Target Decoy; L2949 more decoys 1;
    # L2950 same activated consoles 1 (only from 1); L2951 more consoles 2; L2952 own Target alive 2.
    s, _ = play(
        "s16/unmasking", 300,
        a={"designated-target-killed": game(1), "target-decoys-killed": game(2), "more-consoles": game(1),
           "designated-target-alive": game(True)},
        b={"designated-target-killed": game(0), "target-decoys-killed": game(1), "more-consoles": game(1),
           "designated-target-alive": game(False)},
    )
    # A: 3 + 2 + 1 + same 1 + 2 = 9.   B: 0 + 1 + 0 + 1 + 0 = 2.
    assert ops(s, "A")["more-target-decoys-killed"] == 1  # reads the decoy count entered once
    assert (s.op("A"), s.op("B")) == (9, 2)


# -- Direct Action -------------------------------------------------------------------------------
@pytest.mark.parametrize(("points", "killed", "op"), [
    # L3086-3088: 150: 40-75 → 1, 76-125 → 3, more than 125 → 4.
    (150, 39, 0), (150, 40, 1), (150, 75, 1), (150, 76, 3), (150, 125, 3), (150, 126, 4),
    # 300: 75-150 → 1, 151-250 → 3, more than 250 → 4.
    (300, 150, 1), (300, 151, 3), (300, 251, 4),
    # 350: 85-175 → 1, 176-274 → 3, "more than 275" → 4: exactly 275 read as the 3 OP band's end.
    (350, 274, 3), (350, 275, 3), (350, 276, 4),
])
def test_annihilation_bands_by_exact_game_size(points, killed, op):
    s, _ = play("s16/annihilation", points, a={"killed-army-points": game(killed)})
    assert ops(s, "A")["killed-army-points"] == op


def test_annihilation_game():
    # L3086-3092 at 350: kills and surviving VP bands (1/3/4), enemy Lieutenant 2.
    s, _ = play("s16/annihilation", 350, a={"killed-army-points": game(275), "kill-lieutenant": game(1)},
                b={"killed-army-points": game(50), "kill-lieutenant": game(0)}, vp={"A": 300, "B": 75})
    # A: 3 (275: 176-275) + 4 (300 > 275) + 2 = 9.   B: 0 (50 < 85) + 0 (75 < 85) + 0 = 0.
    assert (s.op("A"), s.op("B")) == (9, 0)


def test_battleground_kill_or_threaten_the_key_ops():
    # L3158-3160 nearest Sector 1, central 3, farthest 4; L3161 kill the enemy Key Ops 2;
    # L3162 "Alternatively" threaten it 1.
    s, _ = play(
        "s16/battleground", 300,
        a={"nearest-sector": game(1), "central-sector": game(1), "farthest-sector": game(0),
           "kill-key-ops": game(1), "threaten-key-ops": game(True)},
        b={"nearest-sector": game(1), "central-sector": game(0), "farthest-sector": game(0),
           "kill-key-ops": game(0), "threaten-key-ops": game(True)},
    )
    # A: 1 + 3 + 0 + kill 2 (the threat does not add) = 6.   B: 1 + threaten 1 = 2.
    assert ops(s, "A") == {"nearest-sector": 1, "central-sector": 3, "farthest-sector": 0,
                           "kill-key-ops": 2, "threaten-key-ops": 0}
    assert s.players["A"].line("threaten-key-ops").steps[0].dropped
    assert (s.op("A"), s.op("B")) == (6, 2)


def test_cutthroat():
    # L3255 more AP killed 3; L3256 same Lieutenants 2 (only from 1); L3257 more Lieutenants 3;
    # L3258 kill the enemy Key Ops 1; L3259 more kills by your Key Ops 3.
    s, _ = play(
        "s16/cutthroat", 300,
        a={"more-army-points-killed": game(120), "more-lieutenants-killed": game(0), "kill-key-ops": game(1),
           "key-ops-kills-more": game(2)},
        b={"more-army-points-killed": game(80), "more-lieutenants-killed": game(0), "kill-key-ops": game(1),
           "key-ops-kills-more": game(2)},
    )
    # A: 3 + 0 (0 = 0 but not from 1) + 1 + 0 = 4.   B: 1.
    assert (s.op("A"), s.op("B")) == (4, 1)


def test_superiority():
    # L3344 more Quadrants each round 2 (no "same" line here); L3345 1 per Hacked Console, max 3;
    # L3346 a Dominant Key Ops 1.
    s, _ = play(
        "s16/superiority", 300,
        a={"more-quadrants": rounds(2, 1, 3), "hacked-consoles": game(3), "dominant-key-ops": game(True)},
        b={"more-quadrants": rounds(1, 1, 0), "hacked-consoles": game(1), "dominant-key-ops": game(False)},
    )
    # A: 2 + 0 + 2 + 3 + 1 = 8.   B: 0 + 1 + 0 = 1.
    assert (s.op("A"), s.op("B")) == (8, 1)


def test_uplink_center():
    # L3467 2 per Activated Antenna; L3468 1 per Controlled Antenna; L3469 Tech-Coffin 3; L3470 an
    # Active Lieutenant 1.
    s, _ = play(
        "s16/uplink-center", 300,
        a={"activated-antennas": game(1), "controlled-antennas": game(2), "controlled-tech-coffin": game(0),
           "active-lieutenant": game(True)},
        b={"activated-antennas": game(1), "controlled-antennas": game(0), "controlled-tech-coffin": game(1),
           "active-lieutenant": game(False)},
    )
    # A: 2 + 2 + 0 + 1 = 5.   B: 2 + 0 + 3 + 0 = 5.
    assert (s.op("A"), s.op("B")) == (5, 5)


def test_resilience_operations():
    # L3570 each Tactical Objective up to 3 OP; L3574 accomplished from 1 OP; L3576 more accomplished 1.
    s, _ = play(
        "s16/resilience-operations", 300,
        a={"tactical-objective-1": game(3), "tactical-objective-2": game(2), "tactical-objective-3": game(0)},
        b={"tactical-objective-1": game(1), "tactical-objective-2": game(1), "tactical-objective-3": game(1)},
        decks={"A": {"tactical-objectives": 2}, "B": {"tactical-objectives": 3}},
    )
    # A: 3 + 2 + 0 + 0 (2 < 3 accomplished) = 5.   B: 1 + 1 + 1 + 1 = 4.
    assert (s.op("A"), s.op("B")) == (5, 4)
    with pytest.raises(StateError) as err:  # a card gives at most 3
        play("s16/resilience-operations", 300, a={"tactical-objective-1": game(4)})
    assert err.value.field == "values.A.tactical-objective-1.game"
