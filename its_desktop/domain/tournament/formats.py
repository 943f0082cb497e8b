"""Event formats from the packs (pure Python): which rounds an event has, the forces and the mission (or the
pool it is drawn from) in each round, the Operation Type and tier rules, and what may be played twice.

A season file lists its formats (``[formats.<id>]``). An event's format is the one whose Extra the event
announces (``escalation_league``, ``league``, ``escalation``), else the season's plain format (no Extra). A
season without ``[formats]`` (S16, S13) has one implicit format: any ITS scenario the Extras allow at any
tournament size, no scenario twice (its ``[tournament]`` rule), one custom scenario allowed.

:func:`check_round` refuses, naming the field and quoting the pack:

- a round past the format's plan, or another scenario than the round's own mission (an Escalation League
  round), or a scenario outside the round's pool (ITS scenarios, narrowed by the Extras);
- other points than the round's forces or tier, or points the scenario is not written for (S8's
  Aniquilación and Biotécvoro have one version per tier);
- a scenario of another Operation Type than the one announced, or, with none announced, one that shares no
  Operation Type with the other rounds' scenarios;
- a scenario played in another round (or counted as played: S8's jornada 5 is its Capturar las Antenas)
  where the format allows no repeats;
- a custom scenario where the format names no personalized scenario (S8 tournaments).

Readings where the packs are silent are flagged ``inferred`` in the season file and shown by
``its-desktop event formats``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from its_desktop.domain.i18n import _, join_words
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.common import Localized
from its_desktop.domain.mission.errors import UnknownMission
from its_desktop.domain.mission.season import Format, FormatRound, Season

from .event import EventError

PLAIN = "tournament"


@dataclass(frozen=True)
class ScenarioChoice:
    id: str
    name: str
    section: str
    custom: bool = False


def formats(season: Season) -> dict[str, Format]:
    """The season's formats; a season without any has the implicit plain tournament."""
    if season.formats:
        return dict(season.formats)
    return {PLAIN: _implicit(season)}


def _implicit(season: Season) -> Format:
    t = season.tournament
    return Format(
        name=Localized(en="ITS Tournament", fr="Tournoi ITS", es="Torneo ITS"),  # the packs' own words
        summary=Localized(en="Any ITS scenario the Extras allow, at any tournament size.",
                          fr="Tout scénario ITS que les Extras permettent, quelle que soit la taille du tournoi.",
                          es="Cualquier escenario ITS que permitan los Extras, con cualquier número de jugadores."),
        kind="tournament", plan=[FormatRound(pool="its", sizes="tiers", source=t.source)],
        repeats=t.scenario_repeats, repeats_source=t.source, custom=True, source=t.source)


def event_format(season: Season, extras: list[str] | tuple[str, ...]) -> tuple[str, Format]:
    """(id, format) of an event announcing these Extras."""
    all_formats = formats(season)
    for key, f in all_formats.items():
        if f.extra and f.extra in extras:
            return key, f
    for key, f in all_formats.items():
        if f.extra is None:
            return key, f
    # Every format needs an Extra: an event announcing none plays ITS scenarios as a plain tournament.
    return PLAIN, _implicit(season)


def format_extras(season: Season, fmt: str) -> list[str]:
    """The Extras that make an event this format (what the organizer's format choice sets)."""
    f = formats(season).get(fmt)
    if f is None:
        known = ", ".join(formats(season))
        raise EventError("format", _("unknown format {format!r} in {season} (known: {known})").format(
            format=fmt, season=season.id, known=known))
    return [f.extra] if f.extra else []


def check_extras(season: Season, extras: list[str] | tuple[str, ...]) -> None:
    """One format per event, and at most one announced Operation Type (only where the format has them)."""
    marking = [f.extra for f in formats(season).values() if f.extra and f.extra in extras]
    if len(marking) > 1:
        names = join_words(season.extras[e].name.get() for e in marking)
        raise EventError("extras", _("{names} are two event formats; an event has one").format(names=names))
    _key, f = event_format(season, extras)
    types = _all_operation_types(season)
    announced = [e for e in extras if e in types]
    if announced and not f.operation_types:
        raise EventError("extras", _("{format} has no Operation Type: its rounds are played as {plan}").format(
            format=f.name.get(), plan=_plan_text(f)))
    if len(announced) > 1:
        names = join_words(season.extras[e].name.get() for e in announced)
        raise EventError("extras", _("an event announces one Operation Type, got {names} ({source})").format(
            names=names, source=f.operation_type_source or f.source))


