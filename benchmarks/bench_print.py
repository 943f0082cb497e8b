"""Printing speed and size: a true-size tiled 48 x 48 map and a round's table pack, against baselines
in the same run.

    python benchmarks/bench_print.py [--mission s16/frostbyte] [--points 300] [--paper a4] [--repeat 5]
                                     [--players 64] [--pack-round 3]

Reported: the tiled map's time and file size (the table drawn once into a PDF form that every tile
shows through its window), the same map with the table redrawn on every tile (what a first
implementation would do), and the one-page fit map as a yardstick. Goal: a 48 x 48 tiled map in
well under a second and a file that stays small (the form keeps it near the fit map's size plus the
fonts), at least as fast as the redraw-per-tile baseline.

Table pack: a 64-player event (rounds before played out with seeded results) gets round 3's pack,
32 tables x (map + two scenario sheets) + pairings + standings, in one PDF. Reported: time and size
with the map drawn once into a form shown on every table's map page, against the same pack with the
map redrawn on every map page (baseline), and per table. Goal: at least as fast as the baseline, the
file a fraction of its size, a 32-table round in a few seconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from its_desktop.domain.mission import catalog
from its_desktop.printing import fonts
from its_desktop.printing.baseline import redraw_every_page
from its_desktop.domain.tournament import pair_round, parse_event
from its_desktop.printing.map_pdf import map_fit
from its_desktop.printing.tiles import map_tiled
from its_desktop.printing.pack import table_pack

FACTIONS = ["PanOceania", "Yu Jing", "Ariadna", "Haqqislam", "Nomads", "Combined Army", "ALEPH", "Tohaa", "O-12",
            "JSA"]


def timed(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def played_event(players: int, rounds_played: int, season_id: str, seed: int = 16) -> dict:
    """An EVENT with ``players`` players and the first ``rounds_played`` rounds paired and scored (seeded)."""
    season = catalog.season(season_id)
    rng = random.Random(seed)
    raw = {"season": season_id, "players": [
        {"id": f"p{i}", "name": f"Player {i:02d} Żółć" if i % 7 == 0 else f"Player {i:02d}",
         "faction": FACTIONS[i % len(FACTIONS)]} for i in range(1, players + 1)], "games": []}
    for rnd in range(1, rounds_played + 1):
        event = parse_event(raw, op_ceiling=season.tournament.op_ceiling)
        pairing = pair_round(event, season, rnd, seed=seed)
        for t in pairing.pairings:
            raw["games"].append({"round": rnd, "table": t.table, "a": t.a, "b": t.b, "op_a": rng.randint(0, 10),
                                 "op_b": rng.randint(0, 10), "vp_a": rng.randint(0, 300),
                                 "vp_b": rng.randint(0, 300)})
        if pairing.bye is not None:
            raw["games"].append({"round": rnd, "bye": pairing.bye})
    return raw


def bench_pack(args: argparse.Namespace) -> None:
    season = args.mission.split("/")[0]
    event = played_event(args.players, args.pack_round - 1, season)
    with tempfile.TemporaryDirectory() as tmp:
        fast, slow = Path(tmp, "pack.pdf"), Path(tmp, "pack-redraw.pdf")
        result = table_pack(event, None, args.pack_round, fast, args.mission, args.points, args.paper)
        t_fast = timed(lambda: table_pack(event, None, args.pack_round, fast, args.mission, args.points, args.paper),
                       args.repeat)
        with redraw_every_page():
            t_slow = timed(lambda: table_pack(event, None, args.pack_round, slow, args.mission, args.points,
                                              args.paper), args.repeat)
        s_fast, s_slow = fast.stat().st_size, slow.stat().st_size
    n = len(result.tables)
    print(f"table pack: {args.players} players, round {args.pack_round}, {n} tables, {result.pages} pages "
          f"({args.mission} at {args.points}, map {result.map_orientation}, {args.paper})")
    print(f"pack (map form)     {t_fast * 1e3:8.1f} ms  {s_fast / 1024:8.1f} KiB  (median of {args.repeat}; "
          f"{t_fast / n * 1e3:.1f} ms and {s_fast / n / 1024:.1f} KiB per table)")
    print(f"pack (redraw/map)   {t_slow * 1e3:8.1f} ms  {s_slow / 1024:8.1f} KiB  baseline")
    print(f"ratio               {t_slow / t_fast:8.2f}x faster, {s_slow / s_fast:.1f}x smaller than the baseline")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/frostbyte")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--paper", default="a4", choices=["a4", "letter"])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--players", type=int, default=64, help="table pack: players in the event")
    ap.add_argument("--pack-round", type=int, default=3, help="table pack: the round printed")
    args = ap.parse_args()
    mission = catalog.mission(args.mission, args.points)
    fonts.register()  # one-time font loading is not part of a map
    with tempfile.TemporaryDirectory() as tmp:
        tiled, naive, fit = Path(tmp, "tiled.pdf"), Path(tmp, "naive.pdf"), Path(tmp, "fit.pdf")
        grid = map_tiled(mission, tiled, args.paper)
        t_tiled = timed(lambda: map_tiled(mission, tiled, args.paper), args.repeat)
        with redraw_every_page():
            t_naive = timed(lambda: map_tiled(mission, naive, args.paper), args.repeat)
        t_fit = timed(lambda: map_fit(mission, fit, args.paper), args.repeat)
        s_tiled, s_naive, s_fit = (p.stat().st_size for p in (tiled, naive, fit))
    print(f"{args.mission} at {args.points}: table {mission.width:g} x {mission.depth:g} {mission.season.unit}, "
          f"{args.paper}, {grid.pages} pages ({grid.cols} x {grid.rows} tiles + overview, {grid.orientation})")
    print(f"tiled (form)        {t_tiled * 1e3:8.1f} ms  {s_tiled / 1024:8.1f} KiB  (median of {args.repeat})")
    print(f"tiled (redraw/tile) {t_naive * 1e3:8.1f} ms  {s_naive / 1024:8.1f} KiB  baseline")
    print(f"fit, one page       {t_fit * 1e3:8.1f} ms  {s_fit / 1024:8.1f} KiB")
    print(f"ratio               {t_naive / t_tiled:8.2f}x faster, {s_naive / s_tiled:.1f}x smaller than the baseline;"
          f" {t_tiled / t_fit:.1f}x the fit map's time")
    bench_pack(args)


if __name__ == "__main__":
    main()
