"""The organizer guide's table checks (S16 L373-L401), per side and per height class.

Candidate points are the centres of a square grid (``GRID_MM`` apart) outside blocking pieces; each
one's visibility polygon is computed once per height class and shared by every metric. A side's
*half* is the part of the table nearer its own deployment zone than the enemy's, so corner and
diagonal deployments need no code of their own. Definitions:

- ``sniper``: the best point of the side's half: the share of the open table (not under a blocking
  piece) it sees. The guide: no layout "that would allow a sniper to control the entire table".
- ``exposure``: the best point of the side's own deployment zone: the share of the enemy zone it sees.
- ``safe_pockets``: the share of the side's own zone that no point of the enemy zone sees.
- ``paratrooper``: the best landing point (outside both deployment zones and every zone the
  scenario bans Airborne Deployment from, not inside a blocking piece, nor inside a roofed one where
  the season forbids it): the share of the enemy zone's back-edge strip it sees ("a paratrooper to
  take the entire back edge of a Deployment Zone"). None when nowhere allows a landing.
- ``edge_lane``: the longest open line along the table edge behind the side's zone and along each
  flank, anywhere in the edge strip ("check lines of fire, even along the edges of the table").
- ``objectives``: the most of the scenario's objectives seen from one point of the side's half, with
  that point ("all mission objectives cannot be controlled from a single point").
- ``balance``: pieces by size class per quadrant against the guide's "nine large scenery elements,
  four to five mid-sized ones, and a good number of smaller elements".

Every threshold is a first guess, to be tuned with organizers: flagged ``first_guess``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from ..mission.resolved import ResolvedMission
from .pieces import Piece
from .rules import airborne_banned_in_roofed
from .silhouettes import HEIGHT_CLASSES, HeightClass
from .visibility import Obstacles, visibility_polygon

MM_PER_IN = 25.4
GRID_MM = 2 * MM_PER_IN  # candidate points 2 in apart
SAMPLE_MM = MM_PER_IN / 2  # safe pockets are sampled every half inch
EDGE_STRIP_MM = 3 * MM_PER_IN  # an edge lane may run anywhere within 3 in of the edge
EDGE_INSET_MM = MM_PER_IN / 2  # a lane ends half an inch from each corner: a base still on the table
BACK_STRIP_MM = 2 * MM_PER_IN  # the back-edge strip of a deployment zone
SIZE_LARGE_SQIN = 24.0  # footprint area: a 4 x 6 in building and up is large (first guess)
SIZE_MID_SQIN = 8.0  # a 2 x 4 in container and up is mid-sized (first guess)
TICK_POINTS = 24  # progress is told every this many visibility polygons (about 40 ms of work)


# Told how far the check is (steps done, steps in all); it may raise to stop the check (a cancel).
Progress = Callable[[int, int], None]


def _quiet(done: int, total: int) -> None:
    pass


@dataclass(frozen=True)
class Threshold:
    limit: float
    passes_when: str  # "at_most" or "at_least"
    first_guess: bool = True

    def verdict(self, value: float | None) -> str:
        if value is None:
            return "n/a"
        ok = value <= self.limit + 1e-9 if self.passes_when == "at_most" else value >= self.limit - 1e-9
        return "pass" if ok else "fail"


# Shares are fractions of 0-1; lanes are fractions of the edge's length; objectives are counts
# (the limit is "all but one", filled in per scenario).
THRESHOLDS = {
    "sniper": Threshold(0.60, "at_most"),
    "exposure": Threshold(0.50, "at_most"),
    "safe_pockets": Threshold(0.15, "at_least"),
    "paratrooper": Threshold(0.50, "at_most"),
    "edge_lane": Threshold(0.50, "at_most"),
    "large": Threshold(7, "at_least"),
    "mid": Threshold(4, "at_least"),
    "small": Threshold(6, "at_least"),
    "quadrant_large": Threshold(1, "at_least"),
}


@dataclass(frozen=True)
class Finding:
    metric: str
    side: str | None  # "A", "B" or None (the whole table)
    height_class: str | None
    value: float | None
    limit: float
    passes_when: str
    verdict: str
    first_guess: bool = True
    point: tuple[float, float] | None = None
    detail: str = ""
    # An edge lane's longest open line, (x0, y0, x1, y1), for drawing it over the table.
    segment: tuple[float, float, float, float] | None = None

    def to_json(self) -> dict[str, object]:
        return {"metric": self.metric, "side": self.side, "height_class": self.height_class,
                "value": self.value, "limit": self.limit, "passes_when": self.passes_when,
                "verdict": self.verdict, "first_guess": self.first_guess,
                "point": list(self.point) if self.point else None, "detail": self.detail,
                "segment": list(self.segment) if self.segment else None}


@dataclass(frozen=True)
class Layout:
    """What the check needs of a table: its size, zones, objectives and scenery (table units)."""

    width: float
    depth: float
    unit_mm: float
    deployment: dict[str, BaseGeometry]  # "A", "B"
    objectives: list[tuple[str, float, float, float]]  # id, x, y, radius
    no_airborne: BaseGeometry = field(default_factory=Polygon)
    roofed_forbidden: bool = False
    pieces: Sequence[Piece] = ()


def layout_of(mission: ResolvedMission, pieces: Sequence[Piece]) -> Layout:
    """A mission's table, zones and markers with these pieces (any scenario, any size)."""
    banned = {b.zone for b in mission.scenario.deployment_bans if b.type == "no_airborne_inside" and b.zone}
    bans = [z.geometry for z in mission.zones if z.id in banned or z.group in banned]
    return Layout(mission.width, mission.depth, mission.unit_mm,
                  {s: mission.deployment(s) for s in ("A", "B")},
                  [(m.id, m.x, m.y, m.radius(mission.unit_mm)) for m in mission.markers],
                  shapely.union_all(bans) if bans else Polygon(),
                  airborne_banned_in_roofed(mission.season) is not None, tuple(pieces))


