"""The table at true size across tiles that still line up after a volunteer's scissors.

Geometry. Each tile shows a window of the table (the page minus the margins). Neighbouring windows
share ``overlap``: the tile to the right (below) repeats the last ``overlap`` of its left (upper)
neighbour. Every tile except column A is cut along its left cut line, every tile except row 1 along
its top cut line; what is kept (``TileGrid.kept``) is an exact partition of the covered area, and a
cut edge lies on the neighbour's frame line, over the neighbour's margin (the glue strip).

Registration marks sit on the seams, inside what both tiles keep: a half disc on each side of a
seam, a quarter at each corner where four tiles meet, with opposite quarters black. Butted, the
pieces make whole circles. Tile name, neighbours and scenario are printed inside the kept part too,
and nothing on a page is nearer the paper's edge than ``SAFE_EDGE`` (5 mm).
"""

from __future__ import annotations

import re

import dataclasses
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from shapely.geometry import box

from its_desktop.domain import lengths
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.i18n import ngettext
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.units import PT_PER_IN

from . import draw, fonts
from .map_pdf import calibration_square, document_canvas, overview_page
from .output import PrintError, atomic_output, check_writable
from .paper import MM, SAFE_EDGE, paper_size, tile_name
from .text import escape, inferred_notes, length, number, shown_unit

FORM = "its-table"
REG_R = 4 * MM                 # registration mark radius
MARGIN_MM = (5.0, 30.0)        # the margins the option accepts
OVERLAP_IN = 0.5               # the default overlap (the print dialog's too): paper, so 1.27 cm exactly
CUT_DASH = (7.0, 3.0)
LABEL_INK = Color(0.2, 0.2, 0.2)


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
    margin: float = 10 * MM        # points
    selected: tuple[tuple[int, int], ...] | None = None  # (col, row) printed; None: every tile

    @property
    def pages(self) -> int:
        return len(self.printed) + 1

    @property
    def printed(self) -> tuple[tuple[int, int], ...]:
        if self.selected is not None:
            return self.selected
        return tuple((c, r) for r in range(self.rows) for c in range(self.cols))

    @property
    def covered(self) -> tuple[float, float]:
        cw, ch = self.content
        return self.cols * cw - (self.cols - 1) * self.overlap, self.rows * ch - (self.rows - 1) * self.overlap

    def tile_origin(self, col: int, row: int) -> tuple[float, float]:
        """Grid-space bottom-left of a tile's window; columns from the left, rows from the top."""
        cw, ch = self.content
        return col * (cw - self.overlap), self.covered[1] - row * (ch - self.overlap) - ch

    def kept(self, col: int, row: int) -> tuple[float, float, float, float]:
        """Grid-space (x0, y0, x1, y1) of what stays of a tile after cutting: the windows' partition."""
        tx, ty = self.tile_origin(col, row)
        cw, ch = self.content
        return (tx + (self.overlap if col else 0.0), ty, tx + cw, ty + ch - (self.overlap if row else 0.0))

    def kept_on_page(self, col: int, row: int) -> tuple[float, float, float, float]:
        tx, ty = self.tile_origin(col, row)
        x0, y0, x1, y1 = self.kept(col, row)
        m = self.margin
        return x0 - tx + m, y0 - ty + m, x1 - tx + m, y1 - ty + m


def _count(total: float, window: float, overlap: float) -> int:
    return max(1, math.ceil((total - overlap) / (window - overlap) - 1e-9))


def _margin(margin_mm) -> float:
    try:
        value = float(margin_mm)
    except (TypeError, ValueError):
        raise PrintError("margin", tr("{margin} is not a number").format(margin=repr(margin_mm))) from None
    lo, hi = MARGIN_MM
    if not math.isfinite(value) or not lo <= value <= hi:
        raise PrintError("margin", tr("{margin} mm: give {lo} to {hi} mm (printers leave about 5 mm blank)").format(
            margin=margin_mm, lo=f"{lo:g}", hi=f"{hi:g}"))
    return value * MM


