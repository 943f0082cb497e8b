"""Kills, surviving Victory Points and Secure HVT counted from the troopers on the table."""

from its_desktop.domain.mission.objectives import KillsMeasure, SurvivorsMeasure
from its_desktop.domain.tally import end_of_game, from_table
from its_desktop.domain.tally.losses import army_points_killed, kills, labels, secure_hvt, surviving_vp

from .helpers import table, trooper


def test_kills_and_vp_from_points_and_states():
    troopers = [trooper("a1", "A", 5, 5, 30), trooper("a2", "A", 8, 5, 20, state="dead"),
                trooper("b1", "B", 5, 40, 25, state="unconscious"), trooper("b2", "B", 8, 40, 40),
                trooper("b3", "B", 11, 40, 15, state="dead"), trooper("t", "B", 14, 40, 99, kind="token")]
    m, state, _ = table("s16/frostbyte", 300, troopers)
    # during the game only the Dead count; at the end every Null State does (season rule)
    assert army_points_killed(m, state, "A", game_end=False).value == 15
    assert army_points_killed(m, state, "A", game_end=True).value == 40
    assert army_points_killed(m, state, "B", game_end=True).value == 20
    assert surviving_vp(m, state, "A").value == 30 and surviving_vp(m, state, "B").value == 40  # token: not a trooper
    assert kills(m, state, KillsMeasure(type="kills", what="troopers"), "A", True).value == 2
    # nobody marked Lieutenant: the table does not know, the players are asked
    assert kills(m, state, KillsMeasure(type="kills", what="lieutenants"), "A", True).value is None
    assert kills(m, state, KillsMeasure(type="kills", what="army_points", by_role="key-ops"), "A", True).value == 40


def test_lieutenant_and_role_survivors():
    troopers = [trooper("a1", "A", 5, 5, 30, roles=["lieutenant"], state="unconscious"),
                trooper("b1", "B", 5, 40, 25, roles=["lieutenant"])]
    m, state, _ = table("s16/frostbyte", 300, troopers)
    alive = SurvivorsMeasure(type="survivors", what="lieutenant_active")
    from its_desktop.domain.tally.losses import survivors

    assert survivors(m, state, alive, "A").value is False and survivors(m, state, alive, "B").value is True
    assert kills(m, state, KillsMeasure(type="kills", what="lieutenants"), "B", True).value == 1


def test_frostbyte_kills_are_filled_only_at_the_end():
    troopers = [trooper("a1", "A", 5, 5, 30), trooper("b1", "B", 5, 40, 25, state="dead")]
    m, state, result = table("s16/frostbyte", 300, troopers)
    assert "more-killed" not in from_table(m, result, "A", state=state)
    assert from_table(m, result, "A", state=state, game_end=True)["more-killed"] == 25


def test_same_name_troopers_are_told_apart():
    troopers = [trooper("a1", "A", 5, 5, 10, name="Fusilier"), trooper("a2", "A", 8, 5, 10, name="Fusilier"),
                trooper("a3", "A", 11, 5, 20, name="Fusilier"), trooper("b1", "B", 5, 40, 25)]
    m, state, _ = table("s16/frostbyte", 300, troopers)
    assert labels(state.troopers) == {"a1": "Fusilier (a1)", "a2": "Fusilier (a2)", "a3": "Fusilier", "b1": "b1"}


def test_a_straddling_base_is_named_with_how_it_was_counted():
    # Exclusion Zone y 16..32 at 300: a 25 mm base at y 16.2 is about 70 % inside it.
    troopers = [trooper("a1", "A", 10, 16.2, 10, troop_type="LI", name="Fusilier"),
                trooper("b1", "B", 30, 15.8, 10, troop_type="LI", name="Zhanshi")]
    m, state, _ = table("s16/frostbyte", 300, troopers, markers=[{"id": "heating-unit-1", "activated_by": "A"}])
    final, notes = end_of_game(m, state)
    assert any("Fusilier (A) straddles EZ " in n and "counted inside" in n for n in notes)
    assert any("Zhanshi (B) straddles EZ " in n and "counted outside" in n for n in notes)
    assert {t.id: t.state for t in final.troopers} == {"a1": "dead", "b1": "normal"}


def test_secure_hvt():
    m, state, _ = table("s16/frostbyte", 300, [trooper("a1", "A", 20, 30, 10), trooper("b1", "B", 40, 10, 10)])
    r = 0.5
    # A's trooper is 2 in from B's HVT; B's trooper 10 in from A's HVT edge (beyond the 8 in Zone of Control)
    hvts = [("A", 40, 21.5, r), ("B", 20, 32.5, r)]
    assert secure_hvt(m, state, hvts, "A").value is True
    assert secure_hvt(m, state, hvts, "B").value is False
    hvts_near = [("A", 40, 12, r), ("B", 20, 32.5, r)]  # b1 now 2 in from A's HVT: A's is not secure
    assert secure_hvt(m, state, hvts_near, "A").value is False
    assert secure_hvt(m, state, hvts[:1], "A").value is None  # B's HVT not on the table