class _Grid:
    """One height class's candidate points and their visibility polygons."""

    def __init__(self, lay: Layout, hc: HeightClass, tick: Callable[[], None] = lambda: None) -> None:
        self.obs = Obstacles.build(lay.pieces, lay.width, lay.depth, hc.height(lay.unit_mm))
        step = GRID_MM / lay.unit_mm
        xs = np.arange(step / 2, lay.width, step)
        ys = np.arange(step / 2, lay.depth, step)
        gx, gy = np.meshgrid(xs, ys)
        pts = np.column_stack([gx.ravel(), gy.ravel()])
        if not self.obs.union.is_empty:
            pts = pts[~shapely.contains_xy(self.obs.union, pts[:, 0], pts[:, 1])]
        self.points = pts
        vis = []
        for i, (x, y) in enumerate(pts):
            vis.append(visibility_polygon(self.obs, float(x), float(y)))
            if i % TICK_POINTS == TICK_POINTS - 1:
                tick()
        self.vis = np.array(vis, dtype=object)
        self.open = self.obs.table.difference(self.obs.union) if not self.obs.union.is_empty else self.obs.table

    def half(self, lay: Layout, side: str) -> np.ndarray:
        """The points nearer ``side``'s deployment zone than the enemy's (its half of the table)."""
        other = "B" if side == "A" else "A"
        pts = shapely.points(self.points)
        return np.asarray(shapely.distance(pts, lay.deployment[side]) < shapely.distance(pts, lay.deployment[other]))

    def where(self, region: BaseGeometry) -> np.ndarray:
        return np.asarray(shapely.intersects_xy(region, self.points[:, 0], self.points[:, 1]), dtype=bool)

    def best_share(self, mask: np.ndarray, target: BaseGeometry) -> tuple[float | None, tuple[float, float] | None]:
        """The best masked point's share of ``target``'s open part. A visibility polygon never holds
        a blocking piece, so it is cut by the plain target, and divided by the target's open area."""
        open_area = target.intersection(self.open).area if not target.is_empty else 0.0
        if not mask.any() or open_area <= 0:
            return None, None
        if target.equals(self.obs.table):
            shares = shapely.area(self.vis[mask]) / open_area
        else:
            shares = shapely.area(shapely.intersection(self.vis[mask], target)) / open_area
        i = int(np.argmax(shares))
        x, y = self.points[mask][i]
        return min(float(shares[i]), 1.0), (round(float(x), 3), round(float(y), 3))

    def unseen_share(self, mask: np.ndarray, target: BaseGeometry, step: float) -> float | None:
        """The share of ``target``'s open part that no masked point sees, sampled on a ``step`` grid
        (a union of a hundred visibility polygons costs seconds; a half-inch sample, milliseconds)."""
        x0, y0, x1, y1 = target.bounds if not target.is_empty else (0, 0, 0, 0)
        xs, ys = np.meshgrid(np.arange(x0 + step / 2, x1, step), np.arange(y0 + step / 2, y1, step))
        xs, ys = xs.ravel(), ys.ravel()
        inside = shapely.contains_xy(target.intersection(self.open), xs, ys)
        xs, ys = xs[inside], ys[inside]
        if xs.size == 0:
            return None
        seen = np.zeros(xs.size, dtype=bool)
        for v in self.vis[mask]:
            if not v.is_empty:
                shapely.prepare(v)
                seen |= shapely.contains_xy(v, xs, ys)
        return float((~seen).sum() / xs.size)