def tile_grid(mission: ResolvedMission, paper: str = "a4", overlap_in: float = OVERLAP_IN,
              margin_mm: float = 10.0) -> TileGrid:
    try:
        overlap_in = float(overlap_in)
    except (TypeError, ValueError):
        raise PrintError("overlap", tr("{overlap} is not a number").format(overlap=repr(overlap_in))) from None
    unit = shown_unit(mission.season)  # the units rule: the overlap is paper, converted exactly
    if not math.isfinite(overlap_in) or overlap_in < 0:
        raise PrintError("overlap", tr("{overlap}: the overlap must be 0 or more").format(
            overlap=lengths.paper_length(overlap_in * lengths.MM_PER["in"], unit)))
    m = _margin(margin_mm)
    unit_pt = mission.unit_mm * MM
    tw, th = mission.width * unit_pt, mission.depth * unit_pt
    o = overlap_in * PT_PER_IN
    best: TileGrid | None = None
    for orientation in ("portrait", "landscape"):
        pw, ph = paper_size(paper, orientation == "landscape")
        cw, ch = pw - 2 * m, ph - 2 * m
        if o > min(cw, ch) / 3:
            most = math.floor(min(cw, ch) / 3 / MM / lengths.MM_PER[unit] * 100) / 100  # down: "at most" holds
            raise PrintError("overlap", tr("{overlap} is too large for {paper} paper (at most {most})").format(
                overlap=lengths.paper_length(overlap_in * lengths.MM_PER["in"], unit), paper=paper,
                most=lengths.paper_length(most * lengths.MM_PER[unit], unit)))
        cols, rows = _count(tw, cw, o), _count(th, ch, o)
        covered = (cols * cw - (cols - 1) * o, rows * ch - (rows - 1) * o)
        grid = TileGrid(orientation, (pw, ph), (cw, ch), o, cols, rows, (tw, th),
                        ((covered[0] - tw) / 2, (covered[1] - th) / 2), m)
        if best is None or grid.pages < best.pages:
            best = grid
    assert best is not None
    return best


# -- which tiles -------------------------------------------------------------------------------------

def _kept_in_table(mission: ResolvedMission, grid: TileGrid, col: int, row: int):
    unit_pt = mission.unit_mm * MM
    x0, y0, x1, y1 = grid.kept(col, row)
    ox, oy = grid.offset
    return box((x0 - ox) / unit_pt, (y0 - oy) / unit_pt, (x1 - ox) / unit_pt, (y1 - oy) / unit_pt)


def tile_is_empty(mission: ResolvedMission, grid: TileGrid, col: int, row: int) -> bool:
    """Nothing but plain table in what the tile keeps: no marker, no zone edge, no tinted or hatched zone."""
    window = _kept_in_table(mission, grid, col, row)
    table = box(0, 0, mission.width, mission.depth)
    if not window.intersects(table) or window.intersection(table).area <= 1e-9:
        return True
    for m in mission.markers:
        hx, hy = draw.marker_extent(m, mission.unit_mm)
        if window.intersects(box(m.x - hx, m.y - hy, m.x + hx, m.y + hy)):
            return False
    for z in draw.visible_zones(mission, None):
        look = draw.zone_look(z.kind, z.owner)
        if window.intersects(z.geometry.boundary.difference(table.exterior)):
            return False
        if (look.fill is not None or look.hatch is not None) and window.intersection(z.geometry).area > 1e-9:
            return False
    return True


def select_tiles(mission: ResolvedMission, grid: TileGrid, tiles=None, skip_empty: bool = False) -> TileGrid:
    """The grid with only the tiles asked for (``tiles``: names such as 'A1,B2'), less the empty ones."""
    every = [(c, r) for r in range(grid.rows) for c in range(grid.cols)]
    chosen = every
    if tiles:
        names = [t.strip().upper() for t in (tiles.split(",") if isinstance(tiles, str) else tiles) if t.strip()]
        by_name = {tile_name(c, r): (c, r) for c, r in every}
        unknown = [n for n in names if n not in by_name]
        if unknown:
            last = tile_name(grid.cols - 1, grid.rows - 1)
            raise PrintError("tiles", tr("no tile {tiles} on this map (A1 to {last})").format(
                tiles=", ".join(unknown), last=last))
        wanted = {by_name[n] for n in names}
        chosen = [t for t in every if t in wanted]
    if skip_empty:
        chosen = [(c, r) for c, r in chosen if not tile_is_empty(mission, grid, c, r)]
    if not chosen:
        raise PrintError("skip_empty", tr("every tile asked for is empty; nothing to print"))
    if chosen == every:
        return grid
    return dataclasses.replace(grid, selected=tuple(chosen))


# -- words ------------------------------------------------------------------------------------------

def overlap_text(mission: ResolvedMission, overlap_pt: float) -> str:
    """The overlap (paper: exact) in the shown unit: '0.5 in' or '1.27 cm'."""
    return lengths.paper_length(overlap_pt / MM, shown_unit(mission.season))


