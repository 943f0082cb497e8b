"""The table's restrictions (refusals and warnings the window shows while placing) in French and Spanish:
the packs' Unités Thermiques / Unidades Térmicas, players joined with et / y, no English word of ours."""

from __future__ import annotations

import re

import pytest

from its_desktop.domain import i18n
from tests.test_table_rules import findings

from .test_pseudo_locale import unwrapped
from its_desktop.domain.itstable import Placed
from its_desktop.domain.table import MarkerState, Trooper

ENGLISH = {"player", "may", "place", "have", "not", "cannot", "be", "troop", "type", "deployed", "as", "Marker",
           "named", "one", "chosen", "at", "end", "of", "deployment", "Console", "is", "connected", "once", "by",
           "now", "and", "Heating", "Units", "activated", "each", "switched", "on", "connecting", "Consoles",
           "which", "connect", "Deployment", "in", "contact", "with", "inside", "where", "no", "trooper", "deploys"}
SAME = {"fr": {"Console", "Consoles", "contact"}, "es": {"no"}}


def _all(lang: str) -> list[str]:
    hz = frozenset({"hazmat_ops"})
    with i18n.speaking(lang):
        wrong = findings(
            troopers=[Trooper("a1", "A", 5, 5, 25, 10, roles=hz), Trooper("a2", "A", 9, 5, 25, 10, roles=hz),
                      Trooper("b1", "B", 5, 40, 25, 10, roles=hz, tags=frozenset({"irregular"})),
                      Trooper("b2", "B", 9, 40, 25, 10, roles=hz, kind="marker"),
                      Trooper("b3", "B", 13, 40, 25, 10, roles=hz, troop_type="REM")],
            markers=[MarkerState("console-1", activated_by=("A", "B"))]
            + [MarkerState(f"heating-unit-{i}", activated_by=("A",)) for i in (1, 2, 3, 4)],
            placed=[Placed("h1", "hvt", "B", 10, 20), Placed("h2", "hvt", "B", 30, 20)])
        troopers = [Trooper("a1", "A", 24, 4.9, 25, 10), Trooper("a2", "A", 10, 24, 25, 10)]
        warned = findings(troopers)
        later = findings(troopers, deploying=False)
    return [f.text for f in (*wrong.values(), *warned.values(), *later.values())]


def _english(text: str, lang: str) -> list[str]:
    text = re.sub(r"“[^”]*”|« [^»]* »|«[^»]*»", " ", text)  # the pack's own sentence, quoted in its language
    return sorted(set(re.findall(r"[A-Za-z]+", text)) & ENGLISH - SAME.get(lang, set()))


def test_the_check_finds_english():
    assert {"Heating", "Units", "Deployment", "and", "trooper"} <= set().union(*(_english(t, "en") for t in _all("en")))


@pytest.mark.parametrize("lang, words", [
    ("fr", ["Unités Thermiques activées", "(ici A et B)", "Déploiement : ", "type de troupe REM"]),
    ("es", ["Unidades Térmicas activadas", "(ahora A y B)", "Despliegue: ", "tipo de tropa REM"]),
])
def test_every_finding_is_in_the_readers_language(lang: str, words: list[str]) -> None:
    said = _all(lang)
    assert len(said) >= 10
    for text in said:
        assert _english(text, lang) == [], text
        if lang == "fr":  # French elides before a vowel: never "de Antenne" (s37's trial)
            assert not re.search(r"\b(de|que|le|la) [AEIOUÉaeiouéh][a-zé]", text), text
    flat = "\n".join(said)
    assert all(w.lower() in flat.lower() for w in words), flat


def test_under_the_pseudo_locale_every_finding_is_wrapped():
    labels = {"a1", "a2", "b1", "b2", "b3", "A", "B", "REM", "irregular"}
    for text in _all("pseudo"):
        text = re.sub(r"\([^()]*[“«][^()]*\)", " ", text)  # the source: a sentence of the pack, in its language
        assert unwrapped(text, labels) == [], text


def test_the_packs_quote_reaches_only_a_reader_of_the_packs_language():
    """S16's pack is English: its sentence ("“may not deploy…”") stays in an English window's status bar and
    check panel; a French or Spanish reader gets the line number alone, not an English sentence inside theirs."""
    quoted = re.compile(r"L\d+(?:-\d+)? '|“")
    english = _all("en")
    assert any("“" in t for t in english), english  # the pack's sentence, as a reader checks it in the pack
    for lang in ("fr", "es"):
        texts = _all(lang)
        assert not [t for t in texts if quoted.search(t)], (lang, texts)
        # the line numbers alone, named as the pack's ("pack de missions, L689")
        assert sum(bool(re.search(r"\([^()]*, L\d+[^()']*\)", t)) for t in texts) >= 3, (lang, texts)