def _finding(metric: str, side: str | None, hc: str | None, value: float | None,
             point: tuple[float, float] | None = None, limit: float | None = None, detail: str = "") -> Finding:
    t = THRESHOLDS.get(metric, Threshold(limit if limit is not None else 0, "at_most"))
    if limit is not None:
        t = Threshold(limit, t.passes_when, t.first_guess)
    return Finding(metric, side, hc, None if value is None else round(value, 4), t.limit, t.passes_when,
                   t.verdict(value), t.first_guess, point, detail)


def back_strip(lay: Layout, side: str) -> BaseGeometry:
    """The strip of ``side``'s zone along the table edge it touches longest (its back edge)."""
    zone = lay.deployment[side]
    w, d = lay.width, lay.depth
    edges = [LineString([(0, 0), (w, 0)]), LineString([(0, d), (w, d)]),
             LineString([(0, 0), (0, d)]), LineString([(w, 0), (w, d)])]
    touch = [e.intersection(zone).length for e in edges]
    edge = edges[int(np.argmax(touch))]
    return zone.intersection(edge.buffer(BACK_STRIP_MM / lay.unit_mm, cap_style="flat"))


Segment = tuple[float, float, float, float]


def _edge_lanes(lay: Layout, obs: Obstacles) -> dict[str, tuple[float, Segment | None]]:
    """Longest open line parallel to each edge within the edge strip, ends inset from the corners:
    its length and the line itself (None when no part of the strip is open)."""
    w, d = lay.width, lay.depth
    inset, strip = EDGE_INSET_MM / lay.unit_mm, EDGE_STRIP_MM / lay.unit_mm
    offsets = np.arange(inset, strip + 1e-9, inset)
    out = {}
    for name, line_at in (("south", lambda o: [(inset, o), (w - inset, o)]),
                          ("north", lambda o: [(inset, d - o), (w - inset, d - o)]),
                          ("west", lambda o: [(o, inset), (o, d - inset)]),
                          ("east", lambda o: [(w - o, inset), (w - o, d - inset)])):
        best, where = 0.0, None
        for o in offsets:
            line = LineString(line_at(float(o)))
            free = line.difference(obs.union) if not obs.union.is_empty else line
            if not obs.walls.is_empty:  # a hollow piece's wall across the lane cuts it
                free = free.difference(obs.walls.buffer(1e-9))
            for g in shapely.get_parts(free):
                if float(g.length) > best + 1e-9:
                    (x0, y0), (x1, y1) = g.coords[0], g.coords[-1]
                    best, where = float(g.length), (round(x0, 3), round(y0, 3), round(x1, 3), round(y1, 3))
        out[name] = (best, where)
    return out


def _edge_of(lay: Layout, side: str) -> str:
    c = lay.deployment[side].centroid
    dist = {"south": c.y, "north": lay.depth - c.y, "west": c.x, "east": lay.width - c.x}
    return min(dist, key=lambda k: dist[k])


