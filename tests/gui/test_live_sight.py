"""Scenery → Live line of fire: what the selected trooper (or the viewpoint) sees follows a drag of the
trooper, of the viewpoint and of a piece, frame by frame, for the chosen height class; in the legend."""

import pytest
import shapely
from PySide6.QtCore import QPointF, Qt

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.visibility import Obstacles, visibility_polygon

pytestmark = pytest.mark.gui

INFANTRY, TAG = 40 / 25.4, 90 / 25.4
WALL = Piece("wall", "wall", "rect", 24, 20, 12, 1)
CRATES = Piece("crates", "crates", "rect", 12, 30, 4, 4, height="partial", partial_height=2.0)


def seen_area(window) -> float:
    """The area the item shows as seen, from its painter path (the polygon the user sees)."""
    path = window.sight.item.seen
    return sum(shapely.Polygon([(p.x(), p.y()) for p in poly]).area for poly in path.toSubpathPolygons())


def expected(pieces, x, y, height=INFANTRY):
    return visibility_polygon(Obstacles.build(pieces, 48, 48, height), x, y)


def drag(qtbot, window, frm: QPointF, to: QPointF, steps: int = 5, between=None) -> None:
    view = window.view
    start, end = view.mapFromScene(frm), view.mapFromScene(to)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, steps + 1):
        qtbot.mouseMove(view.viewport(), start + (end - start) * k / steps)
        if between is not None:
            between(k)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)


def test_dragging_a_trooper_moves_what_it_sees_every_frame(window, qtbot, tmp_path):
    trooper = Trooper("t1", "A", 24.0, 10.0, 25, 20, name="Sniper")
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[trooper], scenery=[WALL, CRATES]), None)
    ctl, sight = window.controller, window.sight
    assert sight.toggle.shortcut().toString() == "V"
    assert sight.toggle in window.scenery_menu.actions()
    ctl.scene.trooper_items["t1"].setSelected(True)
    sight.toggle.trigger()
    assert sight.item is not None and sight.item.scene() is ctl.scene
    assert "sight" in window.legend.entries
    assert seen_area(window) == pytest.approx(expected([WALL, CRATES], 24, 10).area, rel=1e-6)
    before = sight.computed
    areas = []

    def check_frame(_k):
        item = ctl.scene.trooper_items["t1"]
        want = expected([WALL, CRATES], item.x(), item.y())
        areas.append(seen_area(window))
        assert areas[-1] == pytest.approx(want.area, rel=1e-6)  # this frame's polygon, not the last one's

    qtbot.wait(20)
    drag(qtbot, window, QPointF(24, 10), QPointF(24, 30), between=check_frame)
    assert sight.computed - before >= 5  # one polygon per mouse move
    assert len(set(round(a, 6) for a in areas)) > 2
    # Behind the wall now: the far half of the table is shaded.
    t = ctl.doc.trooper("t1")
    assert t.y > 25 and seen_area(window) < 48 * 48 * 0.8
    window.grab().save(str(tmp_path / "sight.png"))
    sight.toggle.trigger()
    assert sight.item is None and "sight" not in window.legend.entries


def test_the_height_class_changes_what_partial_scenery_hides(window, qtbot):
    window.open_document(TableDocument("s16/supremacy", 300, scenery=[CRATES]), None)
    sight = window.sight
    sight.toggle.setChecked(True)
    sight.viewpoint.setPos(QPointF(12, 24))  # south of the crates: they hide a cone for infantry
    sight.set_height("infantry")
    infantry = seen_area(window)
    assert infantry == pytest.approx(expected([CRATES], 12, 24).area, rel=1e-6) and infantry < 48 * 48 - 1
    sight.set_height("tag")  # a TAG looks over the crates: the whole table
    assert seen_area(window) == pytest.approx(48 * 48, rel=1e-9)
    sight.set_height("infantry")


def test_dragging_a_piece_or_the_viewpoint_moves_the_shade_live(window, qtbot):
    window.open_document(TableDocument("s16/supremacy", 300, scenery=[WALL]), None)
    ctl, sight, editor = window.controller, window.sight, window.scenery_editor
    editor.edit.trigger()
    sight.toggle.trigger()
    sight.viewpoint.setPos(QPointF(24, 10))
    assert seen_area(window) == pytest.approx(expected([WALL], 24, 10).area, rel=1e-6)
    qtbot.wait(20)

    def mid_drag(_k):
        item = ctl.scenery_items["wall"]
        moved = WALL.moved(item.x(), item.y())
        assert (item.x(), item.y()) != (WALL.x, WALL.y)
        assert ctl.doc.scenery == [WALL]  # not dropped yet: the document still has the old place
        assert seen_area(window) == pytest.approx(expected([moved], 24, 10).area, rel=1e-6)

    drag(qtbot, window, QPointF(20, 20), QPointF(20, 14), between=mid_drag)
    [dropped] = ctl.doc.scenery
    assert seen_area(window) == pytest.approx(expected([dropped], 24, 10).area, rel=1e-6)
    ctl.undo.undo()  # the shade follows the undo too
    assert seen_area(window) == pytest.approx(expected([WALL], 24, 10).area, rel=1e-6)
    # The viewpoint is dragged like a trooper; it stays on the table.
    editor.edit.trigger()
    drag(qtbot, window, QPointF(24, 10), QPointF(24, 40))
    vp = sight.viewpoint.pos()
    assert vp.y() > 30 and seen_area(window) == pytest.approx(expected([WALL], vp.x(), vp.y()).area, rel=1e-6)
    sight.viewpoint.setPos(QPointF(-5, 60))
    assert (sight.viewpoint.x(), sight.viewpoint.y()) == (0, 48)
