"""The table's marker labels, key and tooltips follow a live language switch (labels and notes from maps/)."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument

pytestmark = pytest.mark.gui


def test_the_window_relabels_markers_key_and_tooltips_on_a_language_switch(qtbot, settings):
    from its_desktop.ui import i18n
    from its_desktop.ui.main_window import MainWindow

    i18n.install("en")
    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    w.open_document(TableDocument("s10/engineering-deck", 300), None)
    items = w.controller.scene.marker_items
    gate = items[next(mid for mid in items if mid.startswith("gate"))]
    assert gate.label.text() == "Gate A wall" and "Inferred: Gate size not in the pack" in gate.toolTip()
    try:
        w.set_language("fr")
        assert gate.marker.label == "Porte (mur du Camp A)"
        assert gate.label.text() == "Porte mur A"
        assert "Déduit : Taille de la porte absente du pack" in gate.toolTip()
        # The key and the notes name it as the table does first, the long label beside (s41: one name per thing).
        assert w.controller.scene.key[0].full == "Porte mur A — Porte (mur du Camp A) (?)"
        assert "Porte mur A — Porte (mur du Camp A) : Taille de la porte" in w.notes.toPlainText()
    finally:
        w.set_language("en")
        i18n.install("en")
    assert gate.label.text() == "Gate A wall" and "Inferred: Gate size" in gate.toolTip()


def test_an_inferred_zone_tooltip_in_french(qtbot, settings):
    from its_desktop.ui import i18n
    from its_desktop.ui.main_window import MainWindow

    i18n.install("en")
    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    w.open_document(TableDocument("s13/frontline", 300), None)
    try:
        w.set_language("fr")
        zone = next(z for z in w.controller.scene.zone_items.values() if z.zone.inferred)
        assert zone.toolTip().startswith(f"{zone.zone.short} — {zone.zone.name}")  # short name, then the long one
        assert "Déduit : La carte est perdue" in zone.toolTip()
    finally:
        w.set_language("en")
        i18n.install("en")
    assert "Inferred: The map is lost" in zone.toolTip()
