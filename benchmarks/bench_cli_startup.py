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
The goal (issue 28): each command at most 4x ``python -c pass`` in CPU before its own work. Where that is:
each command runs through ``MARKED`` (as ``-m its_desktop`` does, plus a mark on entering the function that
does the command's work: ``_mission``, ``_evaluate``, ``_score``, ``_pair``, ``_standings``, ``cli_print.run``,
``_missions``), so the table gives "to work" (interpreter, command line, catalog, the cached library) and the
total for each, CPU and wall.
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


# ``python MARKED ARGS`` runs ``its-desktop ARGS``; entering the command's own function it writes the process's
# CPU time so far and the clock to the file named by ITS_BENCH_MARK (cli_print has no imports of its own).
MARKED = """
import os, sys, time
import its_desktop.cli as cli
import its_desktop.cli_print as cli_print

def marked(module, name):
    inner = getattr(module, name)
    def mark(*args, **kwargs):
        with open(os.environ["ITS_BENCH_MARK"], "w") as f:
            f.write(f"{time.process_time()} {time.time()}")
        return inner(*args, **kwargs)
    setattr(module, name, mark)

for name in ("_missions", "_mission", "_evaluate", "_score", "_pair", "_standings"):
    marked(cli, name)
marked(cli_print, "run")
sys.exit(cli.entry())
"""


def once(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float, float]:
    """Wall and CPU of the whole run, then wall and CPU to the mark (0 where the command has none)."""
    mark = os.path.join(os.path.dirname(env["XDG_CACHE_HOME"]), "mark")
    if os.path.exists(mark):
        os.unlink(mark)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    clock, start = time.time(), time.perf_counter()
    subprocess.run(cmd, env={**env, "ITS_BENCH_MARK": mark}, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    to_cpu = to_wall = 0.0
    if os.path.exists(mark):
        with open(mark, encoding="utf-8") as f:
            cpu_s, at = (float(v) for v in f.read().split())
        to_cpu, to_wall = cpu_s, at - clock
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), to_wall, to_cpu


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
    its = [py, "-c", MARKED]
    cmds = {
        "python -c pass": [py, "-c", "pass"],
        "missions list": [*its, "missions", "list"],
        "mission": [*its, "mission", "s16/supremacy", "--points", "300"],
        "mission --json": [*its, "mission", "s16/supremacy", "--points", "300", "--json"],
        "evaluate": [*its, "evaluate", str(DOCS / "example.itstable")],
        "score": [*its, "score", str(DOCS / "examples" / "game-frostbyte.json")],
        "score, no tables": [*its, "score", by_hand],
        "pair": [*its, "pair", event, "--round", "2"],
        "standings": [*its, "standings", event],
        "print sheet": [*its, "print", "sheet", "scenario", "s16/supremacy", "--points", "300",
                        "-o", os.path.join(folder, "sheet.pdf")],
        "print map": [*its, "print", "map", "s16/supremacy", "--points", "300", "--layout", "fit",
                      "-o", os.path.join(folder, "map.pdf")],
    }
    for cmd in cmds.values():  # warm the file cache and the byte-code, and fill the commands' cache
        once(cmd, env)
    samples: dict[str, list[tuple[float, float, float, float]]] = {k: [] for k in cmds}
    if args.cold:
        samples["mission, no cache"] = []
    for run in range(args.runs):
        for name, cmd in cmds.items():
            samples[name].append(once(cmd, env))
        if args.cold:  # a cache folder never used: the library validated, the table resolved
            cold = {**env, "XDG_CACHE_HOME": os.path.join(folder, f"cold{run}")}
            samples["mission, no cache"].append(once(cmds["mission --json"], cold))
    base_wall = statistics.median(r[0] for r in samples["python -c pass"])
    base_cpu = statistics.median(r[1] for r in samples["python -c pass"])
    print(f"{'':17s} {'CPU to work':>18s} {'CPU total':>18s} {'wall to work':>18s} {'wall total':>18s}")
    for name, runs in samples.items():
        wall, cpu, to_wall, to_cpu = (statistics.median(r[i] for r in runs) for i in range(4))

        def cell(value: float, base: float) -> str:
            return f"{value * 1e3:6.0f} ms ({value / base:4.1f}x)" if value else f"{'-':>18s}"

        print(f"{name:17s} {cell(to_cpu, base_cpu)} {cell(cpu, base_cpu)} {cell(to_wall, base_wall)} "
              f"{cell(wall, base_wall)}")


if __name__ == "__main__":
    main()
