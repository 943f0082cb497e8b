"""Drawing a resolved mission onto a ReportLab canvas, in points.

One renderer serves both layouts: the fit map (a small scale, annotations outside the table) and
the true-size tiles (1 table unit = ``unit_mm`` mm, drawn once into a PDF form and shown through
each tile's window). Table coordinates follow DESIGN.md: x along Side A's edge, y toward Side B, so
Side A is at the bottom of the page, as Player A sees the table.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas
from shapely.geometry import box

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.resolved import ResolvedMarker, ResolvedZone
from its_desktop.presentation import palette
from its_desktop.presentation.colour import over

from . import fonts
from .text import InferredNote, length, native_factor, note_number, number

PT_PER_MM = 72 / 25.4


def rgb(r: int, g: int, b: int) -> Color:
    return Color(r / 255, g / 255, b / 255)


BLACK = Color(0, 0, 0)
WHITE = Color(1, 1, 1)
INK = Color(0.15, 0.15, 0.15)
DIM = Color(0.3, 0.3, 0.3)
# Colours from the shared palette (its_desktop.presentation.palette): the same meaning as on screen.
PLAYER = {"A": rgb(*palette.PLAYER["A"]), "B": rgb(*palette.PLAYER["B"])}
TINT = {side: rgb(*over(palette.zone_style("deployment", side).fill, palette.zone_style("deployment", side).alpha,
                        palette.WHITE)) for side in ("A", "B")}
TINT[None] = rgb(225, 225, 225)
INFERRED = rgb(*palette.INFERRED)
GREEN = rgb(*palette.HAZARD)  # hazard areas (the name kept for the printing code that uses it)
SLATE = rgb(*palette.zone_style("quadrant").stroke)
MARKER_FILL = {kind: rgb(*c) for kind, c in palette.MARKER_FILL.items()}
MARKER_DEFAULT = rgb(*palette.MARKER_DEFAULT)
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")

# Zones drawn in this order (fills first, then hatching, then outlines), and how each kind looks.
FILL_ORDER = ["landing", "placement", "area", "deployment", "dead", "room", "quadrant", "sector", "hazard", "exclusion"]
SKIPPED_KINDS = {"half"}  # a table half is the central line, drawn on its own


@dataclass(frozen=True)
class ZoneLook:
    stroke: Color
    width: float = 1.0
    fill: Color | None = None
    hatch: Color | None = None
    hatch_dir: int = 1
    dash: tuple[float, ...] = ()
    legend: str = ""
    hatch_scale: float = 1.0
    dots: Color | None = None    # a dot screen: a texture that stays when colour and grey levels do not
    cross: bool = False          # hatch both ways


def _fill(style: palette.Style) -> Color | None:
    """A palette fill at its opacity, as it lands on white paper (printers have no alpha to spare)."""
    return None if style.fill is None else rgb(*over(style.fill, style.alpha, palette.WHITE))


def zone_look(kind: str, owner: str | None) -> ZoneLook:
    """How a zone kind prints: the shared palette's colours, with a pattern wherever grey alone would blur
    two kinds together (cross-hatched exclusion, dotted dead zones, hatched hazards; A and B apart by
    luminance and by their names)."""
    st = palette.zone_style(kind, owner)
    if kind == "deployment":
        return ZoneLook(PLAYER.get(owner or "", DIM), 1.2, fill=_fill(st) or TINT[None],
                        legend=f"Deployment Zone {owner or ''}".strip())
    if kind == "exclusion":
        return ZoneLook(rgb(*st.stroke), 1.0, fill=_fill(st), hatch=rgb(*st.hatch.color) if st.hatch else DIM,
                        cross=True, hatch_scale=0.7, legend="Exclusion Zone (cross-hatched)")
    if kind == "dead":
        # Paler than on screen: the dots carry the darkness, and the mean grey lands between A's and B's
        # tints and well above the exclusion zone's, so no two of the four print alike.
        pale = rgb(*over(st.fill, st.alpha * 0.6, palette.WHITE)) if st.fill else None
        return ZoneLook(rgb(*st.stroke), 0.9, fill=pale, dash=(1, 1.5), legend="Dead Zone (grey, dotted)",
                        dots=Color(0.2, 0.2, 0.2))
    if kind == "hazard":
        return ZoneLook(GREEN, 1.0, fill=_fill(st), hatch=GREEN, hatch_dir=-1, legend="Hazard area (hatched)")
    if kind == "room":
        return ZoneLook(BLACK, 2.5, fill=_fill(st), legend="Room (thick line: walls)")
    if kind in ("quadrant", "sector"):
        return ZoneLook(SLATE, 1.1, dash=(5, 2), legend=f"{kind.capitalize()} (dashed outline)")
    if kind in ("area", "placement", "landing"):
        return ZoneLook(Color(0.4, 0.4, 0.4), 0.8, dash=(4, 2), legend=f"{kind.capitalize()} area (dashed)")
    return ZoneLook(DIM, 1.0, legend=kind.capitalize())


@dataclass(frozen=True)
class Look:
    """Sizes for one layout, in points."""

    label: float = 6.5        # zone names
    callout: float = 6.0      # dimension values
    number: float = 7.0       # marker numbers
    line: float = 0.8         # base line width (scaled by each zone's width)
    hatch: float = 4.0        # hatch spacing
    tick: float = 2.5         # dimension tick length
    pad: float = 2.0
    grid: bool = False
    marker_labels: bool = False
    inside_annotations: bool = False  # side names and deployment depths inside the table (tiles)


FIT_LOOK = Look()
TILE_LOOK = Look(label=10, callout=9, number=12, line=1.2, hatch=16.0, tick=6, pad=5, grid=True,
                 marker_labels=True, inside_annotations=True)


def visible_zones(mission: ResolvedMission, round_: int | None = None) -> list[ResolvedZone]:
    """The zones a printed map shows, no halves. ``round_``: that round's per-round zones only; ``None``:
    every round's, a zone that grows round by round drawn as the steps it grows by ("… from round 2")."""
    out = [z for z in mission.zones
           if z.kind not in SKIPPED_KINDS and (round_ is None or not z.per_round or round_ in (z.rounds or []))]
    if round_ is None:
        out = _round_steps(out)
    order = {k: i for i, k in enumerate(FILL_ORDER)}
    return sorted(out, key=lambda z: (order.get(z.kind, len(order)), z.rounds or []))


