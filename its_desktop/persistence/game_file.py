"""A game's fields checked one by one, and a game file (Game → Export) read back into rows.

Every check names its field (``player: must be 'A' or 'B', got 'C'``): the repository's writes and the
import of an exported game share them.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Literal, overload

from its_desktop.domain.bounds import GAME_ROUNDS
from its_desktop.domain.i18n import _

from .models import KEY_MAX, PLAYERS, SOURCES, ChangeRow, EntryRow, GameRow, GameSetupRow, GameTableRow, SnapshotRow
from .repository import FieldError, name_field as _name, why_field as _why

EXPORT_FORMAT = "its-desktop-game"
EXPORT_VERSION = 1
TOP = "(top level)"  # the field named when the file itself is not an object


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, allow_nan=False)


# -- validation (every error names its field) ----------------------------------------------------


def _player(v: Any, field: str = "player") -> str:
    if v not in PLAYERS or not isinstance(v, str):
        raise FieldError(field, _("must be 'A' or 'B', got {got!r}").format(got=v))
    return v


@overload
def _round(v: Any, field: str = "round", nullable: Literal[False] = False) -> int: ...


@overload
def _round(v: Any, field: str = "round", nullable: bool = False) -> int | None: ...


def _round(v: Any, field: str = "round", nullable: bool = False) -> int | None:
    if v is None and nullable:
        return None
    # Any round a game may have (``domain.bounds``): how many this one has is its season's, which the tally holds.
    low, high = int(GAME_ROUNDS.low), int(GAME_ROUNDS.high)
    if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
        why = _("must be a round from {low} to {high} or None (the whole game), got {got!r}") if nullable \
            else _("must be a round from {low} to {high}, got {got!r}")
        raise FieldError(field, why.format(low=low, high=high, got=v))
    return v


def _key(v: Any, field: str = "key") -> str:
    if not isinstance(v, str) or not v or v != v.strip() or len(v) > KEY_MAX:
        raise FieldError(field, _("must be a non-empty string without surrounding spaces, at most {most} characters "
                                  "(an objective id, 'vp', 'classified:1'…), got {got!r}").format(most=KEY_MAX, got=v))
    return v


def _source(v: Any, field: str = "source") -> str:
    if v not in SOURCES or not isinstance(v, str):
        raise FieldError(field, _("must be one of {reasons}, got {got!r}").format(reasons=", ".join(SOURCES), got=v))
    return v


def _points(v: Any, field: str = "points") -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
        raise FieldError(field, _("must be a positive whole number, got {got!r}").format(got=v))
    return v


def _value(v: Any, field: str = "value") -> Any:
    """Any JSON value but null, normalised (tuples → lists) so what is stored is what is read."""
    if v is None:
        raise FieldError(field, _("must not be null"))
    try:
        return json.loads(json.dumps(v, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise FieldError(field, _("must be a JSON value (numbers finite): {reason}").format(reason=exc)) from None


def _itstable_text(v: Any, field: str) -> str:
    if isinstance(v, (bytes, bytearray)):
        v = v.decode("utf-8")
    if isinstance(v, str):
        try:
            doc = json.loads(v, parse_constant=_reject_constant)
        except json.JSONDecodeError as exc:
            raise FieldError(field, _("malformed JSON at line {line} column {column}: {reason}").format(
                line=exc.lineno, column=exc.colno, reason=exc.msg)) from None
        except ValueError as exc:
            raise FieldError(field, str(exc)) from None
        text = v
    else:
        doc = v
        try:
            text = json.dumps(v, indent=2, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise FieldError(field, _("must be a JSON value (numbers finite): {reason}").format(reason=exc)) from None
    if not isinstance(doc, dict):
        raise FieldError(field, _("must be a JSON object (an .itstable document)"))
    if doc.get("format", "itstable") != "itstable":
        raise FieldError(f"{field}.format", _("not an ITS table document ({got!r})").format(got=doc.get("format")))
    return text


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON (numbers must be finite)")


def _time(v: Any, field: str) -> datetime:
    try:
        t = datetime.fromisoformat(v) if isinstance(v, str) else None
    except ValueError:
        t = None
    if t is None or t.tzinfo is None:
        raise FieldError(field, _("must be an ISO 8601 time with a timezone, got {got!r}").format(got=v))
    return t


def _obj(v: Any, field: str, required: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise FieldError(field, _("must be an object"))
    for name in required:
        if name not in v:
            # A field of the top level is named alone ("game: missing", as the command line says it).
            raise FieldError(name if field == TOP else f"{field}.{name}", _("missing"))
    return v


def _list(data: dict[str, Any], name: str) -> list[Any]:
    v = data.get(name, [])
    if not isinstance(v, list):
        raise FieldError(name, _("must be a list"))
    return v


def _parse_export(data: Any) -> tuple[GameRow, list[EntryRow], list[SnapshotRow], list[ChangeRow]]:
    # What the file is comes first: another kind of file is named as such, not by the first field it lacks.
    data = _obj(data, TOP, ())
    if data.get("format") != EXPORT_FORMAT:
        raise FieldError("format", _("not an ITS game export ({got!r}; expected {format!r})").format(
            got=data.get("format"), format=EXPORT_FORMAT))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version > EXPORT_VERSION:
        raise FieldError("version", _("made by a newer version ({got!r}); this one reads up to {version}").format(
            got=version, version=EXPORT_VERSION))
    data = _obj(data, TOP, ("game",))
    g = _obj(data["game"], "game", ("mission", "season", "points", "player_a", "player_b",
                                    "created_at", "updated_at"))
    game = GameRow(
        mission=_name(g["mission"], "game.mission"), season=_name(g["season"], "game.season", 32),
        points=_points(g["points"], "game.points"), player_a=_name(g["player_a"], "game.player_a"),
        player_b=_name(g["player_b"], "game.player_b"),
        created_at=_time(g["created_at"], "game.created_at"),
        updated_at=_time(g["updated_at"], "game.updated_at"),
        round_reached=_round(g.get("round_reached"), "game.round_reached", nullable=True),
        turn_reached=None if g.get("turn_reached") is None else _player(g["turn_reached"], "game.turn_reached"),
        end_reason=None if g.get("end_reason") is None else _name(g["end_reason"], "game.end_reason"),
    )
    entries, seen = [], set()
    for i, e in enumerate(_list(data, "entries")):
        f = f"entries[{i}]"
        e = _obj(e, f, ("player", "key", "value", "source", "created_at", "updated_at"))
        entry = EntryRow(player=_player(e["player"], f"{f}.player"), key=_key(e["key"], f"{f}.key"),
                      round=_round(e.get("round"), f"{f}.round", nullable=True),
                      value=_value(e["value"], f"{f}.value"), source=_source(e["source"], f"{f}.source"),
                      sealed=_bool(e.get("sealed", False), f"{f}.sealed"),
                      created_at=_time(e["created_at"], f"{f}.created_at"),
                      updated_at=_time(e["updated_at"], f"{f}.updated_at"))
        ident = (entry.player, entry.key, entry.round)
        if ident in seen:
            raise FieldError(f, _("a second entry for player {player}, key {key!r}, round {round}").format(
                player=entry.player, key=entry.key, round=entry.round))
        seen.add(ident)
        entries.append(entry)
    snaps = []
    for i, r in enumerate(_list(data, "snapshots")):
        f = f"snapshots[{i}]"
        r = _obj(r, f, ("round", "itstable", "created_at"))
        snaps.append(SnapshotRow(round=_round(r["round"], f"{f}.round"),
                              itstable=_itstable_text(r["itstable"], f"{f}.itstable"),
                              created_at=_time(r["created_at"], f"{f}.created_at")))
    changes = []
    for i, c in enumerate(_list(data, "history")):
        f = f"history[{i}]"
        c = _obj(c, f, ("player", "key", "who", "at"))
        changes.append(ChangeRow(
            player=_player(c["player"], f"{f}.player"), key=_key(c["key"], f"{f}.key"),
            round=_round(c.get("round"), f"{f}.round", nullable=True),
            old=None if c.get("old") is None else _value(c["old"], f"{f}.old"),
            new=None if c.get("new") is None else _value(c["new"], f"{f}.new"),
            source=None if c.get("source") is None else _source(c["source"], f"{f}.source"),
            sealed=_bool(c.get("sealed", False), f"{f}.sealed"), who=_name(c["who"], f"{f}.who"),
            at=_time(c["at"], f"{f}.at"), why=_why(c.get("why"), f"{f}.why")))
    _within_the_seasons_rounds(game, entries, snaps, changes)
    return game, entries, snaps, changes


def _within_the_seasons_rounds(game: GameRow, entries: list[EntryRow], snaps: list[SnapshotRow],
                               changes: list[ChangeRow]) -> None:
    """Each round within the game's season's (a season the library does not know keeps the bound alone)."""
    from its_desktop.domain.mission import UnknownMission, catalog

    try:
        rounds = catalog.season(game.season).rounds
    except UnknownMission:
        return
    numbered = [("game.round_reached", game.round_reached)]
    numbered += [(f"entries[{i}].round", r.round) for i, r in enumerate(entries)]
    numbered += [(f"snapshots[{i}].round", r.round) for i, r in enumerate(snaps)]
    numbered += [(f"history[{i}].round", r.round) for i, r in enumerate(changes)]
    for where, n in numbered:
        if n is not None and n > rounds:
            raise FieldError(where, _("{season} games have {rounds} rounds, got {n}").format(
                season=game.season, rounds=rounds, n=n))


def _parse_table(t: Any) -> GameTableRow | None:
    if t is None:
        return None
    t = _obj(t, "table", ("itstable", "station", "updated_at"))
    text = _itstable_text(t["itstable"], "table.itstable")
    doc = json.loads(text)
    return GameTableRow(itstable=text, round=_round(doc.get("round", 1), "table.itstable.round"),
                     turn=_player(doc.get("turn", "A"), "table.itstable.turn"),
                     station=_name(t["station"], "table.station"),
                     updated_at=_time(t["updated_at"], "table.updated_at"))


def _parse_setup(v: Any) -> GameSetupRow | None:
    if v is None:
        return None
    v = _obj(v, "setup", ())

    def opt(name: str) -> str | None:
        return None if v.get(name) is None else _name(v[name], f"setup.{name}")
    first = v.get("deploys_first")
    return GameSetupRow(faction_a=opt("faction_a"), faction_b=opt("faction_b"),
                     deploys_first=None if first is None else _player(first, "setup.deploys_first"))


def _bool(v: Any, field: str) -> bool:
    if not isinstance(v, bool):
        raise FieldError(field, _("must be true or false, got {value!r}").format(value=v))
    return v

