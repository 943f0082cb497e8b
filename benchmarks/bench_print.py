"""Printing speed and size: a true-size tiled 48 x 48 map against baselines in the same run.

    python benchmarks/bench_print.py [--mission s16/frostbyte] [--points 300] [--paper a4] [--repeat 5]

Reported: the tiled map's time and file size (the table drawn once into a PDF form that every tile
shows through its window), the same map with the table redrawn on every tile (what a first
implementation would do), and the one-page fit map as a yardstick. Goal: a 48 x 48 tiled map in
well under a second and a file that stays small (the form keeps it near the fit map's size plus the
fonts), at least as fast as the redraw-per-tile baseline.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from its_desktop.domain.mission import catalog
from its_desktop.export import fonts
from its_desktop.export.map_pdf import map_fit, map_tiled


def timed(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/frostbyte")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--paper", default="a4", choices=["a4", "letter"])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    mission = catalog.mission(args.mission, args.points)
    fonts.register()  # one-time font loading is not part of a map
    with tempfile.TemporaryDirectory() as tmp:
        tiled, naive, fit = Path(tmp, "tiled.pdf"), Path(tmp, "naive.pdf"), Path(tmp, "fit.pdf")
        grid = map_tiled(mission, tiled, args.paper)
        t_tiled = timed(lambda: map_tiled(mission, tiled, args.paper), args.repeat)
        t_naive = timed(lambda: map_tiled(mission, naive, args.paper, reuse_form=False), args.repeat)
        t_fit = timed(lambda: map_fit(mission, fit, args.paper), args.repeat)
        s_tiled, s_naive, s_fit = (p.stat().st_size for p in (tiled, naive, fit))
    print(f"{args.mission} at {args.points}: table {mission.width:g} x {mission.depth:g} {mission.season.unit}, "
          f"{args.paper}, {grid.pages} pages ({grid.cols} x {grid.rows} tiles + overview, {grid.orientation})")
    print(f"tiled (form)        {t_tiled * 1e3:8.1f} ms  {s_tiled / 1024:8.1f} KiB  (median of {args.repeat})")
    print(f"tiled (redraw/tile) {t_naive * 1e3:8.1f} ms  {s_naive / 1024:8.1f} KiB  baseline")
    print(f"fit, one page       {t_fit * 1e3:8.1f} ms  {s_fit / 1024:8.1f} KiB")
    print(f"ratio               {t_naive / t_tiled:8.2f}x faster, {s_naive / s_tiled:.1f}x smaller than the baseline;"
          f" {t_tiled / t_fit:.1f}x the fit map's time")


if __name__ == "__main__":
    main()
