"""The plain reading of records and exports (``plain_read``) agrees with the pydantic models that define them.

For a record or export exactly as this program writes it, the plain reading gives the fields the model gives,
value for value and type for type; for anything else it answers None and the model decides (its one-line
errors, its conversions). Checked on the worked example and on every one-value change of a record holding every
field: each leaf and each key replaced by a value of another type, out of bounds, null, left out."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import BaseModel

from its_desktop.domain.table import StateError
from its_desktop.domain.tally import plain_read
from its_desktop.domain.tally.exported_game import GameExport
from its_desktop.domain.tally.record import GameRecord
from its_desktop.domain.tally.record_shape import RecordShape
from its_desktop.domain.validation import validate

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game-frostbyte.json"

# Every field of a record, as GameRecord.to_json writes them, the optional ones set.
FULL = {
    "mission": "s16/frostbyte", "points": 300, "rounds_completed": 3, "end_reason": "completed",
    "reached_round": 3, "reached_turn": 2,
    "values": {"A": {"more-killed": {"game": 25}, "dominate-exclusion": {"1": True, "2": False, "3": 1}},
               "B": {"more-heating-units": {"game": 2.5}}},
    "overrides": {"B": {"dominate-exclusion": {"game": {"value": 0, "who": "referee", "why": "Isolated"}}}},
    "classified": {"A": [{"name": "Telemetry", "fulfilled": True, "secure_hvt": False, "intelcom": False,
                          "symbol": "counter"}, {"name": "", "fulfilled": False, "secure_hvt": True, "intelcom": False,
                                                 "symbol": False}, {}],
                   "B": [{"name": "x", "fulfilled": False, "secure_hvt": False, "intelcom": True, "symbol": None}]},
    "intelcom": {"A": {"mode": "support_and_control", "value": 5, "zone": "sector-central"},
                 "B": {"mode": "interference", "value": 2.5, "zone": None, "target": "a3"}},
    "decks": {"A": {"current-mission-objectives": 4}},
    "vp": {"A": 210, "B": 95.5},
    "hvt_harmed_by": "B",
    "contested": {"console-2": "none", "console-1": "A"},
}

ODD: list[Any] = [None, "3", "", 3, 0, -1, 2.5, 3.0, True, False, 1e9, math.nan, math.inf, [], {}, "game", "01",
                  "A", "none", "x" * 70, {"value": 1}]


def plain(value: Any) -> Any:
    """Fields as plain data with their types kept (True is not 1), from the models or the plain reading."""
    if isinstance(value, BaseModel):
        return {k: plain(getattr(value, k)) for k in type(value).model_fields}
    if isinstance(value, SimpleNamespace):
        return {k: plain(v) for k, v in vars(value).items()}
    if isinstance(value, dict):
        return {"dict": [(plain(k), plain(v)) for k, v in value.items()]}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return (type(value).__name__, value)


def variants(data: Any, path: tuple = ()) -> Any:
    """(path, data with one change) for every leaf and key of ``data``: replaced by each ODD value, left out."""
    if isinstance(data, dict):
        for key in data:
            for odd in ODD:
                yield path + (key,), _set(data, path + (key,), odd)
            yield path + (key, "(left out)"), _drop(data, path + (key,))
            if isinstance(key, str):
                yield path + (key, "(key)"), _rekey(data, path, key)
            yield from variants(data[key], path + (key,))
    elif isinstance(data, list):
        for i, item in enumerate(data):
            for odd in ODD:
                yield path + (i,), _set(data, path + (i,), odd)
            yield from variants(item, path + (i,))


def _at(root: Any, path: tuple) -> Any:
    for p in path:
        root = root[p]
    return root


def _set(root: Any, path: tuple, value: Any) -> Any:
    out = copy.deepcopy(ROOT[0])
    _at(out, path[:-1])[path[-1]] = value
    return out


def _drop(root: Any, path: tuple) -> Any:
    out = copy.deepcopy(ROOT[0])
    del _at(out, path[:-1])[path[-1]]
    return out


def _rekey(root: Any, path: tuple, key: str) -> Any:
    out = copy.deepcopy(ROOT[0])
    parent = _at(out, path)
    parent[key + "9" if key not in ("A", "B") else "C"] = parent.pop(key)
    return out


ROOT: list[Any] = [None]  # the document the variants change (a deep copy each time)


def agree(fast: Any, model: type[BaseModel], data: Any) -> None:
    """The plain reading is None, or the model accepts ``data`` and gives the very same fields."""
    if fast is None:
        return
    got = validate(model, data, StateError)  # a StateError here: the plain reading took what the model refuses
    assert plain(fast) == plain(got)


def test_every_field_of_a_record_reads_as_the_model_reads_it():
    fast = plain_read.record_fields(FULL)
    assert fast is not None  # what this program writes is read without the model
    agree(fast, RecordShape, FULL)
    assert GameRecord.from_json(FULL).to_json() == GameRecord.from_json(json.dumps(FULL)).to_json()


def test_a_record_written_by_the_program_reads_back_the_same():
    record = GameRecord.from_json(FULL)
    again = record.to_json()
    assert plain_read.record_fields(again) is not None
    assert GameRecord.from_json(again) == record


def test_any_one_change_to_a_record_is_read_as_the_model_reads_it_or_left_to_it():
    ROOT[0] = FULL
    taken = left = 0
    for path, data in variants(FULL):
        fast = plain_read.record_fields(data)
        try:
            agree(fast, RecordShape, data)
        except StateError as exc:  # pragma: no cover - the failure's message
            pytest.fail(f"{path}: the plain reading accepted what the model refuses ({exc})")
        taken += fast is not None
        left += fast is None
    assert taken > 50 and left > 200  # both ways exercised: some changes are still well-formed records


def test_the_example_export_reads_as_the_model_reads_it():
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    fast = plain_read.export_fields(data)
    assert fast is not None
    agree(fast, GameExport, data)


def test_any_one_change_to_an_export_is_read_as_the_model_reads_it_or_left_to_it():
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["history"] = [{"player": "A", "key": "vp", "round": None, "old": 1, "new": 2, "source": "asked",
                        "sealed": False, "who": "Ana", "at": "2026-11-24T22:40:47", "why": None}]
    # One entry of each kind (a count per round, a whole-game value, a referee's correction) and one snapshot
    # whose table is the table reader's business (itstable), not the export's.
    by_kind = {(e["source"], e["round"] is None, type(e["value"]).__name__): e for e in data["entries"]}
    data["entries"] = list(by_kind.values()) + [
        {"player": "B", "key": "dominate-exclusion", "round": None, "source": "override", "sealed": True,
         "value": {"value": 0, "who": "referee", "why": "Isolated"}, "created_at": "t", "updated_at": "t"}]
    data["snapshots"] = [{**data["snapshots"][0], "itstable": {"format": "itstable", "n": 1}}]
    ROOT[0] = data
    taken = left = 0
    for path, changed in variants(data):
        fast = plain_read.export_fields(changed)
        try:
            agree(fast, GameExport, changed)
        except StateError as exc:  # pragma: no cover
            pytest.fail(f"{path}: the plain reading accepted what the model refuses ({exc})")
        taken += fast is not None
        left += fast is None
    assert taken > 50 and left > 200
