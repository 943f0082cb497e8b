"""Start-up: time to a painted main window, against a bare PySide6 window shown the same way.

    python benchmarks/bench_startup.py [--runs 10]

Both are fresh processes on the offscreen platform, median of the runs. Also reported: the time
until the mission library has loaded and the first table is drawn (``--exit-when-ready``), which
happens after the first paint.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 820); w.show(); w.repaint()
"""


def run(cmd: list[str], runs: int) -> float:
    # As on a user's machine, byte-code is cached (some shells here set PYTHONDONTWRITEBYTECODE,
    # which would make every run recompile the app's modules and measure the compiler instead).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, capture_output=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    args = ap.parse_args()
    py = sys.executable
    run([py, "-c", BARE], 2)  # warm the file cache
    bare = run([py, "-c", BARE], args.runs)
    shown = run([py, "-m", "its_desktop", "--exit-after-show"], args.runs)
    ready = run([py, "-m", "its_desktop", "--exit-when-ready"], max(3, args.runs // 2))
    print(f"bare PySide6 window  {bare * 1e3:7.0f} ms")
    print(f"ITS main window      {shown * 1e3:7.0f} ms  ({shown / bare:.2f}x the bare window)")
    print(f"first table drawn    {ready * 1e3:7.0f} ms  (mission library loaded after the first paint)")


if __name__ == "__main__":
    main()
