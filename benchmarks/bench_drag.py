"""Dragging troopers with real mouse events: one frame is a mouse move (Qt moves every selected
base, the table is evaluated once, the drawing updated) plus the repaint, against the same
repaint with nothing moving, interleaved in the same run.

    python benchmarks/bench_drag.py [--size 1920x1080] [--frames 150]

A frame lets Qt repaint what the move made dirty (its minimal viewport update; the table itself
is the view's cached background); the baseline frame repaints the whole view. Two cases, as issue 15 asks: a group of 10 dragged with 100 troopers on the table, and one
trooper dragged with 30. CPU time per frame (thread time: what a busy machine cannot steal) and
wall time are reported; the budget is 16.7 ms (60 fps).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/panic-room")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--frames", type=int, default=150)
    ap.add_argument("--size", default="1920x1080")
    args = ap.parse_args()
    from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("its-desktop-bench")
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table import Trooper
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    width, height = (int(v) for v in args.size.split("x"))
    w.resize(width, height)
    w.show()
    while not w.ready:
        app.processEvents()
    m = catalog.mission(args.mission, args.points)

    def send(view, kind, scene_point, buttons):
        pos = QPointF(view.mapFromScene(scene_point))
        glob = QPointF(view.viewport().mapToGlobal(pos.toPoint()))
        button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
        QApplication.sendEvent(view.viewport(), QMouseEvent(kind, pos, glob, button, buttons,
                                                            Qt.KeyboardModifier.NoModifier))

    def case(total: int, group: int) -> None:
        rng = random.Random(3)
        troopers = [Trooper(f"t{i}", "AB"[i % 2], rng.uniform(2, m.width - 2), rng.uniform(2, m.depth - 2),
                            25, rng.randint(8, 60), name=f"Trooper {i}") for i in range(total)]
        # The group stands in a row in Side A's deployment zone, one base apart.
        for i in range(group):
            troopers[i] = Trooper(f"t{i}", "A", 4 + 1.2 * i, 4, 25, 20, name=f"Group {i}")
        w.open_document(TableDocument(args.mission, args.points, troopers=troopers), None)
        app.processEvents()
        ctl, view = w.controller, w.view
        for i in range(group):
            ctl.scene.trooper_items[f"t{i}"].setSelected(True)
        viewport = view.viewport()
        left = Qt.MouseButton.LeftButton
        start = ctl.scene.trooper_items["t0"].pos()
        send(view, QEvent.Type.MouseButtonPress, start, left)
        evaluations = [0]
        original = ctl.evaluator.evaluate
        ctl.evaluator.evaluate = lambda state: evaluations.__setitem__(0, evaluations[0] + 1) or original(state)

        def frame(i: int, moving: bool) -> tuple[float, float]:
            c0, t0 = time.thread_time(), time.perf_counter()
            if moving:  # Qt repaints what changed (the moved bases, labels and zones)
                p = start + QPointF((i % 40) * 0.5, (i % 23) * 0.6)
                send(view, QEvent.Type.MouseMove, p, left)
            else:  # the baseline: the whole view repainted with nothing moving
                viewport.update()
            app.processEvents()
            return time.thread_time() - c0, time.perf_counter() - t0

        for i in range(10):
            frame(i, True)
        evaluations[0] = 0
        drag, still = [], []
        for i in range(args.frames):  # interleaved: a moving frame, then a still one
            drag.append(frame(i, True))
            still.append(frame(i, False))
        send(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton)
        d_cpu, d_wall = statistics.median(c for c, _ in drag), statistics.median(t for _, t in drag)
        s_cpu, s_wall = statistics.median(c for c, _ in still), statistics.median(t for _, t in still)
        worst = max(t for _, t in drag)
        print(f"drag {group:2d} of {total:3d} troopers: frame cpu {d_cpu * 1e3:6.2f} ms, wall {d_wall * 1e3:6.2f} ms "
              f"(worst {worst * 1e3:5.1f}); full repaint cpu {s_cpu * 1e3:5.2f} ms, wall {s_wall * 1e3:5.2f} ms; "
              f"{evaluations[0] / args.frames:.2f} evaluations per mouse event")

    print(f"{args.mission} at {args.points}, window {args.size}")
    case(100, 10)
    case(30, 1)


if __name__ == "__main__":
    main()
