"""An event file: the players and every result entered so far (the EVENT of ``standings`` and ``pair``).

EVENT: ``{"season", "rounds_planned"?, "players": [{"id", "name", "club"?, "dropped_after_round"?}],
"games": [{"round", "table"?, "a", "b", "op_a", "op_b", "vp_a", "vp_b"} | {"round", "bye"}]}``.

Parsing checks every field and names the bad one (``games[4].op_b: must be a whole number from 0 to 10,
got 12``): event files are typed by hand and by other tools. Keys this module does not know are ignored,
as in the table state; Extras the season does not have are refused. Player ids are strings or whole numbers and are kept as given.
"""

from __future__ import annotations

import math
import os
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeGuard

from its_desktop.domain import bounds, inputs
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _

if TYPE_CHECKING:
    from its_desktop.domain.mission.season import Season

PlayerId = str | int


FORMAT_DOC = "docs/event-format.md"


class EventError(InputError):
    """A bad field in an event: ``field: what is wrong`` (one line); a missing field says where the format is.

    ``kind`` is what callers test ("missing" for an absent field, else None), never the message: the message
    is in the reader's language."""

    def __init__(self, field: str, message: str, *, file: str | None = None, kind: str | None = None) -> None:
        self.kind = kind
        super().__init__(field, message, file=file)

    @classmethod
    def missing(cls, field: str, *, file: str | None = None) -> EventError:
        """The field is absent: the message points at the format's documentation."""
        return cls(field, _("missing (the EVENT format: {doc})").format(doc=FORMAT_DOC), file=file, kind="missing")


@dataclass(frozen=True)
class Player:
    id: PlayerId
    name: str
    club: str | None = None
    dropped_after_round: int | None = None

    def active_in(self, rnd: int) -> bool:
        """Whether the player is still in the event for round ``rnd``."""
        return self.dropped_after_round is None or rnd <= self.dropped_after_round


@dataclass(frozen=True)
class Game:
    round: int
    a: PlayerId
    b: PlayerId
    op_a: int
    op_b: int
    vp_a: float
    vp_b: float
    table: int | str | None = None

    def side(self, pid: PlayerId) -> tuple[int, int, float, PlayerId]:
        """(own OP, opponent's OP, own VP, opponent) for one of the two players."""
        if pid == self.a:
            return self.op_a, self.op_b, self.vp_a, self.b
        return self.op_b, self.op_a, self.vp_b, self.a


@dataclass(frozen=True)
class Bye:
    round: int
    player: PlayerId


@dataclass(frozen=True)
class Event:
    season: str
    players: tuple[Player, ...]
    games: tuple[Game, ...] = ()
    byes: tuple[Bye, ...] = ()
    rounds_planned: int | None = None
    extras: tuple[str, ...] = ()
    _index: dict[PlayerId, Player] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {p.id: p for p in self.players})

    def player(self, pid: PlayerId) -> Player:
        return self._index[pid]

    @property
    def last_round(self) -> int:
        """The highest round with a game's result entered (0 before round 1). A bye is no result of its round: it is
        entered when the round is paired, before any of its games is played, and standings "after round 2" with
        round 2 only paired named a round that had no result yet. (Every round pairs at least one game.)"""
        return max([g.round for g in self.games], default=0)

    def results_in(self, rnd: int) -> set[PlayerId]:
        """Players with a game or a bye entered for round ``rnd``."""
        out: set[PlayerId] = {b.player for b in self.byes if b.round == rnd}
        for g in self.games:
            if g.round == rnd:
                out.update((g.a, g.b))
        return out


def _is_id(value: Any) -> TypeGuard[PlayerId]:
    return (isinstance(value, str) and value != "") or (isinstance(value, int) and not isinstance(value, bool))


def _whole(value: Any, where: str, lo: int, hi: int | None = None) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < lo or (hi is not None and value > hi):
        if hi is not None:
            raise EventError(where, _("must be a whole number from {lo} to {hi}, got {got!r}").format(
                lo=lo, hi=hi, got=value))
        raise EventError(where, _("must be a whole number of at least {lo}, got {got!r}").format(lo=lo, got=value))
    return value


