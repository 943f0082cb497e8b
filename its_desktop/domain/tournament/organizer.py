"""What an organizer decides around the pairings and standings: Extras, scenarios per round, game sizes
per round, late additions, result checks and the round clock (pure Python, no Qt, no database).

- **Scenarios.** Every Extra that lists scenarios (Direct Action, Reinforcements, Resilience Operations,
  the S8 Operation Types) restricts the event to them; with several such Extras only the scenarios all of
  them allow. Without one, the season's ITS scenarios (section ``its``). A season whose tournament rules say
  ``scenario_repeats = false`` (all four) never plays a scenario twice. One custom scenario, read from a map
  file, may be added to an event: it is the organizer's explicit choice, so the Extras do not filter it.
- **Game sizes.** Escalation (an Extra named ``escalation``) plays round *k* at the season's *k*-th tier
  (S16: 200/150, 300/250, 400/350). Otherwise every tournament size of the season is allowed (league sizes
  only with a league Extra).
- **Rounds.** An Extra with ``rounds`` (Escalation 3, Showdowns 1, leagues) fixes the number of rounds.
- **Late additions.** A player registered after round *k* was paired joins from round *k + 1*: they are
  left out of earlier rounds (no result, no points there) and paired from then on. The EVENT format has no
  field for that, so the event JSON carries ``joined_round`` (an additive key) and :func:`load_event`
  turns such players into :class:`LatePlayer`, which the pairing engine leaves out of earlier rounds.
- **Results.** OP are whole numbers from 0 to the season's ceiling; VP from 0 to the round's army points;
  a bye has no result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from its_desktop.domain.i18n import _
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.season import Season

from . import formats
from .event import Event, EventError, Player, parse_event
from .formats import ScenarioChoice

ESCALATION = "escalation"
LEAGUE_EXTRAS = ("league", "escalation_league")


@dataclass(frozen=True)
class LatePlayer(Player):
    """A player who joined the event at round ``joined_round`` (a late addition)."""

    joined_round: int = 1

    def active_in(self, rnd: int) -> bool:
        return rnd >= self.joined_round and super().active_in(rnd)


def load_event(raw: Any, *, season: str | None = None, op_ceiling: int = 10) -> Event:
    """:func:`parse_event` plus late additions: players with ``joined_round`` > 1 become
    :class:`LatePlayer` (pairing leaves them out of earlier rounds); a result before a player joined is
    an error naming the field."""
    event = parse_event(raw, season=season, op_ceiling=op_ceiling)
    joined: dict[Any, int] = {}
    for i, p in enumerate(raw.get("players", [])):
        value = p.get("joined_round") if isinstance(p, dict) else None
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise EventError(f"players[{i}].joined_round", _("must be a whole number of at least 1, got {got!r}").format(
                got=value))
        if value > 1:
            joined[p["id"]] = value
    if not joined:
        return event
    players = tuple(LatePlayer(p.id, p.name, p.club, p.dropped_after_round, joined[p.id]) if p.id in joined else p
                    for p in event.players)
    for i, g in enumerate(event.games):
        for pid in (g.a, g.b):
            if g.round < joined.get(pid, 1):
                raise EventError(f"games[{i}]", _("player {id!r} joined in round {joined} but has a result in round "
                                                  "{n}").format(id=pid, joined=joined[pid], n=g.round))
    for b in event.byes:
        if b.round < joined.get(b.player, 1):
            raise EventError("games", _("player {id!r} joined in round {joined} but has a bye in round {n}").format(
                id=b.player, joined=joined[b.player], n=b.round))
    return replace(event, players=players)


# -- Extras, scenarios and game sizes -------------------------------------------------------------


def check_extras(season: Season, extras: list[str] | tuple[str, ...]) -> list[str]:
    """The Extras, checked against the season (``extras: unknown Extra 'x' in s16 (known: …)``)."""
    out: list[str] = []
    for name in extras:
        if name not in season.extras:
            known = ", ".join(sorted(season.extras)) or _("none")
            raise EventError("extras", _("unknown Extra {name!r} in {season} (known: {known})").format(
                name=name, season=season.id, known=known))
        if name not in out:
            out.append(name)
    formats.check_extras(season, out)
    return out


def extras_rounds(season: Season, extras: list[str] | tuple[str, ...]) -> int | None:
    """The number of rounds an Extra fixes (Escalation: 3), else None."""
    fixed = [n for n in (season.extras[e].rounds for e in extras if e in season.extras) if n]
    return min(fixed) if fixed else None


def allowed_scenarios(season: Season, extras: list[str] | tuple[str, ...], lang: str = "en",
                      rnd: int | None = None) -> list[ScenarioChoice]:
    """The library scenarios an event with these Extras may play (in round ``rnd``, or any), in library order.
    A season with event formats offers what the event's format plans (a league round: its own mission)."""
    if season.formats:
        return formats.round_scenarios(season, extras, rnd, lang)
    lists = [set(names) for names in (season.extras[e].scenarios for e in extras if e in season.extras) if names]
    candidates: list[tuple[str, str | None]] = [(e.id, None) for e in catalog.entries() if e.season == season.id]
    in_library = {sid for sid, _ in candidates}
    # A scenario the season names (``mission_ids``) whose map file is not in the library yet can still be
    # chosen for a round, by its pack name.
    candidates += [(sid, name) for name, sid in season.mission_ids.items() if sid not in in_library]
    out: list[ScenarioChoice] = []
    for sid, pack_name in candidates:
        if lists and not all(sid in allowed for allowed in lists):
            continue
        if pack_name is None:
            sc = catalog.scenario(sid)
            name, section = sc.name.get(lang), sc.section
        else:
            name, section = pack_name, "its"
        if not lists and section != "its":
            continue
        if any(c.id == sid for c in out):
            continue
        out.append(ScenarioChoice(sid, name, section))
    return out