def unit_text(mission: ResolvedMission) -> str:
    """What one grid square is: 'One grid square (1 in) is 25.4 mm' / '(2.5 cm) is 25 mm'; a number and its unit
    are kept on one line (a no-break space: "25,4 / mm" split over two lines on the Spanish page)."""
    return re.sub(r"(\d) (?=(mm|cm|in|po|pulg)\b)", "\\1\u00a0", _unit_text(mission))


def _unit_text(mission: ResolvedMission) -> str:
    own = mission.season.unit
    if shown_unit(mission.season) != own:
        # Another unit than the pack's: the square is one of the pack's units on paper (1 in = 25.4 mm), counted
        # as 2.5 cm in the game (the packs' convention); saying "2.5 cm measures 25.4 mm" reads as an error.
        return tr("One grid square (1 {unit} of the table, counted as {length} in the game) measures {mm} mm").format(
            unit=lengths.symbol(own), length=length(mission.season, 1), mm=number(mission.unit_mm))
    return tr("One grid square ({length}) measures {mm} mm").format(length=length(mission.season, 1),
                                                                    mm=number(mission.unit_mm))


def _one_line(length_text: str) -> str:
    """A length's number and unit kept on one line (a no-break space)."""
    return length_text.replace(" ", "\u00a0")


def assembly_text(mission: ResolvedMission, grid: TileGrid, skipped: list[str]) -> str:
    """The overview's instructions, matching the options the tiles were printed with."""
    n = len(grid.printed)
    # Markup (<b>) is added here, never inside a translation; the words are escaped for the Paragraph.
    text = "<b>" + escape(tr("Assembly.")) + "</b> "
    text += escape(ngettext("{n} tile of a {cols} × {rows} grid follows this page.",
                            "{n} tiles of a {cols} × {rows} grid follow this page.", n)
                   .format(n=n, cols=grid.cols, rows=grid.rows)) + " "
    text += escape(tr("Print at 100 % (“actual size”, not “fit to page”), then check the {square} square and the {bar} "
                      "bar below with a ruler.").format(square=_one_line(calibration_square(shown_unit(mission.season))),
                                                         bar=_one_line(lengths.paper_length(100, "cm")))) + " " \
        + escape(unit_text(mission)) + ". "
    if grid.overlap > 0:
        text += escape(tr("Each tile repeats the last {overlap} of its left and upper neighbours in a hatched strip. "
                          "Cut along the bold dashed ✂ lines (left and top; not on column A or row 1), throwing the "
                          "hatched strip away.").format(overlap=overlap_text(mission, grid.overlap))) + " "
    else:
        text += escape(tr("The tiles do not overlap: cut off the hatched margin along the bold dashed ✂ lines (left "
                          "and top; not on column A or row 1).")) + " "
    text += escape(tr("Lay each cut edge on its neighbour's frame line, over the neighbour's margin, and tape it: the "
                      "half and quarter discs on both sides of a seam then make whole circles, and the map lines run "
                      "on. Columns run A, B, C… from left to right as Side A sees the table, rows 1, 2, 3… from Side "
                      "B's edge (top) to Side A's edge. Fine grey dimension lines with end ticks are distances on the "
                      "table, never cuts."))
    if skipped:
        text += " " + escape(tr("Not printed (nothing on them but plain table, or not asked for): {tiles}.")
                             .format(tiles=", ".join(skipped)))
    return text


# -- the document -----------------------------------------------------------------------------------

def map_tiled(mission: ResolvedMission, path: str | os.PathLike[str], paper: str = "a4",
              overlap_in: float = OVERLAP_IN, lang: str = "en", *, margin_mm: float = 10.0, tiles=None,
              skip_empty: bool = False, table_label: str = "", scenery: Sequence[Piece] = ()) -> TileGrid:
    """The table at true size across tiles, after an assembly overview with the calibration square.
    With ``scenery``, the pieces are drawn at true size too: lay each tile on the table and the
    pieces go where they are printed.

    ``tiles`` ('A1,B2' or a list) and ``skip_empty`` print only some tiles; ``table_label`` ('Table 3')
    goes on every tile and in the bookmarks. The table is drawn once into a PDF form that every tile
    shows through its window.
    """
    grid = select_tiles(mission, tile_grid(mission, paper, overlap_in, margin_mm), tiles, skip_empty)
    check_writable(path)
    with atomic_output(path) as fh:
        c = new_canvas(fh, mission, grid.page, tr("true-size tiles"))
        draw_tiles(c, mission, grid, lang, table_label=table_label, scenery=scenery)
        c.save()
    return grid


