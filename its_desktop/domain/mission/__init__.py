"""Mission and season data: schema, loading, resolution at a game size, and the library.

The runtime types (plain records) and geometry (Shapely) load on first use of a name that needs them: the
command line's quick commands import the errors, or the library's index, and nothing more. pydantic
validates a file only when one is read (``fileformat/``); the library read back from its cache needs none.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from .errors import MissionError, MissionErrors, UnknownMission

if TYPE_CHECKING:
    from .resolved import ResolvedMarker, ResolvedMission, ResolvedZone, max_op
    from .scenario import Scenario
    from .season import Season

_LAZY = {"ResolvedMarker": ".resolved", "ResolvedMission": ".resolved", "ResolvedZone": ".resolved",
         "max_op": ".resolved", "Scenario": ".scenario", "Season": ".season"}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "MissionError", "MissionErrors", "ResolvedMarker", "ResolvedMission", "ResolvedZone", "Scenario",
    "Season", "UnknownMission", "max_op",
]
