"""Panic Room / Salle de Panique (S13 FR L1914-2041), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/panic-room"


@pytest.mark.parametrize(
    ("points", "dz_b", "room"),
    # L1936-1940: 150 '10 cm x 60 cm'; 200 '20 cm x 80 cm'; 300 '20 cm x 120 cm'.
    # L1956: 20x20 cm (8 x 8) at the centre of the table.
    [
        (150, (0, 28, 24, 32), (8, 12, 16, 20)),
        (200, (0, 40, 32, 48), (12, 20, 20, 28)),
        (300, (0, 40, 48, 48), (20, 20, 28, 28)),
    ],
)
def test_deployment_and_room(points, dz_b, room):
    assert bounds(ID, points, "deployment-b") == dz_b
    assert bounds(ID, points, "room") == room
    assert at(ID, points).zone("room").is_zo


@pytest.mark.parametrize(
    ("points", "insets"),
    # L1984-1988: 10, 20, 30 cm (4, 8, 12) from each edge in rounds 1-3; L1990-1994: 5, 10, 15 cm (2, 4, 6) at 150.
    [(150, (2, 4, 6)), (200, (4, 8, 12)), (300, (4, 8, 12))],
)
def test_plague_frame_grows_each_round(points, insets):
    mission = at(ID, points)
    w, d = {150: (24, 32), 200: (32, 48), 300: (48, 48)}[points]
    for rnd, inset in zip((1, 2, 3), insets):
        zone = mission.zone(f"plague-r{rnd}")
        assert zone.rounds == [rnd]
        assert zone.geometry.area == pytest.approx(w * d - (w - 2 * inset) * (d - 2 * inset))
        (hole,) = zone.geometry.interiors
        xs, ys = zip(*hole.coords)
        assert (min(xs), min(ys), max(xs), max(ys)) == pytest.approx((inset, inset, w - inset, d - inset))


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1998: on the DZ inner line (10 cm = 4 at 150, 20 cm = 8 otherwise), 20 cm (8) from the side edges.
    [
        (150, [(8, 4), (8, 28), (16, 4), (16, 28)]),
        (200, [(8, 8), (8, 40), (24, 8), (24, 40)]),
        (300, [(8, 8), (8, 40), (40, 8), (40, 40)]),
    ],
)
def test_biotechvore_antennas(points, expected):
    assert positions(ID, points, "biotechvore-antenna") == expected


def test_gates_in_the_middle_of_each_wall_and_open():
    # L1958: four gates, one in the middle of each wall, open at the start. 200 points: room x 12..20, y 20..28.
    assert positions(ID, 200, "gate") == [(12, 24), (16, 20), (16, 28), (20, 24)]
    gates = [m for m in at(ID, 200).markers if m.group == "gate"]
    assert len(gates) == 4 and all(m.kind == "gate" and m.initial_state == {"open": True} and m.inferred for m in gates)


def test_rules_and_flags():
    sc = at(ID, 300).scenario
    assert sc.flags.retreat == "no_quarter"
    assert sc.flags.confused_deployment
    assert sc.hvt.per_player == 0 and not sc.hvt.secure_hvt
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert [(b.type, b.zone) for b in sc.deployment_bans] == [("not_inside", "room")]
    (role,) = sc.roles
    assert (role.id, role.per_player) == ("essential-personnel", "any")
    assert role.qualifies == ["lieutenant", "number2", "nco", "chain_of_command", "hq", "character"]
    # L2005 'Antenne Biotechvore 3 3 2 3' (BLI PB STR S)
    assert sc.profiles["biotechvore_antenna"].attributes == {"ARM": 3, "BTS": 3, "STR": 2, "S": 3}
    (kill,) = sc.end_effects
    assert (kill.kind, kill.zone, kill.when.rounds) == ("kill_inside", "plague-r3", [3])
    assert len(kill.exempt_contact_with) == 4


def test_scoring_lines():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    room = by_id["dominate-room"]
    assert (room.kind, room.op, room.when, room.measure.of) == ("flag", 1, "round_end", ["room"])
    ep = by_id["essential-personnel-inside"]
    assert (ep.kind, ep.op, ep.when) == ("flag", 1, "round_end")
    assert (ep.measure.zone, ep.measure.role) == ("room", "essential-personnel")
    vp = by_id["more-vp"]
    assert (vp.kind, vp.op, vp.when) == ("compare_more", 3, "game_end")
    for points in (150, 200, 300):
        assert at(ID, points).max_op() == 3 * 1 + 3 * 1 + 3 + 1 == 10
