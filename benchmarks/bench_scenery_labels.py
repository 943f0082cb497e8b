"""The table view's label layout with the scenery's names, against the same table's layout without them.

    python benchmarks/bench_scenery_labels.py [--rounds 40]

``TableScene.layout_labels`` runs when the view is zoomed or resized, a drag ends, a language or round changes:
the user waits for it. With 40 pieces (bench_terrain's layout: nine large, five mid-sized, 26 small) each
piece's name is placed first, at its spot or elsewhere on the piece, and the zone and objective names after
it. The baseline is the same scene with the pieces drawn but their names hidden from the placer (what the
window did before), interleaved call by call at two zooms; CPU (thread time) and wall medians.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(__file__))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=40)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from bench_terrain import layout

    from its_desktop.domain.mission import catalog
    from its_desktop.ui.table.scene import TableScene
    from its_desktop.ui.table.scenery import SceneryItem

    mission = catalog.mission("s16/supremacy", 300)
    pieces = layout()
    with_names, without = TableScene(mission), TableScene(mission)
    for scene in (with_names, without):
        for p in pieces:
            scene.addItem(SceneryItem(p, (mission.width, mission.depth)))
    for item in without.items():  # the pieces stay; the placer does not see them (the window before)
        if isinstance(item, SceneryItem):
            item.setVisible(False)
    times: dict[str, list[tuple[float, float]]] = {"names": [], "baseline": []}
    for i in range(args.rounds):
        for key, scene in (("names", with_names), ("baseline", without)):
            px = 9.0 if i % 2 else 14.0
            c0, w0 = time.thread_time(), time.perf_counter()
            scene.layout_labels(px, "A")
            times[key].append((time.thread_time() - c0, time.perf_counter() - w0))
    app.processEvents()
    shown = sum(1 for i in with_names.items() if isinstance(i, SceneryItem) and i.label.isVisible())
    print(f"40 pieces, {shown} names shown at the last zoom; {args.rounds} layouts each, interleaved")
    for key in ("baseline", "names"):
        cpu = statistics.median(t[0] for t in times[key]) * 1000
        wall = statistics.median(t[1] for t in times[key]) * 1000
        print(f"  {key:9} CPU {cpu:6.2f} ms  wall {wall:6.2f} ms")
    ratio = statistics.median(t[0] for t in times["names"]) / statistics.median(t[0] for t in times["baseline"])
    print(f"  names / baseline (CPU): {ratio:.2f}x")


if __name__ == "__main__":
    main()
