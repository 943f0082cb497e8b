"""The toolbar's season, scenario and size pickers: whatever the user changes, everything that shows the
table follows (the table, the title, the notes, the score header, the tally), and nothing says otherwise."""

from __future__ import annotations

from PySide6.QtCore import Qt

from its_desktop.domain.mission import catalog


def shown_everywhere(window, mission_id: str, points: int) -> None:
    ctl = window.controller
    name = catalog.scenario(mission_id).name.get()
    assert (ctl.doc.mission, ctl.doc.points) == (mission_id, points)
    assert window.view.scene() is ctl.scene
    assert window.season_box.currentData() == mission_id.split("/")[0]
    assert (window.scenario_box.currentData(), window.points_box.currentData()) == (mission_id, points)
    assert window.scenario_box.currentText() == name
    assert name in window.windowTitle() and f", {points} —" in window.windowTitle()
    assert name in window.notes.toPlainText()
    assert name in window.score_header.middle.text() and f"{points} pts" in window.score_header.middle.text()
    assert (window.tally.mission.scenario.id, window.tally.mission.points) == (mission_id, points)


def choose_next(qtbot, box) -> None:
    """Down on the closed box opens its list (ui/combo_guard.py); Down and Enter there choose the next item."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: box.view().isVisible())
    qtbot.keyClick(box.view(), Qt.Key.Key_Down)
    qtbot.keyClick(box.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.view().isVisible())


def test_a_season_change_by_keyboard_redraws_the_table(window, qtbot):
    shown_everywhere(window, "s16/supremacy", 300)
    choose_next(qtbot, window.season_box)  # Season 16 → Season 13, as a user would
    season = window.season_box.currentData()
    assert season == "s13"
    first = next(e.id for e in catalog.entries() if e.season == season)
    shown_everywhere(window, first, window.points_box.currentData())


def test_every_picker_redraws(window, qtbot):
    window.season_box.setCurrentIndex(window.season_box.findData("s10"))
    window.season_box.activated.emit(window.season_box.currentIndex())  # what a click on an item sends
    assert window.controller.doc.mission.startswith("s10/")
    window.scenario_box.setCurrentIndex(window.scenario_box.findData("s10/acquisition"))
    window.scenario_box.activated.emit(window.scenario_box.currentIndex())
    shown_everywhere(window, "s10/acquisition", window.points_box.currentData())
    size = window.points_box.itemData(0)
    window.points_box.setCurrentIndex(0)
    window.points_box.activated.emit(0)
    shown_everywhere(window, "s10/acquisition", size)


def test_keeping_the_table_puts_the_pickers_back(window, qtbot, monkeypatch):
    monkeypatch.setattr(window, "_maybe_keep_changes", lambda: False)  # the user answered Cancel
    choose_next(qtbot, window.season_box)
    shown_everywhere(window, "s16/supremacy", 300)
