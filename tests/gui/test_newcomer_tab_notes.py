"""The Tab order through the tally at the game's end (s40 trial of issue 27): a stop with no visible focus sat between
the grid and its first box. It was the read-only end-of-game notes (a Tab stop: their lines scroll); they now show a
frame when they have the focus. Through the real window, with the Tab key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

from .test_newcomer_fit import SHOTS, laptop, shot

pytestmark = pytest.mark.gui


def test_the_end_of_game_notes_show_their_focus_when_tabbed_to(qtbot, settings, tmp_path):
    w = laptop(qtbot, "1366x768")
    w._maybe_keep_changes = lambda: True
    w.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    w.open_document(TableDocument("s13/looting-and-sabotaging", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 30, name="Zapador"), Trooper("b1", "B", 20, 40, 25, 27)]), None)
    w.tally_actions.begin("Lucia", "Marco")
    for _ in range(3):
        w.tally_actions.score_round()
    tally = w.tally
    assert tally.notes.isVisible()
    unfocused = tally.notes.grab().toImage()
    tally.fill_button.setFocus(Qt.FocusReason.TabFocusReason)
    stops = []
    for _ in range(40):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if not tally.isAncestorOf(focus):
            break
        stops.append(focus)
    assert tally.notes in stops
    w.activateWindow()
    tally.notes.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.wait(20)
    assert tally.notes.hasFocus()
    framed = tally.notes.grab().toImage()
    if SHOTS:
        framed.save(f"{SHOTS}/t_notes_framed.png")
        unfocused.save(f"{SHOTS}/t_notes_unframed.png")
    edge = QColor(framed.pixel(0, framed.height() // 2))  # its left border, in the highlight colour
    assert edge == tally.palette().color(QPalette.ColorRole.Highlight), edge.name()
    assert QColor(unfocused.pixel(0, unfocused.height() // 2)) != edge
    shot(w, "t_notes_focus")
