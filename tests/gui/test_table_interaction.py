"""What issue 15 found wrong with the table's interaction, checked on the real window."""

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

from .test_table_view import mouse

pytestmark = pytest.mark.gui


def open_doc(window, mission="s16/supremacy", points=300, troopers=()):
    window.open_document(TableDocument(mission, points, troopers=list(troopers)), None)
    return window.controller


def click(view, scene_point):
    left = Qt.MouseButton.LeftButton
    mouse(view, QEvent.Type.MouseButtonPress, scene_point, left)
    mouse(view, QEvent.Type.MouseButtonRelease, scene_point, Qt.MouseButton.NoButton)


def test_right_click_then_delete_removes_only_the_clicked_trooper(window, qtbot):
    troopers = [Trooper(f"a{i}", "A", 6 + 4 * i, 6, 25, 10) for i in range(3)]
    ctl = open_doc(window, troopers=troopers)
    for item in ctl.scene.trooper_items.values():
        item.setSelected(True)  # the other two stay selected: Delete must not take them
    target = ctl.scene.trooper_items["a1"]
    pos = window.view.mapFromScene(target.pos())

    def choose_delete():
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        act = next(a for a in menu.actions() if a.text().replace("&", "") == "Delete")
        menu.close()
        act.trigger()

    # A right-click as Qt delivers it: the press, then the context menu request.
    right = Qt.MouseButton.RightButton
    event = QMouseEvent(QEvent.Type.MouseButtonPress, QPointF(pos), QPointF(window.view.viewport().mapToGlobal(pos)),
                        right, right, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view.viewport(), event)
    QTimer.singleShot(50, choose_delete)
    window.actions_.context_menu(pos)
    assert [t.id for t in ctl.doc.troopers] == ["a0", "a2"]
    ctl.undo.undo()
    assert {t.id for t in ctl.doc.troopers} == {"a0", "a1", "a2"}


def test_clicking_a_zone_selects_it_and_the_referee_explains_just_that_zone(window, qtbot):
    ctl = open_doc(window, troopers=[Trooper("a1", "A", 10, 30, 25, 10)])
    quadrants = [z for z in ctl.mission.zones if z.kind == "quadrant"]
    zone = quadrants[0]
    x0, y0, x1, y1 = zone.geometry.bounds
    point = QPointF(x0 + 3, (y0 + y1) / 2 + 2)  # open ground: no marker, no trooper
    assert not any(m.geometry.contains(__import__("shapely").Point(point.x(), point.y())) for m in quadrants[1:])
    click(window.view, point)
    assert ctl.scene.picked_zone is not None and ctl.scene.picked_zone.zone.id == zone.id
    assert window.referee.focus == ("zone", zone.id)
    window.referee._render()
    text = window.referee.toPlainText()
    assert zone.name in text or (zone.id in text)
    others = [z for z in quadrants[1:] if z.name != zone.name]
    assert all(z.name not in text for z in others)


def test_a_rubber_band_picks_troopers_not_the_zones_under_them(window):
    from .test_table_view import drag

    ctl = open_doc(window, troopers=[Trooper("a1", "A", 30, 30, 25, 10), Trooper("a2", "A", 33, 30, 25, 10)])
    drag(window.view, QPointF(28, 28), QPointF(35, 32))
    assert sorted(ctl.scene.selected_trooper_ids()) == ["a1", "a2"]
    assert all(type(i).__name__ == "TrooperItem" for i in ctl.scene.selectedItems())


def test_toggling_units_50_times_adds_no_item(window):
    ctl = open_doc(window)
    window.actions_.cm.trigger()
    window.actions_.cm.trigger()
    before = len(ctl.scene.items())
    for _ in range(50):
        window.actions_.cm.trigger()
    assert len(ctl.scene.items()) == before


def test_the_tape_label_sits_beside_the_line(window):
    ctl = open_doc(window)
    view = window.view
    view.start_tape(QPointF(5, 5))
    view.extend_tape(QPointF(30, 20))
    label = view._tape_label.sceneBoundingRect()
    from PySide6.QtGui import QPainterPath

    line = QPainterPath(QPointF(5, 5))
    line.lineTo(QPointF(30, 20))
    assert not label.intersects(line.boundingRect()) or not _crosses(label, QPointF(5, 5), QPointF(30, 20))
    assert label.center() != QPointF(17.5, 12.5)
    view.clear_tape()
    assert ctl.scene is view.scene()


def _crosses(rect, a, b, steps=200):
    return any(rect.contains(a + (b - a) * (i / steps)) for i in range(steps + 1))


def test_activation_tokens_are_lettered_and_states_are_visible(window):
    ctl = open_doc(window, "s16/supremacy", 300)
    marker = next(iter(ctl.scene.marker_items.values()))
    ctl.set_marker(marker.marker.id, "test", activated_by=("A", "B"))
    assert marker.activated == ("A", "B")
    image_tokens = _grab(window, marker)
    ctl.set_marker(marker.marker.id, "test", state="destroyed", activated_by=())
    assert marker.state == "destroyed"
    image_destroyed = _grab(window, marker)
    assert image_tokens != image_destroyed


def _grab(window, item):
    view = window.view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-4, -4, 4, 4)
    QApplication.processEvents()
    return view.viewport().grab(rect).toImage()


