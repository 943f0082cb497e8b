"""The whole event as one file: the EVENT of ``standings`` and ``pair`` extended additively (documented in
``docs/event-file.md``, schema ``docs/event-file.schema.json``).

Beyond EVENT's ``season``, ``rounds_planned``, ``players`` and ``games`` (results and byes), the file carries
``format`` / ``format_version``, the event's settings (``name``, ``extras``, ``points``, ``round_minutes``,
``deployment_minutes``, ``custom_scenario``), ``rounds`` (scenario, points, duration, seed, deviations),
``tables`` (terrain labels), ``pairings`` (every stored seat of every round, games without results included)
and ``audit`` (the change history). A reader of EVENT ignores the extra keys; this module checks them and
names the bad field (``pairings[3].b: unknown player 12``). Army lists are private and only present when
the organizer asked for them (``players[i].lists``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .event import EventError, PlayerId
from .organizer import load_event

FORMAT = "its-desktop-event"
FORMAT_VERSION = 1


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


def _whole(v: Any, where: str, lo: int = 1) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo:
        raise EventError(where, f"must be a whole number of at least {lo}, got {v!r}")
    return v


def _text(v: Any, where: str, required: bool = False) -> str | None:
    if v is None and not required:
        return None
    if not isinstance(v, str) or (required and not v.strip()):
        raise EventError(where, f"must be {'non-empty ' if required else ''}text, got {v!r}")
    return v


def _list(raw: dict, key: str) -> list:
    v = raw.get(key, [])
    if v is None:
        return []
    if not isinstance(v, list):
        raise EventError(key, "must be a list")
    return v


def parse_event_file(raw: Any, *, op_ceiling: int = 10) -> EventFile:
    """Check an event file's data (its EVENT part as ``load_event`` does, the rest here). The season's own
    rules (scenarios, game sizes) are checked where the event is stored."""
    if not isinstance(raw, dict):
        raise EventError("(top level)", "must be an object")
    fmt = raw.get("format", FORMAT)
    if fmt != FORMAT:
        raise EventError("format", f"must be {FORMAT!r}, got {fmt!r}")
    version = raw.get("format_version", FORMAT_VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= FORMAT_VERSION:
        raise EventError("format_version", f"this version reads {FORMAT_VERSION} or older, got {version!r}")
    if raw.get("players") == [] and not raw.get("games") and not raw.get("pairings"):
        players: dict[PlayerId, Any] = {}  # an event before registration: nothing else to check
        games, byes = (), ()
    else:
        event = load_event(raw, op_ceiling=op_ceiling)
        players, games, byes = {p.id: p for p in event.players}, event.games, event.byes
    _text(raw.get("name"), "name", required=True)
    for i, p in enumerate(raw.get("players") or []):
        for key in ("pin", "faction", "sectorial", "club"):
            _text(p.get(key), f"players[{i}].{key}")
        for key in ("checked_in", "pending"):
            if key in p and not isinstance(p[key], bool):
                raise EventError(f"players[{i}].{key}", f"must be true or false, got {p[key]!r}")
        lists = p.get("lists", [])
        if not isinstance(lists, list) or not all(isinstance(x, str) for x in lists):
            raise EventError(f"players[{i}].lists", "must be a list of army lists (text)")
    rounds: set[int] = set()
    for i, r in enumerate(_list(raw, "rounds")):
        if not isinstance(r, dict):
            raise EventError(f"rounds[{i}]", "must be an object")
        n = _whole(r.get("round"), f"rounds[{i}].round")
        if n in rounds:
            raise EventError(f"rounds[{i}].round", f"round {n} is listed twice")
        rounds.add(n)
        _text(r.get("scenario"), f"rounds[{i}].scenario", required=True)
        _whole(r.get("points"), f"rounds[{i}].points")
    labels: dict[int, str | None] = {}
    for i, t in enumerate(_list(raw, "tables")):
        if not isinstance(t, dict):
            raise EventError(f"tables[{i}]", "must be an object")
        labels[_whole(t.get("number"), f"tables[{i}].number")] = _text(t.get("label"), f"tables[{i}].label")
    seats: list[Seat] = []
    taken: dict[tuple[int, Any], str] = {}

    def ref(v: Any, where: str) -> PlayerId:
        if v not in players or isinstance(v, bool):
            raise EventError(where, f"unknown player {v!r}")
        return v

    for i, s in enumerate(_list(raw, "pairings")):
        where = f"pairings[{i}]"
        if not isinstance(s, dict):
            raise EventError(where, "must be an object")
        n = _whole(s.get("round"), f"{where}.round")
        if n not in rounds:
            raise EventError(f"{where}.round", f"round {n} has no entry in rounds (its scenario and points)")
        if "bye" in s:
            seat = Seat(n, ref(s["bye"], f"{where}.bye"),
                        forfeit_by=ref(s["forfeit_by"], f"{where}.forfeit_by") if s.get("forfeit_by") is not None
                        else None)
        else:
            a, b = ref(s.get("a"), f"{where}.a"), ref(s.get("b"), f"{where}.b")
            if a == b:
                raise EventError(f"{where}.b", f"player {b!r} cannot play against themselves")
            seat = Seat(n, a, b, _whole(s.get("table"), f"{where}.table"))
            key = (n, ("table", seat.table))
            if key in taken:
                raise EventError(f"{where}.table", f"table {seat.table} already seats a game in round {n}")
            taken[key] = where
        for pid, name in ((seat.a, "a" if seat.b is not None else "bye"), (seat.b, "b")):
            if pid is None:
                continue
            if (n, pid) in taken:
                raise EventError(f"{where}.{name}", f"player {pid!r} is seated twice in round {n}")
            taken[(n, pid)] = where
        seats.append(seat)
    # Every result and bye of EVENT's games must sit where the pairings put it.
    if seats:
        seated = {(s.round, frozenset((s.a, s.b)) if s.b is not None else s.a) for s in seats}
        for i, g in enumerate(games):
            if (g.round, frozenset((g.a, g.b))) not in seated:
                raise EventError(f"games[{i}]", f"round {g.round}: {g.a!r} v {g.b!r} is not in the pairings")
        for b in byes:
            if (b.round, b.player) not in seated:
                raise EventError("games", f"round {b.round}: the bye of {b.player!r} is not in the pairings")
    for i, c in enumerate(_list(raw, "audit")):
        if not isinstance(c, dict):
            raise EventError(f"audit[{i}]", "must be an object")
        for key in ("what", "field", "who", "at"):
            _text(c.get(key), f"audit[{i}].{key}", required=True)
    return EventFile(raw, seats, labels)


__all__ = ["FORMAT", "FORMAT_VERSION", "EventFile", "Seat", "parse_event_file"]
