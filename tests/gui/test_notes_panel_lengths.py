"""The notes panel says a reading's lengths ("{32 in}" in maps/) and an inferred position's in the units the
reader chose, in French and Spanish words (tests/i18n/test_reading_lengths.py covers the command line and PDFs)."""

from __future__ import annotations

import pytest

from its_desktop.domain import lengths
from its_desktop.domain.mission import catalog

pytestmark = pytest.mark.gui

SAID = {("fr", None): ("nous lisons 12 po x 32 po", "(à 16 po de chaque bord latéral)"),
        ("fr", "cm"): ("nous lisons 30 cm x 80 cm", "(à 40 cm de chaque bord latéral)"),
        ("es", None): ("leemos 12 pulg. x 32 pulg.", "(a 16 pulg. de cada borde lateral)"),
        ("es", "cm"): ("leemos 30 cm x 80 cm", "(a 40 cm de cada borde lateral)")}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_notes_panel_says_the_readings_lengths_in_the_chosen_units(qtbot, lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.panels import NotesPanel

    i18n.install(lang)
    try:
        mission = catalog.mission("s16/frostbyte", 200)  # resolved once, before the units are chosen
        panel = NotesPanel()
        qtbot.addWidget(panel)
        shown = {}
        for choice in (None, "cm"):
            lengths.set_units(choice)
            panel.show_mission(mission)
            shown[choice] = panel.toPlainText()
    finally:
        lengths.set_units(None)
        i18n.install("en")
    for choice, text in shown.items():
        reading, inferred = SAID[lang, choice]
        assert reading in text and inferred in text, text
        assert "{" not in text
