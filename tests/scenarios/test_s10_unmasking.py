"""Unmasking (S10 L3209-3323), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/unmasking"
SIZES = (150, 200, 300, 400)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_and_exclusion_zones(points):
    # L3235 12 in deep; L3237 'an 8 inch area on either side of the central line': y 24 ± 8.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert at(ID, points).zone("exclusion").phase == "deployment"


@pytest.mark.parametrize("points", SIZES)
def test_consoles_on_the_central_line(points):
    # L3253 centre (24, 24) and 12 in from the side edges on the central line.
    assert positions(ID, points, "console") == [(12, 24), (24, 24), (36, 24)]
    assert all(m.diameter_mm == 40 and not m.inferred for m in at(ID, points).markers if m.group == "console")


def test_hvts_roles_and_bans():
    sc = at(ID, 300).scenario
    # L3245 three HVTs per player, one secret Designated Target, two decoys.
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (3, "target", False)
    hvt = next(p for p in sc.placements if p.id == "hvt")
    assert (hvt.per_player, [(c.type, c.by) for c in hvt.constraints]) == (3, [("outside_any_deployment", 4)])
    roles = {r.id: r for r in sc.roles}
    assert (roles["designated-target"].per_player, roles["designated-target"].chosen) == (1, "secret")
    assert (roles["target-decoy"].per_player, roles["target-decoy"].private) == (2, True)
    assert (roles["data-tracker"].chosen, sorted(roles["data-tracker"].excludes)) == ("deployment_end", ["REM", "hidden_deployment", "irregular", "marker"])
    # L3237 Exclusion Zone; L3239 no base contact with any HVT.
    assert sorted(b.type for b in sc.deployment_bans) == ["no_airborne_inside", "no_contact", "no_superior_deployment_inside"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    o = {x.id: x for x in sc.scoring}
    # L3221-3227: 3 / 1 / +2 / 1 same (at least 1) / 2 more / 1 / 1.
    assert (o["designated-target-killed"].op, o["designated-target-killed"].measure.revealed_as) == (3, "designated-target")
    assert (o["more-target-decoys-killed"].kind, o["more-target-decoys-killed"].op) == ("compare_more", 1)
    assert (o["designated-target-killed-by-data-tracker"].op,
            o["designated-target-killed-by-data-tracker"].measure.by_role) == (2, "data-tracker")
    assert (o["same-consoles"].kind, o["same-consoles"].op, o["same-consoles"].min_self,
            o["same-consoles"].alternative_of) == ("compare_same", 1, 1, "more-consoles")
    assert (o["more-consoles"].kind, o["more-consoles"].op) == ("compare_more", 2)
    assert (o["designated-target-alive"].op, o["designated-target-alive"].measure.type) == (1, "survivors")
    assert (o["data-tracker-alive"].op, o["data-tracker-alive"].measure.role) == (1, "data-tracker")
    assert all(x.when == "game_end" for x in sc.scoring)
    assert (sc.classified.count, sc.classified.intelcom) == (0, None)  # L3231
    assert sc.flags.retreat == "ends_game"  # L3323


@pytest.mark.parametrize("points", (150, 300))
def test_max_op(points):
    # 3 + 1 + 2 + max(2, 1) + 1 + 1 = 10, no classified
    assert at(ID, points).max_op() == 10
