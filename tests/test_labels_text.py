"""Short names a player would use (data in maps/, whole on the table: on two lines where one has no room), and the
objectives' numbering."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.presentation.labels import objective_key, two_lines, whole, zone_codes


@pytest.mark.parametrize(("text", "shown"), [
    ("Communication Antenna 1", "Communication\nAntenna 1"),
    ("Cercueil Technologique 2", "Cercueil\nTechnologique 2"),
    ("Antenna DZ B right", "Antenna DZ\nB right"),
    ("Supercalifragilistic", None),
])
def test_a_long_name_goes_on_two_lines_at_its_middle_space_never_cut(text, shown):
    assert two_lines(text) == shown


def test_the_table_writes_a_name_whole():
    assert whole("Console  (?)") == "Console" and whole("Communication Antenna 1") == "Communication Antenna 1"


def test_every_objective_of_the_library_has_a_number_and_a_short_name():
    for entry in catalog.entries():
        sizes = catalog.sizes(entry.id)
        mission = catalog.mission(entry.id, sizes[0])
        key = objective_key(mission.markers)
        assert [k.number for k in key] == list(range(1, len(mission.markers) + 1))
        assert all(k.short and "(?)" not in k.short and "…" not in k.short for k in key), entry.id
        codes = zone_codes(mission.zones)
        quadrants = [codes[z.id] for z in mission.zones if z.kind == "quadrant"]
        assert len(set(quadrants)) == len(quadrants)


def test_a_position_label_shows_its_short_form_from_the_data():
    mission = catalog.mission("s16/panic-room", 300)
    shorts = {m.label: m.short for m in mission.markers}
    assert shorts["Antenna, Deployment Zone B right"] == "Antenna DZ B right"
