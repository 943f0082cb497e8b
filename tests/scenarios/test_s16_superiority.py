"""Superiority (S16 L3338-3459, Direct Action), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/superiority"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L3353-3356: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "a_left", "b_left"),
    # L3364 quadrants 'as seen on the map' (lost): quarters split at W/2 and D/2 (inferred).
    [
        (150, (0, 0, 12, 16), (12, 16, 24, 32)),
        (200, (0, 0, 16, 24), (16, 24, 32, 48)),
        (300, (0, 0, 24, 24), (24, 24, 48, 48)),
    ],
)
def test_quadrants(points, a_left, b_left):
    assert bounds(ID, points, "quadrant-a-left") == a_left
    assert bounds(ID, points, "quadrant-b-left") == b_left
    quadrants = [z for z in at(ID, points).zones if z.group == "quadrant"]
    assert len(quadrants) == 4 and all(z.is_zo and z.phase == "round_end" and z.inferred for z in quadrants)


@pytest.mark.parametrize(
    ("points", "expected"),
    # L3384 'placed on the center of each Quadrant': W/4, 3W/4 and D/4, 3D/4 (inferred quadrants).
    [
        (150, [(6, 8), (6, 24), (18, 8), (18, 24)]),
        (200, [(8, 12), (8, 36), (24, 12), (24, 36)]),
        (300, [(12, 12), (12, 36), (36, 12), (36, 36)]),
    ],
)
def test_consoles_at_quadrant_centres(points, expected):
    assert positions(ID, points, "console") == expected
    consoles = [m for m in at(ID, points).markers if m.group == "console"]
    assert all(m.inferred and m.diameter_mm == 40 and m.states == ["hacked_by"] for m in consoles)


def test_scoring_lines():
    sc = at(ID, 300).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"more-quadrants", "hacked-consoles", "dominant-key-ops"}  # no 'same number' line
    more, consoles, key_ops = lines["more-quadrants"], lines["hacked-consoles"], lines["dominant-key-ops"]
    assert (more.kind, more.op, more.when, more.measure.of) == ("compare_more", 2, "round_end", ["quadrant"])
    assert (consoles.kind, consoles.op, consoles.cap, consoles.when) == ("per_item", 1, 3, "game_end")
    assert (consoles.measure.of, consoles.measure.state) == (["console"], "hacked")
    assert (key_ops.kind, key_ops.op, key_ops.when) == ("flag", 1, "game_end")
    # L3430 'their Key Ops in any non-Null State in a ZO Dominated by them': presence in a dominated quadrant.
    m = key_ops.measure
    assert (m.type, m.zone, m.role, m.dominated) == ("presence", "quadrant", "key-ops", True)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 10  # 2 x 3 rounds + 3 + 1


def test_flags_and_key_ops():
    sc = at(ID, 150).scenario
    assert (sc.section, sc.flags.direct_action, sc.flags.retreat) == ("direct_action", True, "ends_game")
    assert (sc.flags.tactical_support, sc.flags.reinforcements) == (0, False)
    assert (sc.hvt.per_player, sc.classified.count) == (0, 0)
    assert not sc.placements
    (role,) = sc.roles
    assert (role.id, role.chosen, role.private) == ("key-ops", "deployment_end", False)
