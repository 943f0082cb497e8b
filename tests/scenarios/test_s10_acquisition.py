"""Acquisition (S10 L751-875), numbers written from the pack text."""

import pytest

from its_desktop.domain.mission import catalog

from .helpers import at, bounds, positions

ID = "s10/acquisition"


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_deployment_zones_16_deep(points):
    # L773 'in a Deployment Zone 16 inches deep' on the 48 x 48 in table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 16)
    assert bounds(ID, points, "deployment-b") == (0, 32, 48, 48)


@pytest.mark.parametrize("points", [150, 200, 300, 400])
def test_antennas_and_tech_coffin(points):
    # L781 'in the central line of the table, 12 inches from the edge'; L808 Tech-Coffin 'in the center'.
    assert positions(ID, points, "antenna") == [(12, 24), (36, 24)]
    assert positions(ID, points, "tech-coffin") == [(24, 24)]
    assert all(m.diameter_mm == 40 for m in at(ID, points).markers)


@pytest.mark.parametrize("points", [200, 300, 400])
def test_multiscanner_blocked_within_4_of_own_deployment(points):
    # L864 'within 4" of its Deployment Zone': 16 + 4 = 20.
    assert bounds(ID, points, "multiscanner-void-a") == (0, 0, 48, 20)
    assert bounds(ID, points, "multiscanner-void-b") == (0, 28, 48, 48)


def test_bans_placements_roles():
    sc = at(ID, 300).scenario
    assert [(b.type, sorted(b.with_)) for b in sc.deployment_bans] == [("no_contact", ["antenna", "tech-coffin"])]
    (hvt,) = sc.placements
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]
    roles = {r.id: r for r in sc.roles}
    assert (roles["data-tracker"].per_player, roles["data-tracker"].chosen) == (1, "deployment_end")
    assert roles["xenotech"].chosen == "army_list"


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    # L761-765: 1 per activated antenna, 1 per controlled antenna, 3 coffin, +2 DataTracker, +1 Xenotech (not cumulative).
    assert (by_id["activated-antennas"].kind, by_id["activated-antennas"].op, by_id["activated-antennas"].cap) == ("per_item", 1, 2)
    assert (by_id["controlled-antennas"].kind, by_id["controlled-antennas"].op, by_id["controlled-antennas"].cap) == ("per_item", 1, 2)
    assert (by_id["controlled-tech-coffin"].kind, by_id["controlled-tech-coffin"].op) == ("flag", 3)
    assert (by_id["tech-coffin-datatracker"].op, by_id["tech-coffin-datatracker"].measure.type) == (2, "asked")
    assert (by_id["tech-coffin-xenotech"].op, by_id["tech-coffin-xenotech"].alternative_of) == (1, "tech-coffin-datatracker")
    assert all(o.when == "game_end" for o in sc.scoring)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert sc.flags.retreat == "ends_game"


def test_maximum():
    # 2 + 2 + 3 + max(2, 1) + 1 classified = 10
    assert catalog.mission(ID, 300).max_op() == 10
