"""The placement sheet: what an organizer holds while laying a table's scenery out with a tape measure.

A scaled map of the table with every piece numbered (the scenario's zones and markers under it, so the
pieces can be checked against them), then a table: per piece its number and name, its size, how far it is
turned, and its distances from the two table edges nearest to it (one side edge, one deployment edge),
in the unit the user measures in (inches or centimetres) and the current language.

Why the two nearest edges, to the piece's nearest point: a tape laid square from the nearer edge is the
shortest run (never more than half the table, so it neither sags nor slips), it starts where the organizer
stands, and a mirrored or point-symmetric table reads the same from either side; measuring to a corner
or a centre of a turned piece would need the piece's outline in one's head. Turn the piece first, then slide
it in until its nearest points sit at the two distances: the angle and the two distances fix it.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from dataclasses import dataclass

from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle

from its_desktop.domain import lengths
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.i18n import ngettext
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.label_placement import Placer, Request
from its_desktop.presentation.terrain import edge_texts, name_spot, nearest_edges
from its_desktop.presentation.units import MM_PER, ruler_marks, unit_symbol

from . import draw, fonts
from .output import PrintError, atomic_output, check_writable
from .paper import CREATOR, MARGIN, paper_size
from .text import document_keywords, document_subject, escape, inferred_notes, number

UNITS = ("in", "cm")
LINE = Color(0.25, 0.25, 0.25)
HEAD = Color(0.93, 0.93, 0.93)
ZEBRA = Color(0.96, 0.96, 0.96)
RULER_ROOM = 16.0  # points left of and below the map for the ruler's numbers
SIDE_ROOM = 10.0   # points above and below for the sides' names
MAP_SHARE = 0.52   # at most this much of the page's height for the map: the table needs the rest
DISC = 6.5         # a number's disc radius, points


@dataclass(frozen=True)
class Placement:
    """One piece as the sheet lists it; distances in table units to the piece's nearest point."""

    number: int
    piece: Piece
    side: str          # "left" or "right": the nearer side edge
    from_side: float
    end: str           # "A" or "B": the nearer deployment edge (Side A's is the bottom one)
    from_end: float


def placements(pieces: Sequence[Piece], width: float, depth: float) -> list[Placement]:
    """The pieces numbered in reading order of the map (from Side B's edge down, left to right in bands a sixth
    of the table deep), each with its two nearest edges' distances."""
    band = depth / 6

    def key(p: Piece) -> tuple[float, float]:
        spot = name_spot(p, width, depth) or (p.x, p.y)
        return -math.floor(spot[1] / band), spot[0]

    return [Placement(i, p, *nearest_edges(p, width, depth)) for i, p in enumerate(sorted(pieces, key=key), start=1)]


def size_text(p: Piece, unit_mm: float, unit: str) -> str:
    """A piece's size as it is built: width × depth, a circle's diameter, an L's arms, a polygon's extent."""
    per = lengths.per_table_unit(unit)  # a table unit is one inch or 2.5 cm (domain.lengths), whatever unit_mm

    def n(v: float) -> str:
        return number(round(v * per, 1))

    symbol = unit_symbol(unit)
    if p.shape == "circle":
        return tr("diameter {length}").format(length=f"{n(p.width)} {symbol}")
    if p.shape == "polygon":
        xs, ys = [q[0] for q in p.points], [q[1] for q in p.points]
        return tr("{width} × {depth} (outline)").format(width=n(max(xs) - min(xs)),
                                                       depth=f"{n(max(ys) - min(ys))} {symbol}")
    text = tr("{width} × {depth}").format(width=n(p.width), depth=f"{n(p.depth)} {symbol}")
    if p.shape == "l_shape":
        text += ", " + tr("arms {length} thick").format(length=f"{n(p.arm)} {symbol}")
    return text


def turn_text(p: Piece) -> str:
    """The angle to turn it by, to a tenth of a degree (the editor turns in 15° steps), and whether it is flipped."""
    text = f"{number(round(p.angle, 1))}°"
    return text + (", " + tr("mirrored") if p.mirrored else "")


