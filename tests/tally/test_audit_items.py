"""A worked game for each item of the rules audit (issue 14), its numbers written from the pack.

Pack lines: S16 = ../shared/seeds/001_…txt, S13 (French) = 002_…, S10 = 003_…, S8 (Spanish) = 004_…
(see each test's comment). Nothing expected here is read from the scenario files.
"""

from its_desktop.domain.tally import end_of_game

from .helpers import table, trooper


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
    assert any("cold (A) is killed" in n and "of the base inside" in n for n in notes)
