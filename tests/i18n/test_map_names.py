"""Scenario names in French and Spanish are the packs' own; nothing a player reads is empty."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.common import Localized

# The packs' own names, extracted from an independent transcription (tests/data/make_reference_fixture.py).
REFERENCE = Path(__file__).resolve().parents[1] / "data" / "reference_names.json"


def _fold(text: str) -> str:
    """The packs print titles in capitals, which drop accents and case: compare without them."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)).casefold()


def _reference_names(lang: str) -> dict[str, str]:
    found = json.loads(REFERENCE.read_text("utf-8"))[lang]
    assert len(found) >= 20, f"the packs' scenario names in {lang} are missing from {REFERENCE.name}"
    return found


def _untiered(name: str) -> str:
    return re.sub(r" \(((Low|Mid|Top) Tier|Niveau \d+)\)$", "", name)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_scenario_names_are_the_packs_wherever_a_pack_has_the_scenario(lang):
    pack = {_untiered(en): _untiered(name) for en, name in _reference_names(lang).items()}
    checked = 0
    for entry in catalog.entries():
        sc = catalog.scenario(entry.id)
        en = _untiered(sc.name.en)
        if en in pack:
            ours = getattr(sc.name, lang)
            assert ours and _fold(_untiered(ours)) == _fold(pack[en]), (entry.id, ours, pack[en])
            if lang not in sc.name.ours or "Tier" in sc.name.en:
                checked += 1
            assert lang not in sc.name.ours or "Tier" in sc.name.en, f"{entry.id}: the pack's name is not ours"
    assert checked >= 40


@pytest.mark.parametrize("mission_id, fr, es", [
    ("s16/frontline", "Ligne de Front", "Línea de Frente"),
    ("s10/the-armory", "L'Armurerie", "La Armería"),
    ("s8/the-armory", "L'Armurerie", "La Armería"),
    ("s13/firefight", "Barrage", "Tiroteo"),
    # the Spanish pack's own title, tier included; French: the French pack's name, the tier as its levels
    ("s8/annihilation-mid", "Annihilation (Niveau 300)", "Aniquilación (Mid Tier)"),
    ("s8/biotechvore-low", "Biotechvore (Niveau 200)", "Biotécvoro (Low Tier)"),
])
def test_named_examples(mission_id, fr, es):
    name = catalog.scenario(mission_id).name
    assert (name.get("fr"), name.get("es"), name.get("en")) == (fr, es, name.en)


def _localized(value, path=""):
    from its_desktop.domain.mission.frozen import Frozen

    if isinstance(value, Localized):
        yield path, value
    elif isinstance(value, Frozen):
        for spec in value.__specs__:
            yield from _localized(getattr(value, spec.name), f"{path}.{spec.name}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _localized(item, f"{path}[{i}]")
    elif isinstance(value, dict):
        for k, item in value.items():
            yield from _localized(item, f"{path}.{k}")


def test_no_label_of_the_library_is_empty_in_any_language():
    """A missing translation shows English (missions validate warns about it); a scenario's own name
    is what every list and title shows, so each scenario has it in all three languages."""
    texts = []
    for entry in catalog.entries():
        sc = catalog.scenario(entry.id)
        assert sc.name.fr and sc.name.es, f"{entry.id}: the scenario name needs fr and es"
        texts += [(entry.id + p, t) for p, t in _localized(sc)]
    for sid in catalog.season_ids():
        texts += [(sid + p, t) for p, t in _localized(catalog.season(sid))]
    assert len(texts) > 1000
    empty = [(where, lang) for where, t in texts for lang in ("en", "fr", "es") if not t.get(lang).strip()]
    assert not empty, empty[:10]


def test_a_missing_translation_falls_back_to_english_never_empty():
    text = Localized(en="Exclusion Zone", fr="Zone d'Exclusion")
    assert text.get("es") == "Exclusion Zone" and text.get("fr") == "Zone d'Exclusion"
    i18n.set_language("es")
    try:
        assert text.get() == "Exclusion Zone"
    finally:
        i18n.set_language("en")
    assert Localized(en="x", fr="").get("fr") == "x"


def test_no_french_name_keeps_the_english_tier():
    """S8's tiered scenarios: the Spanish pack says "(Low Tier)" (its own words); French says the level by its
    points, as the French pack's Niveaux de Tournoi do, and is flagged ours."""
    tiered = [e.id for e in catalog.entries() if "Tier" in catalog.scenario(e.id).name.en]
    assert len(tiered) == 6
    for sid in tiered:
        name = catalog.scenario(sid).name
        assert "Tier" not in (name.fr or "") and re.search(r"\(Niveau (200|300|400)\)$", name.fr or ""), sid
        assert "fr" in name.ours and "es" not in name.ours, sid
        assert (name.es or "").endswith(name.en[name.en.index("("):]), sid  # the pack's "(Low Tier)"
