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
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, Paragraph, Spacer, Table, TableStyle

from its_desktop.domain.mission import ResolvedMission

from . import draw, fonts
from .output import ExportError, atomic_output, check_writable
from .paper import MARGIN, MM, paper_size
from .text import inferred_notes, length, objective_line, table_size

PT_PER_IN = 72.0
CREATOR = "ITS Table Assistant"


@dataclass(frozen=True)
class FitResult:
    orientation: str          # "portrait" / "landscape"
    scale: float              # points per table unit on the page
    font_size: float          # panel text size chosen
    origin: tuple[float, float]  # page point of the table corner x = 0, y = 0 (Side A's left)


@dataclass(frozen=True)
class TileGrid:
    orientation: str
    page: tuple[float, float]
    content: tuple[float, float]   # printable window of a tile (page minus margins), points
    overlap: float                 # points
    cols: int
    rows: int
    table: tuple[float, float]     # table size at true size, points
    offset: tuple[float, float]    # table origin inside the grid's covered area, points

    @property
    def pages(self) -> int:
        return self.cols * self.rows + 1

    def tile_origin(self, col: int, row: int) -> tuple[float, float]:
        """Grid-space bottom-left of a tile's window; columns from the left, rows from the top."""
        cw, ch = self.content
        covered_h = self.rows * ch - (self.rows - 1) * self.overlap
        return col * (cw - self.overlap), covered_h - row * (ch - self.overlap) - ch


def tile_name(col: int, row: int) -> str:
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(65 + rem) + letters
    return f"{letters}{row + 1}"


def _count(total: float, window: float, overlap: float) -> int:
    return max(1, math.ceil((total - overlap) / (window - overlap) - 1e-9))


def tile_grid(mission: ResolvedMission, paper: str = "a4", overlap_in: float = 0.5) -> TileGrid:
    try:
        overlap_in = float(overlap_in)
    except (TypeError, ValueError):
        raise ExportError(f"--overlap: {overlap_in!r} is not a number") from None
    if not math.isfinite(overlap_in) or overlap_in < 0:
        raise ExportError(f"--overlap: {overlap_in:g} in: the overlap must be 0 or more inches")
    unit_pt = mission.unit_mm * MM
    tw, th = mission.width * unit_pt, mission.depth * unit_pt
    o = overlap_in * PT_PER_IN
    best: TileGrid | None = None
    for orientation in ("portrait", "landscape"):
        pw, ph = paper_size(paper, orientation == "landscape")
        cw, ch = pw - 2 * MARGIN, ph - 2 * MARGIN
        if o > min(cw, ch) / 3:
            raise ExportError(f"--overlap: {overlap_in:g} in is too large for {paper} paper "
                              f"(at most {min(cw, ch) / 3 / PT_PER_IN:.1f} in)")
        cols, rows = _count(tw, cw, o), _count(th, ch, o)
        covered = (cols * cw - (cols - 1) * o, rows * ch - (rows - 1) * o)
        grid = TileGrid(orientation, (pw, ph), (cw, ch), o, cols, rows, (tw, th),
                        ((covered[0] - tw) / 2, (covered[1] - th) / 2))
        if best is None or grid.pages < best.pages:
            best = grid
    assert best is not None
    return best


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
            draw.zone_swatch(c, self.args[0], self.args[1], 0, 0, self.w, self.h, inferred=self.args[2])
        elif self.what == "marker":
            draw.marker_swatch(c, self.args[0], (self.w - self.h) / 2, 0, self.h, inferred=self.args[1])
        else:
            draw.central_line_swatch(c, 0, 0, self.w, self.h)


def _styles(fs: float) -> dict[str, ParagraphStyle]:
    regular, bold = fonts.register()
    base = ParagraphStyle("base", fontName=regular, fontSize=fs, leading=fs * 1.22)
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


def _legend(mission: ResolvedMission, zones, st, width: float, columns: int = 1) -> list[Flowable]:
    entries = draw.legend_entries(mission, zones)
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
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 1),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    return [Paragraph("Legend", st["head"]), table]