def _all_operation_types(season: Season) -> set[str]:
    return {t for f in formats(season).values() for t in f.operation_types}


def _plan_text(f: Format) -> str:
    parts = []
    for r in f.plan:
        when = "round " + ", ".join(str(n) for n in r.rounds) if r.rounds else "the other rounds"
        parts.append(f"{when}: {r.scenario or 'an ITS scenario'}")
    return "; ".join(parts)


def fixed_rounds(season: Season, extras: list[str] | tuple[str, ...]) -> int | None:
    """The number of rounds the Extras fix (the format's, or another's such as S8 Showdowns' single round; the
    fewest wins), else None (the season's table)."""
    fixed = [n for n in (season.extras[e].rounds for e in extras if e in season.extras) if n]
    return min(fixed) if fixed else None


def plan_for(season: Season, extras: list[str] | tuple[str, ...], rnd: int) -> FormatRound:
    """The plan entry for round ``rnd`` (EventError past the format's rounds)."""
    _key, f = event_format(season, extras)
    fixed = fixed_rounds(season, extras)
    if fixed is not None and rnd > fixed:
        by = next(season.extras[e] for e in extras if e in season.extras and season.extras[e].rounds == fixed)
        rounds = "1 round" if fixed == 1 else f"{fixed} rounds"
        raise EventError("round", _("{format} has {rounds}; round {n} is past the end ({source})").format(
            format=by.name.get(), rounds=rounds, n=rnd, source=by.source))
    for r in f.plan:
        if r.rounds and rnd in r.rounds:
            return r
    for r in f.plan:
        if r.rounds is None:
            return r
    raise EventError("round", _("{format} plans no round {n} ({source})").format(
        format=f.name.get(), n=rnd, source=f.source))


def round_points(season: Season, extras: list[str] | tuple[str, ...], rnd: int) -> list[int]:
    """The army points round ``rnd`` may be played at."""
    return _points_of(season, plan_for(season, extras, rnd))


def _points_of(season: Season, r: FormatRound) -> list[int]:
    if r.points is not None:
        return [r.points]
    if r.tier is not None:
        return [s.points for s in season.sizes if s.tier == r.tier]
    if r.sizes == "all":
        return list(season.points)
    return [s.points for s in season.sizes if s.kind == "tier"] or list(season.points)


def _library(season: Season) -> list[tuple[str, str | None]]:
    """(id, pack name or None) of the season's scenarios: map files, then names the season lists whose file
    is not in the library yet."""
    out: list[tuple[str, str | None]] = [(e.id, None) for e in catalog.entries() if e.season == season.id]
    have = {sid for sid, _ in out}
    out += [(sid, name) for name, sid in season.mission_ids.items() if sid not in have]
    return out


def _choice(sid: str, pack_name: str | None, lang: str) -> ScenarioChoice:
    if pack_name is not None:
        return ScenarioChoice(sid, pack_name, "its")
    sc = catalog.scenario(sid)
    return ScenarioChoice(sid, sc.name.get(lang), sc.section)


def pool(season: Season, extras: list[str] | tuple[str, ...], lang: str = "en") -> list[ScenarioChoice]:
    """The scenarios an ITS-pool round may play: every Extra that lists scenarios (Direct Action, the S8
    Operation Types…) narrows them (with several, only what all allow); without one, the season's ITS
    scenarios."""
    lists = [set(names) for names in (season.extras[e].scenarios for e in extras if e in season.extras) if names]
    out: list[ScenarioChoice] = []
    for sid, pack_name in _library(season):
        if lists and not all(sid in allowed for allowed in lists):
            continue
        c = _choice(sid, pack_name, lang)
        if (lists or c.section == "its") and c.section != "league" and all(x.id != sid for x in out):
            out.append(c)
    return out


