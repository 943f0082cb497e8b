"""Unmasking / Démasquage (S13 FR L2698-2802), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/unmasking"


@pytest.mark.parametrize(
    ("points", "dz_b", "exclusion"),
    # L2738-2742 DZ 20 cm (150) / 30 cm deep; L2744 exclusion 20 cm (10 cm at 150) each side of the central
    # line: 150 y 40±10 cm = 12..20; 200 and 300 y 60±20 cm = 16..32.
    [
        (150, (0, 24, 24, 32), (0, 12, 24, 20)),
        (200, (0, 36, 32, 48), (0, 16, 32, 32)),
        (300, (0, 36, 48, 48), (0, 16, 48, 32)),
    ],
)
def test_deployment_and_exclusion(points, dz_b, exclusion):
    assert bounds(ID, points, "deployment-b") == dz_b
    assert bounds(ID, points, "exclusion") == exclusion
    assert at(ID, points).zone("exclusion").phase == "deployment"


@pytest.mark.parametrize(
    ("points", "consoles"),
    # L2714: centre of the table and 30 cm (20 cm at 150) either side on the central line:
    # 150 x 30±20 cm = 10/30/50 cm; 200 x 40±30 cm = 10/40/70 cm; 300 x 60±30 cm = 30/60/90 cm.
    [
        (150, [(4, 16), (12, 16), (20, 16)]),
        (200, [(4, 24), (16, 24), (28, 24)]),
        (300, [(12, 24), (24, 24), (36, 24)]),
    ],
)
def test_consoles_on_the_central_line(points, consoles):
    assert positions(ID, points, "console") == consoles
    ms = [m for m in at(ID, points).markers if m.group == "console"]
    assert all(m.diameter_mm == 40 and not m.inferred for m in ms)


def test_hvts_roles_and_bans():
    sc = at(ID, 200).scenario
    assert (sc.hvt.per_player, sc.hvt.role, sc.hvt.secure_hvt) == (3, "target", False)
    roles = {r.id: r for r in sc.roles}
    assert (roles["designated-target"].per_player, roles["designated-target"].private) == (1, True)
    assert (roles["target-decoy"].per_player, roles["target-decoy"].private) == (2, True)
    (hvt,) = sc.placements
    assert (hvt.id, hvt.per_player) == ("hvt", 3)
    assert ("no_contact", ["hvt"]) in [(b.type, b.with_) for b in sc.deployment_bans]
    assert sc.profiles["designated_target_hvt"].attributes["BS"] == 8


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    dt = by_id["designated-target-killed"]
    assert (dt.kind, dt.op, dt.measure.role, dt.measure.revealed_as) == (
        "flag", 3, "designated-target", "designated-target")
    decoys = by_id["target-decoys-killed"]
    assert (decoys.kind, decoys.op, decoys.cap) == ("per_item", 1, 2)
    assert (by_id["more-target-decoys-killed"].kind, by_id["more-target-decoys-killed"].op) == ("compare_more", 1)
    assert (by_id["more-consoles"].kind, by_id["more-consoles"].op) == ("compare_more", 2)
    same = by_id["same-consoles"]
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 1, 1, "more-consoles")
    alive = by_id["designated-target-alive"]
    assert (alive.kind, alive.op, alive.measure.type) == ("flag", 2, "survivors")
    assert sc.classified.count == 0
    assert sc.flags.retreat == "ends_game"
    assert at(ID, 300).max_op() == 10
