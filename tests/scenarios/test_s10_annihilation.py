"""Annihilation (S10 L879-942), numbers written from the pack text."""

import pytest

from its_desktop.domain.mission import catalog

from .helpers import at, bounds

ID = "s10/annihilation"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_zones_12_deep(points):
    # L912 'a standard Deployment Zone 12 inches deep' on the 48 x 48 in table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert not at(ID, points).markers


@pytest.mark.parametrize(
    ("points", "expected"),
    # L890-902: Low 50-100 / 101-150 / more than 150; Mid 75-150 / 151-250 / >250; Top 100-200 / 201-300 / >300 -> 1 / 3 / 4.
    [
        (200, [(50, 100, 1), (101, 150, 3), (151, None, 4)]),
        (300, [(75, 150, 1), (151, 250, 3), (251, None, 4)]),
        (400, [(100, 200, 1), (201, 300, 3), (301, None, 4)]),
    ],
)
def test_tier_bands(points, expected):
    sc = at(ID, points).scenario
    for oid in ("killed-army-points", "surviving-army-points"):
        objective = next(o for o in sc.scoring if o.id == oid)
        bands = objective.bands_at(points)
        assert [(b.min, b.max, b.op) for b in bands] == expected
        assert not any(b.inferred for b in bands)


def test_league_150_bands_are_borrowed_and_flagged():
    # Escalation League Round Three (150 points) L3499-3504: 35-75 / 76-110 / more than 110.
    objective = next(o for o in at(ID, 150).scenario.scoring if o.id == "killed-army-points")
    bands = objective.bands_at(150)
    assert [(b.min, b.max, b.op) for b in bands] == [(35, 75, 1), (76, 110, 3), (111, None, 4)]
    assert all(b.inferred for b in bands)


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert by_id["killed-army-points"].measure.what == "army_points"
    assert by_id["surviving-army-points"].measure.what == "victory_points"
    dt = by_id["kill-datatracker"]
    # L904 'To Kill the enemy DataTracker (2 Objective Points)'
    assert (dt.kind, dt.op, dt.measure.what, dt.measure.role) == ("flag", 2, "role", "data-tracker")
    assert all(o.when == "game_end" and o.alternative_of is None for o in sc.scoring)
    assert [r.id for r in sc.roles] == ["data-tracker"]
    assert (sc.classified.count, sc.hvt.per_player, sc.hvt.secure_hvt) == (0, 0, False)
    assert sc.flags.retreat == "no_quarter"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_maximum(points):
    # 4 + 4 + 2 = 10, no classified
    assert catalog.mission(ID, points).max_op() == 10
