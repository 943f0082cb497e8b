"""The overlay's index page follows ``?lang=`` as every other page does (a Spanish streamer on a server started
in French), and the word between two players' names on the map and the lower third is the catalog's
("contre"/"contra", as the command line and the printed pack say), not a "v" written in the script."""

from __future__ import annotations

import re
import urllib.request

import pytest

from its_desktop.domain import i18n
from its_desktop.web.overlay_words import overlay_words
from its_desktop.web.stream import asset


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read().decode("utf-8")


def test_the_index_page_follows_lang_whatever_the_servers_language(overlay):
    try:
        i18n.set_language("fr")
        es = _get(overlay.url("/?lang=es"))
        fr = _get(overlay.url("/"))
    finally:
        i18n.set_language("en")
    assert '<html lang="es">' in es and "superposición para la retransmisión" in es and "incrustation" not in es
    assert '<html lang="fr">' in fr and "incrustation" in fr


@pytest.mark.parametrize("lang, word", [("fr", "contre"), ("es", "contra")])
def test_the_word_between_the_players_is_the_catalogs(lang, word):
    with i18n.speaking(lang):
        assert overlay_words()["v"] == word
    script = asset("overlay.js").decode("utf-8")
    assert not re.search(r"""(?<!t\()["'] ?v ?["']""", script), "a literal 'v' shown between the players"
    assert script.count('t("v")') == 3  # the map's title, the pairings table and the lower third


@pytest.mark.parametrize("lang, word", [("fr", "contre"), ("es", "contra")])
def test_the_index_names_a_games_players_with_the_catalogs_word(overlay, lang, word):
    page = _get(overlay.url(f"/?lang={lang}"))
    captions = re.findall(r"\(([^()<>]+)\)", page)
    games = [c for c in captions if f" {word} " in c]
    assert games, captions
    assert not [c for c in captions if " v " in c], captions
