"""A worked game for each item of the rules audit (issue 14), its numbers written from the pack.

Pack lines (Lnnn) are those of the ITS Season 10, 16, 13 (French) and 8 (Spanish) mission packs as text,
(see each test's comment). Nothing expected here is read from the scenario files.
"""

from shapely.geometry import Point, box

from its_desktop.domain.mission import catalog
from its_desktop.domain.placement import check_placement
from its_desktop.domain.tally import end_of_game, tournament_points
from its_desktop.domain.mission.frozen import replace

from .helpers import game, play, slots, table, trooper


# -- 1. Killer Cold: a base across a cold Deployment Zone and a cold Dead Zone --------------------
def test_killer_cold_kills_a_base_across_the_deployment_and_dead_zones():
    # S16 L1719: "all those Troopers who at the end of the third Game Round are inside the Exclusion
    # Zone, or inside a Deployment Zone/Dead Zone lacking an Active Heating Unit, must be considered
    # as Killed by the enemy." At 300: Deployment Zone A is 12 in deep (y 0..12), the Dead Zone A
    # lies between it and the Exclusion Zone (y 12..16). No Heating Unit is active.
    troopers = [trooper("line", "A", 10, 11.8, troop_type="LI"),   # mostly in the DZ, a sliver in the Dead Zone
                trooper("deep", "A", 20, 5, troop_type="LI"),      # well inside Deployment Zone A
                trooper("mid", "B", 30, 24, troop_type="LI")]      # Exclusion Zone
    for season in ("s16", "s13", "s10"):
        m, state, _ = table(f"{season}/frostbyte", 300, troopers)
        final, notes = end_of_game(m, state)
        assert {t.id: t.state for t in final.troopers} == {"line": "dead", "deep": "dead", "mid": "dead"}, season


def test_killer_cold_spares_the_half_of_a_base_in_a_heated_zone():
    # S16 L1719 + L1735 ("is the Heating Unit of that Deployment Zone"): with Deployment Zone A's unit
    # (heating-unit-2) active, only Dead Zone A is cold. A base exactly on their line is half in the
    # cold: not inside it; a base more than half in the Dead Zone is.
    troopers = [trooper("half", "A", 10, 12.0, troop_type="LI"), trooper("cold", "A", 20, 12.3, troop_type="LI"),
                trooper("warm", "A", 30, 11.7, troop_type="LI")]
    m, state, _ = table("s16/frostbyte", 300, troopers, markers=[{"id": "heating-unit-2", "activated_by": ["A"]}])
    final, notes = end_of_game(m, state)
    assert {t.id: t.state for t in final.troopers} == {"half": "normal", "cold": "dead", "warm": "normal"}
    assert any(n.startswith("Killer Cold: Dead Zone A: cold (A) is killed") for n in notes)
    assert any("half (A) straddles Dead A (50% of the base in it): counted outside" in n for n in notes)


# -- 2. S10 Xenotech: a point taken away, never below 0; "within 4 in" is any part of the base ---
def test_xenotech_penalty_turns_a_tie_into_a_defeat():
    # S10 Acquisition L759-763: each Activated Antenna 1 OP, each Controlled Antenna 1 OP, Control the
    # Tech-Coffin 3 OP; L766 1 Classified (1 OP). L851: "The objective of the Xenotech is to place a
    # Multiscanner Marker. If this objective is not accomplished, 1 Objective Point will be
    # subtracted (to a minimum of 0)."
    s, m = play("s10/acquisition", 300,
                a={"activated-antennas": game(1), "controlled-antennas": game(0), "controlled-tech-coffin": game(1),
                   "tech-coffin-datatracker": game(False), "tech-coffin-xenotech": game(False),
                   "multiscanner-not-placed": game(False)},
                b={"activated-antennas": game(2), "controlled-antennas": game(2), "controlled-tech-coffin": game(0),
                   "tech-coffin-datatracker": game(False), "tech-coffin-xenotech": game(False),
                   "multiscanner-not-placed": game(True)},
                classified={"A": slots(True), "B": slots(True)})
    # A: 1 + 0 + 3 + 1 = 5, no Multiscanner: 4.   B: 2 + 2 + 1 = 5, Multiscanner placed: 5.
    assert (s.op("A"), s.op("B")) == (4, 5)
    assert s.players["A"].line("multiscanner-not-placed").op == -1
    # L223-227: a difference of 4 or less is a Victory (2 TP), in favour of the opponent a Defeat (0).
    assert tournament_points(m.season, s.op("A"), s.op("B")) == (0, 2)