def _round_steps(zones: list[ResolvedZone]) -> list[ResolvedZone]:
    groups: dict[str, list[ResolvedZone]] = {}
    for z in zones:
        if z.per_round:
            groups.setdefault(z.group, []).append(z)
    replaced: dict[str, ResolvedZone] = {}
    for members in groups.values():
        members.sort(key=lambda z: (z.rounds or [0])[0])
        nested = all(a.geometry.difference(b.geometry).area < 1e-6 for a, b in zip(members, members[1:]))
        for i, z in enumerate(members):
            n = (z.rounds or [0])[0]
            base = z.name.replace(f" (round {n})", "")
            if nested:
                geom = z.geometry if i == 0 else z.geometry.difference(members[i - 1].geometry)
                replaced[z.id] = dataclasses.replace(z, geometry=geom, name=f"{base}, from round {n}")
            else:
                replaced[z.id] = dataclasses.replace(z, name=f"{base}, round {n}")
    return [replaced.get(z.id, z) for z in zones]


def round_step(z: ResolvedZone) -> int | None:
    """The round a per-round zone belongs to (None for a zone of every round)."""
    return (z.rounds or [None])[0] if z.per_round else None


def look_of(z: ResolvedZone) -> ZoneLook:
    """A zone's look; the rounds of a per-round zone differ in hatch spacing and direction, not only colour."""
    look = zone_look(z.kind, z.owner)
    n = round_step(z)
    if n is None:
        return look
    scale = (0.5, 1.0, 1.8, 2.6)[min(n - 1, 3)]
    density = ("dense", "medium", "sparse", "very sparse")[min(n - 1, 3)]
    legend = f"{look.legend.split(',')[0].split(' (')[0]}, from round {n} ({density} hatching)"
    return dataclasses.replace(look, hatch_dir=1 if n % 2 == 0 else -1, hatch_scale=scale, legend=legend,
                               dash=((4, 1.5), (), (1.5, 1.5), (6, 2))[min(n - 1, 3)])


def superscript(n: int | None) -> str:
    return "" if n is None else str(n).translate(SUPERSCRIPT)


