"""An event's settings: create, change, delete, its custom scenario and what its rounds may play."""

from __future__ import annotations

from its_desktop.domain.i18n import _
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from its_desktop.domain.tournament.event_rules import check_event_settings, check_rounds_fit, rounds_after_extras_change
from its_desktop.domain.tournament.organizer import ScenarioChoice, allowed_scenarios, round_points

from ..games import FieldError
from ..models import EventRow, EventPlayerRow, EventRoundRow, utcnow
from .base import EventsBase
from .checks import (_UNSET, DEFAULT_ROUND_MINUTES, _custom, _custom_errors, _extras, _minutes, _name, _points,
                     _rounds_planned, _season, domain_rule)
from .records import EventRecord, _event_record
from .rows import _audit, _check_version, _event, _planned


class EventSettings(EventsBase):
    # -- events ---------------------------------------------------------------------------------

    def create_event(self, name: str, season: str, *, extras: list[str] | tuple[str, ...] = (),
                     points: int | None = None, rounds_planned: int | None = None,
                     round_minutes: int = DEFAULT_ROUND_MINUTES, deployment_minutes: int | None = None,
                     custom_scenario: str | None = None, who: str = "organizer") -> EventRecord:
        """A new event. ``points``: the default army points of a round (300, or the season's largest
        tournament size below it); ``rounds_planned`` None: the season's table by player count (an Extra
        such as Escalation fixes it). ``custom_scenario``: a map file's TOML text, stored in the same
        transaction (a bad one leaves no event behind)."""
        name, who = _name(name, "name"), _name(who, "who")
        se = _season(season)
        extras = _extras(se, extras)  # type-checks the list before the season's rules see it
        with domain_rule():  # the season's rules for a new event: domain.tournament.event_rules
            settings = check_event_settings(se, extras, points, rounds_planned)
        ev = EventRow(name=name, season=se.id, extras=settings.extras, points=settings.points,
                   rounds_planned=settings.rounds_planned,
                   round_minutes=_minutes(round_minutes, "round_minutes"),
                   deployment_minutes=_minutes(deployment_minutes, "deployment_minutes", nullable=True))
        with self._write() as s:
            now = utcnow()
            ev.created_at = ev.updated_at = now
            s.add(ev)
            s.flush()
            _audit(s, ev.id, "event", ev.id, "created", None,
                   {"name": name, "season": se.id, "extras": list(ev.extras), "points": ev.points,
                    "rounds_planned": ev.rounds_planned, "round_minutes": ev.round_minutes,
                    "deployment_minutes": ev.deployment_minutes}, who, now)
            if custom_scenario is not None:
                _apply_custom(s, ev, custom_scenario, who, now)
            return _event_record(ev)

    def get_event(self, event_id: int) -> EventRecord:
        with self._read() as s:
            return _event_record(_event(s, event_id))

    def list_events(self) -> list[EventRecord]:
        """All events, newest first."""
        with self._read() as s:
            rows = s.scalars(select(EventRow).order_by(EventRow.created_at.desc(), EventRow.id.desc())).all()
            return [_event_record(e) for e in rows]

    def update_event(self, event_id: int, *, who: str, expected_version: int | None = None, why: str | None = None,
                     name: str = _UNSET, extras: list[str] = _UNSET, points: int = _UNSET,
                     rounds_planned: int | None = _UNSET, round_minutes: int = _UNSET,
                     deployment_minutes: int | None = _UNSET, custom_scenario: str | None = _UNSET) -> EventRecord:
        """Change the event's settings (fields not given stay), the custom scenario included, in one
        transaction. New Extras must still allow every round's scenario and points."""
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            _check_version(ev, expected_version, _("event {name}").format(name=repr(ev.name)))
            se = _season(ev.season)
            new: dict[str, Any] = {}
            if name is not _UNSET:
                new["name"] = _name(name, "name")
            new_extras = list(ev.extras)
            if extras is not _UNSET:
                new_extras = _extras(se, extras)
                new["extras"] = new_extras
                rounds = {r.number: (r.scenario, r.points)
                          for r in s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id))}
                with domain_rule():
                    check_rounds_fit(se, new_extras, rounds, ev.custom_scenario_id)
            if points is not _UNSET:
                new["points"] = _points(se, new_extras, points)
            if rounds_planned is not _UNSET or extras is not _UNSET:
                planned = ev.rounds_planned if rounds_planned is _UNSET else rounds_planned
                if rounds_planned is _UNSET:
                    planned = rounds_after_extras_change(se, list(ev.extras), new_extras, planned)
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
            if custom_scenario is not _UNSET and custom_scenario != ev.custom_scenario:
                _apply_custom(s, ev, custom_scenario, who, now)
                changed = True
            if changed:
                ev.updated_at = now
                s.flush()
            return _event_record(ev)

    def set_custom_scenario(self, event_id: int, toml_text: str | None, *, who: str) -> str | None:
        """Add the event's one custom scenario from a map file's TOML text (checked like the library's files;
        it must belong to the event's season); None removes it. Returns its id. Replacing or removing it is
        refused while a round plays it."""
        who = _name(who, "who")
        _custom_id(toml_text)  # a bad file is refused before any lock is taken
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            now = utcnow()
            sid = _apply_custom(s, ev, toml_text, who, now)
            ev.updated_at = now
            s.flush()
            return sid

    def scenario_choices(self, event_id: int, lang: str = "en", number: int | None = None) -> list[ScenarioChoice]:
        """The scenarios this event may play (in round ``number``, or any: the format and Extras applied), the
        custom one last."""
        with self._read() as s:
            ev = _event(s, event_id)
            se = _season(ev.season)
            with domain_rule():
                out = allowed_scenarios(se, list(ev.extras), lang, number)
            if ev.custom_scenario_id and ev.custom_scenario:
                sc = _custom(ev.custom_scenario)
                out = [c for c in out if c.id != sc.id]
                out.append(ScenarioChoice(sc.id, sc.name.get(lang), sc.section, custom=True))
            return out

    def points_choices(self, event_id: int, number: int) -> list[int]:
        with self._read() as s:
            ev = _event(s, event_id)
            with domain_rule():
                return round_points(_season(ev.season), list(ev.extras), number)

    def rounds_planned(self, event_id: int) -> int:
        """The number of rounds: the Extras' (Escalation 3), the organizer's, or the season's table."""
        with self._read() as s:
            ev = _event(s, event_id)
            count = s.scalar(select(func.count()).select_from(EventPlayerRow).where(EventPlayerRow.event_id == ev.id))
            return _planned(ev, int(count or 0))


