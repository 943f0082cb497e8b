"""The table view through its real widgets: drawing, dragging, undo, states, privacy, files, tape."""

import json
import math

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def open_doc(window, mission="s16/supremacy", points=300, troopers=(), **extra):
    window.open_document(TableDocument(mission, points, troopers=list(troopers), **extra), None)
    return window.controller


def mouse(view, kind, scene_point, buttons):
    pos = QPointF(view.mapFromScene(scene_point))
    glob = QPointF(view.viewport().mapToGlobal(pos.toPoint()))
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, pos, glob, button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag(view, start, end, steps=6):
    left = Qt.MouseButton.LeftButton
    mouse(view, QEvent.Type.MouseButtonPress, start, left)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        mouse(view, QEvent.Type.MouseMove, p, left)
    mouse(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def zone(ctl, zid):
    return next(z for z in ctl.last.zones if z.id == zid)


def test_drawn_items_match_the_mission(window):
    ctl = open_doc(window, "s16/frostbyte", 200)
    mission = catalog.mission("s16/frostbyte", 200)
    assert set(ctl.scene.zone_items) == {z.id for z in mission.zones}
    for m in mission.markers:
        item = ctl.scene.marker_items[m.id]
        assert (item.x(), item.y()) == (m.x, m.y)
    # Frostbyte's heating units are 40 mm objectives: 0.787 in radius on an inch table.
    unit = ctl.scene.marker_items["heating-unit-1"]
    assert unit._rect.width() == pytest.approx(40 / 25.4)
    # The exclusion zone is 8 in either side of the central line at 200 points: y 16..32.
    rect = ctl.scene.zone_items["exclusion"].path().boundingRect()
    assert (rect.top(), rect.bottom(), rect.width()) == (16, 32, 32)
    assert ctl.scene.marker_items["heating-unit-1"].marker.inferred  # x = 16 at 200 is our reading


def test_dragging_across_a_zone_edge_flips_domination_and_undo_restores(window, qtbot):
    a = Trooper("a1", "A", 20, 6, 25, 30)
    b = Trooper("b1", "B", 8, 8, 25, 25)
    ctl = open_doc(window, troopers=[a, b])
    assert zone(ctl, "quadrant-a-left").dominated_by == "A"
    drag(window.view, QPointF(20, 6), QPointF(30, 6))
    assert ctl.doc.trooper("a1").x == pytest.approx(30, abs=0.05)
    assert zone(ctl, "quadrant-a-left").dominated_by == "B"
    assert zone(ctl, "quadrant-a-right").dominated_by == "A"
    assert ctl.undo.count() == 1
    window.actions_.undo.trigger()
    assert ctl.doc.trooper("a1").x == pytest.approx(20)
    assert zone(ctl, "quadrant-a-left").dominated_by == "A"
    assert ctl.scene.trooper_items["a1"].x() == pytest.approx(20)
    window.actions_.redo.trigger()
    assert zone(ctl, "quadrant-a-left").dominated_by == "B"


def test_marker_states_reach_the_evaluation(window):
    ctl = open_doc(window, "s16/supplies", 300, troopers=[Trooper("a1", "A", 5, 5, 25, 10)])
    box = next(m.id for m in ctl.mission.markers if m.kind == "supply_box")
    ctl.set_marker(box, "carry", carried_by="a1")
    m = next(x for x in ctl.last.markers if x.id == box)
    assert m.controlled_by == "A" and (m.x, m.y) == (5, 5)
    assert m.carried_by == "a1" and ctl.scene.marker_items[box].carried  # drawn with the dashed ring
    ctl.set_marker("tech-coffin-1", "activate", activated_by=("B",))
    coffin = next(x for x in ctl.last.markers if x.id == "tech-coffin-1")
    assert coffin.activated_by == ("B",)
    ctl.undo.undo()
    ctl.undo.undo()
    m = next(x for x in ctl.last.markers if x.id == box)
    assert m.controlled_by is None


def test_an_illegal_hvt_is_refused_and_a_legal_one_placed(window):
    ctl = open_doc(window)  # Supremacy at 300: deployment zones 12 in deep
    actions = window.actions_
    actions.start_placing("hvt", "A")
    problems = actions.place_at(QPointF(24, 14))  # 2 in from Deployment Zone A, the pack wants 4 in
    assert problems and "4" in problems[0]
    assert ctl.doc.placed == []
    assert actions.place_at(QPointF(24, 20)) == []
    assert [(p.placement, p.player, p.y) for p in ctl.doc.placed] == [("hvt", "A", 20)]
    ctl.undo.undo()
    assert ctl.doc.placed == []


def test_the_player_view_hides_the_opponents_marker(window):
    camo = Trooper("a9", "A", 6, 6, 25, 29, kind="marker", name="Croc Man")
    ctl = open_doc(window, troopers=[camo, Trooper("b1", "B", 8, 8, 25, 25)])
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("B"))
    table_a = window.roster.tables["A"]
    assert table_a.item(0, 0).text() == "Marker" and table_a.item(0, 1).text() == "?"
    q = zone(ctl, "quadrant-a-left")
    assert q.points["A"] == "?" and q.dominated_by == "?"
    assert "Croc Man" not in json.dumps(ctl.last.to_json())
    window.viewer_box.setCurrentIndex(window.viewer_box.findData("A"))
    assert window.roster.tables["A"].item(0, 1).text() == "29"
    assert window.view.seat == "A"


