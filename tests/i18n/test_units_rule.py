"""One rule for units across the four seasons, the three languages and every choice: the user's chosen units win,
else the pack's own (S16/S10 inches, S13/S8 cm); a table unit is one inch or 2.5 cm (the packs' convention);
numbers carry the reader's decimal mark. Read from the real output: ``mission``'s stdout, the fit map and the
tiled map through ``pdftotext``, the terrain check, ``render``'s SVG rulers (the window's rulers and tape: tests/gui/test_table_view.py)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from its_desktop.cli import main
from its_desktop.domain import lengths

SEASONS = {"s16/supremacy": "in", "s13/supremacy": "cm", "s10/frostbyte": "in", "s8/antenna-field": "cm"}
SYMBOL = {("in", "en"): "in", ("in", "fr"): "po", ("in", "es"): "pulg.", ("cm", "en"): "cm", ("cm", "fr"): "cm",
          ("cm", "es"): "cm"}
TABLE = {"en": "table", "fr": "table", "es": "mesa"}
# What a 48 x 48 table with 12-unit deployment zones reads in each unit.
SIZE = {"in": ("48 × 48", "12"), "cm": ("120 × 120", "30")}
CHOICES = [None, "in", "cm"]

pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils' pdftotext is needed")



def shown(mission: str, choice: str | None) -> str:
    return choice or SEASONS[mission]


def cli(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("mission", list(SEASONS))
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_mission_says_the_table_in_the_chosen_units_else_the_packs(mission, lang, capsys):
    for choice in CHOICES:
        units = ["--units", choice] if choice else []
        out = cli(capsys, "--lang", lang, *units, "mission", mission, "--points", "300")
        unit = shown(mission, choice)
        size, depth = SIZE[unit]
        head = out.splitlines()[0]
        assert f"{TABLE[lang]} {size} {SYMBOL[unit, lang]}" in head, (choice, head)
        if unit != SEASONS[mission]:  # another unit than the pack's: the pack's own beside it
            own = SEASONS[mission]
            assert f"({SIZE[own][0]} {SYMBOL[own, lang]})" in head, head
        else:
            assert "(" not in head.split(TABLE[lang], 1)[1], head
        zone = next(line for line in out.splitlines() if "(deployment-a)" in line)
        assert f"y 0..{depth}" in zone, zone
        assert "121" not in out and "30.48" not in out and "47.2" not in out  # no real-inch conversion


def test_numbers_carry_the_readers_decimal_mark(capsys):
    # A marker at 4.5 table units: 11.25 cm; the decimal comma in French and Spanish, the point in English.
    assert lengths.length(4.5, "in", "cm", lang="en") == "11.25 cm"
    assert lengths.length(4.5, "in", "cm", lang="fr") == "11,25 cm"
    assert lengths.length(4.5, "cm", "in", lang="es") == "4,5 pulg."
    assert lengths.coordinates(4.5, 12, "in", lang="fr") == "(4,5\u00a0; 12)"  # French typography (test_point_language.py)
    assert lengths.coordinates(4.5, 12, "in", lang="es") == "(4,5; 12)"
    assert lengths.coordinates(4.5, 12, "in", lang="en") == "(4.5, 12)"
    assert lengths.scale(7.73, "fr") == "1:7,7" and lengths.scale(7.0, "en") == "1:7"
    assert lengths.paper_length(0.5 * 25.4, "cm", lang="es") == "1,27 cm"  # paper converts exactly
    out = cli(capsys, "--lang", "fr", "--units", "cm", "mission", "s16/frostbyte", "--points", "300")
    assert re.search(r"\d\.\d", out) is None, out  # not one decimal point in French
    assert "(60\u00a0; 35)" in out or re.search(r"\(\d+(,\d+)?\u00a0; \d+(,\d+)?\)", out), out


@pdftotext
@pytest.mark.parametrize("mission", list(SEASONS))
def test_the_fit_map_follows_the_rule(mission, tmp_path, capsys):
    for choice, lang in zip(CHOICES, ("fr", "es", "en"), strict=True):
        units = ["--units", choice] if choice else []
        pdf = tmp_path / f"{choice}.pdf"
        cli(capsys, "--lang", lang, *units, "print", "map", mission, "--points", "300", "--layout", "fit",
            "-o", str(pdf))
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
        unit = shown(mission, choice)
        size, depth = SIZE[unit]
        sym = SYMBOL[unit, lang]
        assert f"{TABLE[lang]} {size} {sym}" in text, (choice, lang, text[:400])
        assert f"{depth} {sym}" in text
        other = "cm" if unit == "in" else "in"
        assert f"{SIZE[other][0]} {SYMBOL[other, lang]}" not in text
        scale = re.search(r"1:(\S+)", text)
        assert scale and "." not in scale.group(1) if lang != "en" else scale, text  # "1:7,7", never "1:7.7"


@pdftotext
def test_the_tiles_number_their_edges_and_overlap_in_the_chosen_units(tmp_path, capsys):
    pdf = tmp_path / "tiles.pdf"
    cli(capsys, "--lang", "fr", "--units", "cm", "print", "map", "s16/supremacy", "--points", "300",
        "--layout", "tiled", "--tiles", "A1", "-o", str(pdf))
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "10 cm" in text and "20 cm" in text and not re.search(r"\b(6|12|24) po\b", text), text[:2000]
    assert re.search(r"le carré de 2\s+cm", text) and "carré de 1 po" not in text  # the calibration square in the table's units
    assert "1,27 cm" in text  # the 0.5 in overlap, on paper: exact
    cli(capsys, "--lang", "en", "print", "map", "s13/supremacy", "--points", "300", "--layout", "tiled",
        "--tiles", "A1", "-o", str(pdf))
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "10 cm" in text and "1.27 cm" in text, text[:2000]  # S13's own units


def test_the_terrain_check_follows_the_rule(tmp_path, capsys):
    table = tmp_path / "t.itstable"
    table.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s13/supremacy", "points": 300,
                                 "troopers": [], "scenery": [{"id": "wall", "kind": "wall", "shape": "rect",
                                                              "x": 24, "y": 24, "width": 32, "depth": 1}]}))
    own = cli(capsys, "--lang", "es", "terrain", "check", str(table))
    assert "117,4 cm (98 %)" in own and "pulg." not in own  # an open lane, in S13's cm, Spanish marks
    inches = cli(capsys, "--lang", "es", "--units", "in", "terrain", "check", str(table))
    assert "47 pulg. (98 %)" in inches and " cm" not in inches


def scene_texts(mission: str, points: int = 300) -> set[str]:
    """Every label of the table as ``render`` draws it (its scene: the rulers and names are drawn as paths in an
    SVG, so they are read here from the same scene)."""
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog
    from its_desktop.ui.render import table_scene
    from its_desktop.ui.table.label import Label

    ctl, _provisional = table_scene(TableDocument(mission, points), catalog.mission(mission, points), "referee")
    return {item.text() for item in ctl.scene.items() if isinstance(item, Label)}


@pytest.mark.parametrize("mission, choice, marks", [
    ("s13/supremacy", "in", {"0", "6", "42", "48"}),
    ("s16/supremacy", "cm", {"0", "10", "110", "120"}),
    ("s16/supremacy", None, {"0", "6", "42", "48"}),
    ("s8/antenna-field", None, {"0", "10", "110", "120"}),
])
def test_render_numbers_its_rulers_in_the_chosen_units(mission, choice, marks, tmp_path, capsys, qapp):
    svg = tmp_path / "t.svg"
    units = ["--units", choice] if choice else []
    cli(capsys, "--lang", "fr", *units, "render", mission, "--points", "300", "--size", "1280x720", "-o", str(svg))
    key = set(re.findall(r"<text[^>]*>\s*([^<]*?)\s*</text>", svg.read_text("utf-8")))
    size = SIZE[shown(mission, choice)][0]
    assert any(size in t for t in key), sorted(key)  # the key says the unit the rulers count in
    texts = scene_texts(mission)  # the process still has the command's choice of units
    assert marks <= texts, sorted(texts)
    wrong = {"120"} if shown(mission, choice) == "in" else {"48"}
    assert not wrong & texts


def failed(capsys, *args: str) -> str:
    assert main(list(args)) == 2
    return capsys.readouterr().err.strip()


def test_the_tile_overlap_option_reads_and_says_the_chosen_units_else_the_packs(tmp_path, capsys):
    """``print map --overlap``: a bare number is in the chosen units, else the pack's own (S13: cm); a unit typed
    after it wins, converted exactly (paper); the refusals and the line printed say the shown unit."""
    tiled = ["--points", "300", "--layout", "tiled", "-o", str(tmp_path / "t.pdf")]
    # S13's own cm: 9 is 9 cm, and the bound is said in cm (a third of A4's 190 mm, rounded down)
    assert failed(capsys, "print", "map", "s13/supremacy", *tiled, "--overlap", "9") == \
        "its-desktop: --overlap: 9 cm is too large for a4 paper (at most 6.33 cm)"
    assert failed(capsys, "--units", "cm", "print", "map", "s16/supremacy", *tiled, "--overlap", "9") == \
        "its-desktop: --overlap: 9 cm is too large for a4 paper (at most 6.33 cm)"
    assert failed(capsys, "print", "map", "s16/supremacy", *tiled, "--overlap", "3") == \
        "its-desktop: --overlap: 3 in is too large for a4 paper (at most 2.49 in)"
    assert failed(capsys, "print", "map", "s13/supremacy", *tiled, "--overlap", "2ft") == \
        "its-desktop: --overlap: '2ft' is not a length: a number (cm) or a number and its unit (0.5in, 1.27cm, 12mm)"
    # French: the pack's inches are "po", a typed unit is converted to the shown one, the decimal comma both ways
    assert failed(capsys, "--lang", "fr", "print", "map", "s16/supremacy", *tiled, "--overlap", "-1") == \
        "its-desktop: --overlap : -1 po : le recouvrement doit être de 0 ou plus"
    assert failed(capsys, "--lang", "fr", "print", "map", "s13/supremacy", *tiled, "--overlap", "3po") == \
        "its-desktop: --overlap : 7,62 cm, c'est trop pour du papier a4 (au plus 6,33 cm)"
    one = ["--tiles", "A1"]
    assert "overlap 1 cm," in cli(capsys, "print", "map", "s13/supremacy", *tiled, *one, "--overlap", "1")
    assert "overlap 1.27 cm," in cli(capsys, "print", "map", "s13/supremacy", *tiled, *one)  # the default, 0.5 in
    assert "recouvrement 0,5 po," in cli(capsys, "--lang", "fr", "print", "map", "s16/supremacy", *tiled, *one,
                                         "--overlap", "1,27cm")


def test_a_typed_paper_length_is_read_in_the_shown_unit_unless_it_says_its_own():
    read = lengths.read_paper_length
    assert read("0.5", "in") == pytest.approx(12.7) and read("0.5", "cm") == pytest.approx(5)
    assert read("1.27cm", "in") == pytest.approx(12.7) and read(" 12 mm ", "in") == pytest.approx(12)
    assert read("0,5 in", "cm") == pytest.approx(12.7) and read(".5IN", "cm") == pytest.approx(12.7)
    assert read("0,5po", "cm", lang="fr") == pytest.approx(12.7) and read("1 pulg.", "cm", lang="es") == 25.4
    assert read("-1", "in") == -25.4  # a sign is read: the caller says why it is refused
    for bad in ("", "lots", "2ft", "1.2.3", "0.5 in cm", "nan", "inf", "1e3", "9" * 400, "po"):
        with pytest.raises(ValueError):
            read(bad, "in", lang="fr")