class PlacementMap(Flowable):
    """The table drawn to scale with each piece's number on a white disc (black on white reads in greyscale);
    a number that would cover another moves aside with a thin leader line to its spot."""

    def __init__(self, mission: ResolvedMission, rows: Sequence[Placement], unit: str, width: float,
                 height: float) -> None:
        super().__init__()
        self.mission, self.rows, self.unit = mission, list(rows), unit
        m = mission
        self.s = min((width - RULER_ROOM - 4) / m.width, (height - RULER_ROOM - 2 * SIDE_ROOM - 4) / m.depth)
        self.w, self.h = m.width * self.s + RULER_ROOM + 4, m.depth * self.s + RULER_ROOM + 2 * SIDE_ROOM + 4
        self.discs: list[tuple[int, float, float, float]] = []  # number, centre on the page, radius (points)

    def wrap(self, aw, ah):  # noqa: D102
        return self.w, self.h

    def draw(self) -> None:  # noqa: D102
        c, m, s = self.canv, self.mission, self.s
        ox, oy = RULER_ROOM, RULER_ROOM + SIDE_ROOM
        pieces = [r.piece for r in self.rows]
        zones = draw.visible_zones(m)
        renderer = draw.TableRenderer(c, m, ox, oy, s, draw.FIT_LOOK, inferred_notes(m, zones), scenery=pieces)
        renderer.draw(annotate=False)
        self._rulers(ox, oy)
        regular, bold = fonts.register()
        c.setFont(bold, 7.5)
        for side, y in (("A", 2.0), ("B", oy + m.depth * s + 3)):
            c.setFillColor(draw.PLAYER[side])
            c.drawCentredString(ox + m.width * s / 2, y, tr("Side {side}").format(side=side))
        placer = Placer()
        for r in self.rows:
            spot = name_spot(r.piece, m.width, m.depth)
            if spot is None:
                continue
            x, y = ox + spot[0] * s, oy + spot[1] * s
            text = str(r.number)
            size = 7.5
            radius = max(DISC, stringWidth(text, bold, size) / 2 + 2)
            req = Request(text, 0, [(2 * radius, 2 * radius)], (x, y), radius=radius, spots=[(x, y)],
                          bounds=(ox, oy, ox + m.width * s, oy + m.depth * s))
            placed = placer.place(req)
            cx, cy = ((placed.rect[0] + placed.rect[2]) / 2, (placed.rect[1] + placed.rect[3]) / 2) if placed else (x, y)
            c.saveState()
            if (cx, cy) != (x, y):
                c.setStrokeColor(draw.BLACK)
                c.setLineWidth(0.6)
                c.line(x, y, cx, cy)
                c.circle(x, y, 1.2, stroke=0, fill=1)
            c.setFillColor(draw.WHITE)
            c.setStrokeColor(draw.BLACK)
            c.setLineWidth(0.9)
            c.circle(cx, cy, radius, stroke=1, fill=1)
            c.setFillColor(draw.BLACK)
            c.setFont(bold, size)
            c.drawCentredString(cx, cy - size * 0.36, text)
            c.restoreState()
            self.discs.append((r.number, *c.absolutePosition(cx, cy), radius))

    def _rulers(self, ox: float, oy: float) -> None:
        """Numbered marks along Side A's edge and the left edge, in the unit the distances are given in."""
        c, m, s = self.canv, self.mission, self.s
        regular, _ = fonts.register()
        c.saveState()
        c.setStrokeColor(draw.DIM)
        c.setFillColor(draw.DIM)
        c.setLineWidth(0.4)
        c.setFont(regular, 6)
        for pos, text in ruler_marks(m.width, self.unit):
            c.line(ox + pos * s, oy, ox + pos * s, oy - 3)
            c.drawCentredString(ox + pos * s, oy - 9, text)
        for pos, text in ruler_marks(m.depth, self.unit):
            c.line(ox, oy + pos * s, ox - 3, oy + pos * s)
            c.drawRightString(ox - 4, oy + pos * s - 2, text)
        c.restoreState()


def _styles() -> dict[str, ParagraphStyle]:
    regular, bold = fonts.register()
    base = ParagraphStyle("placement-base", fontName=regular, fontSize=9, leading=11)
    return {"title": ParagraphStyle("placement-title", parent=base, fontName=bold, fontSize=16, leading=20),
            "sub": ParagraphStyle("placement-sub", parent=base, textColor=LINE),
            "cell": base, "cellb": ParagraphStyle("placement-cellb", parent=base, fontName=bold),
            "note": ParagraphStyle("placement-note", parent=base, fontSize=8, leading=10, textColor=Color(0.2, 0.2, 0.2))}


