"""What the tournament window prints speaks the window's language: the round pack (Tournament → Pairings →
Print round…) and a table's tiles, read back with ``pdftotext``, carry the mission library's own texts in
French or Spanish (the scenario's notes, its objectives, the season's name) as the command line's
``--lang`` pack does, and not one English word of ours or of the pack."""

from __future__ import annotations

import re
import shutil
import tomllib
from functools import cache

import pytest

from tests.i18n.test_pack_language import ROOT, _text

pytestmark = [pytest.mark.gui,
              pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils' pdftotext is needed")]

# The pack's words: B-Pong's notes and objectives, the season's name, the pack's own terms.
PACK_WORDS = {
    "fr": ["Une Balise de Pistage part du centre", "Contrôler la Balise de Pistage", "Contrôler au moins une Console",
           "ITS Saison 16", "PO"],
    "es": ["Una Baliza de Rastreo empieza en el centro", "Controlar la Baliza de Rastreo", "ITS Temporada 16",
           "PO"],
}
# What the English window's pack said on the same pages (the library's English texts).
ENGLISH = ["Tracking Beacon", "Control the", "Control at least", "ITS Season 16", "enemy half", "each round",
           "end of game"]
# The pack's frame in English (issue 29: "Player/Table/Side/Opponent", "page"), as whole words; "Table" and
# "page" are French too.
FRAME = {"fr": ["Player", "Opponent", "Side", "Season", "round", "rounds", "against", "dropped", "Totals", "fold",
                "sheet", "points each"],
         "es": ["Player", "Opponent", "Side", "Season", "round", "rounds", "against", "dropped", "Totals", "fold",
                "sheet", "Table", "page", "points each"]}


@cache
def library_english(lang: str) -> tuple[str, ...]:
    """Every English text of B-Pong's map file and the season's name that ``lang`` says otherwise: none may be
    printed in ``lang`` (the check reads the data, so a new objective line is covered too)."""
    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            en, theirs = node.get("en"), node.get(lang)
            if isinstance(en, str) and isinstance(theirs, str) and en not in theirs and len(en) > 3:
                found.append(en)
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(tomllib.loads((ROOT / "maps" / "s16" / "b-pong.toml").read_text(encoding="utf-8")))
    walk(tomllib.loads((ROOT / "maps" / "s16" / "season.toml").read_text(encoding="utf-8")).get("name"))
    return tuple(found)


def english_left(flat: str, lang: str) -> list[str]:
    """The library's English texts and the frame's English words found in ``flat`` (the text on one line); the
    app's name is a name."""
    flat = flat.replace("ITS Table Assistant", " ")
    return [e for e in library_english(lang) if " ".join(e.split()) in flat] + \
        [w for w in FRAME[lang] if re.search(rf"\b{w}\b", flat)]


def _words(path) -> str:
    """The PDF's text without the players' pages' addresses (a random token can spell "SQ")."""
    return re.sub(r"https?://\S+", " ", _text(path))


def _event(w):
    assert w.create_event("Open de Lisboa", "s16", points=300)
    for i, name in enumerate(["Ana Ruiz", "Ben Okafor", "Carla Dias", "Dora Lima"]):
        assert w.registration.add_player(name, f"{700 + i}", "Nomads", "", [])
    assert w.rounds.set_round(1, "s16/b-pong", 300)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_round_pack_printed_from_the_window_is_in_the_windows_language(tournament, lang, tmp_path):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)  # as the app starts in French or Spanish (english_after_each_test puts English back)
    w = tournament(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    _event(w)
    result = w.print_round(1, tmp_path / "round1.pdf")
    assert result is not None
    text = _words(tmp_path / "round1.pdf")
    flat = " ".join(text.split())
    assert [x for x in PACK_WORDS[lang] if x not in flat] == [], flat[:1500]
    assert [x for x in ENGLISH if x in flat] == [], flat[:1500]
    assert library_english(lang), "the check reads B-Pong's English texts"
    assert english_left(flat, lang) == [], flat[:1500]


@pytest.mark.parametrize(("lang", "words"), [("fr", ["Balise de Pistage", "Table 1"]),
                                            ("es", ["Baliza de Rastreo", "Mesa 1"])])
def test_a_tables_tiles_printed_from_the_window_are_in_the_windows_language(tournament, lang, words, tmp_path):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)
    w = tournament(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    _event(w)
    grid = w.event_actions.print_table_tiles(1, 1, tmp_path / "tiles.pdf")
    assert grid is not None
    text = _words(tmp_path / "tiles.pdf")
    flat = " ".join(text.split())
    assert [x for x in words if x not in flat] == [], flat[:1500]
    assert [x for x in ENGLISH if x in flat] == [], flat[:1500]
    assert library_english(lang), "the check reads B-Pong's English texts"
    assert english_left(flat, lang) == [], flat[:1500]
