"""Event formats from the season files: what the packs forbid is refused with their reason, what they leave
to the organizer stays possible."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import EventError
from its_desktop.domain.tournament.formats import describe, event_format, format_extras, formats
from its_desktop.domain.tournament.organizer import allowed_scenarios, check_extras, check_round, round_points

S10, S8, S16 = catalog.season("s10"), catalog.season("s8"), catalog.season("s16")


def refused(*args, **kw):
    with pytest.raises(EventError) as err:
        check_round(*args, **kw)
    return err.value


# -- S8 tiers ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("scenario", "points", "other"), [
    ("s8/annihilation-low", 300, "s8/annihilation-mid"),  # L267-269 Low 200 / Mid 300 / Top 400
    ("s8/annihilation-top", 200, "s8/annihilation-low"),
    ("s8/biotechvore-mid", 400, "s8/biotechvore-top"),
])
def test_s8_tier_versions_only_at_their_tier(scenario, points, other):
    err = refused(S8, ["direct_action"], 1, scenario, points, {})
    assert err.field == "points"
    assert f"play {catalog.scenario(other).name.get()} at {points}" in str(err)  # named as the pickers name it
    check_round(S8, ["direct_action"], 1, other, points, {})


def test_s8_annihilation_low_at_300_names_the_tier_sentence():
    err = refused(S8, [], 1, "s8/annihilation-low", 300, {})
    # An English reader gets the Spanish pack's lines (its quote to Spanish readers: tests/i18n), the scenario's name.
    assert str(err).startswith("points: Annihilation (Low Tier) is written for 200 points (L269, L2629), got 300: "
                               "play Annihilation (Mid Tier) at 300"), str(err)


def test_s8_annihilation_low_at_300_in_spanish_names_the_scenarios_and_quotes_the_pack():
    """s41 trial (item 12): the Spanish window said "s8/annihilation-low está escrito … juega s8/annihilation-mid"."""
    from its_desktop.domain import i18n

    with i18n.speaking("es"):
        text = str(refused(S8, [], 1, "s8/annihilation-low", 300, {}))
    assert "Aniquilación (Low Tier) está escrito para 200 puntos (L269, L2629 'Low-Tier: 200 Puntos de Ejército" in text, text
    assert "juega Aniquilación (Mid Tier) a 300" in text and "s8/" not in text and "also" not in text, text


# -- S8 Operation Types -----------------------------------------------------------------------------
def test_s8_without_an_operation_type_the_rounds_must_share_one():
    # L308: every round's scenario 'pertenecientes al mismo Tipo de Operación'. Frontline is Direct Action and
    # Joint; Rescue is Special and Joint: together they are a Joint event. Annihilation is Direct Action only.
    check_round(S8, [], 2, "s8/rescue", 300, {1: "s8/frontline"})
    err = refused(S8, [], 3, "s8/annihilation-mid", 300, {1: "s8/frontline", 2: "s8/rescue"})
    assert err.field == "scenario" and "shares no Operation Type with round 2's s8/rescue" in str(err)
    assert "L308" in str(err)
    err = refused(S8, [], 2, "s8/seize-the-antennas", 300, {1: "s8/quadrant-control"})
    assert "Special Operations" in str(err) and "Direct Action Operations" in str(err)


def test_s8_announced_operation_type_limits_every_round():
    err = refused(S8, ["special_operations"], 1, "s8/firefight", 300, {})
    assert str(err).startswith("scenario: s8/firefight is not a Special Operations scenario")
    check_round(S8, ["joint_operations"], 1, "s8/firefight", 300, {})


def test_s8_one_operation_type_per_event():
    with pytest.raises(EventError) as err:
        check_extras(S8, ["direct_action", "special_operations"])
    assert err.value.field == "extras" and "announces one Operation Type" in str(err.value)
    with pytest.raises(EventError) as err:  # a league has no Operation Type (its jornadas are planned)
        check_extras(S8, ["escalation_league", "direct_action"])
    assert err.value.field == "extras"


def test_s8_no_repeat_and_no_custom_in_a_tournament():
    err = refused(S8, [], 2, "s8/frontline", 300, {1: "s8/frontline"})
    assert "already played in round 1" in str(err) and "L308" in str(err)
    err = refused(S8, [], 1, "s8/my-own", 300, {}, custom="s8/my-own")
    assert err.field == "scenario" and "custom scenario" in str(err)


# -- S8 Escalation League --------------------------------------------------------------------------
def test_s8_league_jornadas_one_to_five_are_fixed():
    extras = ["escalation_league"]
    for n, points in {1: 120, 2: 150, 3: 200, 4: 250, 5: 300}.items():
        assert round_points(S8, extras, n) == [points]
        assert [c.id for c in allowed_scenarios(S8, extras, rnd=n)] == [f"s8/league-round-{n}"]
    err = refused(S8, extras, 3, "s8/league-round-3", 300, {})
    assert "played at 200 points, got 300" in str(err) and "L2629" in str(err)


def test_s8_league_jornadas_six_to_eight_are_the_organizers_choice_of_unplayed_scenarios():
    # L2506: any ITS scenario not yet played in the league. A custom event: any Operation Type mixes freely.
    extras = ["escalation_league"]
    played = {n: f"s8/league-round-{n}" for n in range(1, 6)}
    offered = {c.id for c in allowed_scenarios(S8, extras, rnd=6)}
    assert len(offered) == 25 and "s8/league-round-1" not in offered
    check_round(S8, extras, 6, "s8/annihilation-top", 400, played)
    played[6] = "s8/annihilation-top"
    check_round(S8, extras, 7, "s8/rescue", 300, played)  # another Operation Type: allowed in a league
    played[7] = "s8/rescue"
    err = refused(S8, extras, 8, "s8/rescue", 300, played)
    assert "already played in round 7" in str(err) and "L2506" in str(err)
    # Jornada 5 is the league's Capturar las Antenas: it counts as played (an inferred reading, flagged).
    err = refused(S8, extras, 8, "s8/seize-the-antennas", 300, played)
    assert "s8/league-round-5 counts as s8/seize-the-antennas" in str(err)
    check_round(S8, extras, 8, "s8/supplies", 200, played)


# -- S10 -----------------------------------------------------------------------------------------------
def test_s10_tournament_custom_scenario_allowed_league_rounds_not():
    check_round(S10, [], 1, "s10/my-own", 300, {}, custom="s10/my-own")  # L305 personalized Scenario
    err = refused(S10, ["escalation_league"], 1, "s10/my-own", 100, {}, custom="s10/my-own")
    assert "plays its own mission, s10/league-round-1" in str(err)


def test_s10_escalation_tournament_tiers_from_data():
    # L403 Low-Tier, then Mid-Tier, then Top-Tier.
    assert [round_points(S10, ["escalation"], n) for n in (1, 2, 3)] == [[200], [300], [400]]
    err = refused(S10, ["escalation"], 2, "s10/supremacy", 400, {})
    assert "played at 300 points, got 400" in str(err) and "L403" in str(err)


def test_s10_basic_league_any_its_scenario_at_any_size_but_never_twice():
    # L3383 'among the available ITS scenarios and without any restriction'; L3331 the Basic Rules apply,
    # and L301 plays no scenario twice (the database keeps one round per scenario as well).
    assert round_points(S10, ["league"], 4) == [100, 120, 150, 200, 250, 300, 400]
    check_round(S10, ["league"], 2, "s10/frostbyte", 120, {1: "s10/supremacy"})
    err = refused(S10, ["league"], 2, "s10/supremacy", 300, {1: "s10/supremacy"})
    assert "L301" in str(err) and "L3331" in str(err)


def test_one_format_per_event():
    with pytest.raises(EventError) as err:
        check_extras(S10, ["escalation_league", "escalation"])
    assert "two event formats" in str(err.value)


def test_format_choice_and_listing():
    assert list(formats(S10)) == ["tournament", "escalation_tournament", "league", "escalation_league"]
    assert format_extras(S10, "escalation_league") == ["escalation_league"] and format_extras(S8, "tournament") == []
    assert event_format(S8, ["escalation_league", "spec_ops"])[0] == "escalation_league"
    assert event_format(S16, [])[0] == "tournament"  # a season without formats: the implicit tournament
    league = next(f for f in describe(S10) if f["id"] == "escalation_league")
    assert [(r["rounds"], r["scenario"], r["points"]) for r in league["plan"]] == [
        ([n], f"s10/league-round-{n}", [p]) for n, p in enumerate((100, 120, 150, 200, 250, 300), 1)]
    assert league["rounds"] == 6 and league["first_bye"] == "last_registered"
    with pytest.raises(EventError):
        format_extras(S10, "nonsense")


def test_every_planned_mission_is_in_the_library_at_its_points():
    for season in (S10, S8):
        for key, f in formats(season).items():
            for r in f.plan:
                if r.scenario:
                    assert catalog.scenario(r.scenario).section == "league", (key, r.scenario)
                    assert catalog.sizes(r.scenario) == [r.points]
                    if r.counts_as:
                        catalog.scenario(r.counts_as)


def test_s8_showdowns_still_fix_a_single_round():
    # S8 L336-340: Showdowns have one Tournament Round; the plain tournament format leaves that to the Extra.
    from its_desktop.domain.tournament.organizer import extras_rounds

    assert extras_rounds(S8, ["showdowns", "direct_action"]) == 1
    err = refused(S8, ["showdowns"], 2, "s8/frontline", 300, {})
    assert err.field == "round" and str(err).startswith("round: Showdowns has 1 round; round 2 is past the end (L336")