def placement_story(mission: ResolvedMission, pieces: Sequence[Piece], title: str, subtitle: str, unit: str,
                    width: float, height: float) -> list[Flowable]:
    """The sheet's flowables for a frame ``width`` × ``height`` points: title, the numbered map, how to measure,
    then the table (its head repeats when it runs onto a second page)."""
    if unit not in UNITS:
        raise PrintError("unit", tr("must be in or cm, got {unit}").format(unit=repr(unit)))
    st = _styles()
    m = mission
    rows = placements(pieces, m.width, m.depth)
    story: list[Flowable] = [Paragraph(escape(title), st["title"]), Paragraph(escape(subtitle), st["sub"]),
                             Spacer(1, 4)]
    story.append(PlacementMap(m, rows, unit, width, min(height * MAP_SHARE, width * m.depth / m.width + 44)))
    story += [Spacer(1, 4), Paragraph(escape(tr(
        "Turn each piece first (anticlockwise, as the map shows the table, Side A at the bottom), then slide it in "
        "until its nearest points are at the two distances, measured square from those edges.")), st["note"]),
        Spacer(1, 4)]
    head = ["#", tr("Piece"), tr("Size"), tr("Turned"), tr("From side edge"), tr("From deployment edge")]
    data: list[list[Flowable]] = [[Paragraph(escape(h), st["cellb"]) for h in head]]
    for r in rows:
        side, end = edge_texts(r.piece, m.width, m.depth, m.unit_mm, unit)
        data.append([Paragraph(str(r.number), st["cellb"]), Paragraph(escape(r.piece.id), st["cell"]),
                     Paragraph(escape(size_text(r.piece, m.unit_mm, unit)), st["cell"]),
                     Paragraph(escape(turn_text(r.piece)), st["cell"]), Paragraph(escape(side), st["cellb"]),
                     Paragraph(escape(end), st["cellb"])])
    fr = (0.05, 0.13, 0.20, 0.12, 0.24, 0.26)
    cmds: list = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("BACKGROUND", (0, 0), (-1, 0), HEAD),
                  ("LINEBELOW", (0, 0), (-1, 0), 0.8, LINE), ("LINEBELOW", (0, -1), (-1, -1), 0.8, LINE),
                  ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
    cmds += [("BACKGROUND", (0, i), (-1, i), ZEBRA) for i in range(2, len(data), 2)]
    table = Table(data, colWidths=[width * f for f in fr], repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(cmds))
    story.append(table)
    return story


def unit_name(unit: str) -> str:
    return tr("inches") if unit == "in" else tr("centimetres")


def sheet_subtitle(mission: ResolvedMission, pieces: int, unit: str) -> str:
    size = lengths.size(mission.width, mission.depth, unit, unit)  # the units rule's convention: 1 in = 2.5 cm
    return ngettext("{scenario} at {points} points · table {size} · {n} piece · distances in {unit}",
                    "{scenario} at {points} points · table {size} · {n} pieces · distances in {unit}", pieces).format(
        scenario=mission.scenario.name.get(), points=mission.points, size=size, n=pieces,
        unit=unit_name(unit))


@dataclass(frozen=True)
class SheetResult:
    pages: int
    unit: str
    discs: list[tuple[int, float, float, float]]  # each number's disc on page 1: number, x, y, radius (points)


def placement_sheet(mission: ResolvedMission, pieces: Sequence[Piece], path: str | os.PathLike[str],
                    paper: str = "a4", unit: str | None = None, name: str = "") -> SheetResult:
    """Write the placement sheet of ``pieces`` on ``mission``'s table to ``path`` (atomically; portrait
    ``paper``; ``unit``: "in" or "cm", default the season's)."""
    pw, ph = paper_size(paper)
    check_writable(path)
    unit = lengths.shown_unit(mission.season.unit, unit)  # the units rule: asked, else chosen, else the pack's
    if unit not in MM_PER:
        raise PrintError("unit", tr("must be in or cm, got {unit}").format(unit=repr(unit)))
    if not pieces:
        raise PrintError("", tr("the table has no scenery to place"))  # the message says it all: no "scenery:" key
    width, height = pw - 2 * MARGIN, ph - 2 * MARGIN - 8
    title = tr("Placement sheet") + (f": {name}" if name else "")
    story = placement_story(mission, pieces, title, sheet_subtitle(mission, len(pieces), unit), unit, width, height)
    pages = [0]

    def footer(canv, doc) -> None:
        regular, _ = fonts.register()
        canv.saveState()
        canv.setFont(regular, 6.5)
        canv.setFillColor(Color(0.45, 0.45, 0.45))
        canv.drawString(MARGIN, MARGIN / 2, f"{CREATOR} · {mission.scenario.name.get()} · " + tr("placement sheet"))
        canv.drawRightString(pw - MARGIN, MARGIN / 2, tr("page {n}").format(n=doc.page))
        canv.restoreState()
        pages[0] = doc.page

    regular, _ = fonts.register()
    with atomic_output(path) as fh:
        doc = BaseDocTemplate(fh, pagesize=(pw, ph), initialFontName=regular, author=CREATOR, creator=CREATOR,
                              title=title, subject=document_subject(mission),
                              keywords=document_keywords(mission), pageCompression=1)
        doc.addPageTemplates([PageTemplate("sheet", [Frame(MARGIN, MARGIN + 8, width, height, 0, 0, 0, 0)],
                                           onPageEnd=footer)])
        the_map = next(f for f in story if isinstance(f, PlacementMap))
        doc.build(story)  # (which empties the list)
    discs = the_map.discs
    return SheetResult(pages[0], unit, discs)


__all__ = ["Placement", "PlacementMap", "SheetResult", "placement_sheet", "placement_story", "placements", "sheet_subtitle",
           "size_text", "turn_text"]
