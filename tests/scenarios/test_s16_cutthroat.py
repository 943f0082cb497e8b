"""Cutthroat (S16 L3247-3336, Direct Action), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/cutthroat"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L3266-3269: 150 '12 in x 24 in' on 24x32; 200 '16 in x 32 in' on 32x48; 300 '16 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 12), (0, 20, 24, 32)),
        (200, (0, 0, 32, 16), (0, 32, 32, 48)),
        (300, (0, 0, 48, 16), (0, 32, 48, 48)),
    ],
)
def test_deployment_zones_and_nothing_else(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b
    mission = at(ID, points)
    assert [z.id for z in mission.zones] == ["deployment-a", "deployment-b"]
    assert not mission.markers


def test_scoring_lines():
    sc = at(ID, 300).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"more-army-points-killed", "more-lieutenants-killed", "same-lieutenants-killed",
                          "kill-key-ops", "key-ops-kills-more"}
    ap, more_lt, same_lt = lines["more-army-points-killed"], lines["more-lieutenants-killed"], lines["same-lieutenants-killed"]
    assert (ap.kind, ap.op, ap.measure.what) == ("compare_more", 3, "army_points")
    assert (more_lt.kind, more_lt.op, more_lt.measure.what) == ("compare_more", 3, "lieutenants")
    assert (same_lt.kind, same_lt.op, same_lt.min_self, same_lt.alternative_of) == (
        "compare_same", 2, 1, "more-lieutenants-killed")
    key = lines["kill-key-ops"]
    assert (key.kind, key.op, key.measure.what, key.measure.role) == ("flag", 1, "role", "key-ops")
    by_key = lines["key-ops-kills-more"]
    assert (by_key.kind, by_key.op, by_key.measure.what, by_key.measure.by_role) == (
        "compare_more", 3, "troopers", "key-ops")
    assert all(o.when == "game_end" for o in sc.scoring)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 10  # 3 + (3 or 2) + 1 + 3


def test_flags_and_key_ops():
    sc = at(ID, 150).scenario
    assert (sc.section, sc.flags.direct_action, sc.flags.retreat) == ("direct_action", True, "no_quarter")
    assert (sc.flags.tactical_support, sc.flags.reinforcements) == (0, True)
    # L3279 'the identity of the Lieutenant is always Open Information'; no EVO Hacker Bonus here.
    assert (sc.flags.lieutenant_open, sc.flags.evo_hacker_bonus) == (True, False)
    assert (sc.hvt.per_player, sc.classified.count) == (0, 0)
    (role,) = sc.roles
    assert (role.id, role.chosen, role.private) == ("key-ops", "deployment_end", False)
