"""Measures filled from a real evaluation of a table, then scored."""

import pytest

from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import asked, end_of_game, from_table, score, table_intelcom

from .helpers import R25, TOUCH, game, record, rounds, table, trooper


def test_supremacy_quadrants_and_hacked_consoles():
    # 300 points: quadrants are the four 24 x 24 quarters; consoles at their centres.
    troopers = [
        trooper("a1", "A", 6, 6, 30), trooper("a2", "A", 30, 6, 30), trooper("a3", "A", 30, 30, 40),
        trooper("b1", "B", 32, 32, 20), trooper("b2", "B", 6, 30, 25),
    ]
    markers = [{"id": "console-1", "state": "hacked", "activated_by": ["A", "B"]},
               {"id": "console-2", "state": "hacked", "activated_by": ["A"]}]
    m, state, result = table("s16/supremacy", 300, troopers, markers=markers, round=1)
    a, b = from_table(m, result, "A", state=state), from_table(m, result, "B", state=state)
    # A dominates a-left, a-right and b-left (40 to 20); B dominates b-right (25 to nothing).
    assert a == {"more-quadrants": 3, "same-quadrants": 3, "hacked-consoles": 2}
    assert b == {"more-quadrants": 1, "same-quadrants": 1, "hacked-consoles": 1}
    # The same table every round: A more (2) ×3 + 2 consoles; B: 1 console.
    rec = record("s16/supremacy", 300,
                 a={"more-quadrants": rounds(3, 3, 3), "hacked-consoles": game(a["hacked-consoles"])},
                 b={"more-quadrants": rounds(1, 1, 1), "hacked-consoles": game(b["hacked-consoles"])},
                 classified={"A": [], "B": []})
    s = score(m, rec)
    assert (s.op("A"), s.op("B")) == (8, 1)
    assert s.players["A"].line("more-quadrants").source == "table"


def test_a_marker_activated_without_a_player_is_asked_not_guessed():
    m, state, result = table("s16/supremacy", 300, [], markers=[{"id": "console-1", "state": "hacked"}])
    assert "hacked-consoles" not in from_table(m, result, "A")


def test_acquisition_antennas_activated_and_controlled():
    # 300 points: antennas at (12, 24) and (36, 24), the Tech-Coffin at (24, 24).
    troopers = [
        trooper("a1", "A", 12, 24 - TOUCH),                    # alone on antenna 1: A controls it
        trooper("a2", "A", 36, 24 - TOUCH), trooper("b1", "B", 36, 24 + TOUCH),  # both on antenna 2: nobody
        trooper("b2", "B", 24, 24 + TOUCH),                    # alone on the coffin: B
        trooper("a3", "A", 24, 24 - TOUCH, kind="marker"),     # a camouflaged marker neither controls nor blocks
    ]
    markers = [{"id": "antenna-1", "activated_by": "A"}, {"id": "antenna-2", "activated_by": "B"}]
    m, state, result = table("s16/acquisition", 300, troopers, markers=markers)
    assert from_table(m, result, "A") == {"activated-antennas": 1, "controlled-antennas": 1,
                                          "controlled-tech-coffin": 0}
    assert from_table(m, result, "B") == {"activated-antennas": 1, "controlled-antennas": 0,
                                          "controlled-tech-coffin": 1}


@pytest.mark.parametrize("points", [150, 300])
def test_frontline_sectors_relative_to_each_player(points):
    # Sectors: 150 → 10..14 / 14..18 / 18..22; 300 → 12..20 / 20..28 / 28..36 (sector-a nearest A).
    near_a, central, near_b = {150: (12, 16, 20), 300: (16, 24, 32)}[points]
    troopers = [trooper("a1", "A", 5, near_b, 30), trooper("a2", "A", 5, central, 30),
                trooper("b1", "B", 8, near_a, 20)]
    m, state, result = table("s16/frontline", points, troopers)
    # A: nearest (sector-a) is B's, central A's, farthest (sector-b) A's.
    assert from_table(m, result, "A") == {"nearest-sector": 0, "central-sector": 1, "farthest-sector": 1}
    # B: nearest is sector-b (A's), farthest is sector-a (B's).
    assert from_table(m, result, "B") == {"nearest-sector": 0, "central-sector": 0, "farthest-sector": 1}


