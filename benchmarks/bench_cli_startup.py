"""The command line's commands against ``python -c pass``, interleaved in the same run.

    python benchmarks/bench_cli_startup.py [--runs 9] [--cold]

Each run is a fresh process: ``python -c pass`` (the interpreter alone), then each command a user types:
``missions list``, ``mission s16/supremacy --points 300`` (text and ``--json``), ``evaluate`` of the
example table, ``score`` of an exported game (with its three rounds' tables, which it evaluates again, and
without them: a game entered by hand from a paper sheet), ``pair`` (round 2 of an eight-player Season 16 event),
``standings`` of the same event, ``print sheet`` (a scenario sheet to PDF) and ``print map`` (the table on one
page). The runs alternate (A, B,
C, …, A, B …) so a busy machine slows all alike; medians of wall time and CPU time (user + system), and
their ratio to the bare interpreter. Where the time goes: ``python -X importtime -m its_desktop COMMAND``.

The commands keep the validated library and the tables they resolved in the user's cache folder; the
benchmark gives them a folder of their own, filled by the warm-up run, so what it measures is every command
after the first (as a user runs them). ``--cold`` adds ``mission --json`` with an empty cache folder every
time: the first command after an install or a map edit, which validates every map file.
The goal (issue 28): each command at most 4x ``python -c pass`` in CPU before its own work.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = [{"id": f"p{i}", "name": f"Player {i}"} for i in range(1, 9)]
ROUND1 = [{"round": 1, "table": t + 1, "a": f"p{2 * t + 1}", "b": f"p{2 * t + 2}", "op_a": 6 + t % 3, "op_b": 3,
           "vp_a": 200, "vp_b": 150} for t in range(4)]


DOCS = Path(__file__).resolve().parents[1] / "docs"


def once(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--cold", action="store_true", help="also the first command ever (no cache)")
    args = ap.parse_args()
    py = sys.executable
    folder = tempfile.mkdtemp(prefix="its-cli-bench-")
    event = os.path.join(folder, "event.json")
    with open(event, "w", encoding="utf-8") as f:
        json.dump({"season": "s16", "players": PLAYERS, "games": ROUND1}, f)
    by_hand = os.path.join(folder, "game-by-hand.json")
    game = json.loads((DOCS / "examples" / "game-frostbyte.json").read_text(encoding="utf-8"))
    with open(by_hand, "w", encoding="utf-8") as f:
        json.dump({**game, "snapshots": []}, f)
    # Byte-code cached as on a user's machine (see bench_startup.py).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["XDG_CACHE_HOME"] = os.path.join(folder, "cache")  # the commands' own cache (Linux; see above)
    cmds = {
        "python -c pass": [py, "-c", "pass"],
        "missions list": [py, "-m", "its_desktop", "missions", "list"],
        "mission": [py, "-m", "its_desktop", "mission", "s16/supremacy", "--points", "300"],
        "mission --json": [py, "-m", "its_desktop", "mission", "s16/supremacy", "--points", "300", "--json"],
        "evaluate": [py, "-m", "its_desktop", "evaluate", str(DOCS / "example.itstable")],
        "score": [py, "-m", "its_desktop", "score", str(DOCS / "examples" / "game-frostbyte.json")],
        "score, no tables": [py, "-m", "its_desktop", "score", by_hand],
        "pair": [py, "-m", "its_desktop", "pair", event, "--round", "2"],
        "standings": [py, "-m", "its_desktop", "standings", event],
        "print sheet": [py, "-m", "its_desktop", "print", "sheet", "scenario", "s16/supremacy", "--points", "300",
                        "-o", os.path.join(folder, "sheet.pdf")],
        "print map": [py, "-m", "its_desktop", "print", "map", "s16/supremacy", "--points", "300", "--layout", "fit",
                      "-o", os.path.join(folder, "map.pdf")],
    }
    for cmd in cmds.values():  # warm the file cache and the byte-code, and fill the commands' cache
        once(cmd, env)
    samples: dict[str, list[tuple[float, float]]] = {k: [] for k in cmds}
    if args.cold:
        samples["mission, no cache"] = []
    for run in range(args.runs):
        for name, cmd in cmds.items():
            samples[name].append(once(cmd, env))
        if args.cold:  # a cache folder never used: the library validated, the table resolved
            cold = {**env, "XDG_CACHE_HOME": os.path.join(folder, f"cold{run}")}
            samples["mission, no cache"].append(once(cmds["mission --json"], cold))
    base_wall = statistics.median(w for w, _ in samples["python -c pass"])
    base_cpu = statistics.median(c for _, c in samples["python -c pass"])
    for name, runs in samples.items():
        wall, cpu = statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)
        print(f"{name:17s} wall {wall * 1e3:6.0f} ms ({wall / base_wall:5.1f}x)   "
              f"cpu {cpu * 1e3:6.0f} ms ({cpu / base_cpu:5.1f}x)")


if __name__ == "__main__":
    main()