def test_xenotech_penalty_stops_at_zero():
    # S10 Supremacy L2887: "1 Objective Point will be subtracted (to a minimum of 0)": a player with
    # nothing keeps 0 (not -1).
    s, _ = play("s10/supremacy", 300, a={"multiscanner-placed": game(False)}, b={"multiscanner-placed": game(True)},
                classified={"A": slots(False), "B": slots(False)})
    assert s.players["A"].op == 0 and s.players["A"].line("multiscanner-not-placed").op == -1
    assert s.players["B"].line("multiscanner-placed").op == 1  # L2805 Place the Multiscanner (1 OP)


def test_xenotech_within_4_in_of_its_deployment_zone_is_any_part_of_the_base():
    # L864, L1517, L1694, L2283, L2549, L2900: "If the Xenotech is within 4" of its Deployment Zone,
    # both troops will be considered to have declared an Idle." A standard 12 in zone (Acquisition is
    # 16 in, L773): at 300 the area reaches y = dz + 4; a 25 mm base 0.2 in past it still touches.
    r = 25 / 25.4 / 2
    for name, dz in (("acquisition", 16), ("engineering-deck", 12), ("frontline", 12), ("safe-area", 12),
                     ("supremacy", 12)):
        m = catalog.mission(f"s10/{name}", 300)
        zone = m.zone("multiscanner-void-a")
        assert zone.inside_rule == "touching", name
        assert round(zone.geometry.bounds[3], 6) == dz + 4, name
        troopers = [trooper("x", "A", 20, dz + 4 + r - 0.2, roles=["xenotech"])]
        _, _, result = table(f"s10/{name}", 300, troopers, round=1)
        inside = next(z for z in result.zones if z.id == "multiscanner-void-a").inside["A"]
        assert inside == ("x",), name
    # Power Pack deploys in two corner zones per side (L2228): the area is 4 in around each of them.
    m = catalog.mission("s10/power-pack", 300)
    area = m.zone("multiscanner-void-a").geometry
    left = m.zone("deployment-a-left").geometry  # x 0..16, y 0..12
    assert area.covers(left.buffer(3.99).intersection(box(0, 0, m.width, m.depth)))
    assert area.contains(Point(8, 15.9)) and not area.contains(Point(8, 16.1))  # 4 in beyond y = 12
    assert not area.contains(Point(24, 14))  # between the two corner zones, more than 4 in from both


# -- 3. No whole number between two bands -----------------------------------------------------------
def test_no_whole_number_falls_between_two_bands_anywhere():
    gaps = []
    for entry in catalog.entries():
        sc = catalog.scenario(entry.id)
        for o in sc.scoring:
            if o.kind != "banded":
                continue
            for points in catalog.sizes(entry.id):
                bands = sorted(o.bands_at(points), key=lambda b: b.min)
                for a, b in zip(bands, bands[1:]):
                    if a.max is None or b.min > a.max + 1 or b.min <= a.max:
                        gaps.append(f"{entry.id} {o.id} at {points}: {a.min:g}-{a.max} then {b.min:g}")
    assert gaps == []


def test_exactly_275_at_350_is_in_the_middle_band():
    # S16 Biotechvore L1042-1043 at 350: "176 to 274" → 2 OP, "more than 275" → 3 OP. Every other
    # column's middle band ends at its "more than" number (150: "76 to 125" / "more than 125"), so
    # 275 is read as the middle band's last number: 2 OP. Annihilation L3087-3091 the same (3 OP).
    s, _ = play("s16/biotechvore", 350, a={"more-killed": game(70)}, b={"more-killed": game(70)},
                vp={"A": 275, "B": 276}, classified={"A": slots(False, False, False), "B": slots(False, False, False)})
    assert s.players["A"].line("surviving-vp").op == 2
    assert s.players["B"].line("surviving-vp").op == 3


def test_a_file_with_a_gap_between_bands_is_refused():
    import pytest
    from pydantic import ValidationError

    from its_desktop.domain.mission.fileformat.objectives import Objective  # the file's model: it checks

    raw = {"id": "x", "kind": "banded", "name": {"en": "x"}, "measure": {"type": "survivors", "what": "victory_points"},
           "when": "game_end", "source": "test",
           "bands": {"350": [{"min": 85, "max": 175, "op": 1}, {"min": 176, "max": 274, "op": 2}, {"min": 276, "op": 3}]}}
    with pytest.raises(ValidationError, match="no whole number between"):
        Objective.model_validate(raw)
    raw["bands"]["350"][1]["max"] = 275
    assert Objective.model_validate(raw).bands_at(350)[1].max == 275


