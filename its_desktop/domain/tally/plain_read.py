"""A game record and an exported game read in plain Python, when they are exactly as this program writes them.

``score GAME.json`` and the players' pages (``settle``) read records this program wrote; building pydantic's
validators for them cost more than the scoring (the import and the first build, about a third of the command).
The pydantic models (``record_shape.RecordShape``, ``exported_game.GameExport``) stay the definition of both
formats and decide everything else: each function here answers ``None`` — "ask the models" — at the first value that is
not exactly of its type and within its bounds (a number given as text, a key it does not know for sure, a
missing field), so a bad file gets the models' one-line error, word for word, and a value the models would
convert is converted by them. What is accepted here is what the models accept, unchanged
(``tests/tally/test_plain_read.py`` compares both on a record holding every field, the worked example, and
every one-value change of them).
"""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Any

from its_desktop.domain import bounds

from .record_terms import CONTESTED_WINNERS, END_REASONS, FORMAT, GAME, MOST_ROUNDS, SOURCES, SYMBOLS, VERSION

PLAYERS = ("A", "B")
ROUND_KEYS = frozenset((GAME, *(str(n) for n in range(1, MOST_ROUNDS + 1))))


class _Unsure(Exception):
    """Not exactly as written by this program: the pydantic models decide."""


def _int(value: Any, low: float, high: float) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _Unsure
    return value


def _number(value: Any, low: float, high: float) -> int | float:
    """A whole or decimal number (never true/false), finite, within the bounds."""
    if type(value) is int or (type(value) is float and math.isfinite(value)):
        if low <= value <= high:
            return value
    raise _Unsure


def _text(value: Any, non_empty: bool = False) -> str:
    if type(value) is not str or (non_empty and not value):
        raise _Unsure
    return value


def _flag(value: Any) -> bool:
    if type(value) is not bool:
        raise _Unsure
    return value


def _object(value: Any) -> dict[str, Any]:
    if type(value) is not dict:
        raise _Unsure
    return value


def _list(value: Any) -> list[Any]:
    if type(value) is not list:
        raise _Unsure
    return value


def _optional(raw: dict[str, Any], key: str, read: Any, default: Any = None) -> Any:
    """A field that may be left out (its default) or null (None, where the model allows null)."""
    if key not in raw:
        return default
    value = raw[key]
    return None if value is None else read(value)


def _by_player(value: Any, read: Any) -> dict[str, Any]:
    out = {}
    for player, item in _object(value).items():
        if player not in PLAYERS:
            raise _Unsure
        out[player] = read(item)
    return out


def _by_text(value: Any, read: Any) -> dict[str, Any]:
    out = {}
    for key, item in _object(value).items():
        out[_text(key)] = read(item)
    return out


def _by_round(value: Any, read: Any) -> dict[str, Any]:
    out = {}
    for key, item in _object(value).items():
        if type(key) is not str or key not in ROUND_KEYS:
            raise _Unsure
        out[key] = read(item)
    return out


# -- the game record (``record_shape.RecordShape``) ----------------------------------------------

def _measure(value: Any) -> bool | int | float:
    if type(value) is bool:
        return value
    return _number(value, 0, bounds.MEASURE.high)


def _game_points(value: Any) -> int | float:
    return _number(value, 0, bounds.GAME_POINTS.high)


def _override(value: Any) -> SimpleNamespace:
    raw = _object(value)
    if not {"value", "who", "why"} <= raw.keys():
        raise _Unsure
    return SimpleNamespace(value=_measure(raw["value"]), who=_text(raw["who"], True), why=_text(raw["why"], True))


def _slot(value: Any) -> SimpleNamespace:
    raw = _object(value)
    symbol = raw.get("symbol", False)
    if not (symbol is None or type(symbol) is bool or (type(symbol) is str and symbol in SYMBOLS)):
        raise _Unsure
    return SimpleNamespace(name=_text(raw.get("name", "")), fulfilled=_flag(raw.get("fulfilled", False)),
                           secure_hvt=_flag(raw.get("secure_hvt", False)), intelcom=_flag(raw.get("intelcom", False)),
                           symbol=symbol)


def _card(value: Any) -> SimpleNamespace | None:
    if value is None:
        return None
    raw = _object(value)
    if "mode" not in raw:
        raise _Unsure
    return SimpleNamespace(mode=_text(raw["mode"]), value=_game_points(raw.get("value", 0)),
                           zone=_optional(raw, "zone", _text),
                           target=_optional(raw, "target", lambda t: _text(t, True)))


def _winner(value: Any) -> str:
    if type(value) is not str or value not in CONTESTED_WINNERS:
        raise _Unsure
    return value


