"""An objective's state words agree with its name in French and Spanish, as the packs write them.

The French pack writes "Console Piratée", "Antenne de Communication Activée", "Balise Ennemie Capturée"; the
Spanish one "Consola Hackeada", "Antena Capturada", "Caja de Suministros Controlada", "Tech-Coffin activado".
The gender is data beside each marker's name (maps/); here every marker of every scenario of every season is
checked against the head noun of its French and Spanish name (a list of the packs' nouns kept here, apart
from the data), then its referee heading and its control reasons are rendered from a real evaluation in
every state it can take, and the words must agree.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.reasons import Reason, Who, render
from its_desktop.domain.referee_text import marker_heading
from its_desktop.domain.state_files import Evaluators

# The head noun of each marker name in the library and its gender, from the packs' own articles and
# agreements ("une Console", "la Panoplie", "le Serveur", "un Civil"; "el Tech-Coffin").
NOUNS = {
    "fr": {"Console": "f", "Antenne": "f", "Balise": "f", "Caisse": "f", "Unité": "f", "Panoplie": "f",
           "Porte": "f", "AC2": "f", "Civil": "m", "Cercueil": "m", "Serveur": "m", "Scanner": "m",
           "Vérificateur": "m"},
    "es": {"Consola": "f", "Antena": "f", "Baliza": "f", "Caja": "f", "Unidad": "f", "Panoplia": "f",
           "Puerta": "f", "AC2": "f", "Civil": "m", "Tech-Coffin": "m", "Servidor": "m", "Escáner": "m",
           "Verificador": "m"},
}
# The participles the state words use, masculine and feminine.
WORDS = {
    "fr": [("piraté", "piratée"), ("activé", "activée"), ("connecté", "connectée"), ("détruit", "détruite"),
           ("retiré", "retirée"), ("contrôlé", "contrôlée"), ("porté", "portée"), ("le contrôle", "la contrôle")],
    "es": [("hackeado", "hackeada"), ("activado", "activada"), ("conectado", "conectada"),
           ("destruido", "destruida"), ("retirado", "retirada"), ("controlado", "controlada"),
           ("llevado", "llevada"), ("lo controla", "la controla"), ("lo lleva", "la lleva")],
}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _words(text: str, lang: str) -> set[str]:
    """The participles of ``text`` as masculine/feminine: {"m", "f"}."""
    found = set()
    for masc, fem in WORDS[lang]:
        if re.search(rf"(?<!\w){re.escape(fem)}(?!\w)", text):
            found.add("f")
        if re.search(rf"(?<!\w){re.escape(masc)}(?!\w)", text):
            found.add("m")
    return found


def test_every_marker_of_every_scenario_gives_the_gender_of_its_name():
    seen = set()
    for entry in catalog.entries():
        for spec in catalog.scenario(entry.id).markers:
            for lang in ("fr", "es"):
                head = re.split(r"[ ,(']", spec.name.get(lang))[0]
                assert head in NOUNS[lang], (entry.id, spec.id, lang, spec.name.get(lang))
                assert getattr(spec.gender, lang) == NOUNS[lang][head], (entry.id, spec.id, lang)
                seen.add((lang, head))
    # every season's markers were read: consoles, antennas, Tech-Coffins, panoplies, civilians, gates
    assert {("fr", "Console"), ("es", "Tech-Coffin"), ("fr", "Panoplie"), ("es", "Civil"), ("fr", "Porte")} <= seen


def _variants(m, states):
    """The marker in every state its scenario gives it: nobody, held by A (activated/hacked/connected or
    controlled), held by both, destroyed, removed, marked without a name."""
    out = [m, replace(m, controlled_by="A"), replace(m, activated_by=("A",)), replace(m, activated_by=("A", "B"))]
    out += [replace(m, state=s) for s in ("destroyed", "removed") if s in states]
    return out


def _reasons(m):
    """The control reasons about this marker, each with its gender, as the evaluator gives them."""
    g = m.gender
    fus, kap = Who("t1", "Fusilier", "A"), Who("t2", "Kaplan", "B")
    return [Reason("marker.gone", {"marker": m.label, "status": "destroyed", "gender": g}),
            Reason("marker.gone", {"marker": m.label, "status": "removed", "gender": g}),
            Reason("marker.not_carried", {"marker": m.label, "gender": g}),
            Reason("marker.carrier_not_model", {"who": fus, "gender": g}),
            Reason("marker.carrier_null", {"who": fus, "gender": g}),
            Reason("marker.carrier_blocked", {"who": fus, "enemies": (kap,), "gender": g}),
            Reason("marker.carried", {"who": fus, "gender": g}),
            Reason("marker.both", {"gender": g}), Reason("marker.nobody", {"gender": g}),
            Reason("marker.blocked", {"player": "A", "enemies": (kap,), "gender": g}),
            Reason("marker.controlled", {"player": "A", "holders": (fus,), "gender": g}),
            Reason("marker.controlled", {"player": "A", "holders": (fus, fus), "gender": g})]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_objective_state_agrees_with_its_name(lang):
    """From a real evaluation of every scenario (its first size): each marker's heading and reasons in
    every state, French and Spanish. A feminine name never gets a masculine participle, nor the reverse."""
    i18n.set_language(lang)
    evaluators = Evaluators()
    checked = {"m": 0, "f": 0}
    for entry in catalog.entries():
        points = catalog.sizes(entry.id)[0]
        mission = catalog.mission(entry.id, points)
        states = {m.id: m.states for m in mission.markers}
        result = evaluators.evaluate({"mission": entry.id, "points": points, "round": 1, "troopers": []})
        for marker in result.markers:
            gender = marker.gender[lang]
            texts = [marker_heading(v, states[marker.id]) for v in _variants(marker, states[marker.id])]
            texts += [render(r) for r in (*marker.explain, *_reasons(marker))]
            for text in texts:
                words = _words(text, lang)
                assert words <= {gender}, (entry.id, marker.id, lang, gender, text)
                checked[gender] += bool(words)
    assert checked["m"] > 50 and checked["f"] > 500, checked


@pytest.mark.parametrize("lang, expected", [
    ("fr", ["Console 1 : pas piratée", "Console 1 : piratée par A", "Console 1 : contrôlée par personne",
            "aucune figurine habilitée en contact : personne ne la contrôle"]),
    ("es", ["Consola 1: no hackeada", "Consola 1: hackeada por A", "Consola 1: controlada por nadie",
            "ninguna figura válida en contacto: nadie la controla"]),
])
def test_the_referee_says_a_console_as_the_pack_does(lang, expected):
    i18n.set_language(lang)
    result = Evaluators().evaluate({"mission": "s16/supremacy", "points": 300, "round": 1, "troopers": []})
    console = next(m for m in result.markers if m.id == "console-1")
    assert [marker_heading(console, ["hacked_by"]), marker_heading(replace(console, activated_by=("A",)), ["hacked_by"]),
            marker_heading(console, []), render(console.explain[0])] == expected


def test_a_masculine_name_keeps_the_masculine_words():
    i18n.set_language("es")
    result = Evaluators().evaluate({"mission": "s10/acquisition", "points": 300, "round": 1, "troopers": []})
    coffin = next(m for m in result.markers if m.kind == "tech_coffin")
    assert coffin.gender == {"fr": "m", "es": "m"}
    assert "activado por A" in marker_heading(replace(coffin, activated_by=("A",)), ["activated_by"])
