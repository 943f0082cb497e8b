"""Short names a player would use (data in maps/, cut to fit only), and the objectives' numbering."""

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.presentation.labels import fit, objective_key, zone_codes


@pytest.mark.parametrize(("text", "limit", "shown"), [
    ("Antenna DZ B right", 22, "Antenna DZ B right"),
    ("Communication Antenna 1", 22, "Communication… 1"),  # the number that tells the two apart is kept
    ("Cercueil Technologique 2", 22, "Cercueil… 2"),
    ("Antenne de Communication 1", 22, "Antenne de… 1"),
    ("Supercalifragilistic", 8, "Superca…"),
    ("Console (?)", 22, "Console"),
])
def test_fit_cuts_at_a_word(text, limit, shown):
    assert fit(text, limit) == shown


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


def test_a_position_label_shows_its_short_form_from_the_data():
    mission = catalog.mission("s16/panic-room", 300)
    shorts = {m.label: m.short for m in mission.markers}
    assert shorts["Antenna, Deployment Zone B right"] == "Antenna DZ B right"
