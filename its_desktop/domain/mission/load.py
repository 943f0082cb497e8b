"""Read season and scenario files (TOML) into the data model, with one-line errors.

A file is validated by the pydantic models of ``fileformat/`` and handed on as the runtime types
(``season.Season``, ``scenario.Scenario``): the rest of the program never sees a pydantic model."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from its_desktop.domain import inputs
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _

from .errors import MissionError, MissionErrors
from .fileformat import season as season_file
from .fileformat.convert import runtime

if TYPE_CHECKING:
    from .scenario import Scenario
    from .season import Season

M = TypeVar("M", bound=BaseModel)


MAX_MAP_BYTES = 1024 * 1024  # the largest map file is ~16 KB


def read_toml(text: str, file: str) -> dict[str, Any]:
    """TOML through the input boundary: nesting, ``inf``/``nan``, huge integers and NULs are refused here,
    with the field they are at, before pydantic or the geometry see them."""
    try:
        return inputs.load_toml(text, file)
    except InputError as exc:
        raise MissionErrors([MissionError(file, exc.field, exc.message)]) from None


def read_map_text(path: Path) -> str:
    """A map file's text (a regular file, at most 1 MB, UTF-8 or UTF-16)."""
    try:
        return inputs.read_text(path, MAX_MAP_BYTES)
    except InputError as exc:
        raise MissionErrors([MissionError(str(path), exc.field, exc.message)]) from None


_BRANCHES = {"rect", "circle", "frame", "polygon", "around", "scored", "markers", "zones_dominated", "presence", "threaten", "kills",
             "survivors", "extracted", "objectives", "asked"}


def field_path(data: object, loc: tuple[int | str, ...]) -> str:
    """Pydantic's error location as the path a map author would write: ``zones[exclusion].shape.y0``.

    A list element with an ``id`` is named by it; the union branch pydantic adds is dropped.
    """
    path = ""
    node: object = data
    for item in loc:
        if isinstance(item, int):
            element = node[item] if isinstance(node, list) and item < len(node) else None
            name = element.get("id") if isinstance(element, dict) else None
            path += f"[{name if isinstance(name, str) else item}]"
            node = element
        elif item in _BRANCHES and isinstance(node, dict) and node.get("type") == item:
            pass
        else:
            path += f".{item}" if path else str(item)
            node = node.get(item) if isinstance(node, dict) else None
    return path or "(top level)"


_FIELD_PREFIX = re.compile(r"^([a-z_][\w.\[\]-]*): (.+)$", re.DOTALL)


def _pydantic_words(err: Any) -> str | None:
    """The reader's words for pydantic's common errors (its own messages are English); None for the rest
    (a model check's message, written in English in fileformat/)."""
    kind, ctx = err["type"], err.get("ctx") or {}
    if kind == "extra_forbidden":
        return _("unknown field")
    if kind == "missing":
        return _("missing")
    if kind in ("string_type", "string_sub_type"):
        return _("must be text, got {got!r}").format(got=err.get("input"))
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return _("must be a whole number, got {got!r}").format(got=err.get("input"))
    if kind in ("float_type", "float_parsing"):
        return _("must be a number, got {got!r}").format(got=err.get("input"))
    if kind in ("bool_type", "bool_parsing"):
        return _("must be true or false, got {got!r}").format(got=err.get("input"))
    if kind in ("list_type", "tuple_type"):
        return _("must be a list")
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return _("must be an object")
    if kind == "literal_error" and "expected" in ctx:
        # pydantic joins the last two with an English "or": the reader's word instead (as domain/validation.py)
        modes = str(ctx["expected"]).replace(" or ", " " + _("or") + " ")
        return _("must be one of {modes}, got {got!r}").format(modes=modes, got=err.get("input"))
    if kind in ("greater_than_equal", "greater_than") and ("ge" in ctx or "gt" in ctx):
        return _("must be at least {low}, got {got!r}").format(low=ctx.get("ge", ctx.get("gt")), got=err.get("input"))
    if kind in ("less_than_equal", "less_than") and ("le" in ctx or "lt" in ctx):
        return _("must be at most {high}, got {got!r}").format(high=ctx.get("le", ctx.get("lt")),
                                                               got=err.get("input"))
    return None


def validate(model: type[M], data: dict[str, Any], file: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        errors = []
        for err in exc.errors():
            message = _pydantic_words(err) or err["msg"].removeprefix("Value error, ")
            path = field_path(data, err["loc"])
            # Model-level checks name their field at the start of the message: "cap: needs …".
            inner = _FIELD_PREFIX.match(message)
            if inner:
                path = inner[1] if path == "(top level)" else f"{path}.{inner[1]}"
                message = inner[2]
            errors.append(MissionError(file, path, message))
        raise MissionErrors(errors) from None


def load_season_text(text: str, file: str) -> Season:
    return runtime(validate(season_file.Season, read_toml(text, file), file))  # type: ignore[no-any-return]


def load_scenario_text(text: str, file: str) -> Scenario:
    from .fileformat import scenario as scenario_file  # built on first use: pair and standings read seasons only

    return runtime(validate(scenario_file.Scenario, read_toml(text, file), file))  # type: ignore[no-any-return]


def load_season(path: Path) -> Season:
    return load_season_text(read_map_text(path), str(path))


def load_scenario(path: Path) -> Scenario:
    return load_scenario_text(read_map_text(path), str(path))
