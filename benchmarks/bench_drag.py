"""Dragging troopers with real mouse events, against a bare QGraphicsView moving the same items.

    python benchmarks/bench_drag.py [--size 1920x1080] [--frames 150] [--panel legend|referee]

A frame is one mouse move sent to the main window's table (Qt moves every selected base, the table is
evaluated once, the panels follow) and the repaint it causes. The baseline frame is the floor any Qt
table would pay: a bare ``QGraphicsView`` of the same size and scale showing circles of the same bases
at the same places, the same ones moved by the same step, and repainted. The two alternate frame by
frame (a busy machine slows both alike). Two cases: a group of 10 dragged with 100 troopers on the
table, and one trooper dragged with 30. Reported: CPU (thread time: what a busy machine cannot steal)
and wall per frame, median, 95th percentile and worst; the budget is p95 8 ms, worst 16.7 ms (60 fps).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from drag_frames import open_window, send, stats  # noqa: E402 - beside this file


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/panic-room")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--frames", type=int, default=150)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--panel", default="legend", choices=("legend", "referee"),
                    help="the panel in front in the right-hand column: the legend (the default layout) or the "
                         "referee's explanation, which follows the drag (at most every 80 ms, when its text changes)")
    args = ap.parse_args()
    app, w = open_window(args.size)
    w.docks[args.panel].raise_()
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QBrush, QColor, QPainter, QPen
    from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsView

    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table import Trooper

    m = catalog.mission(args.mission, args.points)

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
        left = Qt.MouseButton.LeftButton
        start = ctl.scene.trooper_items["t0"].pos()
        send(view, QEvent.Type.MouseButtonPress, start, left)
        evaluations = [0]
        original = ctl.evaluator.evaluate
        ctl.evaluator.evaluate = lambda state: evaluations.__setitem__(0, evaluations[0] + 1) or original(state)

        # The bare view: the same table rectangle, the same bases as plain circles, the same scale.
        bare_scene = QGraphicsScene(0, 0, m.width, m.depth)
        bare_scene.addRect(0, 0, m.width, m.depth, QPen(QColor("black"), 0), QBrush(QColor("#e8e2d0")))
        circles = []
        for t in troopers:
            r = t.base_mm / 25.4 / 2
            item = QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r)
            item.setPos(t.x, t.y)
            item.setPen(QPen(QColor("black"), 0))
            item.setBrush(QBrush(QColor("#3070c0" if t.player == "A" else "#c05030")))
            bare_scene.addItem(item)
            circles.append(item)
        bare = QGraphicsView(bare_scene)
        bare.setRenderHint(QPainter.RenderHint.Antialiasing)
        bare.resize(view.viewport().width(), view.viewport().height())
        bare.setTransform(view.transform())
        bare.show()
        app.processEvents()
        homes = [c.pos() for c in circles[:group]]

        def frame(i: int, moving: bool) -> tuple[float, float]:
            c0, t0 = time.thread_time(), time.perf_counter()
            step = QPointF((i % 40) * 0.5, (i % 23) * 0.6)
            if moving:  # Qt repaints what changed (the moved bases, labels and zones)
                send(view, QEvent.Type.MouseMove, start + step, left)
            else:  # the baseline: the same bases moved in a bare view
                for c, home in zip(circles[:group], homes):
                    c.setPos(home + step)
            app.processEvents()
            return time.thread_time() - c0, time.perf_counter() - t0

        for i in range(10):
            frame(i, True)
            frame(i, False)
        evaluations[0] = 0
        drag, base = [], []
        for i in range(args.frames):  # interleaved: a dragged frame, then a bare one
            drag.append(frame(i, True))
            base.append(frame(i, False))
        send(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton)
        bare.close()

        print(f"drag {group:2d} of {total:3d} troopers, {evaluations[0] / args.frames:.2f} evaluations a move; "
              f"ms median / p95 / worst")
        print(f"  the table  cpu {stats(drag, 0)}   wall {stats(drag, 1)}")
        print(f"  bare view  cpu {stats(base, 0)}   wall {stats(base, 1)}")

    print(f"{args.mission} at {args.points}, window {args.size}, {args.panel} panel in front")
    case(100, 10)
    case(30, 1)


if __name__ == "__main__":
    main()
