"""A printed score sheet speaks the chosen language, with the pack's scenario name and terms."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pypdf import PdfReader


@pytest.mark.parametrize("lang, mission, words", [
    ("fr", "s13/frontline", ["Ligne de Front", "Points de Victoire", "Objectif Classifié 1", "PO"]),
    ("es", "s8/the-armory", ["La Armería", "Puntos de Victoria", "Firma del jugador A"]),
    ("en", "s16/frontline", ["Frontline", "Victory Points", "Player A signature"]),
])
def test_scenario_sheet_in_each_language(tmp_path, lang, mission, words):
    out = tmp_path / "sheet.pdf"
    run = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang, "print", "sheet", "scenario", mission,
                          "--points", "300", "-o", str(out)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    text = " ".join(page.extract_text() for page in PdfReader(str(out)).pages)
    for w in words:
        assert w in text, (w, text[:400])
    if lang != "en":
        assert "Victory Points" not in text and "signature" not in text.split("Signature")[0]
