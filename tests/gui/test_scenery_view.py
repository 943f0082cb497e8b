"""Scenery pieces drawn in the table view under the objectives, and the layout editor: add, drag (snapped),
turn, mirror, type a position, delete, each undone; saved in the .itstable."""

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.ui.table.items import MarkerItem
from its_desktop.ui.table.scenery import SceneryItem

pytestmark = pytest.mark.gui

PIECES = [Piece("bunker", "building", "rect", 24, 24, 8, 4, roof=True),
          Piece("crates", "crates", "circle", 12, 20, 3, height="partial", partial_height=1.5),
          Piece("rubble", "rubble", "l_shape", 30, 14, 6, 4, 1, height="low")]


def test_each_piece_is_drawn_where_its_footprint_is_and_does_not_take_clicks(window, tmp_path):
    window.open_document(TableDocument("s16/supremacy", 300, scenery=list(PIECES)), None)
    ctl = window.controller
    items = [i for i in ctl.scene.items() if isinstance(i, SceneryItem)]
    assert sorted(i.piece.id for i in items) == ["bunker", "crates", "rubble"]
    for item in items:
        r = item.mapRectToScene(item.path().boundingRect())  # drawn about the piece's reference point
        assert (r.left(), r.top(), r.right(), r.bottom()) == pytest.approx(item.piece.footprint().bounds, abs=1e-6)
        assert not item.acceptedMouseButtons()
    marker = next(i for i in ctl.scene.items() if isinstance(i, MarkerItem))
    assert all(i.zValue() < marker.zValue() for i in items)
    window.grab().save(str(tmp_path / "scenery.png"))


def test_the_layout_editor_adds_moves_turns_mirrors_and_deletes_with_undo_and_saves(window, qtbot, tmp_path):
    from PySide6.QtCore import QPointF, Qt

    from its_desktop.domain import itstable

    window.open_document(TableDocument("s16/supremacy", 300), None)
    ctl, editor = window.controller, window.scenery_editor
    assert not editor.add_menu.isEnabled()  # not in the editor's mode: the pieces take no clicks
    editor.edit.trigger()
    assert editor.add_menu.isEnabled() and not editor.delete.isEnabled()
    window.actions_.snap.setChecked(True)
    editor.templates["building_6x4"].trigger()
    [house] = ctl.doc.scenery
    assert house.id == "building-1" and house.roof and (house.width, house.depth) == (6, 4)
    assert editor.delete.isEnabled()  # the new piece is selected
    item = ctl.scenery_items["building-1"]
    assert item.flags() & item.GraphicsItemFlag.ItemIsMovable
    # A drag with the mouse: the piece snaps to half units and the drop is one undo step.
    qtbot.wait(20)
    start = window.view.mapFromScene(QPointF(house.x, house.y))
    end = window.view.mapFromScene(QPointF(house.x + 5.13, house.y - 3.38))
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(window.view.viewport(), start + (end - start) * k / 5)
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    moved = ctl.doc.scenery[0]
    assert (moved.x * 2, moved.y * 2) == (round(moved.x * 2), round(moved.y * 2)) and moved.x > house.x
    assert ctl.undo.undoText().startswith("Move scenery")
    editor.rotate_left.trigger()
    assert ctl.doc.scenery[0].angle == 15
    editor.mirror_through_centre()
    assert [p.id for p in ctl.doc.scenery] == ["building-1", "building-1'"]
    twin = ctl.doc.scenery[1]
    assert (twin.x, twin.y) == pytest.approx((48 - moved.x, 48 - moved.y)) and twin.angle == 195
    editor.move_to("building-1", 10, 20.25, 90)  # what the Position dialog does
    assert (ctl.doc.scenery[0].x, ctl.doc.scenery[0].y, ctl.doc.scenery[0].angle) == (10, 20.25, 90)
    ctl.scene.clearSelection()
    ctl.scenery_items["building-1'"].setSelected(True)
    editor.delete.trigger()
    assert [p.id for p in ctl.doc.scenery] == ["building-1"]
    path = tmp_path / "layout.itstable"
    itstable.save(ctl.doc, path)
    assert itstable.load(path).scenery == ctl.doc.scenery
    for _ in range(5):  # delete, position, mirror, turn, move: back to the piece as added
        ctl.undo.undo()
    assert ctl.doc.scenery == [house] and ctl.scenery_items["building-1"].pos() == QPointF(house.x, house.y)
    ctl.undo.undo()
    assert ctl.doc.scenery == [] and ctl.scenery_items == {}
    ctl.undo.redo()
    assert ctl.doc.scenery == [house]
    editor.edit.trigger()  # out of the mode: the pieces let clicks through again
    assert not ctl.scenery_items["building-1"].acceptedMouseButtons()
    window.resize(1366, 768)
    editor.edit.trigger()
    for key in ("ruin_l_6", "crates_2", "rubble_5x4", "silo_4"):
        editor.templates[key].trigger()
    spots = [(p.x, p.y) for p in ctl.doc.scenery]
    assert len(set(spots)) == len(spots) == 5  # each new piece steps off the last: none hides another
    qtbot.wait(50)
    window.grab().save(str(tmp_path / "editor.png"))


