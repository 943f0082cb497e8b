"""The table pack carries each table's layout and its findings: the layout drawn on the table's map, a table
check page after it (both sides, both height classes, the balance) with failing rows marked in a way a
greyscale printer keeps; pages at their physical A4 size; a table without a layout prints as before; a bad
layout in the event file is one line naming the file and field."""

from __future__ import annotations

import copy

import pytest
from PIL import Image

from its_desktop.printing.output import PrintError
from its_desktop.printing.pack import table_pack

from .conftest import A4, same_size
from .test_pack import EVENT, SECRETS, page_sizes, pages_text

WALL = {"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}
HOUSE = {"id": "house", "kind": "building", "shape": "rect", "x": 12, "y": 30, "width": 6, "depth": 4, "roof": True}


def laid_event() -> dict:
    ev = copy.deepcopy(EVENT)
    ev.update(format="its-desktop-event", format_version=2, name="Pack Open",
              layouts=[{"name": "Wall", "width": 48, "depth": 48, "scenery": [WALL]},
                       {"name": "Town", "width": 48, "depth": 48, "scenery": [WALL, HOUSE]}],
              tables=[{"number": 1, "layout": "Wall"}, {"number": 2, "layout": "Town"},
                      {"number": 3, "layout": "Wall"}, {"number": 4}])
    return ev


@pytest.fixture(scope="module")
def pack(tmp_path_factory):
    out = tmp_path_factory.mktemp("pack") / "laid.pdf"
    result = table_pack(laid_event(), None, 1, out, "s16/supremacy", 300, check_workers=1)
    return out, result, pages_text(out)


def test_each_laid_table_has_its_map_with_the_pieces_then_its_check(pack):
    out, result, text = pack
    kinds = result.page_kinds
    assert [t.layout for t in result.tables] == ["Wall", "Town", "Wall", None]
    for n in (1, 2, 3):
        assert kinds[kinds.index(f"map {n}") + 1] == f"check {n}"
    assert "check 4" not in kinds and kinds[kinds.index("map 4") + 1] == "sheet 4 A"
    maps = {n: text[kinds.index(f"map {n}")] for n in (1, 2, 3, 4)}
    assert "Table 1 · Wall" in maps[1] and "wall" in maps[1] and "house" not in maps[1]
    assert "house" in maps[2] and "Town" in maps[2]
    assert "Scenery" not in maps[4] and "house" not in maps[4]
    check1 = text[kinds.index("check 1")]
    assert "Table 1 · Wall: table check" in check1 and "Supremacy at 300 points · round 1 · 1 piece of scenery" in check1
    for words in ("Sniper: table seen", "Open lane (bottom edge)", "47 in (98%)", "FAIL", "Large pieces",
                  "TAG (Silhouette 7)", "✗", "Side A", "Side B", "Threshold"):
        assert words in check1, words
    assert not any(s in page for page in text for s in SECRETS)


def test_every_page_has_its_physical_size(pack):
    out, result, _text = pack
    sizes = page_sizes(out)
    assert len(sizes) == result.pages
    for kind, size in zip(result.page_kinds, sizes, strict=True):
        assert same_size(size, A4), (kind, size)
        if kind.startswith("check"):
            assert size[0] < size[1], kind  # portrait, as the score sheets


def test_failing_rows_keep_their_band_in_greyscale(pack, tmp_path):
    import shutil
    import subprocess

    out, result, _text = pack
    exe = shutil.which("pdftoppm")
    assert exe is not None, "pdftoppm (poppler-utils) is needed"
    page = result.page_kinds.index("check 1") + 1
    stem = tmp_path / "check-grey"
    subprocess.run([exe, "-gray", "-r", "60", "-f", str(page), "-l", str(page), "-png", "-singlefile", str(out),
                    str(stem)], check=True, capture_output=True, timeout=60)
    img = Image.open(stem.with_suffix(".png")).convert("L")
    column = [img.getpixel((img.width // 2, y)) for y in range(img.height)]
    band = sum(1 for v in column if 195 <= v <= 220)  # the failing rows' grey band
    white = sum(1 for v in column if v >= 250)
    assert band > 60 and white > 60, (band, white)


def test_a_bad_layout_in_the_event_file_names_the_field(tmp_path):
    ev = laid_event()
    ev["tables"][1]["layout"] = "Nowhere"
    with pytest.raises(PrintError, match=r"tables\[1\]\.layout: no layout named 'Nowhere'"):
        table_pack(ev, None, 1, tmp_path / "bad.pdf", "s16/supremacy", 300)
    assert not (tmp_path / "bad.pdf").exists()


def test_each_laid_table_has_its_placement_sheet_after_its_check(pack):
    from its_desktop.domain.terrain.pieces import Piece, edge_distances
    from its_desktop.presentation.units import fmt_length

    out, result, text = pack
    kinds = result.page_kinds
    for n in (1, 2, 3):
        assert kinds[kinds.index(f"check {n}") + 1] == f"placement {n}"
    assert "placement 4" not in kinds
    sheet = text[kinds.index("placement 2")]
    assert "Table 2 · Town: placement sheet" in sheet and "distances in inches" in sheet
    for raw in (WALL, HOUSE):
        p = Piece(**{k: v for k, v in raw.items()})
        left, right, bottom, top = edge_distances(p, 48, 48)
        side = f"{fmt_length(min(left, right), 25.4, 'in')} " + ("left" if left <= right else "right")
        end = f"{fmt_length(min(bottom, top), 25.4, 'in')} from " + ("A's edge" if bottom <= top else "B's edge")
        assert side in sheet and end in sheet and p.id in sheet, (p.id, side, end)
