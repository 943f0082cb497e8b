"""The whole event as one file: the EVENT of ``standings`` and ``pair`` extended additively (documented in
``docs/event-file.md``, schema ``docs/event-file.schema.json``).

Beyond EVENT's ``season``, ``rounds_planned``, ``players`` and ``games`` (results and byes), the file carries
``format`` / ``format_version``, the event's settings (``name``, ``extras``, ``points``, ``round_minutes``,
``deployment_minutes``, ``custom_scenario``), ``rounds`` (scenario, points, duration, seed, deviations),
``tables`` (terrain labels and, from version 2, each table's ``layout``), ``layouts`` (version 2: the
organizer's named scenery layouts, ``domain.terrain.layouts``), ``pairings`` (every stored seat of every round, games without results included)
and ``audit`` (the change history). A reader of EVENT ignores the extra keys; this module checks them and
names the bad field (``pairings[3].b: unknown player 12``). Army lists are private and only present when
the organizer asked for them (``players[i].lists``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import Field

from its_desktop.domain import bounds
from its_desktop.domain.i18n import _
from its_desktop.domain.errors import InputError
from its_desktop.domain.terrain.layouts import NamedLayout, event_layouts
from its_desktop.domain.validation import NonEmpty, Open, one_message, validate

from .event import Bye, EventError, Game, PlayerId
from .organizer import load_event

FORMAT = "its-desktop-event"
FORMAT_VERSION = 2  # 2: named scenery layouts. A file with layouts is written as version 2, so a reader of
# version 1 refuses it rather than dropping the layouts on its next export; a file without them stays version 1.


@dataclass(frozen=True)
class Seat:
    """One stored seat of a round: a table (``b`` set) or a bye (``b`` None; ``forfeit_by``: made from a
    table whose other player did not turn up)."""

    round: int
    a: PlayerId
    b: PlayerId | None = None
    table: int | None = None
    forfeit_by: PlayerId | None = None


@dataclass
class EventFile:
    raw: dict[str, Any]
    seats: list[Seat] = field(default_factory=list)
    labels: dict[int, str | None] = field(default_factory=dict)
    layouts: dict[str, NamedLayout] = field(default_factory=dict)  # the library, by name
    table_layouts: dict[int, str] = field(default_factory=dict)  # table number → layout name


# -- the file's shape beyond EVENT (validation.Open: unknown keys ignored, strict types) ---------------------
Whole = Annotated[int, Field(ge=1)]
# Round and table numbers within the physical bounds (``domain.bounds``): a round 10**15 is no round.
RoundNo = Annotated[int, Field(ge=int(bounds.EVENT_ROUNDS.low), le=int(bounds.EVENT_ROUNDS.high))]
TableNo = Annotated[int, Field(ge=int(bounds.TABLES.low), le=int(bounds.TABLES.high))]
Minutes = Annotated[int, Field(ge=1, le=24 * 60)]
PlayerRef = Annotated[str | int, Field(union_mode="left_to_right"),
                      one_message(lambda: _("must be a player id (a text or a whole number), got {got}"))]
Pair = Annotated[list[PlayerRef], Field(min_length=2, max_length=2)]


class _Player(Open):  # id, name, club, dropped_after_round: EVENT's (load_event)
    pin: str | None = None
    faction: str | None = None
    sectorial: str | None = None
    club: str | None = None
    checked_in: bool = False
    pending: bool = False
    lists: Annotated[list[str], one_message(lambda: _("must be a list of army lists (text), got {got}"))] = []
    joined_round: RoundNo = 1


class _Deviation(Open):  # pairing.Deviation.to_json: player ids are plain values, pairs two of them
    kind: NonEmpty
    text: str = ""
    players: list[PlayerRef] = []
    pack: list[Pair] = []
    made: list[Pair] = []
    why: str | None = None  # a hand override's (persistence.events.overrides.note_deviation)
    who: str | None = None
    at: str | None = None


class _Repeat(Open):  # a table a pair played on before: pairing.RoundPairing.table_repeats
    table: TableNo
    players: list[PlayerRef] = []


class _Round(Open):
    round: RoundNo
    scenario: NonEmpty
    points: Annotated[int, Field(ge=1, le=int(bounds.GAME_POINTS.high))]
    duration_minutes: Minutes | None = None
    deployment_minutes: Minutes | None = None
    pairing_seed: Annotated[int, Field(ge=0, le=2 ** 63 - 1)] | None = None
    deviations: list[_Deviation] = []
    table_repeats: list[_Repeat] = []


class _Table(Open):
    number: TableNo
    label: str | None = None
    layout: str | None = None  # a name in ``layouts`` (checked by domain.terrain.layouts)


class _Seat(Open):  # player references are checked against the players below
    round: RoundNo
    table: TableNo | None = None


class _Change(Open):
    what: NonEmpty
    field: NonEmpty
    who: NonEmpty
    at: NonEmpty
    why: str | None = None


class _File(Open):
    format: Literal["its-desktop-event"] = "its-desktop-event"
    format_version: Annotated[int, Field(ge=1, le=FORMAT_VERSION),
                              one_message(lambda: _("this version reads {version} or older, got {got}").format(
                                  version=FORMAT_VERSION, got="{got}"))] = FORMAT_VERSION
    name: NonEmpty
    points: Annotated[int, Field(ge=1, le=int(bounds.GAME_POINTS.high))] | None = None
    round_minutes: Minutes | None = None
    deployment_minutes: Minutes | None = None
    custom_scenario: str | None = None
    players: Annotated[list[_Player], Field(max_length=int(bounds.EVENT_PLAYERS.high))] | None = None
    rounds: list[_Round] | None = None
    tables: list[_Table] | None = None
    pairings: list[_Seat] | None = None
    audit: list[_Change] | None = None


def parse_event_file(raw: Any, *, op_ceiling: int = 10) -> EventFile:
    """Check an event file's data (its EVENT part as ``load_event`` does, the rest here). The season's own
    rules (scenarios, game sizes) are checked where the event is stored."""
    if not isinstance(raw, dict):
        raise EventError("(top level)", _("must be an object"))
    # Counted before a single player is read: 200,000 players took seconds to check one by one before the
    # file was refused for something else.
    bounds.count(raw.get("players"), bounds.EVENT_PLAYERS, "players", EventError)
    for key in ("format", "format_version"):  # a file of another kind or version says so before anything else
        if key in raw:
            validate(_File, {"name": "-", key: raw[key]}, EventError)
    if raw.get("players") == [] and not raw.get("games") and not raw.get("pairings"):
        players: dict[PlayerId, Any] = {}  # an event before registration: nothing else to check
        games: tuple[Game, ...] = ()
        byes: tuple[Bye, ...] = ()
    else:
        event = load_event(raw, op_ceiling=op_ceiling)
        players, games, byes = {p.id: p for p in event.players}, event.games, event.byes
    doc = validate(_File, raw, EventError)
    rounds: set[int] = set()
    for i, r in enumerate(doc.rounds or []):
        if r.round in rounds:
            raise EventError(f"rounds[{i}].round", _("round {n} is listed twice").format(n=r.round))
        rounds.add(r.round)
    labels = {t.number: t.label for t in doc.tables or []}
    if ("layouts" in raw or any(t.layout is not None for t in doc.tables or [])) and doc.format_version < 2 \
            and "format_version" in raw:
        raise EventError("layouts", _("need format_version 2 (this file says version 1)"))
    try:
        layouts, table_layouts = event_layouts(raw)
    except InputError as exc:
        raise EventError(exc.field, exc.message) from None
    seats: list[Seat] = []
    taken: dict[tuple[int, Any], str] = {}

    def ref(v: Any, where: str) -> PlayerId:
        if isinstance(v, bool) or not isinstance(v, (str, int)) or v not in players:
            raise EventError(where, _("unknown player {id!r}").format(id=v))
        return v

    for i, (s, seat_raw) in enumerate(zip(doc.pairings or [], raw.get("pairings") or [], strict=True)):
        where, n = f"pairings[{i}]", s.round
        if n not in rounds:
            raise EventError(f"{where}.round", _("round {n} has no entry in rounds (its scenario and points)").format(n=n))
        if "bye" in seat_raw:
            forfeit = seat_raw.get("forfeit_by")
            seat = Seat(n, ref(seat_raw["bye"], f"{where}.bye"),
                        forfeit_by=ref(forfeit, f"{where}.forfeit_by") if forfeit is not None else None)
        else:
            a, b = ref(seat_raw.get("a"), f"{where}.a"), ref(seat_raw.get("b"), f"{where}.b")
            if a == b:
                raise EventError(f"{where}.b", _("player {id!r} cannot play against themselves").format(id=b))
            if s.table is None:
                raise EventError(f"{where}.table", _("missing: a table number for a game (a bye has 'bye')"), kind="missing")
            seat = Seat(n, a, b, s.table)
            spot = (n, ("table", seat.table))
            if spot in taken:
                raise EventError(f"{where}.table", _("table {table} already seats a game in round {n}").format(
                    table=seat.table, n=n))
            taken[spot] = where
        for pid, name in ((seat.a, "a" if seat.b is not None else "bye"), (seat.b, "b")):
            if pid is None:
                continue
            if (n, pid) in taken:
                raise EventError(f"{where}.{name}", _("player {id!r} is seated twice in round {n}").format(id=pid, n=n))
            taken[(n, pid)] = where
        seats.append(seat)
    _games_tables(raw.get("games") or [], seats)
    # Every result and bye of EVENT's games must sit where the pairings put it.
    if seats:
        seated = {(s.round, frozenset((s.a, s.b)) if s.b is not None else s.a) for s in seats}
        for i, g in enumerate(games):
            if (g.round, frozenset((g.a, g.b))) not in seated:
                raise EventError(f"games[{i}]", _("round {n}: {a!r} v {b!r} is not in the pairings").format(
                    n=g.round, a=g.a, b=g.b))
        for bye in byes:
            if (bye.round, bye.player) not in seated:
                raise EventError("games", _("round {n}: the bye of {id!r} is not in the pairings").format(
                    n=bye.round, id=bye.player))
    return EventFile(raw, seats, labels, layouts, table_layouts)


__all__ = ["FORMAT", "FORMAT_VERSION", "EventFile", "Seat", "parse_event_file"]


def _games_tables(games: Any, seats: list[Seat]) -> None:
    """An event file numbers its tables (``bounds.TABLES``): a game's ``table`` is a whole number in bounds, and
    where the file has pairings, the table they seat that game at. (EVENT's standings and pairing read a table
    name too; an event's table is a number, so a name, or a number past the bounds written as text, would
    otherwise land the game on the round's first free table without a word.)"""
    at: dict[tuple[Any, frozenset[Any]], int | None] = {(s.round, frozenset((s.a, s.b))): s.table for s in seats
                                                        if s.b is not None}
    for i, g in enumerate(games if isinstance(games, list) else []):
        if not isinstance(g, dict) or "bye" in g or g.get("table") is None:
            continue
        table, where = g["table"], f"games[{i}].table"
        if isinstance(table, float) and table.is_integer():
            table = int(table)
        if isinstance(table, bool) or not isinstance(table, int) or bounds.TABLES.problem(table):
            raise EventError(where, _("must be a whole number from {lo} to {hi}, got {got!r}").format(
                lo=int(bounds.TABLES.low), hi=int(bounds.TABLES.high), got=g["table"]))
        seated = at.get((g.get("round"), frozenset((g.get("a"), g.get("b")))))
        if seated is not None and seated != table:
            raise EventError(where, _("the pairings seat this game at table {seated}, not {table}").format(
                seated=seated, table=table))
