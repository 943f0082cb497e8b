"""Table maps: the whole scenario on one page (``map_fit``) or at true size across tiles (``map_tiled``).

Fit: the page orientation is the one in which the table is drawn largest once the legend, marker
list, objectives and notes have their room (below the map on a portrait page, beside it on a
landscape page); portrait wins a tie. Tiled: 1 table unit = the season's ``unit_mm`` mm; tiles overlap
by ``overlap_in`` inches, the orientation is the one needing fewer pages (portrait on a tie), and
the table is centred on the tile grid. Page 1 is the assembly overview with the calibration square.
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
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, Paragraph, Spacer, Table, TableStyle

from its_desktop.domain.i18n import _ as tr
from its_desktop.domain import lengths
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.terrain.pieces import Piece, edge_distances
from its_desktop.presentation.labels import short_and_long

from . import draw, fonts
from .output import atomic_output, check_writable
from .paper import CREATOR, MARGIN, MM, paper_size, tile_name
from .swatches import scenery_entries, scenery_swatch
from .text import document_keywords, document_subject, escape, inferred_notes, intelcom_name, length, objective_line, table_size



@dataclass(frozen=True)
class FitResult:
    orientation: str          # "portrait" / "landscape"
    scale: float              # points per table unit on the page
    font_size: float          # panel text size chosen
    origin: tuple[float, float]  # page point of the table corner x = 0, y = 0 (Side A's left)


# -- shared pieces ----------------------------------------------------------------------------------

class Swatch(Flowable):
    """A legend sample: a zone, a marker or the central line."""

    def __init__(self, what: str, args: tuple, w: float = 16, h: float = 8) -> None:
        super().__init__()
        self.what, self.args, self.w, self.h = what, args, w, h

    def wrap(self, aw, ah):  # noqa: D102
        return self.w, self.h

    def draw(self) -> None:  # noqa: D102
        c = self.canv
        if self.what == "zone":
            draw.zone_swatch(c, self.args[0], self.args[1], 0, 0, self.w, self.h, inferred=self.args[2],
                             look=self.args[3] if len(self.args) > 3 else None)
        elif self.what == "marker":
            draw.marker_swatch(c, self.args[0], (self.w - self.h) / 2, 0, self.h, inferred=self.args[1])
        elif self.what == "piece":
            scenery_swatch(c, self.args[0], self.args[1], 0, 0, self.w, self.h)
        else:
            draw.central_line_swatch(c, 0, 0, self.w, self.h)


def _styles(fs: float) -> dict[str, ParagraphStyle]:
    regular, bold = fonts.register()
    base = ParagraphStyle("base", fontName=regular, bulletFontName=regular, fontSize=fs, leading=fs * 1.22)
    return {
        "body": base,
        "head": ParagraphStyle("head", parent=base, fontName=bold, fontSize=fs * 1.15, leading=fs * 1.4,
                               spaceBefore=fs * 0.5, spaceAfter=fs * 0.15),
        "bullet": ParagraphStyle("bullet", parent=base, leftIndent=fs, bulletIndent=0, spaceAfter=fs * 0.1),
        "small": ParagraphStyle("small", parent=base, fontSize=fs * 0.88, leading=fs * 1.08,
                                textColor=Color(0.3, 0.3, 0.3)),
        "cell": ParagraphStyle("cell", parent=base, fontSize=fs * 0.92, leading=fs * 1.08),
        "cellb": ParagraphStyle("cellb", parent=base, fontName=bold, fontSize=fs * 0.92, leading=fs * 1.08),
    }


def _legend(mission: ResolvedMission, zones, st, width: float, columns: int = 1, key: bool = True,
            scenery: Sequence[Piece] = ()) -> list[Flowable]:
    entries = draw.legend_entries(mission, zones, key) + scenery_entries(scenery)
    sw = st["body"].fontSize * 2.2
    cells = [[Swatch(what, args, sw, st["body"].fontSize), Paragraph(escape(text), st["cell"])]
             for what, args, text in entries]
    rows = []
    per = math.ceil(len(cells) / columns)
    for i in range(per):
        row: list = []
        for k in range(columns):
            j = k * per + i
            row += cells[j] if j < len(cells) else ["", ""]
        rows.append(row)
    colw = width / columns
    table = Table(rows, colWidths=[sw + 4, colw - sw - 4] * columns, hAlign="LEFT")
    table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    return [Paragraph(escape(tr("Legend")), st["head"]), table]


def _marker_table(mission: ResolvedMission, notes, st, width: float) -> list[Flowable]:
    if not mission.markers:
        return []
    season = mission.season
    head = ["#", tr("Marker"), tr("Size"), tr("From side edge"), tr("From central line")]
    rows = [[Paragraph(escape(h), st["cellb"]) for h in head]]
    for i, m in enumerate(mission.markers, start=1):
        d = draw.distances(m, mission)
        label = escape(short_and_long(m.short, m.label))  # the map's name first, the pack's long one beside it
        if m.inferred:
            n = next((x.number for x in notes if x.reason == m.inferred), None)
            label += f' <font color="#eb8c00"><b>(?){draw.superscript(n)}</b></font>'
        centre = tr("on the line") if d.half is None else tr("{length}, {half} half").format(
            length=length(season, d.centre), half=d.half)
        edge = (tr("{length} left") if d.edge_side == "left" else tr("{length} right")).format(
            length=length(season, d.edge))
        rows.append([Paragraph(str(i), st["cellb"]), Paragraph(label, st["cell"]),
                     Paragraph(draw.marker_size_text(m, mission), st["cell"]),
                     Paragraph(escape(edge), st["cell"]),
                     Paragraph(escape(centre), st["cell"])])
    fr = [0.06, 0.40, 0.15, 0.19, 0.20]
    table = Table(rows, colWidths=[width * f for f in fr], hAlign="LEFT", repeatRows=1)
    table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 0.5),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.5, Color(0.3, 0.3, 0.3))]))
    return [Paragraph(escape(tr("Markers")), st["head"]), table,
            Paragraph(escape(tr("Distances to each marker's centre; left and right as Side A sees the table.")),
                      st["small"])]


def _scenery_table(mission: ResolvedMission, scenery: Sequence[Piece], st, width: float) -> list[Flowable]:
    """The placement list: each piece's distances from the nearer side edge and the nearer deployment
    edge, measured to its outermost point, and its angle: a tape is all an organizer needs to lay it."""
    if not scenery:
        return []
    season = mission.season
    head = [tr("Piece"), tr("From side edge"), tr("From back edge"), tr("Angle")]
    rows = [[Paragraph(escape(h), st["cellb"]) for h in head]]
    for p in scenery:
        left, right, bottom, top = edge_distances(p, mission.width, mission.depth)
        side = (tr("{length} left") if left <= right else tr("{length} right")).format(
            length=length(season, max(min(left, right), 0.0)))
        back = (tr("{length} from A's edge") if bottom <= top else tr("{length} from B's edge")).format(
            length=length(season, max(min(bottom, top), 0.0)))
        rows.append([Paragraph(escape(p.id), st["cellb"]), Paragraph(escape(side), st["cell"]),
                     Paragraph(escape(back), st["cell"]), Paragraph(f"{p.angle:g}°", st["cell"])])
    fr = [0.28, 0.26, 0.32, 0.14]
    table = Table(rows, colWidths=[width * f for f in fr], hAlign="LEFT", repeatRows=1)
    table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 1), ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                               ("TOPPADDING", (0, 0), (-1, -1), 0.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.5, Color(0.3, 0.3, 0.3))]))
    return [Paragraph(escape(tr("Scenery")), st["head"]), table,
            Paragraph(escape(tr("To each piece's outermost point (the legend shows how each kind is drawn). The "
                                "true-size tiles print each piece at 1:1.")), st["small"])]


def _objectives(mission: ResolvedMission, st, lang: str) -> list[Flowable]:
    sc = mission.scenario
    out: list[Flowable] = [Paragraph(escape(tr("Objectives (at most {n} OP)").format(n=mission.max_op())), st["head"]),
                           Paragraph(escape(sc.notes.get(lang)), st["body"]), Spacer(1, st["body"].fontSize * 0.3)]
    for o in sc.scoring:
        out.append(Paragraph(escape(objective_line(o, mission, lang)), st["bullet"], bulletText="•"))
    if sc.classified.count:
        extra = tr(" (INTELCOM: {mode})").format(mode=intelcom_name(sc.classified.intelcom)) \
            if sc.classified.intelcom else ""
        text = tr("Classified Objectives — {count} × {op} OP").format(count=sc.classified.count,
                                                                        op=sc.classified.op_each)
        out.append(Paragraph(escape(text + extra), st["bullet"], bulletText="•"))
    out.append(Paragraph(escape(tr("Our own summary, not the pack's wording.")), st["small"]))
    return out


def _footnotes(notes, st) -> list[Flowable]:
    if not notes:
        return []
    out: list[Flowable] = [Paragraph(f'<font color="#eb8c00">(?)</font> {escape(tr("Inferred readings"))}', st["head"])]
    for n in notes:
        what = ", ".join(n.what)
        # French sets a space before the colon: the catalog says where it goes.
        line = tr("{name}: {reason}").format(name=f"<b>{escape(what)}</b>", reason=escape(n.reason))
        out.append(Paragraph(f'<font color="#eb8c00"><b>(?){draw.superscript(n.number)}</b></font> {line}',
                             st["bullet"]))
    return out


def _height(flows: list[Flowable], width: float) -> float:
    total = 0.0
    for i, f in enumerate(flows):
        _, h = f.wrap(width, 100000)
        total += h + f.getSpaceAfter() + (f.getSpaceBefore() if i else 0)
    return total


def _frame(c: Canvas, flows: list[Flowable], x: float, top: float, width: float, height: float) -> None:
    frame = Frame(x, top - height - 4, width, height + 4, leftPadding=0, rightPadding=0, topPadding=0,
                  bottomPadding=0, showBoundary=0)
    frame.addFromList(list(flows), c)


def _subtitle(mission: ResolvedMission) -> str:
    size = mission.season.size(mission.points)
    flag = " (?)" if size.inferred else ""
    depths = sorted({round(z.geometry.bounds[3] - z.geometry.bounds[1], 6)
                     for z in mission.zones if z.kind == "deployment"})
    dz = tr(" · deployment {length} deep").format(length=length(mission.season, depths[0])) if len(depths) == 1 else ""
    head = tr("{season} · {points} points · table {size}").format(season=mission.season.name.get(),
                                                                   points=mission.points, size=table_size(mission))
    return f"{head}{flag}{dz}"


def _header(c: Canvas, mission: ResolvedMission, x: float, top: float, width: float, title_suffix: str = "") -> float:
    regular, bold = fonts.register()
    c.setFillColor(draw.BLACK)
    c.setFont(bold, 16)
    c.drawString(x, top - 16, mission.scenario.name.get() + title_suffix)
    c.setFont(regular, 8.5)
    c.setFillColor(draw.INK)
    c.drawString(x, top - 29, _subtitle(mission))
    c.setFont(regular, 6.5)
    c.setFillColor(Color(0.45, 0.45, 0.45))
    # The program's name only: the title names the scenario in the reader's words (the data id, "s8/antenna-field",
    # was English to a French or Spanish reader).
    c.drawRightString(x + width, top - 10, CREATOR)
    return 36.0


def document_canvas(fh, mission: ResolvedMission, size: tuple[float, float], kind: str) -> Canvas:
    """A map document's canvas: its embedded font, title, author and subject."""
    regular, _ = fonts.register()
    # no unembedded Helvetica; types-reportlab types the font name as a float
    c = Canvas(fh, pagesize=size, pageCompression=1, initialFontName=regular)  # type: ignore[arg-type]
    c.setTitle(tr("{name} — {points} points — {kind}").format(name=mission.scenario.name.get(), points=mission.points,
                                                                kind=kind))
    c.setAuthor(CREATOR)
    c.setCreator(CREATOR)
    c.setSubject(document_subject(mission))
    c.setKeywords(", ".join(document_keywords(mission)))
    return c


