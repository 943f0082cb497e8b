"""A zone prepared for many inside tests per frame: its edges as arrays, its rings oriented.

Most bases are nowhere near a zone's edge; for them, one vectorised distance test and an even-odd
point-in-polygon test settle the answer (wholly in or wholly out). Only bases that an edge
crosses get the exact per-edge computation of ``disc``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from shapely.geometry import MultiPolygon, Polygon
from shapely.coords import CoordinateSequence
from shapely.geometry.base import BaseGeometry
from shapely.geometry.polygon import orient

from .disc import overlap_area

# Exactly half a base inside is *not* inside; numbers within this of ½ are taken as exactly ½.
# The engine's own error is around 1e-15, so any true fraction more than 1e-9 from ½ is decided right.
HALF_TOLERANCE = 1e-10
# Edge-to-edge distances within this (table units) count as touching (rounding of typed positions).
TOUCH_TOLERANCE = 1e-9


@dataclass
class Fractions:
    """Per base: the exact fraction of its area inside, and its distance to the zone's boundary."""

    fraction: np.ndarray
    boundary_distance: np.ndarray
    centre_inside: np.ndarray


def _ring(coords: CoordinateSequence) -> list[tuple[float, float]]:
    """A closed ring's vertices without the repeated last one (x, y only)."""
    return [(p[0], p[1]) for p in list(coords)[:-1]]


class PreparedZone:
    def __init__(self, geometry: BaseGeometry) -> None:
        polygons = list(geometry.geoms) if isinstance(geometry, MultiPolygon) else [geometry]
        self.rings: list[list[tuple[float, float]]] = []
        for poly in polygons:
            assert isinstance(poly, Polygon)
            poly = orient(poly, sign=1.0)
            self.rings.append(_ring(poly.exterior.coords))
            self.rings.extend(_ring(r.coords) for r in poly.interiors)
        starts, ends = [], []
        for ring in self.rings:
            for i, p in enumerate(ring):
                q = ring[(i + 1) % len(ring)]
                if p != q:
                    starts.append(p)
                    ends.append(q)
        a = np.asarray(starts, dtype=float)
        b = np.asarray(ends, dtype=float)
        self._ax, self._ay = a[:, 0], a[:, 1]
        self._dx, self._dy = b[:, 0] - a[:, 0], b[:, 1] - a[:, 1]
        self._len2 = self._dx * self._dx + self._dy * self._dy
        self._bx, self._by = b[:, 0], b[:, 1]
        self.bounds = geometry.bounds

    def measure(self, cx: np.ndarray, cy: np.ndarray, r: np.ndarray) -> Fractions:
        """Exact fraction inside, boundary distance and centre-inside flag for discs (cx, cy, r)."""
        px = cx[:, None] - self._ax[None, :]
        py = cy[:, None] - self._ay[None, :]
        with np.errstate(invalid="ignore", divide="ignore"):
            t = np.clip((px * self._dx + py * self._dy) / self._len2, 0.0, 1.0)
        t = np.nan_to_num(t)
        qx = px - t * self._dx
        qy = py - t * self._dy
        dist = np.sqrt(qx * qx + qy * qy).min(axis=1)
        # Even-odd rule: count edges crossed by a ray going +x from each centre.
        ay, by = self._ay[None, :], self._by[None, :]
        straddles = (ay > cy[:, None]) != (by > cy[:, None])
        with np.errstate(invalid="ignore", divide="ignore"):
            x_cross = self._ax[None, :] + (cy[:, None] - ay) * self._dx[None, :] / (by - ay)
        crossings = np.count_nonzero(straddles & (cx[:, None] < x_cross), axis=1)
        inside = (crossings % 2) == 1
        fraction = inside.astype(float)
        for i in np.nonzero(dist < r)[0]:
            area = overlap_area(self.rings, float(cx[i]), float(cy[i]), float(r[i]))
            fraction[i] = min(1.0, max(0.0, area / (math.pi * float(r[i]) ** 2)))
        return Fractions(fraction, dist, inside)


class PreparedZones:
    """Several zones measured together: one set of array operations for the whole table.

    A view evaluates every zone on every drag frame; doing the distance and point-in-polygon
    work for all zones' edges at once keeps the per-frame cost flat in the number of zones.
    """

    def __init__(self, zones: list[BaseGeometry] | list[PreparedZone]) -> None:
        # Zones already prepared are joined as they are: an evaluator prepares each zone once.
        self.zones = [z if isinstance(z, PreparedZone) else PreparedZone(z) for z in zones]
        self.starts = np.cumsum([0] + [len(z._ax) for z in self.zones[:-1]])

        def cat(name: str) -> np.ndarray:
            return np.concatenate([getattr(z, name) for z in self.zones])

        self._ax, self._ay, self._bx, self._by = cat("_ax"), cat("_ay"), cat("_bx"), cat("_by")
        self._dx, self._dy, self._len2 = cat("_dx"), cat("_dy"), cat("_len2")
        self._inv_len2 = 1.0 / self._len2
        with np.errstate(divide="ignore"):
            self._slope = self._dx / (self._by - self._ay)  # inf for horizontal edges, never used

    def measure(self, cx: np.ndarray, cy: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(fraction, boundary distance, centre inside), each of shape (bases, zones)."""
        px = cx[:, None] - self._ax
        py = cy[:, None] - self._ay
        t = (px * self._dx + py * self._dy) * self._inv_len2
        np.clip(t, 0.0, 1.0, out=t)
        qx = px - t * self._dx
        qy = py - t * self._dy
        dist = np.minimum.reduceat(np.hypot(qx, qy), self.starts, axis=1)
        above_a = self._ay > cy[:, None]
        straddles = above_a != (self._by > cy[:, None])
        with np.errstate(invalid="ignore"):
            left = cx[:, None] < self._ax + (cy[:, None] - self._ay) * self._slope
        crossings = np.add.reduceat((straddles & left).astype(np.int16), self.starts, axis=1)
        inside = (crossings & 1).astype(bool)
        fraction = inside.astype(float)
        rows, cols = np.nonzero(dist < r[:, None])
        for i, k in zip(rows.tolist(), cols.tolist()):
            radius = float(r[i])
            area = overlap_area(self.zones[k].rings, float(cx[i]), float(cy[i]), radius)
            fraction[i, k] = min(1.0, max(0.0, area / (math.pi * radius * radius)))
        return fraction, dist, inside


def decide(rule: str, fraction: float, boundary_distance: float, centre_inside: bool, r: float) -> bool:
    """Whether a base is inside a zone by the zone's ``inside_rule``."""
    if rule == "more_than_half":
        return fraction > 0.5 + HALF_TOLERANCE
    if rule == "totally_inside":
        return centre_inside and boundary_distance >= r - TOUCH_TOLERANCE
    if rule == "touching":
        return centre_inside or boundary_distance <= r + TOUCH_TOLERANCE
    raise ValueError(f"unknown inside rule {rule!r}")
