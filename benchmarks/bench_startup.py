"""Start-up as the user feels it, against a bare PySide6 window, interleaved.

    python benchmarks/bench_startup.py [--runs 7] [--cold] [--against DIR]

Each run is a fresh process on the offscreen platform, exactly the path of a normal start
(``python -m its_desktop --exit-when-ready``: the same code as a plain start, welcome check included,
leaving once the window is usable). The baseline is a bare ``QMainWindow`` shown, painted and taken
through one turn of its event loop (the point where it handles input).

Three moments are reported, each as CPU (user + system: what a shared machine cannot steal) and wall,
medians, and ratios to the bare window:

- "drawn": the first table on screen (the window's ``table_drawn`` signal; the bare window's paint);
- "usable": the table's scenario loaded (the whole library on a later start), every menu and panel built, the welcome check done, and the event loop
  turning again (the moment ``--exit-when-ready`` quits; the bare window's first loop turn);
- "settled": everything the start does, done (the process's end): the table's evaluator, prepared on a thread of
  its own once the window is usable (Shapely, NumPy: until then the table shows domination as not known); on the
  first start ever the rest of the library validated and cached too. The bare window's is its own end.

"later start" keeps the settings and caches of a previous session: warmed by a first run, whose welcome
screen the user went through (a returning user's start checks for it and opens none); ``--cold``
adds "first start ever" (a new settings, data and cache folder each run: the welcome dialog opens, the
pickers are filled from maps/index.json and only the table's own scenario is validated before usable;
the rest of the library is validated and cached after "usable", while the process winds down). The kinds alternate run by run (A, B, C, A, B, C …), so a
busy machine slows them alike. ``--against DIR`` adds another checkout of the app (a previous version: a
before/after pair at the same load), run from DIR in the same loop with settings and caches of its own.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 820); w.show(); w.repaint()
print("drawn", time.process_time(), flush=True)
QTimer.singleShot(0, app.quit)
app.exec()
print("usable", time.process_time(), flush=True)
print("settled", time.process_time(), flush=True)
"""

# The app as ``python -m its_desktop --exit-when-ready`` starts it, with a line on stdout at the first
# table (the window's public ``table_drawn`` signal) and when the application leaves its event loop.
APP = """
import sys, time
import its_desktop.ui.main_window as mw
init = mw.MainWindow.__init__
def report(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.table_drawn.connect(lambda: print("drawn", time.process_time(), flush=True))
    from PySide6.QtWidgets import QApplication
    QApplication.instance().aboutToQuit.connect(lambda: print("usable", time.process_time(), flush=True))
mw.MainWindow.__init__ = report
import atexit
atexit.register(lambda: print("settled", time.process_time(), flush=True))
from its_desktop import cli
sys.exit(cli.main(sys.argv[1:]))
"""

MOMENTS = ("drawn", "usable", "settled")


def once(cmd: list[str], env: dict[str, str], cwd: str | None = None) -> dict[str, tuple[float, float]]:
    """{moment: (wall, CPU)} of one fresh process (``cwd``: the checkout it imports the app from)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=cwd)
    assert proc.stdout is not None
    seen: dict[str, tuple[float, float]] = {}
    for line in proc.stdout:
        word, _, cpu = line.partition(" ")
        if word in MOMENTS and word not in seen:
            seen[word] = (time.perf_counter() - start, float(cpu))
    if proc.wait() != 0 or set(seen) != set(MOMENTS):
        raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode} having reported {sorted(seen)}")
    return seen


def folders(home: str) -> dict[str, str]:
    return {"XDG_CONFIG_HOME": f"{home}/config", "XDG_DATA_HOME": f"{home}/data", "XDG_CACHE_HOME": f"{home}/cache"}


# What the welcome screen's button stores (ui/welcome.py): a previous session's user went through it. The
# warm-up runs quit with it open, so without this every "later start" would open it again.
WELCOME_DONE = """
import sys
from PySide6.QtCore import QCoreApplication, QSettings
app = QCoreApplication(sys.argv[:1])
app.setApplicationName("ITS Table Assistant")
app.setOrganizationName("its-desktop")
from its_desktop.ui import settings as prefs
prefs.WELCOME_DONE.set(True, QSettings())
"""


def welcome_done(env: dict[str, str], cwd: str | None = None) -> None:
    subprocess.run([sys.executable, "-c", WELCOME_DONE], env=env, check=True, capture_output=True, cwd=cwd)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--cold", action="store_true", help="also measure the first start ever (no settings, no cache)")
    ap.add_argument("--against", metavar="DIR", help="also run the app from this checkout (its own settings and caches)")
    args = ap.parse_args()
    py = sys.executable
    home = tempfile.mkdtemp(prefix="its-bench-")
    # As on a user's machine, byte-code is cached (some shells here set PYTHONDONTWRITEBYTECODE,
    # which would make every run recompile the app's modules and measure the compiler instead).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", **folders(home))
    app = [py, "-c", APP, "--exit-when-ready"]
    # name: (command, environment, checkout to run from, a first start ever)
    kinds: dict[str, tuple[list[str], dict[str, str], str | None, bool]] = {
        "bare PySide6 window": ([py, "-c", BARE], env, None, False), "later start": (app, env, None, False)}
    if args.cold:
        kinds["first start ever"] = (app, env, None, True)
    homes = [home]
    if args.against:
        other = os.path.abspath(args.against)
        other_home = tempfile.mkdtemp(prefix="its-bench-against-")
        homes.append(other_home)
        other_env = {**env, **folders(other_home), "PYTHONPATH": other}
        kinds["later start (against)"] = (app, other_env, other, False)
        if args.cold:
            kinds["first start ever (against)"] = (app, other_env, other, True)
    once(kinds["bare PySide6 window"][0], env)
    for name, (cmd, run_env, cwd, cold) in kinds.items():
        if name.startswith("later start"):
            once(cmd, run_env, cwd)  # a previous session: settings, the first-table cache and the library cache
            welcome_done(run_env, cwd)
            once(cmd, run_env, cwd)
    samples: dict[str, list[dict[str, tuple[float, float]]]] = {k: [] for k in kinds}
    for _ in range(args.runs):
        for name, (cmd, run_env, cwd, cold) in kinds.items():
            if cold:
                fresh = tempfile.mkdtemp(prefix="its-bench-cold-")
                samples[name].append(once(cmd, {**run_env, **folders(fresh)}, cwd))
                subprocess.run(["rm", "-rf", fresh], check=True)
            else:
                samples[name].append(once(cmd, run_env, cwd))
    for folder in homes:
        subprocess.run(["rm", "-rf", folder], check=True)

    def median(name: str, moment: str, clock: int) -> float:
        return statistics.median(s[moment][clock] for s in samples[name])

    print(f"{args.runs} runs each, medians; ratio to the bare window" + (f"; against: {args.against}" if args.against else ""))
    print(f"{'':27s} {'drawn: cpu':>18s} {'wall':>18s}   {'usable: cpu':>18s} {'wall':>18s}   "
          f"{'settled: cpu':>18s} {'wall':>18s}")
    for name in kinds:
        cells = []
        for moment in MOMENTS:
            for clock in (1, 0):
                value, ref = median(name, moment, clock), median("bare PySide6 window", moment, clock)
                cells.append(f"{value * 1e3:6.0f} ms ({value / ref:4.2f}x)")
        print(f"{name:27s} {cells[0]:>18s} {cells[1]:>18s}   {cells[2]:>18s} {cells[3]:>18s}   "
              f"{cells[4]:>18s} {cells[5]:>18s}")


if __name__ == "__main__":
    main()