def _vp(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise EventError(where, _("must be a number of at least 0, got {got!r}").format(got=value))
    if why := bounds.VICTORY_POINTS.problem(value):  # the same bounds the event-file import applies
        raise EventError(where, why)
    return value


def _player(raw: Any, i: int) -> Player:
    where = f"players[{i}]"
    if not isinstance(raw, dict):
        raise EventError(where, _("must be an object"))
    for key in ("id", "name"):
        if key not in raw:
            raise EventError.missing(f"{where}.{key}")
    if not _is_id(raw["id"]):
        raise EventError(f"{where}.id", _("must be a non-empty string or a whole number, got {got!r}").format(
            got=raw["id"]))
    if not isinstance(raw["name"], str) or not raw["name"].strip():
        raise EventError(f"{where}.name", _("must be a non-empty string"))
    club = raw.get("club")
    if club is not None and not isinstance(club, str):
        raise EventError(f"{where}.club", _("must be a string, got {got!r}").format(got=club))
    dropped = raw.get("dropped_after_round")
    if dropped is not None:
        dropped = _whole(dropped, f"{where}.dropped_after_round", 0)
    return Player(raw["id"], raw["name"].strip(), (club.strip() or None) if club else None, dropped)


def _ref(raw: dict[str, Any], key: str, where: str, players: dict[PlayerId, Player]) -> PlayerId:
    if key not in raw:
        raise EventError.missing(f"{where}.{key}")
    pid = raw[key]
    if not _is_id(pid) or pid not in players:
        raise EventError(f"{where}.{key}", _("unknown player {id!r}").format(id=pid))
    return pid


def _game(raw: Any, i: int, players: dict[PlayerId, Player], op_ceiling: int,
          rounds_planned: int | None) -> Game | Bye:
    where = f"games[{i}]"
    if not isinstance(raw, dict):
        raise EventError(where, _("must be an object"))
    if "round" not in raw:
        raise EventError.missing(f"{where}.round")
    rnd = _whole(raw["round"], f"{where}.round", 1, rounds_planned or int(bounds.EVENT_ROUNDS.high))
    if "bye" in raw:
        extra = sorted(k for k in ("a", "b", "op_a", "op_b", "vp_a", "vp_b") if k in raw)
        if extra:
            raise EventError(f"{where}.{extra[0]}", _("a bye entry has only 'round' and 'bye'"))
        return Bye(rnd, _ref(raw, "bye", where, players))
    a = _ref(raw, "a", where, players)
    b = _ref(raw, "b", where, players)
    if a == b:
        raise EventError(f"{where}.b", _("player {id!r} cannot play against themselves").format(id=b))
    for key in ("op_a", "op_b", "vp_a", "vp_b"):
        if key not in raw:
            raise EventError.missing(f"{where}.{key}")
    table = raw.get("table")
    if table is not None:
        if isinstance(table, str):
            if not table.strip():
                raise EventError(f"{where}.table", _("must be a table number or a non-empty name"))
        else:
            table = _whole(table, f"{where}.table", 1, int(bounds.TABLES.high))
    return Game(
        round=rnd, a=a, b=b,
        op_a=_whole(raw["op_a"], f"{where}.op_a", 0, op_ceiling),
        op_b=_whole(raw["op_b"], f"{where}.op_b", 0, op_ceiling),
        vp_a=_vp(raw["vp_a"], f"{where}.vp_a"), vp_b=_vp(raw["vp_b"], f"{where}.vp_b"),
        table=table,
    )


def event_season(raw: Any, override: str | None = None) -> str:
    """The season an event is played in: ``override`` (``--season``) or the file's ``season``."""
    if override is not None:
        return override
    if not isinstance(raw, dict):
        raise EventError("(top level)", _("must be an object"))
    season = raw.get("season")
    if season is None:
        raise EventError("season", _("missing (or give --season)"))
    if not isinstance(season, str) or not season:
        raise EventError("season", _("must be a season id such as 's16', got {got!r}").format(got=season))
    return season


def parse_event(raw: Any, *, season: str | None = None, op_ceiling: int = 10,
                known_extras: Collection[str] | None = None) -> Event:
    """Check and convert a decoded EVENT object. ``season`` overrides the file's; OP run 0..``op_ceiling``;
    ``known_extras`` (the season's Extras) refuses any other name in ``extras``."""
    if not isinstance(raw, dict):
        raise EventError("(top level)", _("must be an object"))
    season_id = event_season(raw, season)
    planned = raw.get("rounds_planned")
    if planned is not None:
        planned = _whole(planned, "rounds_planned", 1, int(bounds.EVENT_ROUNDS.high))
    extras = raw.get("extras") or []
    if not isinstance(extras, list) or not all(isinstance(e, str) for e in extras):
        raise EventError("extras", _("must be a list of Extra names"))
    if known_extras is not None:
        for i, name in enumerate(extras):
            if name not in known_extras:
                known = ", ".join(sorted(known_extras)) or "none"
                raise EventError(f"extras[{i}]", _("unknown Extra {name!r} in {season} (known: {known})").format(
                    name=name[:40], season=season_id, known=known))
    raw_players = raw.get("players")
    if raw_players is None:
        raise EventError.missing("players")
    if not isinstance(raw_players, list) or not raw_players:
        raise EventError("players", _("must be a non-empty list"))
    players: dict[PlayerId, Player] = {}
    for i, rp in enumerate(raw_players):
        p = _player(rp, i)
        if p.id in players:
            raise EventError(f"players[{i}].id", _("player {id!r} is listed twice").format(id=p.id))
        players[p.id] = p
    raw_games = raw.get("games", [])
    if raw_games is None:
        raw_games = []
    if not isinstance(raw_games, list):
        raise EventError("games", _("must be a list"))
    games: list[Game] = []
    byes: list[Bye] = []
    seen: dict[tuple[int, PlayerId], int] = {}
    tables: dict[tuple[int, int | str], int] = {}
    for i, rg in enumerate(raw_games):
        entry = _game(rg, i, players, op_ceiling, planned)
        where = f"games[{i}]"
        if isinstance(entry, Bye):
            involved = [("bye", entry.player)]
        else:
            involved = [("a", entry.a), ("b", entry.b)]
            if entry.table is not None:
                key = (entry.round, entry.table)
                if key in tables:
                    raise EventError(f"{where}.table", _("table {table!r} already has a game in round {n} "
                                                         "(games[{i}])").format(
                        table=entry.table, n=entry.round, i=tables[key]))
                tables[key] = i
        for fieldname, pid in involved:
            p = players[pid]
            if not p.active_in(entry.round):
                raise EventError(f"{where}.{fieldname}",
                                 _("player {id!r} dropped after round {dropped} but has a result in round {n}").format(
                                     id=pid, dropped=p.dropped_after_round, n=entry.round))
            key2 = (entry.round, pid)
            if key2 in seen:
                raise EventError(f"{where}.{fieldname}", _("player {id!r} already has a result in round {n} "
                                                           "(games[{i}])").format(
                    id=pid, n=entry.round, i=seen[key2]))
            seen[key2] = i
        if isinstance(entry, Bye):
            byes.append(entry)
        else:
            games.append(entry)
    return Event(season_id, tuple(players.values()), tuple(games), tuple(byes), planned, tuple(extras))


def parse_event_text(text: str, *, season: str | None = None, op_ceiling: int = 10) -> Event:
    return parse_event(decode(text), season=season, op_ceiling=op_ceiling)


def decode(text: str) -> Any:
    """JSON text to data through the input boundary; a syntax error becomes ``(json): malformed JSON at line L
    column C: …``, a bad value (``1e400``, nesting 5,000 deep) names its field."""
    try:
        return inputs.load_json(text)
    except InputError as exc:
        raise EventError(exc.field, exc.message) from None


def read_event(path: str | os.PathLike[str], season: str | None = None) -> tuple[Event, Season]:
    """An EVENT file and its season (``season``: ``--season``, else the file's), every field checked against
    the library — the season id, the Extras, the OP ceiling. Errors name the file."""
    from its_desktop.domain.mission import UnknownMission, catalog

    try:
        raw = inputs.read_json(path)
        season_id = event_season(raw, season)
        try:
            se = catalog.season(season_id)
        except UnknownMission as exc:
            raise EventError("--season" if season is not None else "season", str(exc)) from None
        event = parse_event(raw, season=season_id, op_ceiling=se.tournament.op_ceiling,
                            known_extras=set(se.extras))
    except InputError as exc:
        if not isinstance(exc, EventError):
            exc = EventError(exc.field, exc.message)
        raise exc.in_file(path) from None
    return event, se


def event_to_json(event: Event) -> dict[str, Any]:
    """The event back as EVENT data (round trip)."""
    players = []
    for p in event.players:
        entry: dict[str, Any] = {"id": p.id, "name": p.name}
        if p.club is not None:
            entry["club"] = p.club
        if p.dropped_after_round is not None:
            entry["dropped_after_round"] = p.dropped_after_round
        players.append(entry)
    games: list[dict[str, Any]] = []
    for g in event.games:
        entry = {"round": g.round}
        if g.table is not None:
            entry["table"] = g.table
        entry.update({"a": g.a, "b": g.b, "op_a": g.op_a, "op_b": g.op_b, "vp_a": g.vp_a, "vp_b": g.vp_b})
        games.append(entry)
    games.extend({"round": b.round, "bye": b.player} for b in event.byes)
    games.sort(key=lambda e: e["round"])
    out: dict[str, Any] = {"season": event.season}
    if event.rounds_planned is not None:
        out["rounds_planned"] = event.rounds_planned
    if event.extras:
        out["extras"] = list(event.extras)
    out["players"] = players
    out["games"] = games
    return out


__all__ = ["Bye", "Event", "EventError", "Game", "Player", "PlayerId", "decode", "event_season", "event_to_json",
           "parse_event", "parse_event_text", "read_event"]