def new_canvas(fh, mission: ResolvedMission, size: tuple[float, float], kind: str) -> Canvas:
    c = document_canvas(fh, mission, size, kind)
    c.setViewerPreference("PrintScaling", "None")  # true size: the print dialog starts at 100 %
    return c


def draw_tiles(c: Canvas, mission: ResolvedMission, grid: TileGrid, lang: str = "en", *, table_label: str = "",
               form: str = FORM, outline_level: int = 0, scenery: Sequence[Piece] = ()) -> None:
    """The overview and every printed tile onto ``c`` (each ending with showPage), with bookmarks."""

    zones = draw.visible_zones(mission, None)
    notes = inferred_notes(mission, zones)
    unit_pt = mission.unit_mm * MM
    pad = 40.0
    c.beginForm(form, -pad, -pad, grid.table[0] + pad, grid.table[1] + pad)  # type: ignore[arg-type]  # stub: int
    draw.TableRenderer(c, mission, 0, 0, unit_pt, draw.TILE_LOOK, notes, round_=None, scenery=scenery).draw()
    c.endForm()
    _waste_form(c, grid.page, f"{form}-waste")
    key = f"{form}-overview"
    c.bookmarkPage(key)
    prefix = f"{table_label}: " if table_label else ""
    if table_label:
        c.addOutlineEntry(f"{table_label} — {mission.scenario.name.get()}", key, outline_level)
        outline_level += 1
    c.addOutlineEntry(prefix + tr("Assembly overview"), key, outline_level)
    skipped = [tile_name(col, row) for row in range(grid.rows) for col in range(grid.cols)
               if (col, row) not in set(grid.printed)]
    overview_page(c, mission, grid, zones, notes, lang, assembly_text(mission, grid, skipped), table_label)
    c.showPage()
    total = len(grid.printed)
    for index, (col, row) in enumerate(grid.printed, start=1):
        name = tile_name(col, row)
        key = f"{form}-{name}"
        c.bookmarkPage(key)
        c.addOutlineEntry(prefix + tr("Tile {name}").format(name=name), key, outline_level)
        _tile(c, mission, grid, col, row, index, total, form, table_label)
        c.showPage()


def _tile(c: Canvas, mission: ResolvedMission, grid: TileGrid, col: int, row: int, index: int, total: int,
          form: str, table_label: str) -> None:
    pw, ph = grid.page
    cw, ch = grid.content
    m = grid.margin
    tx, ty = grid.tile_origin(col, row)
    # page point of grid point (gx, gy): (m + gx - tx, m + gy - ty)
    dx, dy = m - tx, m - ty
    c.saveState()
    p = c.beginPath()
    p.rect(m, m, cw, ch)
    c.clipPath(p, stroke=0, fill=0)
    c.saveState()
    c.translate(dx + grid.offset[0], dy + grid.offset[1])
    c.doForm(form)
    c.restoreState()
    c.restoreState()
    kept = grid.kept_on_page(col, row)
    _edge_numbers(c, mission, grid, dx, dy, kept)
    _discard(c, grid, col, row, kept, form)
    c.setStrokeColor(Color(0.55, 0.55, 0.55))
    c.setLineWidth(0.3)
    c.rect(m, m, cw, ch, stroke=1, fill=0)
    _cut_lines(c, grid, col, row, kept)
    _registration(c, grid, dx, dy, kept)
    _labels(c, mission, grid, col, row, index, total, kept, table_label)


def _waste_form(c: Canvas, page: tuple[float, float], name: str) -> None:
    pw, ph = page
    c.beginForm(name, 0, 0, pw, ph)
    c.setStrokeColor(Color(0.6, 0.6, 0.6))
    c.setLineWidth(0.4)
    p = c.beginPath()
    t = 0.0
    while t < pw + ph:  # dense back-slashes: unlike any zone's hatching on the map
        p.moveTo(t, 0)
        p.lineTo(t - ph, ph)
        t += 3.5
    c.drawPath(p, stroke=1, fill=0)
    c.endForm()


