"""The placement sheet an organizer lays a table out with: every piece numbered on the map and listed with its
distances from the two nearest table edges (computed here from the pieces, in the unit asked for), its size and
turn; A4 and Letter at their physical size; the numbers readable in greyscale; ``print placement`` on the command
line, one line and exit 2 for a bad file; the window's print dialog and the table pack carry it too."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest
from PIL import Image

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.pieces import Piece, edge_distances
from its_desktop.presentation.units import fmt_length
from its_desktop.printing.placement import placement_sheet, placements, size_text, turn_text

from .conftest import PAPER, same_size
from .test_pack import page_sizes

PIECES = [
    Piece("house", "building", "rect", 12, 30, 6, 4, angle=30, roof=True),
    Piece("wall-1", "wall", "rect", 40, 10, 8, 1),
    Piece("silo", "tower", "circle", 33, 38, 4),
    Piece("ell", "wall", "l_shape", 2, 3, 6, 4, 1, mirrored=True, angle=15),  # overhangs the left edge
    Piece("rocks", "rubble", "polygon", 20, 14, points=((0, 0), (3, 0.5), (1.5, 2.5)), height="low"),
    Piece("crates", "crates", "rect", 44.5, 45, 3, 2, height="partial", partial_height=1.5),
]


def pdftotext(path) -> str:
    exe = shutil.which("pdftotext")
    assert exe is not None, "pdftotext (poppler-utils) is needed"
    return subprocess.run([exe, "-layout", str(path), "-"], capture_output=True, text=True, check=True,
                          timeout=60).stdout


def expected_rows(mission, unit: str) -> dict[str, list[str]]:
    """Per piece, the words its row must show, from the pieces' own numbers."""
    out = {}
    for p in PIECES:
        left, right, bottom, top = edge_distances(p, mission.width, mission.depth)
        side = f"{fmt_length(max(min(left, right), 0), mission.unit_mm, unit)} " + ("left" if left <= right else "right")
        end = (f"{fmt_length(max(min(bottom, top), 0), mission.unit_mm, unit)} from "
               + ("A's edge" if bottom <= top else "B's edge"))
        out[p.id] = [side, end, size_text(p, mission.unit_mm, unit), turn_text(p)]
    return out


@pytest.mark.parametrize("paper,unit", [("a4", "in"), ("letter", "cm")])
def test_every_piece_is_listed_with_its_distances_size_and_turn(tmp_path, paper, unit):
    mission = catalog.mission("s16/supremacy", 300)
    out = tmp_path / f"sheet-{paper}.pdf"
    result = placement_sheet(mission, PIECES, out, paper, unit, name="Town")
    assert result.pages == 1 and result.unit == unit
    assert [same_size(s, PAPER[paper]) for s in page_sizes(out)] == [True]
    assert page_sizes(out)[0][0] < page_sizes(out)[0][1]  # portrait
    text = pdftotext(out)
    assert "Placement sheet: Town" in text
    assert ("distances in inches" if unit == "in" else "distances in centimetres") in text
    numbered = {r.piece.id: r.number for r in placements(PIECES, mission.width, mission.depth)}
    assert sorted(numbered.values()) == list(range(1, len(PIECES) + 1))
    for pid, words in expected_rows(mission, unit).items():
        lines = text.splitlines()
        at = next((i for i, ln in enumerate(lines) if f" {pid} " in f" {ln.strip()} "), None)
        assert at is not None, pid
        assert lines[at].split()[0] == str(numbered[pid]), lines[at]
        row = lines[at]  # a cell's words may wrap onto the lines under the row's number, up to the next row
        for more in lines[at + 1:]:
            if not more.strip() or more.split()[0].isdigit():
                break
            row += " | " + more
        for w in words[:2]:  # the distances: on the row's own line, whole
            assert w in lines[at], (pid, w, lines[at])
        for w in words[2:]:  # size and turn may wrap within their cells: each word in order
            parts, rest = w.split(), row
            for part in parts:
                assert part in rest, (pid, w, row)
                rest = rest[rest.index(part) + len(part):]
    # The overhanging L is flush with the left edge; the partial crates sit nearer the right and B's edges.
    assert "0 in left" in text or "0 cm left" in text
    assert sorted(n for n, *_ in result.discs) == list(range(1, len(PIECES) + 1))


def test_the_numbers_read_in_greyscale(tmp_path):
    mission = catalog.mission("s16/supremacy", 300)
    out = tmp_path / "sheet.pdf"
    result = placement_sheet(mission, PIECES, out, "a4", "in")
    exe = shutil.which("pdftoppm")
    assert exe is not None
    dpi = 150
    stem = tmp_path / "grey"
    subprocess.run([exe, "-gray", "-r", str(dpi), "-f", "1", "-l", "1", "-png", "-singlefile", str(out), str(stem)],
                   check=True, capture_output=True, timeout=60)
    img = Image.open(stem.with_suffix(".png")).convert("L")
    k = dpi / 72
    page_h = page_sizes(out)[0][1]
    for number, x, y, radius in result.discs:
        px, py = x * k, (page_h - y) * k
        # Inside the disc, beside the digits: paper white; its ring and its digits: near black.
        assert img.getpixel((round(px), round(py + 0.6 * radius * k))) > 235, number
        ring = min(img.getpixel((round(px + dx), round(py))) for dx in range(int((radius - 1.5) * k),
                                                                            int((radius + 1.5) * k)))
        digits = min(img.getpixel((round(px + dx), round(py + dy))) for dx in range(-4, 5) for dy in range(-4, 5))
        assert ring < 80 and digits < 80, number


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=300)


def table_file(tmp_path, pieces=PIECES, mission="s16/supremacy"):
    path = tmp_path / "t.itstable"
    path.write_text(json.dumps({"format": "itstable", "version": 2, "mission": mission, "points": 300,
                                "troopers": [], "scenery": [p.to_json() for p in pieces]}))
    return path


def test_print_placement_on_the_command_line_in_french(tmp_path):
    path, out = table_file(tmp_path), tmp_path / "placement.pdf"
    done = run("--lang", "fr", "print", "placement", str(path), "--unit", "cm", "--paper", "letter", "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert "6 éléments" in done.stdout and "1 page" in done.stdout
    assert same_size(page_sizes(out)[0], PAPER["letter"])
    text = pdftotext(out)
    assert "Fiche de placement" in text and "distances en centimètres" in text
    left = edge_distances(PIECES[0], 48, 48)[0]
    cm = f"{left * 2.5:.1f}".rstrip("0").rstrip(".").replace(".", ",")  # a table unit is 2.5 cm (domain.lengths)
    assert f"{cm} cm à gauche" in text


def test_print_placement_refuses_a_bad_table_file_in_one_line(tmp_path):
    bad = table_file(tmp_path)
    raw = json.loads(bad.read_text())
    raw["scenery"][1]["depth"] = -1
    bad.write_text(json.dumps(raw))
    out = tmp_path / "x.pdf"
    done = run("print", "placement", str(bad), "-o", str(out))
    assert done.returncode == 2 and done.stderr.strip().count("\n") == 0
    assert "t.itstable" in done.stderr and "scenery[1].depth" in done.stderr
    empty = tmp_path / "empty" / "t.itstable"
    empty.parent.mkdir()
    table_file(empty.parent, pieces=[])
    done = run("print", "placement", str(empty), "-o", str(out))
    assert done.returncode == 2 and "no scenery" in done.stderr and not out.exists()
