"""Reading STATE files for ``its-desktop evaluate``: one state, or JSON Lines of states."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from .evaluate import Evaluator
from .mission import UnknownMission, catalog
from .table import StateError, parse_state


class Evaluators:
    """One prepared evaluator per mission and game size, reused across a batch."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], Evaluator] = {}

    def for_state(self, raw: Any) -> Evaluator:
        if not isinstance(raw, dict):
            raise StateError("(top level)", "must be an object")
        mission_id, points = raw.get("mission"), raw.get("points")
        if not isinstance(mission_id, str):
            raise StateError("mission", "missing" if mission_id is None else "must be a mission id")
        if isinstance(points, bool) or not isinstance(points, int):
            raise StateError("points", "missing" if points is None else f"must be a whole number, got {points!r}")
        key = (mission_id, points)
        if key not in self._cache:
            try:
                scenario = catalog.scenario(mission_id)
            except UnknownMission:
                raise StateError("mission", f"unknown mission {mission_id!r}") from None
            season = catalog.season(scenario.season)
            if points not in season.points:
                sizes = ", ".join(str(p) for p in season.points)
                raise StateError("points", f"{points} is not a game size of {season.id} ({sizes})")
            self._cache[key] = Evaluator(catalog.mission(mission_id, points))
        return self._cache[key]

    def evaluate(self, raw: Any) -> dict[str, Any]:
        ev = self.for_state(raw)
        m = ev.mission
        roles = {r.id.replace("-", "_") for r in m.scenario.roles}
        zones = {z.id for z in m.zones} | {z.group for z in m.zones}
        state = parse_state(raw, set(m.season.trooper_states), set(ev.markers), zones, m.season.rounds, roles)
        return ev.evaluate(state)


def split_states(text: str) -> tuple[bool, Iterator[tuple[int, Any]]]:
    """(is_batch, (line number, decoded value or the JSON error)) for one state or JSON Lines."""
    stripped = text.strip()
    try:
        return False, iter([(1, json.loads(stripped))])
    except json.JSONDecodeError as exc:
        if "Extra data" not in exc.msg:
            return False, iter([(exc.lineno, exc)])

    def lines() -> Iterator[tuple[int, Any]]:
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as exc:
                yield number, exc

    return True, lines()
