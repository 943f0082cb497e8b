"""Resuming a recorded game at start: time from launch until the game is back on the table, against a start
with nothing to resume (what a user waits for either way), interleaved.

    python benchmarks/bench_resume.py [--runs 5] [--against OTHER_CHECKOUT]

Each run is a fresh process on the offscreen platform with its own settings and a SQLite database that
holds one game in round 2 with two troopers. A: the app with no game remembered, until the window is ready
(the library loaded, the table live). B: the same start with the game remembered: when the game is offered
(the first turn of the event loop after the window is shown, the card naming it on screen), when the window
is ready, when the status bar names the game coming back, and when it is reopened (its table, its tally,
attached). The runs alternate A, B, A, B … so a busy machine slows both alike; medians of wall time and CPU
time (user + system, every thread) are reported, and B's extra over A. ``--against`` runs the same marks on
another checkout of the program too (the code before a change), interleaved with this one.
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
marked = set()
def mark(name):
    if name not in marked:
        marked.add(name); print(name, time.process_time(), flush=True)
def report():
    print("done", time.process_time(), flush=True)
    app.quit()
def check():
    if mode == "resume" and getattr(w, "reopening", None) is not None and w.reopening.isVisible():
        mark("offered")  # the game named on screen, at the first turn of the event loop after show()
    if not w.ready:
        return
    mark("ready")
    if mode == "resume" and w.statusBar().currentMessage().startswith("Reopening game"):
        mark("said")
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


MARKS = ("offered", "ready", "said", "done")


def once(settings: str, url: str, mode: str, remember: str | None, cwd: str | None = None) -> dict[str, tuple[float, float]]:
    """One start; for each mark reached, (wall seconds since launch, CPU seconds of the process)."""
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
    # cwd: the checkout whose package the child imports (``python -c`` puts the working directory first)
    proc = subprocess.Popen([sys.executable, "-c", CHILD, settings, url, mode], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, cwd=cwd)
    assert proc.stdout is not None
    marks = {}
    for line in proc.stdout:
        name, _, cpu = line.partition(" ")
        if name in MARKS:
            marks[name] = (time.perf_counter() - start, float(cpu))
    proc.wait()
    return marks


def median(runs: list[dict[str, tuple[float, float]]], mark: str, i: int) -> float:
    values = [r[mark][i] for r in runs if mark in r]
    return statistics.median(values) if values else float("nan")


def report(title: str, plain: list, resumed: list) -> None:
    print(title)
    rows = (("start, nothing to resume (to ready)", plain, "done"),
            ("start, game offered (card on screen)", resumed, "offered"),
            ("start, window ready", resumed, "ready"),
            ("start, game named (Reopening game N…)", resumed, "said"),
            ("start, game resumed", resumed, "done"))
    for name, runs, mark in rows:
        print(f"  {name:40s} wall {median(runs, mark, 0):6.2f} s   CPU {median(runs, mark, 1):6.2f} s")
    after = [b["done"][0] - b["ready"][0] for b in resumed if "ready" in b]
    print(f"  {'reopened after the window was ready':40s} wall {statistics.median(after):6.2f} s")
    extra = [b["done"][0] - a["done"][0] for a, b in zip(plain, resumed, strict=True)]
    extra_cpu = [b["done"][1] - a["done"][1] for a, b in zip(plain, resumed, strict=True)]
    print(f"  {'resuming adds':40s} wall {statistics.median(extra):6.2f} s   CPU {statistics.median(extra_cpu):6.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", help="another checkout of the program, run interleaved with this one")
    args = parser.parse_args()
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trees = [here, *([os.path.abspath(args.against)] if args.against else [])]
    results = {tree: ([], []) for tree in trees}
    with tempfile.TemporaryDirectory() as tmp:
        settings, url = os.path.join(tmp, "settings"), f"sqlite:///{os.path.join(tmp, 'games.sqlite3')}"
        once(settings, url, "setup", None, here)
        ini = os.path.join(settings, "its-desktop-bench", "bench.ini")
        remembered = next(ln.split("=", 1)[1].strip() for ln in open(ini, encoding="utf-8") if ln.startswith("last="))
        for _ in range(args.runs):
            for tree in trees:
                results[tree][0].append(once(settings, url, "plain", "", tree))
                results[tree][1].append(once(settings, url, "resume", remembered, tree))
    for tree in trees:
        report(f"{tree}:" if len(trees) > 1 else "", *results[tree])


if __name__ == "__main__":
    main()
