"""The Table check panel, hidden until a table is checked, is made when its dock first shows (View → Panels,
Scenery → Check this table) or a saved layout shows it, never on a start that does not show it; made late, it
still follows the open table (a piece moved makes its findings stale)."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.pieces import Piece

pytestmark = pytest.mark.gui

WALL = Piece("wall", "wall", "rect", 24, 20, 12, 1)


def test_the_check_panel_is_made_when_its_dock_first_shows_and_follows_the_table(window, qtbot):
    assert window.check_panel_if_made() is None and not window.docks["check"].isVisible()
    window.open_document(TableDocument("s16/supremacy", 300, scenery=[WALL]), None)
    assert window.check_panel_if_made() is None  # another table opened: still not needed

    window.check_table()  # Scenery → Check this table: the dock shows, with the panel in it
    panel = window.check_panel_if_made()
    assert panel is not None and window.docks["check"].widget() is panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.item is not None, timeout=30000)  # the findings, drawn

    ctl = window.controller
    ctl.scenery_items["wall"].setPos(30, 20)  # a piece moved (as a drag ends): the findings no longer hold
    ctl.changed.emit()
    qtbot.waitUntil(lambda: panel.item is None)


def test_a_layout_saved_with_the_check_panel_shown_shows_it_at_the_next_start(window, qtbot):
    from its_desktop.ui import settings as prefs
    from its_desktop.ui.main_parts import LAYOUT_VERSION
    from its_desktop.ui.main_window import MainWindow

    dock = window.docks["check"]
    dock.show()
    dock.raise_()
    qtbot.waitUntil(lambda: window.check_panel_if_made() is not None)
    assert dock.widget() is window.check_panel_if_made()
    prefs.MAIN_STATE.set(window.saveState(LAYOUT_VERSION), window.settings)
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1200, 800)
    again.show()
    qtbot.waitUntil(lambda: again.ready, timeout=10000)
    assert again.docks["check"].isVisible()
    panel = again.check_panel_if_made()
    assert panel is not None, "the Table check was shown and its panel was not made"
    assert again.docks["check"].widget() is panel
    qtbot.waitUntil(panel.isVisible)
