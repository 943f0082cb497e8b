"""Rescate / Rescue (S8 L1939-2015), numbers written from the pack text (cm / 2.5 = table units)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/rescue"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_zones(points):
    # L1960 30 cm (12) deep Deployment Zones; L1964 Exclusion Zone 20 cm (8) either side of the central line;
    # L1976 Dead Zones 10 cm (4) deep between the Deployment Zone and the Exclusion Zone.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert bounds(ID, points, "dead-a") == (0, 12, 48, 16)
    assert bounds(ID, points, "dead-b") == (0, 32, 48, 36)
    assert at(ID, points).zone("dead-a").owner == "A"


@pytest.mark.parametrize("points", SIZES)
def test_civilians(points):
    # L1984 inside the Exclusion Zone, base touching the enemy half's Dead Zone limit (y 32 for A, 16 for B),
    # 30 cm (12) and 50 cm (20) from each side edge; a 25 mm token has radius 0.5 unit.
    assert positions(ID, points, "civilian-a") == [(12, 31.5), (20, 31.5), (28, 31.5), (36, 31.5)]
    assert positions(ID, points, "civilian-b") == [(12, 16.5), (20, 16.5), (28, 16.5), (36, 16.5)]


def test_bans():
    sc = at(ID, 300).scenario
    # L1966 no deployment in contact with a Civilian; L1964 no special deployment inside the Exclusion Zone.
    # L1964 'ningún tipo de despliegue en su interior' (not_inside), then the named skills.
    assert [b.type for b in sc.deployment_bans] == ["no_contact", "not_inside", "no_airborne_inside",
                                                    "no_superior_deployment_inside"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    ez, more_dead = by_id["more-civilians-exclusion"], by_id["more-civilians-dead-zone"]
    same_dead, dz = by_id["same-civilians-dead-zone"], by_id["more-civilians-deployment"]
    # L1949 1 OP; L1950 2 OP (at least 1); L1951 3 OP; L1952 4 OP.
    assert (ez.kind, ez.op, ez.measure.zone) == ("compare_more", 1, "exclusion")
    assert (more_dead.kind, more_dead.op) == ("compare_more", 3)
    assert (same_dead.kind, same_dead.op, same_dead.min_self, same_dead.alternative_of) == (
        "compare_same", 2, 1, "more-civilians-dead-zone")
    assert (dz.kind, dz.op, dz.measure.zone) == ("compare_more", 4, "own_deployment")
    # L1956 1 Classified (2 OP).
    assert (sc.classified.count, sc.classified.op_each) == (1, 2)
    assert sc.flags.retreat == "ends_game"  # L2010


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 1 + max(3, 2) + 4 + 2 classified = 10
    assert at(ID, points).max_op() == 10
