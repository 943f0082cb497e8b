"""F6 and Tab land only where the focus shows: never in a panel behind another's tab, never on a frame
that draws no focus; a text panel with focus draws the table's focus ring colour around it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from its_desktop.domain.itstable import TableDocument
from its_desktop.ui.table.view import FOCUS_RING

pytestmark = pytest.mark.gui
Key = Qt.Key


def on_screen() -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and focus.isVisible() and not focus.visibleRegion().isEmpty()


def test_f6_from_the_table_goes_straight_to_the_tally_and_tab_stays_on_screen(window, qtbot, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.tally_actions.begin("Ann", "Bob")
    qtbot.waitUntil(lambda: window.docks["tally"].isVisible())
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Key.Key_F6)
    focus = QApplication.focusWidget()
    assert on_screen() and window.docks["tally"].isAncestorOf(focus), focus  # the first stop is in the tally
    for _ in range(25):  # and every Tab stop after it shows
        qtbot.keyClick(QApplication.focusWidget(), Key.Key_Tab)
        assert on_screen(), QApplication.focusWidget()
    for _ in range(10):
        qtbot.keyClick(QApplication.focusWidget(), Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        assert on_screen(), QApplication.focusWidget()


def test_a_text_panel_with_focus_draws_the_focus_ring(window, qtbot):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    window.docks["legend"].raise_()
    qtbot.waitUntil(lambda: not window.legend.visibleRegion().isEmpty())
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Key.Key_F6)
    assert QApplication.focusWidget() is window.legend
    image = window.legend.grab().toImage()
    assert image.pixelColor(1, image.height() // 2) == QColor(FOCUS_RING)
