"""The maps as a black-and-white printer sees them: rendered with ``pdftoppm -gray`` and measured.

Side A and Side B must stay apart (deployment tints and the players' own marks at least 40 grey levels
of 255), the dead and exclusion zones must carry a texture the flat deployment tints do not, and
inferred items must still print as inferred (dark enough to see, broken lines).
"""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PIL import Image, ImageStat

from its_desktop.domain.mission import catalog
from its_desktop.printing.map_pdf import map_fit

DPI = 150


@pytest.fixture
def grey(tmp_path):
    exe = shutil.which("pdftoppm")
    if exe is None:
        pytest.fail("pdftoppm (poppler-utils) is needed to render the PDFs")

    def run(pdf, page: int = 1) -> Image.Image:
        stem = tmp_path / f"{pdf.stem}-{page}-grey"
        subprocess.run([exe, "-gray", "-r", str(DPI), "-f", str(page), "-l", str(page), "-png", "-singlefile",
                        str(pdf), str(stem)], check=True, capture_output=True, timeout=60)
        return Image.open(stem.with_suffix(".png")).convert("L")

    return run


def _region(img: Image.Image, result, x0: float, y0: float, x1: float, y1: float) -> Image.Image:
    """The part of the rendered page over table rectangle (x0, y0)-(x1, y1), table units."""
    k = DPI / 72
    ox, oy = result.origin
    s = result.scale
    left, right = (ox + x0 * s) * k, (ox + x1 * s) * k
    top, bottom = img.height - (oy + y1 * s) * k, img.height - (oy + y0 * s) * k
    return img.crop((round(left), round(top), round(right), round(bottom)))


def test_side_a_and_side_b_differ_in_greyscale(tmp_path, grey):
    mission = catalog.mission("s16/frostbyte", 300)  # deployment 12 in deep, heating units at x = 24
    out = tmp_path / "fit.pdf"
    result = map_fit(mission, out)
    img = grey(out)
    a = ImageStat.Stat(_region(img, result, 30, 2, 46, 10))
    b = ImageStat.Stat(_region(img, result, 30, 38, 46, 46))
    assert abs(a.mean[0] - b.mean[0]) >= 40, (a.mean, b.mean)
    assert a.stddev[0] < 6 and b.stddev[0] < 6  # flat tints: only the luminance tells them apart
    # the players' own marks: the side names under and over the table, in the players' colours
    k = DPI / 72
    ox, oy = result.origin
    tw, th = mission.width * result.scale, mission.depth * result.scale

    def ink(x: float, y: float) -> float:
        box = img.crop((round((x - 20) * k), round(img.height - (y + 9) * k), round((x + 20) * k),
                        round(img.height - (y - 1) * k)))
        dark = sorted(box.tobytes())[:40]  # the glyphs' cores, not the paper around them
        return sum(dark) / len(dark)

    side_a, side_b = ink(ox + tw / 2, oy - 26 + 4), ink(ox + tw / 2, oy + th + 4)
    assert abs(side_a - side_b) >= 40, (side_a, side_b)


def test_dead_and_exclusion_zones_have_their_own_texture(tmp_path, grey):
    mission = catalog.mission("s16/frostbyte", 300)
    out = tmp_path / "fit.pdf"
    result = map_fit(mission, out)
    img = grey(out)
    a = ImageStat.Stat(_region(img, result, 30, 2, 46, 10))
    b = ImageStat.Stat(_region(img, result, 30, 38, 46, 46))
    dead = next(z for z in mission.zones if z.kind == "dead" and z.owner in (None, "A"))
    x0, y0, x1, y1 = dead.geometry.bounds
    d = ImageStat.Stat(_region(img, result, 30, y0 + 0.5, 46, y1 - 0.5))
    ez = next(z for z in mission.zones if z.kind == "exclusion")
    x0, y0, x1, y1 = ez.geometry.bounds
    e = ImageStat.Stat(_region(img, result, 30, y0 + 1, 46, 22))
    assert d.stddev[0] > 10 and e.stddev[0] > 10  # dots, hatching: not a flat grey
    for zone in (d, e):
        for flat in (a, b):
            assert abs(zone.mean[0] - flat.mean[0]) >= 12, (zone.mean, flat.mean)
    assert abs(d.mean[0] - e.mean[0]) >= 12, (d.mean, e.mean)


def test_inferred_items_stay_visible_in_grey(tmp_path, grey):
    mission = catalog.mission("s16/frostbyte", 250)  # deployment zones and heating units inferred
    out = tmp_path / "fit.pdf"
    result = map_fit(mission, out)
    img = grey(out)
    hu = next(m for m in mission.markers if m.inferred)
    # the dashed ring around the token: its darkest pixels print well below the 60 % grey of old
    r = 40 / 25.4 / 2 + 0.35
    ring = _region(img, result, hu.x - r, hu.y - r, hu.x + r, hu.y + r)
    assert ring.getextrema()[0] < 150
