"""A piece of scenery: kind, footprint, height class, roof; transforms; the ``.itstable`` JSON.

Footprints are in the season's table units (inches for S16/S10, cm for S13/S8), like every other
position in a table file. Height classes follow the guide's checks:

- ``blocks``: stops line of fire for every model (a building, a tall wall);
- ``partial``: stops it only between models no taller than ``height`` (a crate stack, a low wall);
- ``low``: never stops it; cover only (a barricade, rubble).
"""

from __future__ import annotations

import math
from functools import lru_cache
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..i18n import _, decimal
from ..table import StateError
from .openings import Opening, openings_from_json

if TYPE_CHECKING:
    from shapely.geometry import Polygon
    from shapely.geometry.base import BaseGeometry

# Shapely (and NumPy with it) is imported where a footprint is made: a table document with its pieces is read,
# and the window built, before the geometry is needed (the window loads it after it is usable).

KINDS = ("building", "container", "wall", "crates", "barricade", "rubble", "tower", "tree", "other")
SHAPES = ("rect", "polygon", "circle", "l_shape")
HEIGHTS = ("blocks", "partial", "low")
Segment = tuple[tuple[float, float], tuple[float, float]]  # a stretch of wall, on the table
SIZE_LIMIT = 1000.0  # table units: no scenery is ten metres across; a typo, not a piece
CIRCLE_SEGMENTS = 32  # a 64-gon: within 0.12 % of the circle's radius


