"""Saving a result in the tournament window: click → saved, against the bare database call it makes.

    python benchmarks/bench_result_save.py [--tables 30] [--repeat 15] [--sqlite]

A throwaway PostgreSQL cluster is started the way the test fixture does it (``tests/databases.py``), an event
of 2 x tables players is registered, round 1 played and round 2 paired (a day's event in the middle of a
round). The tournament window is opened offscreen on the Results tab. Then, interleaved, ``--repeat`` times
(each on tables without a result yet, so no correction is asked; at most half the tables):

- **click → saved**: a table's four numbers typed into its row, the Save button clicked (``QTest``), until the
  row shows the saved result and the event loop is idle again (notifications and their checks handled);
- **bare call**: ``Events.record_result`` for another table, on the same database, from the same process
  (what the database work alone costs: one transaction, the version check, the audit row).

Reported: wall and CPU medians and the worst of each, and their ratio. Before this benchmark's change the
window redrew all seven tabs after every save (0.4–3.5 s on an idle machine, the database call 0.04 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def prepare(url: str, tables: int) -> int:
    from its_desktop.persistence.events import Events

    with Events.open(url) as events:
        ev = events.create_event("Benchmark", "s16", points=300, who="bench")
        csv_text = "name;pin\n" + "\n".join(f"Player {i};{i:06d}" for i in range(2 * tables))
        events.import_players_csv(ev.id, csv_text, who="bench")
        events.set_round(ev.id, 1, "s16/supremacy", who="bench")
        events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="bench")
        for g in events.games(ev.id, 1):
            events.record_result(g.id, 5, 5, 150, 150, "bench")
        events.set_round(ev.id, 2, "s16/b-pong", who="bench")
        events.save_pairings(ev.id, events.pair(ev.id, 2), who="bench")
        return ev.id


def run(url: str, tables: int, repeat: int) -> dict[str, list[float]]:
    from PySide6.QtCore import QCoreApplication, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from its_desktop.persistence.events import Events
    from its_desktop.ui.tournament.results import R_OPA, R_OPB, R_VPA, R_VPB
    from its_desktop.ui.tournament.window import TournamentWindow

    app = QApplication.instance() or QApplication([])
    QCoreApplication.setOrganizationName("its-desktop-bench")
    QCoreApplication.setApplicationName("its-desktop-bench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    event_id = prepare(url, tables)
    w = TournamentWindow(url)
    w.resize(1280, 720)
    w.show()
    w.open_event(event_id)
    w.tabs.setCurrentWidget(w.results)
    w.prompts.confirm = lambda title, text: True  # an odd-looking score (10-0) is saved, never a modal dialog
    app.processEvents()
    res = w.results
    bare = Events.open(url, migrate=False)
    games = [g for g in bare.games(event_id, 2) if not g.bye]
    out: dict[str, list[float]] = {"click wall": [], "click cpu": [], "bare wall": [], "bare cpu": []}

    def settle() -> None:
        deadline = time.perf_counter() + 0.3  # the notification of the write and the check it starts
        while time.perf_counter() < deadline:
            app.processEvents()
            if not w.probe.busy:
                break

    for i in range(min(repeat, len(games) // 2)):
        mine, other = games[2 * i], games[2 * i + 1]
        row = res.row_of_table(mine.table)
        for col, v in ((R_OPA, 1 + i % 9), (R_VPA, 100 + i), (R_OPB, 9 - i % 9), (R_VPB, 120 + i)):
            res.table.item(row, col).setText(str(v))
        settle()
        w0, c0 = time.perf_counter(), time.process_time()
        QTest.mouseClick(res.save_button, Qt.MouseButton.LeftButton)
        app.processEvents()
        assert "saved" in res.banner.text(), res.banner.text()
        out["click wall"].append(time.perf_counter() - w0)
        out["click cpu"].append(time.process_time() - c0)
        settle()
        current = bare.get_game(other.id)
        w0, c0 = time.perf_counter(), time.process_time()
        bare.record_result(other.id, 2 + i % 8, 8 - i % 8, 90 + i, 110 + i, "bench", current.version)
        out["bare wall"].append(time.perf_counter() - w0)
        out["bare cpu"].append(time.process_time() - c0)
        settle()
        res.refresh()  # the other table's result arrived: the row numbers stay current
    bare.close()
    w.dispose()
    return out


def report(name: str, out: dict[str, list[float]]) -> None:
    ms = {k: [x * 1000 for x in v] for k, v in out.items()}
    med = {k: statistics.median(v) for k, v in ms.items()}
    print(f"{name}: {len(ms['click wall'])} saves, interleaved")
    for kind in ("wall", "cpu"):
        click, bare = med[f"click {kind}"], med[f"bare {kind}"]
        print(f"  {kind:4}: click → saved {click:7.1f} ms median, {max(ms[f'click {kind}']):7.1f} worst | "
              f"bare record_result {bare:6.1f} ms median, {max(ms[f'bare {kind}']):6.1f} worst | "
              f"ratio {click / bare if bare else float('nan'):.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--sqlite", action="store_true", help="also on an SQLite file")
    args = ap.parse_args()
    from tests.databases import start_cluster, stop_cluster

    cluster = start_cluster()
    try:
        cluster.sql("CREATE DATABASE its_bench")
        report("PostgreSQL", run(cluster.url("its_bench"), args.tables, args.repeat))
    finally:
        stop_cluster(cluster)
    if args.sqlite:
        with tempfile.TemporaryDirectory() as tmp:
            report("SQLite", run(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}", args.tables, args.repeat))


if __name__ == "__main__":
    main()
