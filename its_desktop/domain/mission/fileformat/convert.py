"""A validated file model turned into the runtime type of the same name (``mission.common``, ``.season``,
``.scenario``, ``.objectives``): the same fields with the same values, nested models converted too."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from .. import common, objectives, scenario, season
from ..frozen import Frozen

# Every runtime class by name: the file models share their names (a test checks the fields match too).
_RUNTIME: dict[str, type] = {name: cls for module in (common, objectives, season, scenario)
                             for name, cls in vars(module).items()
                             if isinstance(cls, type) and issubclass(cls, Frozen) and cls.__module__ == module.__name__}


def runtime(value: Any) -> Any:
    """``value`` with every file model in it replaced by its runtime twin (lists, tuples and dicts kept)."""
    if isinstance(value, BaseModel):
        cls = _RUNTIME[type(value).__name__]
        # Only the fields the file gave: a default is the runtime type's own (pydantic does not validate
        # defaults, so the file model's ``at_least = 1`` would stay an int where the runtime's is 1.0).
        return cls(**{name: runtime(getattr(value, name)) for name in value.model_fields_set})
    if isinstance(value, list):
        return [runtime(v) for v in value]
    if isinstance(value, tuple):
        return tuple(runtime(v) for v in value)
    if isinstance(value, dict):
        return {k: runtime(v) for k, v in value.items()}
    return value