def _marker_table(mission: ResolvedMission, notes, st, width: float) -> list[Flowable]:
    if not mission.markers:
        return []
    season = mission.season
    head = ["#", "Marker", "Size", "From side edge", "From central line"]
    rows = [[Paragraph(h, st["cellb"]) for h in head]]
    for i, m in enumerate(mission.markers, start=1):
        d = draw.distances(m, mission)
        label = escape(m.label)
        if m.inferred:
            n = next((x.number for x in notes if x.reason == m.inferred), None)
            label += f' <font color="#eb8c00"><b>(?){draw.superscript(n)}</b></font>'
        centre = "on the line" if d.half is None else f"{length(season, d.centre)}, {d.half} half"
        rows.append([Paragraph(str(i), st["cellb"]), Paragraph(label, st["cell"]),
                     Paragraph(draw.marker_size_text(m, mission), st["cell"]),
                     Paragraph(f"{length(season, d.edge)} {d.edge_side}", st["cell"]),
                     Paragraph(centre, st["cell"])])
    fr = [0.06, 0.40, 0.15, 0.19, 0.20]
    table = Table(rows, colWidths=[width * f for f in fr], hAlign="LEFT", repeatRows=1)
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 1),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 0.5),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.5, Color(0.3, 0.3, 0.3))]))
    return [Paragraph("Markers", st["head"]), table,
            Paragraph("Distances to each marker's centre; left and right as Side A sees the table.", st["small"])]


def _objectives(mission: ResolvedMission, st, lang: str) -> list[Flowable]:
    sc = mission.scenario
    out: list[Flowable] = [Paragraph(f"Objectives (at most {mission.max_op()} OP)", st["head"]),
                           Paragraph(escape(sc.notes.get(lang)), st["body"]), Spacer(1, st["body"].fontSize * 0.3)]
    for o in sc.scoring:
        out.append(Paragraph(escape(objective_line(o, mission, lang)), st["bullet"], bulletText="•"))
    if sc.classified.count:
        extra = f" (INTELCOM: {sc.classified.intelcom.replace('_', ' ')})" if sc.classified.intelcom else ""
        out.append(Paragraph(f"Classified Objectives — {sc.classified.count} × {sc.classified.op_each} OP{extra}",
                             st["bullet"], bulletText="•"))
    out.append(Paragraph("Our own summary, not the pack's wording.", st["small"]))
    return out


def _footnotes(notes, st) -> list[Flowable]:
    if not notes:
        return []
    out: list[Flowable] = [Paragraph('<font color="#eb8c00">(?)</font> Inferred readings', st["head"])]
    for n in notes:
        what = ", ".join(n.what)
        out.append(Paragraph(f'<font color="#eb8c00"><b>(?){draw.superscript(n.number)}</b></font> '
                             f"<b>{escape(what)}</b>: {escape(n.reason)}", st["bullet"]))
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
    dz = f" · deployment {length(mission.season, depths[0])} deep" if len(depths) == 1 else ""
    return (f"{mission.season.name.get()} · {mission.points} points · table {table_size(mission)}{flag}{dz}")


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
    c.drawRightString(x + width, top - 10, f"{CREATOR} · {mission.scenario.id}")
    return 36.0


def _canvas(fh, mission: ResolvedMission, size: tuple[float, float], kind: str) -> Canvas:
    c = Canvas(fh, pagesize=size, pageCompression=1)
    c.setTitle(f"{mission.scenario.name.get()} — {mission.points} points — {kind}")
    c.setAuthor(CREATOR)
    c.setCreator(CREATOR)
    c.setSubject(f"{mission.scenario.id} at {mission.points} points")
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


