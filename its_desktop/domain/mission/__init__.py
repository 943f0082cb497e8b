"""Mission and season data: schema, loading, resolution at a game size, and the library."""

from .errors import MissionError, MissionErrors, UnknownMission
from .resolved import ResolvedMarker, ResolvedMission, ResolvedZone, max_op
from .scenario import Scenario
from .season import Season

__all__ = [
    "MissionError", "MissionErrors", "ResolvedMarker", "ResolvedMission", "ResolvedZone", "Scenario",
    "Season", "UnknownMission", "max_op",
]
