"""What bench_drag.py and bench_sight.py share: the main window at a screen size, real mouse events sent to its
table, and the statistics of a list of frames (CPU thread time and wall, milliseconds)."""

from __future__ import annotations

import atexit
import json
import os
import statistics
import tempfile


def screen(size: str) -> None:
    """Qt's offscreen platform on a screen of ``size`` (its own is 800x800, and a window is kept inside its
    screen: a "1920x1080" window there drew the table in about 420x720 pixels). A platform already chosen
    (QT_QPA_PLATFORM, e.g. xcb on a real display) is left as it is."""
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") != "offscreen":
        return
    width, height = (int(v) for v in size.split("x"))
    config = {"synchronousWindowSystemEvents": False, "windowFrameMargins": False,
              "screens": [{"name": "bench", "x": 0, "y": 0, "width": width, "height": height,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    fd, path = tempfile.mkstemp(prefix="its-bench-screen-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(config, f)
    atexit.register(os.remove, path)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={path}"


def open_window(size: str):
    """(application, main window) filling a ``size`` screen ("1920x1080"), once the mission library has
    loaded; the table's viewport size is printed (what a frame repaints at most)."""
    import sys

    screen(size)
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("its-desktop-bench")
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    width, height = (int(v) for v in size.split("x"))
    w.resize(width, height)
    w.show()
    while not w.ready:
        app.processEvents()
    viewport = w.view.viewport().size()
    print(f"window {w.width()}x{w.height()}, the table's view {viewport.width()}x{viewport.height()} px")
    return app, w


def send(view, kind, scene_point, buttons) -> None:
    """A mouse event at ``scene_point`` of the table, through the view's viewport (as Qt delivers one)."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    pos = QPointF(view.mapFromScene(scene_point))
    glob = QPointF(view.viewport().mapToGlobal(pos.toPoint()))
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    QApplication.sendEvent(view.viewport(), QMouseEvent(kind, pos, glob, button, buttons,
                                                        Qt.KeyboardModifier.NoModifier))


def stats(frames, clock: int) -> str:
    """"median / p95 / worst" in milliseconds of ``frames``' ``clock`` (0: CPU, 1: wall)."""
    values = sorted(f[clock] * 1e3 for f in frames)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return f"{statistics.median(values):5.2f} / {p95:5.2f} / {values[-1]:5.1f}"
