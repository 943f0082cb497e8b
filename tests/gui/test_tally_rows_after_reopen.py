"""The Tally sheet's rows are as tall after a restart reopened the game as in the game first started (s40 trial
of issue 27: after a reopen the rows were taller, the sheet longer, for the same game in the same window)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .test_resume_game import record_a_game, shared_db  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui


def new_window(qtbot):
    """A window at a laptop's 1366x768 from its first paint, as a restart restores it (the game comes back after)."""
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.showNormal()
    w.resize(1366, 768)
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    return w


def rows(w) -> list[int]:
    for _ in range(5):
        QApplication.processEvents()
    grid = w.tally.grid
    return [grid.rowHeight(r) for r in range(grid.rowCount())]


def test_rows_after_a_reopen_are_as_tall_as_in_the_fresh_game(qtbot, settings, shared_db, tmp_path):  # noqa: F811
    first = new_window(qtbot)
    record_a_game(first)
    fresh = rows(first)
    first.grab().save(str(tmp_path / "fresh.png"))
    first.close()
    again = new_window(qtbot)
    qtbot.waitUntil(lambda: again.tally_actions.session is not None, timeout=5000)
    reopened = rows(again)
    again.grab().save(str(tmp_path / "reopened.png"))
    assert len(reopened) == len(fresh) > 0
    assert reopened == fresh, (fresh, reopened)
