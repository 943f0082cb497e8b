"""Start-up: time until the first table is drawn, against a bare PySide6 window, interleaved.

    python benchmarks/bench_startup.py [--runs 10]

Each run is a fresh process on the offscreen platform: a bare ``QMainWindow`` shown and painted,
then ``its-desktop --exit-when-ready`` (exits once the first table is on screen: from the start-up
cache when the last table is known, else live after the library loads), then ``--exit-after-show``
(an empty window). The runs alternate (A, B, C, A, B, C …) so a busy machine slows all alike;
medians of wall time and of CPU time (user + system, what a shared machine cannot steal) are
reported as ratios to the bare window. A first run warms the cache like a user's previous session;
``--cold`` also measures with no cache (the first start ever).
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
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 820); w.show(); w.repaint()
"""


def once(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--cold", action="store_true", help="also measure the first start ever (no cache)")
    args = ap.parse_args()
    py = sys.executable
    home = tempfile.mkdtemp(prefix="its-bench-")
    # As on a user's machine, byte-code is cached (some shells here set PYTHONDONTWRITEBYTECODE,
    # which would make every run recompile the app's modules and measure the compiler instead).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
    cmds = {
        "bare PySide6 window": [py, "-c", BARE],
        "first table drawn": [py, "-m", "its_desktop", "--exit-when-ready"],
        "empty main window": [py, "-m", "its_desktop", "--exit-after-show"],
    }
    for cmd in cmds.values():  # warm the file cache, byte-code and the start-up cache
        once(cmd, env)
    samples: dict[str, list[tuple[float, float]]] = {k: [] for k in cmds}
    for _ in range(args.runs):
        for name, cmd in cmds.items():
            samples[name].append(once(cmd, env))
    bare_wall = statistics.median(w for w, _ in samples["bare PySide6 window"])
    bare_cpu = statistics.median(c for _, c in samples["bare PySide6 window"])
    for name, runs in samples.items():
        wall, cpu = statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)
        print(f"{name:22s} wall {wall * 1e3:6.0f} ms ({wall / bare_wall:4.2f}x)   "
              f"cpu {cpu * 1e3:6.0f} ms ({cpu / bare_cpu:4.2f}x)")
    if args.cold:
        cold = []
        for _ in range(max(3, args.runs // 3)):
            cache = f"{home}/data"
            subprocess.run(["rm", "-rf", cache], check=True)
            cold.append(once(cmds["first table drawn"], env))
        wall, cpu = statistics.median(w for w, _ in cold), statistics.median(c for _, c in cold)
        print(f"{'first start, no cache':22s} wall {wall * 1e3:6.0f} ms ({wall / bare_wall:4.2f}x)   "
              f"cpu {cpu * 1e3:6.0f} ms ({cpu / bare_cpu:4.2f}x)")


if __name__ == "__main__":
    main()
