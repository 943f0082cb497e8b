"""Capture and Protect / Capturer & Protéger (S13 FR L927-1015), numbers written from the pack text (units = cm / 2.5)."""

import pytest

from .helpers import at, bounds

ID = "s13/capture-and-protect"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L948-952: 150 '20 cm x 60 cm' (8 deep on 24x32); 200 '30 cm x 80 cm' (12 on 32x48);
    # 300 '30 cm x 120 cm' (12 on 48x48).
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
    # L958 'au centre de la bordure interne de la Zone de Déploiement': 150 (30, 20) / (30, 60) cm;
    # 200 (40, 30) / (40, 90) cm; 300 (60, 30) / (60, 90) cm.
    [
        (150, (12, 8), (12, 24)),
        (200, (16, 12), (16, 36)),
        (250, (16, 12), (16, 36)),
        (300, (24, 12), (24, 36)),
        (400, (24, 12), (24, 36)),
    ],
)
def test_beacons_on_the_deployment_inner_edges(points, beacon_a, beacon_b):
    beacons = {m.owner: (round(m.x, 6), round(m.y, 6)) for m in at(ID, points).markers if m.group == "beacon"}
    assert beacons == {"A": beacon_a, "B": beacon_b}
    assert all(m.diameter_mm == 25 and m.movable for m in at(ID, points).markers if m.group == "beacon")


def test_no_placements_and_bans():
    sc = at(ID, 200).scenario
    assert sc.placements == [] and sc.roles == []
    # L954 'Il n'est pas autorisé de se déployer au contact du socle des Balises.'
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["beacon"])]


def test_scoring_lines_and_flags():
    sc = at(ID, 150).scenario
    by_id = {o.id: o for o in sc.scoring}
    captured = by_id["enemy-beacon-captured"]
    # L935 2 OP at the end of each Game Round; L936 2 OP in own Deployment Zone at the end; L937 1 OP.
    assert (captured.kind, captured.op, captured.when, captured.measure.owner, captured.measure.state) == (
        "flag", 2, "round_end", "enemy", "captured")
    home = by_id["enemy-beacon-in-own-deployment"]
    assert (home.op, home.when, home.measure.zone) == (2, "game_end", "own_deployment")
    kept = by_id["own-beacon-not-captured"]
    assert (kept.kind, kept.op, kept.when) == ("flag", 1, "game_end")
    m = kept.measure
    assert (m.type, m.of, m.owner, m.state, m.by) == ("markers", ["beacon"], "self", "captured", "enemy")
    assert (kept.at_least, kept.at_most) == (0, 0)
    assert all(o.alternative_of is None and o.cap is None for o in sc.scoring)
    # L941 one Classified Objective; L1007 INTELCOM (Provisions); L1005 HVT not used.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "provisions")
    assert (sc.hvt.per_player, sc.hvt.secure_hvt, sc.classified.secure_hvt) == (0, False, False)
    assert (sc.flags.retreat, sc.flags.reinforcements) == ("ends_game", False)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 2 * 3 + 2 + 1 + 1
