"""The tournament repository: events, players, rounds, tables, pairings and results, one transaction per write.

::

    events = Events.open()                                   # default_url(), migrated to head
    ev = events.create_event("Spring Open", "s16", points=300, who="TO")
    ana = events.add_player(ev.id, "Ana", pin="A1", faction="PanOceania", who="TO")
    events.import_players_csv(ev.id, open("otm.csv").read(), who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", 300, who="TO")
    pairing = events.pair(ev.id, 1, seed=7)                  # the domain's pair_round on the stored event
    events.save_pairings(ev.id, pairing, who="TO")
    g = events.games(ev.id, 1)[0]
    events.record_result(g.id, 6, 3, 210, 140, who="station 2", expected_version=g.version)
    events.standings(ev.id)                                  # the domain's compute_standings
    events.to_event_json(ev.id)                              # the EVENT JSON of `its-desktop standings/pair`

Several stations on one database: every row a station edits from what it shows (the event, a player, a
round, a table's game) carries a ``version`` (SQLAlchemy ``version_id_col``). A write that passes
``expected_version=`` (the version the station showed) raises :class:`EventConflictError` (a
:class:`~.games.ConflictError`) if someone else wrote in between, saying what is stored now; nothing is
overwritten. Every write adds rows to the audit trail (:meth:`Events.history`). Results of different tables
never wait for each other (each locks only its own row); pairing, registration and drops queue on the event
row (``SELECT … FOR UPDATE`` on PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite).

Bad values raise :class:`~.games.FieldError` naming the field (``op_b: must be a whole number from 0 to 10,
got 12``). Army lists are private (organizer only): they are never in the event JSON, the exports or the
audit trail (only their number is).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import MissionErrors, UnknownMission
from its_desktop.domain.mission.season import Season
from its_desktop.domain.tournament import Standings, compute_standings, game_points, pair_round, season_rounds
from its_desktop.domain.tournament.event import Event as DomainEvent, EventError
from its_desktop.domain.tournament.organizer import (
    RoundClock, ScenarioChoice, allowed_scenarios, check_extras, check_result, check_round, extras_rounds,
    load_event, round_points,
)
from its_desktop.domain.tournament.otm import otm_sheet, parse_players_csv, results_csv, standings_csv
from its_desktop.domain.tournament.pairing import RoundPairing

from .games import ConflictError, FieldError
from .repository import Repository, load_row, why_field as _why
from .models import (
    NAME_MAX, Event, EventChange, EventGame, EventPlayer, EventRound, EventTable, Game, utcnow,
)

PIN_MAX = 64
LIST_MAX = 20_000  # characters of one army list (an army code or the list as text)
MAX_LISTS = 3
DEFAULT_ROUND_MINUTES = 120
_UNSET: Any = object()


class EventConflictError(ConflictError):
    """A row changed under you (another station wrote first): the message says what is stored now."""

    def __init__(self, what: str, ref_id: int, expected: int | None, current: int | None, stored: str = ""):
        self.what, self.ref_id = what, ref_id
        self.game_id, self.expected, self.current = ref_id, expected, current
        msg = f"{what} was changed by another station"
        if expected is not None and current is not None:
            msg += f" (now version {current}, you had version {expected})"
        if stored:
            msg += f"; it now says {stored}"
        Exception.__init__(self, msg + ". Nothing was overwritten: reload it and try again")


class NotFound(LookupError):
    def __init__(self, field: str, value: Any, what: str):
        self.field, self.value = field, value
        super().__init__(f"{field}: no {what} {value!r}")


# -- records -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EventRecord:
    id: int
    name: str
    season: str
    extras: tuple[str, ...]
    points: int
    rounds_planned: int | None  # as the organizer set it (None: the season's table)
    round_minutes: int
    deployment_minutes: int | None
    custom_scenario_id: str | None
    created_at: datetime
    updated_at: datetime
    version: int


@dataclass(frozen=True)
class PlayerRecord:
    id: int
    event_id: int
    name: str
    pin: str | None
    faction: str | None
    club: str | None
    lists: tuple[str, ...]  # private: organizer only
    joined_round: int
    dropped_after_round: int | None
    version: int

    def active_in(self, rnd: int) -> bool:
        return rnd >= self.joined_round and (self.dropped_after_round is None or rnd <= self.dropped_after_round)


@dataclass(frozen=True)
class RoundRecord:
    id: int
    event_id: int
    number: int
    scenario: str
    scenario_name: str
    points: int
    duration_minutes: int
    deployment_minutes: int | None
    started_at: datetime | None
    paused_at: datetime | None
    paused_seconds: float
    time_called_at: datetime | None
    pairing_seed: int | None
    pairing_notes: dict[str, Any] | None
    version: int

    @property
    def clock(self) -> RoundClock:
        return RoundClock(self.duration_minutes * 60.0,
                          self.deployment_minutes * 60.0 if self.deployment_minutes else None,
                          self.started_at, self.paused_at, self.paused_seconds, self.time_called_at)


@dataclass(frozen=True)
class TableRecord:
    number: int
    label: str | None


@dataclass(frozen=True)
class EventGameRecord:
    id: int
    event_id: int
    round: int
    table: int | None
    label: str | None
    a: int
    b: int | None
    a_name: str
    b_name: str | None
    bye: bool
    op_a: int | None
    op_b: int | None
    vp_a: float | None
    vp_b: float | None
    tp_a: int | None
    tp_b: int | None
    tally_game_id: int | None
    end_reason: str | None
    updated_at: datetime
    version: int

    @property
    def has_result(self) -> bool:
        return self.op_a is not None

    @property
    def open(self) -> bool:
        """A game still waiting for its result (a bye is never open)."""
        return not self.bye and self.op_a is None


@dataclass(frozen=True)
class EventChangeRecord:
    id: int
    event_id: int
    what: str
    ref_id: int | None
    field: str
    old: Any
    new: Any
    who: str
    at: datetime
    why: str | None


@dataclass
class ImportReport:
    added: list[PlayerRecord] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # "line 4: name: missing", "line 6: PIN 123 is already …"


# -- the repository -------------------------------------------------------------------------------------


class Events(Repository):
    """The repository. Thread-safe: each call uses its own session and transaction."""

    # -- events ---------------------------------------------------------------------------------

    def create_event(self, name: str, season: str, *, extras: list[str] | tuple[str, ...] = (),
                     points: int | None = None, rounds_planned: int | None = None,
                     round_minutes: int = DEFAULT_ROUND_MINUTES, deployment_minutes: int | None = None,
                     who: str = "organizer") -> EventRecord:
        """A new event. ``points``: the default army points of a round (300, or the season's largest
        tournament size below it); ``rounds_planned`` None: the season's table by player count (an Extra
        such as Escalation fixes it)."""
        name, who = _name(name, "name"), _name(who, "who")
        se = _season(season)
        extras = _extras(se, extras)
        if points is None:
            sizes = round_points(se, extras, 1)
            points = 300 if 300 in sizes else max(p for p in sizes if p <= 300) if min(sizes) <= 300 else sizes[0]
        points = _points(se, extras, points)
        ev = Event(name=name, season=se.id, extras=list(extras), points=points,
                   rounds_planned=_rounds_planned(se, extras, rounds_planned),
                   round_minutes=_minutes(round_minutes, "round_minutes"),
                   deployment_minutes=_minutes(deployment_minutes, "deployment_minutes", nullable=True))
        with self._write() as s:
            now = utcnow()
            ev.created_at = ev.updated_at = now
            s.add(ev)
            s.flush()
            _audit(s, ev.id, "event", ev.id, "created", None,
                   {"name": name, "season": se.id, "extras": list(extras), "points": points,
                    "rounds_planned": ev.rounds_planned, "round_minutes": ev.round_minutes,
                    "deployment_minutes": ev.deployment_minutes}, who, now)
            return _event_record(ev)

    def get_event(self, event_id: int) -> EventRecord:
        with self._read() as s:
            return _event_record(_event(s, event_id))

    def list_events(self) -> list[EventRecord]:
        """All events, newest first."""
        with self._read() as s:
            rows = s.scalars(select(Event).order_by(Event.created_at.desc(), Event.id.desc())).all()
            return [_event_record(e) for e in rows]

    def update_event(self, event_id: int, *, who: str, expected_version: int | None = None, why: str | None = None,
                     name: str = _UNSET, extras: list[str] = _UNSET, points: int = _UNSET,
                     rounds_planned: int | None = _UNSET, round_minutes: int = _UNSET,
                     deployment_minutes: int | None = _UNSET) -> EventRecord:
        """Change the event's settings (fields not given stay). New Extras must still allow every round's
        scenario and points."""
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            _check_version(ev, expected_version, f"event {ev.name!r}")
            se = _season(ev.season)
            new: dict[str, Any] = {}
            if name is not _UNSET:
                new["name"] = _name(name, "name")
            new_extras = list(ev.extras)
            if extras is not _UNSET:
                new_extras = _extras(se, extras)
                new["extras"] = new_extras
                for r in s.scalars(select(EventRound).where(EventRound.event_id == ev.id)):
                    if r.scenario != ev.custom_scenario_id and \
                            r.scenario not in {c.id for c in allowed_scenarios(se, new_extras)}:
                        raise FieldError("extras", f"round {r.number} plays {r.scenario}, which these Extras do "
                                                   "not allow: change that round first")
                    if r.points not in round_points(se, new_extras, r.number):
                        raise FieldError("extras", f"round {r.number} is played at {r.points} points, which these "
                                                   "Extras do not allow: change that round first")
            if points is not _UNSET:
                new["points"] = _points(se, new_extras, points)
            if rounds_planned is not _UNSET or extras is not _UNSET:
                planned = ev.rounds_planned if rounds_planned is _UNSET else rounds_planned
                if extras_rounds(se, new_extras) is None and extras is not _UNSET and rounds_planned is _UNSET \
                        and extras_rounds(se, list(ev.extras)) is not None:
                    planned = None  # leaving Escalation: back to the season's table
                new["rounds_planned"] = _rounds_planned(se, new_extras, planned)
            if round_minutes is not _UNSET:
                new["round_minutes"] = _minutes(round_minutes, "round_minutes")
            if deployment_minutes is not _UNSET:
                new["deployment_minutes"] = _minutes(deployment_minutes, "deployment_minutes", nullable=True)
            now = utcnow()
            changed = False
            for key, value in new.items():
                old = getattr(ev, key)
                if old != value:
                    setattr(ev, key, value)
                    _audit(s, ev.id, "event", ev.id, key, old, value, who, now, why)
                    changed = True
            if changed:
                ev.updated_at = now
                s.flush()
            return _event_record(ev)

    def delete_event(self, event_id: int) -> None:
        """Remove an event and everything recorded for it (there is no undo)."""
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            s.execute(delete(EventGame).where(EventGame.event_id == ev.id))
            s.delete(ev)

    def set_custom_scenario(self, event_id: int, toml_text: str | None, *, who: str) -> str | None:
        """Add the event's one custom scenario from a map file's TOML text (checked like the library's files;
        it must belong to the event's season); None removes it. Returns its id. Replacing or removing it is
        refused while a round plays it."""
        who = _name(who, "who")
        sid = None
        if toml_text is not None:
            if not isinstance(toml_text, str) or not toml_text.strip():
                raise FieldError("custom_scenario", "must be the text of a scenario map file")
            sc = _custom(toml_text)
            sid = sc.id
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            if sid is not None and _custom(toml_text).season != ev.season:
                raise FieldError("custom_scenario", f"{sid} is a {_custom(toml_text).season} scenario; the event "
                                                    f"plays {ev.season}")
            if ev.custom_scenario_id and ev.custom_scenario_id != sid:
                used = s.scalar(select(EventRound.number).where(EventRound.event_id == ev.id,
                                                                EventRound.scenario == ev.custom_scenario_id))
                if used is not None:
                    raise FieldError("custom_scenario", f"round {used} plays {ev.custom_scenario_id}: choose "
                                                        "another scenario for it first")
            if sid is not None:
                errors = _custom_errors(toml_text, ev.season)
                if errors:
                    raise FieldError("custom_scenario", errors)
            old = ev.custom_scenario_id
            ev.custom_scenario_id, ev.custom_scenario = sid, toml_text
            now = utcnow()
            ev.updated_at = now
            _audit(s, ev.id, "event", ev.id, "custom_scenario", old, sid, who, now)
            s.flush()
            return sid

    def scenario_choices(self, event_id: int, lang: str = "en") -> list[ScenarioChoice]:
        """The scenarios this event may play (Extras applied), the custom one last."""
        with self._read() as s:
            ev = _event(s, event_id)
            se = _season(ev.season)
            out = allowed_scenarios(se, list(ev.extras), lang)
            if ev.custom_scenario_id and ev.custom_scenario:
                sc = _custom(ev.custom_scenario)
                out = [c for c in out if c.id != sc.id]
                out.append(ScenarioChoice(sc.id, sc.name.get(lang), sc.section, custom=True))
            return out

    def points_choices(self, event_id: int, number: int) -> list[int]:
        with self._read() as s:
            ev = _event(s, event_id)
            return round_points(_season(ev.season), list(ev.extras), number)

    def rounds_planned(self, event_id: int) -> int:
        """The number of rounds: the Extras' (Escalation 3), the organizer's, or the season's table."""
        with self._read() as s:
            ev = _event(s, event_id)
            count = s.scalar(select(func.count()).select_from(EventPlayer).where(EventPlayer.event_id == ev.id))
            return _planned(ev, int(count or 0))

    # -- players --------------------------------------------------------------------------------

    def add_player(self, event_id: int, name: str, *, pin: str | None = None, faction: str | None = None,
                   club: str | None = None, lists: list[str] | tuple[str, ...] = (), who: str) -> PlayerRecord:
        """Register a player. After a round is paired this is a late addition: the player joins from the
        next round (``joined_round``)."""
        fields = _player_fields(name=name, pin=pin, faction=faction, club=club, lists=lists)
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            _pin_free(s, ev.id, fields["pin"])
            joined = _last_paired(s, ev.id) + 1
            now = utcnow()
            p = EventPlayer(event_id=ev.id, joined_round=joined, created_at=now, updated_at=now, **fields)
            s.add(p)
            s.flush()
            _audit(s, ev.id, "player", p.id, "registered", None, _player_audit(p), who, now)
            return _player_record(p)

    def update_player(self, player_id: int, *, who: str, expected_version: int | None = None,
                      why: str | None = None, name: str = _UNSET, pin: str | None = _UNSET,
                      faction: str | None = _UNSET, club: str | None = _UNSET,
                      lists: list[str] = _UNSET) -> PlayerRecord:
        given = {k: v for k, v in (("name", name), ("pin", pin), ("faction", faction), ("club", club),
                                   ("lists", lists)) if v is not _UNSET}
        fields = _player_fields(**given)
        who = _name(who, "who")
        with self._write() as s:
            p = _player(s, player_id, lock=True)
            _check_version(p, expected_version, f"player {p.name!r}")
            if "pin" in fields and fields["pin"] != p.pin:
                _pin_free(s, p.event_id, fields["pin"])
            now = utcnow()
            changed = False
            for key, value in fields.items():
                old = getattr(p, key)
                if old != value:
                    setattr(p, key, value)
                    if key == "lists":  # private: the audit trail keeps only how many
                        old, value = len(old or []), len(value)
                    _audit(s, p.event_id, "player", p.id, key, old, value, who, now, why)
                    changed = True
            if changed:
                p.updated_at = now
                s.flush()
            return _player_record(p)

    def drop_player(self, player_id: int, after_round: int | None, *, who: str, expected_version: int | None = None,
                    why: str | None = None) -> PlayerRecord:
        """The player withdraws after ``after_round`` (0: before round 1); None reinstates them. Refused while
        they are paired in a later round (clear that round's pairings first)."""
        who = _name(who, "who")
        if after_round is not None and (isinstance(after_round, bool) or not isinstance(after_round, int)
                                        or after_round < 0):
            raise FieldError("after_round", f"must be a whole number of at least 0 or None, got {after_round!r}")
        with self._write() as s:
            p = _player(s, player_id)
            _event(s, p.event_id, lock=True)  # queue with pairing
            p = _player(s, player_id, lock=True)
            _check_version(p, expected_version, f"player {p.name!r}")
            if after_round is not None:
                later = s.scalar(select(func.min(EventGame.round)).where(
                    EventGame.event_id == p.event_id, EventGame.round > after_round,
                    (EventGame.player_a_id == p.id) | (EventGame.player_b_id == p.id)))
                if later is not None:
                    raise FieldError("after_round", f"{p.name} is already paired in round {later}: clear that "
                                                    "round's pairings first")
            if p.dropped_after_round != after_round:
                now = utcnow()
                _audit(s, p.event_id, "player", p.id, "dropped_after_round", p.dropped_after_round, after_round,
                       who, now, why)
                p.dropped_after_round, p.updated_at = after_round, now
                s.flush()
            return _player_record(p)

    def remove_player(self, player_id: int, *, who: str) -> None:
        """Undo a registration made by mistake: refused once the player has been paired (drop them instead)."""
        who = _name(who, "who")
        with self._write() as s:
            p = _player(s, player_id)
            _event(s, p.event_id, lock=True)
            played = s.scalar(select(func.count()).select_from(EventGame).where(
                (EventGame.player_a_id == p.id) | (EventGame.player_b_id == p.id)))
            if played:
                raise FieldError("player_id", f"{p.name} has been paired: drop them instead of removing them")
            _audit(s, p.event_id, "player", p.id, "removed", _player_audit(p), None, who, utcnow())
            s.delete(p)

    def players(self, event_id: int) -> list[PlayerRecord]:
        """The players in registration order (lists included: organizer only)."""
        with self._read() as s:
            _event(s, event_id)
            rows = s.scalars(select(EventPlayer).where(EventPlayer.event_id == event_id).order_by(EventPlayer.id))
            return [_player_record(p) for p in rows]

    def get_player(self, player_id: int) -> PlayerRecord:
        with self._read() as s:
            return _player_record(_player(s, player_id))

    def import_players_csv(self, event_id: int, text: str, *, who: str) -> ImportReport:
        """Register the players of an OTM (or any) CSV: name, PIN, faction, club (see ``domain.tournament.otm``
        for the forgiving rules). A PIN already registered, or a name already registered without a PIN, is
        skipped and reported; everything else is added in one transaction."""
        if isinstance(text, (bytes, bytearray)):
            text = bytes(text).decode("utf-8-sig", errors="replace")
        if not isinstance(text, str):
            raise FieldError("text", "must be the CSV text")
        parsed = parse_players_csv(text)
        report = ImportReport(skipped=list(parsed.problems))
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            existing = s.scalars(select(EventPlayer).where(EventPlayer.event_id == ev.id)).all()
            pins = {p.pin: p.name for p in existing if p.pin}
            names = {p.name.casefold() for p in existing if not p.pin}
            joined = _last_paired(s, ev.id) + 1
            now = utcnow()
            for row in parsed.players:
                try:
                    fields = _player_fields(name=row.name, pin=row.pin, faction=row.faction, club=row.club, lists=())
                except FieldError as exc:
                    report.skipped.append(f"line {row.line}: {exc}")
                    continue
                if fields["pin"] and fields["pin"] in pins:
                    report.skipped.append(f"line {row.line}: PIN {fields['pin']} is already registered "
                                          f"({pins[fields['pin']]})")
                    continue
                if not fields["pin"] and fields["name"].casefold() in names:
                    report.skipped.append(f"line {row.line}: {fields['name']} is already registered")
                    continue
                p = EventPlayer(event_id=ev.id, joined_round=joined, created_at=now, updated_at=now, **fields)
                s.add(p)
                s.flush()
                _audit(s, ev.id, "player", p.id, "registered", None, _player_audit(p), who, now, "CSV import")
                if p.pin:
                    pins[p.pin] = p.name
                else:
                    names.add(p.name.casefold())
                report.added.append(_player_record(p))
        return report

    # -- tables ---------------------------------------------------------------------------------

    def set_table(self, event_id: int, number: int, label: str | None, *, who: str) -> TableRecord:
        """Number a table and give it a terrain / table-configuration label (None: no label)."""
        who = _name(who, "who")
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise FieldError("number", f"must be a whole number of at least 1, got {number!r}")
        if label is not None:
            if not isinstance(label, str) or len(label) > NAME_MAX:
                raise FieldError("label", f"must be text of at most {NAME_MAX} characters, got {label!r}")
            label = label.strip() or None
        with self._write() as s:
            _event(s, event_id)
            t = s.scalars(select(EventTable).where(EventTable.event_id == event_id,
                                                   EventTable.number == number).with_for_update()).one_or_none()
            old = None if t is None else t.label
            if t is None:
                t = EventTable(event_id=event_id, number=number, label=label)
                s.add(t)
            elif t.label == label:
                return TableRecord(number, label)
            t.label = label
            s.flush()
            _audit(s, event_id, "table", t.id, f"table {number}", old, label, who, utcnow())
            return TableRecord(number, label)

    def tables(self, event_id: int) -> list[TableRecord]:
        with self._read() as s:
            _event(s, event_id)
            rows = s.scalars(select(EventTable).where(EventTable.event_id == event_id).order_by(EventTable.number))
            return [TableRecord(t.number, t.label) for t in rows]

    # -- rounds ---------------------------------------------------------------------------------

    def set_round(self, event_id: int, number: int, scenario: str, points: int | None = None, *, who: str,
                  duration_minutes: int | None = None, deployment_minutes: int | None = _UNSET,
                  expected_version: int | None = None, why: str | None = None) -> RoundRecord:
        """Choose round ``number``'s scenario and army points (default: the event's, or the largest the round
        allows: Escalation's 200, 300, 400). Refused: a scenario the Extras do not allow, one another round already plays, points the
        round may not be played at (Escalation: the round's tier), VP already entered above the new points."""
        who = _name(who, "who")
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise FieldError("round", f"must be a whole number of at least 1, got {number!r}")
        if not isinstance(scenario, str) or not scenario:
            raise FieldError("scenario", f"must be a scenario id such as 's16/supremacy', got {scenario!r}")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            se = _season(ev.season)
            extras = list(ev.extras)
            count = s.scalar(select(func.count()).select_from(EventPlayer).where(EventPlayer.event_id == ev.id))
            planned = _planned(ev, int(count or 0))
            fixed = ev.rounds_planned is not None or extras_rounds(se, extras) is not None
            if fixed and number > planned:
                raise FieldError("round", f"the event has {planned} rounds; round {number} is past the end")
            if points is None:
                choices = round_points(se, extras, number)
                points = ev.points if ev.points in choices else max(choices)
            rounds = {r.number: r for r in s.scalars(select(EventRound).where(EventRound.event_id == ev.id))}
            try:
                check_round(se, extras, number, scenario, points, {n: r.scenario for n, r in rounds.items()},
                            ev.custom_scenario_id)
            except EventError as exc:
                raise FieldError(exc.field, exc.message) from None
            now = utcnow()
            r = rounds.get(number)
            if r is None:
                r = EventRound(event_id=ev.id, number=number, scenario=scenario, points=points,
                               duration_minutes=_minutes(duration_minutes or ev.round_minutes, "duration_minutes"),
                               deployment_minutes=_minutes(ev.deployment_minutes if deployment_minutes is _UNSET
                                                           else deployment_minutes, "deployment_minutes",
                                                           nullable=True),
                               paused_seconds=0.0)
                s.add(r)
                s.flush()
                _audit(s, ev.id, "round", r.id, f"round {number}", None,
                       {"scenario": scenario, "points": points, "duration_minutes": r.duration_minutes,
                        "deployment_minutes": r.deployment_minutes}, who, now, why)
                return _round_record(r, ev)
            _check_version(r, expected_version, f"round {number}")
            if points != r.points:
                top = _max_vp(s, ev.id, number)
                if top is not None and top > points:
                    raise FieldError("points", f"round {number} already has a result of {top:g} VP, more than "
                                               f"{points} points")
            new = {"scenario": scenario, "points": points}
            if duration_minutes is not None:
                new["duration_minutes"] = _minutes(duration_minutes, "duration_minutes")
            if deployment_minutes is not _UNSET:
                new["deployment_minutes"] = _minutes(deployment_minutes, "deployment_minutes", nullable=True)
            changed = False
            for key, value in new.items():
                old = getattr(r, key)
                if old != value:
                    setattr(r, key, value)
                    _audit(s, ev.id, "round", r.id, f"round {number}: {key}", old, value, who, now, why)
                    changed = True
            if changed:
                s.flush()
            return _round_record(r, ev)

    def rounds(self, event_id: int) -> list[RoundRecord]:
        with self._read() as s:
            ev = _event(s, event_id)
            rows = s.scalars(select(EventRound).where(EventRound.event_id == ev.id).order_by(EventRound.number))
            return [_round_record(r, ev) for r in rows]

    def get_round(self, event_id: int, number: int) -> RoundRecord | None:
        with self._read() as s:
            ev = _event(s, event_id)
            r = s.scalars(select(EventRound).where(EventRound.event_id == ev.id,
                                                   EventRound.number == number)).one_or_none()
            return None if r is None else _round_record(r, ev)

    # -- the round clock --------------------------------------------------------------------------

    def start_clock(self, event_id: int, number: int, *, who: str, now: datetime | None = None,
                    restart: bool = False) -> RoundRecord:
        """Start round ``number``'s clock (its duration, the deployment timer first if it has one)."""
        def act(r: EventRound, t: datetime) -> dict[str, Any]:
            if r.started_at is not None and not restart:
                raise FieldError("round", f"round {number}'s clock is already started (restart it to begin again)")
            r.started_at, r.paused_at, r.paused_seconds, r.time_called_at = t, None, 0.0, None
            return {"started_at": t.isoformat()}
        return self._clock(event_id, number, who, now, "start", act)

    def pause_clock(self, event_id: int, number: int, *, who: str, now: datetime | None = None) -> RoundRecord:
        def act(r: EventRound, t: datetime) -> dict[str, Any]:
            if r.started_at is None or r.time_called_at is not None or r.paused_at is not None:
                raise FieldError("round", f"round {number}'s clock is not running")
            r.paused_at = t
            return {"paused_at": t.isoformat()}
        return self._clock(event_id, number, who, now, "pause", act)

    def resume_clock(self, event_id: int, number: int, *, who: str, now: datetime | None = None) -> RoundRecord:
        def act(r: EventRound, t: datetime) -> dict[str, Any]:
            if r.paused_at is None or r.time_called_at is not None:
                raise FieldError("round", f"round {number}'s clock is not paused")
            r.paused_seconds = (r.paused_seconds or 0.0) + max(0.0, (t - r.paused_at).total_seconds())
            r.paused_at = None
            return {"paused_seconds": r.paused_seconds}
        return self._clock(event_id, number, who, now, "resume", act)

    def call_time(self, event_id: int, number: int, *, who: str, now: datetime | None = None) -> RoundRecord:
        """"Time!": the clock stops and every game of the round still without a result is closed as ended by
        time (its result is still entered as the table stands); a tallied game linked to it is marked
        ``end_reason = "time"`` too."""
        def act(r: EventRound, t: datetime) -> dict[str, Any]:
            if r.time_called_at is not None:
                raise FieldError("round", f"time was already called in round {number}")
            if r.paused_at is not None:
                r.paused_seconds = (r.paused_seconds or 0.0) + max(0.0, (t - r.paused_at).total_seconds())
                r.paused_at = None
            if r.started_at is None:
                r.started_at = t
            r.time_called_at = t
            return {"time_called_at": t.isoformat()}

        def after(s: Session, r: EventRound, t: datetime) -> None:
            games = s.scalars(select(EventGame).where(EventGame.event_id == r.event_id, EventGame.round == r.number,
                                                      EventGame.bye.is_(False), EventGame.op_a.is_(None),
                                                      EventGame.end_reason.is_(None)).with_for_update()).all()
            for g in games:
                g.end_reason, g.updated_at = "time", t
                _audit(s, r.event_id, "game", g.id, "end_reason", None, "time", who, t)
                if g.tally_game_id is not None:
                    tg = s.scalars(select(Game).where(Game.id == g.tally_game_id).with_for_update()).one_or_none()
                    if tg is not None and tg.end_reason is None:
                        tg.end_reason, tg.updated_at = "time", t
        return self._clock(event_id, number, who, now, "time_called", act, after)

    def _clock(self, event_id: int, number: int, who: str, now: datetime | None, name: str, act, after=None
               ) -> RoundRecord:
        who = _name(who, "who")
        t = now or utcnow()
        with self._write() as s:
            ev = _event(s, event_id)
            r = s.scalars(select(EventRound).where(EventRound.event_id == ev.id, EventRound.number == number)
                          .with_for_update()).one_or_none()
            if r is None:
                raise FieldError("round", f"round {number} has no scenario yet: choose it first")
            detail = act(r, t)
            if after is not None:
                after(s, r, t)
            _audit(s, ev.id, "clock", r.id, f"round {number}: {name}", None, detail, who, t)
            s.flush()
            return _round_record(r, ev)

    # -- pairings -------------------------------------------------------------------------------

    def pair(self, event_id: int, number: int, *, seed: int | None = None, avoid_rematches: bool = True,
             avoid_clubs: bool = False) -> RoundPairing:
        """Pair round ``number`` with the domain's ``pair_round`` on the stored event (nothing is saved:
        show it, then :meth:`save_pairings`)."""
        with self._read() as s:
            ev = _event(s, event_id)
            if s.scalar(select(func.count()).select_from(EventGame).where(EventGame.event_id == ev.id,
                                                                          EventGame.round == number)):
                raise FieldError("round", f"round {number} is already paired: clear its pairings to pair it again")
            season = _season(ev.season)
            event = self._domain_event(s, ev)
        try:
            return pair_round(event, season, number, seed=seed, avoid_rematches=avoid_rematches,
                              avoid_clubs=avoid_clubs)
        except EventError as exc:
            raise FieldError(exc.field, exc.message) from None

    def save_pairings(self, event_id: int, pairing: RoundPairing, *, who: str) -> list[EventGameRecord]:
        """Store a round's pairings (tables and bye) from :meth:`pair` (or a pairing edited by hand), with the
        seed and the deviations. Refused if the round is already paired (another station got there first),
        has no scenario yet, or pairs someone who is not in the event for that round."""
        who = _name(who, "who")
        number = pairing.round
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            r = s.scalars(select(EventRound).where(EventRound.event_id == ev.id, EventRound.number == number)
                          ).one_or_none()
            if r is None:
                raise FieldError("round", f"choose round {number}'s scenario and points before saving its pairings")
            if s.scalar(select(func.count()).select_from(EventGame).where(EventGame.event_id == ev.id,
                                                                          EventGame.round == number)):
                raise EventConflictError(f"round {number}'s pairings", r.id, None, None,
                                         "that the round is already paired")
            players = {p.id: p for p in s.scalars(select(EventPlayer).where(EventPlayer.event_id == ev.id))}
            seen: set[int] = set()
            tables: set[int] = set()
            for i, t in enumerate(pairing.pairings):
                for key, pid in (("a", t.a), ("b", t.b)):
                    _pairable(players, pid, number, f"pairings[{i}].{key}", seen)
                if isinstance(t.table, bool) or not isinstance(t.table, int) or t.table < 1 or t.table in tables:
                    raise FieldError(f"pairings[{i}].table", f"must be a new table number, got {t.table!r}")
                tables.add(t.table)
            if pairing.bye is not None:
                _pairable(players, pairing.bye, number, "bye", seen)
            missing = [p.name for p in players.values() if _active(p, number) and p.id not in seen]
            if missing:
                raise FieldError("pairings", f"not paired for round {number}: {', '.join(sorted(missing))}")
            now = utcnow()
            rows = []
            for t in pairing.pairings:
                rows.append(EventGame(event_id=ev.id, round=number, table_no=t.table, player_a_id=t.a,
                                      player_b_id=t.b, bye=False, created_at=now, updated_at=now))
            if pairing.bye is not None:
                rows.append(EventGame(event_id=ev.id, round=number, table_no=None, player_a_id=pairing.bye,
                                      player_b_id=None, bye=True, created_at=now, updated_at=now))
            s.add_all(rows)
            known = set(s.scalars(select(EventTable.number).where(EventTable.event_id == ev.id)))
            s.add_all(EventTable(event_id=ev.id, number=n, label=None) for n in sorted(tables - known))
            notes = {"deviations": [d.to_json() for d in pairing.deviations], "table_repeats": pairing.table_repeats}
            r.pairing_seed, r.pairing_notes = pairing.seed, notes
            s.flush()
            _audit(s, ev.id, "round", r.id, f"round {number}: pairings", None,
                   {"seed": pairing.seed, "tables": [[t.table, t.a, t.b] for t in pairing.pairings],
                    "bye": pairing.bye, "deviations": len(pairing.deviations)}, who, now)
            return self._game_records(s, ev, number)

    def clear_pairings(self, event_id: int, number: int, *, who: str, why: str | None = None) -> None:
        """Undo the last paired round's pairings (refused once a result is entered in it). Players added late
        while it was paired may then be paired in it."""
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            last = _last_paired(s, ev.id)
            if number != last:
                raise FieldError("round", f"only the last paired round ({last}) can be cleared, not {number}")
            games = s.scalars(select(EventGame).where(EventGame.event_id == ev.id, EventGame.round == number)).all()
            if any(g.op_a is not None for g in games):
                raise FieldError("round", f"round {number} already has results: clear them first")
            old = {"tables": [[g.table_no, g.player_a_id, g.player_b_id] for g in games if not g.bye],
                   "bye": next((g.player_a_id for g in games if g.bye), None)}
            for g in games:
                s.delete(g)
            r = s.scalars(select(EventRound).where(EventRound.event_id == ev.id, EventRound.number == number)
                          ).one_or_none()
            if r is not None:
                r.pairing_seed, r.pairing_notes = None, None
            for p in s.scalars(select(EventPlayer).where(EventPlayer.event_id == ev.id,
                                                         EventPlayer.joined_round == number + 1)):
                p.joined_round = number
            s.flush()
            _audit(s, ev.id, "round", r.id if r else None, f"round {number}: pairings", old, None, who, utcnow(), why)

    def games(self, event_id: int, number: int | None = None) -> list[EventGameRecord]:
        """The tables (and byes) of one round or of every round, in round and table order."""
        with self._read() as s:
            ev = _event(s, event_id)
            return self._game_records(s, ev, number)

    def get_game(self, event_game_id: int) -> EventGameRecord:
        with self._read() as s:
            g = _egame(s, event_game_id)
            return self._game_records(s, _event(s, g.event_id), g.round, only=g.id)[0]

    # -- results --------------------------------------------------------------------------------

    def record_result(self, event_game_id: int, op_a: int, op_b: int, vp_a: float, vp_b: float, who: str,
                      expected_version: int | None = None, why: str | None = None, *,
                      tally_game_id: int | None = _UNSET) -> EventGameRecord:
        """Enter or correct one table's result. OP whole numbers from 0 to the season's ceiling, VP from 0 to
        the round's army points; a bye has none. With ``expected_version`` (the version the station showed)
        a result someone else changed meanwhile raises :class:`EventConflictError` and nothing is written.
        TP are computed, never entered."""
        who, why = _name(who, "who"), _why(why)
        with self._write() as s:
            g = _egame(s, event_game_id, lock=True)
            if g.bye:
                raise FieldError("event_game_id", f"round {g.round}'s bye has no result (a bye scores the "
                                                  "season's bye points by itself)")
            if expected_version is not None:
                _version_arg(expected_version)
                if g.version != expected_version:
                    raise self._game_conflict(s, g, expected_version)
            ev = _event(s, g.event_id)
            se = _season(ev.season)
            r = s.scalars(select(EventRound).where(EventRound.event_id == ev.id, EventRound.number == g.round)
                          ).one_or_none()
            points = r.points if r is not None else ev.points
            try:
                check_result(op_a, op_b, vp_a, vp_b, op_ceiling=se.tournament.op_ceiling, points=points)
            except EventError as exc:
                raise FieldError(exc.field, exc.message) from None
            new = {"op_a": int(op_a), "op_b": int(op_b), "vp_a": float(vp_a), "vp_b": float(vp_b)}
            old = _result(g)
            link = g.tally_game_id if tally_game_id is _UNSET else tally_game_id
            if old == new and link == g.tally_game_id:
                return self._game_records(s, ev, g.round, only=g.id)[0]
            now = utcnow()
            g.op_a, g.op_b, g.vp_a, g.vp_b = new["op_a"], new["op_b"], new["vp_a"], new["vp_b"]
            if link != g.tally_game_id:
                _audit(s, ev.id, "game", g.id, "tally_game_id", g.tally_game_id, link, who, now, why)
                g.tally_game_id = link
            if g.end_reason is None:
                g.end_reason = "completed"
            g.updated_at = now
            if old != new:
                _audit(s, ev.id, "game", g.id, "result", old, new, who, now, why)
            s.flush()
            return self._game_records(s, ev, g.round, only=g.id)[0]

    def clear_result(self, event_game_id: int, who: str, expected_version: int | None = None,
                     why: str | None = None) -> EventGameRecord:
        who, why = _name(who, "who"), _why(why)
        with self._write() as s:
            g = _egame(s, event_game_id, lock=True)
            if expected_version is not None:
                _version_arg(expected_version)
                if g.version != expected_version:
                    raise self._game_conflict(s, g, expected_version)
            ev = _event(s, g.event_id)
            if g.op_a is not None:
                later = s.scalar(select(func.count()).select_from(EventGame).where(
                    EventGame.event_id == ev.id, EventGame.round > g.round))
                if later:
                    raise FieldError("event_game_id", f"round {g.round + 1} is already paired on this result: "
                                                      "correct the result instead of clearing it")
                now = utcnow()
                _audit(s, ev.id, "game", g.id, "result", _result(g), None, who, now, why)
                g.op_a = g.op_b = g.vp_a = g.vp_b = None
                g.end_reason = "time" if g.end_reason == "time" else None
                g.updated_at = now
                s.flush()
            return self._game_records(s, ev, g.round, only=g.id)[0]

    def result_from_tally(self, event_game_id: int, game_id: int, who: str, expected_version: int | None = None
                          ) -> EventGameRecord:
        """Take a table's OP and VP from a game tallied in the app (``games`` table), and link it. The tallied
        game's Player A is the table's player A unless its names say the opposite."""
        from its_desktop.domain.table import StateError
        from its_desktop.domain.tally.score import score

        from .games import Games, GameNotFound
        from .tally_entries import record_from_entries

        games = Games(self.engine)
        try:
            tg = games.get_game(game_id)
        except GameNotFound:
            raise FieldError("game_id", f"no tallied game {game_id!r}") from None
        eg = self.get_game(event_game_id)
        try:
            record = record_from_entries(tg, games.entries(game_id), tg.round_reached or 0)
            sc = score(catalog.mission(tg.mission, tg.points), record)
        except (StateError, UnknownMission) as exc:
            raise FieldError("game_id", f"tallied game {game_id} cannot be scored yet: {exc}") from None
        vp = {p: sc.vp(p) for p in ("A", "B")}
        for p in ("A", "B"):
            if vp[p] is None:
                raise FieldError("game_id", f"tallied game {game_id} has no Victory Points for player {p} yet")
        swap = (tg.player_a.casefold() == (eg.b_name or "").casefold()
                and tg.player_b.casefold() == eg.a_name.casefold())
        a, b = ("B", "A") if swap else ("A", "B")
        return self.record_result(event_game_id, sc.op(a), sc.op(b), vp[a], vp[b], who, expected_version,
                                  f"from tallied game {game_id}", tally_game_id=game_id)

    def _game_conflict(self, s: Session, g: EventGame, expected: int) -> EventConflictError:
        names = {p.id: p.name for p in s.scalars(select(EventPlayer).where(
            EventPlayer.id.in_([x for x in (g.player_a_id, g.player_b_id) if x is not None])))}
        what = f"table {g.table_no} of round {g.round} ({names.get(g.player_a_id)} v {names.get(g.player_b_id)})"
        stored = "no result" if g.op_a is None else \
            f"{g.op_a}-{g.op_b} OP, {_fmt(g.vp_a)}-{_fmt(g.vp_b)} VP"
        return EventConflictError(what, g.id, expected, g.version, stored)

    # -- the event as the domain sees it ------------------------------------------------------------

    def to_event_json(self, event_id: int) -> dict[str, Any]:
        """The DESIGN's EVENT JSON (``its-desktop standings`` / ``pair`` read it): players by database id
        with name, club, dropped_after_round; every entered result and bye. Additive keys: the event's
        ``name``, ``extras``, ``rounds`` (scenario and points per round), players' ``pin``, ``faction`` and
        ``joined_round`` (late additions). Army lists are private and never included."""
        with self._read() as s:
            return _event_json(s, _event(s, event_id))

    def domain_event(self, event_id: int) -> DomainEvent:
        with self._read() as s:
            return self._domain_event(s, _event(s, event_id))

    def _domain_event(self, s: Session, ev: Event) -> DomainEvent:
        se = _season(ev.season)
        try:
            return load_event(_event_json(s, ev), op_ceiling=se.tournament.op_ceiling)
        except EventError as exc:
            raise FieldError(exc.field, exc.message) from None

    def standings(self, event_id: int, *, through_round: int | None = None, final: bool | None = None
                  ) -> Standings:
        """Live standings (the domain's ``compute_standings``). ``final`` defaults to: every game of the last
        planned round has its result (then the bye rescale applies)."""
        with self._read() as s:
            ev = _event(s, event_id)
            event = self._domain_event(s, ev)
            se = _season(ev.season)
            if final is None:
                planned = _planned(ev, len(event.players))
                last = s.scalars(select(EventGame).where(EventGame.event_id == ev.id,
                                                         EventGame.round == planned)).all()
                final = bool(last) and all(g.bye or g.op_a is not None for g in last) and \
                    (through_round is None or through_round >= planned)
        return compute_standings(event, se, through_round=through_round, final=final)

    # -- audit -----------------------------------------------------------------------------------

    def history(self, event_id: int) -> list[EventChangeRecord]:
        """The audit trail of the event, oldest first."""
        with self._read() as s:
            _event(s, event_id)
            rows = s.scalars(select(EventChange).where(EventChange.event_id == event_id).order_by(EventChange.id))
            return [EventChangeRecord(c.id, c.event_id, c.what, c.ref_id, c.field, c.old, c.new, c.who, c.at, c.why)
                    for c in rows]

    def last_change(self, event_id: int) -> int:
        """The id of the event's newest audit row (0: none): a station polls it to know when to reload."""
        with self._read() as s:
            return int(s.scalar(select(func.max(EventChange.id)).where(EventChange.event_id == event_id)) or 0)

    # -- exports -----------------------------------------------------------------------------------

    def export_standings_csv(self, event_id: int, *, delimiter: str = ",") -> str:
        """The standings with every tie-breaker, PIN and faction (no army lists)."""
        st = self.standings(event_id)
        meta = {p.id: {"pin": p.pin, "faction": p.faction} for p in self.players(event_id)}
        return standings_csv(st, meta, delimiter)

    def export_results_csv(self, event_id: int, *, delimiter: str = ",") -> str:
        """Every table of every round with OP, VP and TP for both players (byes included)."""
        return results_csv(self._export_games(event_id), delimiter)

    def export_otm(self, event_id: int, *, fmt: str = "text") -> str:
        """The results laid out as organizers type them into the Official Tournament Manager: per round,
        table by table, Player 1 PIN / name / OP / VP, Player 2 the same, the bye last (``fmt``: text or
        csv)."""
        ev = self.get_event(event_id)
        rounds = [{"round": r.number, "scenario": r.scenario, "scenario_name": r.scenario_name,
                   "points": r.points} for r in self.rounds(event_id)]
        title = f"{ev.name} ({ev.season}) - results for the Official Tournament Manager"
        return otm_sheet(title, rounds, self._export_games(event_id), fmt=fmt)

    def _export_games(self, event_id: int) -> list[dict[str, Any]]:
        players = {p.id: p for p in self.players(event_id)}
        rounds = {r.number: r for r in self.rounds(event_id)}
        out = []
        for g in self.games(event_id):
            r = rounds.get(g.round)
            a, b = players[g.a], players.get(g.b) if g.b is not None else None
            out.append({"round": g.round, "scenario": r.scenario_name if r else None,
                        "points": r.points if r else None, "table": g.table, "label": g.label, "bye": g.bye,
                        "a": g.a_name, "pin_a": a.pin, "faction_a": a.faction, "op_a": g.op_a, "vp_a": g.vp_a,
                        "tp_a": g.tp_a, "b": g.b_name, "pin_b": b.pin if b else None,
                        "faction_b": b.faction if b else None, "op_b": g.op_b, "vp_b": g.vp_b, "tp_b": g.tp_b,
                        "end_reason": g.end_reason, "tally_game_id": g.tally_game_id})
        return out

    # -- internals --------------------------------------------------------------------------------

    def _game_records(self, s: Session, ev: Event, number: int | None, only: int | None = None
                      ) -> list[EventGameRecord]:
        if only is not None:
            rows = [s.get(EventGame, only)]  # already in the session after a write
        else:
            stmt = select(EventGame).where(EventGame.event_id == ev.id)
            if number is not None:
                stmt = stmt.where(EventGame.round == number)
            rows = s.scalars(stmt).all()
        ids = {x for g in rows for x in (g.player_a_id, g.player_b_id) if x is not None}
        names = {p.id: p.name for p in s.scalars(select(EventPlayer).where(EventPlayer.id.in_(ids)))} if ids else {}
        label_stmt = select(EventTable.number, EventTable.label).where(EventTable.event_id == ev.id)
        if only is not None:  # one table (after a write): read just its label
            label_stmt = label_stmt.where(EventTable.number.in_([g.table_no for g in rows if g.table_no]))
        labels = dict(s.execute(label_stmt).all())
        pts = _season(ev.season).tournament
        out = []
        for g in rows:
            tp_a = tp_b = None
            if g.bye:
                tp_a = pts.bye.tp
            elif g.op_a is not None:
                tp_a = game_points(pts.points, g.op_a, g.op_b)[0]
                tp_b = game_points(pts.points, g.op_b, g.op_a)[0]
            out.append(EventGameRecord(
                g.id, g.event_id, g.round, g.table_no, labels.get(g.table_no) if g.table_no else None,
                g.player_a_id, g.player_b_id, names.get(g.player_a_id, "?"),
                names.get(g.player_b_id) if g.player_b_id is not None else None, bool(g.bye), g.op_a, g.op_b,
                g.vp_a, g.vp_b, tp_a, tp_b, g.tally_game_id, g.end_reason, g.updated_at, g.version))
        out.sort(key=lambda r: (r.round, r.bye, r.table or 0))
        return out

    @contextmanager
    def _write(self) -> Iterator[Session]:
        try:
            with Session(self._writer, expire_on_commit=False) as s, s.begin():
                yield s
        except StaleDataError as exc:
            raise EventConflictError("a row", -1, None, None, str(exc)) from exc
        except IntegrityError as exc:
            raise _integrity(exc) from exc


# -- helpers ---------------------------------------------------------------------------------------------


def _integrity(exc: IntegrityError) -> Exception:
    text = str(exc.orig)
    if "event_id_scenario" in text or "event_rounds.event_id, event_rounds.scenario" in text:
        return FieldError("scenario", "another round already plays this scenario (saved by another station)")
    if "uq_event_players_pin" in text or "event_players.event_id, event_players.pin" in text:
        return FieldError("pin", "this PIN is already registered (by another station)")
    if "event_games" in text:
        return EventConflictError("the round's pairings", -1, None, None, "that another station saved them first")
    return FieldError("(database)", text.splitlines()[0] if text else "constraint failed")


def _season(season_id: Any) -> Season:
    if not isinstance(season_id, str):
        raise FieldError("season", f"must be a season id such as 's16', got {season_id!r}")
    try:
        return catalog.season(season_id)
    except UnknownMission as exc:
        raise FieldError("season", str(exc)) from None


def _extras(se: Season, extras: Any) -> list[str]:
    if isinstance(extras, str) or not isinstance(extras, (list, tuple)) or not all(isinstance(e, str) for e in extras):
        raise FieldError("extras", f"must be a list of Extra names, got {extras!r}")
    try:
        return check_extras(se, list(extras))
    except EventError as exc:
        raise FieldError(exc.field, exc.message) from None


def _points(se: Season, extras: list[str], points: Any) -> int:
    if isinstance(points, bool) or not isinstance(points, int) or points not in se.points:
        sizes = "/".join(str(p) for p in se.points)
        raise FieldError("points", f"must be one of {se.id}'s game sizes ({sizes}), got {points!r}")
    return points


def _rounds_planned(se: Season, extras: list[str], value: Any) -> int | None:
    fixed = extras_rounds(se, extras)
    if fixed is not None:
        if value is not None and value != fixed:
            raise FieldError("rounds_planned", f"the Extras fix the event at {fixed} rounds, got {value!r}")
        return fixed
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < se.tournament.min_rounds:
        raise FieldError("rounds_planned", f"must be a whole number of at least {se.tournament.min_rounds} "
                                           f"({se.id} tournaments), got {value!r}")
    return value


def _planned(ev: Event, players: int) -> int:
    se = _season(ev.season)
    return extras_rounds(se, list(ev.extras)) or ev.rounds_planned or season_rounds(se, players)


def _minutes(value: Any, name: str, nullable: bool = False) -> int | None:
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= 24 * 60:
        raise FieldError(name, f"must be a number of minutes from 1 to 1440, got {value!r}")
    return value


def _name(v: Any, field: str, limit: int = NAME_MAX) -> str:
    if not isinstance(v, str) or not v.strip() or len(v) > limit:
        raise FieldError(field, f"must be a non-empty string of at most {limit} characters, got {v!r}")
    return v.strip()


def _optional_text(v: Any, field: str, limit: int = NAME_MAX) -> str | None:
    if v is None:
        return None
    if not isinstance(v, str) or len(v) > limit:
        raise FieldError(field, f"must be text of at most {limit} characters, got {v!r}")
    return v.strip() or None


def _version_arg(v: Any) -> None:
    if isinstance(v, bool) or not isinstance(v, int):
        raise FieldError("expected_version", f"must be an integer, got {v!r}")


def _player_fields(**given: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if "name" in given:
        out["name"] = _name(given["name"], "name")
    if "pin" in given:
        out["pin"] = _optional_text(given["pin"], "pin", PIN_MAX)
    for key in ("faction", "club"):
        if key in given:
            out[key] = _optional_text(given[key], key)
    if "lists" in given:
        lists = given["lists"]
        if isinstance(lists, str) or not isinstance(lists, (list, tuple)):
            raise FieldError("lists", f"must be a list of up to {MAX_LISTS} army lists, got {type(lists).__name__}")
        cleaned = []
        for i, item in enumerate(lists):
            if not isinstance(item, str) or len(item) > LIST_MAX:
                raise FieldError(f"lists[{i}]", f"must be text of at most {LIST_MAX} characters")
            if item.strip():
                cleaned.append(item.strip())
        if len(cleaned) > MAX_LISTS:
            raise FieldError("lists", f"at most {MAX_LISTS} army lists, got {len(cleaned)}")
        out["lists"] = cleaned
    return out


def _player_audit(p: EventPlayer) -> dict[str, Any]:
    return {"name": p.name, "pin": p.pin, "faction": p.faction, "club": p.club, "lists": len(p.lists or []),
            "joined_round": p.joined_round}


def _pin_free(s: Session, event_id: int, pin: str | None) -> None:
    if pin is None:
        return
    other = s.scalars(select(EventPlayer).where(EventPlayer.event_id == event_id, EventPlayer.pin == pin)).first()
    if other is not None:
        raise FieldError("pin", f"PIN {pin} is already registered to {other.name}")


def _last_paired(s: Session, event_id: int) -> int:
    return int(s.scalar(select(func.max(EventGame.round)).where(EventGame.event_id == event_id)) or 0)


def _max_vp(s: Session, event_id: int, number: int) -> float | None:
    a = s.scalar(select(func.max(EventGame.vp_a)).where(EventGame.event_id == event_id, EventGame.round == number))
    b = s.scalar(select(func.max(EventGame.vp_b)).where(EventGame.event_id == event_id, EventGame.round == number))
    vals = [v for v in (a, b) if v is not None]
    return max(vals) if vals else None


def _active(p: EventPlayer, number: int) -> bool:
    return number >= p.joined_round and (p.dropped_after_round is None or number <= p.dropped_after_round)


def _pairable(players: dict[int, EventPlayer], pid: Any, number: int, where: str, seen: set[int]) -> None:
    p = players.get(pid) if isinstance(pid, int) and not isinstance(pid, bool) else None
    if p is None:
        raise FieldError(where, f"no player {pid!r} in this event")
    if not _active(p, number):
        why = (f"dropped after round {p.dropped_after_round}" if p.dropped_after_round is not None
               and number > p.dropped_after_round else f"joins in round {p.joined_round}")
        raise FieldError(where, f"{p.name} is not in round {number} ({why})")
    if pid in seen:
        raise FieldError(where, f"{p.name} is paired twice")
    seen.add(pid)


def _event(s: Session, event_id: Any, lock: bool = False) -> Event:
    row = load_row(s, Event, event_id, "event_id", lock)
    if row is None:
        raise NotFound("event_id", event_id, "event")
    return row


def _player(s: Session, player_id: Any, lock: bool = False) -> EventPlayer:
    row = load_row(s, EventPlayer, player_id, "player_id", lock)
    if row is None:
        raise NotFound("player_id", player_id, "player")
    return row


def _egame(s: Session, game_id: Any, lock: bool = False) -> EventGame:
    row = load_row(s, EventGame, game_id, "event_game_id", lock)
    if row is None:
        raise NotFound("event_game_id", game_id, "table")
    return row


def _check_version(row: Any, expected: int | None, what: str) -> None:
    if expected is None:
        return
    _version_arg(expected)
    if row.version != expected:
        raise EventConflictError(what, row.id, expected, row.version)


def _result(g: EventGame) -> dict[str, Any] | None:
    if g.op_a is None:
        return None
    return {"op_a": g.op_a, "op_b": g.op_b, "vp_a": g.vp_a, "vp_b": g.vp_b}


def _fmt(v: float | None) -> str:
    return "" if v is None else f"{v:g}"


def _audit(s: Session, event_id: int, what: str, ref_id: int | None, field_: str, old: Any, new: Any, who: str,
           at: datetime, why: str | None = None) -> None:
    s.add(EventChange(event_id=event_id, what=what, ref_id=ref_id, field=field_[:64], old=old, new=new, who=who,
                      at=at, why=why))


@lru_cache(maxsize=16)
def _custom(text: str):
    from its_desktop.domain.mission.load import load_scenario_text

    try:
        return load_scenario_text(text, "custom scenario")
    except MissionErrors as exc:
        first = exc.errors[0] if exc.errors else None
        detail = f"{first.field}: {first.message}" if first is not None else str(exc)
        more = f" (and {len(exc.errors) - 1} more)" if len(exc.errors) > 1 else ""
        raise FieldError("custom_scenario", f"not a valid scenario map file: {detail}{more}") from None


def _custom_errors(text: str, season_id: str) -> str | None:
    from its_desktop.domain.mission.resolve import check

    errors = check(_custom(text), _season(season_id), "custom scenario")
    if not errors:
        return None
    first = errors[0]
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"not a valid scenario map file: {first.field}: {first.message}{more}"


def _scenario_name(ev: Event, sid: str, lang: str = "en") -> str:
    if ev.custom_scenario_id == sid and ev.custom_scenario:
        return _custom(ev.custom_scenario).name.get(lang)
    try:
        return catalog.scenario(sid).name.get(lang)
    except UnknownMission:  # named by the season, map file not in the library yet: the pack's name
        names = {v: k for k, v in _season(ev.season).mission_ids.items()}
        return names.get(sid, sid)


def _event_record(e: Event) -> EventRecord:
    return EventRecord(e.id, e.name, e.season, tuple(e.extras or ()), e.points, e.rounds_planned, e.round_minutes,
                       e.deployment_minutes, e.custom_scenario_id, e.created_at, e.updated_at, e.version)


def _player_record(p: EventPlayer) -> PlayerRecord:
    return PlayerRecord(p.id, p.event_id, p.name, p.pin, p.faction, p.club, tuple(p.lists or ()), p.joined_round,
                        p.dropped_after_round, p.version)


def _round_record(r: EventRound, ev: Event) -> RoundRecord:
    return RoundRecord(r.id, r.event_id, r.number, r.scenario, _scenario_name(ev, r.scenario), r.points,
                       r.duration_minutes, r.deployment_minutes, r.started_at, r.paused_at, r.paused_seconds or 0.0,
                       r.time_called_at, r.pairing_seed, r.pairing_notes, r.version)


def _event_json(s: Session, ev: Event) -> dict[str, Any]:
    players = s.scalars(select(EventPlayer).where(EventPlayer.event_id == ev.id).order_by(EventPlayer.id)).all()
    games = s.scalars(select(EventGame).where(EventGame.event_id == ev.id)
                      .order_by(EventGame.round, EventGame.bye, EventGame.table_no)).all()
    rounds = s.scalars(select(EventRound).where(EventRound.event_id == ev.id).order_by(EventRound.number)).all()
    out: dict[str, Any] = {"season": ev.season}
    planned = extras_rounds(_season(ev.season), list(ev.extras)) or ev.rounds_planned
    if planned is not None:
        out["rounds_planned"] = planned
    plist = []
    for p in players:
        entry: dict[str, Any] = {"id": p.id, "name": p.name}
        if p.club:
            entry["club"] = p.club
        if p.dropped_after_round is not None:
            entry["dropped_after_round"] = p.dropped_after_round
        if p.pin:
            entry["pin"] = p.pin
        if p.faction:
            entry["faction"] = p.faction
        if p.joined_round > 1:
            entry["joined_round"] = p.joined_round
        plist.append(entry)
    out["players"] = plist
    glist = []
    for g in games:
        if g.bye:
            glist.append({"round": g.round, "bye": g.player_a_id})
        elif g.op_a is not None:
            glist.append({"round": g.round, "table": g.table_no, "a": g.player_a_id, "b": g.player_b_id,
                          "op_a": g.op_a, "op_b": g.op_b, "vp_a": _int_if_whole(g.vp_a),
                          "vp_b": _int_if_whole(g.vp_b)})
    out["games"] = glist
    out["name"] = ev.name
    out["extras"] = list(ev.extras or ())
    out["rounds"] = [{"round": r.number, "scenario": r.scenario, "points": r.points} for r in rounds]
    return out


def _int_if_whole(v: float | None) -> float | int | None:
    if v is not None and float(v).is_integer():
        return int(v)
    return v


__all__ = ["EventChangeRecord", "EventConflictError", "EventGameRecord", "EventRecord", "Events", "ImportReport",
           "NotFound", "PlayerRecord", "RoundRecord", "TableRecord"]
