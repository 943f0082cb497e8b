"""What a tally edit waits for: one ``score`` of a full record, and the share of it spent finding the
pack readings the result rests on (``readings.for_lines``), interleaved, wall and CPU medians.

    python benchmarks/bench_score.py [--runs 300]

The tally panel scores again on every edit; the readings must stay a small part of it. Missions: one
with flagged bands (S10 League Round 1), one with a destroyed-marker reading (S8 Nimbus Zone), one
with neither (S16 Supremacy).
"""

from __future__ import annotations

import argparse
import statistics
import time


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=300)
    args = ap.parse_args()
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.tally import GameRecord, score
    from its_desktop.domain.readings import for_lines

    cases = {
        "s10/league-round-1@100": ("s10/league-round-1", 100, {"killed-army-points": {"game": 85}}),
        "s8/nimbus-zone@300": ("s8/nimbus-zone", 300, {"more-disconnected": {"game": 2}}),
        "s16/supremacy@300": ("s16/supremacy", 300, {"more-quadrants": {"1": 3, "2": 2, "3": 1},
                                                     "hacked-consoles": {"game": 2}}),
    }
    for name, (mid, points, values) in cases.items():
        mission = catalog.mission(mid, points)
        record = GameRecord.from_json({"mission": mid, "points": points, "rounds_completed": 3,
                                       "end_reason": "completed", "values": {"A": values, "B": values}})
        result = score(mission, record)
        lines = {p: list(ps.lines) for p, ps in result.players.items()}
        walls: dict[str, list[float]] = {"score": [], "readings": []}
        cpus: dict[str, list[float]] = {"score": [], "readings": []}
        for _ in range(args.runs):  # interleaved: the same load on both
            for kind, run in (("score", lambda: score(mission, record)), ("readings", lambda: for_lines(mission, lines))):
                w, c = time.perf_counter(), time.process_time()
                run()
                walls[kind].append(time.perf_counter() - w)
                cpus[kind].append(time.process_time() - c)
        ws, wr = statistics.median(walls["score"]), statistics.median(walls["readings"])
        cs, cr = statistics.median(cpus["score"]), statistics.median(cpus["readings"])
        print(f"{name:<24} score {ws * 1e3:6.3f} ms wall / {cs * 1e3:6.3f} ms CPU;  readings "
              f"{wr * 1e3:6.3f} ms wall ({wr / ws:5.1%} of the score) / {cr * 1e3:6.3f} ms CPU")


if __name__ == "__main__":
    main()