def test_support_and_control_decides_domination_through_the_table():
    # The Central Sector at 300 points is y 20..28: B has 40 points there, A 30.
    troopers = [trooper("a1", "A", 5, 24, 30), trooper("b1", "B", 10, 24, 40)]
    m, _, plain = table("s16/frontline", 300, troopers)
    assert from_table(m, plain, "A")["central-sector"] == 0
    rec = record("s16/frontline", 300, classified={"A": [{"intelcom": True}], "B": []},
                 intelcom={"A": {"mode": "support_and_control", "value": 15, "zone": "sector-central"}})
    cards = table_intelcom(rec)
    assert cards == {"A": ("sector-central", 15)}
    # A adds the card's 15 to its 30 in the chosen ZO: 45 against 40, A dominates it.
    m, _, carded = table("s16/frontline", 300, troopers,
                         intelcom={p: {"zone": z, "value": v} for p, (z, v) in cards.items()})
    a = from_table(m, carded, "A")
    assert a["central-sector"] == 1
    rec.values = {"A": {k: game(v) for k, v in a.items()},
                  "B": {k: game(v) for k, v in from_table(m, carded, "B").items()}}
    assert score(m, rec).op("A") == 2  # the central Sector; the renounced card scores nothing


def test_battleground_threaten_uses_the_zone_of_control():
    # B's Key Ops at (24, 30); Zone of Control 8 in from the base edge (season data). A base whose edge
    # is within 8 in is inside it: centre distance up to 8 + 2 × R25.
    reach = 8 + 2 * R25
    near = [trooper("k", "B", 24, 30, roles=["key_ops"]), trooper("a1", "A", 24, 30 - reach + 0.01)]
    far = [trooper("k", "B", 24, 30, roles=["key_ops"]), trooper("a1", "A", 24, 30 - reach - 0.01)]
    camo = [trooper("k", "B", 24, 30, roles=["key_ops"]), trooper("a1", "A", 24, 28, kind="marker")]
    for troopers, expected in ((near, True), (far, False), (camo, False)):
        m, state, result = table("s16/battleground", 300, troopers)
        assert from_table(m, result, "A", state=state)["threaten-key-ops"] is expected
    m, state, result = table("s16/battleground", 300, [trooper("a1", "A", 24, 28)])
    assert "threaten-key-ops" not in from_table(m, result, "A", state=state)  # nobody holds the role: ask
    assert "threaten-key-ops" not in from_table(m, result, "A")  # no troopers given


def test_superiority_dominant_key_ops_and_panic_room_essential_personnel():
    ko = [trooper("k", "A", 6, 6, 20, roles=["key_ops"]), trooper("b1", "B", 8, 8, 10)]
    m, state, result = table("s16/superiority", 300, ko)
    assert from_table(m, result, "A", state=state)["dominant-key-ops"] is True
    m, state, result = table("s16/superiority", 300, [ko[0], trooper("b1", "B", 8, 8, 30)])
    assert from_table(m, result, "A", state=state)["dominant-key-ops"] is False  # B dominates that quadrant
    # Panic Room (room 20..28): an NCO is Essential Personnel; an unconscious one does not count.
    m, state, result = table("s16/panic-room", 300, [trooper("n", "A", 24, 24, tags=["nco"]),
                                                     trooper("x", "B", 23, 23, state="unconscious",
                                                             roles=["lieutenant"])], round=1)
    assert from_table(m, result, "A", state=state)["essential-personnel-inside"] is True
    assert from_table(m, result, "B", state=state)["essential-personnel-inside"] is False


def test_b_pong_beacon_totally_inside_the_enemy_half():
    m, _, result = table("s16/b-pong", 300, [], markers=[{"id": "tracking-beacon", "x": 24, "y": 30}])
    assert from_table(m, result, "A")["beacon-in-enemy-half"] == 1  # half-b is A's enemy half
    assert from_table(m, result, "B")["beacon-in-enemy-half"] == 0
    m, _, result = table("s16/b-pong", 300, [], markers=[{"id": "tracking-beacon", "x": 24, "y": 24.2}])
    assert from_table(m, result, "A")["beacon-in-enemy-half"] == 0  # straddles the central line


def test_capture_and_protect_enemy_beacon_carried_home():
    # A carries B's beacon (beacon-2) back into Deployment Zone A (y 0..12 at 300).
    troopers = [trooper("a1", "A", 24, 5)]
    m, _, result = table("s16/capture-and-protect", 300, troopers,
                         markers=[{"id": "beacon-2", "carried_by": "a1"}])
    a, b = from_table(m, result, "A"), from_table(m, result, "B")
    assert a == {"enemy-beacon-captured": 1, "enemy-beacon-in-own-deployment": 1, "own-beacon-not-captured": 0}
    assert b == {"enemy-beacon-captured": 0, "enemy-beacon-in-own-deployment": 0, "own-beacon-not-captured": 1}


