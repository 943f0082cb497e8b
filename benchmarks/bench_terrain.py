"""Line-of-fire analysis on a 48 x 48 in table with 40 real-sized pieces, against brute-force rays.

    python benchmarks/bench_terrain.py [--repeat 30] [--checks 3]

1. One visibility polygon (the exact angular sweep) against the polygon of 720 and of 3,600
   brute-force rays from the same point, interleaved, over random free points. Goal: <= 2 ms.
2. A full table check (both sides, infantry and TAG; a third of the pieces are 'partial', so the
   two height classes see different tables and nothing is shared) against the same check with
   every visibility polygon made of 720 brute-force rays. Goal: <= 2 s.
3. The window's check (``ui/table/check_runner.py``, without Qt): the same check on a worker thread
   with progress reports, then the overlays of both height classes, against the plain check on the
   calling thread, interleaved. Reported: the wall time to the findings, the overlays' time, and the
   longest gap between two progress reports (how long the progress bar may stand still).

CPU is thread time (what a busy machine cannot steal); wall is what the user waits for. Medians.
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time

import numpy as np
from shapely.geometry import Polygon

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain import metrics
from its_desktop.domain.terrain.metrics import check, layout_of
from its_desktop.domain.terrain.overlay import overlay_of
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES
from its_desktop.domain.terrain.visibility import Obstacles, brute_force_rays, visibility_polygon


def layout(seed: int = 7) -> list[Piece]:
    """Nine large, five mid-sized and 26 small pieces, as the S16 guide suggests; a third partial."""
    rng = np.random.default_rng(seed)
    out = []
    sizes = [(6, 4)] * 9 + [(3, 2)] * 5 + [(1.5, 1)] * 26
    for i, (w, d) in enumerate(sizes):
        partial = i % 3 == 2
        out.append(Piece(f"p{i}", "building", "rect", float(rng.uniform(4, 44)), float(rng.uniform(4, 44)), w, d,
                         angle=float(rng.uniform(0, 180)), height="partial" if partial else "blocks",
                         partial_height=2.0 if partial else None))
    return out


def brute_polygon(obs: Obstacles, x: float, y: float, n: int = 720) -> Polygon:
    if obs.blocked_at(x, y):
        return Polygon()
    return Polygon(brute_force_rays(obs, x, y, n))


def timed(fn) -> tuple[float, float]:
    w, c = time.perf_counter(), time.thread_time()
    fn()
    return time.perf_counter() - w, time.thread_time() - c


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--checks", type=int, default=3)
    args = ap.parse_args()
    pieces = layout()
    obs = Obstacles.build(pieces, 48, 48, 40 / 25.4)
    rng = np.random.default_rng(1)
    points = []
    while len(points) < args.repeat:
        x, y = (float(v) for v in rng.uniform(0.5, 47.5, 2))
        if not obs.blocked_at(x, y):
            points.append((x, y))
    runs: dict[str, list[tuple[float, float]]] = {"sweep": [], "rays720": [], "rays3600": []}
    for x, y in points:  # interleaved
        runs["sweep"].append(timed(lambda: visibility_polygon(obs, x, y)))
        runs["rays720"].append(timed(lambda: brute_polygon(obs, x, y, 720)))
        runs["rays3600"].append(timed(lambda: brute_polygon(obs, x, y, 3600)))
    print(f"visibility polygon, 40 pieces ({obs.a.shape[0]} edges), median of {args.repeat}:")
    for name, r in runs.items():
        print(f"  {name:9} wall {statistics.median(w for w, _ in r) * 1e3:7.2f} ms   "
              f"cpu {statistics.median(c for _, c in r) * 1e3:7.2f} ms")
    mission = catalog.mission("s16/supremacy", 300)
    lay = layout_of(mission, pieces)
    exact = metrics.visibility_polygon
    full: dict[str, list[tuple[float, float]]] = {"exact": [], "rays720": []}
    for _ in range(args.checks):
        metrics.visibility_polygon = exact
        full["exact"].append(timed(lambda: check(lay, HEIGHT_CLASSES)))
        metrics.visibility_polygon = brute_polygon  # type: ignore[assignment]
        full["rays720"].append(timed(lambda: check(lay, HEIGHT_CLASSES)))
    metrics.visibility_polygon = exact
    print(f"full table check, both sides, infantry and TAG, median of {args.checks}:")
    for name, r in full.items():
        print(f"  {name:9} wall {statistics.median(w for w, _ in r):6.2f} s    "
              f"cpu {statistics.median(c for _, c in r):6.2f} s")
    plain: list[float] = []
    threaded: list[float] = []
    overlays: list[float] = []
    gaps: list[float] = []
    for _ in range(args.checks):
        t0 = time.perf_counter()
        check(lay, HEIGHT_CLASSES)
        plain.append(time.perf_counter() - t0)
        stamps: list[float] = []
        out: dict[str, float] = {}

        def work() -> None:
            found = check(lay, HEIGHT_CLASSES, progress=lambda d, t: stamps.append(time.perf_counter()))
            out["found"] = time.perf_counter()
            for hc in HEIGHT_CLASSES:
                overlay_of(lay, found, hc)
            out["overlays"] = time.perf_counter()

        t0 = time.perf_counter()
        worker = threading.Thread(target=work)
        worker.start()
        worker.join()
        threaded.append(out["found"] - t0)
        overlays.append(out["overlays"] - out["found"])
        marks = [t0, *stamps]
        gaps.append(max(b - a for a, b in zip(marks, marks[1:])))
    print(f"window's check on a worker thread, median of {args.checks} (wall):")
    print(f"  plain check        {statistics.median(plain):6.2f} s")
    print(f"  threaded+progress  {statistics.median(threaded):6.2f} s   overlays {statistics.median(overlays) * 1e3:6.1f} ms"
          f"   longest progress gap {statistics.median(gaps) * 1e3:6.0f} ms")


if __name__ == "__main__":
    main()
