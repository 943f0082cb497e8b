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


# The fixed words of the maps in English: none may be left in a French or Spanish map.
ENGLISH_MAP_WORDS = ["Legend", "Side A", "Side B", "Central line", "central line", "Markers", "Marker", "Size",
                     "From side edge", "Objectives", "Inferred readings", "Our own summary", " deep", "scale 1:",
                     "Deployment Zone", "Exclusion Zone", "Room (", "Calibration", "Assembly",
                     "true size", "cut off this strip", "tile 1 of", "grid ·", "Table size"]


@pytest.mark.parametrize("lang, mission_id, words", [
    ("fr", "s13/supremacy", ["Légende", "Camp A", "Camp B", "Ligne centrale", "Marqueurs", "Objectifs (au plus", "Lectures déduites",
            "de profondeur", "échelle 1:", "Zone de Déploiement A", "Quadrant (contour en tirets)", "Étalonnage", "Assemblage.",
            "taille réelle", "découper cette bande", "tuile 1 sur 2", "Bord du Camp", "Suprématie"]),
    ("es", "s8/comms-center", ["Leyenda", "Bando A", "Bando B", "Línea central", "Marcadores", "Objetivos (como máximo",
            "Lecturas deducidas", "de profundidad", "escala 1:", "Zona de Despliegue A", "Zona de Exclusión",
            "Calibración", "Montaje.", "tamaño real", "recorta esta franja", "hoja 1 de 2", "Borde del Bando",
            "Antena 9", "Comms Center"]),  # the Spanish pack keeps the English name
])
def test_map_pdfs_speak_the_language_with_no_english_label_left(tmp_path, lang, mission_id, words):
    import pdfplumber

    from its_desktop.domain import i18n
    from its_desktop.domain.mission import catalog
    from its_desktop.printing import map_pdf, tiles

    # The notes on inferred positions are in maps/ in each language too: every word on the map is checked.
    i18n.set_language(lang)
    try:
        mission = catalog.mission(mission_id, 300)
        map_pdf.map_fit(mission, tmp_path / "fit.pdf", lang=lang)
        tiles.map_tiled(mission, tmp_path / "tiles.pdf", lang=lang, tiles="A1,A2")
    finally:
        i18n.set_language("en")
    text = ""
    for name in ("fit.pdf", "tiles.pdf"):
        with pdfplumber.open(tmp_path / name) as pdf:
            text += "\n".join(page.extract_text() or "" for page in pdf.pages)
    flat = " ".join(text.split())
    assert [w for w in words if w not in flat] == [], flat[:600]
    assert [w for w in ENGLISH_MAP_WORDS if w in flat] == [], flat[:600]
