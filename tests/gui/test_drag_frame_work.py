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


def test_the_shade_on_screen_after_each_frame_of_a_pieces_drag_is_the_whole_shade_drawn_again(window, qtbot):
    """A frame of a piece's drag repaints only the cells of the table where the shade changed: what is on
    screen after each mouse move (the window's backing store) is what drawing the whole view afresh gives."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.terrain.pieces import Piece

    pieces = [Piece("wall", "wall", "rect", 24, 20, 12, 1), Piece("block", "building", "rect", 14, 30, 4, 4),
              Piece("tower", "building", "rect", 36, 28, 3, 6, angle=30)]
    window.open_document(TableDocument("s16/supremacy", 300, scenery=pieces), None)
    ctl, sight, view = window.controller, window.sight, window.view
    window.scenery_editor.edit.trigger()
    sight.toggle.trigger()
    sight.viewpoint.setPos(QPointF(24, 10))
    qtbot.wait(50)
    vp = view.viewport()
    corner = vp.mapTo(window, vp.rect().topLeft())

    def on_screen():
        shot = QGuiApplication.primaryScreen().grabWindow(window.winId(), corner.x(), corner.y(), vp.width(),
                                                          vp.height())
        return shot.toImage().convertToFormat(shot.toImage().Format.Format_RGB32)

    def afresh():
        image = vp.grab().toImage()
        return image.convertToFormat(image.Format.Format_RGB32)

    start, end = view.mapFromScene(QPointF(20, 20)), view.mapFromScene(QPointF(27, 15))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    repainted = []
    for k in range(1, 7):
        before = sight.computed
        qtbot.mouseMove(vp, start + (end - start) * k / 6)
        qtbot.waitUntil(lambda b=before: sight.computed > b)
        qtbot.wait(30)
        shown, fresh = on_screen(), afresh()
        assert shown.size() == fresh.size()
        assert shown == fresh, f"frame {k}: the screen differs from the view drawn afresh"
        repainted.append(k)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert ctl.scenery_items["wall"].pos() != QPointF(24, 20) and len(repainted) == 6



def test_the_kept_obstacles_follow_a_table_of_another_size(window, qtbot):
    """The still pieces' obstacles are kept between frames, and they hold the table's outline: a table of
    another size with the same (no) pieces sees its own whole table, not the last one's."""
    import shapely

    from its_desktop.domain.itstable import TableDocument

    sight = window.sight
    window.open_document(TableDocument("s16/supremacy", 300), None)
    sight.toggle.trigger()
    sight.viewpoint.setPos(QPointF(12, 12))
    qtbot.waitUntil(lambda: sight.item is not None and not sight.item.seen.isEmpty())

    def seen_area() -> float:
        return sum(shapely.Polygon([(p.x(), p.y()) for p in poly]).area
                   for poly in sight.item.seen.toSubpathPolygons())

    assert seen_area() == pytest.approx(48 * 48)
    window.open_document(TableDocument("s16/supremacy", 150), None)  # 24 x 32 in
    qtbot.waitUntil(lambda: sight.item is not None and not sight.item.seen.isEmpty())
    sight.viewpoint.setPos(QPointF(10, 10))
    assert seen_area() == pytest.approx(24 * 32)
