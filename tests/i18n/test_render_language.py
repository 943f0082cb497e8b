"""The render command, the table's zone codes and the overlay's map speak the chosen language."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from its_desktop.domain import i18n


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang, words", [
    ("fr", ["Légende", "Objectifs", "Round 1, tour", "300 pts · ITS Saison 16", "Zone de Déploiement, Camp A"]),
    ("es", ["Leyenda", "Objetivos", "Ronda 1, turno", "300 pts · ITS Temporada 16", "Zona de Despliegue, Bando A"]),
])
def test_render_key_and_legend_in_each_language(tmp_path, lang, words):
    out = tmp_path / "table.svg"
    run = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang, "render", "s16/supremacy", "--points",
                          "300", "--size", "1600x900", "-o", str(out)], capture_output=True, text=True, timeout=180,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    texts = " ".join(re.findall(r">([^<>]+)<", out.read_text(encoding="utf-8")))
    texts = " ".join(texts.split())
    assert [w for w in words if w not in texts] == [], texts[:500]
    assert [w for w in ("Legend", "Objectives", "Round 1, turn", "Deployment zone") if w in texts] == []


@pytest.mark.parametrize("lang, codes, short", [
    ("en", ["DZ A", "DZ B", "Q1", "Q2", "Q3", "Q4"], "Antenna DZ B right"),
    ("fr", ["ZD A", "ZD B", "Q1", "Q2", "Q3", "Q4"], "Antenne ZD B droite"),
    ("es", ["ZD A", "ZD B", "C1", "C2", "C3", "C4"], "Antena ZD B derecha"),
])
def test_zone_codes_in_each_language(lang, codes, short):
    from its_desktop.domain.mission import catalog
    from its_desktop.presentation.labels import zone_codes

    i18n.set_language(lang)
    mission = catalog.mission("s16/supremacy", 300)
    assert list(zone_codes(mission.zones).values()) == codes
    label = {"en": "Antenna, Deployment Zone B right", "fr": "Antenne, Zone de Déploiement B droite",
             "es": "Antena, Zona de Despliegue B derecha"}[lang]
    markers = catalog.mission("s16/panic-room", 300).markers
    assert {m.label: m.short for m in markers}[label] == short


def test_overlay_map_codes_follow_the_language():
    from its_desktop.domain.mission import catalog
    from its_desktop.web.mapsvg import _zone_label
    from its_desktop.web.public import PublicState

    def labels() -> list[str]:
        view = PublicState(None, None).table_view(catalog.mission("s16/frostbyte", 300), None)  # type: ignore[arg-type]
        return [_zone_label(z) for z in view["zones"]]

    i18n.set_language("es")
    assert labels() == ["ZD A", "ZD B", "ZE", "ZM A", "ZM B"]
    i18n.set_language("en")
    assert labels() == ["DZ A", "DZ B", "EZ", "Dead A", "Dead B"]