def _plan(mission: ResolvedMission, paper: str, zones, notes, lang: str, header: float = 36.0) -> _FitPlan:
    plans = []
    for orientation in ("portrait", "landscape"):
        pw, ph = paper_size(paper, orientation == "landscape")
        w, h = pw - 2 * MARGIN, ph - 2 * MARGIN
        chosen = None
        for fs in FONT_SIZES:
            st = _styles(fs)
            if orientation == "portrait":
                colw = (w - GAP) / 2
                left = _legend(mission, zones, st, colw) + _marker_table(mission, notes, st, colw)
                right = _objectives(mission, st, lang) + _footnotes(notes, st)
                panel_h = max(_height(left, colw), _height(right, colw))
                map_w = w - ANN_LEFT - ANN_RIGHT
                map_h = h - header - FOOTER - panel_h - GAP - ANN_TOP - ANN_BOTTOM
                fits = panel_h <= 0.42 * h
                columns = [left, right]
            else:
                colw = LANDSCAPE_PANEL
                flows = (_legend(mission, zones, st, colw) + _marker_table(mission, notes, st, colw)
                         + _objectives(mission, st, lang) + _footnotes(notes, st))
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

    @property
    def page(self) -> tuple[float, float]:
        return self.plan.page

    @property
    def orientation(self) -> str:
        return self.plan.orientation


BANNER_H = 22.0


def fit_layout(mission: ResolvedMission, paper: str = "a4", lang: str = "en", banner: bool = False) -> FitLayout:
    """Plan a fit map (orientation, scale, panel text size) without drawing it."""
    paper_size(paper)
    zones = draw.visible_zones(mission)
    notes = inferred_notes(mission, zones)
    plan = _plan(mission, paper, zones, notes, lang, 36.0 + (BANNER_H if banner else 0.0))
    return FitLayout(mission, paper, lang, zones, notes, plan, banner)


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
    renderer = draw.TableRenderer(c, mission, ox, oy, s, draw.FIT_LOOK, layout.notes)
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


def map_fit(mission: ResolvedMission, path: str | os.PathLike[str], paper: str = "a4", lang: str = "en") -> FitResult:
    """The scenario on one page: zones, markers at true relative size, dimensions, legend, objectives."""
    paper_size(paper)
    check_writable(path)
    layout = fit_layout(mission, paper, lang)
    with atomic_output(path) as fh:
        c = _canvas(fh, mission, layout.page, "table map")
        result = draw_fit(c, layout)
        c.showPage()
        c.save()
    return result


def _side_names(c: Canvas, ox: float, oy: float, tw: float, th: float) -> None:
    _, bold = fonts.register()
    c.setFont(bold, 8)
    c.setFillColor(draw.PLAYER["A"])
    c.drawCentredString(ox + tw / 2, oy - ANN_BOTTOM + 4, "Side A")
    c.setFillColor(draw.PLAYER["B"])
    c.drawCentredString(ox + tw / 2, oy + th + 4, "Side B")


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
                 f"{length(mission.season, step)} · scale 1:{unit_pt / s:.1f} (not for measuring: print the tiled map for true size)"
                 f" · markers at true relative size")


# -- the tiled map ------------------------------------------------------------------------------------

FORM = "its-table"


def map_tiled(mission: ResolvedMission, path: str | os.PathLike[str], paper: str = "a4", overlap_in: float = 0.5,
              lang: str = "en", *, reuse_form: bool = True) -> TileGrid:
    """The table at true size across tiles, after an assembly overview with the calibration square.

    The table is drawn once into a PDF form that every tile shows through its window;
    ``reuse_form=False`` redraws it on every tile instead (the benchmark's baseline).
    """
    grid = tile_grid(mission, paper, overlap_in)
    check_writable(path)
    zones = draw.visible_zones(mission)
    notes = inferred_notes(mission, zones)
    unit_pt = mission.unit_mm * MM
    with atomic_output(path) as fh:
        c = _canvas(fh, mission, grid.page, "true-size tiles")
        pad = 40.0
        if reuse_form:
            c.beginForm(FORM, -pad, -pad, grid.table[0] + pad, grid.table[1] + pad)
            draw.TableRenderer(c, mission, 0, 0, unit_pt, draw.TILE_LOOK, notes).draw()
            c.endForm()
        _overview(c, mission, grid, zones, notes, lang)
        c.showPage()
        total = grid.cols * grid.rows
        for row in range(grid.rows):
            for col in range(grid.cols):
                table = None if reuse_form else (lambda: draw.TableRenderer(c, mission, 0, 0, unit_pt, draw.TILE_LOOK,
                                                                            notes).draw())
                _tile(c, mission, grid, col, row, row * grid.cols + col + 1, total, table)
                c.showPage()
        c.save()
    return grid


