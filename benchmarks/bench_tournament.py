"""Tournament speed: pairing and standings for a large event, against a straightforward baseline.

    python benchmarks/bench_tournament.py [--players 512] [--rounds 5] [--season s16] [--repeat 5]

An event of N players is played through R rounds: round 1 drawn with a seed, every later round paired
by the engine (rematch avoidance on, clubs of 8 players with club avoidance on), results random but
reproducible. Reported: the time to pair each round, the time for the standings after the last round
(final, with bye rescaling), and the same standings computed the straightforward way (every player scans
every game; opponents' OP by scanning again) in the same run, with their ratio.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import compute_standings, game_points, pair_round, parse_event


def timeit(fn, repeat: int) -> tuple[float, object]:
    samples, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples), result


def baseline_standings(raw: dict, season) -> list:
    """Standings the obvious way: O(players x games) scans (and O(players^2) for the VP ties), same keys."""
    t = season.tournament
    games = [g for g in raw["games"] if "bye" not in g]
    byes = [g for g in raw["games"] if "bye" in g]
    rows = []
    for p in raw["players"]:
        pid = p["id"]
        tp = op = vp = played = 0
        opponents = []
        for g in games:
            if pid in (g["a"], g["b"]):
                own, other = ("a", "b") if g["a"] == pid else ("b", "a")
                tp += game_points(t.points, g[f"op_{own}"], g[f"op_{other}"])[0]
                op += g[f"op_{own}"]
                vp += g[f"vp_{own}"]
                played += 1
                opponents.append(g[other])
        nbyes = sum(1 for b in byes if b["bye"] == pid)
        tp += nbyes * t.bye.tp
        rows.append([pid, tp, op, vp, opponents, played, nbyes])
    totals = {r[0]: r[2] for r in rows}
    out = []
    for pid, tp, op, vp, opponents, played, nbyes in rows:
        opp = sum(totals[o] for o in set(opponents))
        final_op = math.ceil(op * (played + nbyes) / played) if nbyes and played else op
        out.append([pid, tp, final_op, vp, opp, played, nbyes])
    for row in out:  # VP rescaled for bye players tied with someone on TP and OP
        tied = sum(1 for other in out if other[1:3] == row[1:3]) > 1
        if tied and row[6] and row[5]:
            row[3] = math.ceil(row[3] * (row[5] + row[6]) / row[5])
    out = [tuple(r[:5]) for r in out]
    out.sort(key=lambda r: (-r[1], -r[2], -r[3], -r[4]))
    return out


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
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    season = catalog.season(args.season)

    start = time.perf_counter()
    raw, pair_times = play(args.players, args.rounds, args.season, args.seed)
    total = time.perf_counter() - start
    event = parse_event(raw)
    parse_time, _ = timeit(lambda: parse_event(raw), args.repeat)
    engine, standings = timeit(lambda: compute_standings(event, season), args.repeat)
    base, rows = timeit(lambda: baseline_standings(raw, season), args.repeat)
    # same values in the same order (players in a full tie may be listed differently)
    assert [(r.tp, r.op, r.vp, r.opp_op) for r in standings.rows] == [r[1:] for r in rows]
    # the engine's final pairing of one more round (from the same history), repeated for a stable figure
    raw_more = dict(raw, rounds_planned=args.rounds + 1)
    more = parse_event(raw_more)
    extra, pairing = timeit(lambda: pair_round(more, season, args.rounds + 1, avoid_clubs=True), args.repeat)

    print(f"{args.players} players, {args.rounds} rounds, season {args.season}; whole simulation {total * 1000:.0f} ms")
    for rnd, t in enumerate(pair_times, 1):
        print(f"  pair round {rnd}: {t * 1000:8.1f} ms")
    print(f"  pair round {args.rounds + 1} (median of {args.repeat}): {extra * 1000:8.1f} ms, "
          f"{len(pairing.deviations)} deviations, {len(pairing.table_repeats)} table repeats")
    print(f"  parse event ({len(raw['games'])} entries): {parse_time * 1000:8.1f} ms")
    print(f"  standings after round {args.rounds} (final, median of {args.repeat}): {engine * 1000:8.1f} ms")
    print(f"  baseline standings (every player scans every game): {base * 1000:8.1f} ms "
          f"-> engine is {base / engine:.1f}x the baseline")


if __name__ == "__main__":
    main()
