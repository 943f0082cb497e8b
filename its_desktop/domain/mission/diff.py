"""Compare two missions: what a player would notice between them at one game size."""

from __future__ import annotations

from collections.abc import Iterator

from . import catalog
from .resolved import ResolvedZone
from .objectives import Objective


def diff(first: str, second: str, points: int | None = None) -> Iterator[str]:
    a_sc, b_sc = catalog.scenario(first), catalog.scenario(second)
    if points is None:
        common = [p for p in catalog.sizes(first) if p in catalog.sizes(second)]
        points = common[len(common) // 2] if common else catalog.sizes(first)[0]
    a, b = catalog.mission(first, points), catalog.mission(second, points)
    yield f"--- {first} at {points} points"
    yield f"+++ {second} at {points} points"
    if (a.width, a.depth) != (b.width, b.depth):
        yield f"  table: {a.width:g} x {a.depth:g} -> {b.width:g} x {b.depth:g}"
    yield from _side_by_side("zone", {z.id: _zone_text(z) for z in a.zones}, {z.id: _zone_text(z) for z in b.zones})
    yield from _side_by_side("marker", {m.id: f"{m.kind} ({m.x:g}, {m.y:g})" for m in a.markers},
                             {m.id: f"{m.kind} ({m.x:g}, {m.y:g})" for m in b.markers})
    yield from _side_by_side("objective", {o.id: _objective_text(o) for o in a_sc.scoring},
                             {o.id: _objective_text(o) for o in b_sc.scoring})
    for field in ("retreat", "tactical_support", "reinforcements", "direct_action"):
        va, vb = getattr(a_sc.flags, field), getattr(b_sc.flags, field)
        if va != vb:
            yield f"  {field}: {va} -> {vb}"
    if a_sc.classified.max_op != b_sc.classified.max_op:
        yield f"  classified: {a_sc.classified.count} x {a_sc.classified.op_each} -> " \
              f"{b_sc.classified.count} x {b_sc.classified.op_each}"


def _zone_text(z: ResolvedZone) -> str:
    x0, y0, x1, y1 = z.geometry.bounds
    return f"{z.kind} x {x0:g}..{x1:g} y {y0:g}..{y1:g} area {z.geometry.area:g}"


def _objective_text(o: Objective) -> str:
    return f"{o.kind} {o.measure.type} op={o.op} cap={o.cap} when={o.when}"


def _side_by_side(what: str, a: dict[str, str], b: dict[str, str]) -> Iterator[str]:
    for key in sorted(a.keys() | b.keys()):
        if key not in b:
            yield f"- {what} {key}: {a[key]}"
        elif key not in a:
            yield f"+ {what} {key}: {b[key]}"
        elif a[key] != b[key]:
            yield f"~ {what} {key}: {a[key]} -> {b[key]}"
