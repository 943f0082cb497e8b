"""The PDFs rendered to PNG with pdftoppm and checked pixel by pixel where the drawing must put colour.

Looking at the pages (see the report of the printing work) found what these checks keep: the
deployment tints on the right sides, markers where the data says, true-size tiles, the sheets'
private boxes tinted.
"""

from __future__ import annotations

from PIL import Image

from its_desktop.domain.mission import catalog
from its_desktop.printing import draw
from its_desktop.printing.map_pdf import map_fit
from its_desktop.printing.tiles import map_tiled
from its_desktop.printing import sheets
from its_desktop.printing.sheets import control_sheet, scenario_sheet


def near(pixel, color, tol=12) -> bool:
    return all(abs(p - c) <= tol for p, c in zip(pixel[:3], color))


def rgb255(c) -> tuple[int, int, int]:
    return round(c.red * 255), round(c.green * 255), round(c.blue * 255)


def test_fit_map_renders_zones_and_markers_where_they_are(tmp_path, render):
    mission = catalog.mission("s16/frostbyte", 300)
    pdf = tmp_path / "fit.pdf"
    result = map_fit(mission, pdf)
    png = render(pdf, dpi=72)
    img = Image.open(png).convert("RGB")
    page_h = img.height
    ox, oy = result.origin
    s = result.scale

    def at(x, y):
        return img.getpixel((round(ox + x * s), round(page_h - (oy + y * s))))

    assert near(at(40, 8), rgb255(draw.TINT["A"]))     # Side A's deployment zone, bottom
    assert near(at(40, 40), rgb255(draw.TINT["B"]))    # Side B's, top
    assert near(at(40, 14), rgb255(draw.zone_look("dead", None).fill), tol=40)  # dead zone grey (and its dots)
    hu = mission.marker("heating-unit-1")
    assert near(at(hu.x, hu.y + 0.5), rgb255(draw.MARKER_FILL["heating_unit"]), tol=20)
    console = mission.marker("console-1")
    assert near(at(console.x - 0.5, console.y + 0.4), rgb255(draw.MARKER_FILL["console"]), tol=20)


def test_tiled_page_renders_at_true_size(tmp_path, render):
    mission = catalog.mission("s16/frostbyte", 300)
    pdf = tmp_path / "tiled.pdf"
    grid = map_tiled(mission, pdf)
    # the central console is at the table centre; find the tile whose window holds it, render at 72 dpi
    cx = grid.offset[0] + mission.width / 2 * 72
    cy = grid.offset[1] + mission.depth / 2 * 72
    cw, ch = grid.content
    for row in range(grid.rows):
        for col in range(grid.cols):
            tx, ty = grid.tile_origin(col, row)
            if tx + 60 < cx < tx + cw - 60 and ty + 60 < cy < ty + ch - 60:
                page = 2 + row * grid.cols + col
                break
        else:
            continue
        break
    img = Image.open(render(pdf, page, dpi=72)).convert("RGB")
    margin = 10 * 72 / 25.4
    px, py = margin + cx - tx, img.height - (margin + cy - ty)
    yellow = rgb255(draw.MARKER_FILL["console"])
    # a 40 mm console: 113.4 px across at 72 dpi — scan its row for the yellow run
    row_pixels = [img.getpixel((x, round(py - 20))) for x in range(img.width)]
    run = [x for x, p in enumerate(row_pixels) if near(p, yellow, 25)]
    assert run and abs((max(run) - min(run) + 1) - 2 * (40 * 72 / 25.4 / 2) * (1 - (20 / 56.7) ** 2) ** 0.5) < 3
    assert abs((max(run) + min(run)) / 2 - px) < 2


def test_sheets_render(tmp_path, render):
    control = tmp_path / "control.pdf"
    control_sheet(control, "s16", 3, "Łukasz Żółć")
    img = Image.open(render(control, dpi=50)).convert("RGB")
    colours = img.getcolors(1 << 16)
    tinted = sum(n for n, c in colours if near(c, (247, 242, 224), 6))  # the private boxes' tint
    assert tinted > 0.03 * img.width * img.height
    scenario = tmp_path / "scenario.pdf"
    scenario_sheet(catalog.mission("s16/supremacy", 300), scenario, ["Łukasz Żółć", "Renée Peña"])
    img = Image.open(render(scenario, dpi=50)).convert("RGB")
    colours = img.getcolors(1 << 16)
    a = sum(n for n, c in colours if near(c, rgb255(sheets.A_TINT), 6))
    b = sum(n for n, c in colours if near(c, rgb255(sheets.B_TINT), 6))
    assert a > 1000 and b > 1000 and abs(a - b) / a < 0.05  # the two players' columns, the same size
