"""Reading STATE files for ``its-desktop evaluate``: one state, or JSON Lines of states (streamed)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

from . import inputs
from .errors import InputError
from .evaluator import Evaluator, check_activation, check_roles
from .evaluation import Evaluation
from .itstable import check_format, mission_of
from .table import StateError, parse_state


class Evaluators:
    """One prepared evaluator per mission and game size, reused across a batch."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], Evaluator] = {}

    def for_state(self, raw: Any) -> Evaluator:
        check_format(raw)  # an .itstable of a newer version or another program's JSON, as File → Open refuses
        mission_id, points = raw.get("mission"), raw.get("points")
        key = (mission_id, points) if isinstance(mission_id, str) and isinstance(points, int) else None
        if key is None or key not in self._cache:
            evaluator = Evaluator(mission_of(raw))
            assert key is not None  # mission_of refused anything else
            self._cache[key] = evaluator
        return self._cache[key]

    def evaluate(self, raw: Any) -> Evaluation:
        ev = self.for_state(raw)
        m = ev.mission
        roles = {r.id.replace("-", "_") for r in m.scenario.roles}
        zones = {z.id for z in m.zones} | {z.group for z in m.zones}
        markers = {mk.id: mk.table_states() for mk in m.markers}
        state = parse_state(raw, set(m.season.trooper_states), markers, zones, m.season.rounds, roles,
                            (m.width, m.depth))
        check_activation(m, state.markers)
        check_roles(m, state.troopers)
        return ev.evaluate(state)


Decoded = tuple[int, Any]  # (line number, decoded value or the InputError that line gave)


def _line(number: int, text: str) -> Decoded:
    try:
        return number, inputs.load_json(text)
    except InputError as exc:
        if isinstance(exc, inputs.MalformedJSON):
            exc = StateError(f"line {number}", exc.message)
        elif exc.field == "(json)":
            exc.field = f"line {number}"
        else:
            exc.field = f"line {number}: {exc.field}"
        return number, exc


def _is_value(line: str) -> bool:
    """Whether one line holds a whole JSON value (even one with a bad number or string in it)."""
    try:
        inputs.load_json(line)
    except inputs.MalformedJSON:
        return False
    except InputError:
        return True
    return True


def read_states(path: str | os.PathLike[str]) -> tuple[bool, Iterator[Decoded]]:
    """(is_batch, (line number, decoded state or its error)…) of a STATE file.

    A file whose first non-blank line is a whole JSON value followed by more lines is JSON Lines and is
    read a line at a time (any length); anything else is one document of at most ``inputs.MAX_BYTES``.
    Problems with the file itself (missing, a FIFO, not text) raise InputError naming it."""
    lines = inputs.iter_lines(path)
    filled = ((n, t) for n, t in lines if t.strip())
    first = next(filled, None)
    if first is not None and _is_value(first[1]):
        second = next(filled, None)
        if second is not None:
            def batch() -> Iterator[Decoded]:
                yield _line(*first)
                yield _line(*second)
                for n, t in filled:
                    yield _line(n, t)
            return True, batch()
    lines.close()
    return False, iter([(1, inputs.load_json(inputs.read_text(path), os.fspath(path)))])


def split_states(text: str) -> tuple[bool, Iterator[Decoded]]:
    """:func:`read_states` for text already in memory (tests, tools)."""
    filled = [(n, t) for n, t in enumerate(text.splitlines(), start=1) if t.strip()]
    if len(filled) >= 2 and _is_value(filled[0][1]):
        return True, (_line(n, t) for n, t in filled)
    try:
        return False, iter([(1, inputs.load_json(text))])
    except InputError as exc:
        return False, iter([(1, exc)])
