"""Leaving presentation mode (F11) gives the window back as it was: maximized stays maximized (it came
back as a 1280x728 window on a 1366x768 laptop), a normal window stays a normal one."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


def test_f11_twice_gives_a_maximized_window_back_maximized(window, qtbot):
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.presentation_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.presentation_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized()


def test_f11_twice_gives_a_normal_window_back_normal(window, qtbot):
    window.showNormal()
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.size().width() == 1000)
    window.presentation_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.presentation_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.isMaximized() and window.height() == 700  # (the width keeps the panels' minimum)