def _discard(c: Canvas, grid: TileGrid, col: int, row: int, kept, form: str) -> None:
    """Hatch what the scissors take away: left of the left cut line, above the top cut line."""
    pw, ph = grid.page
    kx0, _, _, ky1 = kept
    strips = []
    if col:
        strips.append((SAFE_EDGE, SAFE_EDGE, kx0 - SAFE_EDGE, ph - 2 * SAFE_EDGE))
    if row:
        strips.append((SAFE_EDGE, ky1, pw - 2 * SAFE_EDGE, ph - SAFE_EDGE - ky1))
    if not strips:
        return
    regular, _ = fonts.register()
    c.saveState()
    p = c.beginPath()
    for x, y, w, h in strips:
        p.rect(x, y, w, h)
    c.clipPath(p, stroke=0, fill=0)
    c.doForm(f"{form}-waste")  # one hatch for the whole file, shown through each tile's strips
    c.restoreState()
    c.setFont(regular, 6.5)
    c.setFillColor(Color(0.3, 0.3, 0.3))
    if col and kx0 - SAFE_EDGE >= 9:
        c.saveState()
        c.translate((SAFE_EDGE + kx0) / 2 + 2.3, ph / 2)
        c.rotate(90)
        _halo_text(c, tr("✂ cut off this strip"), 0, 0, regular, 6.5, anchor="c")
        c.restoreState()
    if row and ph - SAFE_EDGE - ky1 >= 9:
        _halo_text(c, tr("✂ cut off this strip"), pw / 2, (ph - SAFE_EDGE + ky1) / 2 - 2.3, regular, 6.5, anchor="c")


def _cut_lines(c: Canvas, grid: TileGrid, col: int, row: int, kept) -> None:
    """Bold black long dashes with scissors, across the whole paper but 5 mm short of its edges."""
    pw, ph = grid.page
    kx0, _, _, ky1 = kept
    regular, _ = fonts.register()
    c.saveState()
    c.setStrokeColor(draw.BLACK)
    c.setLineWidth(0.9)
    c.setDash(list(CUT_DASH))
    if col:
        c.line(kx0, SAFE_EDGE, kx0, ph - SAFE_EDGE)
    if row:
        c.line(SAFE_EDGE, ky1, pw - SAFE_EDGE, ky1)
    c.restoreState()
    c.setFillColor(draw.BLACK)
    c.setFont(regular, 9)
    if col:
        c.drawCentredString(kx0, SAFE_EDGE + 1, "✂")
    if row:
        c.drawString(pw - SAFE_EDGE - 10, ky1 - 3.2, "✂")


def _quadrants(x: float, y: float, kept, r: float) -> list[int]:
    """The quarters (0: +x+y, 1: -x+y, 2: -x-y, 3: +x-y) of a disc at (x, y) that lie inside ``kept``."""
    kx0, ky0, kx1, ky1 = kept
    e = 0.01
    out = []
    for q, (sx, sy) in enumerate(((1, 1), (-1, 1), (-1, -1), (1, -1))):
        qx0, qx1 = sorted((x, x + sx * r))
        qy0, qy1 = sorted((y, y + sy * r))
        if qx0 >= kx0 - e and qx1 <= kx1 + e and qy0 >= ky0 - e and qy1 <= ky1 + e:
            out.append(q)
    return out


def registration_points(grid: TileGrid) -> list[tuple[float, float]]:
    """Grid points of the marks: every seam crossing (and seam end), and two along every seam segment."""
    cw, ch = grid.content
    o = grid.overlap
    covered_w, covered_h = grid.covered
    xs = [k * (cw - o) + o for k in range(1, grid.cols)]
    ys = [covered_h - k * (ch - o) - o for k in range(1, grid.rows)]
    all_x = [0.0, *xs, covered_w]
    all_y = [0.0, *sorted(ys), covered_h]
    points = []
    for x in xs:
        points += [(x, y) for y in all_y]
        for y0, y1 in zip(all_y, all_y[1:]):
            points += [(x, y0 + (y1 - y0) * f) for f in (0.25, 0.75)]
    for y in ys:
        points += [(x, y) for x in all_x if x not in xs]
        for x0, x1 in zip(all_x, all_x[1:]):
            points += [(x0 + (x1 - x0) * f, y) for f in (0.25, 0.75)]
    return points


def _registration(c: Canvas, grid: TileGrid, dx: float, dy: float, kept) -> None:
    r = REG_R
    c.saveState()
    c.setLineWidth(0.5)
    c.setStrokeColor(draw.BLACK)
    for gx, gy in registration_points(grid):
        x, y = gx + dx, gy + dy
        quarters = _quadrants(x, y, kept, r)
        if not quarters:
            continue
        for q in quarters:
            # opposite quarters black, so halves and quarters of one disc only fit one way
            c.setFillColor(draw.BLACK if q in (1, 3) else draw.WHITE)
            c.wedge(x - r, y - r, x + r, y + r, 90 * q, 90, stroke=1, fill=1)
    c.restoreState()


