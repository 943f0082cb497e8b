"""Full table evaluation speed: the engine against a straightforward Shapely baseline, same run.

    python benchmarks/bench_evaluate.py [--mission s16/supremacy] [--points 300] [--troopers 30]

The baseline buffers each base into a polygon and intersects it with every zone, and measures
marker contact with Shapely distances: what a first implementation would do. Reported: time per
full evaluation for both (the engine also with its explanations read, which a drag frame does
not need), their ratio, and the JSON Lines batch rate through the command line path.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from shapely.geometry import Point

from its_desktop.domain.evaluate import Evaluator
from its_desktop.domain import inputs
from its_desktop.domain.state_files import Evaluators
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import parse_state

BASES = [25, 25, 25, 40, 40, 55]


def random_state(mission_id: str, points: int, n: int, seed: int) -> dict:
    m = catalog.mission(mission_id, points)
    rng = random.Random(seed)
    troopers = [{"id": f"t{i}", "player": "AB"[i % 2], "x": rng.uniform(0, m.width), "y": rng.uniform(0, m.depth),
                 "base_mm": rng.choice(BASES), "points": rng.randint(8, 60), "state": "normal", "kind": "model"}
                for i in range(n)]
    return {"mission": mission_id, "points": points, "round": 1, "troopers": troopers}


def baseline(mission, raw: dict) -> list:
    out = []
    unit = mission.season.unit_mm
    discs = [(t, Point(t["x"], t["y"]).buffer(t["base_mm"] / unit / 2)) for t in raw["troopers"]]
    for z in mission.zones:
        totals = {"A": 0.0, "B": 0.0}
        for t, disc in discs:
            if z.geometry.intersection(disc).area > disc.area / 2:
                totals[t["player"]] += t["points"]
        out.append(totals)
    for m in mission.markers:
        token = Point(m.x, m.y).buffer(m.radius(unit))
        out.append([t["id"] for t, disc in discs if disc.distance(token) <= 0.5 / unit])
    return out


def words(result) -> int:
    return sum(len(e.text) for z in result.zones for e in z.explain) + sum(len(t) for m in result.markers
                                                                             for t in m.explain)


def timeit(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/supremacy")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--troopers", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=300)
    args = ap.parse_args()
    mission = catalog.mission(args.mission, args.points)
    ev = Evaluator(mission)
    raw = random_state(args.mission, args.points, args.troopers, seed=1)
    season = mission.season
    state = parse_state(raw, set(season.trooper_states), set(ev.markers), {z.id for z in mission.zones}, 3)
    ev.evaluate(state)
    engine = timeit(lambda: ev.evaluate(state), args.repeat)
    # What the referee panel or the command line also reads: every explanation, in words.
    worded = timeit(lambda: words(ev.evaluate(state)), args.repeat)
    base = timeit(lambda: baseline(mission, raw), max(20, args.repeat // 10))
    states = [json.dumps(random_state(args.mission, args.points, args.troopers, seed=s)) for s in range(500)]
    evaluators = Evaluators()
    start = time.perf_counter()
    for line in states:
        json.dumps(evaluators.evaluate(inputs.load_json(line)).to_json())  # as the command line reads each line
    batch = len(states) / (time.perf_counter() - start)
    zones, markers = len(mission.zones), len(mission.markers)
    print(f"{args.mission} at {args.points}: {args.troopers} troopers, {zones} zones, {markers} markers")
    print(f"engine   {engine * 1e3:8.3f} ms per full evaluation (median of {args.repeat})")
    print(f"+ words  {worded * 1e3:8.3f} ms with every explanation built and read (the referee panel)")
    print(f"baseline {base * 1e3:8.3f} ms (Shapely buffer + intersection per base and zone)")
    print(f"ratio    {base / engine:8.1f}x faster than the baseline")
    print(f"batch    {batch:8.0f} states/s (JSON Lines path: parse, check, evaluate, serialise)")


if __name__ == "__main__":
    main()