def test_save_and_open_round_trip(window, tmp_path):
    ctl = open_doc(window, "s16/panic-room", 250, troopers=[Trooper("a1", "A", 5, 5, 40, 33, roles=frozenset({"lieutenant"}))],
                   round=2, turn="B")
    ctl.set_marker("biotechvore-antenna-1", "destroy", state="destroyed")
    path = tmp_path / "table.itstable"
    assert window.save_to(path)
    saved = ctl.doc.to_json()
    assert window.open_path(path)
    assert window.controller.doc.to_json() == saved
    assert window.round_box.value() == 2 and window.turn_box.currentText() == "B"
    assert str(path) in window.settings.value("files/recent", [], list)


def test_a_corrupt_file_is_refused_and_the_table_kept(window, tmp_path, monkeypatch):
    open_doc(window, troopers=[Trooper("a1", "A", 5, 5, 25, 10)])
    before = window.controller
    messages = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: messages.append(a[2]))
    bad = tmp_path / "bad.itstable"
    bad.write_text(json.dumps({"mission": "s16/supremacy", "points": 300,
                               "troopers": [{"id": "x", "player": "A", "x": 1, "y": 1, "base_mm": 0, "points": 1}]}))
    assert not window.open_path(bad)
    assert window.controller is before
    assert messages and "troopers[x].base_mm" in messages[0]


def test_the_tape_measures_centre_and_edge_distances(window):
    ctl = open_doc(window, troopers=[Trooper("a1", "A", 10, 10, 25, 10), Trooper("b1", "B", 13, 14, 40, 10)])
    view = window.view
    view.start_tape(QPointF(10, 10))
    centre, edge = view.extend_tape(QPointF(13, 14))
    assert centre == pytest.approx(5.0)
    assert edge == pytest.approx(5.0 - 25 / 25.4 / 2 - 40 / 25.4 / 2)
    view.clear_tape()
    view.start_tape(QPointF(1, 1))
    assert view.extend_tape(QPointF(4, 5)) == pytest.approx((5.0, 5.0))
    assert ctl is window.controller


def test_per_round_hazard_follows_the_round(window):
    ctl = open_doc(window, "s16/panic-room", 300)
    window.round_box.setValue(2)
    assert ctl.scene.zone_items["plague-r2"].isVisible()
    assert not ctl.scene.zone_items["plague-r1"].isVisible()
    ctl.undo.undo()
    assert ctl.doc.round == 1 and ctl.scene.zone_items["plague-r1"].isVisible()


def test_zone_of_control_ring_is_eight_inches_from_the_base_edge(window):
    ctl = open_doc(window, troopers=[Trooper("a1", "A", 20, 20, 25, 10)])
    ctl.scene.trooper_items["a1"].setSelected(True)
    window.actions_.zoc.setChecked(True)
    window.actions_.zoc.trigger()  # trigger toggles; make sure it ends checked
    if not window.actions_.zoc.isChecked():
        window.actions_.zoc.trigger()
    ring = ctl.scene.rings["a1"]
    assert ring.rect().width() / 2 == pytest.approx(8 + 25 / 25.4 / 2)


def test_deleting_and_adding_troopers_are_undoable(window):
    ctl = open_doc(window, troopers=[Trooper("a1", "A", 20, 20, 25, 10)])
    ctl.scene.trooper_items["a1"].setSelected(True)
    window.actions_.delete.trigger()
    assert ctl.doc.troopers == [] and "a1" not in ctl.scene.trooper_items
    window.actions_.undo.trigger()
    assert [t.id for t in ctl.doc.troopers] == ["a1"] and "a1" in ctl.scene.trooper_items


def test_export_png_and_svg(window, tmp_path):
    from its_desktop.ui.view_image import export_png, export_svg

    ctl = open_doc(window, "s16/the-armory", 300)
    image = export_png(ctl.scene, tmp_path / "t.png", 10)
    rect = ctl.scene.sceneRect()
    assert (image.width(), image.height()) == (int(rect.width() * 10), int(rect.height() * 10))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)}
    assert len(colours) > 5
    export_svg(ctl.scene, tmp_path / "t.svg", 10)
    assert "<svg" in (tmp_path / "t.svg").read_text()[:2000]


