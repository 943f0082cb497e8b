"""The scenario notes panel shows "Our readings" in the reader's language: the French and Spanish text of
each reading from maps/, not the English."""

from __future__ import annotations

import pytest

from its_desktop.domain.mission import catalog

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(("lang", "heading"), [("fr", "Nos interprétations"), ("es", "Nuestras interpretaciones")])
def test_the_notes_panel_shows_the_readings_in_french_and_spanish(qtbot, lang, heading):
    from its_desktop.ui import i18n
    from its_desktop.ui.panels import NotesPanel

    mission = catalog.mission("s10/acquisition", 300)
    readings = mission.scenario.ambiguities
    assert len(readings) >= 10
    i18n.install(lang)
    try:
        panel = NotesPanel()
        qtbot.addWidget(panel)
        panel.show_mission(mission)  # the current language, as the window calls it
        shown = panel.toPlainText()
    finally:
        i18n.install("en")
    assert heading in shown
    assert not [r.en for r in readings if r.get(lang) == r.en], "a reading has no translation"
    assert not [r.get(lang) for r in readings if r.get(lang) not in shown]
    assert not [r.en for r in readings if r.en in shown]
    assert "Our readings" not in shown


def test_the_notes_panel_shows_the_english_readings_in_english(qtbot):
    from its_desktop.ui import i18n
    from its_desktop.ui.panels import NotesPanel

    mission = catalog.mission("s16/frostbyte", 300)
    i18n.install("en")
    panel = NotesPanel()
    qtbot.addWidget(panel)
    panel.show_mission(mission)
    shown = panel.toPlainText()
    assert "Our readings" in shown and mission.scenario.ambiguities
    assert all(r.get("en") in shown for r in mission.scenario.ambiguities)  # lengths as read
