"""Frostbyte / Congeler (S13 FR L1311-1461), numbers written from the pack text (1 unit = 2.5 cm)."""

import pytest

from .helpers import at, bounds, positions

ID = "s13/frostbyte"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1356-1360: 150 '20 cm x 60 cm' (8 deep on 24x32); 200 '30 cm x 80 cm' (12 on 32x48);
    # 300 '30 cm x 120 cm' (12 on 48x48).
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
    ("points", "exclusion", "dead_a", "dead_b"),
    # L1362: 20 cm (8) either side of the central line, 10 cm (4) at 150; L1325: dead zones between DZ and EZ.
    [
        (150, (0, 12, 24, 20), (0, 8, 24, 12), (0, 20, 24, 24)),
        (200, (0, 16, 32, 32), (0, 12, 32, 16), (0, 32, 32, 36)),
        (300, (0, 16, 48, 32), (0, 12, 48, 16), (0, 32, 48, 36)),
    ],
)
def test_exclusion_and_dead_zones(points, exclusion, dead_a, dead_b):
    assert bounds(ID, points, "exclusion") == exclusion
    assert bounds(ID, points, "dead-a") == dead_a
    assert bounds(ID, points, "dead-b") == dead_b
    assert at(ID, points).zone("exclusion").is_zo


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1335-1337: Dead Zone unit 25 cm (10) and DZ unit 50 cm (20) from the centre, 60 cm (24) from the edge;
    # at 150: 15 cm (6) / 30 cm (12) from the centre, 30 cm (12) from the edge. 200: x = 40 cm (16) inferred.
    [
        (150, [(12, 4), (12, 10), (12, 22), (12, 28)]),
        (200, [(16, 4), (16, 14), (16, 34), (16, 44)]),
        (300, [(24, 4), (24, 14), (24, 34), (24, 44)]),
    ],
)
def test_heating_units(points, expected):
    assert positions(ID, points, "heating-unit") == expected


def test_heating_units_inferred_only_at_200_and_250():
    for points, flagged in ((150, False), (200, True), (250, True), (300, False), (400, False)):
        units = [m for m in at(ID, points).markers if m.group == "heating-unit"]
        assert all(bool(m.inferred) == flagged for m in units), points


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1394: on the central line, one at the centre, the others 30 cm (12) from it, 20 cm (8) at 150.
    [
        (150, [(4, 16), (12, 16), (20, 16)]),
        (200, [(4, 24), (16, 24), (28, 24)]),
        (300, [(12, 24), (24, 24), (36, 24)]),
    ],
)
def test_consoles(points, expected):
    assert positions(ID, points, "console") == expected


def test_killer_cold_and_snow_ops():
    sc = at(ID, 300).scenario
    # L1319 EZ always; DZ / Dead Zone unless its own unit is Active; L1321 ILO, DCD, TAG and the Snow-Ops spared.
    unless = {e.zone: (e.unless.markers, e.unless.state) if e.unless else None for e in sc.end_effects}
    assert unless == {
        "exclusion": None,
        "dead-a": (["heating-unit-1"], "active"),
        "deployment-a": (["heating-unit-2"], "active"),
        "dead-b": (["heating-unit-3"], "active"),
        "deployment-b": (["heating-unit-4"], "active"),
    }
    for e in sc.end_effects:
        assert e.kind == "kill_inside" and e.when.rounds == [3]
        assert set(e.exempt_troop_types) == {"HI", "REM", "TAG"}
        assert e.exempt_roles == ["snow-ops"]
    assert [r.id for r in sc.roles] == ["snow-ops"]
    # L1375 'Unité Thermique 2 0 3 3' (BLI PB STR S).
    assert sc.profiles["heating_unit"].attributes["STR"] == 3
    assert sc.profiles["heating_unit"].attributes["ARM"] == 2
    bans = {(b.type, b.zone) for b in sc.deployment_bans}
    assert ("no_airborne_inside", "exclusion") in bans and ("no_contact", None) in bans


def test_flags_and_scoring():
    m = at(ID, 200)
    sc = m.scenario
    assert sc.flags.retreat == "no_quarter"
    assert (sc.classified.count, sc.classified.op_each) == (3, 1)  # L1349
    by_id = {o.id: o for o in sc.scoring}
    assert {k: (o.kind, o.op, o.when) for k, o in by_id.items()} == {
        "more-killed": ("compare_more", 3, "game_end"),          # L1343
        "dominate-exclusion": ("flag", 3, "game_end"),           # L1344
        "active-heating-unit": ("flag", 1, "game_end"),          # L1345
    }
    assert by_id["active-heating-unit"].at_least == 1
    assert m.max_op() == 10  # 3 + 3 + 1 + 3 classified