def test_units_in_cm(window):
    open_doc(window)
    window.actions_.cm.trigger()
    # the packs' convention: a table unit is 2.5 cm, whatever the pack (S16's 12 in zone is 30 cm)
    assert window.view.unit == "cm" and window.view.unit_factor == pytest.approx(2.5)
    window.actions_.cm.trigger()
    assert window.view.unit == "in"
    assert not math.isnan(window.view.unit_factor)


def test_the_units_rule_in_the_window(window):
    """The rulers and the tape follow the rule: inches chosen → S13 numbered 0–48 (not in cm); cm chosen → S16
    0–120; nothing chosen → each pack's own."""
    from its_desktop.domain import lengths
    from its_desktop.ui import settings as prefs

    try:
        prefs.UNITS.set("in", window.settings)
        ctl = open_doc(window, "s13/supremacy")
        ruler = {label.text() for label, _pos in ctl.scene.ruler_labels}
        assert {"0", "6", "48"} <= ruler and "120" not in ruler, ruler
        window.view.start_tape(QPointF(0, 0))
        window.view.extend_tape(QPointF(0, 12))
        assert window.view._tape_label.text() == "12 in"
        window.actions_.cm.trigger()
        assert prefs.UNITS.get(window.settings) == "cm"
        ruler = {label.text() for label, _pos in ctl.scene.ruler_labels}
        assert {"0", "10", "120"} <= ruler and "48" not in ruler
        window.view.extend_tape(QPointF(0, 12.5))
        assert window.view._tape_label.text() == "31.25 cm"
        prefs.UNITS.set("", window.settings)  # nothing chosen: each pack's own
        open_doc(window, "s16/supremacy")
        assert not window.uses_cm()
        assert "48" in {label.text() for label, _pos in window.controller.scene.ruler_labels}
        open_doc(window, "s8/antenna-field")
        assert window.uses_cm()
        assert "120" in {label.text() for label, _pos in window.controller.scene.ruler_labels}
    finally:
        lengths.set_units(None)


def test_a_roster_row_dropped_on_the_table_moves_that_trooper(window):
    from PySide6.QtCore import QByteArray, QMimeData
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    ctl = open_doc(window, troopers=[Trooper("a1", "A", 5, 5, 25, 10)])
    view = window.view
    data = QMimeData()
    data.setData("application/x-its-trooper", QByteArray(b"a1"))
    pos = QPointF(view.mapFromScene(QPointF(30, 20)))
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), enter)
    assert enter.isAccepted()
    drop = QDropEvent(pos, Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), drop)
    t = ctl.doc.trooper("a1")
    assert (t.x, t.y) == pytest.approx((30, 20), abs=0.1)
    ctl.undo.undo()
    assert (ctl.doc.trooper("a1").x, ctl.doc.trooper("a1").y) == (5, 5)


def test_the_legend_explains_the_colours(window):
    text = window.legend.toPlainText()
    assert "Deployment zone, Side A" in text and "Inferred" in text


def test_rulers_follow_the_units(window):
    ctl = open_doc(window)
    window.actions_.cm.trigger()
    marks = {label.text(): pos for label, pos in ctl.scene.ruler_labels}
    # Whole centimetres, each where that many cm from the corner are (10 cm = 4 table units: 2.5 cm each).
    assert all(float(t).is_integer() and float(t) % 10 == 0 for t in marks)
    assert marks["10"] == pytest.approx(4) and marks["120"] == pytest.approx(48)
    window.actions_.cm.trigger()
    assert "48" in {label.text() for label, _ in ctl.scene.ruler_labels}


def test_where_no_hvt_spot_exists_the_organizer_chooses(window):
    # S16 L690 "a minimum of 4 inches outside of any Deployment Zones": at 150 (24 x 32 table, 12 in
    # zones) no spot is left; the window says so and places the HVT where the organizer says.
    from its_desktop.domain.itstable import TableDocument

    window.open_document(TableDocument("s16/acquisition", 150), None)
    actions = window.actions_
    actions.start_placing("hvt", "A")
    assert "organizer chooses" in window.statusBar().currentMessage()
    assert actions.place_at(QPointF(12, 16)) == []


def test_troopers_selected_on_the_table_are_all_selected_in_the_roster(window):
    """Selecting two troopers on the table selects both rows of the roster (selectRow cleared the first)."""
    from its_desktop.ui.table.items import TrooperItem

    open_doc(window, troopers=[Trooper("a1", "A", 5, 5, 25, 10), Trooper("a2", "A", 15, 5, 25, 10),
                               Trooper("a3", "A", 25, 5, 25, 10)])
    items = {i.trooper_id: i for i in window.controller.scene.items() if isinstance(i, TrooperItem)}
    items["a1"].setSelected(True)
    items["a3"].setSelected(True)
    assert window.roster.selected_ids() == ["a1", "a3"]
    items["a1"].setSelected(False)
    assert window.roster.selected_ids() == ["a3"]