@dataclass(frozen=True)
class Piece:
    """One piece. ``x``/``y`` is the footprint's reference point (its centre for rect and circle,
    the corner of the L, the origin of a polygon's points); ``angle`` turns it counter-clockwise
    about that point, in degrees; ``mirrored`` flips it across its local vertical axis first."""

    id: str
    kind: str
    shape: str
    x: float
    y: float
    width: float = 0.0  # rect, l_shape: extent along x; circle: diameter
    depth: float = 0.0  # rect, l_shape: extent along y
    arm: float = 0.0  # l_shape: thickness of both arms
    points: tuple[tuple[float, float], ...] = ()  # polygon: relative to (x, y)
    angle: float = 0.0
    mirrored: bool = False
    height: str = "blocks"
    partial_height: float | None = None  # table units; only for ``partial``
    roof: bool = False  # a full or partial roof (airborne deployment may not land inside)
    standable: bool = False  # a top a model can stand on
    openings: tuple[Opening, ...] = ()  # doors and windows (``openings.py``: the reading)

    def footprint(self) -> Polygon:
        return _footprint(self)

    def _build_footprint(self) -> Polygon:
        import shapely
        from shapely import affinity
        from shapely.geometry import Point, Polygon

        if self.shape == "rect":
            local: BaseGeometry = shapely.box(-self.width / 2, -self.depth / 2, self.width / 2, self.depth / 2)
        elif self.shape == "circle":
            local = Point(0, 0).buffer(self.width / 2, quad_segs=CIRCLE_SEGMENTS // 4)
        elif self.shape == "l_shape":
            w, d, a = self.width, self.depth, self.arm
            local = Polygon([(0, 0), (w, 0), (w, a), (a, a), (a, d), (0, d)])
        else:
            local = Polygon(self.points)
        if self.mirrored:
            local = affinity.scale(local, -1, 1, origin=(0, 0))
        if self.angle:
            local = affinity.rotate(local, self.angle, origin=(0, 0))
        out = affinity.translate(local, self.x, self.y)
        assert isinstance(out, Polygon)
        return shapely.orient_polygons(out) if hasattr(shapely, "orient_polygons") else out

    def local_outline(self) -> list[tuple[float, float]] | None:
        """The outline's corners in the piece's own frame, in the order its edges are numbered (edge i
        runs from corner i to corner i + 1); None for a circle."""
        w, d, a = self.width, self.depth, self.arm
        if self.shape == "rect":
            return [(-w / 2, -d / 2), (w / 2, -d / 2), (w / 2, d / 2), (-w / 2, d / 2)]
        if self.shape == "l_shape":
            return [(0, 0), (w, 0), (w, a), (a, a), (a, d), (0, d)]
        if self.shape == "polygon":
            return list(self.points)
        return None

    def edge_lengths(self) -> list[float] | None:
        corners = self.local_outline()
        if corners is None:
            return None
        return [math.dist(corners[i], corners[(i + 1) % len(corners)]) for i in range(len(corners))]

    def place(self, x: float, y: float) -> tuple[float, float]:
        """A point of the piece's own frame on the table (mirrored, turned, moved as the footprint)."""
        if self.mirrored:
            x = -x
        t = math.radians(self.angle)
        c, s = math.cos(t), math.sin(t)
        return self.x + c * x - s * y, self.y + s * x + c * y

    def local(self, x: float, y: float) -> tuple[float, float]:
        """A table point in the piece's own frame (``place`` undone)."""
        t = math.radians(self.angle)
        c, s = math.cos(t), math.sin(t)
        dx, dy = x - self.x, y - self.y
        lx, ly = c * dx + s * dy, -s * dx + c * dy
        return (-lx if self.mirrored else lx), ly

    def with_opening_near(self, x: float, y: float, kind: str, width: float) -> Piece | None:
        """The piece with a ``kind`` opening on the edge nearest (x, y), centred where (x, y) falls on
        it (kept inside the edge; at most 80 % of it wide); None when it would overlap another opening
        on that edge, or the piece is a circle."""
        corners = self.local_outline()
        if corners is None:
            return None
        px, py = self.local(x, y)
        best: tuple[float, int, float, float] | None = None
        for i in range(len(corners)):
            (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % len(corners)]
            length = math.dist((x0, y0), (x1, y1))
            t = min(max(((px - x0) * (x1 - x0) + (py - y0) * (y1 - y0)) / (length * length), 0.0), 1.0)
            d = math.dist((px, py), (x0 + t * (x1 - x0), y0 + t * (y1 - y0)))
            if best is None or d < best[0] - 1e-9:
                best = (d, i, t * length, length)
        assert best is not None
        _, edge, along, length = best
        w = min(width, 0.8 * length)
        at = round(min(max(along - w / 2, 0.0), length - w), 4)
        for o in self.openings:
            if o.edge == edge and at < o.at + o.width - 1e-9 and o.at < at + w - 1e-9:
                return None
        return replace(self, openings=(*self.openings, Opening(kind, edge, at, round(w, 4))))

    def without_opening_near(self, x: float, y: float) -> Piece | None:
        """The piece less the opening whose middle is nearest (x, y); None when it has none."""
        if not self.openings:
            return None
        spans = self.opening_segments()
        gone = min(range(len(spans)), key=lambda i: math.dist((x, y), ((spans[i][1][0][0] + spans[i][1][1][0]) / 2,
                                                                       (spans[i][1][0][1] + spans[i][1][1][1]) / 2)))
        return replace(self, openings=tuple(o for i, o in enumerate(self.openings) if i != gone))

    def hollow(self, model_height: float) -> bool:
        """Whether line of fire goes into this piece through an opening (it stops it and has an open one)."""
        return self.stops(model_height) and any(not o.closed for o in self.openings)

    def opening_segments(self) -> list[tuple[Opening, Segment]]:
        """Each opening with the stretch of wall it takes, on the table."""
        corners = self.local_outline() or []
        out = []
        for o in self.openings:
            (x0, y0), (x1, y1) = corners[o.edge], corners[(o.edge + 1) % len(corners)]
            length = math.dist((x0, y0), (x1, y1))
            ux, uy = (x1 - x0) / length, (y1 - y0) / length
            a = self.place(x0 + ux * o.at, y0 + uy * o.at)
            b = self.place(x0 + ux * (o.at + o.width), y0 + uy * (o.at + o.width))
            out.append((o, (a, b)))
        return out

    def walls(self) -> list[Segment]:
        """The outline on the table less its open openings: what stops line of fire in a hollow piece."""
        corners = self.local_outline() or []
        out: list[Segment] = []
        for i in range(len(corners)):
            (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % len(corners)]
            length = math.dist((x0, y0), (x1, y1))
            gaps = sorted((o.at, o.at + o.width) for o in self.openings if o.edge == i and not o.closed)
            pos = 0.0
            for g0, g1 in [*gaps, (length, length)]:
                if g0 > pos + 1e-12:
                    ux, uy = (x1 - x0) / length, (y1 - y0) / length
                    out.append((self.place(x0 + ux * pos, y0 + uy * pos), self.place(x0 + ux * g0, y0 + uy * g0)))
                pos = max(pos, g1)
        return out

    def stops(self, model_height: float) -> bool:
        """Whether this piece stops line of fire between two models of ``model_height``."""
        if self.height == "blocks":
            return True
        if self.height == "partial":
            return self.partial_height is not None and model_height <= self.partial_height
        return False

    def area(self) -> float:
        return float(self.footprint().area)

    # Transforms. Positions stay in table units; angles in degrees, kept in [0, 360).
    def rotated(self, degrees: float) -> Piece:
        return replace(self, angle=(self.angle + degrees) % 360)

    def moved(self, x: float, y: float) -> Piece:
        return replace(self, x=x, y=y)

    def mirrored_x(self, width: float) -> Piece:
        """Mirrored across the table's vertical centre line (left and right swap)."""
        return replace(self, x=width - self.x, mirrored=not self.mirrored, angle=(-self.angle) % 360)

    def mirrored_y(self, depth: float) -> Piece:
        """Mirrored across the table's horizontal centre line (the two deployment edges swap)."""
        return replace(self, y=depth - self.y, mirrored=not self.mirrored, angle=(180 - self.angle) % 360)

    def through_centre(self, width: float, depth: float, new_id: str | None = None) -> Piece:
        """The piece's twin for a point-symmetric table: turned half a turn about the table's centre."""
        return replace(self, id=new_id or self.id, x=width - self.x, y=depth - self.y,
                       angle=(self.angle + 180) % 360)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "kind": self.kind, "shape": self.shape, "x": self.x, "y": self.y,
                             "height": self.height}
        if self.shape in ("rect", "l_shape", "circle"):
            d["width"] = self.width
        if self.shape in ("rect", "l_shape"):
            d["depth"] = self.depth
        if self.shape == "l_shape":
            d["arm"] = self.arm
        if self.shape == "polygon":
            d["points"] = [list(p) for p in self.points]
        if self.angle:
            d["angle"] = self.angle
        if self.mirrored:
            d["mirrored"] = True
        if self.partial_height is not None:
            d["partial_height"] = self.partial_height
        if self.roof:
            d["roof"] = True
        if self.standable:
            d["standable"] = True
        if self.openings:
            d["openings"] = [o.to_json() for o in self.openings]
        return d


