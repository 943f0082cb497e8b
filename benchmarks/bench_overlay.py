"""The stream overlay: how fast a committed change reaches an OBS page, with many pages open, and what a map costs.

    python benchmarks/bench_overlay.py [--changes 200] [--clients 50] [--postgresql]

1. Change committed → SSE message received, over ``--changes`` changes (a tally entry written through
   ``Games.set_entry`` by another connection, as another station would): median and worst. Baseline,
   interleaved change by change: the same commit followed at once by a plain ``GET /state.json`` (what a
   client polling with no delay at all would see: the price of reading the state, without waiting to hear).
   Changes are spaced a little over 1/MAX_RATE s apart, the rate a stream is throttled to.
2. ``--clients`` clients on ``/events`` at once: time from the commit until the last of them has the change
   (median and worst over 20 changes), against 1 client, interleaved.
3. ``/map`` render time for a 48x48 in table with 30 troopers (public table view + SVG), against the domain's
   evaluation of the same table alone (which the render includes), interleaved.

SQLite by default (the file is watched every 0.1 s); ``--postgresql`` also runs 1 and 2 on a throwaway
PostgreSQL cluster (LISTEN/NOTIFY), started as the test suite does.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from its_desktop.web.server import MAX_RATE, OverlayServer  # noqa: E402
from its_desktop.persistence.games import Games  # noqa: E402


class Stream:
    def __init__(self, address, path: str):
        self.conn = http.client.HTTPConnection(*address, timeout=60)
        self.conn.request("GET", path)
        self.resp = self.conn.getresponse()
        self.seen: dict[float, float] = {}  # VP value -> arrival time
        self.cond = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for line in self.resp:
                if line.startswith(b"data: "):
                    vp = ((json.loads(line[6:]).get("game") or {}).get("vp") or {}).get("A")
                    with self.cond:
                        self.seen.setdefault(vp, time.perf_counter())
                        self.cond.notify_all()
        except (OSError, ValueError):
            pass

    def wait(self, vp: float, timeout: float = 10.0) -> float:
        with self.cond:
            if not self.cond.wait_for(lambda: vp in self.seen, timeout):
                raise TimeoutError(f"no message with {vp}")
            return self.seen[vp]

    def close(self) -> None:
        self.conn.close()


def latency(url: str, changes: int) -> dict[str, float]:
    writer = Games.open(url)
    game = writer.create_game("s16/supremacy", 300, "Ana", "Ben").id
    results: dict[str, list[float]] = {"sse": [], "get": []}
    with OverlayServer(url, "127.0.0.1", 0) as server:
        server.ready()
        stream = Stream(server.address, f"/events?game={game}")
        vp = 0.0
        for i in range(changes):
            for kind in (("sse", "get") if i % 2 == 0 else ("get", "sse")):  # interleaved, order alternating
                vp += 0.5  # distinct values that stay valid VP (at most the game size)
                writer.set_entry(game, "A", "vp", None, vp, "asked", who="bench")
                committed = time.perf_counter()
                if kind == "sse":
                    results["sse"].append(stream.wait(vp) - committed)
                else:
                    conn = http.client.HTTPConnection(*server.address, timeout=10)
                    conn.request("GET", f"/state.json?game={game}")
                    body = conn.getresponse().read()
                    conn.close()
                    assert json.loads(body)["game"]["vp"]["A"] == vp
                    results["get"].append(time.perf_counter() - committed)
                # A stream sends at most MAX_RATE messages a second; changes at a person's pace are not held back.
                time.sleep(1.1 / MAX_RATE)
        stream.close()
    writer.close()
    return {"sse_median_ms": 1000 * statistics.median(results["sse"]), "sse_worst_ms": 1000 * max(results["sse"]),
            "get_median_ms": 1000 * statistics.median(results["get"]), "get_worst_ms": 1000 * max(results["get"])}


def fan_out(url: str, clients: int, changes: int = 20) -> dict[str, float]:
    writer = Games.open(url)
    game = writer.create_game("s16/supremacy", 300, "Ana", "Ben").id
    out: dict[int, list[float]] = {clients: [], 1: []}
    with OverlayServer(url, "127.0.0.1", 0) as server:
        server.ready()
        many = [Stream(server.address, f"/events?game={game}") for _ in range(clients)]
        one = [many[0]]
        vp = 0.0
        for i in range(changes):
            for group in ((many, one) if i % 2 == 0 else (one, many)):
                vp += 0.5
                writer.set_entry(game, "A", "vp", None, vp, "asked", who="bench")
                committed = time.perf_counter()
                last = max(s.wait(vp) for s in group)
                out[len(group)].append(last - committed)
                if group is one:  # the others got it too: wait so the next round starts clean
                    for s in many:
                        s.wait(vp)
                time.sleep(1.1 / MAX_RATE)
        for s in many:
            s.close()
    writer.close()
    return {f"{clients}_median_ms": 1000 * statistics.median(out[clients]),
            f"{clients}_worst_ms": 1000 * max(out[clients]),
            "1_median_ms": 1000 * statistics.median(out[1]), "1_worst_ms": 1000 * max(out[1])}


def map_render(repeat: int = 200) -> dict[str, float]:
    from its_desktop.domain.evaluator import Evaluator
    from its_desktop.domain.itstable import from_json
    from its_desktop.domain.mission import catalog
    from its_desktop.web import mapsvg
    from its_desktop.web.public import PublicState

    m = catalog.mission("s16/supremacy", 300)
    assert (m.width, m.depth) == (48, 48)
    rng = random.Random(7)
    doc = {"format": "itstable", "version": 1, "mission": "s16/supremacy", "points": 300, "round": 2,
           "troopers": [{"id": f"{p.lower()}{i}", "player": p, "x": rng.uniform(1, 47), "y": rng.uniform(1, 47),
                         "base_mm": rng.choice((25, 25, 40, 55)), "points": rng.randint(8, 60),
                         "kind": "marker" if i == 3 else "model", "roles": ["lieutenant"] if i == 0 else []}
                        for p in "AB" for i in range(15)]}
    state = PublicState(None, None)  # type: ignore[arg-type] - the table view needs no database
    evaluator = Evaluator(m)
    parsed = from_json(doc, set(m.season.trooper_states), {x.id for x in m.markers},
                       {z.id for z in m.zones} | {z.group for z in m.zones}, m.season.rounds,
                       {p.id for p in m.placements}, {r.id.replace("-", "_") for r in m.scenario.roles})
    state.table_view(m, doc)  # warm the cached evaluator
    times: dict[str, list[float]] = {"map": [], "evaluate": []}
    for i in range(repeat):
        for kind in (("map", "evaluate") if i % 2 == 0 else ("evaluate", "map")):
            start = time.perf_counter()
            if kind == "map":
                svg = mapsvg.render(state.table_view(m, doc))
            else:
                evaluator.evaluate(parsed.state())
            times[kind].append(time.perf_counter() - start)
    assert svg.count("trooper player-") == 30
    med = {k: statistics.median(v) for k, v in times.items()}
    return {"map_median_ms": 1000 * med["map"], "map_worst_ms": 1000 * max(times["map"]),
            "evaluate_median_ms": 1000 * med["evaluate"], "ratio": med["map"] / med["evaluate"],
            "svg_kb": len(svg) / 1024}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--changes", type=int, default=200)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--postgresql", action="store_true")
    args = ap.parse_args()
    print("map render, 48x48 in, 30 troopers:", _fmt(map_render()))
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        print(f"SQLite: change -> SSE over {args.changes} changes:", _fmt(latency(url, args.changes)))
        print(f"SQLite: {args.clients} clients on /events:", _fmt(fan_out(url, args.clients)))
    if args.postgresql:
        from tests.databases import start_cluster, stop_cluster

        cluster = start_cluster()
        try:
            cluster.sql("CREATE DATABASE bench")
            url = cluster.url("bench")
            print(f"PostgreSQL: change -> SSE over {args.changes} changes:", _fmt(latency(url, args.changes)))
            print(f"PostgreSQL: {args.clients} clients on /events:", _fmt(fan_out(url, args.clients)))
        finally:
            stop_cluster(cluster)
    return 0


def _fmt(d: dict[str, float]) -> str:
    return ", ".join(f"{k} {v:.2f}" for k, v in d.items())


if __name__ == "__main__":
    sys.exit(main())
