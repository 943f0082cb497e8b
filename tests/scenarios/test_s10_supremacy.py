"""Supremacy (S10 L2793-2926), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/supremacy"
SIZES = (150, 200, 300, 400)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L2813 'a standard Deployment Zone 12 inches deep' on the 48 x 48 in table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_quadrants_are_zos_checked_each_round(points):
    # L2819-2821 four quadrants (map lost: 24 x 24 quarters), each a ZO, at the end of each round.
    quads = sorted(bounds(ID, points, z.id) for z in at(ID, points).zones if z.group == "quadrant")
    assert quads == [(0, 0, 24, 24), (0, 24, 24, 48), (24, 0, 48, 24), (24, 24, 48, 48)]
    zs = [z for z in at(ID, points).zones if z.group == "quadrant"]
    assert all(z.is_zo and z.phase == "round_end" and z.inside_rule == "more_than_half" and z.inferred for z in zs)


@pytest.mark.parametrize("points", SIZES)
def test_consoles_at_quadrant_centres(points):
    # L2839 'on the center of each Quadrant, 12 inches from the edge of the table'.
    assert positions(ID, points, "console") == [(12, 12), (12, 36), (36, 12), (36, 36)]
    ms = [m for m in at(ID, points).markers if m.group == "console"]
    assert all(m.inferred and m.diameter_mm == 40 for m in ms)


def test_console_profile_and_xenotech_role():
    sc = at(ID, 300).scenario
    # L2926 'SCENERY CONSOLE 0 0 1'
    assert sc.profiles["console"].attributes == {"ARM": 0, "BTS": 0, "STR": 1}
    xeno = next(r for r in sc.roles if r.id == "xenotech")
    assert (xeno.per_player, xeno.chosen) == (1, "army_list")


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, hacked = by_id["more-quadrants"], by_id["hacked-consoles"]
    scanner, placed = by_id["multiscanner-placed"], by_id["placed-xenotech"]
    # L2803 1 OP per round; L2804 1 per console up to 3; L2805 1; L2906 1 per round at most.
    assert (more.kind, more.op, more.when) == ("compare_more", 1, "round_end")
    assert (hacked.kind, hacked.op, hacked.cap) == ("per_item", 1, 3)
    assert (scanner.kind, scanner.op, scanner.measure.type) == ("flag", 1, "asked")
    assert (placed.kind, placed.op, placed.when) == ("flag", 1, "round_end")
    assert (placed.measure.type, placed.measure.role, placed.measure.dominated) == ("presence", "xenotech", True)
    assert all(o.alternative_of is None for o in sc.scoring)
    assert "same-quadrants" not in by_id  # the pack has no 'same number' line
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "provisions")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"  # L2923


@pytest.mark.parametrize("points", (150, 300))
def test_max_op_is_the_listed_sum(points):
    # 3 x 1 + 3 + 1 + 3 x 1 = 10 from the objectives; the classified point counts "only if the player has
    # less than 10 Objective Points" (L2809), so it cannot take a player past 10.
    assert at(ID, points).max_op() == 10
    assert at(ID, points).scenario.classified.only_below == 10
