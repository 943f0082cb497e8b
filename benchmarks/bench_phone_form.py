"""What a phone's "Check the score" waits for on the server: the posted form read, applied to the tally
model and scored (``web/players/form.parse``), against the form reader it replaced (the one before the
early end, the private entries and the model: ``--baseline``, default ``d2a167b``, read with ``git show``
into a temporary module), interleaved, on the same Supremacy game; and the same read on The Armory with a
Classified card, its INTELCOM card and the other seat's entries carried over (the new reader only).

    python benchmarks/bench_phone_form.py [--samples 300] [--baseline REV]

CPU and wall medians (and the worst wall); the machine is shared, so only medians compare.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from its_desktop.domain.mission import catalog  # noqa: E402
from its_desktop.web.players import form as new_form  # noqa: E402

SUPREMACY = {"m.A.more-quadrants.1": "2", "m.B.more-quadrants.1": "1", "m.A.more-quadrants.2": "1",
             "m.B.more-quadrants.2": "1", "m.A.more-quadrants.3": "1", "m.B.more-quadrants.3": "1",
             "m.A.hacked-consoles.game": "2", "m.B.hacked-consoles.game": "0", "vp.A": "150", "vp.B": "100",
             "cl.A.0.name": "Sabotage"}
ARMORY = {"m.A.dominate-armory-round.1": "1", "m.B.dominate-armory-round.1": "0",
          "m.A.dominate-armory-round.2": "0", "m.B.dominate-armory-round.2": "1",
          "m.A.dominate-armory-round.3": "1", "m.B.dominate-armory-round.3": "0",
          "m.A.dominate-armory-end.game": "1", "m.B.dominate-armory-end.game": "0",
          "m.A.more-panoply-items.game": "2", "m.B.more-panoply-items.game": "1", "vp.A": "200", "vp.B": "120"}


def old_module(rev: str, folder: Path):
    text = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:its_desktop/web/players/form.py"], check=True,
                          capture_output=True, text=True).stdout
    path = folder / "old_form.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("old_form", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_form"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def timed(fn) -> tuple[float, float]:
    c, w = time.process_time(), time.perf_counter()
    fn()
    return (time.process_time() - c) * 1000, (time.perf_counter() - w) * 1000


def summary(name: str, cpu: list[float], wall: list[float]) -> str:
    return (f"{name:<44} CPU median {statistics.median(cpu):6.2f} ms   wall median {statistics.median(wall):6.2f} ms"
            f"   worst {max(wall):6.2f} ms")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--samples", type=int, default=300)
    ap.add_argument("--baseline", default="d2a167b")
    args = ap.parse_args()
    supremacy, armory = catalog.mission("s16/supremacy", 300), catalog.mission("s16/the-armory", 300)
    with tempfile.TemporaryDirectory() as tmp:
        old = old_module(args.baseline, Path(tmp))
        old_def, new_def = old.build(supremacy, "en"), new_form.build(supremacy, "en")
        armory_def = new_form.build(armory, "en")
        a = new_form.parse(armory_def, {**ARMORY, "cl.A.0.name": "Alpha", "cl.A.0.intelcom": "on", "ic.A.value": "7",
                                        "ic.A.zone": armory_def.zos[0][0]}, ("A", "B"), "A")
        carried = [e for e in a.record["entries"] if e["player"] == "A" and e["sealed"]]
        runs = {
            "before (completed games, no model)": lambda: old.parse(old_def, SUPREMACY, ("A", "B")),
            "now (through TallyModel)": lambda: new_form.parse(new_def, SUPREMACY, ("A", "B"), "A"),
            "now, Armory: INTELCOM + carried entries": lambda: new_form.parse(
                armory_def, {**ARMORY, "cl.B.0.name": "Bravo"}, ("A", "B"), "B", carried),
        }
        for fn in runs.values():  # warm up (imports, caches)
            fn()
        cpu: dict[str, list[float]] = {k: [] for k in runs}
        wall: dict[str, list[float]] = {k: [] for k in runs}
        for _ in range(args.samples):
            for name, fn in runs.items():  # interleaved: the same load on each
                c, w = timed(fn)
                cpu[name].append(c)
                wall[name].append(w)
    for name in runs:
        print(summary(name, cpu[name], wall[name]))
    base = statistics.median(cpu["before (completed games, no model)"])
    print(f"now / before (CPU medians): {statistics.median(cpu['now (through TallyModel)']) / base:.2f}x")


if __name__ == "__main__":
    main()
