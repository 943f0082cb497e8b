"""Short names a player would use, and the objectives' numbering."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.presentation.labels import objective_key, short_name, zone_codes


@pytest.mark.parametrize(("label", "short"), [
    ("Antenna, Deployment Zone B right", "Antenna DZ B right"),
    ("Gate, x = 0 side wall", "Gate left wall"),
    ("Gate (wall facing x = W)", "Gate right wall"),
    ("Civilian (Side B half, Player B's right)", "Civilian B right"),
    ("Heating Unit, Dead Zone A", "Heating Unit dead A"),
    ("Antenna of Side A's Deployment Zone", "Antenna DZ A"),
    ("Central Console", "Central Console"),
])
def test_short_names(label, short):
    assert short_name(label) == short


def test_every_objective_of_the_library_has_a_number_and_a_short_name():
    for entry in catalog.entries():
        sizes = catalog.sizes(entry.id)
        mission = catalog.mission(entry.id, sizes[0])
        key = objective_key(mission.markers)
        assert [k.number for k in key] == list(range(1, len(mission.markers) + 1))
        assert all(0 < len(k.short) <= 22 and "(?)" not in k.short for k in key), entry.id
        codes = zone_codes(mission.zones)
        quadrants = [codes[z.id] for z in mission.zones if z.kind == "quadrant"]
        assert len(set(quadrants)) == len(quadrants)