# -- the fit map ------------------------------------------------------------------------------------

# Room around the table on the page for ruler numbers (left, bottom), depths (right), side names.
ANN_LEFT, ANN_RIGHT, ANN_BOTTOM, ANN_TOP = 20.0, 26.0, 26.0, 14.0
FOOTER = 12.0
GAP = 12.0
LANDSCAPE_PANEL = 240.0
FONT_SIZES = (8.0, 7.5, 7.0, 6.5, 6.0, 5.5)


@dataclass
class _FitPlan:
    orientation: str
    page: tuple[float, float]
    scale: float
    fs: float
    columns: list[list[Flowable]]
    col_width: float
    panel_h: float
    header: float = 36.0


def _plan(mission: ResolvedMission, paper: str, zones, notes, lang: str, header: float = 36.0,
          scenery: Sequence[Piece] = (), keep: str | None = None) -> _FitPlan:
    plans = []
    # The legend keys each zone's short name to its long name where the page has room at some font
    # size; else it lists the short names only (the long ones are the tooltips of the window and stream).
    attempts = [(key, fs) for key in (True, False) for fs in FONT_SIZES]
    for orientation in ("portrait", "landscape"):
        pw, ph = paper_size(paper, orientation == "landscape")
        w, h = pw - 2 * MARGIN, ph - 2 * MARGIN
        chosen = None
        for key, fs in attempts:
            st = _styles(fs)
            if orientation == "portrait":
                colw = (w - GAP) / 2
                left = (_legend(mission, zones, st, colw, key=key, scenery=scenery) + _marker_table(mission, notes, st, colw)
                        + _scenery_table(mission, scenery, st, colw))
                right = _objectives(mission, st, lang) + _footnotes(notes, st)
                panel_h = max(_height(left, colw), _height(right, colw))
                map_w = w - ANN_LEFT - ANN_RIGHT
                map_h = h - header - FOOTER - panel_h - GAP - ANN_TOP - ANN_BOTTOM
                fits = panel_h <= 0.42 * h
                columns = [left, right]
            else:
                colw = LANDSCAPE_PANEL
                flows = (_legend(mission, zones, st, colw, key=key, scenery=scenery) + _marker_table(mission, notes, st, colw)
                         + _scenery_table(mission, scenery, st, colw) + _objectives(mission, st, lang)
                         + _footnotes(notes, st))
                panel_h = _height(flows, colw)
                map_w = w - colw - GAP - ANN_LEFT - ANN_RIGHT
                map_h = h - header - FOOTER - ANN_TOP - ANN_BOTTOM
                fits = panel_h <= h - header - FOOTER
                columns = [flows]
            scale = min(map_w / mission.width, map_h / mission.depth)
            chosen = _FitPlan(orientation, (pw, ph), scale, fs, columns, colw, panel_h, header)
            if fits and scale > 0:
                break
        assert chosen is not None
        plans.append(chosen)
    portrait, landscape = plans
    if keep is not None:  # a pack's maps share one page template: the plain map's orientation
        return landscape if keep == "landscape" else portrait
    return landscape if landscape.scale > portrait.scale * 1.01 else portrait


