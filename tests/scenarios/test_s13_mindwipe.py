"""Mindwipe / Formatage de Disque (S13 FR L1757-1906), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/mindwipe"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1810-1814: 150 '20 cm x 60 cm'; 200 '30 cm x 80 cm'; 300 '30 cm x 120 cm'.
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
    ("points", "expected"),
    # L1765: on the central line, 20 cm (8) at 150, 30 cm (12) at 200/250, 40 cm (16) at 300/400 from the side edges.
    [(150, [(8, 16), (16, 16)]), (200, [(12, 24), (20, 24)]), (300, [(16, 24), (32, 24)])],
)
def test_consoles_on_the_central_line(points, expected):
    assert positions(ID, points, "console") == expected


@pytest.mark.parametrize(
    ("points", "side_a", "side_b"),
    # L1773-1777: 10 cm (4) at 150, 15 cm (6) at 200+ from the deployment edge; from the left edge
    # 10/30/50 cm = 4/12/20, 15/40/65 cm = 6/16/26, 30/60/90 cm = 12/24/36. Side B's left is x = W - d.
    [
        (150, {"Server A": (4, 4), "Server B": (12, 4), "Server C": (20, 4)},
              {"Server A": (20, 28), "Server B": (12, 28), "Server C": (4, 28)}),
        (200, {"Server A": (6, 6), "Server B": (16, 6), "Server C": (26, 6)},
              {"Server A": (26, 42), "Server B": (16, 42), "Server C": (6, 42)}),
        (300, {"Server A": (12, 6), "Server B": (24, 6), "Server C": (36, 6)},
              {"Server A": (36, 42), "Server B": (24, 42), "Server C": (12, 42)}),
    ],
)
def test_servers_per_side_with_labels(points, side_a, side_b):
    servers = [m for m in at(ID, points).markers if m.group == "server"]
    assert len(servers) == 6
    for owner, expected in (("A", side_a), ("B", side_b)):
        got = {m.label: (round(m.x, 6), round(m.y, 6)) for m in servers if m.owner == owner}
        assert got == expected
    assert all(m.kind == "server" and m.diameter_mm == 40 and not m.inferred for m in servers)


def test_server_profile_role_and_bans():
    sc = at(ID, 200).scenario
    # L1786 'Serveur 4 6 2 Pirable' (BLI PB STR TRAITS)
    assert sc.profiles["server"].attributes == {"ARM": 4, "BTS": 6, "STR": 2, "TRAITS": "Hackable"}
    (ban,) = sc.deployment_bans
    assert (ban.type, sorted(ban.with_)) == ("no_contact", ["console", "server"])
    (role,) = sc.roles
    assert (role.id, role.per_player, role.chosen, role.requires) == (
        "data-erasure-hacker", 1, "deployment_end", ["hacker"])


def test_scoring_lines_and_flags():
    sc = at(ID, 300).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert (by_id["illegal-ai-destroyed"].op, by_id["illegal-ai-destroyed"].when) == (3, "game_end")
    more, same = by_id["more-servers-destroyed"], by_id["same-servers-destroyed"]
    assert (more.kind, more.op) == ("compare_more", 2)
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 1, 1, "more-servers-destroyed")
    assert (more.measure.owner, more.measure.by, more.measure.state) == ("enemy", "self", "destroyed")
    assert by_id["own-illegal-ai-intact"].op == 2
    none_lost = by_id["no-own-server-destroyed"]
    assert (none_lost.op, none_lost.at_least, none_lost.measure.owner, none_lost.measure.state) == (1, 3, "self", "intact")
    assert (by_id["console-activated"].op, by_id["console-activated"].when) == (1, "event")
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)
    assert sc.flags.retreat == "ends_game"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 3 + 2 + 2 + 1 + 1 + 1 == 10
