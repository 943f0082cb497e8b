"""What the tournament repository hands out: frozen records built from rows (never a live ORM object)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import UnknownMission
from its_desktop.domain.tournament.organizer import RoundClock

from ..models import EventRow, EventPlayerRow, EventRoundRow
from .checks import _custom, _season

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
    sectorial: str | None = None
    checked_in: bool = False  # turned up on the day
    pending: bool = False  # registration not confirmed (the OTM's "Pending")

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
    forfeit_by: int | None = None  # a bye made from a table: the player who did not turn up

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



def _scenario_name(ev: EventRow, sid: str, lang: str | None = None) -> str:
    if ev.custom_scenario_id == sid and ev.custom_scenario:
        return _custom(ev.custom_scenario).name.get(lang)
    try:
        return catalog.scenario(sid).name.get(lang)
    except UnknownMission:  # named by the season, map file not in the library yet: the pack's name
        names = {v: k for k, v in _season(ev.season).mission_ids.items()}
        return names.get(sid, sid)


def _event_record(e: EventRow) -> EventRecord:
    return EventRecord(e.id, e.name, e.season, tuple(e.extras or ()), e.points, e.rounds_planned, e.round_minutes,
                       e.deployment_minutes, e.custom_scenario_id, e.created_at, e.updated_at, e.version)


def _player_record(p: EventPlayerRow) -> PlayerRecord:
    return PlayerRecord(p.id, p.event_id, p.name, p.pin, p.faction, p.club, tuple(p.lists or ()), p.joined_round,
                        p.dropped_after_round, p.version, p.sectorial, bool(p.checked_in), bool(p.pending))


def _round_record(r: EventRoundRow, ev: EventRow) -> RoundRecord:
    return RoundRecord(r.id, r.event_id, r.number, r.scenario, _scenario_name(ev, r.scenario), r.points,
                       r.duration_minutes, r.deployment_minutes, r.started_at, r.paused_at, r.paused_seconds or 0.0,
                       r.time_called_at, r.pairing_seed, r.pairing_notes, r.version)


def _int_if_whole(v: float | None) -> float | int | None:
    if v is not None and float(v).is_integer():
        return int(v)
    return v
