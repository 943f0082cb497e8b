"""Biotechvore (S10 L948-1015), numbers written from the pack text."""

import pytest

from its_desktop.domain.mission import catalog

from .helpers import at, bounds

ID = "s10/biotechvore"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_zones_8_deep(points):
    # L975 'in a Deployment Zone 8 inches deep' on the 48 x 48 in table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 8)
    assert bounds(ID, points, "deployment-b") == (0, 40, 48, 48)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_plague_bands_16_deep(points):
    # L983 'a 16 inches deep area ... in each half of the table, including the Deployment Zone'.
    assert bounds(ID, points, "plague-a") == (0, 0, 48, 16)
    assert bounds(ID, points, "plague-b") == (0, 32, 48, 48)
    mission = at(ID, points)
    assert mission.zone("plague-b").kind == "hazard"
    assert not mission.markers


def test_plague_kills_at_the_end_of_round_three():
    # L989 'At the end of the third Game Round any trooper inside a Biotechvore Area will be considered automatically Killed.'
    (effect,) = at(ID, 300).scenario.end_effects
    assert (effect.kind, effect.zone, effect.when.rounds) == ("kill_inside", "plague", [3])


def test_flags_and_classified():
    sc = at(ID, 200).scenario
    assert sc.flags.retreat == "no_quarter"
    assert sc.flags.confused_deployment
    # L971 '3 Classified Objectives (1 Objective Point for each one)'; L991 Counterespionage
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (3, 1, "counterespionage")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


def test_scoring_lines():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    # L958 more classified 1 OP; L959 more Army Points killed 2 OP
    assert (by_id["more-classified"].kind, by_id["more-classified"].op) == ("compare_more", 1)
    assert by_id["more-classified"].measure.deck == "classified"
    assert (by_id["more-killed"].kind, by_id["more-killed"].op) == ("compare_more", 2)
    assert by_id["more-killed"].measure.what == "army_points"
    assert (by_id["surviving-army-points"].kind, by_id["surviving-army-points"].when) == ("banded", "game_end")


@pytest.mark.parametrize(
    ("points", "expected", "inferred"),
    # L961-967: Low 50-100 / 101-150 / >150; Mid 75-150 / 151-250 / >250; Top 100-200 / 201-300 / >300 -> 2 / 3 / 4.
    # 150 (league): Escalation League Round Three L3502-3504, 35-75 / 76-110 / >110, flagged.
    [
        (150, [(35, 75, 2), (76, 110, 3), (111, None, 4)], True),
        (200, [(50, 100, 2), (101, 150, 3), (151, None, 4)], False),
        (300, [(75, 150, 2), (151, 250, 3), (251, None, 4)], False),
        (400, [(100, 200, 2), (201, 300, 3), (301, None, 4)], False),
    ],
)
def test_surviving_bands(points, expected, inferred):
    objective = next(o for o in at(ID, points).scenario.scoring if o.id == "surviving-army-points")
    bands = objective.bands_at(points)
    assert [(b.min, b.max, b.op) for b in bands] == expected
    assert all(bool(b.inferred) == inferred for b in bands)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_maximum(points):
    # 1 + 2 + 4 + 3 classified x 1 = 10
    assert catalog.mission(ID, points).max_op() == 10
