"""The tiled map's calibration square is in the table's units (the units rule): a real inch on an inch table, a
2 cm square labelled in cm on a cm table (S13/S8's own, or any pack with centimetres chosen), measured on the
PDF's page as printed, in French and Spanish."""

from __future__ import annotations

import pdfplumber
import pytest

from its_desktop.cli import main

MM = 72 / 25.4


def _first_page(capsys, tmp_path, *args: str) -> tuple[list[float], str]:
    pdf = tmp_path / "tiles.pdf"
    assert main([*args, "--layout", "tiled", "--tiles", "A1", "-o", str(pdf)]) == 0
    capsys.readouterr()
    with pdfplumber.open(pdf) as doc:
        page = doc.pages[0]
        # squares of the calibration's size range (15 to 60 mm), drawn as one rectangle
        squares = [r["width"] for r in page.rects
                   if abs(r["width"] - r["height"]) < 0.01 and 15 * MM < r["width"] < 60 * MM]
        return squares, page.extract_text()


@pytest.mark.parametrize(("args", "label", "sentence"), [
    (["--lang", "fr", "--units", "cm", "print", "map", "s16/supremacy"], "2 cm × 2 cm", "le carré de 2\u00a0cm"),
    (["--lang", "es", "print", "map", "s13/supremacy"], "2 cm × 2 cm", "el cuadrado de 2\u00a0cm"),
    (["--lang", "fr", "print", "map", "s8/frontline"], "2 cm × 2 cm", "le carré de 2\u00a0cm"),
])
def test_a_cm_table_gets_a_2_cm_square(capsys, tmp_path, args, label, sentence):
    squares, text = _first_page(capsys, tmp_path, *args, "--points", "300")
    assert len(squares) == 1 and abs(squares[0] - 20 * MM) < 0.01, squares  # 20 mm on paper, exactly
    assert label in text and "(20 mm)" in text, text
    assert sentence in text.replace("\n", " ") or sentence.replace("\u00a0", " ") in text.replace("\n", " "), text
    assert "1 po × 1 po" not in text and "1 pulg. × 1 pulg." not in text and "(25,4 mm)" not in text, text


@pytest.mark.parametrize(("lang", "label"), [("fr", "1 po × 1 po"), ("es", "1 pulg. × 1 pulg.")])
def test_an_inch_table_keeps_its_inch_square(capsys, tmp_path, lang, label):
    squares, text = _first_page(capsys, tmp_path, "--lang", lang, "print", "map", "s16/supremacy", "--points", "300")
    assert len(squares) == 1 and abs(squares[0] - 72) < 0.01, squares
    assert label in text and "(25,4 mm)" in text, text
