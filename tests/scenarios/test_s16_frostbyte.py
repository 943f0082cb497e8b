"""Frostbyte (S16 L1678-1852), numbers written from the pack text."""

import pytest

from .helpers import at, bounds, positions

ID = "s16/frostbyte"


@pytest.mark.parametrize(
    ("points", "dz_a", "dz_b"),
    # L1700-1705: 150 '8 in x 24 in' on 24x32; 200 '12 in x 32 in' on 32x48; 300 '12 in x 48 in' on 48x48.
    [
        (150, (0, 0, 24, 8), (0, 24, 24, 32)),
        (200, (0, 0, 32, 12), (0, 36, 32, 48)),
        (300, (0, 0, 48, 12), (0, 36, 48, 48)),
    ],
)
def test_deployment_zones(points, dz_a, dz_b):
    assert bounds(ID, points, "deployment-a") == dz_a
    assert bounds(ID, points, "deployment-b") == dz_b


def test_250_point_typo_is_corrected_and_flagged():
    # L1702 reads '12 in x 48 in' on the 32 x 48 in table: read as 12 in deep, 32 in wide.
    assert bounds(ID, 250, "deployment-a") == (0, 0, 32, 12)
    assert bounds(ID, 250, "deployment-b") == (0, 36, 32, 48)
    assert at(ID, 250).zone("deployment-a").inferred
    assert at(ID, 200).zone("deployment-a").inferred is None


@pytest.mark.parametrize(
    ("points", "exclusion", "dead_a", "dead_b"),
    # L1707: 8 in either side of the central line (4 in at 150); L1725: dead zones between DZ and EZ.
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
    # L1735: 10 in (Dead Zone unit) and 20 in (DZ unit) from the centre, 24 in from the edge;
    # 6 / 12 in from the centre and 12 in from the edge at 150. 200: x = 16 inferred (table is 32 wide).
    [
        (150, [(12, 4), (12, 10), (12, 22), (12, 28)]),
        (200, [(16, 4), (16, 14), (16, 34), (16, 44)]),
        (300, [(24, 4), (24, 14), (24, 34), (24, 44)]),
    ],
)
def test_heating_units(points, expected):
    assert positions(ID, points, "heating-unit") == expected


def test_heating_units_inferred_only_at_200_and_250():
    for points, flagged in ((150, False), (200, True), (250, True), (300, False)):
        units = [m for m in at(ID, points).markers if m.group == "heating-unit"]
        assert all(bool(m.inferred) == flagged for m in units), points


@pytest.mark.parametrize(
    ("points", "expected"),
    # L1765: on the central line, one at the centre, the others 12 in from it (8 in at 150).
    [
        (150, [(4, 16), (12, 16), (20, 16)]),
        (200, [(4, 24), (16, 24), (28, 24)]),
        (300, [(12, 24), (24, 24), (36, 24)]),
    ],
)
def test_consoles(points, expected):
    assert positions(ID, points, "console") == expected


def test_killer_cold_and_hazmat():
    sc = at(ID, 300).scenario
    zones = {e.zone for e in sc.end_effects}
    assert zones == {"exclusion", "dead-a", "dead-b", "deployment-a", "deployment-b"}
    for e in sc.end_effects:
        assert e.kind == "kill_inside" and e.when.rounds == [3]
        assert set(e.exempt_troop_types) == {"HI", "REM", "VH", "TAG"}
        assert e.exempt_roles == ["hazmat-ops"]
    assert [r.id for r in sc.roles] == ["hazmat-ops"]
    assert sc.profiles["heating_unit"].attributes["STR"] == 3


def test_killer_cold_spares_zones_whose_heating_unit_is_active():
    # L1719 'inside a Deployment Zone/Dead Zone lacking an Active Heating Unit'; L1735 the unit 10 in from
    # the centre is its Dead Zone's, the one 20 in from the centre its Deployment Zone's.
    sc = at(ID, 300).scenario
    unless = {e.zone: (e.unless.markers, e.unless.state) if e.unless else None for e in sc.end_effects}
    assert unless == {
        "exclusion": None,  # the Exclusion Zone always kills
        "dead-a": (["heating-unit-1"], "active"),
        "deployment-a": (["heating-unit-2"], "active"),
        "dead-b": (["heating-unit-3"], "active"),
        "deployment-b": (["heating-unit-4"], "active"),
    }
    # heating-unit-1 is the Dead Zone A unit (D/2 - 10 = 14) and heating-unit-2 the Deployment Zone A unit (D/2 - 20 = 4).
    mission = at(ID, 300)
    assert (mission.marker("heating-unit-1").y, mission.marker("heating-unit-2").y) == (14, 4)
    assert (mission.marker("heating-unit-3").y, mission.marker("heating-unit-4").y) == (34, 44)


def test_flags_and_scoring():
    sc = at(ID, 200).scenario
    assert sc.flags.retreat == "no_quarter"
    assert sc.flags.tactical_support == 1
    assert (sc.classified.count, sc.classified.op_each) == (2, 1)
    by_id = {o.id: o for o in sc.scoring}
    assert (by_id["more-killed"].kind, by_id["more-killed"].op) == ("compare_more", 2)
    assert (by_id["dominate-exclusion"].op, by_id["dominate-exclusion"].when) == (3, "game_end")
    assert (by_id["more-heating-units"].kind, by_id["more-heating-units"].op) == ("compare_more", 3)
    same = by_id["same-heating-units"]
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-heating-units")
    assert at(ID, 200).max_op() == 10
