"""`its-desktop print …` as a user runs it: real exit codes, one-line errors, nothing left behind."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pypdf import PdfReader


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=120)


def test_print_map_fit(tmp_path):
    out = tmp_path / "f.pdf"
    res = run("print", "map", "s16/frostbyte", "--points", "300", "--layout", "fit", "-o", str(out))
    assert res.returncode == 0, res.stderr
    assert len(PdfReader(str(out)).pages) == 1
    assert str(out) in res.stdout


def test_print_map_tiled_letter(tmp_path):
    out = tmp_path / "t.pdf"
    res = run("print", "map", "s16/supremacy", "--points", "150", "--layout", "tiled", "--paper", "letter",
              "--overlap", "0.25", "-o", str(out))
    assert res.returncode == 0, res.stderr
    pages = PdfReader(str(out)).pages
    assert len(pages) > 2 and {(float(p.mediabox.width), float(p.mediabox.height)) for p in pages} <= {(612, 792),
                                                                                                       (792, 612)}


def test_print_sheets(tmp_path):
    control = tmp_path / "c.pdf"
    res = run("print", "sheet", "control", "--rounds", "4", "--player", "Łukasz Żółć", "-o", str(control))
    assert res.returncode == 0, res.stderr
    scenario = tmp_path / "s.pdf"
    res = run("print", "sheet", "scenario", "s16/supremacy", "--points", "300", "--player", "A", "--player", "B",
              "-o", str(scenario))
    assert res.returncode == 0, res.stderr
    assert control.stat().st_size > 1000 and scenario.stat().st_size > 1000


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("map", "s16/nope", "--points", "300", "--layout", "fit"), "unknown mission 's16/nope'"),
        (("map", "s16/frostbyte", "--points", "275", "--layout", "fit"), "--points: 275 is not a game size of s16"),
        (("map", "s16/frostbyte", "--points", "300", "--layout", "tiled", "--overlap", "-1"), "--overlap: -1 in"),
        (("map", "s16/frostbyte", "--points", "300", "--layout", "tiled", "--overlap", "lots"), "--overlap: 'lots'"),
        (("map", "s16/frostbyte", "--points", "300", "--layout", "tiled", "--overlap", "9"), "too large"),
        (("sheet", "scenario"), "give the mission ID and --points"),
        (("sheet", "scenario", "s16/frostbyte", "--points", "100"), "--points: 100 is not a game size"),
        (("sheet", "control", "--rounds", "0"), "--rounds: 0"),
        (("sheet", "control", "--season", "s99"), "unknown season 's99'"),
        (("sheet", "control", "--player", "a", "--player", "b"), "one player"),
    ],
)
def test_bad_input_is_one_line_exit_2_and_no_file(tmp_path, args, expected):
    out = tmp_path / "out.pdf"
    res = run("print", *args, "-o", str(out))
    assert res.returncode == 2
    assert expected in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1 and "Traceback" not in res.stderr
    assert list(tmp_path.iterdir()) == []


def test_unwritable_path_is_one_line(tmp_path):
    missing = tmp_path / "no-such-folder" / "map.pdf"
    res = run("print", "map", "s16/frostbyte", "--points", "300", "--layout", "fit", "-o", str(missing))
    assert res.returncode == 2 and "cannot write" in res.stderr and len(res.stderr.strip().splitlines()) == 1
    res = run("print", "sheet", "control", "-o", str(tmp_path))
    assert res.returncode == 2 and "it is a directory" in res.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_failed_print_keeps_the_existing_file(tmp_path):
    out = tmp_path / "map.pdf"
    out.write_bytes(b"previous map")
    res = run("print", "map", "s16/frostbyte", "--points", "300", "--layout", "tiled", "--overlap", "-2",
              "-o", str(out))
    assert res.returncode == 2
    assert out.read_bytes() == b"previous map"
    assert [p.name for p in tmp_path.iterdir()] == ["map.pdf"]


def test_control_sheet_takes_the_season_as_its_argument(tmp_path):
    out = tmp_path / "c.pdf"
    res = run("print", "sheet", "control", "s13", "-o", str(out))
    assert res.returncode == 0, res.stderr
    assert "ITS Season 13 · 3 rounds" in PdfReader(str(out)).pages[0].extract_text()


def test_print_tiled_a3_some_tiles_and_margin(tmp_path):
    out = tmp_path / "t.pdf"
    res = run("print", "map", "s16/supremacy", "--points", "300", "--layout", "tiled", "--paper", "a3",
              "--tiles", "A1,E4", "--margin", "8", "-o", str(out))
    assert res.returncode == 0, res.stderr
    assert "5 × 4 tiles, 2 printed" in res.stdout
    assert len(PdfReader(str(out)).pages) == 3
    for args, expected in ((("--tiles", "Q9"), "--tiles: no tile Q9"), (("--margin", "2"), "--margin: 2 mm")):
        res = run("print", "map", "s16/supremacy", "--points", "300", "--layout", "tiled", *args, "-o",
                  str(tmp_path / "x.pdf"))
        assert res.returncode == 2 and expected in res.stderr and "Traceback" not in res.stderr
