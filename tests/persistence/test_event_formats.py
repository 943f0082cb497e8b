"""The pack's event formats where the organizer creates events and sets rounds (SQLite and PostgreSQL)."""

import pytest

from its_desktop.persistence.events import Events
from its_desktop.persistence.games import FieldError


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def test_an_s10_escalation_league_round_by_round(events):
    ev = events.create_event("Liga Xenotech", "s10", extras=["escalation_league"], who="TO")
    assert events.rounds_planned(ev.id) == 6  # L3395 'will only have six Rounds'
    assert [c.id for c in events.scenario_choices(ev.id, number=1)] == ["s10/league-round-1"]
    assert events.points_choices(ev.id, 1) == [100]
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 1, "s10/league-round-1", 400, who="TO")
    assert err.value.field == "points" and "L3430 'SIDE A: 100 points.'" in str(err.value)
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 1, "s10/supremacy", 100, who="TO")
    assert err.value.field == "scenario" and "its own mission, s10/league-round-1" in str(err.value)
    for n, points in enumerate((100, 120, 150, 200, 250, 300), 1):
        r = events.set_round(ev.id, n, f"s10/league-round-{n}", who="TO")  # the round's forces by default
        word = ("One", "Two", "Three", "Four", "Five", "Six")[n - 1]
        assert (r.points, r.scenario_name) == (points, f"Escalation League Round {word}")
    with pytest.raises(FieldError):
        events.set_round(ev.id, 7, "s10/supremacy", 300, who="TO")
    # Leaving the league for a plain tournament while its rounds are set is refused, naming the round.
    with pytest.raises(FieldError) as err:
        events.update_event(ev.id, who="TO", extras=[])
    assert err.value.field == "extras" and "round 1 plays s10/league-round-1" in str(err.value)


def test_s8_tournament_tiers_and_operation_type(events):
    ev = events.create_event("Torneo", "s8", points=300, who="TO")
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 1, "s8/annihilation-low", 300, who="TO")
    assert err.value.field == "points" and "play Annihilation (Mid Tier) at 300" in str(err.value)
    events.set_round(ev.id, 1, "s8/annihilation-mid", 300, who="TO")
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 2, "s8/rescue", 300, who="TO")
    assert err.value.field == "scenario" and "Operation Type" in str(err.value)
    events.set_round(ev.id, 2, "s8/frontline", 300, who="TO")
    # Announcing Special Operations now would leave round 1 outside it.
    with pytest.raises(FieldError) as err:
        events.update_event(ev.id, who="TO", extras=["special_operations"])
    assert "round 1 plays s8/annihilation-mid" in str(err.value)
    events.update_event(ev.id, who="TO", extras=["direct_action"])
    with pytest.raises(FieldError) as err:
        events.create_event("Two types", "s8", extras=["direct_action", "joint_operations"], who="TO")
    assert err.value.field == "extras"


def test_s8_league_jornadas_six_to_eight_are_chosen(events):
    ev = events.create_event("Liga", "s8", extras=["escalation_league"], who="TO")
    assert events.rounds_planned(ev.id) == 8
    for n in range(1, 6):
        events.set_round(ev.id, n, f"s8/league-round-{n}", who="TO")
    offered = {c.id for c in events.scenario_choices(ev.id, number=6)}
    assert "s8/rescue" in offered and "s8/league-round-2" not in offered
    assert events.points_choices(ev.id, 6) == [200, 300, 400]
    events.set_round(ev.id, 6, "s8/rescue", 300, who="TO")
    with pytest.raises(FieldError) as err:
        events.set_round(ev.id, 7, "s8/rescue", 300, who="TO")
    assert "already played in round 6" in str(err.value)
    with pytest.raises(FieldError):
        events.set_round(ev.id, 7, "s8/seize-the-antennas", 300, who="TO")  # jornada 5 counts as it


def test_a_league_round_is_paired_scored_and_ranked_like_any_round(events):
    ev = events.create_event("Liga", "s10", extras=["escalation_league"], who="TO")
    for name in ("Ana", "Ben", "Cai", "Dov", "Eli"):  # Eli arrives last
        events.add_player(ev.id, name, who="TO")
    events.set_round(ev.id, 1, "s10/league-round-1", who="TO")
    pairing = events.pair(ev.id, 1, seed=11)
    assert pairing.bye is not None and dict((p.id, p.name) for p in events.players(ev.id))[pairing.bye] == "Eli"
    events.save_pairings(ev.id, pairing, who="TO")
    games = [g for g in events.games(ev.id, 1) if not g.bye]
    with pytest.raises(FieldError) as err:  # VP above the round's 100 points
        events.record_result(games[0].id, 8, 1, 160, 5, who="TO", expected_version=games[0].version)
    assert err.value.field == "vp_a"
    for g in games:  # the round-one worked game: 8-1, VP 60 and 5
        events.record_result(g.id, 8, 1, 60, 5, who="TO", expected_version=g.version)
    rows = events.standings(ev.id).rows
    assert [r.tp for r in rows] == [3, 3, 2, 0, 0]  # two total victories, the bye's victory, two defeats
