"""Openings in a piece's walls: doors and windows, each on one edge of the piece's outline.

Reading (inferred: neither the packs nor the core-rules excerpt define windows; the packs' rooms have
"walls of infinite height that completely block Line of Fire" with Gates, open or closed): a piece with
an open door or window is hollow. Its outline is its walls, of no thickness; its inside is floor a
model may stand on; a line of fire passes through an open opening, into and out of the piece, and
is stopped by the walls as by any piece. A closed opening is wall. Doors and windows differ for
movement (a model goes through a door, not a window), which the line-of-fire checks do not model.

An opening is placed along its edge: ``edge`` counts the outline's edges from its first corner, in
the piece's own frame (before it is mirrored or turned, so turning a piece keeps its doors): a
rectangle's edges are 0 the front (-y), 1 the right, 2 the back, 3 the left; an L-shape's go round
from its corner; a polygon's follow its points. ``at`` is how far along the edge the opening starts
and ``width`` how wide it is, in table units. Circles have no openings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..i18n import _, decimal
from ..table import StateError

OPENING_KINDS = ("door", "window")
MAX_OPENINGS = 32


@dataclass(frozen=True)
class Opening:
    kind: str
    edge: int
    at: float
    width: float
    closed: bool = False

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "edge": self.edge, "at": self.at, "width": self.width}
        if self.closed:
            d["closed"] = True
        return d


def _number(raw: dict[str, Any], key: str, where: str, low: float, high: float) -> float:
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise StateError(f"{where}.{key}", _("missing") if value is None else _("must be a number, got {got!r}").format(
            got=value))
    if not math.isfinite(value) or not low - 1e-9 <= value <= high + 1e-9:
        raise StateError(f"{where}.{key}", _("must be from {low} to {high}{unit}, got {value}").format(
            low=decimal(f"{low:g}"), high=decimal(f"{high:g}"), unit="", value=repr(value)))
    return float(value)


def openings_from_json(raw: Any, where: str, edge_lengths: list[float] | None) -> tuple[Opening, ...]:
    """The checked openings of one piece (``where`` names it); ``edge_lengths`` are its outline's, None
    for a circle. Errors name the field: ``scenery[2].openings[0].at: must be from 0 to 5, got 7``."""
    if raw is None:
        return ()
    where = f"{where}.openings"
    if edge_lengths is None:
        raise StateError(where, _("a circle has no edges to put an opening on"))
    if not isinstance(raw, list) or len(raw) > MAX_OPENINGS:
        raise StateError(where, _("must be a list of at most {most} openings").format(most=MAX_OPENINGS))
    out: list[Opening] = []
    for i, o in enumerate(raw):
        w = f"{where}[{i}]"
        if not isinstance(o, dict):
            raise StateError(w, _("must be an object"))
        kind = o.get("kind")
        if kind not in OPENING_KINDS:
            raise StateError(f"{w}.kind", _("must be one of {modes}, got {got!r}").format(modes=", ".join(OPENING_KINDS),
                                                                                     got=kind))
        edge = o.get("edge")
        if isinstance(edge, bool) or not isinstance(edge, int) or not 0 <= edge < len(edge_lengths):
            raise StateError(f"{w}.edge", _("must be an edge number from 0 to {last}, got {got!r}").format(
                last=len(edge_lengths) - 1, got=edge))
        length = edge_lengths[edge]
        width = _number(o, "width", w, 1e-3, length)
        at = _number(o, "at", w, 0, length - width)
        closed = o.get("closed", False)
        if not isinstance(closed, bool):
            raise StateError(f"{w}.closed", _("must be true or false, got {got!r}").format(got=closed))
        mine = Opening(kind, edge, at, width, closed)
        for j, other in enumerate(out):
            if other.edge == edge and at < other.at + other.width - 1e-9 and other.at < at + width - 1e-9:
                raise StateError(f"{w}.at", _("overlaps openings[{j}] on edge {edge}").format(j=j, edge=edge))
        out.append(mine)
    return tuple(out)
