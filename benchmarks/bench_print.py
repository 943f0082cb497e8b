"""Printing speed and size: a true-size tiled 48 x 48 map and a round's table pack, each against a
minimal ReportLab document with the same pages, interleaved.

    python benchmarks/bench_print.py [--mission s16/frostbyte] [--points 300] [--paper a4] [--repeat 5]
                                     [--players 60] [--pack-round 3]

The baseline is the floor of any PDF of those pages: a ReportLab canvas with the same number of pages
at the same sizes, a line of text on each (fonts registered beforehand for both). Each round of the
loop writes the real document and then the baseline, so a busy machine slows both alike; CPU (what a
shared machine cannot steal) and wall, medians. "beyond the floor" is the real document's CPU minus
the baseline's: the work of laying the pages out and drawing them.

Tiled map: the table at true size on tiles (drawn once into a PDF form every tile shows), and the
one-page fit map as a yardstick. Table pack: a 60-player event (the rounds before played out with
seeded results) gets round 3's pack: 30 tables x (map + two scenario sheets + tent card), pairings,
find-your-table and standings, in one PDF. Goal: the pack within a second beyond the floor.
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
from its_desktop.domain.tournament import pair_round, parse_event
from its_desktop.printing.map_pdf import map_fit
from its_desktop.printing.tiles import map_tiled
from its_desktop.printing.pack import table_pack

FACTIONS = ["PanOceania", "Yu Jing", "Ariadna", "Haqqislam", "Nomads", "Combined Army", "ALEPH", "Tohaa", "O-12",
            "JSA"]


def interleaved(fns: dict, repeat: int) -> dict[str, tuple[float, float]]:
    """{name: (median CPU, median wall)}, the functions run in turn ``repeat`` times."""
    samples: dict[str, list[tuple[float, float]]] = {k: [] for k in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            c0, t0 = time.process_time(), time.perf_counter()
            fn()
            samples[name].append((time.process_time() - c0, time.perf_counter() - t0))
    return {k: (statistics.median(c for c, _ in v), statistics.median(w for _, w in v)) for k, v in samples.items()}


def page_sizes(path: Path) -> list[tuple[float, float]]:
    from pypdf import PdfReader

    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(path).pages]


def minimal_document(path: Path, sizes: list[tuple[float, float]]) -> None:
    """The floor: the same pages at the same sizes, one line of text on each."""
    from reportlab.pdfgen.canvas import Canvas

    c = Canvas(str(path), pageCompression=1)
    for number, size in enumerate(sizes, 1):
        c.setPageSize(size)
        c.setFont(fonts.REGULAR, 10)
        c.drawString(36, size[1] - 48, f"Page {number} of {len(sizes)}")
        c.showPage()
    c.save()


def report(name: str, got: tuple[float, float], floor: tuple[float, float], size: int, floor_size: int) -> None:
    print(f"  {name:22s} cpu {got[0] * 1e3:7.1f} ms  wall {got[1] * 1e3:7.1f} ms  {size / 1024:8.1f} KiB   "
          f"minimal document: cpu {floor[0] * 1e3:6.1f} ms  wall {floor[1] * 1e3:6.1f} ms  {floor_size / 1024:6.1f} KiB"
          f"   beyond the floor: {(got[0] - floor[0]) * 1e3:7.1f} ms CPU")


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
        pack, floor = Path(tmp, "pack.pdf"), Path(tmp, "floor.pdf")
        result = table_pack(event, None, args.pack_round, pack, args.mission, args.points, args.paper)
        sizes = page_sizes(pack)
        got = interleaved({
            "pack": lambda: table_pack(event, None, args.pack_round, pack, args.mission, args.points, args.paper),
            "floor": lambda: minimal_document(floor, sizes)}, args.repeat)
        s_pack, s_floor = pack.stat().st_size, floor.stat().st_size
    n = len(result.tables)
    print(f"table pack: {args.players} players, round {args.pack_round}, {n} tables, {result.pages} pages "
          f"({args.mission} at {args.points}, map {result.map_orientation}, {args.paper}); medians of {args.repeat}")
    report("pack", got["pack"], got["floor"], s_pack, s_floor)
    print(f"  per table: {(got['pack'][0] - got['floor'][0]) / n * 1e3:.1f} ms CPU beyond the floor, "
          f"{s_pack / n / 1024:.1f} KiB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", default="s16/frostbyte")
    ap.add_argument("--points", type=int, default=300)
    ap.add_argument("--paper", default="a4", choices=["a4", "letter"])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--players", type=int, default=60, help="table pack: players in the event")
    ap.add_argument("--pack-round", type=int, default=3, help="table pack: the round printed")
    args = ap.parse_args()
    mission = catalog.mission(args.mission, args.points)
    fonts.register()  # one-time font loading is not part of a document
    with tempfile.TemporaryDirectory() as tmp:
        tiled, fit, floor = Path(tmp, "tiled.pdf"), Path(tmp, "fit.pdf"), Path(tmp, "floor.pdf")
        grid = map_tiled(mission, tiled, args.paper)
        map_fit(mission, fit, args.paper)
        tiled_sizes, fit_sizes = page_sizes(tiled), page_sizes(fit)
        got = interleaved({"tiled": lambda: map_tiled(mission, tiled, args.paper),
                           "tiled floor": lambda: minimal_document(floor, tiled_sizes),
                           "fit": lambda: map_fit(mission, fit, args.paper),
                           "fit floor": lambda: minimal_document(floor, fit_sizes)}, args.repeat)
        s_tiled, s_fit = tiled.stat().st_size, fit.stat().st_size
        minimal_document(floor, tiled_sizes)
        s_floor_tiled = floor.stat().st_size
        minimal_document(floor, fit_sizes)
        s_floor_fit = floor.stat().st_size
    print(f"{args.mission} at {args.points}: table {mission.width:g} x {mission.depth:g} {mission.season.unit}, "
          f"{args.paper}, {grid.pages} pages ({grid.cols} x {grid.rows} tiles + overview, {grid.orientation}); "
          f"medians of {args.repeat}")
    report("tiled, true size", got["tiled"], got["tiled floor"], s_tiled, s_floor_tiled)
    report("fit, one page", got["fit"], got["fit floor"], s_fit, s_floor_fit)
    bench_pack(args)


if __name__ == "__main__":
    main()
