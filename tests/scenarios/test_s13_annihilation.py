"""Annihilation (S13 FR L788-848), numbers written from the pack text (table units = cm / 2.5)."""

import pytest

from .helpers import at, bounds

ID = "s13/annihilation"

# L795-800: kill and survival bands, 1 / 3 / 4 OP; 'plus de N' read as N + 1 and up.
SURVIVE = {
    150: [(40, 75, 1), (76, 125, 3), (126, None, 4)],
    200: [(50, 100, 1), (101, 150, 3), (151, None, 4)],
    250: [(65, 125, 1), (126, 200, 3), (201, None, 4)],
    300: [(75, 150, 1), (151, 250, 3), (251, None, 4)],
    400: [(100, 200, 1), (201, 300, 3), (301, None, 4)],
}
# L796 prints 'Tuer entre 126 et 150' at 250 then 'plus de 200': corrected to 126-200 and flagged.
KILL = SURVIVE


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L812-816: 150 '20 cm x 60 cm' (8 deep on 24x32); 200 '30 cm x 80 cm' (12 on 32x48);
    # 300 '30 cm x 120 cm' (12 on 48x48).
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


@pytest.mark.parametrize("points", sorted(SURVIVE))
def test_bands(points):
    lines = {o.id: o for o in at(ID, points).scenario.scoring}
    kill, survive = lines["killed-army-points"], lines["surviving-army-points"]
    for o in (kill, survive):
        assert (o.kind, o.when) == ("banded", "game_end")
    assert [(b.min, b.max, b.op) for b in survive.bands_at(points)] == SURVIVE[points]
    assert [(b.min, b.max, b.op) for b in kill.bands_at(points)] == KILL[points]
    assert not [b for b in survive.bands_at(points) if b.inferred]
    flagged = [(b.min, b.max) for b in kill.bands_at(points) if b.inferred]
    assert flagged == ([(126, 200)] if points == 250 else [])


def test_measures_lieutenant_and_total():
    sc = at(ID, 200).scenario
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"killed-army-points", "surviving-army-points", "kill-lieutenant"}
    assert (lines["killed-army-points"].measure.type, lines["killed-army-points"].measure.what) == ("kills", "army_points")
    assert (lines["surviving-army-points"].measure.type,
            lines["surviving-army-points"].measure.what) == ("survivors", "victory_points")
    lt = lines["kill-lieutenant"]
    assert (lt.kind, lt.op, lt.measure.what, lt.when) == ("flag", 2, "lieutenants", "game_end")
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 10  # 4 + 4 + 2


def test_flags_and_blizzard():
    sc = at(ID, 150).scenario
    assert (sc.section, sc.flags.direct_action, sc.flags.retreat) == ("its", False, "no_quarter")
    assert sc.flags.reinforcements is False
    assert (sc.hvt.per_player, sc.classified.count) == (0, 0)
    assert not sc.roles
    # L836-838: two Circular Templates per player, completely outside every Deployment Zone, kept-Deployment first.
    (blizzard,) = sc.placements
    assert (blizzard.what, blizzard.per_player, blizzard.first, blizzard.phase) == (
        "template", 2, "kept_deployment", "before_deployment")
    assert [c.type for c in blizzard.constraints] == ["outside_any_deployment"]