def test_the_legend_lists_every_kind_of_item_drawn(window):
    from its_desktop.presentation import palette as P

    troopers = [Trooper("a1", "A", 10, 5, 25, 10), Trooper("b1", "B", 10, 40, 25, 10, kind="marker"),
                Trooper("b2", "B", 14, 40, 25, 10, state="unconscious")]
    for mission, points in (("s16/frostbyte", 300), ("s16/panic-room", 300), ("s16/supremacy", 400),
                            ("s13/frostbyte", 300), ("s10/the-armory", 300)):
        ctl = open_doc(window, mission, points, troopers)
        drawn = {P.zone_style(z.kind, z.owner).key for z in ctl.mission.zones if z.kind != "half"}
        if any(z.is_zo for z in ctl.mission.zones):
            drawn |= {"dominated-A", "dominated-B", "tied", "unknown", "provisional", "pending"}
        if ctl.mission.markers:
            drawn |= {"controlled-A", "controlled-B", "contested", "destroyed"}
            drawn |= {f"neutral-{m.kind}" for m in ctl.mission.markers}  # one line per kind, in its fill
        if any(m.states for m in ctl.mission.markers):  # activated, hacked, connected…
            drawn |= {"activated-A", "activated-B"}
        if any(z.inferred for z in ctl.mission.zones) or any(m.inferred for m in ctl.mission.markers):
            drawn.add("inferred")
        drawn |= {"trooper-A", "trooper-B", "trooper-marker", "trooper-null"}
        listed = set(window.legend.entries)
        assert drawn <= listed, (mission, drawn - listed)
        # …and nothing the table cannot show.
        assert listed <= drawn | {"carried", "token-A", "token-B"}, (mission, listed - drawn)
        text = window.legend.toPlainText()
        for entry in ctl.scene.key:
            assert entry.full in text


def test_the_table_gets_most_of_a_small_window(window, qtbot):
    window.resize(1366, 768)
    open_doc(window)
    QApplication.processEvents()
    view = window.view.viewport().size()
    assert view.width() * view.height() >= 0.55 * 1366 * 768 * 0.9
    assert not window.docks["tally"].isVisible()  # no game recorded
    window.set_table_only(True)
    QApplication.processEvents()
    assert all(not d.isVisible() for d in window.docks.values())
    window.set_table_only(False)
    assert window.docks["legend"].isVisible() or window.docks["referee"].isVisible()


def test_presentation_mode_shows_the_score_header(window, qtbot):
    ctl = open_doc(window)
    window.presentation_action.trigger()
    QApplication.processEvents()
    header = window.score_header
    assert header.isVisible() and not window.menuBar().isVisible()
    assert ctl.mission.scenario.name.en in header.middle.text()
    window.presentation_action.trigger()
    assert not header.isVisible()


def test_dragging_ten_troopers_evaluates_once_per_mouse_event(window, qtbot):
    troopers = [Trooper(f"a{i}", "A", 4 + 2 * i, 6, 25, 10) for i in range(10)]
    ctl = open_doc(window, troopers=troopers)
    for item in ctl.scene.trooper_items.values():
        item.setSelected(True)
    calls = []
    original = ctl.evaluator.evaluate
    ctl.evaluator.evaluate = lambda state: calls.append(1) or original(state)
    view = window.view
    start = ctl.scene.trooper_items["a0"].pos()
    left = Qt.MouseButton.LeftButton
    mouse(view, QEvent.Type.MouseButtonPress, start, left)
    for i in range(1, 6):
        mouse(view, QEvent.Type.MouseMove, start + QPointF(0, 2 * i), left)
    moves = len(calls)
    mouse(view, QEvent.Type.MouseButtonRelease, start + QPointF(0, 10), Qt.MouseButton.NoButton)
    assert 1 <= moves <= 5
    assert ctl.doc.trooper("a9").y == pytest.approx(ctl.scene.trooper_items["a9"].y())
    _ = QPoint


def test_recording_a_game_shows_the_tally_and_the_players_names(window, tmp_path):
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    ctl = open_doc(window)
    assert not window.docks["tally"].isVisible()
    window.tally_actions.begin("Ann", "Bob")
    assert window.docks["tally"].isVisible()
    assert ctl.scene.side_labels["A"].text().endswith("Ann") and ctl.scene.side_labels["B"].text().endswith("Bob")
    assert "Ann" in window.score_header.names["A"].text() and "Bob" in window.score_header.names["B"].text()


def test_preview_as_greyscale_and_as_a_deuteranope(window):
    open_doc(window, troopers=[Trooper("a1", "A", 10, 5, 25, 10), Trooper("b1", "B", 10, 40, 25, 10)])
    window.set_preview("grey")
    QApplication.processEvents()
    image = window.view.viewport().grab().toImage()
    samples = [image.pixelColor(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)]
    assert all(c.red() == c.green() == c.blue() for c in samples)
    window.set_preview("deutan")
    QApplication.processEvents()
    image = window.view.viewport().grab().toImage()
    assert any(c.red() != c.blue() for c in (image.pixelColor(x, y) for x in range(0, image.width(), 23)
                                                for y in range(0, image.height(), 23)))
    window.set_preview("normal")
    assert window.view.viewport().graphicsEffect() is None
