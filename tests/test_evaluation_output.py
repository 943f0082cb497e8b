"""``its-desktop evaluate`` prints, byte for byte, what it printed before the evaluation became typed
(the documented interface, docs/architecture.md), and the privacy filter hides exactly what it hid."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.data.make_evaluation_golden import RUNS, batch, filtered, run
from tests.evaluation_cases import cases

GOLDEN = json.loads((Path(__file__).parent / "data" / "evaluation_golden.json").read_text(encoding="utf-8"))
CASES = dict(cases())


def test_the_cases_are_the_ones_recorded():
    assert set(GOLDEN) == set(CASES) | {"(batch)"}


@pytest.mark.parametrize("name", sorted(CASES))
def test_text_json_and_views_are_unchanged(name, tmp_path):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(CASES[name]), encoding="utf-8")
    for kind, args in RUNS.items():
        assert run(args, path) == GOLDEN[name][kind], kind
    assert filtered(CASES[name]) == {k: v for k, v in GOLDEN[name].items() if k.startswith("view_")}


def test_json_lines_batch_is_unchanged(tmp_path):
    assert batch(tmp_path) == GOLDEN["(batch)"]["jsonl"]
