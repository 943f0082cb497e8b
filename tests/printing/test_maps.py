"""Table maps read back from the PDF: page sizes and counts, true size measured, text, atomic writes."""

from __future__ import annotations

import dataclasses
import math

import pdfplumber
import pytest
from pypdf import PdfReader

from its_desktop.domain.mission import catalog
from its_desktop.presentation import palette
from its_desktop.printing import draw
from its_desktop.printing.map_pdf import map_fit
from its_desktop.printing.tiles import map_tiled, tile_grid, tile_name
from its_desktop.printing.output import PrintError
from its_desktop.domain.mission.frozen import replace

from .conftest import PAPER, same_size

MM = 72 / 25.4


def pages(path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(str(path)).pages]


def expected_tiles(table_pt: tuple[float, float], paper: tuple[float, float], overlap_pt: float) -> int:
    """Independent of the code: the fewest tiles of either orientation, windows = paper minus 10 mm margins."""
    best = None
    for pw, ph in (paper, paper[::-1]):
        cw, ch = pw - 2 * 10 * MM, ph - 2 * 10 * MM
        cols = math.ceil((table_pt[0] - overlap_pt) / (cw - overlap_pt))
        rows = math.ceil((table_pt[1] - overlap_pt) / (ch - overlap_pt))
        best = cols * rows if best is None else min(best, cols * rows)
    return best


def cm_season(mission):
    """The mission as a centimetre season would print it (S13/S8: 2.5 cm gaming inch = 25.0 mm)."""
    season = replace(mission.season, unit="cm", unit_mm=25.0)
    return dataclasses.replace(mission, season=season)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("points", [150, 300])
@pytest.mark.parametrize("mission_id", ["s16/frostbyte", "s16/supremacy", "s16/panic-room"])
def test_fit_is_one_page_of_the_chosen_paper(tmp_path, mission_id, points, paper):
    out = tmp_path / "fit.pdf"
    result = map_fit(catalog.mission(mission_id, points), out, paper)
    sizes = pages(out)
    assert len(sizes) == 1
    assert same_size(sizes[0], PAPER[paper])
    w, h = sizes[0]
    assert (w < h) == (result.orientation == "portrait")


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("points", [150, 300])
def test_tiled_page_count_and_sizes(tmp_path, points, paper):
    mission = catalog.mission("s16/frostbyte", points)
    out = tmp_path / "tiled.pdf"
    grid = map_tiled(mission, out, paper, overlap_in=0.5)
    sizes = pages(out)
    table = (mission.width * 72, mission.depth * 72)  # inches → points
    assert len(sizes) == expected_tiles(table, PAPER[paper], 36) + 1  # + the assembly overview
    assert len(sizes) == grid.pages
    assert all(same_size(s, PAPER[paper]) for s in sizes)
    assert len({s for s in sizes}) == 1  # every page in the same orientation


def test_tiled_48_by_48_on_a4_with_half_inch_overlap(tmp_path):
    mission = catalog.mission("s16/supremacy", 300)
    assert (mission.width, mission.depth) == (48, 48)
    out = tmp_path / "tiled.pdf"
    map_tiled(mission, out, "a4", 0.5)
    printable_w, printable_h = 595.2756 - 2 * 28.3465, 841.8898 - 2 * 28.3465
    overlap = 0.5 * 72
    cols = math.ceil((48 * 72 - overlap) / (printable_w - overlap))
    rows = math.ceil((48 * 72 - overlap) / (printable_h - overlap))
    assert (cols, rows) == (7, 5)
    assert len(pages(out)) == cols * rows + 1 == 36


def test_more_overlap_never_needs_fewer_tiles():
    mission = catalog.mission("s16/frostbyte", 300)
    counts = [tile_grid(mission, "a4", o).pages for o in (0, 0.25, 0.5, 1, 2)]
    assert counts == sorted(counts)


def _table_rect(page, unit_pt, mission):
    w, h = mission.width * unit_pt, mission.depth * unit_pt
    return [r for r in page.rects if abs(r["width"] - w) < 0.01 and abs(r["height"] - h) < 0.01]


def _grid_spacing(page, mission, unit_pt) -> list[float]:
    xs = sorted({round(ln["x0"], 4) for ln in page.lines
                 if abs(ln["x0"] - ln["x1"]) < 1e-6 and abs(ln["height"] - mission.depth * unit_pt) < 0.01})
    return [b - a for a, b in zip(xs, xs[1:])]


