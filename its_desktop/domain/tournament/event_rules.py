"""The organizer's rules for an event's settings (pure Python; the repository only stores what passes them).

``check_event_settings`` is the one place a new event is checked against its season's rules: a
season's event formats (leagues, operation types) add their checks there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from its_desktop.domain.mission.season import Season

from its_desktop.domain.i18n import _

from .event import EventError
from .organizer import check_extras, check_round, extras_rounds, round_points

DEFAULT_POINTS = 300  # the packs' standard tournament size


@dataclass(frozen=True)
class EventSettings:
    """A new event's settings once checked: the Extras deduplicated, the points and rounds decided."""

    extras: list[str]
    points: int
    rounds_planned: int | None


def default_points(season: Season, extras: list[str] | tuple[str, ...]) -> int:
    """A new event's army points when the organizer gives none: 300, else the largest size round 1 allows
    below it, else the smallest it allows."""
    sizes = round_points(season, extras, 1)
    if DEFAULT_POINTS in sizes:
        return DEFAULT_POINTS
    below = [p for p in sizes if p <= DEFAULT_POINTS]
    return max(below) if below else sizes[0]


def check_points(season: Season, points: object) -> int:
    if isinstance(points, bool) or not isinstance(points, int) or points not in season.points:
        sizes = "/".join(str(p) for p in season.points)
        raise EventError("points", _("must be one of {season}'s game sizes ({sizes}), got {got!r}").format(
            season=season.id, sizes=sizes, got=points))
    return points


def check_rounds_planned(season: Season, extras: list[str] | tuple[str, ...], value: object) -> int | None:
    """The organizer's number of rounds (None: the season's table by player count); an Extra that fixes the
    number (Escalation: 3) allows only that."""
    fixed = extras_rounds(season, extras)
    if fixed is not None:
        if value is not None and value != fixed:
            raise EventError("rounds_planned", _("the Extras fix the event at {n} rounds, got {got!r}").format(
                n=fixed, got=value))
        return fixed
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < season.tournament.min_rounds:
        raise EventError("rounds_planned", _("must be a whole number of at least {min} ({season} tournaments), "
                                             "got {got!r}").format(min=season.tournament.min_rounds,
                                                                   season=season.id, got=value))
    return value


def check_event_settings(season: Season, extras: list[str] | tuple[str, ...], points: int | None,
                         rounds_planned: int | None) -> EventSettings:
    """A new event's settings against its season's rules (Extras, game size, rounds). Raises
    :class:`EventError` naming the field. Further season rules for a new event belong here."""
    checked = check_extras(season, list(extras))
    pts = check_points(season, default_points(season, checked) if points is None else points)
    return EventSettings(checked, pts, check_rounds_planned(season, checked, rounds_planned))


def check_rounds_fit(season: Season, extras: list[str] | tuple[str, ...], rounds: Mapping[int, tuple[str, int]],
                     custom: str | None = None) -> None:
    """Whether the rounds already chosen (number → (scenario, points)) are still allowed under new Extras (a new
    event format): each round is checked as setting it is (:func:`check_round`), and the first that no longer
    fits is refused with the reason (change that round first)."""
    used = {number: scenario for number, (scenario, _) in rounds.items()}
    for number, (scenario, points) in sorted(rounds.items()):
        try:
            check_round(season, extras, number, scenario, points, used, custom)
        except EventError as exc:
            raise EventError("extras", _("round {n} plays {scenario} at {points} points, which these Extras do not "
                                         "allow ({why}): change that round first").format(
                n=number, scenario=scenario, points=points, why=exc.message)) from None


def rounds_after_extras_change(season: Season, old_extras: list[str] | tuple[str, ...],
                               new_extras: list[str] | tuple[str, ...], planned: int | None) -> int | None:
    """The organizer's number of rounds once the Extras change: leaving an Extra that fixed it (Escalation)
    goes back to the season's table."""
    if extras_rounds(season, new_extras) is None and extras_rounds(season, old_extras) is not None:
        return None
    return planned



def result_warnings(op_a: int, op_b: int, vp_a: float, vp_b: float, *, op_ceiling: int,
                    points: int | None) -> list[str]:
    """A result that passes the checks yet is rarely true (both players at the OP ceiling, both at the full
    army points of VP): worth a second look at the score sheet before it is saved."""
    out = []
    if op_a == op_b == op_ceiling:
        out.append(_("both players scored the maximum {op} OP").format(op=op_ceiling))
    if points is not None and vp_a == vp_b == points:
        out.append(_("both players kept all {points} points of VP").format(points=points))
    return out


__all__ = ["EventSettings", "check_event_settings", "check_points", "check_rounds_fit", "check_rounds_planned",
           "default_points", "result_warnings", "rounds_after_extras_change"]
