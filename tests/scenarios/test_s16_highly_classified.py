"""Highly Classified (S16 L1951-2046), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s16/highly-classified"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1974-1979: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize("points", [150, 200, 300])
def test_no_other_table_elements(points):
    mission = at(ID, points)
    assert {z.id for z in mission.zones} == {"deployment-a", "deployment-b"}
    assert mission.markers == []


def test_main_deck_and_secondary_classified():
    sc = at(ID, 200).scenario
    (deck,) = sc.decks
    # L1985: 4 Main Classified Objectives, the same for both players, Open Information.
    assert (deck.id, deck.open, deck.slots, deck.refresh) == ("main-classified", True, 4, "never")
    # L1967: 1 Secondary Classified Objective (3 OP); L2001: Secure HVT may replace it.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.secure_hvt) == (1, 3, True)


def test_hazmat_ops_and_hvt():
    sc = at(ID, 150).scenario
    (role,) = sc.roles
    assert (role.id, role.chosen, role.private, role.marked) == ("hazmat-ops", "deployment_end", False, True)
    assert set(role.excludes) == {"irregular", "REM", "VH"}
    (hvt,) = sc.placements
    assert (hvt.id, hvt.per_player) == ("hvt", 1)
    assert [(c.type, c.by) for c in hvt.constraints] == [("outside_any_deployment", 4)]


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    lines = {o.id: o for o in sc.scoring}
    more, same, each = lines["more-main"], lines["same-main"], lines["main-accomplished"]
    assert (more.kind, more.op, more.when) == ("compare_more", 3, "game_end")
    assert (same.kind, same.op, same.min_self, same.alternative_of, same.when) == (
        "compare_same", 2, 1, "more-main", "game_end")
    assert (each.kind, each.op, each.cap) == ("per_item", 1, 4)
    assert all(o.measure.type == "objectives" and o.measure.deck == "main-classified" for o in sc.scoring)
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support, sc.flags.joint_command) == (
        "ends_game", True, 0, True)
    # 3 (more) + 4 x 1 (Main) + 3 (Secondary)
    assert at(ID, 300).max_op() == 10