@dataclass
class FitLayout:
    """A fit map planned for one paper size: what ``draw_fit`` puts on a page (built by ``fit_layout``).

    ``banner`` reserves a line under the title for a table pack's "Table 3 · Round 2 · A v B" line.
    """

    mission: ResolvedMission
    paper: str
    lang: str
    zones: list
    notes: list
    plan: _FitPlan
    banner: bool = False
    scenery: tuple = ()  # the table's pieces (domain.terrain.pieces.Piece), drawn on the map

    @property
    def page(self) -> tuple[float, float]:
        return self.plan.page

    @property
    def orientation(self) -> str:
        return self.plan.orientation


BANNER_H = 22.0


def fit_layout(mission: ResolvedMission, paper: str = "a4", lang: str = "en", banner: bool = False,
               scenery: Sequence[Piece] = (), orientation: str | None = None) -> FitLayout:
    """Plan a fit map (orientation, scale, panel text size) without drawing it; ``orientation``: keep this one
    (None: whichever gives the larger map)."""
    paper_size(paper)
    zones = draw.visible_zones(mission)
    notes = inferred_notes(mission, zones)
    plan = _plan(mission, paper, zones, notes, lang, 36.0 + (BANNER_H if banner else 0.0), scenery, orientation)
    return FitLayout(mission, paper, lang, zones, notes, plan, banner, tuple(scenery))