@pytest.mark.parametrize("unit", ["in", "cm"])
def test_a_table_unit_measures_unit_mm_on_the_tiles(tmp_path, unit):
    mission = catalog.mission("s16/frostbyte", 300)
    if unit == "cm":
        mission = cm_season(mission)
    unit_pt = mission.unit_mm / 25.4 * 72  # 72 pt for 25.4 mm; 70.866 pt for the 25.0 mm gaming inch
    out = tmp_path / "tiled.pdf"
    grid = map_tiled(mission, out, "a4")
    with pdfplumber.open(out) as pdf:
        for index in (1, grid.pages // 2, grid.pages - 1):
            page = pdf.pages[index]
            # the table outline, drawn at true size (the window shows part of it)
            assert _table_rect(page, unit_pt, mission), f"no {mission.width} x {mission.depth} unit table on page {index + 1}"
            # the one-unit grid
            steps = _grid_spacing(page, mission, unit_pt)
            assert len(steps) >= mission.width - 2
            assert all(abs(s - unit_pt) < 0.01 for s in steps), steps[:5]
            # a 40 mm marker measures 40 mm
            discs = [c for c in page.curves if abs(c["width"] - 40 * MM) < 0.05 and abs(c["height"] - 40 * MM) < 0.05]
            assert discs


def test_first_page_calibration_square_and_10_cm_bar(tmp_path):
    out = tmp_path / "tiled.pdf"
    map_tiled(catalog.mission("s16/frostbyte", 300), out, "a4")
    with pdfplumber.open(out) as pdf:
        first = pdf.pages[0]
        squares = [r for r in first.rects if abs(r["width"] - 72) < 0.01 and abs(r["height"] - 72) < 0.01]
        bars = [r for r in first.rects if abs(r["width"] - 283.4646) < 0.01]
        cms = [r for r in first.rects if abs(r["width"] - 28.3465) < 0.01 and abs(r["height"] - 6) < 0.01]
        assert len(squares) == 1
        assert len(bars) == 1 and abs(bars[0]["width"] - 100 * MM) < 1e-3
        assert len(cms) == 10
        text = first.extract_text()
        assert "1 in × 1 in" in text and "10 cm" in text and "100 %" in text
        # not on the tiles
        assert not [r for r in pdf.pages[1].rects if abs(r["width"] - 72) < 0.01 and abs(r["height"] - 72) < 0.01]


def test_tile_names(tmp_path):
    assert tile_name(0, 0) == "A1" and tile_name(1, 0) == "B1" and tile_name(0, 1) == "A2"
    assert tile_name(26, 2) == "AA3"


def test_fit_text_title_points_objectives_and_callouts(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "fit.pdf"
    map_fit(mission, out)
    with pdfplumber.open(out) as pdf:
        text = pdf.pages[0].extract_text()
        rotated = "".join(c["text"] for c in pdf.pages[0].chars if not c["upright"])
    assert "Frostbyte" in text and "300 points" in text and "ITS Season 16" in text
    assert "table 48 × 48 in" in text
    for objective in mission.scenario.scoring:
        assert objective.name.en in text
    assert "Dominate the Exclusion Zone — 3 OP" in text
    assert "Classified Objectives — 2 × 1 OP" in text
    assert mission.scenario.notes.en[:40] in text
    # dimension callouts in inches: deployment depth, heating units 24 in from the left edge, 10/20 in from the line
    assert "deployment 12 in deep" in text
    assert rotated.count("12 in deep") == 2  # the depth dimension beside each deployment zone
    for value in ("24 in", "10 in", "20 in", "12 in"):
        assert value in text
    assert "Legend" in text and "Exclusion Zone (cross-hatched)" in text and "Heating Unit, 40 mm" in text


INFERRED_RGB = tuple(round(v / 255, 3) for v in palette.INFERRED)  # the shared palette's "inferred" colour


def test_fit_flags_inferred_positions_with_a_footnote(tmp_path):
    mission = catalog.mission("s16/evacuation", 300)
    civilians = [m for m in mission.markers if m.kind == "civilian"]
    assert civilians and all(m.inferred for m in civilians)
    out = tmp_path / "fit.pdf"
    map_fit(mission, out)
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        text = page.extract_text()
        right = " ".join(page.crop((page.width / 2, page.height / 2, page.width, page.height)).extract_text().split())
        orange = [c for c in page.curves if c.get("stroking_color") and
                  tuple(round(v, 3) for v in c["stroking_color"]) == INFERRED_RGB]
    assert text.count("(?)") >= len(civilians) + 1  # on the map, in the marker list and the footnote
    assert "Inferred readings" in text
    assert " ".join(civilians[0].inferred.split()) in right  # the reason, in full, in the footnote
    assert len(orange) >= len(civilians)  # a dashed orange ring per inferred token


def test_fit_flags_inferred_zones_and_corrected_deployment(tmp_path):
    mission = catalog.mission("s16/frostbyte", 250)  # the pack's deployment typo, corrected and flagged
    assert any(z.inferred for z in mission.zones if z.kind == "deployment")
    out = tmp_path / "fit.pdf"
    map_fit(mission, out)
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        text = page.extract_text().replace("\n", " ")
        legend = next(w for w in page.extract_words() if w["text"] == "Legend")
        column = " ".join(page.crop((legend["x0"] - 2, 0, page.width, page.height)).extract_text().split())
        dashed_orange = [r for r in page.rects + page.curves
                         if r.get("dash") and r["dash"][0] and r.get("stroking_color")
                         and tuple(round(v, 3) for v in r["stroking_color"]) == INFERRED_RGB]
    assert "DZ A (?)" in text and "DZ B (?)" in text  # each zone by its short name, as on the table
    # the footnote gives the reading and why (read from the legend's column: beside the map, its lines share
    # heights with the map's own labels)
    assert "The pack reads '12 in x 48 in'; we read 12 in x 32 in" in column  # ours in the reader's units
    assert text.count("(?)") >= 2 + 4  # both zones, the four heating units (x = 16 at 250 points)
    assert len(dashed_orange) >= 2 + 4  # drawn dashed in orange


def test_centimetre_season_prints_in_cm(tmp_path):
    mission = cm_season(catalog.mission("s16/frostbyte", 300))
    out = tmp_path / "fit.pdf"
    map_fit(mission, out)
    with pdfplumber.open(out) as pdf:
        text = pdf.pages[0].extract_text()
    assert "table 120 × 120 cm" in text
    assert "deployment 30 cm deep" in text and "60 cm left" in text  # 12 and 24 gaming inches


def test_markers_keep_their_true_relative_size_on_the_fit_map(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "fit.pdf"
    result = map_fit(mission, out)
    expected = 40 / 25.4 * result.scale  # a 40 mm token, in points at the map's scale
    with pdfplumber.open(out) as pdf:
        discs = [c for c in pdf.pages[0].curves if abs(c["width"] - expected) < 0.01]
    assert len(discs) >= len(mission.markers)


def test_round_one_hazard_only(tmp_path):
    mission = catalog.mission("s16/panic-room", 300)
    shown = [z.id for z in draw.visible_zones(mission, 1)]
    assert "plague-r1" in shown and "plague-r2" not in shown and "plague-r3" not in shown
    assert not any(z.kind == "half" for z in draw.visible_zones(mission))


@pytest.mark.parametrize(("args", "field"), [
    (("a4", -0.5), "overlap"), (("a4", 6), "overlap"), (("a4", float("nan")), "overlap"),
    (("a2", 0.5), "paper"), (("a4", 0.5, 4), "margin"),
])
def test_bad_overlap_and_paper_are_refused(args, field):
    mission = catalog.mission("s16/frostbyte", 300)
    with pytest.raises(PrintError) as err:
        tile_grid(mission, *args)
    assert err.value.field == field and err.value.command_line().startswith(f"--{field}: ")


def test_a_failure_leaves_no_file_and_keeps_the_old_one(tmp_path, monkeypatch):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "map.pdf"
    out.write_bytes(b"old")

    def boom(self, annotate=True):
        raise RuntimeError("drawing failed")

    monkeypatch.setattr(draw.TableRenderer, "draw", boom)
    with pytest.raises(RuntimeError):
        map_fit(mission, out)
    with pytest.raises(RuntimeError):
        map_tiled(mission, tmp_path / "new.pdf")
    assert out.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.pdf"]


def test_unwritable_path_is_refused_before_drawing(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    with pytest.raises(PrintError, match="does not exist"):
        map_fit(mission, tmp_path / "missing" / "map.pdf")
    with pytest.raises(PrintError, match="directory"):
        map_tiled(mission, tmp_path)
    assert list(tmp_path.iterdir()) == []
