"""The French/Spanish trial's command-line and PDF findings of stage 40, each read from the command's own output or
its PDF's text (pdfplumber)."""

from __future__ import annotations

import re

import pdfplumber
import pytest

from its_desktop.cli import main


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(("lang", "name"), [("fr", "Champ d'Antennes"), ("es", "Campo de Antenas")])
def test_a_map_pages_header_names_no_data_id(capsys, tmp_path, lang, name):
    """The header's corner read "ITS Table Assistant · s8/antenna-field": the English slug beside the pack's name."""
    for layout in ("fit", "tiled"):
        pdf = tmp_path / f"{layout}.pdf"
        code, _out, err = cli(capsys, "--lang", lang, "print", "map", "s8/antenna-field", "--points", "300",
                              "--layout", layout, *(["--tiles", "A1"] if layout == "tiled" else []), "-o", str(pdf))
        assert code == 0, err
        with pdfplumber.open(pdf) as doc:
            text = doc.pages[0].extract_text()
        assert name in text and "ITS Table Assistant" in text, text[:300]
        assert not re.search(r"s\d+/[a-z-]+", text), text[:300]
