"""True-size tiles measured from the PDF: what survives the scissors, where the marks are, how the file prints.

A registration mark is drawn as wedges (quarter discs) whose path starts at the disc's centre; every
wedge on a tile page must lie inside what that tile keeps after cutting and at least 5 mm from the
paper's edge, and the wedges of all tiles around one centre must make a whole disc (four quarters)
or, on the outer edge of the assembly, a half.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict

import pdfplumber
import pytest
from pypdf import PdfReader

from its_desktop.domain.mission import catalog
from its_desktop.printing import draw
from its_desktop.printing.map_pdf import map_fit
from its_desktop.printing.pack import table_pack
from its_desktop.printing.sheets import control_sheet, scenario_sheet
from its_desktop.printing.tiles import REG_R, map_tiled, tile_grid, tile_is_empty, tile_name

from .test_maps import cm_season

MM = 72 / 25.4
EDGE = 5 * MM


def _wedges(page):
    """(centre, quadrant) of every registration wedge on the page, in PDF coordinates (y up)."""
    out = []
    h = page.height
    for c in page.curves:
        w, ht = c["x1"] - c["x0"], c["bottom"] - c["top"]
        if not (abs(w - REG_R) < 0.05 and abs(ht - REG_R) < 0.05):
            continue
        cx, ctop = c["pts"][0]
        cy = h - ctop
        mx, my = (c["x0"] + c["x1"]) / 2, h - (c["top"] + c["bottom"]) / 2
        out.append(((cx, cy), (mx > cx, my > cy), c))
    return out


def _inside(bbox, rect, tol=0.02) -> bool:
    x0, y0, x1, y1 = bbox
    return x0 >= rect[0] - tol and y0 >= rect[1] - tol and x1 <= rect[2] + tol and y1 <= rect[3] + tol


@pytest.mark.parametrize(("paper", "overlap", "margin"), [("a4", 0.5, 10), ("a3", 0.5, 10), ("letter", 0, 10),
                                                          ("legal", 0.25, 6), ("tabloid", 1, 10)])
def test_marks_and_names_survive_cutting_and_make_whole_discs(tmp_path, paper, overlap, margin):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "t.pdf"
    grid = map_tiled(mission, out, paper, overlap, margin_mm=margin)
    pw, ph = grid.page
    safe = (EDGE, EDGE, pw - EDGE, ph - EDGE)
    quarters: dict[tuple[float, float], set] = defaultdict(set)
    with pdfplumber.open(out) as pdf:
        for i, (col, row) in enumerate(grid.printed):
            page = pdf.pages[1 + i]
            kept = grid.kept_on_page(col, row)
            tx, ty = grid.tile_origin(col, row)
            wedges = _wedges(page)
            assert wedges, f"no registration mark on {tile_name(col, row)}"
            for (cx, cy), quadrant, c in wedges:
                bbox = (c["x0"], ph - c["bottom"], c["x1"], ph - c["top"])
                assert _inside(bbox, kept), f"a mark outside what {tile_name(col, row)} keeps: {bbox} vs {kept}"
                assert _inside(bbox, safe)
                gx, gy = cx - grid.margin + tx, cy - grid.margin + ty
                # the same centre seen from two tiles, to the PDF's precision (0.01 pt)
                key = next((k for k in quarters if abs(k[0] - gx) < 0.05 and abs(k[1] - gy) < 0.05), (gx, gy))
                assert quadrant not in quarters[key], "two tiles print the same quarter"
                quarters[key].add(quadrant)
            # the tile's name, in large type, inside the kept part and clear of the paper's edge
            name = tile_name(col, row)
            words = [w for w in page.extract_words() if w["text"] == name and w["bottom"] - w["top"] > 12]
            assert words, f"{name} is not named inside its kept part"
            for w in words:
                box = (w["x0"], ph - w["bottom"], w["x1"], ph - w["top"])
                assert _inside(box, kept) and _inside(box, safe)
    covered_w, covered_h = grid.covered
    whole = [q for (x, y), q in quarters.items() if 0.5 < x < covered_w - 0.5 and 0.5 < y < covered_h - 0.5]
    edge = [q for (x, y), q in quarters.items() if not (0.5 < x < covered_w - 0.5 and 0.5 < y < covered_h - 0.5)]
    seams = (grid.cols - 1) + (grid.rows - 1)
    assert len(whole) >= seams * 2
    assert all(len(q) == 4 for q in whole), "a mark that does not become whole once the tiles are butted"
    assert all(len(q) == 2 for q in edge)


def test_a3_48_by_48_is_20_tiles_and_an_overview(tmp_path):
    mission = catalog.mission("s16/supremacy", 300)
    out = tmp_path / "a3.pdf"
    grid = map_tiled(mission, out, "a3", 0.5)
    assert (grid.cols * grid.rows, grid.pages) == (20, 21)
    assert len(PdfReader(str(out)).pages) == 21


def _outline_titles(reader) -> list[str]:
    titles = []

    def walk(items):
        for it in items:
            if isinstance(it, list):
                walk(it)
            else:
                titles.append(it.title)
    walk(reader.outline)
    return titles


def test_print_scaling_none_bookmarks_and_only_embedded_fonts(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "t.pdf"
    grid = map_tiled(mission, out, "a4", 0.5, table_label="Table 3")
    reader = PdfReader(str(out))
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"
    titles = _outline_titles(reader)
    assert titles[0].startswith("Table 3")
    assert len([t for t in titles if "Tile " in t]) == grid.cols * grid.rows
    assert "Table 3: Assembly overview" in titles
    fit = tmp_path / "fit.pdf"
    map_fit(mission, fit)
    control, scenario, pack = tmp_path / "control.pdf", tmp_path / "scenario.pdf", tmp_path / "pack.pdf"
    control_sheet(control, "s16", 3, "Łukasz Żółć")
    scenario_sheet(mission, scenario, ["Ana", "Bruno"])
    players = [{"id": f"p{i}", "name": f"Player {i}"} for i in range(4)]
    table_pack({"season": "s16", "players": players}, None, 1, pack, "s16/frostbyte", 300, seed=1)
    for path in (out, fit, control, scenario, pack):
        for page in PdfReader(str(path)).pages:
            fonts = page["/Resources"].get("/Font", {})
            for f in fonts.values():
                font = f.get_object()
                assert "DejaVu" in str(font["/BaseFont"]), f"{path.name}: an unembedded {font['/BaseFont']}"


def test_only_the_tiles_asked_for(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "t.pdf"
    grid = map_tiled(mission, out, "a4", 0.5, tiles="b2, C3")
    assert [tile_name(c, r) for c, r in grid.printed] == ["B2", "C3"]
    reader = PdfReader(str(out))
    assert len(reader.pages) == 3
    assert [t for t in _outline_titles(reader) if t.startswith("Tile")] == ["Tile B2", "Tile C3"]
    with pdfplumber.open(out) as pdf:
        text = " ".join(pdf.pages[0].extract_text().split())
    assert "2 tiles of a 7 × 5 grid" in text and "Not printed" in text and "A1" in text


def test_skip_empty_leaves_out_plain_table_only(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    bare = dataclasses.replace(mission, zones=[], markers=[mission.markers[0]])
    grid = tile_grid(bare, "a4", 0.5)
    out = tmp_path / "t.pdf"
    printed = map_tiled(bare, out, "a4", 0.5, skip_empty=True).printed
    m = bare.markers[0]
    r = m.diameter_mm / 25.4 / 2 * 72
    cx, cy = grid.offset[0] + m.x * 72, grid.offset[1] + m.y * 72
    expected = [(c, w) for w in range(grid.rows) for c in range(grid.cols)
                if grid.kept(c, w)[0] < cx + r and cx - r < grid.kept(c, w)[2]
                and grid.kept(c, w)[1] < cy + r and cy - r < grid.kept(c, w)[3]]
    assert list(printed) == expected and 1 <= len(expected) <= 4
    assert all(not tile_is_empty(mission, grid, c, w) for c in range(grid.cols) for w in range(grid.rows))


def test_instructions_follow_the_options_and_the_seasons_unit(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    texts = {}
    for name, m, overlap in (("in", mission, 0.5), ("none", mission, 0), ("cm", cm_season(mission), 0.5)):
        out = tmp_path / f"{name}.pdf"
        map_tiled(m, out, "a4", overlap)
        with pdfplumber.open(out) as pdf:
            texts[name] = " ".join(pdf.pages[0].extract_text().split())
    assert "repeats the last 0.5 in" in texts["in"] and "One grid square (1 in) measures 25.4 mm" in texts["in"]
    assert "do not overlap" in texts["none"] and "repeats the last" not in texts["none"]
    assert "hatched strip" not in texts["none"]
    assert "repeats the last 1.27 cm" in texts["cm"] and "One grid square (2.5 cm) measures 25 mm" in texts["cm"]
    assert "0.5 in" not in texts["cm"] and "unit (cm)" not in texts["cm"]


def test_every_round_of_a_spreading_hazard_is_drawn_and_labelled(tmp_path):
    mission = catalog.mission("s16/panic-room", 300)
    zones = draw.visible_zones(mission)
    steps = [z for z in zones if z.kind == "hazard"]
    assert [z.rounds for z in steps] == [[1], [2], [3]]
    # drawn as the band each round adds: together exactly the round-3 extent, no overlap
    r3 = next(z for z in mission.zones if z.id == "plague-r3").geometry
    assert abs(sum(z.geometry.area for z in steps) - r3.area) < 1e-6
    out = tmp_path / "fit.pdf"
    map_fit(mission, out)
    with pdfplumber.open(out) as pdf:
        text = " ".join(pdf.pages[0].extract_text().split())
    for n in (1, 2, 3):
        assert f"Biotechvore Plague Area, from round {n}" in text
        assert f"Hazard area, from round {n}" in text


def test_cut_lines_differ_from_distance_lines(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "t.pdf"
    grid = map_tiled(mission, out, "a4", 0.5)
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[1 + grid.cols + 1]  # B2: cut on two sides
        dashed = [ln for ln in page.lines if ln.get("dash") and ln["dash"][0]]
        cuts = [ln for ln in dashed if list(ln["dash"][0]) == [7, 3]]
        assert len(cuts) == 2 and all(ln["linewidth"] >= 0.9 for ln in cuts)
        assert "✂" in page.extract_text()
    # distance lines are solid, thin, with end ticks (a dimension), never dashed
    from reportlab.pdfgen.canvas import Canvas

    c = Canvas(str(tmp_path / "x.pdf"))
    r = draw.TableRenderer(c, mission, 0, 0, 10, draw.FIT_LOOK, [])
    r.callout_lines()
    c.showPage()
    c.save()
    with pdfplumber.open(tmp_path / "x.pdf") as pdf:
        lines = pdf.pages[0].lines
    assert lines and not [ln for ln in lines if ln.get("dash") and ln["dash"][0]]
