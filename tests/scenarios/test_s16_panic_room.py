"""Panic Room (S16 L2369-2512), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/panic-room"


@pytest.mark.parametrize(
    ("points", "dz_b", "room"),
    # L2392-2397: 150 '4 in x 24 in'; 200 '8 in x 32 in'; 300 '8 in x 48 in'.
    # L2411: 8 by 8 in at the centre of the table.
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
    # L2441-2443: 4, 8, 12 in from each edge in rounds 1-3; L2447-2449: 2, 4, 6 in at 150.
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
        assert (min(xs), min(ys), max(xs), max(ys)) == (inset, inset, w - inset, d - inset)


@pytest.mark.parametrize(
    ("points", "expected"),
    # L2453: on the front edge of each Deployment Zone, 8 in from the table (side) edges.
    [
        (150, [(8, 4), (8, 28), (16, 4), (16, 28)]),
        (200, [(8, 8), (8, 40), (24, 8), (24, 40)]),
        (300, [(8, 8), (8, 40), (40, 8), (40, 40)]),
    ],
)
def test_biotechvore_antennas(points, expected):
    assert positions(ID, points, "biotechvore-antenna") == expected
    antennas = [m for m in at(ID, points).markers if m.group == "biotechvore-antenna"]
    assert all(bool(m.inferred) == (points == 150) for m in antennas)


def test_gates_in_the_middle_of_each_wall_and_open():
    # L2413: four gates, one in the middle of each wall, open at the start. 200 points: room x 12..20, y 20..28.
    assert positions(ID, 200, "gate") == [(12, 24), (16, 20), (16, 28), (20, 24)]
    gates = [m for m in at(ID, 200).markers if m.group == "gate"]
    assert len(gates) == 4 and all(m.kind == "gate" and m.initial_state == {"open": True} and m.inferred for m in gates)
    # the footprint lies along its wall: along x on the Side A/B walls, along y on the side walls
    assert {(m.x, m.y): tuple(m.footprint) for m in gates} == {
        (16, 20): (2, 0.5), (16, 28): (2, 0.5), (12, 24): (0.5, 2), (20, 24): (0.5, 2)}


def test_rules_and_flags():
    sc = at(ID, 300).scenario
    assert sc.flags.retreat == "no_quarter"
    assert sc.flags.joint_command and sc.flags.confused_deployment
    assert sc.flags.tactical_support == 0
    assert sc.hvt.per_player == 0 and not sc.hvt.secure_hvt
    assert (sc.classified.count, sc.classified.op_each) == (1, 1)
    assert [(b.type, b.zone) for b in sc.deployment_bans] == [("not_inside", "room")]
    assert [r.id for r in sc.roles] == ["essential-personnel"]
    assert sc.profiles["biotechvore_antenna"].attributes == {"ARM": 3, "BTS": 3, "STR": 2, "S": 3}
    (kill,) = sc.end_effects
    assert (kill.kind, kill.zone, kill.when.rounds) == ("kill_inside", "plague-r3", [3])
    # L2455 'Troops in Silhouette contact with a Biotechvore Antenna aren't be affected': all four antennas.
    assert kill.exempt_contact_with == [
        "biotechvore-antenna-1", "biotechvore-antenna-2", "biotechvore-antenna-3", "biotechvore-antenna-4"]
    # L2480-2482 EVO Hacker Bonus
    assert sc.flags.evo_hacker_bonus is True
    assert sc.flags.lieutenant_open is False


def test_essential_personnel_is_every_qualifying_trooper():
    # L2423 'Lieutenants, and Troopers possessing the Number 2, NCO, or Chain of Command Special Skills ...
    # Headquarters Troopers or Character also are considered Essential Personnel.'
    (role,) = at(ID, 200).scenario.roles
    assert (role.id, role.per_player, role.chosen, role.marked) == ("essential-personnel", "any", "army_list", False)
    assert role.qualifies == ["lieutenant", "number2", "nco", "chain_of_command", "hq", "character"]


def test_scoring_lines():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    room = by_id["dominate-room"]
    assert (room.kind, room.op, room.when) == ("flag", 1, "round_end")
    assert room.measure.of == ["room"]
    ep = by_id["essential-personnel-inside"]
    assert (ep.kind, ep.op, ep.when) == ("flag", 1, "round_end")
    assert (ep.measure.zone, ep.measure.role) == ("room", "essential-personnel")
    vp = by_id["more-vp"]
    assert (vp.kind, vp.op, vp.when) == ("compare_more", 3, "game_end")
    assert at(ID, 150).max_op() == 10
