"""Write ``evaluation_golden.json``: what ``its-desktop evaluate`` prints for ``tests/evaluation_cases``.

    python tests/data/make_evaluation_golden.py

Run it only when the promised output changes on purpose; ``tests/test_evaluation_output.py`` checks
the command against the file byte for byte.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from its_desktop import cli  # noqa: E402
from its_desktop.domain import privacy  # noqa: E402
from its_desktop.domain.state_files import Evaluators  # noqa: E402
from its_desktop.domain.table import parse_state  # noqa: E402
from tests.evaluation_cases import cases  # noqa: E402

# (name of the output, arguments before the file): the text in English and French, the JSON, the batch
RUNS = {"text": ([], []), "text_fr": (["--lang", "fr"], []), "json": ([], ["--json"])}


def run(args: tuple[list[str], list[str]], path: Path) -> str:
    """The command's standard output for ``its-desktop [before…] evaluate PATH [after…]``."""
    before, after = args
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main([*before, "evaluate", str(path), *after])
    assert code == 0, (args, path)
    return out.getvalue()


def filtered(state: dict) -> dict[str, str]:
    """What each view may see of the evaluation (``privacy.filter_evaluation``), as JSON text."""
    evaluators = Evaluators()
    result = evaluators.evaluate(state)
    m = evaluators.for_state(state).mission
    markers = {mk.id: mk.table_states() for mk in m.markers}
    troopers = parse_state(state, set(m.season.trooper_states), markers,
                           {z.id for z in m.zones} | {z.group for z in m.zones}, m.season.rounds,
                           {r.id.replace("-", "_") for r in m.scenario.roles}).troopers
    out = {}
    for view in ("A", "stream"):
        shown = privacy.filter_evaluation(result, troopers, view, m)
        out[f"view_{view}"] = json.dumps(shown.to_json() if hasattr(shown, "to_json") else shown)
    return out


def outputs(folder: Path) -> dict[str, dict[str, str]]:
    result: dict[str, dict[str, str]] = {}
    for name, state in cases():
        path = folder / f"{name}.json"
        path.write_text(json.dumps(state), encoding="utf-8")
        result[name] = {kind: run(args, path) for kind, args in RUNS.items()} | filtered(state)
    result["(batch)"] = {"jsonl": batch(folder)}
    return result


def batch(folder: Path) -> str:
    """The output of every case as one JSON Lines file."""
    path = folder / "batch.jsonl"
    path.write_text("\n".join(json.dumps(s) for _, s in cases()) + "\n", encoding="utf-8")
    return run(([], []), path)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = outputs(Path(tmp))
    target = Path(__file__).with_name("evaluation_golden.json")
    target.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{target}: {len(data)} cases")


if __name__ == "__main__":
    main()
