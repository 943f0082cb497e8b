"""Rounds: each round's scenario and points, the tables' terrain labels, and the round clock."""

from __future__ import annotations

from its_desktop.domain.i18n import _
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from its_desktop.domain.tournament.event import EventError
from its_desktop.domain.tournament.organizer import check_round, extras_rounds, round_points

from ..games import FieldError
from ..models import NAME_MAX, EventGameRow, EventPlayerRow, EventRoundRow, EventTableRow, GameRow, utcnow
from .base import EventsBase
from .checks import _UNSET, _minutes, _name, _season
from .records import RoundRecord, TableRecord, _round_record
from .rows import _audit, _check_version, _event, _max_vp, _planned


class Rounds(EventsBase):
    # -- tables ---------------------------------------------------------------------------------

    def set_table(self, event_id: int, number: int, label: str | None, *, who: str) -> TableRecord:
        """Number a table and give it a terrain / table-configuration label (None: no label)."""
        who = _name(who, "who")
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise FieldError("number", _("must be a whole number of at least 1, got {got!r}").format(got=number))
        if label is not None:
            if not isinstance(label, str) or len(label) > NAME_MAX:
                raise FieldError("label", _("must be text of at most {limit} characters, got {got!r}").format(
                    limit=NAME_MAX, got=label))
            label = label.strip() or None
        with self._write() as s:
            _event(s, event_id)
            t = s.scalars(select(EventTableRow).where(EventTableRow.event_id == event_id,
                                                   EventTableRow.number == number).with_for_update()).one_or_none()
            old = None if t is None else t.label
            if t is None:
                t = EventTableRow(event_id=event_id, number=number, label=label)
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
            rows = s.scalars(select(EventTableRow).where(EventTableRow.event_id == event_id)
                             .order_by(EventTableRow.number))
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
            raise FieldError("round", _("must be a whole number of at least 1, got {got!r}").format(got=number))
        if not isinstance(scenario, str) or not scenario:
            raise FieldError("scenario", _("must be a scenario id such as 's16/supremacy', got {got!r}").format(
                got=scenario))
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            se = _season(ev.season)
            extras = list(ev.extras)
            count = s.scalar(select(func.count()).select_from(EventPlayerRow).where(EventPlayerRow.event_id == ev.id))
            planned = _planned(ev, int(count or 0))
            fixed = ev.rounds_planned is not None or extras_rounds(se, extras) is not None
            if fixed and number > planned:
                raise FieldError("round", _("the event has {planned} rounds; round {n} is past the end").format(
                    planned=planned, n=number))
            if points is None:
                choices = round_points(se, extras, number)
                points = ev.points if ev.points in choices else max(choices)
            rounds = {r.number: r for r in s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id))}
            try:
                check_round(se, extras, number, scenario, points, {n: r.scenario for n, r in rounds.items()},
                            ev.custom_scenario_id)
            except EventError as exc:
                raise FieldError(exc.field, exc.message) from None
            now = utcnow()
            r = rounds.get(number)
            if r is None:
                r = EventRoundRow(event_id=ev.id, number=number, scenario=scenario, points=points,
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
            _check_version(r, expected_version, _("round {n} of the event").format(n=number))
            if points != r.points:
                top = _max_vp(s, ev.id, number)
                if top is not None and top > points:
                    raise FieldError("points", _("round {n} already has a result of {top:g} VP, more than {points} "
                                                 "points").format(
                        n=number, top=top, points=points))
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
            rows = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id)
                             .order_by(EventRoundRow.number))
            return [_round_record(r, ev) for r in rows]

    def get_round(self, event_id: int, number: int) -> RoundRecord | None:
        with self._read() as s:
            ev = _event(s, event_id)
            r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id,
                                                   EventRoundRow.number == number)).one_or_none()
            return None if r is None else _round_record(r, ev)

    # -- the round clock --------------------------------------------------------------------------

    def start_clock(self, event_id: int, number: int, *, who: str, now: datetime | None = None,
                    restart: bool = False) -> RoundRecord:
        """Start round ``number``'s clock (its duration, the deployment timer first if it has one)."""
        def act(r: EventRoundRow, t: datetime) -> dict[str, Any]:
            if r.started_at is not None and not restart:
                raise FieldError("round", _("round {n}'s clock is already started (restart it to begin again)").format(
                    n=number))
            r.started_at, r.paused_at, r.paused_seconds, r.time_called_at = t, None, 0.0, None
            return {"started_at": t.isoformat()}
        return self._clock(event_id, number, who, now, "start", act)

    def pause_clock(self, event_id: int, number: int, *, who: str, now: datetime | None = None) -> RoundRecord:
        def act(r: EventRoundRow, t: datetime) -> dict[str, Any]:
            if r.started_at is None or r.time_called_at is not None or r.paused_at is not None:
                raise FieldError("round", _("round {n}'s clock is not running").format(n=number))
            r.paused_at = t
            return {"paused_at": t.isoformat()}
        return self._clock(event_id, number, who, now, "pause", act)

    def resume_clock(self, event_id: int, number: int, *, who: str, now: datetime | None = None) -> RoundRecord:
        def act(r: EventRoundRow, t: datetime) -> dict[str, Any]:
            if r.paused_at is None or r.time_called_at is not None:
                raise FieldError("round", _("round {n}'s clock is not paused").format(n=number))
            r.paused_seconds = (r.paused_seconds or 0.0) + max(0.0, (t - r.paused_at).total_seconds())
            r.paused_at = None
            return {"paused_seconds": r.paused_seconds}
        return self._clock(event_id, number, who, now, "resume", act)

    def call_time(self, event_id: int, number: int, *, who: str, now: datetime | None = None) -> RoundRecord:
        """"Time!": the clock stops and every game of the round still without a result is closed as ended by
        time (its result is still entered as the table stands); a tallied game linked to it is marked
        ``end_reason = "time"`` too."""
        def act(r: EventRoundRow, t: datetime) -> dict[str, Any]:
            if r.time_called_at is not None:
                raise FieldError("round", _("time was already called in round {n}").format(n=number))
            if r.paused_at is not None:
                r.paused_seconds = (r.paused_seconds or 0.0) + max(0.0, (t - r.paused_at).total_seconds())
                r.paused_at = None
            if r.started_at is None:
                r.started_at = t
            r.time_called_at = t
            return {"time_called_at": t.isoformat()}

        def after(s: Session, r: EventRoundRow, t: datetime) -> None:
            games = s.scalars(select(EventGameRow).where(
                EventGameRow.event_id == r.event_id, EventGameRow.round == r.number, EventGameRow.bye.is_(False),
                EventGameRow.op_a.is_(None), EventGameRow.end_reason.is_(None)).with_for_update()).all()
            for g in games:
                g.end_reason, g.updated_at = "time", t
                _audit(s, r.event_id, "game", g.id, "end_reason", None, "time", who, t)
                if g.tally_game_id is not None:
                    tg = s.scalars(select(GameRow).where(GameRow.id == g.tally_game_id).with_for_update()).one_or_none()
                    if tg is not None and tg.end_reason is None:
                        tg.end_reason, tg.updated_at = "time", t
        return self._clock(event_id, number, who, now, "time_called", act, after)

    def _clock(self, event_id: int, number: int, who: str, now: datetime | None, name: str, act, after=None
               ) -> RoundRecord:
        who = _name(who, "who")
        t = now or utcnow()
        with self._write() as s:
            ev = _event(s, event_id)
            r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id, EventRoundRow.number == number)
                          .with_for_update()).one_or_none()
            if r is None:
                raise FieldError("round", _("round {n} has no scenario yet: choose it first").format(n=number))
            detail = act(r, t)
            if after is not None:
                after(s, r, t)
            _audit(s, ev.id, "clock", r.id, f"round {number}: {name}", None, detail, who, t)
            s.flush()
            return _round_record(r, ev)