def draw_fit(c: Canvas, layout: FitLayout) -> FitResult:
    """Draw the fit map onto the current page of ``c`` (page size ``layout.page``); no banner, no showPage.

    The frames of the legend and objective panels are laid out afresh on each call, so the same layout
    can be drawn on many pages (or once into a PDF form).
    """
    mission, plan = layout.mission, layout.plan
    pw, ph = plan.page
    w, h = pw - 2 * MARGIN, ph - 2 * MARGIN
    s = plan.scale
    tw, th = mission.width * s, mission.depth * s
    top = ph - MARGIN
    _header(c, mission, MARGIN, top, w)
    header = plan.header
    columns = [list(col) for col in plan.columns]
    if plan.orientation == "portrait":
        block_w = w
        ox = MARGIN + ANN_LEFT + (block_w - ANN_LEFT - ANN_RIGHT - tw) / 2
        oy = top - header - ANN_TOP - th
        panel_top = oy - ANN_BOTTOM - GAP
        colw = plan.col_width
        _frame(c, columns[0], MARGIN, panel_top, colw, plan.panel_h)
        _frame(c, columns[1], MARGIN + colw + GAP, panel_top, colw, plan.panel_h)
    else:
        block_w = w - plan.col_width - GAP
        avail_h = h - header - FOOTER - ANN_TOP - ANN_BOTTOM
        ox = MARGIN + ANN_LEFT + (block_w - ANN_LEFT - ANN_RIGHT - tw) / 2
        oy = MARGIN + FOOTER + ANN_BOTTOM + (avail_h - th) / 2
        _frame(c, columns[0], MARGIN + block_w + GAP, top - header, plan.col_width, plan.panel_h)
    renderer = draw.TableRenderer(c, mission, ox, oy, s, draw.FIT_LOOK, layout.notes, scenery=layout.scenery)
    renderer.draw()
    draw.draw_rulers(c, mission, ox, oy, s)
    renderer.deployment_depths(outside=True, gap=8)
    _side_names(c, ox, oy, tw, th)
    _fit_footer(c, mission, s, MARGIN, MARGIN, w)
    return FitResult(plan.orientation, s, plan.fs, (ox, oy))