def _custom_id(toml_text: Any) -> str | None:
    if toml_text is None:
        return None
    if not isinstance(toml_text, str) or not toml_text.strip():
        raise FieldError("custom_scenario", _("must be the text of a scenario map file"))
    return _custom(toml_text).id


def _apply_custom(s: Session, ev: EventRow, toml_text: str | None, who: str, now: datetime) -> str | None:
    """Store (or, with None, remove) the event's custom scenario inside the caller's transaction: any error
    rolls back everything the transaction wrote (the event just created included)."""
    sid = _custom_id(toml_text)
    if sid is not None and _custom(toml_text).season != ev.season:
        raise FieldError("custom_scenario", _("{scenario} is a {season} scenario; the event plays "
                                              "{event_season}").format(
            scenario=sid, season=_custom(toml_text).season, event_season=ev.season))
    if ev.custom_scenario_id and ev.custom_scenario_id != sid:
        used = s.scalar(select(EventRoundRow.number).where(EventRoundRow.event_id == ev.id,
                                                        EventRoundRow.scenario == ev.custom_scenario_id))
        if used is not None:
            raise FieldError("custom_scenario", _("round {n} plays {scenario}: choose another scenario for it "
                                                  "first").format(
                n=used, scenario=ev.custom_scenario_id))
    if sid is not None and toml_text is not None:  # (an id comes only from a text)
        errors = _custom_errors(toml_text, ev.season)
        if errors:
            raise FieldError("custom_scenario", errors)
    old = ev.custom_scenario_id
    ev.custom_scenario_id, ev.custom_scenario = sid, toml_text
    _audit(s, ev.id, "event", ev.id, "custom_scenario", old, sid, who, now)
    s.flush()
    return sid
