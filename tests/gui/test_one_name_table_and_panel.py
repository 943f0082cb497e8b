"""One name for one objective on every surface (issue 27, s40 trial): S8 Seize the Antennas wrote "Half A" on the
table while the referee panel and the status line said "Side A half". Through the real window: what each marker's
label draws on the table is the name the referee panel heads it with, on every scenario of the library."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n as domain_i18n
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def _panel_heads(w) -> list[str]:
    w.referee.set_focus(None)
    w.referee.result = w.controller.last
    w.referee._render()  # the panel follows results on a timer: read what it says now
    return w.referee.toPlainText().splitlines()


def _told_apart(drawn: str, name: str) -> bool:
    """Two objectives that the table writes alike (Mindwipe's Server A in each Deployment Zone) are told apart in
    the panel by words added to the same name, never by another name."""
    return name == drawn or name.startswith(drawn + " ") or name.startswith(drawn + ",")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_table_and_the_referee_panel_name_every_objective_alike_on_every_scenario(lang):
    """Every scenario of the library at its first size: the name the table writes beside each marker (the scene
    draws ``objective_key``'s short name, ui/table/scene.py) heads the marker in the referee panel (the evaluator's
    one name). Without the window, whose own run over the 110 scenarios took 27 s."""
    from its_desktop.domain.referee_text import objective_names
    from its_desktop.presentation.labels import objective_key

    checked = 0
    with domain_i18n.speaking(lang):
        for entry in catalog.entries():
            mission = catalog.mission(entry.id, catalog.sizes(entry.id)[0])
            names = objective_names(mission.markers)  # the evaluator's names (domain/evaluator.py)
            for key in objective_key(mission.markers):
                assert _told_apart(key.short, names[key.marker_id]), (entry.id, key.marker_id, key.short, names[key.marker_id])
                checked += 1
    assert checked > 300


@pytest.mark.parametrize(("lang", "half_a", "long_a"), [
    ("en", "Half A", "Side A half"), ("fr", "Moitié A", "Moitié du Camp A"), ("es", "Mitad A", "Mitad de la mesa del Bando A")])
def test_seize_the_antennas_says_half_a_on_the_table_in_the_panel_and_the_status_line(window, qtbot, lang, half_a,
                                                                                      long_a):
    from its_desktop.ui import i18n

    i18n.install(lang)
    w = window
    try:
        with domain_i18n.speaking(lang):
            doc = TableDocument("s8/seize-the-antennas", 200)
            w.open_document(doc, None)
            half = next(m for m in w.controller.mission.markers if m.label == long_a)
            hacker = Trooper("a1", "A", half.x, half.y - 1.2, 25, 20, name="Hacker")  # in base contact
            w.open_document(TableDocument("s8/seize-the-antennas", 200, troopers=[hacker]), None)
            w.controller.recompute()
            drawn = w.controller.scene.marker_items[half.id].label.text().replace("\n", " ")
            assert drawn == half_a
            heads = _panel_heads(w)
            assert any(h.startswith(half_a + ":") or h.startswith(half_a + " :") for h in heads), heads
            text = "\n".join(heads)
            assert long_a not in text, text
            # The status line's deployment warning, in the words the window gives it (ui/tally/rules_watch.py).
            said = [f.text for f in w.tally_actions.rules.findings_for(w.controller)]
            assert any(half_a in line for line in said) and not any(long_a in line for line in said), said
            # Selected by the keyboard (O steps through the objectives), the status line names it the same way.
            from PySide6.QtCore import Qt

            for _ in range(3):
                qtbot.keyClick(w.view, Qt.Key.Key_O)
                if w.controller.scene.marker_items[half.id].isSelected():
                    break
            said = w.statusBar().currentMessage()
            assert f"2. {half_a}" in said and long_a not in said, said
    finally:
        i18n.install("en")