# -- 4. Counterespionage cancels before "more Classified Objectives" is compared -------------------
def test_a_cancelled_classified_does_not_win_the_comparison():
    # S13 Biotechvore (French) L860 "Accomplir plus d'Objectifs Classifiés que l'adversaire (2 Points
    # d'Objectif)", L861 more Army Points killed 2, L864-866 surviving army points at 300: 75-150 → 1,
    # 151-250 → 2; L870 3 Classified, 1 OP each; L915 Counterespionage: "chaque Objectif Classifié
    # accompli par un joueur qui a le symbole ⌚ annulera un Objectif Classifié accompli par le
    # joueur adverse qui a ce symbole 🌐".
    a_cards = [{"name": "a1", "fulfilled": True}, {"name": "a2", "fulfilled": True, "symbol": "target"},
               {"name": "a3", "fulfilled": False}]
    b_cards = [{"name": "b1", "fulfilled": True, "symbol": "counter"}, {"name": "b2", "fulfilled": False},
               {"name": "b3", "fulfilled": False}]
    s, m = play("s13/biotechvore", 300, a={"more-killed": game(100)}, b={"more-killed": game(100)},
                vp={"A": 160, "B": 160}, classified={"A": a_cards, "B": b_cards})
    # A: a2 cancelled by b1 → 1 card against B's 1: not more (0); kills equal (0); 160 VP → 2; card 1 → 3.
    # B: 1 against 1 (0); 0; 2; 1 → 3. A 3-3 tie (before: A "won" 2 vs 1 and read 5-3).
    assert s.players["A"].line("more-classified").op == 0
    assert (s.op("A"), s.op("B")) == (3, 3)
    # The same in S10 Biotechvore (L958 more Classified 1 OP, L993 Counterespionage).
    s, _ = play("s10/biotechvore", 300, a={"more-killed": game(100)}, b={"more-killed": game(100)},
                vp={"A": 160, "B": 160}, classified={"A": a_cards, "B": b_cards})
    assert s.players["A"].line("more-classified").op == 0 and s.players["B"].line("more-classified").op == 0


# -- 5. A marker takes only the states its scenario declares ------------------------------------
def test_a_server_is_destroyed_never_removed():
    # S13 Mindwipe (French) L1782 Server profile STR 2; L1830 "Si l'Attribut Structure d'un Serveur
    # atteint une valeur inférieure ou égale à 0, elle devra être enlevée de la table de jeu": a
    # server taken off at STR 0 is Destroyed. Objectives L1794-1799: the enemy server with the Illegal
    # AI destroyed 3; more servers destroyed 2 (same: 1); own Illegal AI server intact 2; none of
    # your servers destroyed 1; activate a Console 1. L1803 1 Classified.
    import pytest

    from its_desktop.domain.table import StateError
    from its_desktop.domain.tally import from_table

    with pytest.raises(StateError, match=r"'removed' is not a state of this marker \(a marker removed at STR 0"):
        table("s13/mindwipe", 300, [], markers=[{"id": "server-4", "state": "removed"}])
    gone = [{"id": "server-4", "state": "destroyed"}, {"id": "server-5", "state": "destroyed"},
            {"id": "console-1", "activated_by": ["A"]}, {"id": "console-2", "activated_by": ["B"]}]
    m, state, result = table("s13/mindwipe", 300, [], markers=gone)
    a, b = from_table(m, result, "A", state=state), from_table(m, result, "B", state=state)
    s, _ = play("s13/mindwipe", 300,
                a={**{k: game(v) for k, v in a.items()}, "illegal-ai-destroyed": game(True),
                   "own-illegal-ai-intact": game(True)},
                b={**{k: game(v) for k, v in b.items()}, "illegal-ai-destroyed": game(False),
                   "own-illegal-ai-intact": game(False)},
                classified={"A": slots(False), "B": slots(False)})
    # A: 3 + 2 (2 servers to 0) + 2 + 1 (none of A's destroyed) + 1 console = 9.
    # B: 0 + 0 + 0 + 0 (two of B's destroyed) + 1 console = 1.
    assert (s.op("A"), s.op("B")) == (9, 1)


