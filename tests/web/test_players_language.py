"""The players' pages speak the phone's language: every word of the templates has its French and Spanish
entry, the browser's Accept-Language picks it, and the switch keeps it."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from its_desktop.domain.po import parse_po

CALL = re.compile(r"""_\(\s*(?:"([^"]*)"|'([^']*)')""")


def template_messages() -> set[str]:
    folder = resources.files("its_desktop.resources") / "web"
    found = set()
    for item in folder.iterdir():
        if item.name.endswith(".html"):
            found |= {a or b for a, b in CALL.findall(item.read_text(encoding="utf-8"))}
    return found


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_word_of_the_templates_has_its_translation(lang):
    catalog = parse_po((resources.files("its_desktop.resources") / "locale" / f"{lang}.po").read_text(encoding="utf-8"))
    found = template_messages()
    assert len(found) > 40 and "Find my table" in found
    missing = sorted(m for m in found if m not in catalog)
    assert not missing, missing


def test_the_browser_language_and_the_switch(site):
    with site.events() as ev:
        token = ev.event_token(site.event)
    fr = site.phone(lang="fr-FR,fr;q=0.9,en;q=0.5")
    assert '<html lang="fr">' in fr.get(f"/e/{token}")[1] and "Trouver ma table" in fr.html
    es = site.phone(lang="es")
    assert "Encontrar mi mesa" in es.get(f"/e/{token}")[1]
    assert "Find my table" in es.get(f"/e/{token}?lang=en")[1]
    assert "Find my table" in es.get(f"/e/{token}")[1], "the switch is remembered"
    assert site.phone(lang="de-DE").get(f"/e/{token}")[1].count("Find my table") == 1


def test_the_check_page_scores_in_the_phones_language(site):
    """The scorer's lines on the check page are made in the phone's language while the server runs in
    English; a phone in another language at the same time keeps its own."""
    from its_desktop.domain import i18n

    from .test_players_http import full_values

    token = site.token(site.games[0])
    fr, es = site.phone(lang="fr-FR,fr;q=0.9"), site.phone(lang="es")
    assert fr.claim(token, "A") == 200 and es.claim(token, "B") == 200
    seat_b = {k: v for k, v in full_values().items() if not k.startswith("cl.A.")}  # A's card is A's own
    assert fr.check(token, full_values()) == 200 and es.check(token, seat_b) == 200, es.html[:600]
    assert i18n.language() == "en"
    lines = {p: re.findall(r'<td class="op">[^<]*</td><td>([^<]*)</td>', phone.html) for p, phone in
             (("fr", fr), ("es", es))}
    assert lines["fr"] and lines["es"], fr.html[:800]
    french, spanish = " ".join(lines["fr"]), " ".join(lines["es"])
    assert "PO" in french and "Round" in french and "OP" not in french and " round " not in french, french
    assert "PO" in spanish and "Ronda 1" in spanish and "Cuadrantes" in spanish and "OP" not in spanish, spanish
    assert "6 PO · 150 PV" in fr.html.replace("&nbsp;", " ") and "6 OP" not in fr.html


def test_the_maps_key_and_names_are_in_the_phones_language(site):
    """The objectives' key under the map and the map's zone names (its labels and their titles) follow the
    phone's language, not the server's (English here); two phones at once keep their own."""
    token = site.token(site.games[0])
    words = {"fr": (["Console 1", "Console 4"], ["ZD A", "Zone de Déploiement A", "Quadrant A gauche",
                                                 "Table de Suprématie, Round 1"]),
             "es": (["Consola 1", "Consola 4"], ["ZD A", "Zona de Despliegue A", "Cuadrante A izquierdo",
                                                 "Mesa de Supremacía, Ronda 1"]),
             "en": (["Console 1"], ["DZ A", "Deployment Zone A", "Table of Supremacy, round 1"])}
    english = ["Deployment Zone", "DZ A", "Quadrant A left", "Table of", "round 1"]
    for lang, (key, names) in words.items():
        phone = site.phone(lang=lang)
        status, html = phone.get(f"/t/{token}")
        assert status == 200
        items = re.findall(r'<ol class="markers">(.*?)</ol>', html, re.S)[0]
        assert all(f">{k}</li>" in items for k in key), (lang, items)
        src = re.findall(r'<img src="(/t/[^"]+/map\.svg[^"]*)"', html)[0]
        status, svg = phone.get(src.replace("&amp;", "&"))
        assert status == 200 and all(n in svg for n in names), (lang, names, svg[:400])
        if lang != "en":
            assert not [w for w in english if w in svg], (lang, svg[:400])
            assert "Console 1" not in items or lang == "fr"


def test_the_private_box_agrees_in_french(site):
    """"Vos informations privées" is plural: "Seuls ce téléphone et l'organisateur les voient" (it read "la")."""
    token = site.token(site.games[0])
    fr, es = site.phone(lang="fr-FR,fr;q=0.9"), site.phone(lang="es")
    assert fr.claim(token, "A") == 200 and es.claim(token, "B") == 200
    french = fr.html.replace("&#39;", "'")
    assert "Vos informations privées" in french
    assert "Seuls ce téléphone et l'organisateur les voient\u00a0;" in french, french[french.find("privées"):][:400]
    assert "Tu información privada" in es.html and "el organizador la ven" in es.html


def test_the_hvt_question_is_in_the_spanish_packs_words():
    """S8 L433: "Si alguno de los dos jugadores causa daño … a una Figura HVT": the phone asked "¿Quién dañó al
    HVT enemigo?", another verb and gender than the pack's."""
    from its_desktop.domain.mission import catalog
    from its_desktop.web.players import form

    fields = form.build(catalog.mission("s8/antenna-field", 300), "es")
    assert fields.hvt
    assert form.label_of(fields, "hvt", ("Ana", "Ben"), "es") == "¿Quién causó daño a la Figura HVT enemiga?"
