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


def test_table_pack_in_french(tmp_path):
    import json

    event = tmp_path / "event.json"
    event.write_text(json.dumps({"season": "s13", "players": [{"id": i, "name": n} for i, n in
                                                              enumerate(["Ana", "Ben", "Carla", "Duarte"], 1)],
                                 "games": [{"round": 1, "table": 1, "a": 1, "b": 2, "op_a": 7, "op_b": 3, "vp_a": 250,
                                            "vp_b": 120},
                                           {"round": 1, "table": 2, "a": 3, "b": 4, "op_a": 5, "op_b": 5, "vp_a": 200,
                                            "vp_b": 200}]}), encoding="utf-8")
    out = tmp_path / "pack.pdf"
    run = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", "fr", "print", "pack", str(event), "--round",
                          "2", "--mission", "s13/frontline", "--points", "300", "-o", str(out)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    text = " ".join(page.extract_text() for page in PdfReader(str(out)).pages)
    for w in ("Appariements de la Ronde 2", "Classement après la Ronde 1", "Ligne de Front", "Points de Victoire",
              "Ronde 2 · table 1"):
        assert w in text, w