def round_scenarios(season: Season, extras: list[str] | tuple[str, ...], rnd: int | None = None,
                    lang: str = "en") -> list[ScenarioChoice]:
    """The scenarios round ``rnd`` may play; with ``rnd`` None, those of any round of the format."""
    _key, f = event_format(season, extras)
    entries = f.plan if rnd is None else [plan_for(season, extras, rnd)]
    out: list[ScenarioChoice] = []
    for r in entries:
        if r.scenario is not None:
            found = [c for c in [_fixed_choice(r.scenario, lang)] if c is not None]
        else:
            found = pool(season, extras, lang)
        out += [c for c in found if all(x.id != c.id for x in out)]
    return out


def _fixed_choice(sid: str, lang: str) -> ScenarioChoice | None:
    try:
        return _choice(sid, None, lang)
    except UnknownMission:
        return None


def _sizes_of(sid: str, season: Season) -> list[int] | None:
    try:
        return catalog.sizes(sid)
    except UnknownMission:
        return None  # a name the season lists without a map file yet: its sizes are unknown


def _type_names(season: Season, types: list[str]) -> str:
    return join_words((season.extras[t].name.get() for t in types), "or")


def check_round(season: Season, extras: list[str] | tuple[str, ...], rnd: int, scenario: str, points: int,
                others: Mapping[int, str], custom: str | None = None) -> None:
    """Refuse what the pack forbids for round ``rnd`` played with ``scenario`` at ``points``, given the
    scenarios of the event's other rounds (``others``: round → scenario). Errors name the field and quote
    the pack."""
    _key, f = event_format(season, extras)
    r = plan_for(season, extras, rnd)
    is_custom = custom is not None and scenario == custom
    where = _("round {n} of the {format}").format(n=rnd, format=f.name.get())
    if is_custom:
        if not f.custom or r.scenario is not None:
            why = f.custom_source or f.source
            if r.scenario is not None:
                why = _("the round plays its own mission, {own} ({source})").format(own=r.scenario, source=r.source)
            raise EventError("scenario", _("{scenario} is a custom scenario; {where} cannot play one: {why}").format(
                scenario=scenario, where=where, why=why))
    elif r.scenario is not None:
        if scenario != r.scenario:
            raise EventError("scenario", _("{where} plays its own mission, {own}, got {scenario} ({source})").format(
                where=where, own=r.scenario, scenario=scenario, source=r.source))
    else:
        allowed = {c.id for c in pool(season, extras)}
        if scenario not in allowed:
            raise EventError("scenario", _outside_pool(season, extras, f, scenario, r))
    choices = round_points(season, extras, rnd)
    if points not in choices:
        sizes = "/".join(str(p) for p in choices)
        raise EventError("points", _("{where} is played at {sizes} points, got {points} ({source})").format(
            where=where, sizes=sizes, points=points, source=r.source))
    sizes_of = None if is_custom else _sizes_of(scenario, season)
    if sizes_of is not None and points not in sizes_of:
        raise EventError("points", _wrong_version(season, scenario, points, sizes_of))
    if f.operation_types and not is_custom:
        _check_operation_type(season, extras, f, rnd, scenario, others, custom)
    if not f.repeats:
        mine = _counts_as(season, extras, rnd, scenario)
        for other, sid in sorted(others.items()):
            theirs = _counts_as(season, extras, other, sid)
            if other != rnd and theirs == mine:
                via = "" if sid == scenario else \
                    _(" ({scenario} counts as {as_})").format(scenario=sid, as_=theirs) if theirs != sid else \
                    _(" ({scenario} counts as {as_})").format(scenario=scenario, as_=mine)
                raise EventError("scenario", _("{scenario} is already played in round {n}{via}; the same scenario "
                                               "cannot be played twice ({source})").format(
                    scenario=scenario, n=other, via=via, source=f.repeats_source))


def _counts_as(season: Season, extras: list[str] | tuple[str, ...], rnd: int, scenario: str) -> str:
    try:
        r = plan_for(season, extras, rnd)
    except EventError:
        return scenario
    return r.counts_as if r.scenario == scenario and r.counts_as else scenario


