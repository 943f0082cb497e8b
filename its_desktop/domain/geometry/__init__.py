"""Geometry of bases and zones: exact inside tests and silhouette contact."""

from .disc import overlap_area
from .zone import HALF_TOLERANCE, Fractions, PreparedZone, PreparedZones, decide

__all__ = ["HALF_TOLERANCE", "Fractions", "PreparedZone", "PreparedZones", "decide", "overlap_area"]
