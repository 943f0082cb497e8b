"""Drawing a resolved mission onto a ReportLab canvas, in points.

One renderer serves both layouts: the fit map (a small scale, annotations outside the table) and
the true-size tiles (1 table unit = ``unit_mm`` mm, drawn once into a PDF form and shown through
each tile's window). Table coordinates follow docs/architecture.md: x along Side A's edge, y toward Side B, so
Side A is at the bottom of the page, as Player A sees the table.

The jobs live apart: ``looks`` (colours, zone looks, layout sizes, marker measures), this module (the
table, its zones and markers), ``annotations`` (callouts and names on the table), ``swatches`` (the
legend). Their names stay importable from here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas  # type: ignore[attr-defined]  # not in types-reportlab

import shapely

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.labels import short_and_long
from its_desktop.presentation.terrain import name_spot

from . import fonts
from .annotations import TableAnnotations
from .looks import (  # noqa: F401 - re-exported: the map, tile and pack code read them as draw.X
    BLACK, DIM, FILL_ORDER, FIT_LOOK, GREEN, INFERRED, INK, MARKER_DEFAULT, MARKER_FILL, PLAYER, PT_PER_MM,
    SKIPPED_KINDS, SLATE, SUPERSCRIPT, TILE_LOOK, TINT, WHITE, Look, MarkerDistances, ZoneLook, distances, look_of,
    marker_extent, marker_size_text, rgb, round_step, ruler_step, superscript, visible_zones, zone_look,
)
from .swatches import central_line_swatch, legend_entries, marker_swatch, zone_swatch  # noqa: F401
from .text import InferredNote, native_factor, note_number, number  # noqa: F401


class TableRenderer(TableAnnotations):
    """Draw one mission with its table origin at page point (ox, oy), ``s`` points per table unit.

    Its words are in the current language (``its_desktop.domain.i18n``), as are the mission's names."""

    def __init__(self, c: Canvas, mission: ResolvedMission, ox: float, oy: float, s: float, look: Look,
                 notes: list[InferredNote], round_: int | None = None, scenery: Sequence[Piece] = ()) -> None:
        self.c, self.m, self.ox, self.oy, self.s, self.look = c, mission, ox, oy, s, look
        self.notes = notes
        self.scenery = tuple(scenery)
        self.zones = visible_zones(mission, round_)
        self.regular, self.bold = fonts.register()
        self.occupied: list[tuple[float, float, float, float]] = []

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
        self.pieces(names=annotate)
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

    def pieces(self, names: bool = True) -> None:
        """The scenery, as the window draws it: solid grey where it stops every line of fire, hatched where
        it stops them only between shorter models, a dotted outline for low cover, a heavier outline for a
        roof; each piece's id at its centre (the placement list names them)."""
        c = self.c
        table = shapely.box(0, 0, self.W, self.D)
        for p in self.scenery:
            foot = p.footprint().intersection(table)  # a piece may overhang the edge: the print stops there
            if foot.is_empty:
                continue
            c.setStrokeColor(Color(0.08, 0.08, 0.08))
            c.setLineWidth(self.look.line * (1.6 if p.roof else 0.8))
            c.setDash([1, 2] if p.height == "low" else [])
            if p.height == "blocks":
                c.setFillColor(Color(0.35, 0.35, 0.35))
                c.drawPath(self.path(foot), stroke=1, fill=1, fillMode=FILL_EVEN_ODD)
            else:
                c.drawPath(self.path(foot), stroke=1, fill=0)
                if p.height == "partial":
                    self.hatch(foot, Color(0.3, 0.3, 0.3), 1)
            c.setDash([])
            spot = name_spot(p, self.W, self.D)
            if names and spot is not None:
                size = max(5.0, min(8.0, self.s * 0.8))
                w = stringWidth(p.id, self.regular, size)
                # Kept on the table (a piece at the edge had its name cut by the border), dark on a white plate as
                # the window writes it: a name wider than a narrow piece ran white onto the white table.
                x = min(max(self.px(spot[0]), self.px(0) + w / 2 + 2), self.px(self.W) - w / 2 - 2)
                # text_box remembers the plate: the zone names and callouts placed after this keep off it.
                self.text_box(p.id, x, self.py(spot[1]) - size / 3, size, color=BLACK, anchor="c")

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
                inset = geometry.buffer(-width / self.s, join_style="mitre")
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
                # The window's name first, the pack's long one beside it: paper has the room ("2. Half A — Side A half").
                self.place(f"{i}. {short_and_long(m.short, m.label)}", [(cx, cy - ey - label - 2, "c"), (cx, cy + ey + 3, "c"),
                                               (cx + ex + 3, cy - label * 0.36, "l"), (cx - ex - 3, cy - label * 0.36, "r")],
                           label)

    @staticmethod
    def _around(cx: float, cy: float, ex: float, ey: float, size: float) -> list[tuple[float, float, str]]:
        """Spots for a short text beside a shape: right, left, above, below."""
        return [(cx + ex + 1.5, cy - size * 0.36, "l"), (cx - ex - 1.5, cy - size * 0.36, "r"),
                (cx, cy + ey + 1.5, "c"), (cx, cy - ey - size - 0.5, "c"),
                (cx + ex + 1.5, cy + ey * 0.6, "l"), (cx + ex + 1.5, cy - ey * 0.6 - size, "l")]



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

