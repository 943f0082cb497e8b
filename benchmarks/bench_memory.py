"""Memory of the window: peak resident size of a process showing the main window with a table of
100 troopers (library loaded), against a bare PySide6 window, fresh processes, interleaved.

    python benchmarks/bench_memory.py [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

BARE = """
import resource, sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1920, 1080); w.show(); w.repaint()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

WINDOW = """
import random, resource, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.ui.main_window import MainWindow
w = MainWindow(); w.resize(1920, 1080); w.show()
while not w.ready:
    app.processEvents()
rng = random.Random(3)
troopers = [Trooper(f"t{i}", "AB"[i % 2], rng.uniform(2, 46), rng.uniform(2, 46), 25, 10, name=f"Trooper {i}")
            for i in range(100)]
w.open_document(TableDocument("s16/panic-room", 300, troopers=troopers), None)
for _ in range(5):
    app.processEvents()
w.view.viewport().repaint()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    home = tempfile.mkdtemp(prefix="its-bench-")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": f"{home}/c", "XDG_DATA_HOME": f"{home}/d"}
    out: dict[str, list[int]] = {"bare": [], "window": []}
    for _ in range(args.runs):
        for name, code in (("bare", BARE), ("window", WINDOW)):
            done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
            out[name].append(int(done.stdout.split()[-1]))
    bare, window = statistics.median(out["bare"]), statistics.median(out["window"])
    print(f"bare PySide6 window          {bare / 1024:6.1f} MB peak RSS")
    print(f"main window, 100 troopers    {window / 1024:6.1f} MB peak RSS ({window / bare:.2f}x, "
          f"+{(window - bare) / 1024:.1f} MB)")


if __name__ == "__main__":
    main()
