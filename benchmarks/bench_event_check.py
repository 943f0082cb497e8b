"""Checking a whole event's layouts at once, against running the single-table check once per table.

    python benchmarks/bench_event_check.py [--tables 40] [--repeat 3] [--workers N]

Each table gets its own 40-piece layout (nine large, five mid-sized, 26 small, a third 'partial', placed at
random with its own seed), so nothing is shared between tables: the worst case for the organizer's
"check all tables" (a real event often has a few layouts on many tables, and tables sharing a layout share
one check). The two ways, interleaved, ``--repeat`` times:

- baseline: the single-table check, once per table, one after the other (what checking each table in the
  window, or ``its-desktop terrain check`` on each table's file, costs the organizer);
- event: ``domain.terrain.event_check.check_tables`` on ``--workers`` processes (default: one per core), the
  tab's and ``its-desktop event check``'s way.

Reported per way: wall (what the organizer waits for) and CPU (this process and its worker processes,
user + system), medians. The issue's goal: a 40-table event's layouts in under a minute (wall).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_terrain import layout  # noqa: E402 - the same 40-piece layout generator

from its_desktop.domain.mission import catalog  # noqa: E402
from its_desktop.domain.terrain.event_check import check_tables  # noqa: E402
from its_desktop.domain.terrain.layouts import NamedLayout  # noqa: E402
from its_desktop.domain.terrain.metrics import check, layout_of  # noqa: E402


def cpu() -> float:
    """CPU seconds of this process and of its children that ended (the worker processes)."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def timed(fn) -> tuple[float, float]:
    w, c = time.perf_counter(), cpu()
    fn()
    return time.perf_counter() - w, cpu() - c


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", type=int, default=40)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--workers", type=int, default=None)
    args = ap.parse_args()
    mission = catalog.mission("s16/supremacy", 300)
    tables = {n: NamedLayout(f"layout {n}", 48, 48, tuple(layout(seed=100 + n))) for n in range(1, args.tables + 1)}

    def baseline() -> None:
        for named in tables.values():
            check(layout_of(mission, named.pieces))

    def event() -> None:
        results = check_tables(mission, tables, workers=args.workers)
        assert len(results) == len(tables) and all(r.problem is None for r in results)

    runs: dict[str, list[tuple[float, float]]] = {"baseline": [], "event": []}
    for i in range(args.repeat):  # interleaved; the first way alternates so neither always runs warm
        order = (("baseline", baseline), ("event", event)) if i % 2 == 0 else (("event", event), ("baseline", baseline))
        for name, fn in order:
            runs[name].append(timed(fn))
            print(f"  run {i + 1} {name}: {runs[name][-1][0]:.1f} s wall, {runs[name][-1][1]:.1f} s CPU", flush=True)
    workers = args.workers or min(os.cpu_count() or 1, args.tables)
    print(f"{args.tables} tables, 40 pieces each, all different; {workers} worker processes; "
          f"load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; median of {args.repeat}:")
    for name, label in (("baseline", "single-table check x tables, one after the other"),
                        ("event", "check_tables (the tab's and 'event check''s way)")):
        wall = statistics.median(r[0] for r in runs[name])
        used = statistics.median(r[1] for r in runs[name])
        print(f"  {label:52} {wall:7.1f} s wall  {used:7.1f} s CPU  ({wall / args.tables:.2f} s wall per table)")


if __name__ == "__main__":
    main()
