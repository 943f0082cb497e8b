"""Frostbyte (S10 L1714-1826), numbers written from the pack text (48 x 48 in table at every size)."""

import pytest

from .helpers import at, bounds, positions

ID = "s10/frostbyte"
SIZES = (150, 200, 300, 400)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_exclusion_and_dead_zones(points):
    # L1735 standard 12 in DZ; L1737 8 in either side of the central line (24 - 8, 24 + 8);
    # L1753 Dead Zones 4 in deep between DZ and EZ (12..16, 32..36).
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert bounds(ID, points, "exclusion") == (0, 16, 48, 32)
    assert bounds(ID, points, "dead-a") == (0, 12, 48, 16)
    assert bounds(ID, points, "dead-b") == (0, 32, 48, 36)


@pytest.mark.parametrize("points", SIZES)
def test_heating_units_and_consoles(points):
    # L1761: 24 in from the edge; 10 in (Dead Zone unit) and 20 in (DZ unit) from the centre (24).
    assert positions(ID, points, "heating-unit") == [(24, 4), (24, 14), (24, 34), (24, 44)]
    # L1773: one at the centre, two on the central line 12 in from the edges.
    assert positions(ID, points, "console") == [(12, 24), (24, 24), (36, 24)]
    m = at(ID, points)
    assert (m.marker("heating-unit-1").y, m.marker("heating-unit-2").y) == (14, 4)
    assert (m.marker("heating-unit-3").y, m.marker("heating-unit-4").y) == (34, 44)


def test_killer_cold_data_tracker_and_profile():
    sc = at(ID, 300).scenario
    unless = {e.zone: (e.unless.markers, e.unless.state) if e.unless else None for e in sc.end_effects}
    assert unless == {
        "exclusion": None,
        "dead-a": (["heating-unit-1"], "active"),
        "deployment-a": (["heating-unit-2"], "active"),
        "dead-b": (["heating-unit-3"], "active"),
        "deployment-b": (["heating-unit-4"], "active"),
    }
    for e in sc.end_effects:
        # L1747 end of the third Game Round; L1749 HI, TAG and the DataTracker are spared.
        assert e.kind == "kill_inside" and e.when.rounds == [3]
        assert set(e.exempt_troop_types) == {"HI", "TAG"}
        assert e.exempt_roles == ["data-tracker"]
    (role,) = sc.roles
    assert (role.id, role.chosen, role.private, role.marked) == ("data-tracker", "deployment_end", False, True)
    assert {"irregular", "REM"} <= set(role.excludes)
    # L1826 HEATING UNIT ARM 2 BTS 0 STR 3
    assert sc.profiles["heating_unit"].attributes == {"ARM": 2, "BTS": 0, "STR": 3}
    assert {(b.type, tuple(b.with_), b.zone) for b in sc.deployment_bans} == {
        ("no_airborne_inside", (), "exclusion"), ("no_contact", ("heating-unit",), None)}


def test_flags_and_scoring():
    sc = at(ID, 200).scenario
    assert sc.flags.retreat == "ends_game"  # L1823
    assert (sc.classified.count, sc.classified.op_each, sc.classified.intelcom) == (1, 1, None)  # L1731
    assert (sc.hvt.per_player, sc.hvt.secure_hvt) == (1, True)
    lines = {o.id: o for o in sc.scoring}
    assert set(lines) == {"more-killed", "kill-data-tracker", "secure-exclusion", "active-heating-unit"}
    assert (lines["more-killed"].kind, lines["more-killed"].op, lines["more-killed"].when) == (
        "compare_more", 3, "game_end")
    dt = lines["kill-data-tracker"]
    assert (dt.kind, dt.op, dt.measure.what, dt.measure.role) == ("flag", 2, "role", "data-tracker")
    sec = lines["secure-exclusion"]
    assert (sec.kind, sec.op, sec.measure.type, sec.measure.zone, sec.measure.role) == (
        "compare_more", 3, "presence", "exclusion", "data-tracker")
    hu = lines["active-heating-unit"]
    assert (hu.kind, hu.op, hu.at_least, hu.measure.state, hu.measure.by) == ("flag", 1, 1, "active", "self")
    assert all(o.when == "game_end" and o.alternative_of is None for o in sc.scoring)


def test_max_op():
    # L1724-1727: 3 + 2 + 3 + 1, plus 1 Classified (L1731)
    assert at(ID, 300).max_op() == 10
    assert at(ID, 150).max_op() == 10
