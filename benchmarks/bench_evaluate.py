"""Full table evaluation speed: the engine against a naive Shapely evaluation, interleaved.

    python benchmarks/bench_evaluate.py [--mission s16/supremacy] [--points 300] [--troopers 30] [--lang fr]

The baseline is what a first implementation would do: each base a Shapely circle of 64 segments
(``buffer`` with 16 per quarter), intersected with every zone, and marker contact by Shapely
distances. Each round of the loop runs the engine, the engine with every explanation built and read
(the referee panel, the command line), and the baseline, one after the other, so a busy machine slows
all three alike. Reported: CPU (thread time) and wall per evaluation, medians, and their ratios; then
the JSON Lines batch rate through the command line path.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from shapely.geometry import Point

from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain import i18n, inputs
from its_desktop.domain.state_files import Evaluators
from its_desktop.domain.mission import catalog
from its_desktop.domain.reasons import render
from its_desktop.domain.referee_text import marker_heading
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
    discs = [(t, Point(t["x"], t["y"]).buffer(t["base_mm"] / unit / 2, quad_segs=16)) for t in raw["troopers"]]
    for z in mission.zones:
        totals = {"A": 0.0, "B": 0.0}
        for t, disc in discs:
            if z.geometry.intersection(disc).area > disc.area / 2:
                totals[t["player"]] += t["points"]
        out.append(totals)
    for m in mission.markers:
        token = Point(m.x, m.y).buffer(m.radius(unit), quad_segs=16)
        out.append([t["id"] for t, disc in discs if disc.distance(token) <= 0.5 / unit])
    return out


def words(result) -> int:
    """Every explanation put into words, as the referee panel and the command line read them: each zone's
    summary and lines, each objective's heading and reasons (``reasons.render``, the current language)."""
    return (sum(len(render(z.summary)) for z in result.zones if z.summary is not None)
            + sum(len(render(e.line)) for z in result.zones for e in z.explain)
            + sum(len(marker_heading(m, [])) + sum(len(render(r)) for r in m.explain) for m in result.markers))


def interleaved(fns: dict, repeat: int) -> dict[str, tuple[float, float]]:
    """{name: (median CPU, median wall)}, the functions run in turn ``repeat`` times."""
    samples: dict[str, list[tuple[float, float]]] = {k: [] for k in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            c0, t0 = time.thread_time(), time.perf_counter()
            fn()
            samples[name].append((time.thread_time() - c0, time.perf_counter() - t0))
    return {k: (statistics.median(c for c, _ in v), statistics.median(w for _, w in v)) for k, v in samples.items()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/supremacy")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--troopers", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--lang", default="en", help="the language the explanations are read in (en, fr, es)")
    args = ap.parse_args()
    i18n.set_language(args.lang)
    mission = catalog.mission(args.mission, args.points)
    ev = Evaluator(mission)
    raw = random_state(args.mission, args.points, args.troopers, seed=1)
    season = mission.season
    state = parse_state(raw, set(season.trooper_states), set(ev.markers), {z.id for z in mission.zones}, 3)
    ev.evaluate(state)
    baseline(mission, raw)
    got = interleaved({"engine": lambda: ev.evaluate(state),
                       # What the referee panel or the command line also reads: every explanation, in words.
                       "engine + words": lambda: words(ev.evaluate(state)),
                       "naive Shapely": lambda: baseline(mission, raw)}, args.repeat)
    states = [json.dumps(random_state(args.mission, args.points, args.troopers, seed=s)) for s in range(500)]
    evaluators = Evaluators()
    start = time.perf_counter()
    for line in states:
        json.dumps(evaluators.evaluate(inputs.load_json(line)).to_json())  # as the command line reads each line
    batch = len(states) / (time.perf_counter() - start)
    zones, markers = len(mission.zones), len(mission.markers)
    print(f"{args.mission} at {args.points}: {args.troopers} troopers, {zones} zones, {markers} markers, "
          f"explanations in {args.lang}")
    engine = got["engine"]
    for name, (cpu, wall) in got.items():
        print(f"{name:15s} cpu {cpu * 1e3:8.3f} ms ({cpu / engine[0]:5.2f}x the engine)  "
              f"wall {wall * 1e3:8.3f} ms ({wall / engine[1]:5.2f}x)   median of {args.repeat}, interleaved")
    naive = got["naive Shapely"]
    print(f"the engine is {naive[0] / engine[0]:.1f}x faster than the naive evaluation in CPU "
          f"({naive[1] / engine[1]:.1f}x wall); with every explanation read, "
          f"{naive[0] / got['engine + words'][0]:.1f}x")
    print(f"batch    {batch:8.0f} states/s (JSON Lines path: parse, check, evaluate, serialise)")


if __name__ == "__main__":
    main()
