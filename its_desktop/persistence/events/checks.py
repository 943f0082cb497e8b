"""Field checks of the tournament repository: each bad value raises a FieldError naming the field."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from its_desktop.domain import names
from its_desktop.domain.i18n import _, ngettext
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import MissionErrors, UnknownMission
from its_desktop.domain.mission.season import Season
from its_desktop.domain.tournament.event import EventError
from its_desktop.domain.tournament.event_rules import check_points, check_rounds_planned
from its_desktop.domain.tournament.organizer import check_extras

from ..games import FieldError
from ..models import NAME_MAX

PIN_MAX = 64
LIST_MAX = 20_000  # characters of one army list (an army code or the list as text)
MAX_LISTS = 3
DEFAULT_ROUND_MINUTES = 120
_UNSET: Any = object()


def _season(season_id: Any) -> Season:
    if season_id is None:  # absent: the word every reader uses, not Python's None
        raise FieldError("season", _("missing"))
    if not isinstance(season_id, str):
        raise FieldError("season", _("must be a season id such as 's16', got {got!r}").format(got=season_id))
    try:
        return catalog.season(season_id)
    except UnknownMission as exc:
        raise FieldError("season", str(exc)) from None


def _extras(se: Season, extras: Any) -> list[str]:
    if isinstance(extras, str) or not isinstance(extras, (list, tuple)) or not all(isinstance(e, str) for e in extras):
        raise FieldError("extras", _("must be a list of Extra names, got {got!r}").format(got=extras))
    try:
        return check_extras(se, list(extras))
    except EventError as exc:
        raise FieldError(exc.field, exc.message) from None


@contextmanager
def domain_rule() -> Iterator[None]:
    """A domain rule's EventError as the repository's FieldError (same field, same message)."""
    try:
        yield
    except EventError as exc:
        raise FieldError(exc.field, exc.message) from None


def _points(se: Season, extras: list[str], points: Any) -> int:
    with domain_rule():
        return check_points(se, points)


def _rounds_planned(se: Season, extras: list[str], value: Any) -> int | None:
    with domain_rule():
        return check_rounds_planned(se, extras, value)


def _minutes(value: Any, name: str, nullable: bool = False) -> int | None:
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= 24 * 60:
        raise FieldError(name, _("must be a number of minutes from 1 to 1440, got {got!r}").format(got=value))
    return value


def _name(v: Any, field: str, limit: int = NAME_MAX) -> str:
    if not isinstance(v, str) or not v.strip() or len(v) > limit:
        raise FieldError(field, _("must be a non-empty string of at most {limit} characters, got {got!r}").format(
            limit=limit, got=v))
    if why := names.problem(v):  # a name is shown beside other text: no direction control, nothing invisible
        raise FieldError(field, why)
    return v.strip()


def _optional_text(v: Any, field: str, limit: int = NAME_MAX) -> str | None:
    if v is None:
        return None
    if not isinstance(v, str) or len(v) > limit:
        raise FieldError(field, _("must be text of at most {limit} characters, got {got!r}").format(limit=limit, got=v))
    return v.strip() or None


def _version_arg(v: Any) -> None:
    if isinstance(v, bool) or not isinstance(v, int):
        raise FieldError("expected_version", _("must be an integer, got {got!r}").format(got=v))


def _player_fields(**given: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if "name" in given:
        out["name"] = _name(given["name"], "name")
    if "pin" in given:
        out["pin"] = _optional_text(given["pin"], "pin", PIN_MAX)
    for key in ("faction", "sectorial", "club"):
        if key in given:
            out[key] = _optional_text(given[key], key)
    for key in ("checked_in", "pending"):
        if key in given:
            if not isinstance(given[key], bool):
                raise FieldError(key, _("must be true or false, got {value!r}").format(value=given[key]))
            out[key] = given[key]
    if "lists" in given:
        lists = given["lists"]
        if isinstance(lists, str) or not isinstance(lists, (list, tuple)):
            raise FieldError("lists", _("must be a list of up to {limit} army lists, got {got}").format(
                limit=MAX_LISTS, got=type(lists).__name__))
        cleaned = []
        for i, item in enumerate(lists):
            if not isinstance(item, str) or len(item) > LIST_MAX:
                raise FieldError(f"lists[{i}]", _("must be text of at most {limit} characters").format(limit=LIST_MAX))
            if item.strip():
                cleaned.append(item.strip())
        if len(cleaned) > MAX_LISTS:
            raise FieldError("lists", _("at most {limit} army lists, got {count}").format(
                limit=MAX_LISTS, count=len(cleaned)))
        out["lists"] = cleaned
    return out


@lru_cache(maxsize=16)
def _custom(text: str):
    from its_desktop.domain.mission.load import load_scenario_text

    try:
        return load_scenario_text(text, "custom scenario")
    except MissionErrors as exc:
        first = exc.errors[0] if exc.errors else None
        detail = f"{first.field}: {first.message}" if first is not None else str(exc)
        more = _more(len(exc.errors) - 1)
        raise FieldError("custom_scenario", _("not a valid scenario map file: {detail}").format(
            detail=f"{detail}{more}")) from None


def _custom_errors(text: str, season_id: str) -> str | None:
    from its_desktop.domain.mission.resolve import check

    errors = check(_custom(text), _season(season_id), "custom scenario")
    if not errors:
        return None
    first = errors[0]
    return _("not a valid scenario map file: {detail}").format(detail=f"{first.field}: {first.message}"
                                                                f"{_more(len(errors) - 1)}")


def _more(n: int) -> str:
    """" (and 13 more)" after the first of a file's problems, in the reader's language."""
    return ngettext(" (and {n} more)", " (and {n} more)", n).format(n=n) if n > 0 else ""
