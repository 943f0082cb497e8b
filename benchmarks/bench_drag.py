"""Dragging a trooper with 30 on the table: evaluation plus repaint per frame, against the 16 ms budget.

    python benchmarks/bench_drag.py [--mission s16/panic-room] [--points 300] [--frames 200]

Each frame moves one trooper (as a mouse drag does, through the item's position change), which
re-evaluates every zone and objective and updates the drawing, then repaints the view. The
baseline is the same repaint with no trooper moving, in the same run.
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
    ap.add_argument("--frames", type=int, default=200)
    ap.add_argument("--viewer", default="referee")
    args = ap.parse_args()
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("its-desktop-bench")
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table import Trooper
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w.resize(1400, 900)
    w.show()
    while not w.ready:
        app.processEvents()
    m = catalog.mission(args.mission, args.points)
    rng = random.Random(3)
    troopers = [Trooper(f"t{i}", "AB"[i % 2], rng.uniform(2, m.width - 2), rng.uniform(2, m.depth - 2),
                        rng.choice([25, 25, 40]), rng.randint(8, 60), kind="marker" if i % 7 == 0 else "model")
                for i in range(30)]
    w._open_document(TableDocument(args.mission, args.points, troopers=troopers), None)
    w.viewer_box.setCurrentIndex(w.viewer_box.findData(args.viewer))
    app.processEvents()
    item = w.controller.scene.trooper_items["t0"]
    viewport = w.view.viewport()

    def frame(i: int) -> float:
        start = time.perf_counter()
        if i >= 0:
            item.setPos(5 + (i % 40) * 0.9, 5 + (i % 17) * 0.8)
        viewport.repaint()
        return time.perf_counter() - start

    for i in range(10):
        frame(i)
    drag = statistics.median(frame(i) for i in range(args.frames))
    worst = max(frame(i) for i in range(args.frames))
    base = statistics.median(frame(-1) for _ in range(args.frames))
    print(f"{args.mission} at {args.points}, 30 troopers, view {args.viewer}")
    print(f"drag frame  {drag * 1e3:6.2f} ms median, {worst * 1e3:6.2f} ms worst (budget 16.7 ms at 60 fps)")
    print(f"repaint     {base * 1e3:6.2f} ms median with nothing moving (baseline, same run)")
    print(f"evaluation and drawing updates add {(drag - base) * 1e3:.2f} ms a frame")


if __name__ == "__main__":
    main()