def _halo_text(c: Canvas, text: str, x: float, y: float, font: str, size: float, anchor: str = "l",
               color: Color = LABEL_INK, alpha: float = 0.65) -> tuple[float, float, float, float]:
    """Text on a translucent white plate: legible on the map without hiding it."""
    w = stringWidth(text, font, size)
    left = x if anchor == "l" else (x - w if anchor == "r" else x - w / 2)
    c.saveState()
    c.setFillColor(draw.WHITE)
    c.setFillAlpha(alpha)
    c.rect(left - 1.5, y - size * 0.28, w + 3, size * 1.22, stroke=0, fill=1)
    c.restoreState()
    c.setFillColor(color)
    c.setFont(font, size)
    c.drawString(left, y, text)
    return left - 1.5, y - size * 0.28, left + w + 1.5, y + size * 0.94


def _labels(c: Canvas, mission: ResolvedMission, grid: TileGrid, col: int, row: int, index: int, total: int, kept,
            table_label: str) -> None:
    regular, bold = fonts.register()
    kx0, ky0, kx1, ky1 = kept
    name = tile_name(col, row)
    inset = REG_R + 2.5 * MM
    x, top = kx0 + inset, ky1 - inset
    _halo_text(c, name, x, top - 15, bold, 17)
    who = " · ".join(p for p in (table_label, mission.scenario.name.get(), tr("{points} pts").format(points=mission.points))
                     if p)
    _halo_text(c, who, x, top - 25, regular, 7)
    where = tr("tile {index} of {total}").format(index=index, total=total)
    _halo_text(c, tr("{tile} · {cols} × {rows} grid · print at 100 %").format(tile=where, cols=grid.cols, rows=grid.rows),
               x, top - 33.5,
               regular, 6.5)
    size = 8
    mid_y, mid_x = (ky0 + ky1) / 2, (kx0 + kx1) / 2
    if col > 0:
        _halo_text(c, f"◀ {tile_name(col - 1, row)}", kx0 + 9 * MM, mid_y, bold, size)
    if col + 1 < grid.cols:
        _halo_text(c, f"{tile_name(col + 1, row)} ▶", kx1 - 3 * MM, mid_y, bold, size, anchor="r")
    if row > 0:
        _halo_text(c, f"▲ {tile_name(col, row - 1)}", mid_x, ky1 - 3 * MM - size, bold, size, anchor="c")
    if row + 1 < grid.rows:
        _halo_text(c, f"▼ {tile_name(col, row + 1)}", mid_x, ky0 + 6 * MM, bold, size, anchor="c")
    # a line in the top margin where there is room (cut away on rows 2 and below: everything is inside too)
    pw, ph = grid.page
    if grid.margin >= SAFE_EDGE + 9:
        c.setFont(regular, 6.5)
        c.setFillColor(Color(0.35, 0.35, 0.35))
        c.drawString(grid.margin, ph - SAFE_EDGE - 6.5,
                     f"{name} · {who} · {where} · " + tr("true size: print at 100 %, no page scaling"))


def _edge_numbers(c: Canvas, mission: ResolvedMission, grid: TileGrid, dx: float, dy: float, kept) -> None:
    """The table coordinate of each numbered grid line, along the kept part's bottom and left edges."""
    regular, _ = fonts.register()
    unit_pt = mission.unit_mm * MM
    step = draw.ruler_step(mission)
    kx0, ky0, kx1, ky1 = kept
    ox, oy = grid.offset[0] + dx, grid.offset[1] + dy
    size = 7
    for i in range(0, int(mission.width) + 1, step):
        x = ox + i * unit_pt
        if kx0 + REG_R + 6 < x < kx1 - REG_R - 30:
            _halo_text(c, lengths.length(i, mission.season.unit), x + 2, ky0 + 3, regular, size,
                       color=Color(0.3, 0.3, 0.3), alpha=0.85)
    for j in range(0, int(mission.depth) + 1, step):
        y = oy + j * unit_pt
        if ky0 + REG_R + 6 < y < ky1 - REG_R - 45:
            _halo_text(c, lengths.length(j, mission.season.unit), kx0 + 3, y + 2, regular, size,
                       color=Color(0.3, 0.3, 0.3), alpha=0.85)


__all__ = ["TileGrid", "map_tiled", "tile_grid", "tile_name", "select_tiles", "tile_is_empty", "draw_tiles",
           "registration_points", "REG_R"]
