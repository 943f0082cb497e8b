"""Resuming a recorded game at start: time from launch until the game is back on the table, against a start
with nothing to resume (what a user waits for either way), interleaved.

    python benchmarks/bench_resume.py [--runs 5]

Each run is a fresh process on the offscreen platform with its own settings and a SQLite database that
holds one game in round 2 with two troopers. A: the app with no game remembered, until the window is ready
(the library loaded, the table live). B: the same start with the game remembered, until the status bar names
the game coming back, and until it is reopened (its table, its tally, attached). The runs alternate A, B, A, B … so a busy machine slows both
alike; medians of wall time and CPU time (user + system) are reported, and B's extra over A.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = """
import sys, time
from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
QCoreApplication.setOrganizationName("its-desktop-bench"); QCoreApplication.setApplicationName("bench")
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[1])
from its_desktop.ui.main_window import MainWindow
w = MainWindow(sys.argv[2])
mode = sys.argv[3]
said = []
def report():
    print("done", time.process_time(), flush=True)
    app.quit()
def check():
    if not w.ready:
        return
    if mode == "resume" and not said and w.statusBar().currentMessage().startswith("Reopening game"):
        said.append(1); print("said", time.process_time(), flush=True)
    if mode == "setup":
        from its_desktop.domain.itstable import TableDocument
        from its_desktop.domain.table import Trooper
        w.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 5, 5, 25, 20),
                                                                      Trooper("b1", "B", 20, 40, 25, 20)]), None)
        w.tally_actions.begin("Ann", "Bob"); w.tally_actions.score_round(); report(); return
    if mode == "plain" or w.tally_actions.session is not None:
        report()
timer = QTimer(); timer.timeout.connect(check); timer.start(1)
w.show()
app.exec()
"""


def once(settings: str, url: str, mode: str, remember: str | None) -> tuple[float, float, float, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if remember is not None:  # the game the last session left attached (or none)
        ini = os.path.join(settings, "its-desktop-bench", "bench.ini")
        text = open(ini, encoding="utf-8").read()
        lines = [ln for ln in text.splitlines() if not ln.startswith("last=")]
        if remember:
            lines = [*lines, "[game]", f"last={remember}"] if "[game]" not in lines else \
                [x for ln in lines for x in ([ln, f"last={remember}"] if ln == "[game]" else [ln])]
        open(ini, "w", encoding="utf-8").write("\n".join(lines) + "\n")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, settings, url, mode], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    wall = cpu = said_wall = said_cpu = float("nan")
    for line in proc.stdout:
        if line.startswith("done"):
            wall, cpu = time.perf_counter() - start, float(line.split()[1])
        if line.startswith("said"):
            said_wall, said_cpu = time.perf_counter() - start, float(line.split()[1])
    proc.wait()
    return wall, cpu, said_wall, said_cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        settings, url = os.path.join(tmp, "settings"), f"sqlite:///{os.path.join(tmp, 'games.sqlite3')}"
        once(settings, url, "setup", None)
        ini = os.path.join(settings, "its-desktop-bench", "bench.ini")
        remembered = next(ln.split("=", 1)[1] for ln in open(ini, encoding="utf-8") if ln.startswith("last="))
        plain, resumed = [], []
        for _ in range(args.runs):
            plain.append(once(settings, url, "plain", ""))
            resumed.append(once(settings, url, "resume", remembered))
    for name, runs in (("start, nothing to resume (to ready)", plain), ("start, game resumed", resumed)):
        print(f"{name:40s} wall {statistics.median(r[0] for r in runs):6.2f} s   "
              f"CPU {statistics.median(r[1] for r in runs):6.2f} s")
    print(f"{'start, game named (Reopening game N…)':40s} wall {statistics.median(r[2] for r in resumed):6.2f} s   "
          f"CPU {statistics.median(r[3] for r in resumed):6.2f} s")
    extra = [b[0] - a[0] for a, b in zip(plain, resumed, strict=True)]
    extra_cpu = [b[1] - a[1] for a, b in zip(plain, resumed, strict=True)]
    print(f"{'resuming adds':40s} wall {statistics.median(extra):6.2f} s   CPU {statistics.median(extra_cpu):6.2f} s")


if __name__ == "__main__":
    main()
