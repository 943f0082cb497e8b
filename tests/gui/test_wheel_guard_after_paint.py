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
