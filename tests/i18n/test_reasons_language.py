"""The evaluation's reasons are data put into words by the catalog in the reader's language: every kind in
English, French, Spanish and the pseudo-locale, plurals by count, numbers as each language writes
them, and the privacy filter changing parameters, not words."""

from __future__ import annotations

import re

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.evaluation import Evaluation, ZoneResult
from its_desktop.domain.mission import catalog
from its_desktop.domain.privacy import filter_evaluation
from its_desktop.domain.reasons import KINDS, Reason, Term, Who, render
from its_desktop.domain.table import TableState, Trooper

SEASON = catalog.mission("s16/supremacy", 300).season
UNCONSCIOUS = Term("unconscious", SEASON.trooper_states["unconscious"].name)
FUSILIER, KAPLAN, ZHANSHI = Who("a1", "Fusilier", "A"), Who("b1", "Kaplan", "B"), Who("b2", "Zhanshi", "B")
COUNTS = Reason("counts", {"value": 20, "baggage": 0})

# One reason of every kind (and of each case within a kind), as the evaluator makes them.
SAMPLES: dict[str, list[Reason]] = {
    "zone.trooper": [Reason("zone.trooper", {"who": FUSILIER, "points": 10, "fraction": 0.5, "verdict": COUNTS})],
    "zone.hidden": [Reason("zone.hidden", {"player": "A", "inside": True}),
                    Reason("zone.hidden", {"player": "A", "inside": False})],
    "zone.intelcom": [Reason("zone.intelcom", {"player": "A", "card": 15, "added": True}),
                      Reason("zone.intelcom", {"player": "A", "card": 15, "added": False})],
    "zone.summary": [Reason("zone.summary", {"zone": "ZO", "a": 20, "b": 10, "outcome": o})
                     for o in ("A", "tie", "nobody", "hidden")],
    "zone.empty": [Reason("zone.empty")],
    "inside": [Reason("inside")],
    "not_inside": [Reason("not_inside", {"rule": r}) for r in ("more_than_half", "totally_inside", "touching", None)],
    "counts": [COUNTS, Reason("counts", {"value": 40, "baggage": 20})],
    "not_counted": [Reason("not_counted", {"why": Reason("why.token")})],
    "intelcom.added": [Reason("intelcom.added")],
    "intelcom.not_added": [Reason("intelcom.not_added")],
    "why.token": [Reason("why.token")],
    "why.kind": [Reason("why.kind", {"kind": k}) for k in ("model", "marker", "token")],
    "why.tag": [Reason("why.tag", {"tag": t}) for t in ("proxy", "peripheral", "ai_beacon")],
    "why.null": [Reason("why.null", {"state": UNCONSCIOUS})],
    "marker.gone": [Reason("marker.gone", {"marker": "Console 1", "status": s}) for s in ("destroyed", "removed")],
    "marker.not_carried": [Reason("marker.not_carried", {"marker": "Supply Box 1"})],
    "marker.carrier_not_model": [Reason("marker.carrier_not_model", {"who": FUSILIER})],
    "marker.carrier_null": [Reason("marker.carrier_null", {"who": FUSILIER})],
    "marker.carrier_blocked": [Reason("marker.carrier_blocked", {"who": FUSILIER, "enemies": e})
                               for e in ((KAPLAN,), (KAPLAN, ZHANSHI))],
    "marker.carried": [Reason("marker.carried", {"who": FUSILIER})],
    "marker.inside_owned": [Reason("marker.inside_owned", {"marker": "Beacon", "zone": "DZ A", "player": "A"})],
    "marker.not_inside_owned": [Reason("marker.not_inside_owned", {"marker": "Beacon"})],
    "marker.not_a_model": [Reason("marker.not_a_model", {"who": KAPLAN, "kind": k}) for k in ("marker", "token")],
    "marker.null": [Reason("marker.null", {"who": KAPLAN, "state": UNCONSCIOUS})],
    "marker.not_specialist": [Reason("marker.not_specialist", {"who": KAPLAN})],
    "marker.both": [Reason("marker.both")],
    "marker.nobody": [Reason("marker.nobody")],
    "marker.blocked": [Reason("marker.blocked", {"player": "A", "enemies": e}) for e in ((KAPLAN,), (KAPLAN, ZHANSHI))],
    "marker.controlled": [Reason("marker.controlled", {"player": "B", "holders": h})
                          for h in ((KAPLAN,), (KAPLAN, ZHANSHI))],
}
DATA = {"Fusilier", "Kaplan", "Zhanshi", "Console", "console-1", "Supply Box", "Beacon", "ZO", "DZ"}


def test_every_kind_has_a_sample():
    assert set(SAMPLES) == KINDS


def _english_words(text: str) -> set[str]:
    for d in DATA:
        text = text.replace(d, " ")
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_reason_is_translated(lang):
    """Each sentence comes from the catalog in the language asked for, whatever the process's language: no
    placeholder is left and no English word of ours survives (INTELCOM, Proxies and "pts" are the packs'
    words in every language; "non", "control", "contact" and "zone" are French or Spanish words too)."""
    assert i18n.language() == "en"
    for kind, samples in SAMPLES.items():
        for r in samples:
            en, there = render(r, "en"), render(r, lang)
            assert "{" not in there and there != en, (kind, there)
            leftover = (_english_words(en) & _english_words(there)) - {"intelcom", "proxies", "pts", "non", "control", "contact", "zone"}
            assert not leftover, (kind, there, leftover)