def _tile(c: Canvas, mission: ResolvedMission, grid: TileGrid, col: int, row: int, index: int, total: int,
          table=None) -> None:
    regular, bold = fonts.register()
    pw, ph = grid.page
    cw, ch = grid.content
    tx, ty = grid.tile_origin(col, row)
    # page point of grid point (gx, gy): (MARGIN + gx - tx, MARGIN + gy - ty)
    dx, dy = MARGIN - tx, MARGIN - ty
    c.saveState()
    p = c.beginPath()
    p.rect(MARGIN, MARGIN, cw, ch)
    c.clipPath(p, stroke=0, fill=0)
    c.saveState()
    c.translate(dx + grid.offset[0], dy + grid.offset[1])
    if table is None:
        c.doForm(FORM)
    else:
        table()
    c.restoreState()
    _targets(c, grid, dx, dy)
    _edge_numbers(c, mission, grid, dx, dy)
    c.restoreState()
    # frame of the printed window, cut lines on the sides that overlap a neighbour, crop marks
    c.setStrokeColor(Color(0.55, 0.55, 0.55))
    c.setLineWidth(0.3)
    c.rect(MARGIN, MARGIN, cw, ch, stroke=1, fill=0)
    o = grid.overlap
    if o > 0:
        c.saveState()
        c.setStrokeColor(Color(0.2, 0.2, 0.2))
        c.setLineWidth(0.5)
        c.setDash([4, 3])
        if col > 0:
            c.line(MARGIN + o, MARGIN, MARGIN + o, MARGIN + ch)
        if row > 0:
            c.line(MARGIN, MARGIN + ch - o, MARGIN + cw, MARGIN + ch - o)
        c.restoreState()
    _crop_marks(c, MARGIN, MARGIN, cw, ch)
    # labels in the margins
    name = tile_name(col, row)
    c.setFillColor(draw.BLACK)
    c.setFont(bold, 13)
    c.drawString(MARGIN, ph - MARGIN + 9, name)
    c.setFont(regular, 6.5)
    c.setFillColor(draw.INK)
    c.drawString(MARGIN + stringWidth(name, bold, 13) + 8, ph - MARGIN + 12,
                 f"{mission.scenario.name.get()} · {mission.points} pts · tile {index} of {total} · "
                 f"column {tile_name(col, 0)[:-1]} of {tile_name(grid.cols - 1, 0)[:-1]}, row {row + 1} of {grid.rows}"
                 f" · true size: print at 100 %")
    if o > 0 and (col > 0 or row > 0):
        c.drawString(MARGIN + stringWidth(name, bold, 13) + 8, ph - MARGIN + 4,
                     f"✂ trim along the dashed line{'s' if col > 0 and row > 0 else ''} "
                     f"({o / PT_PER_IN:g} in overlap) and lay this tile on its neighbour")
    _neighbours(c, grid, col, row)


def _neighbours(c: Canvas, grid: TileGrid, col: int, row: int) -> None:
    regular, _ = fonts.register()
    pw, ph = grid.page
    cw, ch = grid.content
    c.setFont(regular, 7)
    c.setFillColor(Color(0.35, 0.35, 0.35))
    if row + 1 < grid.rows:
        c.drawCentredString(MARGIN + cw / 2, MARGIN - 12, f"▼ {tile_name(col, row + 1)}")
    if row > 0:
        c.drawRightString(MARGIN + cw, ph - MARGIN + 9, f"▲ {tile_name(col, row - 1)}")
    for side, other in (("left", col - 1), ("right", col + 1)):
        if 0 <= other < grid.cols:
            x = MARGIN / 2 if side == "left" else MARGIN + cw + MARGIN / 2
            c.drawCentredString(x, MARGIN + ch / 2 - 2.5, f"{'◀' if side == 'left' else '▶'} {tile_name(other, row)}")


def _crop_marks(c: Canvas, x: float, y: float, w: float, h: float, length_: float = 14, gap: float = 3) -> None:
    c.setStrokeColor(draw.BLACK)
    c.setLineWidth(0.4)
    for cx, sx in ((x, -1), (x + w, 1)):
        for cy, sy in ((y, -1), (y + h, 1)):
            c.line(cx + sx * gap, cy, cx + sx * (gap + length_), cy)
            c.line(cx, cy + sy * gap, cx, cy + sy * (gap + length_))


