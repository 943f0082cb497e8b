"""How long the tournament window's import of an oversized event file runs before it is refused, and the
longest the GUI thread waits meanwhile, against the reader it replaced, interleaved in the same run.

    python benchmarks/bench_event_import_refusal.py [--players 200000] [--repeat 3]

The organizer's file: the worked example (docs/event-file.example.json) with 200,000 players, 7 MB. Timed on
a worker thread, as the window runs it (``ui/poll_runner.py``), while the calling thread plays the GUI thread
(a 10 ms sleep loop): the wall time to the refusal, the worker's CPU time, and the longest gap between two of
the "GUI" thread's wake-ups (how long the window would stand still).

- ``now``: ``inputs.load_json`` (the nesting pre-pass splits the text at its quotes) and
  ``parse_event_file`` (the player count checked before any player is read);
- ``before``: the same text through the pattern the pre-pass used (``inputs._JSON_SKIP``) and ``load_event``
  (every player read one by one before the file was refused for something else), as the import did.

Medians of the repeats; the machine is shared, so read the two columns against each other.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from its_desktop.domain import inputs  # noqa: E402
from its_desktop.domain.errors import InputError  # noqa: E402
from its_desktop.domain.tournament.event_file import parse_event_file  # noqa: E402
from its_desktop.domain.tournament.organizer import load_event  # noqa: E402


def now(text: str) -> None:
    parse_event_file(inputs.load_json(text))


def before(text: str) -> None:
    inputs._JSON_SKIP.sub("", text)  # the pre-pass's pattern, one call over the whole text
    raw = json.loads(text)
    load_event(raw)  # the players one by one, then the games: refused at games[0].a


def timed(fn: Any, text: str) -> tuple[float, float, float]:
    """(wall to the refusal, worker CPU, longest gap of the waiting thread) of ``fn(text)`` on a worker."""
    cpu: list[float] = []

    def work() -> None:
        c = time.thread_time()
        try:
            fn(text)
        except InputError:
            pass
        cpu.append(time.thread_time() - c)

    worker = threading.Thread(target=work)
    start = last = time.perf_counter()
    longest = 0.0
    worker.start()
    while worker.is_alive():
        time.sleep(0.01)
        t = time.perf_counter()
        longest, last = max(longest, t - last), t
    return time.perf_counter() - start, cpu[0], longest


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=200_000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    raw = json.loads((ROOT / "docs" / "event-file.example.json").read_text(encoding="utf-8"))
    raw["players"] += [{"id": f"p{i}", "name": f"P{i}"} for i in range(args.players - len(raw["players"]))]
    raw["games"][0]["a"] = "ana"  # the organizer's file: refused at games[0].a once every player was read
    text = json.dumps(raw)
    print(f"{len(raw['players'])} players, {len(text) / 1e6:.1f} MB")
    results: dict[str, list[tuple[float, float, float]]] = {"now": [], "before": []}
    for _ in range(args.repeat):
        results["now"].append(timed(now, text))
        results["before"].append(timed(before, text))
    for name, rows in results.items():
        wall, cpu, gap = (statistics.median(r[i] for r in rows) for i in range(3))
        print(f"{name:>7}: refused after {wall:.2f} s wall, {cpu:.2f} s CPU; longest wait of the GUI thread "
              f"{gap:.2f} s (median of {len(rows)})")


if __name__ == "__main__":
    main()