def draw_banner(c: Canvas, layout: FitLayout, left: str, right: str = "") -> None:
    """The pack's line under the map's title: ``left`` (round, players) and ``right`` (the table) in large type."""
    regular, bold = fonts.register()
    pw, ph = layout.page
    w = pw - 2 * MARGIN
    y = ph - MARGIN - 36.0 - BANNER_H + 6
    right_size = 17.0
    right_w = stringWidth(right, bold, right_size) if right else 0.0
    room = w - right_w - (12 if right else 0)
    size = 10.5
    while size > 6 and stringWidth(left, regular, size) > room:
        size -= 0.5
    c.saveState()
    c.setFillColor(Color(0.94, 0.94, 0.94))
    c.rect(MARGIN, y - 5, w, BANNER_H - 2, stroke=0, fill=1)
    c.setFillColor(draw.BLACK)
    c.setFont(regular, size)
    c.drawString(MARGIN + 4, y + 1, left)
    if right:
        c.setFont(bold, right_size)
        c.drawRightString(MARGIN + w - 4, y - 1, right)
    c.restoreState()


def map_fit(mission: ResolvedMission, path: str | os.PathLike[str], paper: str = "a4", lang: str = "en",
            scenery: Sequence[Piece] = ()) -> FitResult:
    """The scenario on one page: zones, markers at true relative size, dimensions, legend, objectives, and the
    table's scenery when it has some."""
    paper_size(paper)
    check_writable(path)
    layout = fit_layout(mission, paper, lang, scenery=scenery)
    with atomic_output(path) as fh:
        c = document_canvas(fh, mission, layout.page, tr("table map"))
        result = draw_fit(c, layout)
        c.showPage()
        c.save()
    return result


