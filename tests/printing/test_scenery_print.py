"""The table's scenery on the printed maps: drawn where the pieces are on the one-page map and at true size
on the tiles (lay the tile on the table and the piece goes where it is printed), named by id."""

from __future__ import annotations

import subprocess

import pytest
from PIL import Image

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.pieces import Piece, edge_distances
from its_desktop.printing.map_pdf import map_fit
from its_desktop.printing.paper import MM
from its_desktop.printing.tiles import map_tiled

PIECES = [Piece("house", "building", "rect", 30, 24, 6, 4, roof=True),
          Piece("crates", "crates", "rect", 18, 30, 3, 3, height="partial", partial_height=1.0)]


def test_the_fit_map_draws_each_piece_where_it_is_and_names_it(tmp_path, render):
    mission = catalog.mission("s16/supremacy", 300)
    with_pieces, bare = tmp_path / "with.pdf", tmp_path / "bare.pdf"
    result = map_fit(mission, with_pieces, scenery=PIECES)
    map_fit(mission, bare)
    ox, oy = result.origin

    def at(pdf, x, y):
        img = Image.open(render(pdf, dpi=72)).convert("L")
        return img.getpixel((round(ox + x * result.scale), round(img.height - (oy + y * result.scale))))

    # Inside the house, off its label: solid grey on the map with scenery, the light table without.
    assert at(with_pieces, 28, 23) < 120 and at(bare, 28, 23) > 200
    text = subprocess.run(["pdftotext", str(with_pieces), "-"], capture_output=True, text=True, check=True).stdout
    assert "house" in text and "crates" in text
    # The placement list: the house (6 x 4 in about (30, 24)) is 15 in from the right edge, 22 in from A's.
    assert "15 in right" in text and "22 in from A's edge" in text
    assert "house" not in subprocess.run(["pdftotext", str(bare), "-"], capture_output=True, text=True).stdout


def test_the_tiles_draw_the_pieces_at_true_size(tmp_path, render):
    mission = catalog.mission("s16/supremacy", 300)
    pdf = tmp_path / "tiles.pdf"
    block = Piece("b", "building", "rect", 30, 24, 2, 2)  # 2 x 2 in, its id small in the middle
    grid = map_tiled(mission, pdf, scenery=[block])
    # The tile holding the block whole, rendered at 72 dpi: one point per pixel, 72 per inch.
    cx, cy = grid.offset[0] + 30 * 25.4 * MM, grid.offset[1] + 24 * 25.4 * MM
    cw, ch = grid.content
    page = None
    for row in range(grid.rows):
        for col in range(grid.cols):
            tx, ty = grid.tile_origin(col, row)
            if tx + 1.5 * 72 < cx < tx + cw - 1.5 * 72 and ty + 1.5 * 72 < cy < ty + ch - 1.5 * 72:
                page = 2 + row * grid.cols + col
                break
        if page is not None:
            break
    assert page is not None
    img = Image.open(render(pdf, page, dpi=72)).convert("L")
    margin = 10 * MM
    px, py = margin + cx - tx, img.height - (margin + cy - ty)
    # Dark 0.8 in out from the centre, the table 1.3 in out: the piece's edges are 1 in out, true size.
    for dx, dy in ((-0.8, 0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, -0.8)):
        assert img.getpixel((round(px + dx * 72), round(py + dy * 72))) < 120, (dx, dy)
    for dx, dy in ((-1.3, 0.45), (1.3, -0.45), (0.45, 1.3), (-0.45, -1.3)):  # off the zone and grid lines
        assert img.getpixel((round(px + dx * 72), round(py + dy * 72))) > 200, (dx, dy)


def test_edge_distances_measure_to_the_outermost_point_whatever_the_angle():
    assert edge_distances(PIECES[0], 48, 48) == (27, 15, 22, 22)
    turned = edge_distances(PIECES[0].rotated(90), 48, 48)
    assert turned == pytest.approx((28, 16, 21, 21))
