"""The organizer's copies: how long a consistent backup, the event-file export and its import take for a
full event, against baselines interleaved in the same run.

    python benchmarks/bench_event_file.py [--players 128] [--rounds 4] [--repeat 5]

An event of N players and R rounds (every result entered, a few hand overrides) on an SQLite file. Timed,
median of the repeats, each next to its baseline in the same loop:

- ``backup``: ``Events.backup`` (SQLite's online backup API: the whole database, write-ahead log included)
  against ``shutil.copyfile`` of the database file (what the bytes alone cost; not a consistent copy);
- ``export``: ``Events.export_event_file`` + ``json.dumps`` against ``json.dumps`` of the same data (the
  price of reading the event from the database);
- ``import``: ``Events.import_event_file`` (every check, one transaction) against ``json.loads`` of the text.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from its_desktop.persistence.events import Events  # noqa: E402

SCENARIOS = ["s16/supremacy", "s16/b-pong", "s16/firefight", "s16/mindwipe", "s16/evacuation"]


def build(events: Events, players: int, rounds: int) -> int:
    ev = events.create_event("Benchmark", "s16", rounds_planned=rounds, who="bench")
    events.import_players_csv(ev.id, "name;pin;army;club\n" + "\n".join(
        f"Player {i};{i:06d};Nomads;Club {i % 9}" for i in range(players)), who="bench")
    rng = random.Random(1)
    for n in range(1, rounds + 1):
        events.set_round(ev.id, n, SCENARIOS[n - 1], who="bench")
        games = events.save_pairings(ev.id, events.pair(ev.id, n, seed=1), who="bench")
        real = [g for g in games if not g.bye]
        events.swap_players(ev.id, n, real[0].a, real[1].b, who="bench", why="benchmark override")
        for g in events.games(ev.id, n):
            if not g.bye:
                events.record_result(g.id, rng.randint(0, 10), rng.randint(0, 10), rng.randint(0, 300),
                                     rng.randint(0, 300), "bench")
    return ev.id


def timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=128)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        db = Path(d) / "bench.sqlite3"
        events = Events.open(f"sqlite:///{db}")
        eid = build(events, args.players, args.rounds)
        data = events.export_event_file(eid)
        text = json.dumps(data)
        runs: dict[str, list[float]] = {k: [] for k in ("backup", "copy", "export", "dumps", "import", "loads")}
        for i in range(args.repeat):
            runs["backup"].append(timed(lambda: events.backup(eid, Path(d) / f"b{i}.sqlite3")))
            runs["copy"].append(timed(lambda: shutil.copyfile(db, Path(d) / f"c{i}.sqlite3")))
            runs["export"].append(timed(lambda: json.dumps(events.export_event_file(eid))))
            runs["dumps"].append(timed(lambda: json.dumps(data)))
            runs["import"].append(timed(lambda: events.import_event_file(text, who="bench")))
            runs["loads"].append(timed(lambda: json.loads(text)))
        events.close()
    med = {k: statistics.median(v) for k, v in runs.items()}
    size = len(text) / 1024
    print(f"event: {args.players} players, {args.rounds} rounds, event file {size:.0f} KiB; median of {args.repeat}")
    for what, base in (("backup", "copy"), ("export", "dumps"), ("import", "loads")):
        print(f"  {what:<7} {med[what] * 1000:8.1f} ms   baseline {base:<6} {med[base] * 1000:8.2f} ms   "
              f"ratio {med[what] / med[base]:7.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
