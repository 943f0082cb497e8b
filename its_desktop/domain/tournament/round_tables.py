"""Who sits at which table in a round, read from an EVENT file or worked out: what a round's printed
pack (and any other view of a round) lays out.

- :func:`read_event`: an EVENT (a path, its decoded JSON or a parsed ``Event``) with its season and the
  players' factions (only the public name and faction are ever read of a player);
- :func:`stored_seats`: the round's pairings as the event file stored them (pairings announced, games
  without results included), so a pack printed again never redraws them;
- :func:`round_pairs`: otherwise the round's games as entered, or pairings made with the packs' rules
  (``pair_round``; round 1 drawn with a seed);
- :func:`table_labels`: the tables' terrain labels.

Bad input raises :class:`~its_desktop.domain.errors.InputError` (``EventError`` for an event's field)
naming the file and the field.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from its_desktop.domain import inputs
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.mission import UnknownMission, catalog
from its_desktop.domain.mission.season import Season

from .deviation_words import deviation_text
from .event import Event, EventError, PlayerId, event_season, parse_event
from .event_file import parse_event_file
from .pairing import pair_round

Pairs = list[tuple[int | str, PlayerId, PlayerId]]  # (table, player A, player B) in table order


@dataclass(frozen=True)
class ReadEvent:
    event: Event
    season: Season
    factions: dict[PlayerId, str]  # faction (or sectorial) by player id
    where: str                     # what errors start with: the file's name, or "event"
    raw: Any                       # the decoded file (None for an Event given as one)


@dataclass(frozen=True)
class RoundPairs:
    pairs: Pairs
    byes: list[PlayerId]
    how: str               # "event" (the games entered), "draw" (round 1, seeded) or "standings"
    seed: int | None       # the round-1 draw's seed, to repeat it
    notes: list[str]       # deviations from the packs' order, tables played again


def table_key(t: int | str) -> tuple[int, int | str, str]:
    """Numbered tables first, in order, then named ones."""
    return (0, t, "") if isinstance(t, int) else (1, 0, str(t))


def season_of(season_id: str, field: str = "season", where: str = "") -> Season:
    try:
        return catalog.season(season_id)
    except UnknownMission as exc:
        raise EventError(field, str(exc), file=where or None) from None


def read_event(event: Event | Mapping[str, Any] | str | os.PathLike[str], season: Season | str | None,
               factions: Mapping[PlayerId, str] | None) -> ReadEvent:
    """The event, its season (``season`` overrides the file's) and the factions by player id."""
    if isinstance(event, Event):
        season_id = season.id if isinstance(season, Season) else (season or event.season)
        return ReadEvent(event, season_of(season_id), dict(factions or {}), "event", None)
    where = "event"
    raw: Any = event
    override = season.id if isinstance(season, Season) else season
    if isinstance(event, (str, os.PathLike)):
        where = str(event)
        try:
            raw = inputs.read_json(event)
        except InputError as exc:
            raise exc.in_file(where) from None
    try:
        season_id = event_season(raw, override)
        se = season_of(season_id, "season", where)
        parsed = parse_event(raw, season=season_id, op_ceiling=se.tournament.op_ceiling,
                             known_extras=set(se.extras))
    except EventError as exc:
        raise exc.in_file(where) from None
    found: dict[PlayerId, str] = {}
    for i, p in enumerate(raw["players"]):
        value = p.get("sectorial") or p.get("faction")
        if value is None:
            continue
        if not isinstance(value, str):
            key = "faction" if "faction" in p else "sectorial"
            raise EventError("", tr("{file}: {field}: must be a string, got {value}").format(
                file=where, field=f"players[{i}].{key}", value=repr(value)))
        found[p["id"]] = value.strip()
    found.update(factions or {})
    return ReadEvent(parsed, se, found, where, raw)


def stored_seats(raw: Any, round_n: int, where: str) -> tuple[Pairs, list[PlayerId]] | None:
    """The round's pairings as the event stored them (the event file's ``pairings``: games without results
    included), or None when the file has none for that round."""
    if not isinstance(raw, Mapping) or not raw.get("pairings"):
        return None
    try:
        parsed = parse_event_file(dict(raw))
    except EventError as exc:
        raise exc.in_file(where) from None
    seats = [s for s in parsed.seats if s.round == round_n]
    if not seats:
        return None
    # a seat with an opponent always has its table (parse_event_file checks it)
    rows: Pairs = sorted(((s.table, s.a, s.b) for s in seats if s.b is not None and s.table is not None),
                         key=lambda r: table_key(r[0]))
    return rows, [s.a for s in seats if s.b is None]


def stored_notes(raw: Any, round_n: int, names: Mapping[PlayerId, str]) -> list[str]:
    """The stored round's deviation lines and tables played again, in the current language: hand changes are
    worded now from their codes; a line the store kept as text is printed as stored."""
    rounds = raw.get("rounds") if isinstance(raw, Mapping) else None
    for r in rounds if isinstance(rounds, list) else []:
        if isinstance(r, Mapping) and r.get("round") == round_n:
            notes = [text for d in r.get("deviations") or [] if isinstance(d, Mapping) and (text := deviation_text(d))]
            notes += [tr("Table {n} again for {names} (every other table was taken or already played)").format(
                n=x.get("table"), names=", ".join(names.get(p, str(p)) for p in x.get("players") or []))
                for x in r.get("table_repeats") or [] if isinstance(x, Mapping)]
            return notes
    return []


def table_labels(raw: Any) -> dict[int | str, str]:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("tables"), list):
        return {}
    return {t["number"]: t["label"].strip() for t in raw["tables"]
            if isinstance(t, Mapping) and isinstance(t.get("label"), str) and t["label"].strip()}


def round_pairs(event: Event, se: Season, round_n: int, seed: int | None, where: str, avoid_rematches: bool,
                avoid_clubs: bool) -> RoundPairs:
    """The round's tables in order: its games as entered, else paired with the packs' rules."""
    games = [g for g in event.games if g.round == round_n]
    byes = [b.player for b in event.byes if b.round == round_n]
    if games or byes:
        taken = {g.table for g in games if g.table is not None}
        rows: Pairs = []
        free = 1
        for g in games:
            table = g.table
            if table is None:
                while free in taken:
                    free += 1
                table = free
                taken.add(free)
            rows.append((table, g.a, g.b))
        rows.sort(key=lambda r: table_key(r[0]))
        return RoundPairs(rows, byes, "event", None, [])
    try:
        rp = pair_round(event, se, round_n, seed=seed, avoid_rematches=avoid_rematches, avoid_clubs=avoid_clubs)
    except EventError as exc:
        raise exc.in_file(where) from None
    names = {p.id: p.name for p in event.players}
    notes = [d.text for d in rp.deviations]
    notes += [tr("Table {n} again for {names} (every other table was taken or already played)").format(
        n=r["table"], names=", ".join(names.get(p, str(p)) for p in r["players"])) for r in rp.table_repeats]
    how = "draw" if rp.seed is not None else "standings"
    return RoundPairs([(t.table, t.a, t.b) for t in rp.pairings], [rp.bye] if rp.bye is not None else [], how,
                      rp.seed, notes)


__all__ = ["Pairs", "ReadEvent", "RoundPairs", "read_event", "round_pairs", "season_of", "stored_notes", "stored_seats",
           "table_key", "table_labels"]