def marker_extent(m: ResolvedMarker, unit_mm: float) -> tuple[float, float]:
    """Half extents (table units) along x and y."""
    if m.diameter_mm is not None:
        r = m.diameter_mm / unit_mm / 2
        return r, r
    assert m.footprint is not None
    return m.footprint[0] / 2, m.footprint[1] / 2


def marker_size_text(m: ResolvedMarker, mission: ResolvedMission) -> str:
    if m.diameter_mm is not None:
        return f"{number(m.diameter_mm)} mm"
    assert m.footprint is not None
    f = native_factor(mission.season)
    return f"{number(m.footprint[0] * f)} × {number(m.footprint[1] * f)} {mission.season.unit}"


@dataclass(frozen=True)
class MarkerDistances:
    edge: float          # to the nearest side edge (x = 0 or x = W), table units, to the centre
    edge_side: str       # "left" / "right" as Side A sees the table
    centre: float        # to the central line y = D/2
    half: str | None     # "A" / "B" half, None on the line


def distances(m: ResolvedMarker, mission: ResolvedMission) -> MarkerDistances:
    left, right = m.x, mission.width - m.x
    dy = m.y - mission.depth / 2
    half = None if abs(dy) < 1e-9 else ("A" if dy < 0 else "B")
    if left <= right + 1e-9:
        return MarkerDistances(left, "left", abs(dy), half)
    return MarkerDistances(right, "right", abs(dy), half)