@lru_cache(maxsize=4096)
def _footprint(piece: Piece) -> Polygon:
    """Kept by value (a piece is frozen, a polygon immutable): the live line of fire rebuilds the
    obstacles on every frame of a piece's drag, and 40 footprints cost 6 ms to make, 0.1 ms to find."""
    return piece._build_footprint()


def edge_distances(piece: Piece, width: float, depth: float) -> tuple[float, float, float, float]:
    """How far the piece's footprint keeps from the left, right, bottom (Side A's) and top edges: what an
    organizer measures with a tape to lay it (its outermost points, whatever its angle)."""
    x0, y0, x1, y1 = piece.footprint().bounds
    return x0, width - x1, y0, depth - y1


def mirror_through_centre(pieces: list[Piece], width: float, depth: float) -> list[Piece]:
    """The pieces plus each one's twin half a turn about the table's centre (ids get ``'``)."""
    return pieces + [p.through_centre(width, depth, p.id + "'") for p in pieces]


def _num(raw: dict[str, Any], key: str, where: str, low: float, high: float, default: float | None = None) -> float:
    value = raw.get(key, default)
    name = f"{where}.{key}"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise StateError(name, _("missing") if value is None else _("must be a number, got {got!r}").format(got=value))
    if not math.isfinite(value) or not low <= value <= high:
        raise StateError(name, _("must be from {low} to {high}{unit}, got {value}").format(
            low=decimal(f"{low:g}"), high=decimal(f"{high:g}"), unit="", value=repr(value)))
    return float(value)