def _targets(c: Canvas, grid: TileGrid, dx: float, dy: float) -> None:
    """Alignment targets in the middle of every overlap band: each shows on both tiles it joins."""
    o = grid.overlap
    if o <= 0:
        return
    cw, ch = grid.content
    r = min(o / 2 - 1.5, 9.0)
    if r <= 1:
        return
    points = []
    for k in range(grid.cols - 1):
        x = (k + 1) * (cw - o) + o / 2
        for row in range(grid.rows):
            _, y0 = grid.tile_origin(0, row)
            points += [(x, y0 + ch * 0.3), (x, y0 + ch * 0.7)]
    for k in range(grid.rows - 1):
        _, y_top_of_lower = grid.tile_origin(0, k + 1)
        y = y_top_of_lower + ch - o / 2
        for col in range(grid.cols):
            x0, _ = grid.tile_origin(col, 0)
            points += [(x0 + cw * 0.3, y), (x0 + cw * 0.7, y)]
    c.setStrokeColor(draw.BLACK)
    c.setLineWidth(0.35)
    for gx, gy in points:
        x, y = gx + dx, gy + dy
        if not (MARGIN - r < x < MARGIN + cw + r and MARGIN - r < y < MARGIN + ch + r):
            continue  # on another tile
        c.circle(x, y, r, stroke=1, fill=0)
        c.line(x - r - 2, y, x + r + 2, y)
        c.line(x, y - r - 2, x, y + r + 2)


def _edge_numbers(c: Canvas, mission: ResolvedMission, grid: TileGrid, dx: float, dy: float) -> None:
    """The table coordinate of each numbered grid line, along the tile's bottom and left edges."""
    regular, _ = fonts.register()
    unit_pt = mission.unit_mm * MM
    step = draw.ruler_step(mission)
    f = mission.unit_mm / (25.4 if mission.season.unit == "in" else 10.0)
    cw, ch = grid.content
    ox, oy = grid.offset[0] + dx, grid.offset[1] + dy
    size = 7
    c.setFont(regular, size)
    for i in range(0, int(mission.width) + 1, step):
        x = ox + i * unit_pt
        if MARGIN + 6 < x < MARGIN + cw - 6:
            _label(c, x + 2, MARGIN + 3, f"{draw.number(i * f)} {mission.season.unit}", size, regular)
    for j in range(0, int(mission.depth) + 1, step):
        y = oy + j * unit_pt
        if MARGIN + 6 < y < MARGIN + ch - 6:
            _label(c, MARGIN + 3, y + 2, f"{draw.number(j * f)} {mission.season.unit}", size, regular)


def _label(c: Canvas, x: float, y: float, text: str, size: float, font: str) -> None:
    w = stringWidth(text, font, size)
    c.setFillColor(draw.WHITE)
    c.rect(x - 1, y - 1.5, w + 2, size + 1.5, stroke=0, fill=1)
    c.setFillColor(Color(0.35, 0.35, 0.35))
    c.drawString(x, y, text)


