"""Unmasking (S16 L2935-3073), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/unmasking"


@pytest.mark.parametrize(
    ("points", "dz_b"),
    # L2963-2968: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [(150, (0, 24, 24, 32)), (200, (0, 36, 32, 48)), (300, (0, 36, 48, 48))],
)
def test_deployment_zone_b(points, dz_b):
    assert bounds(ID, points, "deployment-b") == dz_b


@pytest.mark.parametrize(
    ("points", "expected"),
    # L2970-2972: '8 inches (4 inches in 150 point games) either side of the central line'.
    [(150, (0, 12, 24, 20)), (200, (0, 16, 32, 32)), (300, (0, 16, 48, 32))],
)
def test_exclusion_zone(points, expected):
    assert bounds(ID, points, "exclusion") == expected


def test_deployment_bans():
    # L2972 no AD / Superior Deployment inside the Exclusion Zone; L2974 'It is not allowed to deploy in
    # Silhouette contact with any HVT' (the 'hvt' placement).
    bans = {(b.type, b.zone, tuple(b.with_)) for b in at(ID, 200).scenario.deployment_bans}
    assert bans == {
        ("no_airborne_inside", "exclusion", ()),
        ("no_superior_deployment_inside", "exclusion", ()),
        ("no_contact", None, ("hvt",)),
    }


@pytest.mark.parametrize(
    ("points", "expected"),
    # L2988: on the central line, one at the centre, the other two 12 in from it (8 in at 150).
    [
        (150, [(4, 16), (12, 16), (20, 16)]),
        (200, [(4, 24), (16, 24), (28, 24)]),
        (300, [(12, 24), (24, 24), (36, 24)]),
    ],
)
def test_consoles_on_the_central_line(points, expected):
    assert positions(ID, points, "console") == expected
    consoles = [m for m in at(ID, points).markers if m.group == "console"]
    assert all(m.diameter_mm == 40 and not m.inferred for m in consoles)
    assert all(m.control.qualifier == "specialist" for m in consoles)


def test_hvts_and_secret_roles():
    sc = at(ID, 200).scenario
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (3, "target", False)
    roles = {r.id: r for r in sc.roles}
    target, decoy = roles["designated-target"], roles["target-decoy"]
    assert (target.per_player, target.chosen, target.private) == (1, "secret", True)
    assert (decoy.per_player, decoy.chosen, decoy.private) == (2, "secret", True)
    (hvt,) = sc.placements
    assert (hvt.id, hvt.per_player) == ("hvt", 3)


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    lines = {o.id: o for o in sc.scoring}
    dt, decoys, more_decoys = (lines["designated-target-killed"], lines["target-decoys-killed"],
                               lines["more-target-decoys-killed"])
    more_c, same_c, alive = lines["more-consoles"], lines["same-consoles"], lines["designated-target-alive"]
    assert (dt.kind, dt.op, dt.measure.role, dt.measure.revealed_as) == (
        "flag", 3, "designated-target", "designated-target")
    assert (decoys.kind, decoys.op, decoys.cap, decoys.measure.revealed_as) == ("per_item", 1, 2, "target-decoy")
    assert (more_decoys.kind, more_decoys.op, more_decoys.alternative_of) == ("compare_more", 1, None)
    assert (more_c.kind, more_c.op, more_c.when) == ("compare_more", 2, "game_end")
    assert (same_c.kind, same_c.op, same_c.min_self, same_c.alternative_of) == (
        "compare_same", 1, 1, "more-consoles")
    assert (alive.kind, alive.op, alive.measure.type, alive.measure.role) == (
        "flag", 2, "survivors", "designated-target")
    assert sc.classified.count == 0
    assert (sc.flags.retreat, sc.flags.reinforcements, sc.flags.tactical_support) == ("ends_game", True, 0)
    # 3 + 2 x 1 + 1 + 2 + 2
    assert at(ID, 300).max_op() == 10