def test_every_reason_is_wrapped_in_the_pseudo_locale():
    for kind, samples in SAMPLES.items():
        for r in samples:
            text = render(r, i18n.PSEUDO)
            assert text.startswith("[") and text.endswith("]"), (kind, text)


@pytest.mark.parametrize("lang, one, two", [
    ("en", "only B has a model in contact (Kaplan)", "only B has models in contact (Kaplan, Zhanshi)"),
    ("fr", "seul B a une figurine en contact (Kaplan)", "seul B a des figurines en contact (Kaplan, Zhanshi)"),
    ("es", "solo B tiene una figura en contacto (Kaplan)", "solo B tiene figuras en contacto (Kaplan, Zhanshi)"),
])
def test_the_count_of_troopers_picks_the_plural(lang, one, two):
    single, several = SAMPLES["marker.controlled"]
    assert render(single, lang).startswith(one) and render(several, lang).startswith(two)


@pytest.mark.parametrize("lang, expected", [
    ("en", "inside, counts 22.5 + 2.5 Baggage"), ("fr", "à l'intérieur, compte 22,5 + 2,5 Bagage"),
    ("es", "dentro, cuenta 22,5 + 2,5 Bagaje"),
])
def test_numbers_and_baggage_in_each_language(lang, expected):
    assert render(Reason("counts", {"value": 22.5, "baggage": 2.5}), lang) == expected


@pytest.mark.parametrize("lang, state", [("en", "unconscious"), ("fr", "Inconscient"), ("es", "Inconsciente")])
def test_a_null_state_by_the_seasons_own_name(lang, state):
    assert f"({state})" in render(SAMPLES["why.null"][0], lang)


def _console_with_hidden_sniper():
    mission = catalog.mission("s16/supremacy", 300)
    console = next(m for m in mission.markers if m.id == "console-1")
    sniper = Trooper("a2", "A", console.x + 40 / 25.4 / 2 + 25 / 25.4 / 2, console.y, 25, 30, kind="marker",
                     name="Sniper")
    result = Evaluator(mission).evaluate(TableState("s16/supremacy", 300, (sniper,)))
    return mission, sniper, result


@pytest.mark.parametrize("lang, marker", [("en", "Marker (A)"), ("fr", "Marqueur (A)"), ("es", "Marcador (A)")])
def test_a_hidden_trooper_is_a_marker_in_the_readers_language(lang, marker):
    """The filter swaps the trooper for a marker in the reason's parameters, so the word is translated with
    the rest (replacing text after rendering put an English "Marker" in a French sentence)."""
    mission, sniper, result = _console_with_hidden_sniper()
    seen = filter_evaluation(result, (sniper,), "B", mission)
    said = [render(r, lang) for m in seen.markers if m.id == "console-1" for r in m.explain]
    assert said and all("Sniper" not in s for s in said) and any(s.startswith(marker) for s in said), said
    raw = [render(r, lang) for m in result.markers if m.id == "console-1" for r in m.explain]
    assert any("Sniper" in s for s in raw)  # the referee's own result is not changed


def test_a_hidden_total_keeps_the_zones_name_whatever_it_says():
    """The hidden summary is made from the zone's name as data: a name with ': A ' in it, which reading the
    English summary back cut short, stays whole."""
    summary = Reason("zone.summary", {"zone": "Sector: A flank", "a": 10, "b": 20, "outcome": "B"})
    zone = ZoneResult("z", "zo", "zo", True, "more_than_half", {"A": 10.0, "B": 20.0}, {"A": ("a9",), "B": ()},
                      "B", summary)
    marker = Trooper("a9", "A", 1, 1, 25, 10, kind="marker", name="Hidden one")
    seen = filter_evaluation(Evaluation("s16/supremacy", 300, 1, (zone,), ()), (marker,), "B",
                             catalog.mission("s16/supremacy", 300))
    assert render(seen.zones[0].summary, "en") == "Sector: A flank: A ?, B 20 — not known: it includes hidden values"
    assert render(seen.zones[0].summary, "fr").startswith("Sector: A flank : A ?, B 20 — inconnu")


def test_a_readers_language_is_theirs_alone():
    """``speaking`` makes one block's words French (the check page of a French phone) while another thread
    of the same server keeps the process's English, and the process's language is unchanged after."""
    import threading

    seen: dict[str, str] = {}
    inside, outside_done = threading.Event(), threading.Event()

    def french_page() -> None:
        with i18n.speaking("fr"):
            inside.set()
            outside_done.wait(5)
            seen["fr"] = render(SAMPLES["marker.both"][0])

    worker = threading.Thread(target=french_page)
    worker.start()
    assert inside.wait(5)
    seen["en"] = render(SAMPLES["marker.both"][0])
    outside_done.set()
    worker.join(5)
    assert seen == {"fr": "les deux joueurs ont des figurines en contact : personne ne le contrôle",
                    "en": "both players have models in contact: nobody controls it"}
    with i18n.speaking("es"):
        assert i18n.language() == "es" and i18n._("nobody") == "nadie"
    assert i18n.language() == "en"
    with i18n.speaking("de"):  # not one of ours: the process's language
        assert i18n.language() == "en"
