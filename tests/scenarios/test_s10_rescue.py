"""Rescue (S10 L2382-2459), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/rescue"
R25 = 25 / 25.4 / 2  # radius of a 25 mm Player A/B token, in inches


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_exclusion_and_dead_zones(points):
    # L2405 DZ 12 deep; L2407 EZ 8 in either side of y = 24; L2417 Dead Zones 4 deep between DZ and EZ: 12 + 4 = 16.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert bounds(ID, points, "dead-a") == (0, 12, 48, 16)
    assert bounds(ID, points, "dead-b") == (0, 32, 48, 36)
    m = at(ID, points)
    assert (m.zone("dead-a").owner, m.zone("dead-b").owner) == ("A", "B")


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_civilians_touch_the_enemy_dead_zone(points):
    # L2425 in the EZ, touching the enemy Dead Zone's limit (A's at y = 32, B's at y = 16), 12 and 20 in from each
    # side edge: x 12, 20, 48 - 20 = 28, 48 - 12 = 36.
    ya, yb = round(32 - R25, 6), round(16 + R25, 6)
    assert positions(ID, points, "civilian-a") == [(12, ya), (20, ya), (28, ya), (36, ya)]
    assert positions(ID, points, "civilian-b") == [(12, yb), (20, yb), (28, yb), (36, yb)]
    civs = [m for m in at(ID, points).markers if m.kind == "civilian"]
    assert len(civs) == 8 and all(c.inferred for c in civs)
    assert {c.owner for c in civs if c.group == "civilian-a"} == {"A"}


def test_scoring_lines_and_flags():
    m = at(ID, 300)
    sc = m.scenario
    by_id = {o.id: o for o in sc.scoring}
    # L2392-2397: 1 / same 2 (only if at least 1) / more 3 / 3 / 1 / 2.
    ez = by_id["more-civilians-exclusion"]
    assert (ez.kind, ez.op, ez.when, ez.measure.zone) == ("compare_more", 1, "game_end", "exclusion")
    more_dead, same_dead = by_id["more-civilians-dead-zone"], by_id["same-civilians-dead-zone"]
    assert (more_dead.kind, more_dead.op) == ("compare_more", 3)
    assert (same_dead.kind, same_dead.op, same_dead.min_self, same_dead.alternative_of) == (
        "compare_same", 2, 1, "more-civilians-dead-zone")
    dz = by_id["more-civilians-deployment"]
    assert (dz.kind, dz.op, dz.measure.zone) == ("compare_more", 3, "own_deployment")
    dt_dead, dt_dz = by_id["data-tracker-civilian-dead-zone"], by_id["data-tracker-civilian-deployment"]
    assert (dt_dead.op, dt_dz.op, dt_dz.alternative_of) == (1, 2, "data-tracker-civilian-dead-zone")
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert sc.flags.retreat == "ends_game"
    assert sorted(b.type for b in sc.deployment_bans) == ["no_airborne_inside", "no_contact",
                                                          "no_superior_deployment_inside"]
    # Listed 1 + 3 + 3 + 1 + 2 + 1 = 11; the two DataTracker lines are alternatives (inferred): 1 + 3 + 3 + 2 + 1.
    assert m.max_op() == 10
