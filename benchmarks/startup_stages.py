"""Where a start's CPU goes, stage by stage (the breakdown behind bench_startup.py's ratios).

    python benchmarks/startup_stages.py [--runs 5] [--cold]

Each run is a fresh ``--exit-when-ready`` process on the offscreen platform, on the normal start's path,
with the stages stamped in process CPU time (all threads: the library loads on a thread of its own):
the first table drawn; on the loading thread the catalog and mission records imported, the library read
(from the validated cache on a later start; on the first start ever the pickers come from maps/index.json
and only the table's own scenario is validated before usable, the rest after), the table's scenario (read back
from the resolved-table cache on a later start; resolved with Shapely and NumPy on the first start ever), the
rules modules; on the GUI thread the panels and the live table built; usable. The table's evaluator (Shapely,
NumPy) is prepared on a thread of its own after usable and is not in these stages. Medians of the stage lengths. For imports inside a stage: ``python -X importtime``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from bench_startup import welcome_done  # noqa: E402 - beside this file

# The stages are wrapped around the app's own calls (the same code runs): the loading thread's warm() is
# replaced by the same steps with a stamp after each, the GUI thread's _build and open_document are timed.
PROBE = """
import sys, time
stamps = []
def stamp(label):
    stamps.append((label, time.process_time()))
import its_desktop.ui.library_loader as loader
real_warm = loader.warm
def warm(cache_file, mission_id, points):
    # The loader's own warm() runs; the stamps come from the calls it makes, so whatever it imports is measured.
    stamp("loader starts")
    from its_desktop.domain.mission import catalog, index
    stamp("thread: import the catalog and the mission records")
    real_mission = catalog.mission
    def mission(*args, **kwargs):
        stamp("thread: read the library (the cache; first start: the index, or every file if it is stale)")
        try:
            return real_mission(*args, **kwargs)
        finally:
            stamp("thread: the table's scenario (later start: the resolved-table cache; first: validated, resolved)")
    catalog.mission = mission
    try:
        return real_warm(cache_file, mission_id, points)
    finally:
        catalog.mission = real_mission
        stamp("thread: the pickers' list and the rules modules (the loader's imports)")
loader.warm = warm
import its_desktop.ui.main_window as mw
build, open_document = mw.MainWindow._build, mw.MainWindow.open_document
def timed_build(self):
    stamp("GUI: waiting for the library")
    build(self)
    stamp("GUI: the rest of the build (pickers, tabs, the ready signal's slots)")
def timed_open(self, *args):
    stamp("GUI: panels and menus (imports included)")
    open_document(self, *args)
    stamp("GUI: open the table (scene, tally sheet, legend)")
mw.MainWindow._build, mw.MainWindow.open_document = timed_build, timed_open
init = mw.MainWindow.__init__
def report(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.table_drawn.connect(lambda: stamp("first table drawn"))
    from PySide6.QtWidgets import QApplication
    def leave():
        stamp("welcome check, the event loop turning again: usable")
        for label, cpu in stamps:
            print(f"@{cpu:.6f} {label}", flush=True)
    QApplication.instance().aboutToQuit.connect(leave)
mw.MainWindow.__init__ = report
from its_desktop import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def once(env: dict[str, str]) -> list[tuple[str, float]]:
    """(stage, CPU seconds since the previous stamp) of one fresh process, in order."""
    out = subprocess.run([sys.executable, "-c", PROBE, "--exit-when-ready"], env=env, capture_output=True,
                         text=True, timeout=300, check=True).stdout
    stamps = [(line.partition(" ")[2], float(line[1:].partition(" ")[0])) for line in out.splitlines()
              if line.startswith("@")]
    stages, last = [], 0.0
    for label, cpu in stamps:
        stages.append((label, cpu - last))
        last = cpu
    return stages


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cold", action="store_true", help="the first start ever (no settings, no cache) each run")
    args = ap.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # see bench_startup.py
    env["QT_QPA_PLATFORM"] = "offscreen"
    home = tempfile.mkdtemp(prefix="its-stages-")
    runs = []
    for i in range(args.runs + (0 if args.cold else 1)):
        folder = tempfile.mkdtemp(prefix="cold-", dir=home) if args.cold else home
        where = {**env, "XDG_CONFIG_HOME": f"{folder}/config", "XDG_DATA_HOME": f"{folder}/data",
                 "XDG_CACHE_HOME": f"{folder}/cache"}
        got = once(where)
        if not args.cold and i == 0:
            welcome_done(where)  # the previous session's user went through the welcome screen
        if args.cold or i > 0:  # a later start's first run only makes the caches
            runs.append(got)
    subprocess.run(["rm", "-rf", home], check=True)
    # Each stage is named where it ends, so the first is the start itself: interpreter, imports, the window
    # and the cached table painted.
    words = {"first table drawn": "start to the first table drawn (imports, set-up, window, cached table)"}
    print(f"{args.runs} runs, {'first start ever' if args.cold else 'later start'}: median CPU of each stage")
    for name, _ in runs[0]:
        cpu = statistics.median(dict(r).get(name, 0.0) for r in runs)
        print(f"{cpu * 1e3:7.0f} ms  {words.get(name, name)}")
    print(f"{statistics.median(sum(c for _, c in r) for r in runs) * 1e3:7.0f} ms  in all, to usable")


if __name__ == "__main__":
    main()