def _side_names(c: Canvas, ox: float, oy: float, tw: float, th: float) -> None:
    _, bold = fonts.register()
    c.setFont(bold, 8)
    c.setFillColor(draw.PLAYER["A"])
    c.drawCentredString(ox + tw / 2, oy - ANN_BOTTOM + 4, tr("Side {side}").format(side="A"))
    c.setFillColor(draw.PLAYER["B"])
    c.drawCentredString(ox + tw / 2, oy + th + 4, tr("Side {side}").format(side="B"))


def _fit_footer(c: Canvas, mission: ResolvedMission, s: float, x: float, y: float, width: float) -> None:
    regular, _ = fonts.register()
    unit_pt = mission.unit_mm * MM
    step = draw.ruler_step(mission)
    bar = step * s
    c.setStrokeColor(draw.INK)
    c.setLineWidth(0.6)
    c.line(x, y + 3, x + bar, y + 3)
    for k in range(step + 1):
        c.line(x + k * s, y + 3, x + k * s, y + (6 if k in (0, step) else 4.5))
    c.setFont(regular, 6.5)
    c.setFillColor(draw.INK)
    c.drawString(x + bar + 4, y + 1,
                 tr("{length} · scale 1:{scale} (not for measuring: print the tiled map for true size) · markers at "
                    "true relative size").format(length=length(mission.season, step), scale=lengths.number(unit_pt / s, 1)))


# -- the assembly overview of the tiled map (tiles.py draws the tiles) -------------------------------

def overview_page(c: Canvas, mission: ResolvedMission, grid, zones, notes, lang: str, intro: str,
                  table_label: str = "") -> None:
    """The first page of the tiled map: the whole table small, with the tiles' grid and names."""
    regular, bold = fonts.register()
    pw, ph = grid.page
    w = pw - 2 * MARGIN
    top = ph - MARGIN
    header = _header(c, mission, MARGIN, top, w, tr(" — true size") + (f" · {table_label}" if table_label else ""))
    st = _styles(7.5)
    flows: list[Flowable] = [Paragraph(intro, st["body"])]
    legend = _legend(mission, zones, st, w, columns=2)
    foot = _footnotes(notes, st)
    intro_h = _height(flows, w)
    legend_h = _height(legend + foot, w)
    calib_h = 100.0
    _frame(c, flows, MARGIN, top - header, w, intro_h)
    # the diagram: the table with what each tile keeps after cutting over it
    avail_top = top - header - intro_h - 18
    avail_bottom = MARGIN + calib_h + legend_h + 10
    covered = grid.covered
    k = min(w / covered[0], (avail_top - avail_bottom) / covered[1])
    gx = MARGIN + (w - covered[0] * k) / 2
    gy = avail_bottom + (avail_top - avail_bottom - covered[1] * k) / 2
    unit_pt = mission.unit_mm * MM
    draw.TableRenderer(c, mission, gx + grid.offset[0] * k, gy + grid.offset[1] * k, unit_pt * k, draw.FIT_LOOK,
                       notes, round_=None).draw(annotate=False)
    printed = set(grid.printed)
    c.setLineWidth(0.7)
    for row in range(grid.rows):
        for col in range(grid.cols):
            x0, y0, x1, y1 = grid.kept(col, row)
            x, y, tw, th = gx + x0 * k, gy + y0 * k, (x1 - x0) * k, (y1 - y0) * k
            c.saveState()
            if (col, row) not in printed:
                c.setFillColor(draw.WHITE)
                c.setFillAlpha(0.7)
                c.rect(x, y, tw, th, stroke=0, fill=1)
            c.restoreState()
            c.setStrokeColor(Color(0.1, 0.1, 0.1))
            c.rect(x, y, tw, th, stroke=1, fill=0)
            # the name in the tile's top-left corner, small, on a translucent plate: markers stay visible
            name = tile_name(col, row) + ("" if (col, row) in printed else tr(" (not printed)"))
            size = max(5.5, min(9.0, th / 6))
            nw = stringWidth(name, bold, size)
            c.saveState()
            c.setFillColor(draw.WHITE)
            c.setFillAlpha(0.6)
            c.rect(x + 1.5, y + th - size - 2.5, nw + 3, size + 1.5, stroke=0, fill=1)
            c.restoreState()
            c.setFillColor(Color(0.1, 0.1, 0.1) if (col, row) in printed else Color(0.45, 0.45, 0.45))
            c.setFont(bold, size)
            c.drawString(x + 3, y + th - size - 0.5, name)
    c.setFont(bold, 7)
    c.setFillColor(draw.PLAYER["A"])
    c.drawCentredString(gx + (grid.offset[0] + grid.table[0] / 2) * k, gy - 9, tr("Side {side}").format(side="A"))
    c.setFillColor(draw.PLAYER["B"])
    c.drawCentredString(gx + (grid.offset[0] + grid.table[0] / 2) * k, gy + covered[1] * k + 3, tr("Side {side}").format(side="B"))
    _frame(c, legend + foot, MARGIN, MARGIN + calib_h + legend_h, w, legend_h)
    _calibration(c, MARGIN, MARGIN + 8, lengths.shown_unit(mission.season.unit))



