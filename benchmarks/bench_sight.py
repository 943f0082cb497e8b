"""Dragging with Scenery → Live line of fire on, against the same drag with it off, 40 pieces of scenery.

    python benchmarks/bench_sight.py [--size 1920x1080] [--frames 120]

A frame is one mouse move sent to the main window's table and the repaint it causes (Qt moves the item,
the table is evaluated, the visibility polygon is recomputed and the shade repainted). The baseline is the
same window, the same table and the same mouse moves with the live line of fire off: what the user had
before. The two alternate frame by frame (a busy machine slows both alike). Two cases: a trooper dragged
(the pieces stand still: one polygon a frame) and a large piece dragged in the layout editor (the pieces'
union is rebuilt too). The layout is bench_terrain's: nine large, five mid-sized and 26 small pieces, a
third of them partial. Reported: CPU (thread time) and wall per frame, median, 95th percentile and worst;
the budget is p95 8 ms, worst 16.7 ms (60 fps).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from drag_frames import open_window, send, stats  # noqa: E402 - beside this file


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/supremacy")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--frames", type=int, default=120)
    ap.add_argument("--size", default="1920x1080")
    args = ap.parse_args()
    app, w = open_window(args.size)
    from bench_terrain import layout
    from PySide6.QtCore import QEvent, QPointF, Qt

    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper

    pieces = layout()
    # A trooper in an open spot of Side A's half, one piece to drag: the first large one.
    trooper = Trooper("t0", "A", 24.0, 8.0, 25, 20, name="Sniper")

    def case(what: str) -> None:
        w.open_document(TableDocument(args.mission, args.points, troopers=[trooper], scenery=list(pieces)), None)
        app.processEvents()
        ctl, view, sight = w.controller, w.view, w.sight
        left = Qt.MouseButton.LeftButton
        ctl.scene.clearSelection()
        if what == "trooper":
            item = ctl.scene.trooper_items["t0"]
            w.scenery_editor.edit.setChecked(False)
        else:  # the viewpoint looks from the trooper's spot; the piece's press selects the piece alone
            w.scenery_editor.edit.setChecked(True)
            item = ctl.scenery_items[pieces[0].id]
            sight.toggle.setChecked(True)
            assert sight.viewpoint is not None
            sight.viewpoint.setPos(QPointF(trooper.x, trooper.y))
        w.scenery_editor._editing()
        if what == "trooper":
            item.setSelected(True)
        start = item.pos()
        send(view, QEvent.Type.MouseButtonPress, start, left)
        assert item.isSelected()

        def frame(i: int, on: bool) -> tuple[float, float, int]:
            if sight.toggle.isChecked() != on:
                sight.toggle.setChecked(on)
                app.processEvents()
            n = sight.computed
            c0, t0 = time.thread_time(), time.perf_counter()
            step = QPointF((i % 40) * 0.25, (i % 23) * 0.3)
            send(view, QEvent.Type.MouseMove, start + step, left)
            app.processEvents()
            return time.thread_time() - c0, time.perf_counter() - t0, sight.computed - n

        # Each frame moves to a new spot (consecutive frames at one spot would move nothing).
        for i in range(10):
            frame(2 * i, True)
            frame(2 * i + 1, False)
        on, off = [], []
        for i in range(args.frames):  # interleaved: a frame with the live line of fire, then one without
            on.append(frame(2 * i, True))
            off.append(frame(2 * i + 1, False))
        send(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton)
        sight.toggle.setChecked(False)
        w.scenery_editor.edit.setChecked(False)
        w.scenery_editor._editing()
        polygons = sum(f[2] for f in on) / len(on)
        print(f"drag a {what} with {len(pieces)} pieces, {polygons:.2f} polygons a move; ms median / p95 / worst")
        print(f"  live line of fire on   cpu {stats(on, 0)}   wall {stats(on, 1)}")
        print(f"  off (the baseline)     cpu {stats(off, 0)}   wall {stats(off, 1)}")

    print(f"{args.mission} at {args.points}, window {args.size}")
    case("trooper")
    case("piece")


if __name__ == "__main__":
    main()
