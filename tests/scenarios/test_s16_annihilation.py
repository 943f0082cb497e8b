"""Annihilation (S16 L3077-3150, Direct Action), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/annihilation"

# L3086-3091: the same three bands for killed enemy Army Points and surviving Victory Points,
# 1 / 3 / 4 OP; 'more than N' read as N + 1 and up.
BANDS = {
    150: [(40, 75, 1), (76, 125, 3), (126, None, 4)],
    200: [(50, 100, 1), (101, 150, 3), (151, None, 4)],
    250: [(65, 125, 1), (126, 200, 3), (201, None, 4)],
    300: [(75, 150, 1), (151, 250, 3), (251, None, 4)],
    350: [(85, 175, 1), (176, 275, 3), (276, None, 4)],  # '176 to 274' then 'more than 275': read 176-275 (flagged)
    400: [(100, 200, 1), (201, 300, 3), (301, None, 4)],
}


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L3105-3108: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones_and_nothing_else(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b
    mission = at(ID, points)
    assert [z.id for z in mission.zones] == ["deployment-a", "deployment-b"]
    assert not mission.markers


@pytest.mark.parametrize("points", sorted(BANDS))
@pytest.mark.parametrize("objective", ["killed-army-points", "surviving-victory-points"])
def test_bands(objective, points):
    o = next(o for o in at(ID, points).scenario.scoring if o.id == objective)
    assert (o.kind, o.when) == ("banded", "game_end")
    assert [(b.min, b.max, b.op) for b in o.bands_at(points)] == BANDS[points]
    flagged = [b for b in o.bands_at(points) if b.inferred]
    assert len(flagged) == (1 if points == 350 else 0)


def test_measures_and_lieutenant():
    sc = at(ID, 200).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"killed-army-points", "surviving-victory-points", "kill-lieutenant"}
    assert (lines["killed-army-points"].measure.type, lines["killed-army-points"].measure.what) == ("kills", "army_points")
    assert (lines["surviving-victory-points"].measure.type,
            lines["surviving-victory-points"].measure.what) == ("survivors", "victory_points")
    lt = lines["kill-lieutenant"]
    assert (lt.kind, lt.op, lt.measure.what) == ("flag", 2, "lieutenants")
    for points in (150, 200, 300, 350):
        assert at(ID, points).max_op() == 10  # 4 + 4 + 2


def test_flags():
    sc = at(ID, 150).scenario
    assert (sc.section, sc.flags.direct_action, sc.flags.retreat) == ("direct_action", True, "no_quarter")
    assert (sc.flags.tactical_support, sc.flags.reinforcements) == (0, False)
    assert (sc.hvt.per_player, sc.classified.count) == (0, 0)
    assert not sc.roles and not sc.placements