# The calibration square's side on paper, in the table's units (the units rule): a real inch on an inch table, 2 cm
# on a cm table (a cm reader's ruler has no inch marks). 2 cm rather than 5: it takes the inch square's room, so the
# overview's diagram keeps its size; the 10 cm bar beside it is the long, precise check.
CAL_SQUARE_MM = {"in": 25.4, "cm": 20.0}
CAL_BAR = 100 * MM           # 10 cm = 283.46 pt


def calibration_square(unit: str) -> str:
    """The square's side as its label and the assembly text say it: ``1 in``, ``2 cm`` (``1 po`` in French)."""
    return lengths.paper_length(CAL_SQUARE_MM[unit], unit)


def _calibration(c: Canvas, x: float, y: float, unit: str) -> None:
    """A square in the table's units (1 in × 1 in, or 2 cm × 2 cm) and a 10 cm bar in centimetres: measure them
    before printing the tiles."""
    regular, bold = fonts.register()
    side_mm = CAL_SQUARE_MM[unit]
    square = side_mm * MM
    c.setStrokeColor(draw.BLACK)
    c.setLineWidth(0.5)
    c.setFillColor(draw.BLACK)
    c.rect(x, y + 12, square, square, stroke=1, fill=0)
    side = calibration_square(unit)
    c.setFont(bold, 7.5)
    c.drawCentredString(x + square / 2, y + 12 + square / 2 + 2, f"{side} × {side}")
    c.setFont(regular, 6.5)
    c.drawCentredString(x + square / 2, y + 12 + square / 2 - 8, "(" + lengths.paper_length(side_mm, "mm") + ")")
    c.drawString(x, y + 2, tr("Calibration: measure before cutting."))
    bx, by = x + 72.0 + 30, y + 40  # where it stood beside the inch square, whatever the square's side
    cm = 10 * MM
    for i in range(10):
        c.setFillColor(draw.BLACK if i % 2 == 0 else draw.WHITE)
        c.rect(bx + i * cm, by, cm, 6, stroke=0, fill=1)
    c.setFillColor(draw.BLACK)
    c.rect(bx, by, CAL_BAR, 6, stroke=1, fill=0)
    c.setFont(regular, 6.5)
    for i in range(11):
        c.line(bx + i * cm, by - 3, bx + i * cm, by)
        c.drawCentredString(bx + i * cm, by - 10, str(i))
    c.setFont(bold, 7.5)
    c.drawString(bx, by + 10, lengths.paper_length(100, "cm"))
    c.setFont(regular, 6.5)
    c.drawString(bx + 30, by + 10, tr("(if this bar or the square is off, turn off page scaling and print again)"))


__all__ = ["FitLayout", "FitResult", "document_canvas", "draw_banner", "draw_fit", "fit_layout", "map_fit",
           "overview_page"]