def tiers(season: Season) -> list[str]:
    """The season's tournament tiers in order (S16: 200/150, 300/250, 400/350)."""
    out: list[str] = []
    for s in season.sizes:
        if s.kind == "tier" and s.tier and s.tier not in out:
            out.append(s.tier)
    return out


def round_points(season: Season, extras: list[str] | tuple[str, ...], rnd: int) -> list[int]:
    """The army points round ``rnd`` may be played at."""
    if season.formats:
        return formats.round_points(season, extras, rnd)
    if ESCALATION in extras:
        ts = tiers(season)
        if ts:
            tier = ts[min(rnd, len(ts)) - 1]
            return [s.points for s in season.sizes if s.tier == tier]
    if any(e in LEAGUE_EXTRAS for e in extras):
        return list(season.points)
    return [s.points for s in season.sizes if s.kind == "tier"] or list(season.points)


def check_round(season: Season, extras: list[str] | tuple[str, ...], rnd: int, scenario: str, points: int,
                used: dict[int, str], custom: str | None = None) -> None:
    """Refuse a scenario the Extras do not allow, one already played in another round (``used``: round →
    scenario), or a game size the round may not be played at. Errors name the field. A season with event
    formats is checked by its format (:func:`formats.check_round`: the pack's reason in every refusal)."""
    if season.formats:
        formats.check_round(season, extras, rnd, scenario, points, used, custom)
        return
    if custom is None or scenario != custom:
        allowed = {c.id for c in allowed_scenarios(season, extras)}
        if scenario not in allowed:
            why = _("the Extras ({extras}) do not allow it").format(extras=", ".join(extras)) if extras else \
                _("it is not one of the season's ITS scenarios")
            raise EventError("scenario", _("{scenario} cannot be played in this event: {why}").format(
                scenario=scenario, why=why))
    if not season.tournament.scenario_repeats:
        for other, sid in used.items():
            if other != rnd and sid == scenario:
                raise EventError("scenario", _("{scenario} is already played in round {n}; the same scenario cannot be "
                                               "played twice").format(scenario=scenario, n=other))
    choices = round_points(season, extras, rnd)
    if points not in choices:
        sizes = "/".join(str(p) for p in choices)
        raise EventError("points", _("round {n} is played at {sizes} points, got {got}").format(
            n=rnd, sizes=sizes, got=points))


def check_result(op_a: Any, op_b: Any, vp_a: Any, vp_b: Any, *, op_ceiling: int, points: int | None) -> None:
    """OP whole numbers 0..ceiling; VP numbers from 0 to the round's army points."""
    for name, v in (("op_a", op_a), ("op_b", op_b)):
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= op_ceiling:
            raise EventError(name, _("must be a whole number from 0 to {ceiling}, got {got!r}").format(ceiling=op_ceiling, got=v))
    for name, v in (("vp_a", vp_a), ("vp_b", vp_b)):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
            raise EventError(name, _("must be a number of at least 0, got {got!r}").format(got=v))
        if points is not None and v > points:
            raise EventError(name, _("must be at most the round's {points} army points, got {got!r}").format(points=points, got=v))


# -- the round clock ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundClock:
    """A round's clock as stored: the duration (deployment included), when it started, pauses, time called."""

    duration_s: float
    deployment_s: float | None = None
    started_at: datetime | None = None
    paused_at: datetime | None = None
    paused_s: float = 0.0
    called_at: datetime | None = None

    def elapsed(self, now: datetime) -> float:
        if self.started_at is None:
            return 0.0
        end = self.called_at or self.paused_at or now
        return max(0.0, (end - self.started_at).total_seconds() - self.paused_s)

    def remaining(self, now: datetime) -> float:
        return max(0.0, self.duration_s - self.elapsed(now))

    def deployment_remaining(self, now: datetime) -> float | None:
        if not self.deployment_s:
            return None
        return max(0.0, self.deployment_s - self.elapsed(now))

    def state(self, now: datetime) -> str:
        """``not_started``, ``deployment``, ``playing``, ``paused``, ``over`` (time ran out) or ``called``."""
        if self.called_at is not None:
            return "called"
        if self.started_at is None:
            return "not_started"
        if self.paused_at is not None:
            return "paused"
        if self.remaining(now) <= 0:
            return "over"
        if self.deployment_s and self.elapsed(now) < self.deployment_s:
            return "deployment"
        return "playing"

    def ends_at(self, now: datetime) -> datetime | None:
        if self.started_at is None or self.called_at is not None:
            return None
        return now + timedelta(seconds=self.remaining(now))


def clock_text(seconds: float) -> str:
    """``1:05:09`` / ``4:09``."""
    s = int(math.ceil(seconds))
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


__all__ = ["ESCALATION", "LatePlayer", "RoundClock", "ScenarioChoice", "allowed_scenarios", "check_extras",
           "check_result", "check_round", "clock_text", "extras_rounds", "load_event", "round_points", "tiers"]
