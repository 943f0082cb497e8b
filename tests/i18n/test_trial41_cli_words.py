"""Issue 29's known leftovers after stage 40, for the command line, the PDFs and the error lines: each read from the
command's own output, its PDF's text or metadata, in French and Spanish."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.printing.placement import placement_sheet

DATA_ID = re.compile(r"s\d+/[a-z-]+")
NAMES = {"fr": ("Suprématie", "ITS Saison 16"), "es": ("Supremacía", "ITS Temporada 16")}


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def metadata(path) -> dict[str, str]:
    meta = PdfReader(str(path)).metadata or {}
    return {k: str(v) for k, v in meta.items()}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_pdf_metadata_in_the_readers_words(capsys, tmp_path, lang):
    """The subject read "s16/supremacy at 300 points" (an id and English) on maps, tiles, score and placement sheets;
    the scenario sheet's title "… — scenario sheet". Now subject, title and keywords name the season and scenario as
    the pack does, in the page's language."""
    name, season = NAMES[lang]
    files = {}
    for layout in ("fit", "tiled"):
        files[layout] = tmp_path / f"{layout}.pdf"
        code, _o, err = cli(capsys, "--lang", lang, "print", "map", "s16/supremacy", "--points", "300", "--layout",
                            layout, *(["--tiles", "A1"] if layout == "tiled" else []), "-o", str(files[layout]))
        assert code == 0, err
    files["sheet"] = tmp_path / "sheet.pdf"
    code, _o, err = cli(capsys, "--lang", lang, "print", "sheet", "scenario", "s16/supremacy", "--points", "300",
                        "-o", str(files["sheet"]))
    assert code == 0, err
    files["placement"] = tmp_path / "placement.pdf"
    with i18n.speaking(lang):
        placement_sheet(catalog.mission("s16/supremacy", 300), [Piece("shed", "building", "rect", 24, 24, 6, 6)],
                        files["placement"])
    for kind, path in files.items():
        meta = metadata(path)
        for key in ("/Subject", "/Title", "/Keywords"):
            value = meta.get(key, "")
            assert name in value or (key == "/Title" and kind == "placement"), (kind, key, meta)
            assert not DATA_ID.search(value), (kind, key, value)
            assert not re.search(r"\b(at|Season|scenario sheet)\b", value), (kind, key, value)
        assert season in meta["/Subject"] and season in meta["/Keywords"], (kind, meta)
