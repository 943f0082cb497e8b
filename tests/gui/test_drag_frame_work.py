"""What a drag's frame no longer does is still right when it matters: the referee panel behind another tab
catches up with the table when it shows, the one in front follows it; a control badge moves when a trooper
comes where it stood, however the trooper got there, and is drawn at its new place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from .test_objective_states import open_supremacy

pytestmark = pytest.mark.gui


def test_the_referee_panel_behind_a_tab_shows_the_last_result_when_it_comes_to_the_front(window, qtbot):
    ctl = open_supremacy(window)
    referee, docks = window.referee, window.docks
    docks["legend"].raise_()  # the default layout: the legend in front, the referee behind its tab
    qtbot.waitUntil(lambda: referee.result is not None)
    qtbot.wait(200)  # the panel's timer has had its turn
    referee._render()
    assert "Q1: A 70, B 0" in referee.toPlainText()

    ctl.move_trooper("a1", 30, 30)  # Hac Tao (30 pts) leaves Q1 for Q3
    qtbot.waitUntil(lambda: referee.result is ctl.last)
    qtbot.waitUntil(lambda: referee.stale)  # its turn came with nobody looking: not written
    assert "Q1: A 70, B 0" in referee.toPlainText()

    docks["referee"].raise_()
    qtbot.waitUntil(lambda: "Q1: A 40, B 0" in referee.toPlainText())
    assert not referee.stale

    ctl.move_trooper("a1", 13.28, 12)  # in front, it follows the table by itself
    qtbot.waitUntil(lambda: "Q1: A 70, B 0" in referee.toPlainText())
    assert not referee.stale


def test_a_control_badge_moves_when_a_trooper_is_put_where_it_stood_and_is_drawn_there(window, qtbot):
    """The badge reads where each base stands from the trooper's own record of it (kept as it moves), and is
    repainted only when it changes side: a trooper put there by a command (not a drag) moves it, and the new
    spot shows the badge."""
    window.showNormal()
    window.resize(1366, 740)
    ctl = open_supremacy(window)
    view = window.view
    view.fit()
    marker = ctl.scene.marker_items["console-1"]  # hacked by A, Hac Tao in contact on its right
    badge = marker.badge
    qtbot.waitUntil(badge.isVisible)
    qtbot.wait(50)
    first = badge.angle
    ppu = view.transform().m11()

    def spot() -> QPointF:
        """The badge's centre on the table (scene units)."""
        return view.mapToScene(view.mapFromScene(marker.pos()) + badge.centre().toPoint())

    def pixels_around(p) -> list:
        image = view.viewport().grab().toImage()
        c = view.mapFromScene(p)
        return [image.pixelColor(c.x() + dx, c.y() + dy).rgb() for dx in range(-3, 4) for dy in range(-3, 4)]

    old = spot()
    # Where the badge will go next (the next free side), seen before it is there: bare table.
    ctl.move_trooper("a3", old.x(), old.y())  # a trooper of A on the badge
    qtbot.waitUntil(lambda: badge.angle != first)
    trooper = ctl.scene.trooper_items["a3"]
    new = spot()
    gap = ((new.x() - trooper.x()) ** 2 + (new.y() - trooper.y()) ** 2) ** 0.5 * ppu
    assert gap >= trooper.radius * ppu + 8 - 1, gap  # clear of the base it fled

    qtbot.wait(50)
    drawn = pixels_around(new)
    badge.hide()  # the same spot without the badge: something else is drawn there
    qtbot.wait(50)
    assert pixels_around(new) != drawn
    badge.show()
