"""The stream's map names its zones in the page's language (``?lang=``), whatever the server's: the published
state is worded once, in the server's language, and the map page asks for its own."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n

from .test_server import get

NAMES = {"fr": ["ZD A", "Zone de Déploiement A", "Quadrant A gauche", "Table de Suprématie, Round"],
         "es": ["ZD A", "Zona de Despliegue A", "Cuadrante A izquierdo", "Mesa de Supremacía, Ronda"],
         "en": ["DZ A", "Deployment Zone A", "Quadrant A left", "Table of Supremacy, round"]}


@pytest.mark.parametrize("server_lang", ["en", "fr"])
def test_the_stream_maps_names_follow_the_pages_language(overlay, server_lang):
    i18n.set_language(server_lang)
    try:
        for lang, names in NAMES.items():
            status, _headers, body = get(overlay, f"/map.svg?game={overlay.ids['game']}&lang={lang}")
            svg = body.decode("utf-8")
            assert status == 200 and all(n in svg for n in names), (lang, names, svg[:600])
            others = {w for other, ws in NAMES.items() if other != lang for w in ws} - set(names)
            assert not [w for w in others if w in svg], (lang, svg[:600])
    finally:
        i18n.set_language("en")


def test_an_exclusion_zone_of_operations_badge_speaks_the_language_not_an_english_code():
    """Frostbyte's Exclusion Zone is a Zone of Operations: its disc said "EZ" beside its label "ZE"."""
    from its_desktop.web import mapsvg

    zone = {"id": "exclusion-zone", "kind": "exclusion", "name": "Zone d'Exclusion (ZO)", "short": "ZE",
            "owner": None, "is_zo": True, "dominated_by": "A", "points": {"A": 45, "B": 30},
            "parts": [{"polygon": [[0, 16], [48, 16], [48, 32], [0, 32], [0, 16]], "holes": []}]}
    view = {"mission": "s16/frostbyte", "width": 48, "depth": 48, "unit_mm": 25.4, "round": 3, "provisional": False,
            "zones": [zone], "markers": [], "troopers": [], "scenery": []}
    with i18n.speaking("fr"):
        svg = mapsvg.render(view)
    assert ">EZ<" not in svg and ">ZE<" in svg, svg[-1200:]