def _outside_pool(season: Season, extras: list[str] | tuple[str, ...], f: Format, scenario: str,
                  r: FormatRound) -> str:
    types = [e for e in extras if e in f.operation_types]
    if types:
        return _("{scenario} is not a {types} scenario; every round plays the announced Operation Type "
                 "({source})").format(
            scenario=scenario, types=_type_names(season, types), source=f.operation_type_source)
    listing = [e for e in extras if e in season.extras and season.extras[e].scenarios]
    if listing:
        names = ", ".join(season.extras[e].name.get() for e in listing)
        return _("{scenario} cannot be played in this event: the Extras ({names}) do not allow it").format(
            scenario=scenario, names=names)
    return _("{scenario} cannot be played in this event: it is not one of the season's ITS scenarios "
             "({source})").format(
        scenario=scenario, source=r.source)


def _scenario_name(scenario: str) -> str:
    """A scenario as the pickers name it ("Aniquilación (Low Tier)"), its id where the library has no such one."""
    try:
        return catalog.scenario(scenario).name.get()
    except UnknownMission:
        return scenario


def _wrong_version(season: Season, scenario: str, points: int, sizes: list[int]) -> str:
    from its_desktop.domain.readings import cited

    tier = next((s for s in season.sizes if s.points == sizes[0]), None)
    # The pack's sentence as every other source is shown (its own readers get its quote, others its lines).
    why = f" ({cited(tier.source, season.language)})" if tier is not None and len(sizes) == 1 else ""
    stem = scenario.rsplit("-", 1)[0]
    sibling = next((e.id for e in catalog.entries() if e.season == season.id and e.id != scenario
                    and e.id.rsplit("-", 1)[0] == stem and points in (_sizes_of(e.id, season) or [])), None)
    # Named as the round editor's list names them: an organizer reads no library ids.
    hint = _(": play {scenario} at {points}").format(scenario=_scenario_name(sibling), points=points) if sibling else ""
    at = "/".join(str(p) for p in sizes)
    return _("{scenario} is written for {at} points{why}, got {points}{hint}").format(
        scenario=_scenario_name(scenario), at=at, why=why, points=points, hint=hint)


def _check_operation_type(season: Season, extras: list[str] | tuple[str, ...], f: Format, rnd: int,
                          scenario: str, others: Mapping[int, str], custom: str | None) -> None:
    if any(e in f.operation_types for e in extras):
        return  # the announced type's list already narrowed the pool
    def types_of(sid: str) -> set[str]:
        return {t for t in f.operation_types if sid in (season.extras[t].scenarios or [])}

    common = types_of(scenario)
    for other, sid in sorted(others.items()):
        if other == rnd or sid == custom:
            continue
        shared = common & types_of(sid)
        if not shared:
            mine = _type_names(season, sorted(types_of(scenario))) or _("no Operation Type")
            theirs = _type_names(season, sorted(types_of(sid))) or _("no Operation Type")
            raise EventError("scenario", _("{scenario} ({mine}) shares no Operation Type with round {n}'s {other} "
                                           "({theirs}); every round's scenario belongs to the one Operation Type of "
                                           "the event ({source})").format(
                scenario=scenario, mine=mine, n=other, other=sid, theirs=theirs, source=f.operation_type_source))
        common = shared


def describe(season: Season, lang: str = "en") -> list[dict[str, Any]]:
    """The formats and their rounds as JSON-ready data (``its-desktop event formats``)."""
    out = []
    for key, f in formats(season).items():
        fixed = season.extras[f.extra].rounds if f.extra else None
        rounds = []
        for r in f.plan:
            named = _fixed_choice(r.scenario, lang) if r.scenario else None
            rounds.append({"rounds": r.rounds, "scenario": r.scenario, "scenario_name": named.name if named else None,
                           "counts_as": r.counts_as,
                           "pool": r.pool, "points": _points_of(season, r), "source": r.source,
                           "inferred": r.inferred.get(lang) if r.inferred else None})
        out.append({"id": key, "name": f.name.get(lang), "summary": f.summary.get(lang), "kind": f.kind,
                    "extra": f.extra, "rounds": fixed, "plan": rounds, "operation_types": f.operation_types,
                    "repeats": f.repeats, "custom": f.custom, "first_bye": f.first_bye, "source": f.source})
    return out



__all__ = ["PLAIN", "ScenarioChoice", "check_extras", "check_round", "describe", "event_format", "fixed_rounds",
           "format_extras", "formats", "plan_for", "pool", "round_points", "round_scenarios"]