class TableRenderer:
    """Draw one mission with its table origin at page point (ox, oy), ``s`` points per table unit."""

    def __init__(self, c: Canvas, mission: ResolvedMission, ox: float, oy: float, s: float, look: Look,
                 notes: list[InferredNote], round_: int | None = None) -> None:
        self.c, self.m, self.ox, self.oy, self.s, self.look = c, mission, ox, oy, s, look
        self.notes = notes
        self.zones = visible_zones(mission, round_)
        self.regular, self.bold = fonts.register()
        self.occupied: list[tuple[float, float, float, float]] = []

    # -- coordinates ------------------------------------------------------------------------------
    def px(self, x: float) -> float:
        return self.ox + x * self.s

    def py(self, y: float) -> float:
        return self.oy + y * self.s

    @property
    def W(self) -> float:  # noqa: N802 - the table width, as in the map files
        return self.m.width

    @property
    def D(self) -> float:  # noqa: N802
        return self.m.depth

    def path(self, geometry):
        p = self.c.beginPath()
        for poly in getattr(geometry, "geoms", [geometry]):
            for ring in [poly.exterior, *poly.interiors]:
                coords = list(ring.coords)
                p.moveTo(self.px(coords[0][0]), self.py(coords[0][1]))
                for x, y in coords[1:]:
                    p.lineTo(self.px(x), self.py(y))
                p.close()
        return p

    # -- the whole drawing ------------------------------------------------------------------------
    def draw(self, annotate: bool = True) -> None:
        """The table; ``annotate=False`` leaves out callouts, numbers and names (overview thumbnails)."""
        c = self.c
        c.saveState()
        c.setLineJoin(1)
        self.table_background()
        self.zone_fills()
        if self.look.grid:
            self.grid()
        self.zone_outlines()
        self.central_line()
        self.table_border()
        if annotate:
            self.callout_lines()
        self.markers(numbers=annotate)
        if annotate:
            self.callout_texts()
            if self.look.inside_annotations:
                self.deployment_depths(outside=False)
                self.side_names_inside()
            self.zone_labels()
        c.restoreState()

    def table_background(self) -> None:
        self.c.setFillColor(WHITE)
        self.c.rect(self.px(0), self.py(0), self.W * self.s, self.D * self.s, stroke=0, fill=1)

    def table_border(self) -> None:
        c = self.c
        c.setStrokeColor(BLACK)
        c.setLineWidth(self.look.line * 1.2)
        c.setDash([])
        c.rect(self.px(0), self.py(0), self.W * self.s, self.D * self.s, stroke=1, fill=0)

    def grid(self) -> None:
        """A line every table unit, a darker one every ruler step (6 in, or 4 units = 10 cm)."""
        c = self.c
        step = ruler_step(self.m)
        for major in (False, True):
            c.setStrokeColor(Color(0.62, 0.62, 0.62) if major else Color(0.82, 0.82, 0.82))
            c.setLineWidth(0.5 if major else 0.3)
            for i in range(1, int(math.ceil(self.W - 1e-9))):
                if (i % step == 0) == major:
                    c.line(self.px(i), self.py(0), self.px(i), self.py(self.D))
            for j in range(1, int(math.ceil(self.D - 1e-9))):
                if (j % step == 0) == major:
                    c.line(self.px(0), self.py(j), self.px(self.W), self.py(j))

    def zone_fills(self) -> None:
        c = self.c
        for z in self.zones:
            look = look_of(z)
            if look.fill is not None:
                c.setFillColor(look.fill)
                c.drawPath(self.path(z.geometry), stroke=0, fill=1, fillMode=FILL_EVEN_ODD)
        for z in self.zones:
            look = look_of(z)
            if look.hatch is not None:
                self.hatch(z.geometry, look.hatch, look.hatch_dir, look.hatch_scale)
                if look.cross:
                    self.hatch(z.geometry, look.hatch, -look.hatch_dir, look.hatch_scale)
            if look.dots is not None:
                self.dot_screen(z.geometry, look.dots)

    def dot_screen(self, geometry, color: Color) -> None:
        """Staggered dots, drawn as one dashed line per row (a dash as long as the line is wide is a dot)."""
        c = self.c
        c.saveState()
        c.clipPath(self.path(geometry), stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
        x0, y0, x1, y1 = geometry.bounds
        x0, x1, y0, y1 = self.px(x0), self.px(x1), self.py(y0), self.py(y1)
        step = self.look.hatch * 0.75
        d = max(0.9, self.look.line * 1.1)
        c.setStrokeColor(color)
        c.setLineWidth(d)
        c.setLineCap(0)
        row = 0
        y = y0 + step / 2
        while y <= y1:
            # staggered rows read as a screen, not a grid
            c.setDash([d, step - d], step / 2 if row % 2 else 0)
            c.line(x0, y, x1, y)
            y += step
            row += 1
        c.restoreState()

    def hatch(self, geometry, color: Color, direction: int, scale: float = 1.0) -> None:
        c = self.c
        c.saveState()
        c.clipPath(self.path(geometry), stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
        x0, y0, x1, y1 = geometry.bounds
        x0, x1, y0, y1 = self.px(x0), self.px(x1), self.py(y0), self.py(y1)
        h = y1 - y0
        c.setStrokeColor(color)
        c.setLineWidth(self.look.line * 0.5)
        step = self.look.hatch * scale * math.sqrt(2)
        t = x0 - h
        while t <= x1:
            if direction > 0:
                c.line(t, y0, t + h, y1)
            else:
                c.line(t, y1, t + h, y0)
            t += step
        c.restoreState()

    def zone_outlines(self) -> None:
        c = self.c
        for z in self.zones:
            look = look_of(z)
            geometry = z.geometry
            if z.inferred:
                width = self.look.line * max(look.width, 1.2) * 1.2
                c.setStrokeColor(INFERRED)
                c.setLineWidth(width)
                # Dash-dot with wide gaps, and drawn just inside the zone: two inferred zones that share an
                # edge get two separate broken lines instead of dashes that fill each other's gaps in print.
                c.setDash([5 * self.look.line, 2.5 * self.look.line, 1 * self.look.line, 2.5 * self.look.line])
                inset = geometry.buffer(-width / self.s, join_style=2)
                if not inset.is_empty and inset.area > 0.5 * geometry.area:
                    geometry = inset
            else:
                c.setStrokeColor(look.stroke)
                c.setLineWidth(self.look.line * look.width)
                c.setDash([d * self.look.line for d in look.dash] if look.dash else [])
            c.drawPath(self.path(geometry), stroke=1, fill=0)
        c.setDash([])

    def central_line(self) -> None:
        c = self.c
        y = self.py(self.D / 2)
        c.setStrokeColor(BLACK)
        c.setLineWidth(self.look.line * 0.9)
        c.setDash([6 * self.look.line, 2 * self.look.line, 1 * self.look.line, 2 * self.look.line])
        c.line(self.px(0), y, self.px(self.W), y)
        c.setDash([])

    # -- markers --------------------------------------------------------------------------------
    def markers(self, numbers: bool = True) -> None:
        c = self.c
        unit = self.m.unit_mm
        for i, m in enumerate(self.m.markers, start=1):
            hx, hy = marker_extent(m, unit)
            cx, cy = self.px(m.x), self.py(m.y)
            fill = MARKER_FILL.get(m.kind, MARKER_DEFAULT)
            c.setFillColor(fill)
            c.setStrokeColor(PLAYER.get(m.owner or "", INK))
            c.setLineWidth(self.look.line * (1.4 if m.owner else 0.8))
            if m.diameter_mm is not None:
                c.circle(cx, cy, hx * self.s, stroke=1, fill=1)
            else:
                c.rect(cx - hx * self.s, cy - hy * self.s, 2 * hx * self.s, 2 * hy * self.s, stroke=1, fill=1)
            if m.inferred:
                # a dashed orange ring just outside the token: the token itself keeps its true size
                g = self.look.line * 2.2
                c.setStrokeColor(INFERRED)
                c.setLineWidth(self.look.line * 1.5)
                c.setDash([3 * self.look.line, 2 * self.look.line])
                if m.diameter_mm is not None:
                    c.circle(cx, cy, hx * self.s + g, stroke=1, fill=0)
                else:
                    c.rect(cx - hx * self.s - g, cy - hy * self.s - g, 2 * (hx * self.s + g), 2 * (hy * self.s + g),
                           stroke=1, fill=0)
                c.setDash([])
            self.occupied.append((cx - hx * self.s, cy - hy * self.s, cx + hx * self.s, cy + hy * self.s))
            if not numbers:
                continue
            # the number, inside when it fits, else beside
            size = self.look.number
            text = str(i)
            tw = stringWidth(text, self.bold, size)
            inside = tw < 1.8 * min(hx, hy) * self.s and size < 2.2 * min(hx, hy) * self.s
            ex, ey = hx * self.s, hy * self.s
            if inside:
                c.setFillColor(WHITE if m.kind in ("gate", "tech_coffin", "server") else BLACK)
                c.setFont(self.bold, size)
                c.drawCentredString(cx, cy - size * 0.36, text)
            else:
                self.place(text, self._around(cx, cy, ex, ey, size), size, bold=True)
            if m.inferred:
                n = note_number(self.notes, m.inferred)
                flag = size * 0.9
                self.place(f"(?){superscript(n)}", self._around(cx, cy + ey * 0.4, ex + (0 if inside else tw + 2), ey, flag)
                           + self._around(cx, cy, ex, ey + flag, flag), flag, color=INFERRED, bold=True)
            if self.look.marker_labels:
                label = self.look.label * 0.9
                self.place(f"{i}. {m.label}", [(cx, cy - ey - label - 2, "c"), (cx, cy + ey + 3, "c"),
                                               (cx + ex + 3, cy - label * 0.36, "l"), (cx - ex - 3, cy - label * 0.36, "r")],
                           label)

    @staticmethod
    def _around(cx: float, cy: float, ex: float, ey: float, size: float) -> list[tuple[float, float, str]]:
        """Spots for a short text beside a shape: right, left, above, below."""
        return [(cx + ex + 1.5, cy - size * 0.36, "l"), (cx - ex - 1.5, cy - size * 0.36, "r"),
                (cx, cy + ey + 1.5, "c"), (cx, cy - ey - size - 0.5, "c"),
                (cx + ex + 1.5, cy + ey * 0.6, "l"), (cx + ex + 1.5, cy - ey * 0.6 - size, "l")]

    # -- dimension callouts ---------------------------------------------------------------------------
    def _callouts(self):
        unit = self.m.unit_mm
        for m in self.m.markers:
            hx, hy = marker_extent(m, unit)
            d = distances(m, self.m)
            yield m, hx, hy, d

    def callout_lines(self) -> None:
        c = self.c
        c.setStrokeColor(DIM)
        c.setLineWidth(self.look.line * 0.45)
        # Solid with end ticks, as a drafter draws a dimension: dashes are for cut lines and inferred edges.
        c.setDash([])
        t = self.look.tick
        for m, hx, hy, d in self._callouts():
            if d.edge > hx + 1e-9:
                edge_x = 0.0 if d.edge_side == "left" else self.W
                near = m.x - hx if d.edge_side == "left" else m.x + hx
                y = self.py(m.y)
                c.line(self.px(edge_x), y, self.px(near), y)
                for x in (edge_x, near):
                    c.line(self.px(x), y - t / 2, self.px(x), y + t / 2)
            if d.half is not None and d.centre > hy + 1e-9:
                near = m.y - hy if d.half == "B" else m.y + hy
                x = self.px(m.x)
                c.line(x, self.py(self.D / 2), x, self.py(near))
                for y in (self.D / 2, near):
                    c.line(x - t / 2, self.py(y), x + t / 2, self.py(y))
        c.setDash([])

    def callout_texts(self) -> None:
        size = self.look.callout
        season = self.m.season
        for m, hx, hy, d in self._callouts():
            if d.edge > hx + 1e-9:
                y = self.py(m.y)
                above, below = y + 1.5, y - size - 1
                if d.edge_side == "left":
                    near, far, toward = self.px(m.x - hx) - 2, self.px(0) + 2, "r"
                else:
                    near, far, toward = self.px(m.x + hx) + 2, self.px(self.W) - 2, "l"
                spots = [(near, above, toward), (near, below, toward)]
                for f in (0.25, 0.5, 0.75):
                    spots += [(near + (far - near) * f, above, "c"), (near + (far - near) * f, below, "c")]
                away = "l" if toward == "r" else "r"
                spots += [(far, above, away), (far, below, away)]
                self.place(length(season, d.edge), spots, size, color=DIM)
            if d.half is not None and d.centre > hy + 1e-9:
                x = self.px(m.x)
                if d.half == "A":
                    near, far = self.py(m.y + hy) + 2, self.py(self.D / 2) - size - 2
                else:
                    near, far = self.py(m.y - hy) - size - 1, self.py(self.D / 2) + 2
                spots = []
                for f in (0.0, 0.25, 0.5, 0.75, 1.0):
                    y = near + (far - near) * f
                    spots += [(x + 2, y, "l"), (x - 2, y, "r")]
                self.place(length(season, d.centre), spots, size, color=DIM)

    # -- annotations -------------------------------------------------------------------------------
    def deployment_depths(self, outside: bool, gap: float = 10.0) -> None:
        """Deployment depth as a dimension line: right of the table (fit) or just inside it (tiles)."""
        c = self.c
        for z in self.zones:
            if z.kind != "deployment":
                continue
            _, y0, _, y1 = z.geometry.bounds
            if not (abs(y0) < 1e-9 or abs(y1 - self.D) < 1e-9):
                continue
            x = self.px(self.W) + gap if outside else self.px(self.W) - 0.6 * self.s
            t = self.look.tick
            c.setStrokeColor(PLAYER.get(z.owner or "", DIM))
            c.setLineWidth(self.look.line * 0.7)
            c.line(x, self.py(y0), x, self.py(y1))
            for y in (y0, y1):
                c.line(x - t, self.py(y), x + t, self.py(y))
            text = f"{length(self.m.season, y1 - y0)} deep"
            size = self.look.callout
            c.saveState()
            c.translate(x + (size + 1 if outside else -2), (self.py(y0) + self.py(y1)) / 2)
            c.rotate(90)
            c.setFont(self.regular, size)
            c.setFillColor(PLAYER.get(z.owner or "", DIM))
            if not outside:
                w = stringWidth(text, self.regular, size)
                c.setFillColor(WHITE)
                c.rect(-w / 2 - 1, -1, w + 2, size + 1, stroke=0, fill=1)
                c.setFillColor(PLAYER.get(z.owner or "", DIM))
            c.drawCentredString(0, 0, text)
            c.restoreState()

    def side_names_inside(self) -> None:
        size = self.look.label * 1.3
        for side, y in (("A", self.py(0) + self.look.pad), ("B", self.py(self.D) - self.look.pad - size)):
            self.text_box(f"Side {side} edge", self.px(self.W / 2), y, size, bold=True, anchor="c",
                          color=PLAYER[side])

    def zone_labels(self) -> None:
        size = self.look.label
        pad = self.look.pad
        for z in self.zones:
            n = note_number(self.notes, z.inferred)
            text = z.name + (f" (?){superscript(n)}" if z.inferred else "")
            color = INFERRED if z.inferred else (PLAYER.get(z.owner or "", INK) if z.kind == "deployment" else INK)
            x0, y0, x1, y1 = (self.px(v) if i % 2 == 0 else self.py(v) for i, v in enumerate(z.geometry.bounds))
            line = size + 2
            candidates = []
            for k in range(4):
                candidates += [(x0 + pad, y1 - pad - size - k * line, "l"), (x0 + pad, y0 + pad + k * line, "l"),
                               (x1 - pad, y1 - pad - size - k * line, "r"), (x1 - pad, y0 + pad + k * line, "r")]
            rp = z.geometry.representative_point()
            candidates.append((self.px(rp.x), self.py(rp.y), "c"))
            self.place(text, candidates, size, color=color, bold=z.kind in ("deployment", "room"), within=z.geometry)
        # the central line's name, where there is room
        y = self.py(self.D / 2)
        self.place("central line", [(self.px(self.W) - pad, y + 1.5, "r"), (self.px(self.W) - pad, y - size - 1.5, "r"),
                                    (self.px(0) + pad, y + 1.5, "l"), (self.px(0) + pad, y - size - 1.5, "l")],
                   size * 0.9, color=BLACK)

    # -- text helpers ---------------------------------------------------------------------------------
    def _rect(self, text: str, x: float, y: float, size: float, bold: bool, anchor: str):
        w = stringWidth(text, self.bold if bold else self.regular, size)
        left = x if anchor == "l" else (x - w if anchor == "r" else x - w / 2)
        return (left - 1, y - size * 0.25, left + w + 1, y + size * 0.95)

    def place(self, text: str, candidates: list[tuple[float, float, str]], size: float, color: Color = INK,
              bold: bool = False, within=None) -> None:
        """Write ``text`` at the first candidate that overlaps nothing written yet (and lies in ``within``)."""
        def fits_within(r) -> bool:
            if within is None:
                return True
            tx0, ty0 = (r[0] - self.ox) / self.s, (r[1] - self.oy) / self.s
            tx1, ty1 = (r[2] - self.ox) / self.s, (r[3] - self.oy) / self.s
            return within.buffer(1e-6).contains(box(tx0, ty0, tx1, ty1))

        rects = [(cand, self._rect(text, cand[0], cand[1], size, bold, cand[2])) for cand in candidates]
        choice = next((cand for cand, r in rects if fits_within(r) and not self._overlaps(r)), None)
        if choice is None:
            choice = next((cand for cand, r in rects if not self._overlaps(r)), candidates[0])
        self.text_box(text, choice[0], choice[1], size, color=color, bold=bold, anchor=choice[2])

    def _overlaps(self, r) -> bool:
        return any(r[0] < o[2] and o[0] < r[2] and r[1] < o[3] and o[1] < r[3] for o in self.occupied)

    def text_box(self, text: str, x: float, y: float, size: float, color: Color = INK, bold: bool = False,
                 anchor: str = "l", background: bool = True) -> None:
        """Text on a light box (legible over hatching); the box is remembered for later placements."""
        c = self.c
        r = self._rect(text, x, y, size, bold, anchor)
        if background:
            # Opaque: transparency (an ExtGState) is not available inside the tiles' PDF form.
            c.setFillColor(WHITE)
            c.rect(r[0], r[1], r[2] - r[0], r[3] - r[1], stroke=0, fill=1)
        c.setFillColor(color)
        c.setFont(self.bold if bold else self.regular, size)
        left = r[0] + 1
        c.drawString(left, y, text)
        self.occupied.append(r)


def ruler_step(mission: ResolvedMission) -> int:
    """Table units between numbered ruler marks: 6 in; 4 units (10 cm) in centimetre seasons."""
    return 6 if mission.season.unit == "in" else 4


def draw_rulers(c: Canvas, mission: ResolvedMission, ox: float, oy: float, s: float, size: float = 6.0) -> None:
    """Edge ticks every table unit, numbered every ruler step, below and left of the table (fit map)."""
    regular, _ = fonts.register()
    f = native_factor(mission.season)
    step = ruler_step(mission)
    c.setStrokeColor(DIM)
    c.setFillColor(DIM)
    c.setLineWidth(0.4)
    c.setFont(regular, size)
    for i in range(int(math.floor(mission.width + 1e-9)) + 1):
        x = ox + i * s
        major = i % step == 0
        c.line(x, oy, x, oy - (4 if major else 2))
        if major:
            c.drawCentredString(x, oy - 4 - size, number(i * f))
    for j in range(int(math.floor(mission.depth + 1e-9)) + 1):
        y = oy + j * s
        major = j % step == 0
        c.line(ox, y, ox - (4 if major else 2), y)
        if major:
            c.drawRightString(ox - 5, y - size * 0.35, number(j * f))


def zone_swatch(c: Canvas, kind: str, owner: str | None, x: float, y: float, w: float, h: float,
                inferred: bool = False, look: ZoneLook | None = None) -> None:
    """A legend sample of a zone kind (``look``: a per-round zone's own)."""
    look = look or zone_look(kind, owner)
    c.saveState()
    p = c.beginPath()
    p.rect(x, y, w, h)
    if look.fill is not None:
        c.setFillColor(look.fill)
        c.rect(x, y, w, h, stroke=0, fill=1)
    if look.hatch is not None:
        c.clipPath(p, stroke=0, fill=0)
        c.setStrokeColor(look.hatch)
        c.setLineWidth(0.4)
        t = x - h
        while t <= x + w:
            if look.hatch_dir > 0 or look.cross:
                c.line(t, y, t + h, y + h)
            if look.hatch_dir < 0 or look.cross:
                c.line(t, y + h, t + h, y)
            t += 3 * look.hatch_scale * math.sqrt(2)
    if look.dots is not None:
        c.clipPath(p, stroke=0, fill=0)
        c.setFillColor(look.dots)
        for i in range(int(w // 3) + 1):
            for j in range(int(h // 3) + 1):
                c.circle(x + 1.5 + i * 3 + (1.5 if j % 2 else 0), y + 1.5 + j * 3, 0.45, stroke=0, fill=1)
    c.restoreState()
    c.saveState()
    if inferred:
        c.setStrokeColor(INFERRED)
        c.setLineWidth(1.2)
        c.setDash([3, 2])
    else:
        c.setStrokeColor(look.stroke)
        c.setLineWidth(min(look.width, 2.0))
        if look.dash:
            c.setDash(list(look.dash))
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()


def marker_swatch(c: Canvas, kind: str, x: float, y: float, h: float, inferred: bool = False) -> None:
    c.saveState()
    c.setFillColor(MARKER_FILL.get(kind, MARKER_DEFAULT))
    if inferred:
        c.setStrokeColor(INFERRED)
        c.setDash([2, 1.5])
        c.setLineWidth(1.1)
    else:
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
    if kind == "gate":
        c.rect(x, y + h * 0.3, h * 1.4, h * 0.4, stroke=1, fill=1)
    else:
        c.circle(x + h / 2, y + h / 2, h / 2, stroke=1, fill=1)
    c.restoreState()


def central_line_swatch(c: Canvas, x: float, y: float, w: float, h: float) -> None:
    c.saveState()
    c.setStrokeColor(BLACK)
    c.setLineWidth(0.8)
    c.setDash([5, 1.6, 0.8, 1.6])
    c.line(x, y + h / 2, x + w, y + h / 2)
    c.restoreState()


def legend_entries(mission: ResolvedMission, zones: Iterable[ResolvedZone]) -> list[tuple[str, tuple, str]]:
    """(kind of swatch, its arguments, text) for each zone and marker kind on the map."""
    out: list[tuple[str, tuple, str]] = []
    seen: set[tuple[str, str | None, int | None]] = set()
    for z in zones:
        key = (z.kind, z.owner if z.kind == "deployment" else None, round_step(z))
        if key in seen:
            continue
        seen.add(key)
        look = look_of(z)
        out.append(("zone", (z.kind, key[1], False, look), look.legend))
    out.append(("line", (), "Central line"))
    kinds: dict[str, ResolvedMarker] = {}
    for m in mission.markers:
        kinds.setdefault(m.kind, m)
    for kind, m in kinds.items():
        name = m.name
        out.append(("marker", (kind, False), f"{name}, {marker_size_text(m, mission)}"))
    if any(z.inferred for z in zones) or any(m.inferred for m in mission.markers):
        out.append(("zone", ("inferred", None, True), "Inferred (the pack's map is lost): dashed orange, (?)"))
    return out
