"""Exact area of a disc inside a polygon.

The disc–polygon overlap is the signed sum, over every polygon edge, of the overlap of the disc with
the triangle (centre, edge start, edge end): a triangle part where the edge lies inside the circle
and circular sectors where it lies outside. Exterior rings run counter-clockwise and holes
clockwise, so holes subtract themselves. No polygonal approximation of the circle is involved.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Ring = Sequence[tuple[float, float]]


def _sector(px: float, py: float, qx: float, qy: float, r2: float) -> float:
    return 0.5 * r2 * math.atan2(px * qy - py * qx, px * qx + py * qy)


def triangle_overlap(ax: float, ay: float, bx: float, by: float, r: float) -> float:
    """Signed area of the disc of radius ``r`` at the origin intersected with triangle (0, a, b)."""
    r2 = r * r
    da = ax * ax + ay * ay
    db = bx * bx + by * by
    if da <= r2 and db <= r2:
        return 0.5 * (ax * by - ay * bx)
    dx, dy = bx - ax, by - ay
    aa = dx * dx + dy * dy
    if aa == 0.0:
        return 0.0
    half_b = ax * dx + ay * dy
    disc = half_b * half_b - aa * (da - r2)
    if disc <= 0.0:
        return _sector(ax, ay, bx, by, r2)
    root = math.sqrt(disc)
    # Both roots without cancellation (q and -half_b have the same sign), so edges nearly
    # tangent to the circle stay accurate.
    q = -half_b - root if half_b >= 0 else -half_b + root
    t1 = q / aa
    t2 = (da - r2) / q
    if t1 > t2:
        t1, t2 = t2, t1
    if t2 <= 0.0 or t1 >= 1.0:
        return _sector(ax, ay, bx, by, r2)
    # An end inside the circle is used as it is, not recomputed from t: near the centre the
    # sector angle between a point and its rounded copy would be meaningless.
    p1x, p1y = (ax, ay) if t1 <= 0.0 else (ax + t1 * dx, ay + t1 * dy)
    p2x, p2y = (bx, by) if t2 >= 1.0 else (ax + t2 * dx, ay + t2 * dy)
    return _sector(ax, ay, p1x, p1y, r2) + 0.5 * (p1x * p2y - p1y * p2x) + _sector(p2x, p2y, bx, by, r2)


def ring_overlap(ring: Ring, cx: float, cy: float, r: float) -> float:
    """Signed overlap of a disc with one closed ring (positive when the ring runs counter-clockwise)."""
    total = 0.0
    n = len(ring)
    for i in range(n):
        ax, ay = ring[i]
        bx, by = ring[(i + 1) % n]
        total += triangle_overlap(ax - cx, ay - cy, bx - cx, by - cy, r)
    return total


def overlap_area(rings: Sequence[Ring], cx: float, cy: float, r: float) -> float:
    """Area of the disc inside the region bounded by ``rings`` (oriented: exterior CCW, holes CW)."""
    return sum(ring_overlap(ring, cx, cy, r) for ring in rings)