def steps(lay: Layout, height_classes: Sequence[HeightClass] = HEIGHT_CLASSES) -> int:
    """How many progress steps :func:`check` tells: its polygon batches, then one per side and class."""
    step = GRID_MM / lay.unit_mm
    per_grid = len(np.arange(step / 2, lay.width, step)) * len(np.arange(step / 2, lay.depth, step))
    grids = len({frozenset(p.id for p in lay.pieces if p.stops(hc.height(lay.unit_mm))) for hc in height_classes})
    return grids * (per_grid // TICK_POINTS) + 2 * len(height_classes)


def check(lay: Layout, height_classes: Sequence[HeightClass] = HEIGHT_CLASSES,
          progress: Progress = _quiet) -> list[Finding]:
    """Every finding, both sides next to each other, for each height class, then the balance.

    ``progress(done, total)`` is called every few dozen visibility polygons and after each side; an
    exception it raises stops the check there (how a window cancels one). ``done`` never passes
    ``total`` (points inside blocking pieces are skipped, so it may end short of it).
    """
    total = steps(lay, height_classes)
    done = 0

    def tick() -> None:
        nonlocal done
        done = min(done + 1, total)
        progress(done, total)

    out: list[Finding] = []
    land = shapely.box(0, 0, lay.width, lay.depth).difference(
        shapely.union_all([lay.deployment["A"], lay.deployment["B"], lay.no_airborne]))
    if lay.roofed_forbidden:
        roofed = [p.footprint() for p in lay.pieces if p.roof]
        if roofed:
            land = land.difference(shapely.union_all(roofed))
    grids: dict[frozenset[str], _Grid] = {}
    for hc in height_classes:
        # Two height classes stopped by the same pieces share their visibility polygons.
        blocking = frozenset(p.id for p in lay.pieces if p.stops(hc.height(lay.unit_mm)))
        g = grids.get(blocking) or grids.setdefault(blocking, _Grid(lay, hc, tick))
        lanes = _edge_lanes(lay, g.obs)
        for side in ("A", "B"):
            enemy = "B" if side == "A" else "A"
            v, pt = g.best_share(g.half(lay, side), g.obs.table)
            out.append(_finding("sniper", side, hc.id, v, pt))
            v, pt = g.best_share(g.where(lay.deployment[side]), lay.deployment[enemy])
            out.append(_finding("exposure", side, hc.id, v, pt))
            safe = g.unseen_share(g.where(lay.deployment[enemy]), lay.deployment[side], SAMPLE_MM / lay.unit_mm)
            out.append(_finding("safe_pockets", side, hc.id, safe))
            v, pt = g.best_share(g.where(land), back_strip(lay, enemy))
            out.append(_finding("paratrooper", side, hc.id, v, pt))
            mask = g.half(lay, side)
            if lay.objectives and mask.any():
                discs = [Point(x, y).buffer(max(r, 1e-6)) for _, x, y, r in lay.objectives]
                counts = np.zeros(int(mask.sum()), dtype=int)
                for disc in discs:
                    counts += shapely.intersects(g.vis[mask], disc).astype(int)
                i = int(np.argmax(counts))
                x, y = g.points[mask][i]
                out.append(_finding("objectives", side, hc.id, float(counts[i]),
                                    (round(float(x), 3), round(float(y), 3)), limit=len(discs) - 1))
            else:
                out.append(_finding("objectives", side, hc.id, None, limit=max(len(lay.objectives) - 1, 0)))
            tick()
        edge_len = {"south": lay.width, "north": lay.width, "west": lay.depth, "east": lay.depth}
        for name, (length, segment) in lanes.items():
            share = length / edge_len[name]
            out.append(replace(_finding("edge_lane", _side_of_edge(lay, name), hc.id, share,
                                        detail=f"{name} {length:.2f}"), segment=segment))
    out.extend(balance(lay))
    return out


def _side_of_edge(lay: Layout, edge: str) -> str | None:
    for side in ("A", "B"):
        if _edge_of(lay, side) == edge:
            return side
    return None


def size_class(piece: Piece, unit_mm: float) -> str:
    sq_in = piece.area() * (unit_mm / MM_PER_IN) ** 2
    return "large" if sq_in >= SIZE_LARGE_SQIN else "mid" if sq_in >= SIZE_MID_SQIN else "small"


def quadrant(lay: Layout, piece: Piece) -> str:
    c = piece.footprint().centroid
    return ("S" if c.y < lay.depth / 2 else "N") + ("W" if c.x < lay.width / 2 else "E")


def balance(lay: Layout) -> list[Finding]:
    """Pieces by size class, table-wide against the guide, and large pieces per quadrant."""
    counts = {q: {"large": 0, "mid": 0, "small": 0} for q in ("SW", "SE", "NW", "NE")}
    for p in lay.pieces:
        counts[quadrant(lay, p)][size_class(p, lay.unit_mm)] += 1
    out = []
    for size in ("large", "mid", "small"):
        total = sum(c[size] for c in counts.values())
        detail = " ".join(f"{q}:{c[size]}" for q, c in counts.items())
        out.append(_finding(size, None, None, float(total), detail=detail))
    for q, c in counts.items():
        out.append(_finding("quadrant_large", None, None, float(c["large"]), detail=q))
    return out