def test_the_position_dialog_gives_the_typed_values(window, qtbot):
    from its_desktop.ui.table.scenery_editor import PositionDialog

    dialog = PositionDialog(window, PIECES[0], 48, 48, "in")
    qtbot.addWidget(dialog)
    assert dialog.values() == (24, 24, 0)
    dialog.x_box.setValue(30.5)
    dialog.angle_box.setValue(45)
    assert dialog.values() == (30.5, 24, 45)
    assert dialog.x_box.suffix() == " in"
    dialog.angle_box.setValue(0)  # the 8 x 4 in bunker at (30.5, 24): its right side 13.5 in from the right edge
    assert dialog.sheet.text() == "13.5 in right, 22 in from A's edge (to its nearest points)"


def test_the_position_dialog_reads_centimetres_on_a_cm_season(window, qtbot):
    """Season 13's table unit is the 2.5 cm gaming inch: a piece 12 units from the left edge is 30 cm from it, and
    30 cm typed is 12 units (the dialog once labelled table units 'cm')."""
    from its_desktop.presentation.terrain import edge_texts
    from its_desktop.ui.table.scenery_editor import PositionDialog

    piece = Piece("hut", "building", "rect", 12, 20, 4, 2)
    dialog = PositionDialog(window, piece, 48, 48, "cm", 25.0)
    qtbot.addWidget(dialog)
    assert (dialog.x_box.value(), dialog.y_box.value()) == (30, 50) and dialog.x_box.suffix() == " cm"
    dialog.x_box.setValue(40)
    assert dialog.values() == (16, 20, 0)
    side, end = edge_texts(Piece("hut", "building", "rect", 16, 20, 4, 2), 48, 48, 25.0, "cm")
    assert (side, end) == ("35 cm left", "47.5 cm from A's edge")
    assert dialog.sheet.text() == f"{side}, {end} (to its nearest points)"


def test_doors_and_windows_are_added_and_removed_with_undo_and_drawn(window, qtbot, tmp_path):
    from its_desktop.domain import itstable
    from its_desktop.domain.terrain.visibility import Obstacles, segment_free

    window.open_document(TableDocument("s16/supremacy", 300, scenery=[PIECES[0]]), None)  # the 8 x 4 bunker
    ctl, editor = window.controller, window.scenery_editor
    editor.edit.trigger()
    assert not editor.add_door.isEnabled()  # nothing selected
    ctl.scenery_items["bunker"].setSelected(True)
    assert editor.add_door.isEnabled() and editor.add_window.isEnabled() and not editor.remove_opening.isEnabled()
    assert editor.add_door.shortcut().toString() == "Ctrl+Shift+D"
    # Pointing at the front wall (y = 22) left of the middle: the door goes there, an inch wide.
    house = editor.add_opening("door", at=(22.0, 22.1))
    [door] = house.openings
    assert (door.kind, door.edge, door.at, door.width) == ("door", 0, 1.5, 1.0)
    assert ctl.doc.scenery == [house] and ctl.undo.undoText() == "Add a door to bunker"
    editor.add_opening("window", at=(28.2, 24.5))  # the right wall
    assert [o.kind for o in ctl.doc.scenery[0].openings] == ["door", "window"]
    assert editor.add_opening("window", at=(22.1, 21.9)) is None  # on the door: no room
    assert "No room there" in window.statusBar().currentMessage()
    # The line of fire goes in by the door and out by the window now.
    obs = Obstacles.build(ctl.doc.scenery, 48, 48, 40 / 25.4)
    assert segment_free(obs, (22, 10), (22, 24)) and segment_free(obs, (24, 24), (40, 24.5))
    assert not segment_free(obs, (24, 10), (24, 24))  # the wall beside the door
    window.grab().save(str(tmp_path / "openings.png"))
    path = tmp_path / "doors.itstable"
    itstable.save(ctl.doc, path)
    assert itstable.load(path).scenery == ctl.doc.scenery
    editor.remove_nearest_opening(at=(28, 24))
    assert [o.kind for o in ctl.doc.scenery[0].openings] == ["door"]
    for _ in range(3):
        ctl.undo.undo()
    assert ctl.doc.scenery == [PIECES[0]] and not ctl.scenery_items["bunker"].piece.openings


def test_the_selected_piece_has_a_band_readable_in_greyscale(window, qtbot):
    from PySide6.QtCore import QPointF

    from its_desktop.ui.table.vision import simulate_image

    window.open_document(TableDocument("s16/supremacy", 300, scenery=[PIECES[0]]), None)
    ctl, view = window.controller, window.view
    window.scenery_editor.edit.trigger()
    item = ctl.scenery_items["bunker"]
    # A pixel on the piece's outline, and the grey it shows when selected and when not.
    edge = view.mapFromScene(QPointF(item.piece.x, item.piece.y - item.piece.depth / 2))

    def grey_at() -> list[int]:
        qtbot.wait(10)
        img = simulate_image(view.viewport().grab().toImage(), "grey")
        return [img.pixelColor(edge.x(), edge.y() + dy).red() for dy in range(-4, 5)]

    plain = grey_at()
    item.setSelected(True)
    chosen = grey_at()
    # The band: light core (over 150 grey levels) flanked by dark (under 60), where the piece had one thin line.
    assert max(chosen) > 150 and min(chosen) < 60
    assert sum(abs(a - b) for a, b in zip(plain, chosen)) > 300
