"""The French/Spanish trial's command-line findings of stage 39: typography, plurals, the scenario's and season's
names where ids were, argparse's words, units on one line. Each test reads the command's own output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain.i18n import speaking

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "docs" / "examples" / "game-frostbyte.json"


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_french_puts_a_space_before_the_semicolon_and_the_colon(capsys, tmp_path):
    _code, out, _err = cli(capsys, "--lang", "fr", "score", str(GAME))
    assert "ZM B ; Unité Thermique" in out and "B; " not in out  # the markers as the table names them (s40-contra)
    code, _out, err = cli(capsys, "--lang", "fr", "render", "s16/supremacy", "--points", "300", "--size", "12",
                          "-o", str(tmp_path / "r.png"))
    assert code == 2 and "--size : '12'" in err, err
    code, _out, err = cli(capsys, "--lang", "fr", "render", "s16/supremacy", "--points", "300",
                          "-o", str(tmp_path / "r.gif"))
    assert code == 2 and "r.gif : le fichier" in err, err
    _code, out, _err = cli(capsys, "--lang", "fr", "event", "formats")
    assert "s16/tournament : Tournoi ITS" in out, out
    _code, out, _err = cli(capsys, "--lang", "en", "score", str(GAME))
    assert "Dead B; Heating Unit" in out  # English as it was (the markers as the table names them)


@pytest.mark.parametrize(("lang", "one"), [("fr", "1 imprimée,"), ("es", "1 impresa,")])
def test_one_tile_printed_is_singular(capsys, tmp_path, lang, one):
    code, out, err = cli(capsys, "--lang", lang, "print", "map", "s16/frostbyte", "--points", "300", "--layout", "tiled",
                         "--tiles", "A1", "-o", str(tmp_path / "t.pdf"))
    assert code == 0, err
    assert one in out and " × " in out and " x " not in out, out


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_grid_squares_length_keeps_its_unit_on_its_line(lang):
    from its_desktop.domain.mission import catalog
    from its_desktop.printing.tiles import unit_text

    with speaking(lang):
        text = unit_text(catalog.mission("s16/frostbyte", 300))
    assert "25,4\u00a0mm" in text and " mm" not in text, text


@pytest.mark.parametrize(("lang", "words", "english"), [
    ("fr", ["Vérification de la table : Suprématie (s16/supremacy) à 300 points, 1 élément de décor", "conforme"],
     [" ok", "éléments de décor"]),
    ("es", ["Comprobación de la mesa: Supremacía (s16/supremacy) a 300 puntos, 1 elemento de escenografía", "correcto"],
     [" ok"]),
])
def test_terrain_check_names_the_scenario_and_says_pass_in_words(capsys, tmp_path, lang, words, english):
    table = tmp_path / "t.itstable"
    table.write_text(json.dumps({"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300,
                                 "troopers": [], "scenery": [{"id": "w", "kind": "wall", "shape": "rect", "x": 24,
                                                              "y": 24, "width": 32, "depth": 1}]}), encoding="utf-8")
    code, out, err = cli(capsys, "--lang", lang, "terrain", "check", str(table))
    assert code == 0, err
    for w in words:
        assert w in out, (w, out)
    for w in english:
        assert w not in out, (w, out)


def test_the_spanish_points_abbreviation_is_the_packs(capsys):
    _code, out, _err = cli(capsys, "--lang", "es", "score", str(GAME))
    assert "ptos" not in out and " pts)" in out, out


def test_the_printed_check_page_gives_no_source_path():
    source = (ROOT / "its_desktop" / "printing" / "pack_scenery.py").read_text(encoding="utf-8")
    assert "docs/terrain.md" not in source