# -- 6. The HVT rule covers Neutral HVTs only -----------------------------------------------------
def test_killing_the_designated_target_scores_and_never_loses_the_game():
    # S10 L471: "If either player hurts a HVT model (leaving it in a Null state), then that player
    # will automatically lose the scenario" — a Neutral Civilian. Decapitation L1380: "the enemy HVT is
    # considered an enemy trooper instead of a Neutral Civilian ... Killing the enemy HVT does not
    # cause loss of the game". L1346 more Army Points 2; L1349 kill the Designated Target 2; L1350
    # with your DataTracker 3 extra; no Classified (L1354).
    import pytest

    from its_desktop.domain.table import StateError

    s, m = play("s10/decapitation", 300,
                a={"more-army-points-killed": game(150), "more-lieutenants-killed": game(0),
                   "designated-target-killed": game(1), "designated-target-killed-by-datatracker": game(1)},
                b={"more-army-points-killed": game(100), "more-lieutenants-killed": game(0),
                   "designated-target-killed": game(0), "designated-target-killed-by-datatracker": game(0)})
    # A: 2 + 0 + 2 + 3 = 7.   B: 0.
    assert (s.op("A"), s.op("B")) == (7, 0)
    assert not m.hvt_harm_loses_game
    with pytest.raises(StateError, match="hvt_harmed_by: .*target"):
        play("s10/decapitation", 300, hvt_harmed_by="A")
    # No HVT at all (S10 Annihilation L936 "the HVT model and Secure HVT rules are not applied").
    with pytest.raises(StateError, match="hvt_harmed_by: .*no HVT"):
        play("s10/annihilation", 300, hvt_harmed_by="A")
    # A Neutral Civilian HVT (S10 Frostbyte, L461; 1 Classified): the harmer loses everything, the other +2.
    assert catalog.mission("s10/frostbyte", 300).hvt_harm_loses_game
    s, _ = play("s10/frostbyte", 300, hvt_harmed_by="B", classified={"A": slots(True), "B": slots(True)})
    assert (s.op("A"), s.op("B")) == (1 + 2, 0)


# -- 7. Values the record already holds are derived, never asked again -----------------------------
def test_highly_classified_total_is_the_main_count_plus_the_secondary():
    # S13 Highly Classified L1550 more Classified Objectives "(principaux et secondaires)" 4 OP; L1551
    # as many 2 (only if at least 1); L1552 each Main 1 OP; L1556 1 Secondary, 2 OP.
    import pytest

    from its_desktop.domain.table import StateError

    s, _ = play("s13/highly-classified", 300, decks={"A": {"main-classified": 2}, "B": {"main-classified": 2}},
                classified={"A": slots(True), "B": slots(False)})
    # A: 2 Main + 1 Secondary = 3 against B's 2 → more (4); 2 Main (2); Secondary 2 → 8.   B: 0 + 2 + 0 = 2.
    assert s.players["A"].line("more-classified").op == 4
    assert (s.op("A"), s.op("B")) == (8, 2)
    # A total typed beside the cards is refused: it comes from the record (L1550 is not asked again).
    with pytest.raises(StateError, match="values.B.more-classified: comes from"):
        play("s13/highly-classified", 300, b={"more-classified": game(1)},
             decks={"A": {"main-classified": 2}, "B": {"main-classified": 2}})


def test_resilience_counts_its_accomplished_tactical_objectives():
    # S16 Resilience Operations L3570 each Tactical Objective up to 3 OP; L3574 "An Objective is
    # accomplished when the player has got at least 1 Objective Point from it"; L3576 more
    # accomplished than the adversary: 1 extra OP.
    s, _ = play("s16/resilience-operations", 300,
                a={"tactical-objective-1": game(3), "tactical-objective-2": game(1), "tactical-objective-3": game(0)},
                b={"tactical-objective-1": game(3), "tactical-objective-2": game(3), "tactical-objective-3": game(0)})
    # A accomplished 2 (3 and 1 OP), B 2 (3 and 3): not more. A: 4, B: 6.
    assert s.players["A"].line("more-tactical-objectives").op == 0
    assert (s.op("A"), s.op("B")) == (4, 6)
    s, _ = play("s16/resilience-operations", 300,
                a={"tactical-objective-1": game(1), "tactical-objective-2": game(1), "tactical-objective-3": game(1)},
                b={"tactical-objective-1": game(3), "tactical-objective-2": game(3), "tactical-objective-3": game(0)})
    # A accomplished 3 against 2: +1 → 4.   B: 6.
    assert s.players["A"].line("more-tactical-objectives").op == 1
    assert (s.op("A"), s.op("B")) == (4, 6)


