"""A recorded game's extra cost per table edit and per poll, against the same window without one.

    python benchmarks/bench_recorded_game.py [--edits 200] [--db sqlite:///x.sqlite3]

Interleaved in one run: a trooper move on a table with no recorded game (the baseline), the same
move with a recorded game attached (the move plus committing the whole table to the database),
and the two-second poll of the game's version (one primary-key read). SQLite in a temp dir by
default, WAL with synchronous=FULL (one fsync per commit), as the app runs it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--edits", type=int, default=200)
    ap.add_argument("--db", default=None)
    args = ap.parse_args()
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("its-desktop-bench")
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper
    from its_desktop.ui.main_window import MainWindow

    url = args.db or f"sqlite:///{tempfile.mkdtemp()}/bench.sqlite3"
    windows = []
    for _ in range(2):
        w = MainWindow(url)
        w.show()
        while not w.ready:
            app.processEvents()
        troopers = [Trooper(f"t{i}", "AB"[i % 2], 4 + (i % 10) * 4, 6 + (i // 10) * 10, 25, 20) for i in range(30)]
        w.open_document(TableDocument("s16/frostbyte", 300, troopers=troopers), None)
        windows.append(w)
    plain, recorded = windows
    game_id = recorded.tally_actions.begin("Ann", "Bob")
    recorded.tally_actions.session.timer.stop()
    session = recorded.tally_actions.session
    times: dict[str, list[float]] = {"move": [], "move+commit": [], "poll": [], "empty": []}
    for i in range(args.edits):
        for name, w in (("move", plain), ("move+commit", recorded)):
            t0 = time.perf_counter()
            w.controller.move_trooper("t3", 5 + i % 30, 10 + i % 20)
            times[name].append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        session.poll()
        times["poll"].append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        times["empty"].append(time.perf_counter() - t0)
    base = statistics.median(times["move"])
    for name, ts in times.items():
        med = statistics.median(ts)
        print(f"{name:12s} median {med * 1000:7.3f} ms  p95 {sorted(ts)[int(len(ts) * .95)] * 1000:7.3f} ms  "
              f"ratio to move {med / base:5.2f}")
    print(f"game {game_id}: table row version {recorded.tally_actions.games.table(game_id).version}")


if __name__ == "__main__":
    main()