def _flag(raw: dict[str, Any], key: str, where: str) -> bool:
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise StateError(f"{where}.{key}", _("must be true or false, got {got!r}").format(got=value))
    return value


def piece_from_json(raw: Any, where: str, width: float, depth: float) -> Piece:
    """One checked piece: every field bounded, errors naming the field (``scenery[3].width: ...``)."""
    if not isinstance(raw, dict):
        raise StateError(where, _("must be an object"))
    pid = raw.get("id")
    if not isinstance(pid, str) or not pid or len(pid) > 64:
        raise StateError(f"{where}.id", _("must be a name of 1 to {most} characters").format(most=64))
    kind, shape, height = raw.get("kind", "other"), raw.get("shape"), raw.get("height", "blocks")
    if kind not in KINDS:
        raise StateError(f"{where}.kind", _("must be one of {modes}, got {got!r}").format(modes=", ".join(KINDS), got=kind))
    if shape not in SHAPES:
        raise StateError(f"{where}.shape", _("must be one of {modes}, got {got!r}").format(modes=", ".join(SHAPES),
                                                                                          got=shape))
    if height not in HEIGHTS:
        raise StateError(f"{where}.height", _("must be one of {modes}, got {got!r}").format(modes=", ".join(HEIGHTS),
                                                                                            got=height))
    # The reference point stays on the table; a piece may overhang the edge (it is clipped when checked).
    x = _num(raw, "x", where, 0, width)
    y = _num(raw, "y", where, 0, depth)
    w = d = arm = 0.0
    points: tuple[tuple[float, float], ...] = ()
    if shape in ("rect", "l_shape", "circle"):
        w = _num(raw, "width", where, 1e-3, SIZE_LIMIT)
    if shape in ("rect", "l_shape"):
        d = _num(raw, "depth", where, 1e-3, SIZE_LIMIT)
    if shape == "l_shape":
        arm = _num(raw, "arm", where, 1e-3, min(w, d))
    if shape == "polygon":
        raw_points = raw.get("points")
        if not isinstance(raw_points, list) or not 3 <= len(raw_points) <= 256:
            raise StateError(f"{where}.points", _("must be a list of {least} to {most} [x, y] points").format(least=3, most=256))
        pts = []
        for i, p in enumerate(raw_points):
            if not isinstance(p, list) or len(p) != 2:
                raise StateError(f"{where}.points[{i}]", _("must be [x, y]"))
            pts.append((_num({"x": p[0]}, "x", f"{where}.points[{i}]", -SIZE_LIMIT, SIZE_LIMIT),
                        _num({"y": p[1]}, "y", f"{where}.points[{i}]", -SIZE_LIMIT, SIZE_LIMIT)))
        points = tuple(pts)
        from shapely.geometry import Polygon

        if not Polygon(points).is_valid or Polygon(points).area <= 0:
            raise StateError(f"{where}.points", _("must outline a simple polygon (no crossing edges, some area)"))
    partial = None
    if height == "partial":
        partial = _num(raw, "partial_height", where, 1e-3, SIZE_LIMIT)
    elif "partial_height" in raw:
        raise StateError(f"{where}.partial_height", _("only a 'partial' piece has one"))
    piece = Piece(pid, kind, shape, x, y, w, d, arm, points, _num(raw, "angle", where, -360, 360, 0.0) % 360,
                  _flag(raw, "mirrored", where), height, partial, _flag(raw, "roof", where),
                  _flag(raw, "standable", where))
    if "openings" in raw:
        piece = replace(piece, openings=openings_from_json(raw["openings"], where, piece.edge_lengths()))
    return piece


MAX_PIECES = 500


def scenery_from_json(raw: Any, width: float, depth: float) -> list[Piece]:
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_PIECES:
        raise StateError("scenery", _("must be a list of at most {most} pieces").format(most=MAX_PIECES))
    out = [piece_from_json(p, f"scenery[{i}]", width, depth) for i, p in enumerate(raw)]
    seen: set[str] = set()
    for i, p in enumerate(out):
        if p.id in seen:
            raise StateError(f"scenery[{i}].id", _("{name!r} is used twice").format(name=p.id))
        seen.add(p.id)
    return out