def test_quadrant_near_the_enemy_and_civilians_in_your_own_dead_zone_come_from_the_table():
    from its_desktop.domain.tally import from_table

    # S13 Quadrant Control L2153 "Dominer l'un des Quadrants près de la Zone de Déploiement ennemie à
    # la fin de chaque Round de Jeu (1 Point d'Objectif)". 300: 120 x 120 cm (48 x 48 units).
    troopers = [trooper("a1", "A", 12, 36, 20), trooper("b1", "B", 36, 36, 20)]  # both in B's half
    m, state, result = table("s13/quadrant-control", 300, troopers, round=1)
    assert from_table(m, result, "A", state=state)["quadrant-near-enemy"] == 1
    assert from_table(m, result, "B", state=state)["quadrant-near-enemy"] == 0  # B holds its own side only
    # S13 Rescue L2254-2255: Civilians in CivEvac "dans votre Zone Morte" (L2283: the one in your own
    # half). At 300 A's Dead Zone is 10 cm deep past A's 30 cm deployment zone: y 12..16 units.
    troopers = [trooper("a1", "A", 10, 14), trooper("a2", "A", 30, 30)]
    m, state, result = table("s13/rescue", 300, troopers,
                             markers=[{"id": "civilian-a-1", "carried_by": "a1"}, {"id": "civilian-a-2", "carried_by": "a2"}])
    a = from_table(m, result, "A", state=state)
    assert a["more-civilians-dead-zone"] == 1 and a["civilians-civevac"] == 2


# -- 8. Exclusive activation, cm messages, evaluated JSON -----------------------------------------
def test_an_antenna_is_held_by_one_player_at_a_time():
    # S16 Acquisition L822: "An Activated Communication Antenna can be Activated again by the other
    # player ... In this situation, the Communication Antenna is no longer Activated by the adversary."
    import pytest

    from its_desktop.domain.table import StateError

    with pytest.raises(StateError, match=r"markers\[antenna-1\].activated_by: one player at a time"):
        table("s16/acquisition", 300, [], markers=[{"id": "antenna-1", "activated_by": ["A", "B"]}])
    # S13 Acquisition (L745) and S16/S13 Unmasking (L3011 / L2765) consoles alike.
    for mission, marker in (("s13/acquisition", "antenna-1"), ("s16/unmasking", "console-1"),
                            ("s13/unmasking", "console-1")):
        with pytest.raises(StateError, match="one player at a time"):
            table(mission, 300, [], markers=[{"id": marker, "activated_by": ["A", "B"]}])
    # S13 Mindwipe L1850 "Un joueur ne peut avoir qu'une seule Console activée", L1851 "Une Console
    # Activée ne peut pas être Désactivée ou Activée une nouvelle fois par l'autre joueur".
    with pytest.raises(StateError, match="player A already activated console-1"):
        table("s13/mindwipe", 300, [], markers=[{"id": "console-1", "activated_by": ["A"]},
                                                {"id": "console-2", "activated_by": ["A"]}])
    with pytest.raises(StateError, match="one player at a time"):
        table("s13/mindwipe", 300, [], markers=[{"id": "console-1", "activated_by": ["A", "B"]}])
    # A Hacked console is "accounted by both players" (S16 Supremacy L2740): both may hold it.
    table("s16/supremacy", 300, [], markers=[{"id": "console-1", "activated_by": ["A", "B"]}])


def test_placement_messages_in_the_cm_seasons_speak_cm():
    # S13 L657: the HVT "hors de leur Zone de Déploiement, à une distance minimum de 10 cm de leur
    # limite". At 300 Acquisition's Deployment Zone A is 40 cm deep (16 units of 2.5 cm): an HVT
    # 4 cm (1.6 units) past its edge is too near.
    m = catalog.mission("s13/acquisition", 300)
    r = 25 / 25 / 2  # a 25 mm base in 25 mm units
    (msg,) = check_placement(m, "hvt", "A", 20, 16 + 1.6 + r, radius=r)
    assert "at least 10 cm outside" in msg and "is 4 cm from" in msg