def _overview(c: Canvas, mission: ResolvedMission, grid: TileGrid, zones, notes, lang: str) -> None:
    regular, bold = fonts.register()
    pw, ph = grid.page
    w = pw - 2 * MARGIN
    top = ph - MARGIN
    header = _header(c, mission, MARGIN, top, w, " — true size")
    st = _styles(7.5)
    unit = mission.season.unit
    intro = (f"<b>Assembly.</b> {grid.cols * grid.rows} tiles of {grid.cols} columns × {grid.rows} rows follow this page. "
             f"Print at 100 % (“actual size”, not “fit to page”), then check the 1 in square and the 10 cm bar below "
             f"with a ruler. One table unit ({unit}) is {mission.unit_mm:g} mm. Tiles overlap by "
             f"{grid.overlap / PT_PER_IN:g} in: trim each tile along its dashed line (left and top edges) and lay it on "
             f"its neighbour's frame line; the ⊕ targets and the map lines must coincide. Columns run A, B, C… from "
             f"left to right as Side A sees the table, rows 1, 2, 3… from Side B's edge (top) to Side A's edge.")
    flows: list[Flowable] = [Paragraph(intro, st["body"])]
    legend = _legend(mission, zones, st, w, columns=2)
    foot = _footnotes(notes, st)
    intro_h = _height(flows, w)
    legend_h = _height(legend + foot, w)
    calib_h = 100.0
    _frame(c, flows, MARGIN, top - header, w, intro_h)
    # the diagram: the table with the tile windows over it
    avail_top = top - header - intro_h - 18
    avail_bottom = MARGIN + calib_h + legend_h + 10
    cw, ch = grid.content
    covered = (grid.cols * cw - (grid.cols - 1) * grid.overlap, grid.rows * ch - (grid.rows - 1) * grid.overlap)
    k = min(w / covered[0], (avail_top - avail_bottom) / covered[1])
    gx = MARGIN + (w - covered[0] * k) / 2
    gy = avail_bottom + (avail_top - avail_bottom - covered[1] * k) / 2
    unit_pt = mission.unit_mm * MM
    draw.TableRenderer(c, mission, gx + grid.offset[0] * k, gy + grid.offset[1] * k, unit_pt * k, draw.FIT_LOOK,
                       notes).draw(annotate=False)
    c.setLineWidth(0.7)
    for row in range(grid.rows):
        for col in range(grid.cols):
            tx, ty = grid.tile_origin(col, row)
            x, y = gx + tx * k, gy + ty * k
            c.setStrokeColor(Color(0.1, 0.1, 0.1))
            c.setFillColor(Color(0, 0, 0))
            c.rect(x, y, cw * k, ch * k, stroke=1, fill=0)
            size = max(6.0, min(14.0, ch * k / 5))
            c.setFont(bold, size)
            c.saveState()
            c.setFillColor(draw.WHITE)
            c.setFillAlpha(0.75)
            tw = stringWidth(tile_name(col, row), bold, size)
            c.rect(x + cw * k / 2 - tw / 2 - 2, y + ch * k / 2 - size * 0.45, tw + 4, size * 1.25, stroke=0, fill=1)
            c.restoreState()
            c.drawCentredString(x + cw * k / 2, y + ch * k / 2 - size * 0.2, tile_name(col, row))
    c.setFont(bold, 7)
    c.setFillColor(draw.PLAYER["A"])
    c.drawCentredString(gx + (grid.offset[0] + grid.table[0] / 2) * k, gy - 9, "Side A")
    c.setFillColor(draw.PLAYER["B"])
    c.drawCentredString(gx + (grid.offset[0] + grid.table[0] / 2) * k, gy + covered[1] * k + 3, "Side B")
    _frame(c, legend + foot, MARGIN, MARGIN + calib_h + legend_h, w, legend_h)
    _calibration(c, MARGIN, MARGIN + 8)


CAL_SQUARE = 72.0            # 1 in
CAL_BAR = 100 * MM           # 10 cm = 283.46 pt


def _calibration(c: Canvas, x: float, y: float) -> None:
    """A 1 in × 1 in square and a 10 cm bar in centimetres: measure them before printing the tiles."""
    regular, bold = fonts.register()
    c.setStrokeColor(draw.BLACK)
    c.setLineWidth(0.5)
    c.setFillColor(draw.BLACK)
    c.rect(x, y + 12, CAL_SQUARE, CAL_SQUARE, stroke=1, fill=0)
    c.setFont(bold, 7.5)
    c.drawCentredString(x + CAL_SQUARE / 2, y + 12 + CAL_SQUARE / 2 + 2, "1 in × 1 in")
    c.setFont(regular, 6.5)
    c.drawCentredString(x + CAL_SQUARE / 2, y + 12 + CAL_SQUARE / 2 - 8, "(25.4 mm)")
    c.drawString(x, y + 2, "Calibration: measure before cutting.")
    bx, by = x + CAL_SQUARE + 30, y + 40
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
    c.drawString(bx, by + 10, "10 cm")
    c.setFont(regular, 6.5)
    c.drawString(bx + 30, by + 10, "(if this bar or the square is off, turn off page scaling and print again)")
