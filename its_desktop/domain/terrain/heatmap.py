"""The heat map: from each square of the table, how much of a target a model standing there sees.

Targets: a side's deployment zone (the share of its open part in the square's visibility polygon,
as the ``exposure`` check measures it) or the scenario's objectives (the share of them with any part
in sight, as the ``objectives`` check counts them). Squares are one inch (25.4 mm) on every table, the
value is taken at each square's centre; a square whose centre is inside a blocking piece has no value
(nobody stands there). Qt-free: the window runs it on a worker thread.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Point

from .metrics import MM_PER_IN, Layout, Progress, _quiet
from .silhouettes import HeightClass
from .visibility import Obstacles, visibility_polygon

CELL_MM = MM_PER_IN
TARGETS = ("zone-A", "zone-B", "objectives")


@dataclass(frozen=True)
class HeatMap:
    target: str
    height_class: str
    step: float  # table units per square
    values: np.ndarray  # (rows along y, columns along x): 0-1, NaN inside a blocking piece

    def at(self, x: float, y: float) -> float:
        """The value of the square holding (x, y)."""
        rows, cols = self.values.shape
        return float(self.values[min(int(y / self.step), rows - 1), min(int(x / self.step), cols - 1)])


def squares(lay: Layout, cell_mm: float = CELL_MM) -> tuple[float, np.ndarray, np.ndarray]:
    """The square size (table units) and the squares' centres along x and along y."""
    step = cell_mm / lay.unit_mm
    return step, np.arange(step / 2, lay.width, step), np.arange(step / 2, lay.depth, step)


def heat_map(lay: Layout, target: str, hc: HeightClass, progress: Progress = _quiet,
             cell_mm: float = CELL_MM) -> HeatMap:
    """The map for ``target`` (one of ``TARGETS``), squares ``cell_mm`` wide. ``progress(done, total)``
    is told after each row of squares; an exception it raises stops the work there (how the window
    cancels it). One visibility polygon per square: about 3 s of CPU for a 48 in table's 2,304."""
    if target not in TARGETS:
        raise ValueError(f"target: must be one of {', '.join(TARGETS)}, got {target!r}")
    obs = Obstacles.build(lay.pieces, lay.width, lay.depth, hc.height(lay.unit_mm))
    step, xs, ys = squares(lay, cell_mm)
    values = np.full((len(ys), len(xs)), np.nan)
    if target == "objectives":
        discs = [Point(x, y).buffer(max(r, 1e-6)) for _, x, y, r in lay.objectives]
        zone = None
        open_area = float(len(discs))
    else:
        open_part = lay.deployment[target[-1]]
        if not obs.union.is_empty:
            open_part = open_part.difference(obs.union)
        zone, discs = open_part, []
        open_area = float(open_part.area)
    if open_area <= 0:
        progress(len(ys), len(ys))
        return HeatMap(target, hc.id, step, values)
    for r, y in enumerate(ys):
        vis = np.array([visibility_polygon(obs, float(x), float(y)) for x in xs], dtype=object)
        empty = shapely.is_empty(vis)
        if zone is not None:
            row = shapely.area(shapely.intersection(vis, zone)) / open_area
        else:
            row = np.zeros(len(xs))
            for disc in discs:
                row += shapely.intersects(vis, disc)
            row /= open_area
        values[r] = np.where(empty, np.nan, np.minimum(row, 1.0))
        progress(r + 1, len(ys))
    return HeatMap(target, hc.id, step, values)
