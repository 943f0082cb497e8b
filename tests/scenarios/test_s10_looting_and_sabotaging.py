"""Looting and Sabotaging (S10 L2111-2200), numbers written from the pack text (48 x 48 in table at every size)."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/looting-and-sabotaging"


@pytest.mark.parametrize("points", (150, 200, 300, 400))
def test_zones_ac2s_and_panoplies(points):
    # L2132 standard Deployment Zone 12 inches deep.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    # L2140: 12 in from the centre (24 - 12, 24 + 12), 24 in from the edge.
    assert positions(ID, points, "ac2") == [(24, 12), (24, 36)]
    # L2160: central line, 12 in from the edges.
    assert positions(ID, points, "panoply") == [(12, 24), (36, 24)]
    m = at(ID, points)
    # L2144: the enemy AC2 is the one closest to the enemy Deployment Zone.
    assert (m.marker("ac2-1").owner, m.marker("ac2-1").y) == ("A", 12)
    assert (m.marker("ac2-2").owner, m.marker("ac2-2").y) == ("B", 36)


def test_profile_bans_flags():
    sc = at(ID, 300).scenario
    assert sc.profiles["ac2"].attributes == {"ARM": 8, "BTS": 9, "STR": 3}  # L2200
    assert [(b.type, b.with_) for b in sc.deployment_bans] == [("no_contact", ["ac2", "panoply"])]  # L2134
    assert sc.flags.retreat == "ends_game"  # L2197
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)  # L2128


def test_scoring_lines():
    sc = at(ID, 200).scenario
    lines = {o.id: o for o in sc.scoring}
    protect, damage = lines["protect-own-ac2"], lines["damage-enemy-ac2"]
    assert (protect.kind, protect.op, protect.cap) == ("per_item", 1, 3)
    assert (damage.kind, damage.op, damage.cap) == ("per_item", 1, 3)
    assert damage.inferred
    destroy = lines["destroy-enemy-ac2"]
    assert (destroy.kind, destroy.op, destroy.measure.state, destroy.measure.owner, destroy.alternative_of) == (
        "flag", 2, "destroyed", "enemy", None)
    pan = lines["more-panoply-items"]
    assert (pan.kind, pan.op, pan.measure.type) == ("compare_more", 1, "asked")
    assert all(o.when == "game_end" for o in sc.scoring)


def test_max_op():
    # L2121-2124: 3 (STR left) + 3 (STR lost, capped at STR 3) + 2 (destroyed) + 1 (panoplies), plus 1 Classified
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10
