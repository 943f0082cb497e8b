"""Geometry of bases and zones: exact inside tests and silhouette contact."""

from .disc import overlap_area
from .zone import HALF_TOLERANCE, Fractions, PreparedZone, decide

__all__ = ["HALF_TOLERANCE", "Fractions", "PreparedZone", "decide", "overlap_area"]
