"""Looting and Sabotaging (S13 FR L1639-1753), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/looting-and-sabotaging"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1659-1663: 150 '20 cm x 60 cm' on 60x80 cm; 200 '30 cm x 80 cm' on 80x120 cm; 300 '30 cm x 120 cm' on 120x120 cm.
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
    ("points", "ac2", "panoplies"),
    # L1671: AC2 at the centre of each DZ's inner line: (W/2, 20 cm) at 150, (W/2, 30 cm) at 200/300.
    # L1711: Panoplies on the central line 15 cm (6) / 20 cm (8) / 30 cm (12) from the side edges.
    [
        (150, {"A": (12, 8), "B": (12, 24)}, [(6, 16), (18, 16)]),
        (200, {"A": (16, 12), "B": (16, 36)}, [(8, 24), (24, 24)]),
        (300, {"A": (24, 12), "B": (24, 36)}, [(12, 24), (36, 24)]),
    ],
)
def test_ac2_and_panoplies(points, ac2, panoplies):
    got = {m.owner: (round(m.x, 6), round(m.y, 6)) for m in at(ID, points).markers if m.group == "ac2"}
    assert got == ac2
    assert positions(ID, points, "panoply") == panoplies
    marks = [m for m in at(ID, points).markers if m.group in ("ac2", "panoply")]
    assert all(m.diameter_mm == 40 and not m.inferred for m in marks)


def test_profile_bans_and_flags():
    sc = at(ID, 200).scenario
    # L1680 'AC2 ... 8 9 3 5' (BLI PB STR S)
    attrs = sc.profiles["ac2"].attributes
    assert (attrs["ARM"], attrs["BTS"], attrs["STR"], attrs["S"]) == (8, 9, 3, 5)
    (ban,) = sc.deployment_bans
    assert (ban.type, sorted(ban.with_)) == ("no_contact", ["ac2", "panoply"])
    assert sc.flags.retreat == "ends_game"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)


def test_scoring_lines():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    protect, damage = by_id["protect-own-ac2"], by_id["damage-enemy-ac2"]
    assert (protect.kind, protect.op, protect.cap, protect.when) == ("per_item", 1, 3, "game_end")
    assert (damage.kind, damage.op, damage.cap, damage.when) == ("per_item", 1, 3, "game_end")
    destroy = by_id["destroy-enemy-ac2"]
    assert (destroy.kind, destroy.op, destroy.measure.state, destroy.measure.owner) == ("flag", 2, "destroyed", "enemy")
    loot = by_id["more-panoply-items"]
    assert (loot.kind, loot.op, loot.when) == ("compare_more", 1, "game_end")
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 3 + 3 + 2 + 1 + 1 == 10
