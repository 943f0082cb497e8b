"""Visibility polygons and base-to-base line of fire among the pieces that stop it.

The visibility polygon from a point is found by an exact angular sweep over the pieces' corners
(see ``visibility_polygon``); ``brute_force_rays`` is the slow check the tests and the benchmark
compare it against.

Lines of fire are lines: a line grazing a corner or running along a face is not stopped (the
rules measure from the edge of bases and templates; a zero-width overlap hides nothing).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from .pieces import Piece, Segment

EMPTY = Polygon()


@dataclass(frozen=True)
class Obstacles:
    """The pieces that stop line of fire between two models of one height, clipped to the table."""

    table: Polygon
    solid: BaseGeometry  # the union of the solid pieces' footprints (without ``more``: see ``union``)
    a: np.ndarray  # (n, 2) edge starts, every ring oriented so the piece lies on the edge's left
    b: np.ndarray  # (n, 2) edge ends
    edges_a: np.ndarray  # the pieces' edges and the table's four
    edges_b: np.ndarray
    box_a: np.ndarray  # the table's four edges
    box_b: np.ndarray

    walls: BaseGeometry = EMPTY  # the walls of hollow pieces (doors, windows), as lines
    walls_a: np.ndarray = field(default_factory=lambda: np.zeros((0, 2)))
    walls_b: np.ndarray = field(default_factory=lambda: np.zeros((0, 2)))
    more: BaseGeometry = EMPTY  # footprints not merged into ``solid`` yet (``joined``), each clipped to the table

    @property
    def union(self) -> BaseGeometry:
        """The union of every solid piece's footprint, clipped to the table (formed on first use after ``joined``)."""
        if not self.more.is_empty:
            object.__setattr__(self, "solid", shapely.union(self.solid, self.more))
            object.__setattr__(self, "more", EMPTY)
        return self.solid

    @classmethod
    def build(cls, pieces: Sequence[Piece], width: float, depth: float, model_height: float) -> Obstacles:
        return cls.of_union(stopping_union(pieces, model_height), width, depth, hollow_walls(pieces, model_height))

    @classmethod
    def of_union(cls, solid: BaseGeometry, width: float, depth: float, walls: Sequence[Segment] = ()) -> Obstacles:
        """From the union of the solid stopping pieces' footprints (a drag keeps the still pieces' union)
        and the walls of the hollow ones (``openings.py``)."""
        table = shapely.box(0, 0, width, depth)
        union = solid.intersection(table) if not solid.is_empty else EMPTY
        a, b = _rings(union)
        box_a = np.array([[0, 0], [width, 0], [width, depth], [0, depth]], dtype=float)
        box_b = np.roll(box_a, -1, axis=0)
        wall_lines = shapely.intersection(shapely.multilinestrings(list(walls)), table) if walls else EMPTY
        walls_a, walls_b = _segments(wall_lines)
        edges_a, edges_b = np.concatenate([a, walls_a, box_a]), np.concatenate([b, walls_b, box_b])
        return cls(table, union, a, b, edges_a, edges_b, box_a, box_b, wall_lines, walls_a, walls_b)

    @classmethod
    def joined(cls, still: Obstacles, solid: BaseGeometry, walls: Sequence[Segment] = ()) -> Obstacles:
        """``still`` and more footprints (``solid``) and hollow pieces' walls: the pieces a drag moves, over the
        ones standing still. Their edges are added as they are, overlaps and all, rather than the union formed
        again (with 40 pieces, forming it and clipping it to the table was ~3 ms of every frame of a piece's
        drag). From a point outside every piece, a ray first meets the union's outline where it first enters
        any piece, so ``visibility_polygon`` and ``brute_force_rays`` find the same region (a hidden corner may
        add a vertex on a straight side, as a piece behind another already does); ``union`` is formed when
        something asks for it."""
        more: BaseGeometry = EMPTY
        a, b = still.a, still.b
        if not solid.is_empty:
            more = solid.intersection(still.table)
            a2, b2 = _rings(more)
            a, b = np.concatenate([a, a2]), np.concatenate([b, b2])
        walls_a, walls_b, wall_lines = still.walls_a, still.walls_b, still.walls
        if walls:
            added = shapely.intersection(shapely.multilinestrings(list(walls)), still.table)
            wa, wb = _segments(added)
            walls_a, walls_b = np.concatenate([walls_a, wa]), np.concatenate([walls_b, wb])
            wall_lines = shapely.union(wall_lines, added) if not wall_lines.is_empty else added
        edges_a = np.concatenate([a, walls_a, still.box_a])
        edges_b = np.concatenate([b, walls_b, still.box_b])
        return cls(still.table, still.solid, a, b, edges_a, edges_b, still.box_a, still.box_b, wall_lines, walls_a,
                   walls_b, shapely.union(still.more, more) if not still.more.is_empty else more)

    def blocked_at(self, x: float, y: float) -> bool:
        """Whether (x, y) lies inside a blocking piece (a model cannot stand there)."""
        point = Point(x, y)
        return bool((not self.solid.is_empty and self.solid.contains(point))
                    or (not self.more.is_empty and self.more.contains(point)))


