"""Start-up: time until the first table is drawn, against a bare PySide6 window, interleaved.

    python benchmarks/bench_startup.py [--runs 10] [--cold]

Each run is a fresh process on the offscreen platform: a bare ``QMainWindow`` shown and painted,
then ``its-desktop --exit-when-ready`` (exits once the first table is on screen: from the start-up
cache when the last table is known, else from the default table shipped in resources/, else live
after the library loads), then ``--exit-after-show`` (an empty window). ``--cold`` adds the first
start ever (no settings, no cache) to the same interleaving. The runs alternate (A, B, C, A, B, C …)
so a busy machine slows all alike; medians of wall time and of CPU time (user + system, what a
shared machine cannot steal) are reported as ratios to the bare window.

Two clocks: "to the paint" stops when the table (or the bare window) has been painted: what the
user waits for. Each child reports its CPU time at that moment on stdout and the wall time is taken
when the line arrives. "whole process" also counts leaving (Qt and Python tearing down), which the
user never waits for at start-up but which a plain ``time`` of the command includes. A first run
warms the start-up cache like a user's previous session.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys, time
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 820); w.show(); w.repaint()
print("painted", time.process_time(), flush=True)
"""

# The app as ``python -m its_desktop ARGS`` starts it, with a line on stdout when the first table has
# been painted (the window's public ``table_drawn`` signal, connected before the app connects quit).
APP = """
import sys, time
import its_desktop.ui.main_window as mw
init = mw.MainWindow.__init__
def report(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.table_drawn.connect(lambda: print("painted", time.process_time(), flush=True))
mw.MainWindow.__init__ = report
from its_desktop import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def once(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float, float]:
    """(wall, CPU) to the paint line, then (wall, CPU) of the whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    paint_wall = paint_cpu = float("nan")
    for line in proc.stdout:
        if line.startswith("painted ") and paint_wall != paint_wall:
            paint_wall, paint_cpu = time.perf_counter() - start, float(line.split()[1])
    if proc.wait() != 0:
        raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode}")
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return paint_wall, paint_cpu, wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--cold", action="store_true", help="also measure the first start ever (no settings, no cache)")
    args = ap.parse_args()
    py = sys.executable
    home = tempfile.mkdtemp(prefix="its-bench-")
    # As on a user's machine, byte-code is cached (some shells here set PYTHONDONTWRITEBYTECODE,
    # which would make every run recompile the app's modules and measure the compiler instead).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
    cmds = {
        "bare PySide6 window": [py, "-c", BARE],
        "first table drawn": [py, "-c", APP, "--exit-when-ready"],
        "empty main window": [py, "-m", "its_desktop", "--exit-after-show"],
    }
    if args.cold:
        cmds["first start, no cache"] = cmds["first table drawn"]
    for name, cmd in cmds.items():  # warm the file cache, byte-code and the start-up cache
        if name != "first start, no cache":
            once(cmd, env)
    samples: dict[str, list[tuple[float, float, float, float]]] = {k: [] for k in cmds}
    for _ in range(args.runs):
        for name, cmd in cmds.items():
            if name == "first start, no cache":
                cold = tempfile.mkdtemp(prefix="its-bench-cold-")
                samples[name].append(once(cmd, {**env, "XDG_CONFIG_HOME": f"{cold}/config",
                                                "XDG_DATA_HOME": f"{cold}/data"}))
                subprocess.run(["rm", "-rf", cold], check=True)
            else:
                samples[name].append(once(cmd, env))

    def medians(name: str) -> list[float]:
        return [statistics.median(s[i] for s in samples[name]) for i in range(4)]

    base = medians("bare PySide6 window")
    print(f"{'':22s} {'to the paint: wall':>24s} {'cpu':>16s}   {'whole process: wall':>25s} {'cpu':>16s}")
    for name in samples:
        cells = []
        for value, ref in zip(medians(name), base):
            cells.append(f"{'–':>16s}" if value != value else f"{value * 1e3:6.0f} ms ({value / ref:4.2f}x)")
        print(f"{name:22s} {cells[0]:>24s} {cells[1]:>16s}   {cells[2]:>25s} {cells[3]:>16s}")


if __name__ == "__main__":
    main()
