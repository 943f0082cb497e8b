"""La Armería / The Armory (S8 ES L900-1029), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s8/the-armory"
SIZES = (150, 200, 300)
R40 = 40 / 25 / 2  # radius of the 40 mm Objective marker, in 2.5 cm units = 0.8


@pytest.mark.parametrize("points", SIZES)
def test_deployment_and_exclusion_zones(points):
    # L920 30 cm = 12 units deep; L924 '20 cm a cada lado de la línea central': 24 ± 8.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert at(ID, points).zone("exclusion").phase == "deployment"


@pytest.mark.parametrize("points", SIZES)
def test_armory_room_is_a_central_zo(points):
    # L932 'en el centro de la mesa ... 20x20 cm': 24 ± 4 units.
    assert bounds(ID, points, "room") == (20, 20, 28, 28)
    z = at(ID, points).zone("room")
    assert (z.kind, z.is_zo, z.inside_rule, z.inferred) == ("room", True, "more_than_half", None)


@pytest.mark.parametrize("points", SIZES)
def test_four_closed_gates_mid_wall(points):
    # L934 '4 Puertas de Seguridad, situadas en la mitad de cada uno de sus muros', 'se encuentran cerradas'.
    assert positions(ID, points, "gate") == [(20, 24), (24, 20), (24, 28), (28, 24)]
    ms = [m for m in at(ID, points).markers if m.group == "gate"]
    assert all(m.initial_state == {"open": False} and m.footprint and m.inferred for m in ms)


@pytest.mark.parametrize("points", SIZES)
def test_panoplies_in_opposite_corners(points):
    # L971 'en esquinas diferentes de su interior' (map lost): corners (20, 20) and (28, 28), token inside.
    assert positions(ID, points, "panoply") == [(20.8, 20.8), (27.2, 27.2)]
    assert round(20 + R40, 6) == 20.8
    assert all(m.inferred and m.diameter_mm == 40 for m in at(ID, points).markers if m.group == "panoply")


def test_profiles_and_bans():
    sc = at(ID, 300).scenario
    # L1027-1029 (BLI/PB/EST): gate 3/3/2, wall 10/0/3, panoply 0/0/1.
    assert sc.profiles["security_gate"].attributes == {"ARM": 3, "BTS": 3, "STR": 2}
    assert sc.profiles["wall"].attributes == {"ARM": 10, "BTS": 0, "STR": 3}
    assert sc.profiles["panoply"].attributes == {"ARM": 0, "BTS": 0, "STR": 1}
    assert sorted(b.type for b in sc.deployment_bans) == [
        "no_airborne_inside", "no_superior_deployment_inside", "not_inside"]


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    assert set(by_id) == {"dominate-armory-round", "dominate-armory-end", "more-panoply-items"}
    rnd, end, items = by_id["dominate-armory-round"], by_id["dominate-armory-end"], by_id["more-panoply-items"]
    # L910 1 OP each round; L911 4 OP at the end; L912 2 OP for more items.
    assert (rnd.kind, rnd.op, rnd.when, rnd.measure.of) == ("flag", 1, "round_end", ["room"])
    assert (end.kind, end.op, end.when) == ("flag", 4, "game_end")
    assert (items.kind, items.op, items.when, items.measure.type) == ("compare_more", 2, "game_end", "asked")
    # L916 1 classified; L1013-1015 INTELCOM Support and Control; L1021 Retreat ends the game.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, "support_and_control")
    assert sc.flags.retreat == "ends_game"
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # 3 x 1 + 4 + 2 + 1 classified = 10
    assert at(ID, points).max_op() == 10