def _rings(solid: BaseGeometry) -> tuple[np.ndarray, np.ndarray]:
    """The edges (starts, ends) of every ring of ``solid``'s polygons, each oriented with the piece on its left."""
    starts, ends = [], []
    for poly in shapely.get_parts(shapely.orient_polygons(solid)) if not solid.is_empty else []:
        if not isinstance(poly, Polygon):
            continue
        for ring in (poly.exterior, *poly.interiors):
            c = np.asarray(ring.coords)
            starts.append(c[:-1])
            ends.append(c[1:])
    return (np.concatenate(starts) if starts else np.zeros((0, 2)),
            np.concatenate(ends) if ends else np.zeros((0, 2)))


def _segments(lines: BaseGeometry) -> tuple[np.ndarray, np.ndarray]:
    """The segments (starts, ends) of ``lines``."""
    wa, wb = [], []
    for line in shapely.get_parts(lines) if not lines.is_empty else []:
        c = np.asarray(line.coords)
        if len(c) >= 2:
            wa.append(c[:-1])
            wb.append(c[1:])
    return (np.concatenate(wa) if wa else np.zeros((0, 2)),
            np.concatenate(wb) if wb else np.zeros((0, 2)))


def stopping_union(pieces: Sequence[Piece], model_height: float) -> BaseGeometry:
    """The union of the footprints of the pieces that stop line of fire between models this tall."""
    polys = [p.footprint() for p in pieces if p.stops(model_height) and not p.hollow(model_height)]
    return shapely.union_all(polys) if polys else EMPTY


def hollow_walls(pieces: Sequence[Piece], model_height: float) -> list[Segment]:
    """The walls of the pieces that stop line of fire but have an open door or window."""
    return [w for p in pieces if p.hollow(model_height) for w in p.walls()]


