"""The printed one-page map names each zone by its short name, as the table does, and its legend is the key
to the long names; a sample from each season, in the language it is printed in (read with pdftotext)."""

from __future__ import annotations

import subprocess

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.printing.map_pdf import map_fit

SAMPLE = [("s16/supremacy", 300, "en"), ("s13/quadrant-control", 300, "fr"), ("s10/transmission-matrix", 300, "es"),
          ("s8/frontline", 300, "en")]


def pdf_text(path) -> str:
    run = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, timeout=60,
                         check=True)
    return " ".join(run.stdout.split())


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("scenario", "points", "lang"), SAMPLE)
def test_the_map_names_each_zone_by_its_short_name_with_the_key_in_the_legend(tmp_path, scenario, points, lang):
    i18n.set_language(lang)
    mission = catalog.mission(scenario, points)
    out = tmp_path / "map.pdf"
    map_fit(mission, out)
    text = pdf_text(out)
    for z in mission.zones:
        if z.kind == "half":
            continue  # not drawn
        colon = " : " if lang == "fr" else ": "  # French puts a space before a colon
        assert f"{z.short}{colon}{z.name}" in text, (z.id, text[-900:])  # the legend's key
        assert text.count(z.short) >= 2, (z.id, z.short)  # and on the map itself


def test_the_long_name_is_not_written_on_the_map_any_more(tmp_path):
    mission = catalog.mission("s16/supremacy", 300)
    out = tmp_path / "map.pdf"
    map_fit(mission, out)
    text = pdf_text(out)
    assert text.count("Quadrant A left") == 1  # in the legend only
