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
from its_desktop.domain.format_errors import grouped

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


_FIELD_PREFIX = re.compile(r"^([a-z_][\w.\[\]-]*): (.+)$", re.DOTALL)


def validate(model: type[M], data: dict[str, Any], file: str) -> M:
    """``data`` as ``model``, or every bad field of the file, each a line in the reader's words (``format_errors``):
    a list element with an ``id`` named by it (``zones[exclusion].shape.y0``)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        errors = []
        for path, message in grouped(exc.errors(), data, by_id=True):
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
