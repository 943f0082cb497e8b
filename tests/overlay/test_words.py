"""The stream pages' words come from the gettext catalog through the server (JSON in the page, in the page's
language): French and Spanish show the packs' words and no English word of ours, and under the pseudo-locale
nothing a viewer reads comes out unwrapped. overlay.js holds no table of words of its own."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

import pytest

from its_desktop.domain import i18n
from its_desktop.web.overlay_words import overlay_words
from its_desktop.web.server import OverlayServer
from its_desktop.web.stream import asset
from tests.i18n.test_pseudo_locale import unwrapped

from .helpers import PLAYERS
from .test_browser import browser  # noqa: F401 - the fixture

PAGES = ("scoreboard", "map", "standings", "pairings", "clock", "ticker", "lowerthird")
# What the event itself holds, shown as it is: the players' names and factions, the event's name.
DATA = {n for p in PLAYERS for n in p} | {"Spring Open"}
# Each page's English words (our own), none of which a French or Spanish viewer may read.
ENGLISH = {"Round", "Turn", "End", "Table", "Standings", "after", "round", "Player", "Faction", "Results",
           "page", "of", "dominates", "tied", "hidden", "objective", "held", "by", "Not", "started", "No", "game",
           "yet", "provisional", "Final", "standings", "paused", "Time", "called", "reconnecting"}
# The same word in French or Spanish (and in English): left out of the check for that language.
SAME = {"fr": {"Table", "Faction", "page", "Round"}, "es": {"Final", "provisional"}}  # a French finished game is "Terminée"


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read().decode("utf-8")


def _words_in(page: str) -> dict[str, str]:
    found = re.search(r'<script id="words" type="application/json">(.*?)</script>', page, re.S)
    assert found, page[:400]
    return json.loads(found.group(1))


def test_overlay_js_has_no_table_of_words():
    script = asset("overlay.js").decode("utf-8")
    assert "Résultats" not in script and "Clasificación" not in script and "WORDS[lang]" not in script
    assert 'getElementById("words")' in script


@pytest.mark.parametrize("lang, expected", [
    ("fr", {"Tournament round": "Ronde", "Round": "Round", "Standings": "Classement", "Player": "Joueur",
            "after round {n}": "après la Ronde {n}", "page {n} of {total}": "page {n} sur {total}", "OP": "PO",
            "Time": "Temps écoulé"}),
    ("es", {"Tournament round": "Ronda", "Round": "Ronda", "Standings": "Clasificación", "Player": "Jugador",
            "after round {n}": "tras la ronda {n}", "page {n} of {total}": "página {n} de {total}", "OP": "PO",
            "Time": "Tiempo"}),
])
def test_every_page_carries_the_catalogs_words(overlay, lang: str, expected: dict[str, str]) -> None:
    for page in PAGES:
        html = _get(overlay.url(f"/{page}?lang={lang}"))
        words = _words_in(html)
        assert f'<html lang="{lang}">' in html
        with i18n.speaking(lang):
            assert words == overlay_words()
        assert {k: words[k] for k in expected} == expected
        title = re.search(r"<title>(.*)</title>", html).group(1)
        assert title.startswith("Incrustation ITS" if lang == "fr" else "Superposición ITS"), title
    # the process's language (--lang, or the GUI's) without ?lang=
    i18n.set_language(lang)
    try:
        assert _words_in(_get(overlay.url("/clock")))["Standings"] == expected["Standings"]
    finally:
        i18n.set_language("en")


def _shown(browser, url: str) -> str:  # noqa: F811
    """The tab's title, the page's text and the map's labels (the map waits for its drawing)."""
    browser.open(url, "document.body.dataset.mapSeq" if "/map?" in url else "document.body.dataset.rendered")
    svg = browser.evaluate("[...document.querySelectorAll('svg text')].map((t) => t.textContent).join('\\n')")
    return "\n".join([browser.evaluate("document.title"), browser.evaluate("document.body.innerText"), svg or ""])


def _urls(ids: dict, lang: str) -> list[tuple[str, str]]:
    table, event = f"table={ids['table']}&event={ids['event']}", f"event={ids['event']}"
    # rows=3: the standings and pairings show their "page 1 of 3"
    return [(p, f"/{p}?{event if p in ('standings', 'pairings', 'clock', 'ticker') else table}&rows=3&lang={lang}")
            for p in PAGES]


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_french_and_spanish_viewers_read_no_english(overlay, browser, lang: str) -> None:  # noqa: F811
    seen = set()
    for page, path in _urls(overlay.ids, lang):
        text = _shown(browser, overlay.url(path))
        left = set(re.findall(r"[A-Za-z]+", text)) - {w for n in DATA for w in n.split()}
        seen |= left & ENGLISH
        if lang != "en":
            assert sorted(left & ENGLISH - SAME[lang]) == [], (page, text)
        if page == "ticker":  # the results' lines: French sets a space before the colon ("Table 2 : …")
            line = {"en": r"Table \d+: \S", "fr": r"Table \d+ : \S", "es": r"Mesa \d+: \S"}[lang]
            assert re.search(line, text) and not (lang == "fr" and re.search(r"Table \d+:", text)), text
    if lang == "en":  # the check reads the pages: in English it finds the words it looks for
        assert {"Round", "Standings", "after", "Player", "Results", "dominates"} <= seen, seen


@pytest.mark.browser
def test_under_the_pseudo_locale_nothing_is_unwrapped(filled, browser, tmp_path) -> None:  # noqa: F811
    url, ids = filled
    i18n.set_language(i18n.PSEUDO)  # the process's language, as --lang pseudo / ITS_DESKTOP_LANG=pseudo set it
    server = OverlayServer(url, "127.0.0.1", 0, text_dir=tmp_path / "obs").start()
    try:
        assert server.ready(10)
        for page, path in _urls(ids, i18n.PSEUDO):
            text = _shown(browser, server.url(path.replace("&lang=pseudo", "")))
            assert "[" in text, page
            assert unwrapped(text, DATA) == [], (page, text)
        index = _get(server.url("/"))
        assert "[" in index
    finally:
        server.stop()
        i18n.set_language("en")


def _refusal(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status, r.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode("utf-8")


@pytest.mark.parametrize("lang, expected", [
    ("fr", ["aucune partie 999999", "map.svg demande ?table=N ou ?game=ID", "cette page n'existe pas",
            "game : doit être un nombre entier, reçu 'x'"]),
    ("es", ["ninguna partida 999999", "map.svg necesita ?table=N o ?game=ID", "esa página no existe",
            "game: debe ser un número entero, se recibió 'x'"]),
    ("pseudo", None),
])
def test_the_stream_refuses_in_the_streamers_language(overlay, lang: str, expected: list[str] | None) -> None:
    """What a bad URL answers (and what a page's status line shows when its game goes away)."""
    i18n.set_language(lang)
    try:
        said = [_refusal(overlay.url(path)) for path in ("/state.json?game=999999", "/map.svg", "/nope",
                                                         "/state.json?game=x")]
    finally:
        i18n.set_language("en")
    assert [status for status, _text in said] == [404, 400, 404, 400]
    texts = [text.strip() for _status, text in said]
    if expected is None:
        assert all(t.startswith("[") or t.startswith("game") for t in texts), texts
        assert unwrapped("\n".join(texts).replace("map.svg", " ")) == [], texts
    else:
        assert texts == expected
