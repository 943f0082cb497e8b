"""Transmission Matrix (S10 L3136-3203), numbers written from the pack text."""

import math

import pytest

from .helpers import at, bounds, positions

ID = "s10/transmission-matrix"
SIZES = (150, 200, 300, 400)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L3157 'a standard Deployment Zone 12 inches deep' on the 48 x 48 in table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)


@pytest.mark.parametrize("points", SIZES)
def test_five_transmission_areas(points):
    # L3163 radius 4: centre (24, 24); two in each half 12 in from the side edges and 12 in from the central line.
    assert bounds(ID, points, "transmission-area-centre") == (20, 20, 28, 28)
    assert bounds(ID, points, "transmission-area-a-left") == (8, 8, 16, 16)
    assert bounds(ID, points, "transmission-area-a-right") == (32, 8, 40, 16)
    assert bounds(ID, points, "transmission-area-b-left") == (32, 32, 40, 40)
    assert bounds(ID, points, "transmission-area-b-right") == (8, 32, 16, 40)
    zs = [z for z in at(ID, points).zones if z.group == "transmission-area"]
    assert len(zs) == 5
    assert all(z.is_zo and z.phase == "round_end" and z.inside_rule == "more_than_half" and not z.inferred for z in zs)
    assert all(abs(z.geometry.area - math.pi * 16) < 0.1 for z in zs)


@pytest.mark.parametrize("points", SIZES)
def test_antennas_mark_the_centres(points):
    # L3165 a Transmission Antenna at the centre of each area.
    assert positions(ID, points, "antenna") == [(12, 12), (12, 36), (24, 24), (36, 12), (36, 36)]


def test_roles_and_profile():
    sc = at(ID, 300).scenario
    dt = next(r for r in sc.roles if r.id == "data-tracker")
    # L3187 declared at the end of deployment; not Irregular or REM.
    assert (dt.per_player, dt.chosen, sorted(dt.excludes)) == (1, "deployment_end", ["REM", "hidden_deployment", "irregular", "marker"])  # L337
    assert sc.hvt.role == "target"  # L3193
    # L349-350 MOV 4-4 CC 6 BS 6 PH 11 WIP 11 ARM 1 BTS 0 W 1 S 2
    assert sc.profiles["designated_target_hvt"].attributes == {
        "MOV": "4-4", "CC": 6, "BS": 6, "PH": 11, "WIP": 11, "ARM": 1, "BTS": 0, "W": 1, "S": 2,
    }


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same = by_id["more-areas"], by_id["same-areas"]
    kill, dt_kill = by_id["designated-target-killed"], by_id["designated-target-killed-by-data-tracker"]
    # L3146 1 OP same (at least 1), L3147 2 OP more, each round; L3148 1 OP; L3149 2 extra OP.
    assert (more.kind, more.op, more.when) == ("compare_more", 2, "round_end")
    assert (same.kind, same.op, same.when, same.min_self, same.alternative_of) == (
        "compare_same", 1, "round_end", 1, "more-areas")
    assert (kill.kind, kill.op, kill.measure.role) == ("flag", 1, "designated-target")
    assert (dt_kill.kind, dt_kill.op, dt_kill.measure.by_role) == ("flag", 2, "data-tracker")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "provisions")
    assert sc.flags.retreat == "not_stated"  # L3203: no Retreat! sentence


@pytest.mark.parametrize("points", (150, 300))
def test_max_op(points):
    # 3 x 2 + 1 + 2 + 1 classified = 10
    assert at(ID, points).max_op() == 10
