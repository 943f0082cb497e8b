"""Tournament speed: pairing and standings for a large event, against simple baselines, interleaved.

    python benchmarks/bench_tournament.py [--players 512] [--rounds 5] [--season s16] [--repeat 7]

An event of N players is played through R rounds: round 1 drawn with a seed, every later round paired
by the engine (rematch avoidance on, clubs of 8 players with club avoidance on), results random but
reproducible. Then, in one loop taking turns: the engine's pairing of one more round against a simple
greedy pairing (players by standing, each with the next one not yet played, the last one the bye), and
the engine's final standings (with bye rescaling) against the same standings summed in one pass over
the games with dictionaries. CPU and wall, medians, and their ratios. The baselines are what a
competent first version would be, not strawmen: the engine does more (rematch and club avoidance,
the packs' tie-breakers, deviations reported), so a ratio near 1 is the aim.
"""

from __future__ import annotations

import argparse
import math
from collections import Counter, defaultdict
import random
import statistics
import time

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import compute_standings, game_points, pair_round, parse_event


def interleaved(fns: dict, repeat: int) -> dict[str, tuple[float, float, object]]:
    """{name: (median CPU, median wall, last result)}, the functions run in turn ``repeat`` times."""
    samples: dict[str, list[tuple[float, float]]] = {k: [] for k in fns}
    results: dict[str, object] = {}
    for _ in range(repeat):
        for name, fn in fns.items():
            c0, t0 = time.process_time(), time.perf_counter()
            results[name] = fn()
            samples[name].append((time.process_time() - c0, time.perf_counter() - t0))
    return {k: (statistics.median(c for c, _ in v), statistics.median(w for _, w in v), results[k])
            for k, v in samples.items()}


def simple_standings(raw: dict, season) -> list:
    """Standings summed in one pass over the games (dictionaries), with the same keys and bye rules."""
    t = season.tournament
    tp: dict[str, float] = defaultdict(float)
    op: dict[str, float] = defaultdict(float)
    vp: dict[str, float] = defaultdict(float)
    played: dict[str, int] = defaultdict(int)
    byes: dict[str, int] = defaultdict(int)
    opponents: dict[str, set[str]] = defaultdict(set)
    for g in raw["games"]:
        if "bye" in g:
            byes[g["bye"]] += 1
            tp[g["bye"]] += t.bye.tp
            continue
        for own, other in (("a", "b"), ("b", "a")):
            pid = g[own]
            tp[pid] += game_points(t.points, g[f"op_{own}"], g[f"op_{other}"])[0]
            op[pid] += g[f"op_{own}"]
            vp[pid] += g[f"vp_{own}"]
            played[pid] += 1
            opponents[pid].add(g[other])
    rows = []
    for p in raw["players"]:
        pid = p["id"]
        n, b = played[pid], byes[pid]
        final_op = math.ceil(op[pid] * (n + b) / n) if b and n else op[pid]
        rows.append([pid, tp[pid], final_op, vp[pid], sum(op[o] for o in opponents[pid]), n, b])
    ties = Counter((r[1], r[2]) for r in rows)
    for r in rows:  # VP rescaled for bye players tied with someone on TP and OP
        if ties[(r[1], r[2])] > 1 and r[6] and r[5]:
            r[3] = math.ceil(r[3] * (r[5] + r[6]) / r[5])
    out = [tuple(r[:5]) for r in rows]
    out.sort(key=lambda r: (-r[1], -r[2], -r[3], -r[4]))
    return out


def greedy_pairing(raw: dict, season) -> tuple[list[tuple[str, str]], str | None]:
    """Players by standing; each unpaired one meets the next unpaired one it has not played (else the next)."""
    order = [r[0] for r in simple_standings(raw, season)]
    met: dict[str, set[str]] = defaultdict(set)
    for g in raw["games"]:
        if "bye" not in g:
            met[g["a"]].add(g["b"])
            met[g["b"]].add(g["a"])
    bye = order.pop() if len(order) % 2 else None
    free, pairs = list(order), []
    while free:
        a = free.pop(0)
        j = next((i for i, b in enumerate(free) if b not in met[a]), 0)
        pairs.append((a, free.pop(j)))
    return pairs, bye


def play(players: int, rounds: int, season_id: str, seed: int) -> tuple[dict, list[float]]:
    season = catalog.season(season_id)
    rng = random.Random(seed)
    raw = {"season": season_id, "rounds_planned": rounds,
           "players": [{"id": f"p{i}", "name": f"Player {i}", "club": f"club{i // 8}"} for i in range(players)],
           "games": []}
    pair_times = []
    for rnd in range(1, rounds + 1):
        event = parse_event(raw)
        start = time.perf_counter()
        pairing = pair_round(event, season, rnd, seed=seed, avoid_clubs=True)
        pair_times.append(time.perf_counter() - start)
        for p in pairing.pairings:
            a_op, b_op = rng.randint(0, 10), rng.randint(0, 10)
            raw["games"].append({"round": rnd, "table": p.table, "a": p.a, "b": p.b, "op_a": a_op, "op_b": b_op,
                                 "vp_a": rng.randint(0, 300), "vp_b": rng.randint(0, 300)})
        if pairing.bye is not None:
            raw["games"].append({"round": rnd, "bye": pairing.bye})
    return raw, pair_times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=512)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--season", default="s16")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    season = catalog.season(args.season)

    start = time.perf_counter()
    raw, pair_times = play(args.players, args.rounds, args.season, args.seed)
    total = time.perf_counter() - start
    event = parse_event(raw)
    raw_more = dict(raw, rounds_planned=args.rounds + 1)
    more = parse_event(raw_more)
    got = interleaved({
        "engine pairing": lambda: pair_round(more, season, args.rounds + 1, avoid_clubs=True),
        "greedy pairing": lambda: greedy_pairing(raw, season),
        "engine standings": lambda: compute_standings(event, season),
        "simple standings": lambda: simple_standings(raw, season),
        "parse event": lambda: parse_event(raw),
    }, args.repeat)
    standings, rows = got["engine standings"][2], got["simple standings"][2]
    # same values in the same order (players in a full tie may be listed differently)
    assert [(r.tp, r.op, r.vp, r.opp_op) for r in standings.rows] == [r[1:] for r in rows]
    pairing = got["engine pairing"][2]

    print(f"{args.players} players, {args.rounds} rounds, season {args.season}; whole simulation {total * 1000:.0f} ms")
    for rnd, t in enumerate(pair_times, 1):
        print(f"  pair round {rnd}: {t * 1000:8.1f} ms wall")
    print(f"  then interleaved, medians of {args.repeat} (CPU, wall):")
    for name, base in (("engine pairing", "greedy pairing"), ("engine standings", "simple standings"),
                       ("parse event", None)):
        cpu, wall, _ = got[name]
        line = f"    {name:17s} cpu {cpu * 1000:8.1f} ms  wall {wall * 1000:8.1f} ms"
        if base:
            bcpu, bwall, _ = got[base]
            line += (f"   {base}: cpu {bcpu * 1000:7.1f} ms  wall {bwall * 1000:7.1f} ms"
                     f"   -> engine {cpu / bcpu:.2f}x the baseline's CPU")
        print(line)
    print(f"  the engine's round {args.rounds + 1}: {len(pairing.deviations)} deviations, "
          f"{len(pairing.table_repeats)} table repeats")


if __name__ == "__main__":
    main()
