"""What the table check draws over the table: open lanes, the points a sniper, a paratrooper or an
objective grabber would take, and the lines of fire from the objectives point (open or blocked).

Qt-free and made where the check runs (off the GUI thread); the window only turns it into items.
One height class at a time: the window shows the one its panel picks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points

from .metrics import Finding, Layout
from .silhouettes import HEIGHT_CLASSES, HeightClass
from .visibility import Obstacles, visibility_polygon

PINNED = ("sniper", "paratrooper", "objectives")  # the metrics whose best point is pinned


@dataclass(frozen=True)
class Lane:
    edge: str  # "south", "north", "west", "east"
    side: str | None
    segment: tuple[float, float, float, float]
    verdict: str


@dataclass(frozen=True)
class Pin:
    metric: str
    side: str
    x: float
    y: float
    verdict: str


@dataclass(frozen=True)
class SightLine:
    """A line of fire from the objectives point to one objective: to the nearest part of it in sight
    (``open``), else to its centre (blocked)."""

    target: str
    x0: float
    y0: float
    x1: float
    y1: float
    open: bool


@dataclass(frozen=True)
class Overlay:
    height_class: str
    lanes: tuple[Lane, ...]
    pins: tuple[Pin, ...]
    sight_lines: tuple[SightLine, ...]
    seen: BaseGeometry | None  # what the worse side's sniper point sees
    seen_from: str | None  # that side

    @property
    def blocked(self) -> int:
        return sum(1 for s in self.sight_lines if not s.open)


def overlay_of(lay: Layout, findings: Sequence[Finding], hc: HeightClass = HEIGHT_CLASSES[0]) -> Overlay:
    mine = [f for f in findings if f.height_class == hc.id]
    lanes = tuple(Lane(f.detail.split()[0], f.side, f.segment, f.verdict)
                  for f in mine if f.metric == "edge_lane" and f.segment is not None)
    pins = tuple(Pin(f.metric, f.side, f.point[0], f.point[1], f.verdict)
                 for f in mine if f.metric in PINNED and f.point is not None and f.side is not None)
    obs = Obstacles.build(lay.pieces, lay.width, lay.depth, hc.height(lay.unit_mm))
    # The objectives point of the side that sees the most objectives from one point (A on a tie).
    grab = max((f for f in mine if f.metric == "objectives" and f.point is not None and f.value is not None),
               key=lambda f: (f.value or 0.0, f.side == "A"), default=None)
    lines: list[SightLine] = []
    if grab is not None and grab.point is not None:
        x, y = grab.point
        vis = visibility_polygon(obs, x, y)
        for oid, ox, oy, r in lay.objectives:
            disc = Point(ox, oy).buffer(max(r, 1e-6))
            part = vis.intersection(disc)
            if part.is_empty:
                lines.append(SightLine(oid, x, y, ox, oy, False))
            else:
                # The nearest point of the objective in sight: the line to it lies in the visibility
                # polygon (star-shaped from the point), so it is a free line of fire.
                _, near = nearest_points(Point(x, y), part)
                lines.append(SightLine(oid, x, y, round(near.x, 3), round(near.y, 3), True))
    snipers = [f for f in mine if f.metric == "sniper" and f.point is not None and f.value is not None]
    worst = max(snipers, key=lambda f: (f.value or 0.0, f.side == "A"), default=None)
    seen = visibility_polygon(obs, *worst.point) if worst is not None and worst.point is not None else None
    return Overlay(hc.id, lanes, pins, tuple(lines), seen, worst.side if worst is not None else None)


def line_free(lay: Layout, hc: HeightClass, line: SightLine) -> bool:
    """Whether nothing stops the drawn line (tests check every open line is one)."""
    obs = Obstacles.build(lay.pieces, lay.width, lay.depth, hc.height(lay.unit_mm))
    seg = LineString([(line.x0, line.y0), (line.x1, line.y1)])
    return obs.union.is_empty or seg.intersection(obs.union).length < 1e-6