def test_mission_json_gives_numbers_not_expressions():
    # S8 L427: "a una distancia mínima de 10 cm": 10 cm is 4 table units of 2.5 cm.
    hvt = next(p for p in catalog.mission("s8/rescue", 300).to_json()["placements"] if p["id"] == "hvt")
    assert hvt["constraints"][0]["by"] == 4


# -- 9. Readings stated in the files, and choices left to the organizer ----------------------------
def test_no_hvt_spot_at_150_is_the_organizers_call():
    from its_desktop.domain.placement import legal_area

    # S16 L690 "a minimum of 4 inches outside of any Deployment Zones"; at 150 the table is 24 x 32
    # (L337) and Acquisition's zones 12 in deep (L788): 32 - 2 x 12 - 2 x 4 = 0 in left.
    for name in ("acquisition", "b-pong", "firefight", "decapitation"):
        m = catalog.mission(f"s16/{name}", 150)
        hvt = next(p for p in m.to_json()["placements"] if p["id"] == "hvt")
        assert "organizer chooses" in hvt["organizer_choice"], name
        assert check_placement(m, "hvt", "A", 12, 16) == []
        big = catalog.mission(f"s16/{name}", 300)
        assert check_placement(big, "hvt", "A", 24, 17) != []  # at 300 the rule holds and is enforced
    # Everywhere else every placement has somewhere to go.
    for entry in catalog.entries():
        for points in catalog.sizes(entry.id):
            m = catalog.mission(entry.id, points)
            for p in m.placements:
                if p.organizer_note(points) is None:
                    for side in ("A", "B"):
                        area = legal_area(m, p.id, side, others=[])
                        assert area is None or area.area > 0, (entry.id, points, p.id, side)


def test_s13_hvt_and_bye_readings_are_offered_to_the_organizer():
    # S13 L657 "hors de leur Zone de Déploiement, à une distance minimum de 10 cm de leur limite":
    # 'leur' read as the player's own zone; the other reading (any zone) is an alternative.
    m = catalog.mission("s13/supremacy", 300)
    r = 0.5
    spot = (20, m.depth - 12 - 1 - r)  # 2.5 cm from Deployment Zone B, far from A's
    assert check_placement(m, "hvt", "A", *spot, radius=r) == []
    (msg,) = check_placement(m, "hvt", "A", *spot, radius=r, reading="any-zone")
    assert "at least 10 cm outside any deployment zone" in msg
    # L278 a bye is "une Victoire (d'une valeur de 3 Points de Tournoi)", L244 a Victoire is 4.
    bye = catalog.season("s13").tournament.bye
    assert bye.tp == 3 and [(a.tp, "L244" in a.source, "Victory" in a.reading.en) for a in bye.alternatives] == [(4, True, True)]


# -- 10. Smaller data slips -------------------------------------------------------------------------
def test_tic_tac_toe_bonus_and_enemy_half():
    from its_desktop.domain.tally import from_table

    # S10 L3066 "Special Rules: Antennas, Specialist Troops, EVO Hacking Device Bonus."; L3075 "at
    # least one Connected Antenna in the enemy's half of the table at the end of the game (2 OP)".
    sc = catalog.scenario("s10/tic-tac-toe")
    assert sc.flags.evo_hacker_bonus and "L3120" in sc.flags.source
    # The antennas at y = 32 (L3089) are in B's half: connected by A they count for A.
    m, state, result = table("s10/tic-tac-toe", 300, [], markers=[{"id": "antenna-7", "activated_by": ["A"]},
                                                                  {"id": "antenna-1", "activated_by": ["B"]}])
    assert from_table(m, result, "A")["connected-in-enemy-half"] == 1
    assert from_table(m, result, "B")["connected-in-enemy-half"] == 1  # antenna-1 at y = 16 is in A's half


def test_the_datatracker_is_one_role_and_its_exclusions_are_read():
    import pytest

    from its_desktop.domain.table import StateError

    # S10 L337: "Players are not allowed to choose troopers in Hidden Deployment or in Marker state ...
    # Irregular troops and those whose Troop Type is REM are not eligible to be DataTrackers."
    ids = {r.id for e in catalog.entries() if e.season == "s10" for r in catalog.scenario(e.id).roles
           if "tracker" in r.id}
    assert ids == {"data-tracker"}
    for bad, why in (({"troop_type": "REM"}, "REM"), ({"kind": "marker"}, "marker"), ({"tags": ["irregular"]}, "irregular")):
        with pytest.raises(StateError, match=f"troopers\\[dt\\].roles: DataTracker cannot be a trooper that is {why}"):
            table("s10/acquisition", 300, [trooper("dt", "A", 10, 5, roles=["data_tracker"], **bad)])
    table("s10/acquisition", 300, [trooper("dt", "A", 10, 5, roles=["data_tracker"], troop_type="LI")])