def record_fields(raw: Any) -> SimpleNamespace | None:
    """A record's fields as ``RecordShape`` gives them, or None where the model must decide."""
    try:
        r = _object(raw)
        if not {"mission", "points", "rounds_completed", "end_reason"} <= r.keys():
            raise _Unsure
        end_reason = r["end_reason"]
        if type(end_reason) is not str or end_reason not in END_REASONS:
            raise _Unsure
        return SimpleNamespace(
            mission=_text(r["mission"], True),
            points=_int(r["points"], 1, bounds.GAME_POINTS.high),
            rounds_completed=_int(r["rounds_completed"], 0, MOST_ROUNDS),
            end_reason=end_reason,
            reached_round=_optional(r, "reached_round", lambda v: _int(v, 1, MOST_ROUNDS)),
            reached_turn=_optional(r, "reached_turn", lambda v: _int(v, 1, 2)),
            values=_optional(r, "values", lambda v: _by_player(v, lambda o: _by_text(o, lambda k: _by_round(
                k, _measure)))),
            overrides=_optional(r, "overrides", lambda v: _by_player(v, lambda o: _by_text(o, lambda k: _by_round(
                k, _override)))),
            classified=_optional(r, "classified", lambda v: _by_player(v, lambda s: [_slot(x) for x in _list(s)])),
            intelcom=_optional(r, "intelcom", lambda v: _by_player(v, _card)),
            decks=_optional(r, "decks", lambda v: _by_player(v, lambda d: _by_text(
                d, lambda n: _int(n, 0, bounds.MEASURE.high)))),
            vp=_optional(r, "vp", lambda v: _by_player(v, _game_points)),
            hvt_harmed_by=_optional(r, "hvt_harmed_by", lambda p: p if type(p) is str and p in PLAYERS else _unsure()),
            contested=_optional(r, "contested", lambda v: _by_text(v, _winner)),
        )
    except _Unsure:
        return None


def _unsure() -> Any:
    raise _Unsure


# -- the exported game (``exported_game.GameExport``; lax types there: only exact ones here) ---------

def _player(value: Any) -> str:
    if type(value) is not str or value not in PLAYERS:
        raise _Unsure
    return value


def _one_of(value: Any, allowed: tuple[str, ...]) -> str:
    if type(value) is not str or value not in allowed:
        raise _Unsure
    return value


def _required(raw: dict[str, Any], *keys: str) -> dict[str, Any]:
    if not set(keys) <= raw.keys():
        raise _Unsure
    return raw


def _game(value: Any) -> SimpleNamespace:
    g = _required(_object(value), "mission", "season", "points", "player_a", "player_b", "created_at", "updated_at")
    points = g["points"]
    if type(points) is not int or points <= 0:
        raise _Unsure
    return SimpleNamespace(
        mission=_text(g["mission"], True), season=_text(g["season"], True), points=points,
        player_a=_text(g["player_a"], True), player_b=_text(g["player_b"], True),
        created_at=_text(g["created_at"]), updated_at=_text(g["updated_at"]),
        round_reached=_optional(g, "round_reached", lambda v: _int(v, 1, MOST_ROUNDS)),
        turn_reached=_optional(g, "turn_reached", _player),
        end_reason=_optional(g, "end_reason", lambda v: _one_of(v, END_REASONS)))


def _entry(value: Any) -> SimpleNamespace:
    e = _required(_object(value), "player", "key", "value", "source", "created_at", "updated_at")
    key = _text(e["key"], True)
    if len(key) > 64:
        raise _Unsure
    return SimpleNamespace(
        player=_player(e["player"]), key=key, round=_optional(e, "round", lambda v: _int(v, 1, MOST_ROUNDS)),
        value=e["value"], source=_one_of(e["source"], SOURCES), sealed=_flag(e.get("sealed", False)),
        created_at=_text(e["created_at"]), updated_at=_text(e["updated_at"]))


def _snapshot(value: Any) -> SimpleNamespace:
    s = _required(_object(value), "round", "itstable", "created_at")
    table = _object(s["itstable"])
    if any(type(k) is not str for k in table):
        raise _Unsure
    return SimpleNamespace(round=_int(s["round"], 1, MOST_ROUNDS), itstable=dict(table),
                           created_at=_text(s["created_at"]))


def _change(value: Any) -> SimpleNamespace:
    c = _required(_object(value), "player", "key", "who", "at")
    rnd = c.get("round")
    if rnd is not None and type(rnd) is not int:
        raise _Unsure
    return SimpleNamespace(
        player=_player(c["player"]), key=_text(c["key"]), round=rnd, old=c.get("old"), new=c.get("new"),
        source=_optional(c, "source", lambda v: _one_of(v, SOURCES)), sealed=_flag(c.get("sealed", False)),
        who=_text(c["who"]), at=_text(c["at"]), why=_optional(c, "why", _text))


def export_fields(raw: Any) -> SimpleNamespace | None:
    """An export's fields as ``GameExport`` gives them, or None where the model must decide."""
    try:
        x = _required(_object(raw), "format", "version", "game")
        return SimpleNamespace(
            format=_one_of(x["format"], (FORMAT,)), version=_int(x["version"], 1, VERSION), game=_game(x["game"]),
            entries=[_entry(e) for e in _list(x.get("entries", []))],
            snapshots=[_snapshot(s) for s in _list(x.get("snapshots", []))],
            history=[_change(c) for c in _list(x.get("history", []))])
    except _Unsure:
        return None


__all__ = ["export_fields", "record_fields"]