def test_frostbyte_killer_cold_before_the_exclusion_zone_is_scored():
    # 300: Exclusion Zone y 16..32; Dead Zone A y 12..16 (heating-unit-1), Deployment Zone A y 0..12
    # (heating-unit-2 active: no Killer Cold there).
    troopers = [trooper("li", "A", 10, 24, 30, troop_type="LI"), trooper("hi", "B", 30, 24, 20, troop_type="HI"),
                trooper("hz", "A", 14, 24, 10, troop_type="MI", roles=["hazmat_ops"]),
                trooper("dz", "A", 10, 5, 10, troop_type="LI"), trooper("dd", "B", 10, 14, 10, troop_type="LI")]
    m, state, before = table("s16/frostbyte", 300, troopers,
                             markers=[{"id": "heating-unit-2", "activated_by": "B"}])
    assert from_table(m, before, "A")["dominate-exclusion"] == 1  # 40 (li + hz) to 20
    final, notes = end_of_game(m, state)
    states = {t.id: t.state for t in final.troopers}
    assert states == {"li": "dead", "hi": "normal", "hz": "normal", "dz": "normal", "dd": "dead"}
    assert any("hi (B) is spared" in n and n.endswith("— troop type HI") for n in notes)
    assert any("li (A) is Dead at the end: counts as killed" in n for n in notes)
    after = Evaluator(m).evaluate(final)
    assert from_table(m, after, "A")["dominate-exclusion"] == 0  # 10 (hz) to 20 (hi)
    assert from_table(m, after, "B")["dominate-exclusion"] == 1


def test_biotechvore_plague_kills_at_the_end():
    m, state, _ = table("s16/biotechvore", 300, [trooper("a", "A", 5, 10), trooper("b", "B", 5, 24)])
    final, _ = end_of_game(m, state)
    assert {t.id: t.state for t in final.troopers} == {"a": "dead", "b": "normal"}


def test_asked_lists_what_only_the_players_know():
    assert asked(catalog.mission("s16/supremacy", 300)) == []  # all from the table, Classified apart
    assert asked(catalog.mission("s16/cutthroat", 300)) == [
        "more-army-points-killed", "more-lieutenants-killed", "kill-key-ops", "key-ops-kills-more"]
    # Surviving VP come from the record's vp, the Classified count from its classified slots.
    assert asked(catalog.mission("s16/biotechvore", 300)) == ["more-killed"]
    assert asked(catalog.mission("s16/mindwipe", 300)) == ["rogue-ai-destroyed", "own-rogue-ai-intact"]


def test_mindwipe_servers_and_frostbyte_heating_units():
    # Servers 4-6 are B's: two destroyed count for A ("destroyed by the player": an enemy server).
    destroyed = [{"id": "server-4", "state": "destroyed"}, {"id": "server-5", "state": "destroyed"},
                 {"id": "console-1", "activated_by": "A"}]
    m, _, result = table("s16/mindwipe", 300, [], markers=destroyed)
    a, b = from_table(m, result, "A"), from_table(m, result, "B")
    assert a == {"more-servers-destroyed": 2, "same-servers-destroyed": 2, "no-own-server-destroyed": 3,
                 "console-activated": 1}
    assert b == {"more-servers-destroyed": 0, "same-servers-destroyed": 0, "no-own-server-destroyed": 1,
                 "console-activated": 0}
    # Frostbyte: a Destroyed Heating Unit is not Active.
    units = [{"id": "heating-unit-1", "activated_by": "A"}, {"id": "heating-unit-2", "activated_by": "A",
                                                              "state": "destroyed"},
             {"id": "heating-unit-3", "activated_by": "B"}]
    m, _, result = table("s16/frostbyte", 300, [], markers=units)
    assert from_table(m, result, "A")["more-heating-units"] == 1
    assert from_table(m, result, "B")["more-heating-units"] == 1


def test_every_scenario_of_the_library_scores_and_fills_from_an_empty_table():
    # Every scenario file, whatever its season, must go through the tally without code of its own.
    from its_desktop.domain.evaluator import Evaluator
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table import TableState
    from its_desktop.domain.tally.record import GameRecord
    from its_desktop.domain.tally.score import score

    for e in catalog.entries():
        m = catalog.mission(e.id, catalog.sizes(e.id)[-1])
        result = score(m, GameRecord(e.id, m.points, rounds_completed=3))
        assert all(result.op(p) == 0 for p in "AB"), e.id
        empty = TableState(e.id, m.points, ())
        evaluation = Evaluator(m).evaluate(empty)
        for p in "AB":
            from_table(m, evaluation, p, state=empty)
