"""The tally's sheet at 1366x768 and 1920x1080 in every language: number boxes as wide as their values
(never stretched across a cell or a line, never cut), and the Tally dock as wide as the sheet where
the table leaves room, without taking the table's own. Screenshots go to ``ITS_SCREENSHOT_DIR``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractSpinBox

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


@pytest.fixture(params=["en", "fr", "es"])
def language(request, settings):
    from its_desktop.ui import i18n

    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_tally_inputs_keep_sane_widths(qtbot, tmp_path, language, size):
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.showNormal()  # a test picks its size: not maximized as on a small screen (the offscreen one is 800x800)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    w.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    w.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    w.tally_actions.begin("Ann", "Bob")
    qtbot.wait(50)
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    assert w.grab().save(str(out / f"tally-{language}-{size[0]}x{size[1]}.png"))

    boxes = [b for b in w.tally.findChildren(QAbstractSpinBox) if b.isVisibleTo(w.tally)]
    assert len(boxes) >= 10
    for box in boxes:
        hint = box.sizeHint().width()
        assert box.width() <= hint, f"{box.text()!r} stretched to {box.width()} px (needs {hint})"
        assert box.width() >= box.minimumSizeHint().width(), f"{box.text()!r} cut to {box.width()} px"

    # The dock takes the room beside the table, never the table's: the table still fits the view's height.
    rect = w.view.scene().sceneRect()
    assert w.view.viewport().width() >= w.view.viewport().height() * rect.width() / rect.height() - 1
    grid = w.tally.grid
    sheet = grid.horizontalHeader().length() + 2 * grid.frameWidth()
    # No column hidden behind the grid's own scroll bar, at 1366 px too (long French and Spanish objective
    # names wrap in their column instead); the names' column is never squeezed to nothing.
    assert grid.horizontalScrollBar().maximum() == 0, (language, size, sheet, grid.viewport().width())
    assert grid.viewport().width() >= grid.horizontalHeader().length(), (language, size, sheet)
    assert grid.columnWidth(0) >= min(110, grid.sizeHintForColumn(0))
    last = grid.columnCount() - 1  # "OP B": its left edge is inside the view
    assert grid.columnViewportPosition(last) + grid.columnWidth(last) <= grid.viewport().width()
    # Nothing scrolls sideways: a narrow dock stacks the players' columns and moves the fill button down.
    from PySide6.QtWidgets import QScrollArea

    scroll = w.tally.parentWidget()
    while not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert scroll.horizontalScrollBar().maximum() == 0, (language, size, w.tally.stacked)
