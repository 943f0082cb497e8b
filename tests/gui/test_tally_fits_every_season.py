"""Every season's tally fits a 1366x768 laptop's maximized window in French and Spanish: no sideways scroll
bar on the panel or on the grid (the Spanish S8 sheet had its OP columns cut); the objectives' names wrap."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui

ONE_PER_SEASON = [("s8/quadrant-control", 200), ("s10/supremacy", 300), ("s13/supremacy", 300),
                  ("s16/supremacy", 300)]


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("mission, points", ONE_PER_SEASON)
def test_the_tally_needs_no_sideways_scroll(window, qtbot, tmp_path, lang, mission, points):
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    window.resize(1366, 728)  # maximized on 1366x768 under a window manager's title bar
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.open_document(TableDocument(mission, points, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    window.tally_actions.begin("Ana", "Beto")
    qtbot.waitUntil(lambda: window.tally.isVisible())
    qtbot.wait(30)
    scroll = window.tally.parentWidget()
    while not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    grid = window.tally.grid
    assert scroll.horizontalScrollBar().maximum() == 0, (lang, mission)
    assert grid.horizontalScrollBar().maximum() == 0, (lang, mission, grid.horizontalHeader().length(),
                                                       grid.viewport().width())
    assert grid.horizontalHeader().length() <= grid.viewport().width()