def test_s8_rescue_and_nimbus_zone_ban_any_deployment_in_the_exclusion_zone():
    # S8 L1964 (Rescate) and L1648 (Zona Nimbus): "No se permite efectuar ningún tipo de despliegue en
    # su interior", as Comms Center (L2382) and The Armory (L924) say and encode.
    for name in ("rescue", "nimbus-zone", "comms-center", "the-armory"):
        bans = [(b.type, b.zone) for b in catalog.scenario(f"s8/{name}").deployment_bans]
        assert ("not_inside", "exclusion") in bans, name


def test_safe_area_records_an_interference_card():
    # S10 Safe Area L2567: the INTELCOM card "applying the Support and Control Mode or the Interference
    # Mode, at his choice"; L2575 Interference. S8 L1354-1362 the same.
    for mission in ("s10/safe-area", "s8/safe-area"):
        s, _ = play(mission, 300, classified={"A": [{"name": "x", "intelcom": True}], "B": slots(True)},
                    intelcom={"A": {"mode": "interference"}, "B": None})
        assert s.players["A"].classified[0].op == 0 and s.players["B"].classified_op == 1


# -- 11. Parked format gaps that change a result or a drawing ----------------------------------------
def test_s8_supremacy_classified_counts_only_below_10():
    # S8 Supremacía L1190 more quadrants 2 OP per round; L1191 1 OP per Hacked console; L1195 "1
    # Objetivo Clasificado (1 Punto de Objetivo, sólo si el jugador dispone de un total de Puntos de
    # Objetivo inferior a 10)".
    s, _ = play("s8/supremacy", 300, a={"more-quadrants": {"1": 4, "2": 4, "3": 4}, "hacked-consoles": game(4)},
                b={"more-quadrants": {"1": 0, "2": 0, "3": 0}, "hacked-consoles": game(0)},
                classified={"A": slots(True), "B": slots(True)})
    # A: 3 x 2 + 4 = 10 already: the Classified gives nothing. B: 0 + 1 (Classified) = 1.
    assert s.players["A"].classified_op == 0 and "counts only below 10" in s.players["A"].classified[0].explanation
    assert (s.op("A"), s.op("B")) == (10, 1)
    s, _ = play("s8/supremacy", 300, a={"more-quadrants": {"1": 4, "2": 4, "3": 0}, "hacked-consoles": game(4)},
                b={"more-quadrants": {"1": 0, "2": 0, "3": 4}, "hacked-consoles": game(0)},
                classified={"A": slots(True), "B": slots(False)})
    assert s.op("A") == 2 + 2 + 4 + 1  # 8 before the Classified: it counts


def test_the_nimbus_zone_ends_when_the_last_antenna_is_disconnected_or_destroyed():
    # S8 Zona Nimbus L1656 "Esta Zona Nimbus desaparecerá automáticamente al final de la Orden en que se
    # haya Desconectado o destruido la última de las Antenas Nimbus."
    def zones(markers):
        _, _, result = table("s8/nimbus-zone", 300, [], markers=markers, round=2)
        return {z.id for z in result.zones}

    three = [{"id": "nimbus-antenna-1", "activated_by": ["A"]}, {"id": "nimbus-antenna-2", "state": "destroyed"},
             {"id": "nimbus-antenna-3", "activated_by": ["B"]}]
    assert "nimbus" in zones(three)
    assert "nimbus" not in zones(three + [{"id": "nimbus-antenna-4", "state": "destroyed"}])


def test_per_size_values_may_be_expressions():
    from its_desktop.domain.mission.resolve import resolve

    # S13 Rescue L2281: Dead Zones 10 cm deep; written as an expression per size it is 4 units.
    sc = catalog.scenario("s13/rescue")
    param = replace(next(iter(sc.params.values())), value=None, values={
        "150": "cm(10)", "200/250": "cm(10)", "300/400": "cm(10)"})
    name = next(iter(sc.params))
    m = resolve(replace(sc, params={**sc.params, name: param}), catalog.season("s13"), 300)
    assert m.params[name] == 4
