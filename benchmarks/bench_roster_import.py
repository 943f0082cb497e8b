"""Importing a roster of N troopers into the window, against the 30 of an ordinary pair of army lists.

    python benchmarks/bench_roster_import.py [--sizes 30,500,2000] [--mission s16/supremacy] [--points 300]

Each size is timed in a fresh table of the real window as Import roster does it (deploy in a row,
one undo command), then undone and redone. The baseline is the 30-trooper import in the same run:
an import that costs the same per trooper at every size is linear; the report gives the ratio of
the per-trooper cost at each size to the baseline's (quadratic work shows as a ratio growing with N).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="30,500,2000")
    ap.add_argument("--mission", default="s16/supremacy")
    ap.add_argument("--points", type=int, default=300)
    args = ap.parse_args()
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("its-desktop-bench")
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.roster import RosterEntry
    from its_desktop.ui.main_window import MainWindow
    from its_desktop.ui.table.commands import AddTroopers

    w = MainWindow()
    w.resize(1400, 900)
    w.show()
    while not w.ready:
        app.processEvents()

    def run(n: int) -> tuple[float, float, float]:
        w.open_document(TableDocument(args.mission, args.points), None)
        app.processEvents()
        entries = [RosterEntry(f"Trooper {i}", 10 + i % 30, 25 if i % 3 else 40, count=1) for i in range(n)]
        ctl = w.controller
        start = time.perf_counter()
        troopers = w.actions_._deploy("A", entries)  # what Import roster does once the file is read
        ctl.undo.push(AddTroopers(ctl, troopers, "Import roster"))
        app.processEvents()
        added = time.perf_counter() - start
        assert len(ctl.doc.troopers) == n and ctl.undo.count() == 1
        start = time.perf_counter()
        ctl.undo.undo()
        app.processEvents()
        undone = time.perf_counter() - start
        start = time.perf_counter()
        ctl.undo.redo()
        app.processEvents()
        redone = time.perf_counter() - start
        ctl.undo.setClean()
        return added, undone, redone

    sizes = [int(s) for s in args.sizes.split(",")]
    base_n = sizes[0]
    run(base_n)  # warm up: imports, first evaluation
    base = run(base_n)
    print(f"{args.mission} at {args.points}: importing N troopers for player A (one undo step)")
    print(f"{'N':>6} {'import':>10} {'undo':>10} {'redo':>10} {'per trooper':>12} {'x baseline':>11}")
    for n in sizes:
        added, undone, redone = run(n)
        again = run(base_n)  # the baseline interleaved, so a slower machine moment shows in both
        per, per_base = added / n, min(base[0], again[0]) / base_n
        print(f"{n:>6} {added * 1e3:>8.0f} ms {undone * 1e3:>7.0f} ms {redone * 1e3:>7.0f} ms "
              f"{per * 1e3:>9.2f} ms {per / per_base:>10.1f}x")


if __name__ == "__main__":
    main()
