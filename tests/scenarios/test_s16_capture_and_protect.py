"""Capture and Protect (S16 L1105-1219), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/capture-and-protect"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1126-1131: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
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
    ("points", "beacon_a", "beacon_b"),
    # L1139 'each in the middle of the front edge of the Deployment Zone': x = W/2, y = dz and D - dz.
    [
        (150, (12, 8), (12, 24)),
        (200, (16, 12), (16, 36)),
        (300, (24, 12), (24, 36)),
    ],
)
def test_beacons_on_the_deployment_front_edges(points, beacon_a, beacon_b):
    beacons = {m.owner: (round(m.x, 6), round(m.y, 6)) for m in at(ID, points).markers if m.group == "beacon"}
    assert beacons == {"A": beacon_a, "B": beacon_b}
    assert all(m.diameter_mm == 25 and m.movable for m in at(ID, points).markers if m.group == "beacon")


def test_placements_roles_and_bans():
    sc = at(ID, 200).scenario
    assert [p.id for p in sc.placements] == ["qaz-template"]
    qaz = sc.placements[0]
    # L1181 'completely outside any Deployment Zones, and cannot overlap another Quantum Anomaly Zone'
    assert [(c.type, c.by, c.with_) for c in qaz.constraints] == [
        ("outside_any_deployment", None, []), ("no_overlap", None, ["qaz-template"])]
    assert qaz.first == "kept_deployment" and qaz.phase == "before_deployment"
    hazmat = next(r for r in sc.roles if r.id == "hazmat-ops")
    assert (hazmat.chosen, hazmat.marked) == ("deployment_end", True)
    assert {"REM", "VH"} <= set(hazmat.excludes)
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["beacon"])]


def test_scoring_lines_and_flags():
    sc = at(ID, 150).scenario
    by_id = {o.id: o for o in sc.scoring}
    captured = by_id["enemy-beacon-captured"]
    assert (captured.op, captured.when, captured.measure.owner, captured.measure.state) == (2, "round_end", "enemy", "captured")
    home = by_id["enemy-beacon-in-own-deployment"]
    assert (home.op, home.when, home.measure.zone) == (2, "game_end", "own_deployment")
    kept = by_id["own-beacon-not-captured"]
    assert (kept.kind, kept.op, kept.when) == ("flag", 1, "game_end")
    # L1115 'have your Beacon not be Captured by the enemy': own beacon, captured by the enemy, none of it.
    m = kept.measure
    assert (m.type, m.of, m.owner, m.state, m.by) == ("markers", ["beacon"], "self", "captured", "enemy")
    assert (kept.at_least, kept.at_most) == (0, 0)
    assert all(o.alternative_of is None and o.cap is None for o in sc.scoring)
    # L1119 one Classified Objective; L1207 INTELCOM (Provisions); L1205 HVT not used.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "provisions")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt, sc.classified.secure_hvt) == (0, False, False)
    assert (sc.flags.retreat, sc.flags.tactical_support, sc.flags.reinforcements) == ("ends_game", 0, False)
    assert at(ID, 150).max_op() == 10
