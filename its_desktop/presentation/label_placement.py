"""Greedy label placement (the textalloc model): each label tries its text variants, long to short,
at candidate spots near its anchor, and takes the first spot that overlaps no obstacle and no label
placed before it; a label with no free spot yields (its object keeps its number or its base).

Everything is in table units; the caller converts its text sizes from pixels at the current zoom,
so the same placer serves the window, the renderer and print.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def centred(x: float, y: float, w: float, h: float) -> Rect:
    return x - w / 2, y - h / 2, x + w / 2, y + h / 2


@dataclass
class Request:
    key: str
    priority: int                                 # lower first
    variants: Sequence[tuple[float, float]]       # (width, height) of each text variant, preferred first
    anchor: tuple[float, float]
    radius: float = 0.0                           # the anchored object's half size: spots start beyond it
    spots: Sequence[tuple[float, float]] = ()     # explicit centres to try first (zones: inner points)
    around: bool = True                           # also try the 8 spots around the anchor
    bounds: Rect | None = None                    # the label must lie inside (the table, the margin)
    fits: Callable[[Rect], bool] | None = None    # and satisfy this (a zone's label: inside the zone)


@dataclass
class Placed:
    key: str
    variant: int
    rect: Rect


@dataclass
class Placer:
    obstacles: list[Rect] = field(default_factory=list)
    placed: list[Placed] = field(default_factory=list)

    def taken(self) -> Iterable[Rect]:
        yield from self.obstacles
        for p in self.placed:
            yield p.rect

    def free(self, r: Rect, bounds: Rect | None) -> bool:
        if bounds is not None and (r[0] < bounds[0] or r[1] < bounds[1] or r[2] > bounds[2] or r[3] > bounds[3]):
            return False
        return not any(overlaps(r, t) for t in self.taken())

    def place(self, req: Request) -> Placed | None:
        for i, (w, h) in enumerate(req.variants):
            for x, y in _candidates(req, w, h):
                r = centred(x, y, w, h)
                if self.free(r, req.bounds) and (req.fits is None or req.fits(r)):
                    p = Placed(req.key, i, r)
                    self.placed.append(p)
                    return p
        return None


def _candidates(req: Request, w: float, h: float) -> Iterable[tuple[float, float]]:
    yield from req.spots
    if not req.around:
        return
    ax, ay = req.anchor
    for gap in (0.15 * h, 0.9 * h):
        dx, dy = req.radius + gap + w / 2, req.radius + gap + h / 2
        # Right, above, left, below, then the corners (ArcGIS's order of preference, roughly).
        for sx, sy in ((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)):
            yield ax + sx * dx, ay + sy * dy