def _hits(p: np.ndarray, d: np.ndarray, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For rays p + t d (rows of ``d``): the nearest segment each one meets, and how far (t)."""
    e = b - a
    ap = a - p
    t_num = ap[:, 0] * e[:, 1] - ap[:, 1] * e[:, 0]  # per edge: the same for every ray
    denom = np.outer(d[:, 0], e[:, 1]) - np.outer(d[:, 1], e[:, 0])
    u_num = np.outer(d[:, 1], ap[:, 0]) - np.outer(d[:, 0], ap[:, 1])
    with np.errstate(divide="ignore", invalid="ignore"):
        t = t_num / denom
        u = u_num / denom
    t[~((t > 1e-12) & (u >= -1e-12) & (u <= 1 + 1e-12))] = np.inf
    j = np.argmin(t, axis=1)
    return j, t[np.arange(len(j)), j]


def visibility_polygon(obs: Obstacles, x: float, y: float) -> BaseGeometry:
    """The part of the table in line of fire from (x, y) (empty inside a blocking piece; inside a
    hollow piece, what shows through its openings).

    An angular sweep: the boundary can only turn at a ray through a corner. Just before and just
    after each corner's ray, the nearest edge is found (vectorised over every ray and edge); the
    polygon's vertices are where the corner's exact ray meets those two edges' lines, so the result
    is exact to floating point, not to the sweep's tiny offset.
    """
    if obs.a.shape[0] == 0 and obs.walls_a.shape[0] == 0:
        return obs.table
    # A point on the table's edge (a viewpoint dragged there) would put a corner at the point itself,
    # a ray with no direction: it looks from a hair inside instead.
    x0, y0, x1, y1 = obs.table.bounds
    x, y = min(max(x, x0 + 1e-9), x1 - 1e-9), min(max(y, y0 + 1e-9), y1 - 1e-9)
    if obs.blocked_at(x, y):
        return EMPTY
    p = np.array([x, y])
    # Only edges facing the point can be the first thing a ray meets (a ray enters a piece before
    # it leaves it), and the boundary only turns at their ends: half the edges, half the rays.
    pa, pb = obs.a, obs.b
    facing = (pb[:, 0] - pa[:, 0]) * (y - pa[:, 1]) - (pb[:, 1] - pa[:, 1]) * (x - pa[:, 0]) < 0
    # A wall of a hollow piece stops a ray from either side: every one is kept.
    a = np.concatenate([pa[facing], obs.walls_a, obs.box_a])
    b = np.concatenate([pb[facing], obs.walls_b, obs.box_b])
    corners = np.concatenate([pa[facing], pb[facing], obs.walls_a, obs.walls_b, obs.box_a]) - p
    # A point on a piece's outline (a base against a wall) is one of its corners at worst: no direction.
    corners = corners[np.hypot(corners[:, 0], corners[:, 1]) > 1e-12]
    theta = np.arctan2(corners[:, 1], corners[:, 0])
    order = np.argsort(theta, kind="stable")
    theta = theta[order]
    eps = 1e-9
    side = np.stack([theta - eps, theta + eps], axis=1).ravel()
    j, _ = _hits(p, np.stack([np.cos(side), np.sin(side)], axis=1), a, b)
    exact = np.repeat(theta, 2)
    d = np.stack([np.cos(exact), np.sin(exact)], axis=1)
    e = b[j] - a[j]
    ap = a[j] - p
    denom = d[:, 0] * e[:, 1] - d[:, 1] * e[:, 0]
    t = (ap[:, 0] * e[:, 1] - ap[:, 1] * e[:, 0]) / denom
    pts = p + d * t[:, None]
    keep = np.ones(len(pts), dtype=bool)
    keep[1:] = np.any(np.abs(np.diff(pts, axis=0)) > 1e-12, axis=1)
    poly = Polygon(pts[keep])
    if poly.is_valid:
        return poly
    # A sliver where the sweep meets the table's corner: the polygonal part only (no stray lines).
    parts = [g for g in shapely.get_parts(shapely.make_valid(poly)) if isinstance(g, Polygon) and g.area > 0]
    return shapely.union_all(parts) if parts else EMPTY


def brute_force_rays(obs: Obstacles, x: float, y: float, n: int) -> np.ndarray:
    """Where ``n`` evenly spread rays from (x, y) stop (a piece or the table edge): (n, 2) points."""
    theta = np.linspace(0, 2 * np.pi, n, endpoint=False)
    d = np.stack([np.cos(theta), np.sin(theta)], axis=1)
    p = np.array([x, y])
    _, t = _hits(p, d, obs.edges_a, obs.edges_b)
    out: np.ndarray = p + d * t[:, None]
    return out


def _free(segment: LineString, solid: BaseGeometry, walls: BaseGeometry = EMPTY) -> bool:
    """No part of the segment runs through a piece's inside nor across a hollow piece's wall (grazing
    a corner or a face, or a wall's end, is fine)."""
    if not walls.is_empty and segment.crosses(walls):
        return False
    return solid.is_empty or segment.intersection(solid).length <= 1e-9


def _tangent_points(v: np.ndarray, c: np.ndarray, r: float) -> list[np.ndarray]:
    """The points of circle (c, r) where lines through v touch it (none when v is inside)."""
    d = v - c
    dist = float(np.hypot(*d))
    if dist <= r:
        return []
    base = math.atan2(d[1], d[0])
    off = math.acos(r / dist)
    return [c + r * np.array([math.cos(base + s * off), math.sin(base + s * off)]) for s in (-1, 1)]


def _chord(c: np.ndarray, r: float, p: np.ndarray, q: np.ndarray) -> tuple[float, float] | None:
    """Where the line p + t (q - p) crosses circle (c, r), as the two parameters t, or None."""
    d = q - p
    f = p - c
    a, b, cc = d @ d, 2 * f @ d, f @ f - r * r
    disc = b * b - 4 * a * cc
    if a == 0 or disc < -1e-12:
        return None
    s = math.sqrt(max(disc, 0.0))
    return (-b - s) / (2 * a), (-b + s) / (2 * a)


def base_to_base(obs: Obstacles, a: tuple[float, float], ra: float, b: tuple[float, float], rb: float
                 ) -> LineString | None:
    """A line of fire from some point of base A to some point of base B, or None when there is none.

    Exact: if any free segment joins the two discs, one can be slid until it touches two of
    {disc A, disc B, piece corners}; those lines are few, so each is tried: the centre line, the
    four common tangents, the tangents through each corner to either disc, and the lines through
    two corners. Each candidate line is tried on its shortest stretch from disc A to disc B.
    """
    ca, cb = np.asarray(a, float), np.asarray(b, float)
    solid = obs.union.buffer(-1e-9, join_style="mitre") if not obs.union.is_empty else EMPTY
    lines: list[tuple[np.ndarray, np.ndarray]] = [(ca, cb)]
    d = cb - ca
    dist = float(np.hypot(*d))
    if dist > 0:
        u = d / dist
        n = np.array([-u[1], u[0]])
        for s in (-1, 1):  # the outer tangents (equal radii: parallel lines; else through the focus)
            for sign_b in (1, -1):  # outer (same side) and inner (crossing) tangents
                rr = sign_b * rb
                k = (ra - rr) / dist
                if abs(k) <= 1:
                    nn = k * u + s * math.sqrt(1 - k * k) * n
                    lines.append((ca + ra * nn, cb + rr * nn))
    hull = shapely.convex_hull(shapely.union(Point(a).buffer(ra), Point(b).buffer(rb)))
    ends = np.concatenate([obs.a, obs.walls_a, obs.walls_b])
    corners = np.unique(ends, axis=0) if ends.size else np.zeros((0, 2))
    if corners.size:
        inside = shapely.contains_xy(hull.buffer(1e-9), corners[:, 0], corners[:, 1])
        corners = corners[inside]
    for v in corners:
        for c, r in ((ca, ra), (cb, rb)):
            for t in _tangent_points(v, c, r):
                lines.append((v, t))
    for i in range(len(corners)):
        for j in range(i + 1, len(corners)):
            lines.append((corners[i], corners[j]))
    for p, q in lines:
        if np.allclose(p, q):
            continue
        ta, tb = _chord(ca, ra + 1e-12, p, q), _chord(cb, rb + 1e-12, p, q)
        if ta is None or tb is None:
            continue
        # Shortest stretch: from the end of A's chord nearest B's chord to the nearest end of B's.
        if ta[1] < tb[0]:
            s0, s1 = ta[1], tb[0]
        elif tb[1] < ta[0]:
            s0, s1 = ta[0], tb[1]
        else:  # the chords overlap: the bases touch along this line
            s0 = s1 = max(ta[0], tb[0])
        seg = LineString([p + s0 * (q - p), p + s1 * (q - p)]) if s1 != s0 else None
        if seg is None or _free(seg, solid, obs.walls):
            return seg if seg is not None else LineString([p + s0 * (q - p), p + s0 * (q - p) + 1e-12])
    return None


def segment_free(obs: Obstacles, p: tuple[float, float], q: tuple[float, float]) -> bool:
    """Whether the straight line p-q runs through no piece's inside (for dense-sampling checks)."""
    solid = obs.union.buffer(-1e-9, join_style="mitre") if not obs.union.is_empty else EMPTY
    return _free(LineString([p, q]), solid, obs.walls)
