"""What the two players' values cannot be together, refused by the record's own check (``record.check``), so
the desktop tally, ``its-desktop score`` and the players' phones (which score through the same model) all
refuse it: both players dominating the one Exclusion Zone, and more of an army killed than its owner lost."""

from __future__ import annotations

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import changes
from its_desktop.domain.tally.model import TallyModel
from its_desktop.domain.tally.record import GameRecord, check, measure_bound


def frostbyte(**values: int) -> TallyModel:
    m = TallyModel(catalog.mission("s16/frostbyte", 300))
    m.apply(changes.RoundsCompletedChanged(3))
    m.apply(changes.EndReasonChanged("completed"))
    for name, value in values.items():
        player, objective = name[0].upper(), name[2:].replace("_", "-")
        if objective == "vp":
            m.apply(changes.VictoryPointsChanged(player, value))
        else:
            m.apply(changes.MeasureChanged(player, objective, "game", value))
    return m


def test_one_zone_has_one_dominator_in_the_desktop_tally():
    both = frostbyte(a_dominate_exclusion=1, b_dominate_exclusion=1, a_vp=200, b_vp=150)
    outcome = both.outcome()
    assert outcome.score is None and "values.B.dominate-exclusion.game" in str(outcome.error)
    assert "dominated by one player at most" in str(outcome.error)
    assert frostbyte(a_dominate_exclusion=1, b_dominate_exclusion=0, a_vp=200, b_vp=150).outcome().score is not None


def test_more_of_an_army_killed_than_its_owner_lost_is_refused():
    # 300 points: B kept 150, so A killed at most 150 of B's army.
    outcome = frostbyte(a_more_killed=200, b_more_killed=50, a_vp=200, b_vp=150).outcome()
    assert outcome.score is None and "values.A.more-killed.game" in str(outcome.error)
    assert "at most 150 here" in str(outcome.error)
    assert frostbyte(a_more_killed=150, b_more_killed=50, a_vp=200, b_vp=150).outcome().score is not None
    # Past the game's size whatever the VP: the measure's own bound is the game's points, not 1000.
    mission = catalog.mission("s16/frostbyte", 300)
    killed = next(o for o in mission.scenario.scoring if o.id == "more-killed")
    assert measure_bound(mission, killed) == 300
    assert "at most 300 here" in str(frostbyte(a_more_killed=900).outcome().error)


def test_a_referees_override_is_held_to_the_same_rule_and_named():
    record = GameRecord.from_json({
        "mission": "s16/frostbyte", "points": 300, "rounds_completed": 3, "end_reason": "completed",
        "values": {"A": {"dominate-exclusion": {"game": 1}}, "B": {"dominate-exclusion": {"game": 0}}},
        "overrides": {"B": {"dominate-exclusion": {"game": {"value": 1, "who": "referee", "why": "misread"}}}},
        "vp": {"A": 100, "B": 100}})
    with pytest.raises(StateError) as err:
        check(catalog.mission("s16/frostbyte", 300), record)
    assert err.value.field == "overrides.B.dominate-exclusion.game.value"
