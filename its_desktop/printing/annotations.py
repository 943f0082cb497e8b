"""What the renderer writes on and around the table: dimension callouts, deployment depths, side and
zone names, and the text placement that keeps them from overlapping each other or the markers."""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from shapely.geometry import box

from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.resolved import ResolvedZone

from .looks import BLACK, DIM, INFERRED, INK, PLAYER, WHITE, Look, distances, marker_extent, superscript
from .text import InferredNote, length, note_number


class TableAnnotations:
    """Texts of :class:`its_desktop.printing.draw.TableRenderer` (a mixin: the renderer holds the state)."""

    c: Canvas
    m: ResolvedMission
    ox: float
    oy: float
    s: float
    look: Look
    notes: list[InferredNote]
    zones: list[ResolvedZone]
    regular: str
    bold: str
    occupied: list[tuple[float, float, float, float]]

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
            text = tr("{length} deep").format(length=length(self.m.season, y1 - y0))
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
            self.text_box(tr("Side {side} edge").format(side=side), self.px(self.W / 2), y, size, bold=True, anchor="c",
                          color=PLAYER[side])

    def zone_labels(self) -> None:
        size = self.look.label
        pad = self.look.pad
        for z in self.zones:
            n = note_number(self.notes, z.inferred)
            # the zone's one short name, as on the table and the stream; the legend gives its long name
            text = (z.short or z.name) + (f" (?){superscript(n)}" if z.inferred else "")
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
        self.place(tr("central line"), [(self.px(self.W) - pad, y + 1.5, "r"), (self.px(self.W) - pad, y - size - 1.5, "r"),
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

