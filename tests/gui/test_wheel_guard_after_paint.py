"""The wheel guard (ui/wheel_guard.py) is installed after the main window's first paint: the boxes made before it
are guarded as well as those made after."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


def test_the_toolbars_boxes_made_before_the_wheel_guard_pass_the_wheel_on_too(window, qtbot):
    """The wheel guard comes after the first paint, when the toolbar's boxes are already made and shown: they
    are guarded as the boxes made later are (a wheel neither gives them the focus nor changes them)."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    for box in (window.round_box, window.points_box, window.turn_box):
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus, box
    before = (window.round_box.value(), window.points_box.currentIndex())
    for box in (window.round_box, window.points_box):
        centre = QPointF(box.rect().center())
        QApplication.sendEvent(box, QWheelEvent(centre, QPointF(box.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                                                QPoint(0, -120), Qt.MouseButton.NoButton,
                                                Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False))
    assert (window.round_box.value(), window.points_box.currentIndex()) == before
    assert window.view.hasFocus()


def test_the_boxes_built_with_the_panels_are_guarded_and_the_guard_is_back_on(window, qtbot):
    """The guard is paused while the panels and menus are built (wheel_guard.paused): once the window is ready every
    box built meanwhile takes the wheel only with the focus, and the guard is the application's filter again (a box
    made later, as a panel first shown makes its own, is guarded when it is polished)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QVBoxLayout, QWidget

    qtbot.waitUntil(lambda: window.ready, timeout=30000)
    boxes = [b for kind in (QComboBox, QAbstractSpinBox) for b in window.findChildren(kind)]
    assert [b for b in boxes if b not in (window.round_box, window.points_box, window.turn_box)], "the panels' boxes"
    assert [b for b in boxes if b.focusPolicy() == Qt.FocusPolicy.WheelFocus] == []
    later = QWidget()
    QVBoxLayout(later).addWidget(box := QComboBox())
    assert box.focusPolicy() == Qt.FocusPolicy.WheelFocus  # Qt's own, until the guard sees it polished
    window.docks["notes"].setWidget(later)
    window.docks["notes"].show()
    window.docks["notes"].raise_()
    qtbot.waitUntil(box.isVisible)
    assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
