"""The pseudo-locale over the commands that print, draw and check: ``print`` (map fit and tiled, control and
scenario sheets), ``render``, ``mission``, ``missions diff``, ``terrain check`` and ``event check``, their
output, their errors and their PDFs (through ``pdftotext``) and SVG text. A word that comes out unwrapped
never went through the catalog: the test names it. (The round pack's run is in test_pack_language.py.)

The commands run in this process (``cli.main``), as a subprocess each would be slow; an English control run
proves the check reads the output."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain.mission import catalog

from .test_pseudo_locale import unwrapped

ROOT = Path(__file__).resolve().parents[2]
EVENT = ROOT / "docs" / "event-file.example.json"
WALL = {"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}
HOUSE = {"id": "house", "kind": "building", "shape": "rect", "x": 12, "y": 30, "width": 6, "depth": 4, "roof": True}
DATA = {"ITS Table Assistant", "wall", "house", "Wall"}  # the app's name; the pieces' ids and layout name (typed)

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils' pdftotext is needed")



def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def pdf_text(path: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, timeout=60,
                          check=True).stdout


def svg_text(path: Path) -> str:
    """The words an SVG shows (its <text> elements' content), entities undone."""
    import html

    return "\n".join(html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", path.read_text("utf-8")))


def table_file(tmp_path: Path, mission: str = "s16/supremacy") -> Path:
    path = tmp_path / "Wall.itstable"
    path.write_text(json.dumps({"format": "itstable", "version": 2, "mission": mission, "points": 300,
                                "troopers": [], "scenery": [WALL, HOUSE]}))
    return path


# ``mission`` names each zone by its id after its names (data, as the ids with a hyphen are)
ZONE_IDS = {f"({z.id})" for sid in ("s16/frostbyte", "s13/acquisition") for z in catalog.mission(sid, 300).zones}


def leftovers(text: str, *extra: str) -> dict[str, list[str]]:
    """Per line, the unwrapped words left (the lines with none left out)."""
    data = DATA | set(extra)
    found = {line.strip(): unwrapped(line, data) for line in text.splitlines()}
    return {line: words for line, words in found.items() if words}


OUTPUTS = {
    "mission": lambda tmp: ["mission", "s16/frostbyte", "--points", "300"],
    "mission s13 in inches": lambda tmp: ["--units", "in", "mission", "s13/acquisition", "--points", "300"],
    "missions diff": lambda tmp: ["missions", "diff", "s16/frostbyte", "s10/frostbyte", "--points", "300"],
    "terrain check": lambda tmp: ["terrain", "check", str(table_file(tmp))],
    "print map fit": lambda tmp: ["print", "map", "s16/supremacy", "--points", "300", "--layout", "fit",
                                  "-o", str(tmp / "out.pdf")],
    "print map tiled": lambda tmp: ["--units", "cm", "print", "map", "s8/antenna-field", "--points", "300",
                                    "--layout", "tiled", "-o", str(tmp / "out.pdf")],
    "print sheet scenario": lambda tmp: ["print", "sheet", "scenario", "s13/supremacy", "--points", "300",
                                         "--player", "Ana", "--player", "Ben", "-o", str(tmp / "out.pdf")],
    "print sheet control": lambda tmp: ["print", "sheet", "control", "s10", "--player", "Ana",
                                        "-o", str(tmp / "out.pdf")],
}


@pytest.mark.parametrize("name", list(OUTPUTS))
def test_the_commands_print_nothing_unwrapped(name, tmp_path, capsys):
    args = OUTPUTS[name](tmp_path)
    code, out, err = cli(capsys, "--lang", "pseudo", *args)
    assert code == 0 and err == "", err
    assert leftovers(out, str(tmp_path), "Ana", "Ben", *ZONE_IDS) == {}, out
    pdf = tmp_path / "out.pdf"
    if pdf.exists():
        assert leftovers(pdf_text(pdf), "Ana", "Ben") == {}


def test_the_check_finds_english_in_these_outputs(tmp_path, capsys):
    # the same commands in English leave words: the runs above cannot pass by reading nothing
    for name in ("mission", "terrain check", "print map fit"):
        code, out, _err = cli(capsys, "--lang", "en", *OUTPUTS[name](tmp_path))
        assert code == 0
        text = out + (pdf_text(tmp_path / "out.pdf") if name.startswith("print") else "")
        assert leftovers(text, str(tmp_path)), name


def test_render_draws_nothing_unwrapped(tmp_path, capsys, qapp):
    svg = tmp_path / "table.svg"
    code, out, err = cli(capsys, "--lang", "pseudo", "render", "s16/supremacy", "--points", "300",
                         "--size", "1600x900", "-o", str(svg))
    assert code == 0 and err == "", err
    words = svg_text(svg)
    assert len(words) > 200  # the key and the legend (the table's own labels are paths: read from its scene)
    assert leftovers(words) == {}, words
    from .test_units_rule import scene_texts

    try:
        labels = "\n".join(scene_texts("s16/supremacy"))  # the language the command installed: pseudo
        assert "Q1" in labels or "[" in labels
        assert leftovers(labels) == {}, labels
    finally:
        from its_desktop.ui import i18n as ui_i18n

        ui_i18n.install("en")
    code, _out, _err = cli(capsys, "--lang", "en", "render", "s16/supremacy", "--points", "300",
                           "--size", "1600x900", "-o", str(svg))
    assert leftovers(svg_text(svg)), "the English control run leaves words"


def test_event_check_prints_nothing_unwrapped(sqlite_url, tmp_path, capsys):
    assert cli(capsys, "--db", sqlite_url, "event", "import", str(EVENT))[0] == 0
    eid = capsys.readouterr().out.strip() or _last_event(sqlite_url)
    assert cli(capsys, "--db", sqlite_url, "event", "layout", eid, str(table_file(tmp_path)), "--tables", "1-2")[0] == 0
    code, out, err = cli(capsys, "--lang", "pseudo", "--db", sqlite_url, "event", "check", eid, "--round", "1",
                         "--workers", "1")
    assert code == 0 and err == "", err
    assert "[" in out and leftovers(out) == {}, out
    code, out, err = cli(capsys, "--lang", "pseudo", "--db", sqlite_url, "event", "check", eid, "--round", "9")
    assert code == 2 and leftovers(err) == {}, err


def _last_event(url: str) -> str:
    from its_desktop.persistence.events import Events

    with Events.open(url) as ev:
        return str(max(e.id for e in ev.list_events()))


ERRORS = {
    "mission unknown": lambda tmp: ["mission", "s16/nowhere", "--points", "300"],
    "mission size": lambda tmp: ["mission", "s16/frostbyte", "--points", "301"],
    "missions diff unknown": lambda tmp: ["missions", "diff", "s16/frostbyte", "s16/nowhere"],
    "terrain check missing": lambda tmp: ["terrain", "check", str(tmp / "nowhere.itstable")],
    "print map overlap": lambda tmp: ["print", "map", "s16/supremacy", "--points", "300", "--layout", "tiled",
                                      "--overlap", "-1", "-o", str(tmp / "out.pdf")],
    "print map tiles": lambda tmp: ["print", "map", "s16/supremacy", "--points", "300", "--layout", "tiled",
                                    "--tiles", "Z9", "-o", str(tmp / "out.pdf")],
    "print map folder": lambda tmp: ["print", "map", "s16/supremacy", "--points", "300", "--layout", "fit",
                                     "-o", str(tmp)],
    "print sheet players": lambda tmp: ["print", "sheet", "scenario", "s16/frostbyte", "--points", "300",
                                        "--player", "A", "--player", "B", "--player", "C", "-o", str(tmp / "o.pdf")],
    "render size": lambda tmp: ["render", "s16/supremacy", "--points", "300", "--size", "big", "-o",
                                str(tmp / "t.png")],
    "render suffix": lambda tmp: ["render", "s16/supremacy", "--points", "300", "-o", str(tmp / "t.gif")],
}


@pytest.mark.parametrize("name", list(ERRORS))
def test_the_commands_errors_print_nothing_unwrapped(name, tmp_path, capsys):
    code, out, err = cli(capsys, "--lang", "pseudo", *ERRORS[name](tmp_path))
    assert code == 2 and out == "", out
    assert err.startswith("its-desktop: ") and "Traceback" not in err and err.count("\n") == 1, err
    assert leftovers(err, str(tmp_path)) == {}, err


def _bad_format_files(tmp: Path) -> dict[str, list[str]]:
    """A season, a scenario, an event file and a game export each with wrong fields of several kinds (an unknown key,
    a wrong kind, a bound, a pattern, a missing field, a union): the command that reads each."""
    season = (ROOT / "maps" / "s16" / "season.toml").read_text(encoding="utf-8")
    (tmp / "season.toml").write_text("colour = 3\n" + season.replace('unit = "in"', 'unit = "yd"', 1)
                                     .replace("rounds = 3", "rounds = 99", 1), encoding="utf-8")
    scenario = (ROOT / "maps" / "s16" / "frostbyte.toml").read_text(encoding="utf-8")
    (tmp / "frostbyte.toml").write_text(scenario.replace('id = "s16/frostbyte"', 'id = "S16/Frostbyte"', 1)
                                        .replace('depth = "standard"', "depth = 5", 1), encoding="utf-8")
    event = json.loads(EVENT.read_text(encoding="utf-8"))
    event["rounds"][0]["points"] = "many"
    (tmp / "event.json").write_text(json.dumps(event), encoding="utf-8")
    game = json.loads((ROOT / "docs" / "examples" / "game-frostbyte.json").read_text(encoding="utf-8"))
    game["game"]["points"] = -3
    game["entries"][0]["sealed"] = "perhaps"
    (tmp / "game.json").write_text(json.dumps(game), encoding="utf-8")
    return {"missions validate": ["missions", "validate", str(tmp / "season.toml"), str(tmp / "frostbyte.toml")],
            "score": ["score", str(tmp / "game.json")]}


@pytest.mark.parametrize("name", ["missions validate", "score"])
def test_the_file_formats_errors_print_nothing_unwrapped(name, tmp_path, capsys):
    """pydantic's errors, as every reader of a file format words them (domain/format_errors.py): wrapped whole."""
    args = _bad_format_files(tmp_path)[name]
    code, _out, err = cli(capsys, "--lang", "pseudo", *args)
    assert code == 2 and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) >= (4 if name == "missions validate" else 1), err
    assert all(line.startswith(f"its-desktop: {tmp_path}") for line in lines), err
    fields = {line.split("[: ]")[1] for line in lines}  # the keys the file writes (data), between the colons
    values = {"'yd'", "'S16/Frostbyte'", "'perhaps'"}
    assert leftovers(err, str(tmp_path), *fields, *values) == {}, err
    code, _out, english = cli(capsys, "--lang", "en", *args)
    assert code == 2 and leftovers(english, str(tmp_path), *fields, *values), "the English control run leaves words"


def test_the_event_files_errors_print_nothing_unwrapped(sqlite_url, tmp_path, capsys):
    _bad_format_files(tmp_path)
    code, _out, err = cli(capsys, "--lang", "pseudo", "--db", sqlite_url, "event", "import", str(tmp_path / "event.json"))
    assert code == 2 and err.count("\n") == 1 and "rounds[0].points" in err, err
    assert leftovers(err, str(tmp_path), "rounds") == {}, err  # the field path is the file's keys (data)
