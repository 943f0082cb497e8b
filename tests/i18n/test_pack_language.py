"""The printed pack speaks the player's language: a French or a Spanish round pack (maps, score sheets, tent
cards, pairings, the A–Z list, standings), a tiled map and the Tournament Control Sheet, read back with
``pdftotext``, hold the pack's words and not one English word of ours; numbers carry a decimal comma.

"English words of ours" are read from the catalog, as the scorer's test does: every word of the message
ids the printing and the tournament code hand to gettext that no text in *that* language also uses (its
catalog's translations and the mission library's texts: "Table" counts in Spanish, where it is "Mesa", and
not in French; "on" is French too). The event's names are the players'.
The pseudo-locale run of the same pack finds every piece of text wrapped."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tomllib
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.po import parse_po

from .test_pseudo_locale import run, unwrapped

ROOT = Path(__file__).resolve().parents[2]
EVENT = ROOT / "docs" / "examples" / "event.json"
WORD = re.compile(r"[A-Za-zÀ-ÿ]+(?:'[A-Za-z]+)?")
PRINT_FILES = ("its_desktop/printing/", "its_desktop/domain/tournament/", "its_desktop/presentation/")
# Not words of a language: the app's name and the unit symbols every language writes alike.
NOT_WORDS = {"its", "assistant", "cm", "mm"}

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils' pdftotext is needed")


def _names() -> set[str]:
    raw = json.loads(EVENT.read_text(encoding="utf-8"))
    return {p["name"] for p in raw["players"]} | {p["club"] for p in raw["players"] if p.get("club")}


def _library_texts(lang: str) -> list[str]:
    """Every ``{lang = "…"}`` text of the mission library (names, notes, readings)."""
    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get(lang), str):
                found.append(node[lang])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    for path in sorted((ROOT / "maps").rglob("*.toml")):
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    return found


@cache
def english_words(lang: str) -> frozenset[str]:
    from tests.i18n.test_gettext_coverage import messages_in_code

    folder = resources.files("its_desktop.resources") / "locale"
    texts = [*parse_po((folder / f"{lang}.po").read_text(encoding="utf-8")).values(), *_library_texts(lang)]
    # Placeholders are not words of the language: "{dropped}" in a Spanish line does not make "dropped" Spanish.
    theirs = {w.lower() for v in texts for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", v))}
    ours: set[str] = set()
    for msgid, where in messages_in_code().items():
        if any(w.startswith(PRINT_FILES) for w in where):
            for text in msgid.split("\x04")[-1].split("\x00"):
                ours |= {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}
    return frozenset(w for w in ours - theirs - NOT_WORDS if len(w) > 1)


def _text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, timeout=60,
                         check=True)
    return out.stdout


def english_left(text: str, lang: str) -> set[str]:
    for name in sorted(_names() | {"ITS Table Assistant"}, key=len, reverse=True):
        text = text.replace(name, " ")
    words = english_words(lang)
    return {w for w in WORD.findall(text) if w.lower() in words}


def _print(lang: str, folder: Path) -> str:
    from its_desktop.domain.mission import catalog
    from its_desktop.printing import sheets, tiles
    from its_desktop.printing.pack import table_pack

    i18n.set_language(lang)
    try:
        table_pack(EVENT, None, 3, folder / "pack.pdf", "s16/frostbyte", 300, lang=lang)
        tiles.map_tiled(catalog.mission("s13/supremacy", 300), folder / "tiles.pdf", lang=lang, tiles="A1")
        sheets.control_sheet(folder / "control.pdf", "s16")
    finally:
        i18n.set_language("en")
    return "\n".join(_text(folder / f"{name}.pdf") for name in ("pack", "tiles", "control"))


@pytest.mark.parametrize("lang, pack_words", [
    ("fr", ["Table 1", "page 2", "plier ici", "Camp", "Adversaire", "(abandon après la Ronde 2)", "Totaux",
            "Encore la table 1 pour Ana Ruiz", "Points de Tournoi : victoire 4", "2 cm × 2 cm", "48 × 48 po",
            "Ben Okafor contre Ana Ruiz", "Congeler à 300 points · Ronde 3, table 1 · feuille de scénario"]),
    ("es", ["Mesa 1", "página 2", "doblar aquí", "Bando", "Adversario", "(abandonó tras la ronda 2)", "Totales",
            "De nuevo la mesa 1 para Ana Ruiz", "Puntos de Torneo: victoria 4", "2 cm × 2 cm",
            "48 × 48 pulg.", "Ben Okafor contra Ana Ruiz", "Frostbyte a 300 puntos · ronda 3, mesa 1 · hoja de "
            "escenario"]),
])
def test_the_printed_pack_in_the_players_language(lang, pack_words, tmp_path):
    text = _print(lang, tmp_path)
    flat = " ".join(text.split())
    assert [w for w in pack_words if w not in flat] == [], flat[:800]
    assert not english_left(text, lang), english_left(text, lang)
    assert not re.findall(r"\S+ v \S+", flat)  # one-letter English the word list skips: "Ana v Ben"
    # the scale's ratio with the language's decimal comma (1:7,7), never a point
    assert re.search(r"1:\d+,\d", flat) and not re.search(r"1:\d+\.\d", flat), flat[:800]


def test_the_english_word_list_finds_english(tmp_path):
    # the check above cannot pass by knowing no English: the English pack is full of it
    assert {"page", "fold", "here", "again", "dropped", "totals"} <= english_words("es")
    assert len(english_left(_print("en", tmp_path), "es")) > 20


def test_the_pack_under_the_pseudo_locale_prints_nothing_unwrapped(tmp_path):
    out = run("--lang", "pseudo", "print", "pack", str(EVENT), "--round", "3", "--mission", "s16/frostbyte",
              "--points", "300", "-o", str(tmp_path / "pack.pdf"))
    assert out.returncode == 0, out.stderr
    data = _names() | {"ITS Table Assistant"}
    left = {line.strip(): unwrapped(line, data) for line in _text(tmp_path / "pack.pdf").splitlines()}
    assert {line: w for line, w in left.items() if w} == {}
    assert unwrapped(out.stdout, data | {str(tmp_path)}) == [], out.stdout
