"""Painting the table many times must not corrupt Python's reference to None.

PySide6 6.12.0 decrements None's reference count on every call into a Python ``paint`` override
and crashes ("deallocating None") after a few thousand repaints; pyproject pins below it. This
test repaints a full table and fails if the count of references to None goes down.
"""

import sys

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


def test_repainting_keeps_none_alive(window):
    troopers = [Trooper(f"t{i}", "AB"[i % 2], 2 + i, 3 + i, 25, 10) for i in range(20)]
    window._open_document(TableDocument("s16/panic-room", 300, troopers=troopers), None)
    viewport = window.view.viewport()
    item = window.controller.scene.trooper_items["t0"]
    viewport.repaint()
    before = sys.getrefcount(None)
    for i in range(300):
        item.setPos(5 + i % 30, 5 + i % 20)
        viewport.repaint()
    assert sys.getrefcount(None) >= before
