"""Scenery → Heat map: computed on a worker (progress, cancel), drawn over the table with its scale in the
legend, taken off when the table changes."""

import numpy as np
import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.pieces import Piece

pytestmark = pytest.mark.gui

LOW = Piece("rubble", "rubble", "rect", 24, 24, 4, 4, height="low")  # stops nothing: every square sees it all
BLOCK = Piece("block", "building", "rect", 24, 24, 8, 8)


def test_the_heat_map_runs_on_a_worker_and_is_drawn_with_its_scale(window, qtbot, tmp_path):
    from its_desktop.ui.table.heat_overlay import HeatItem

    window.open_document(TableDocument("s16/supremacy", 300, scenery=[LOW]), None)
    heat = window.check_panel.heat
    assert window.heat_action.shortcut().toString() == "Ctrl+Shift+K"
    heat.target_box.setCurrentIndex(heat.target_box.findData("objectives"))
    window.heat_action.trigger()
    assert heat.runner.running and not heat.start_button.isEnabled() and heat.cancel_button.isEnabled()
    assert heat.runner.last_thread is not None and heat.runner.last_thread.name == "its-desktop heat map"
    qtbot.waitUntil(lambda: heat.item is not None, timeout=20000)
    assert isinstance(heat.item, HeatItem) and heat.item.scene() is window.controller.scene
    assert heat.heat.target == "objectives" and np.allclose(heat.heat.values, 1.0)
    assert "100 %" in heat.status.text() and heat.start_button.isEnabled()
    assert "heat" in window.legend.entries and "the objectives" in window.legend.toHtml()
    heat.show_box.setChecked(False)  # off the table, kept
    assert heat.item is None and "heat" not in window.legend.entries
    heat.show_box.setChecked(True)
    assert heat.item is not None
    window.grab().save(str(tmp_path / "heat.png"))
    # Any change to the table takes the map off: it no longer describes the table.
    window.controller.put_piece(BLOCK)
    assert heat.item is None and heat.heat is None and "changed" in heat.status.text()


def test_cancel_stops_the_heat_map_and_its_thread(window, qtbot):
    window.open_document(TableDocument("s16/supremacy", 300, scenery=[BLOCK]), None)
    heat = window.check_panel.heat
    window.heat_map()
    thread = heat.runner.last_thread
    heat.cancel_button.click()
    assert not heat.runner.running and heat.status.text() == "Heat map cancelled."
    thread.join(10)
    assert not thread.is_alive()  # stopped at its next row, not after the whole map
    qtbot.wait(100)
    assert heat.item is None and heat.start_button.isEnabled()
