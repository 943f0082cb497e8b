"""A reading (what the pack leaves open and how we read it: a scenario's ``ambiguities``, the ``inferred`` and
``inferred_at`` reasons of a position, a parameter or a season rule, the reason of a pack typo we correct) is shown to players, so its French and
Spanish speak the packs' words: no data key (``no_airborne_inside``), no formula (``x = W/2``, ``D - dz``) and
no object id (``console-1``, ``sector-a``). A length in one is a number ("{12 in}") that follows the reader's
units, never text. Pack quotes ('…', « … », «…») are the pack's own text and are left as they are.

Nor does a reading speak of our file format in any language: "encoded", "the format has no field", "the data",
"the table fills it", "modelled", "qualifier", "the cap we store", "cannot express", "the table state", "single
owner" (fr "encodé", "le format", "champ", "données", "la table le remplit", "modélisé", "exprimer", "l'état de la
table"; es "codificado", "el formato", "sin campo", "datos", "la mesa lo rellena", "se modela", "expresar",
"el estado de la mesa"). A player reads what the app does or leaves to the players instead.

Every season: S16 and S13 reworded in one stage, S10 and S8 in another."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

MAPS = Path(__file__).resolve().parents[2] / "maps"
SEASONS = ["s16", "s13", "s10", "s8"]

# A pack quote: from an opening mark after a space or a bracket to the closing mark before a space or a
# punctuation mark, so the apostrophes inside ("d'elles", "l'Antenne") stay in it.
QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(/]))'.*?'(?=[\s.,;:)/]|$)|«[^»]*»|\"[^\"]*\"|“[^”]*”")
LENGTH_TOKEN = re.compile(r"\{\d+(?:\.\d+)? (?:in|cm)\}")
DATA = {
    "a data key": re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b"),
    "a formula": re.compile(r"="),
    "an expression": re.compile(r"\b[WD]\s*[-+*/]\s*\w|\w\s*[-+*/]\s*[WD]\b|\b(?:mm|cm)\(|\(\s*[WD]\s*[,)]"),
    "an object id": re.compile(r"\b[a-z]+(?:-[a-z]+)*-(?:\d+|[a-d])\b"),
}
# Words about our file format rather than the game, per language (the words listed in the docstring). "format"
# alone stays allowed in French, where "à ce format" is a game size; "Model" (capital) is a trooper.
FORMAT_WORDS = {
    "en": re.compile(r"\b(?:encod\w*|the format|data(?: field)?|(?:no|a) field|fields?\b(?= (?:for|in))|"
                     r"modell?(?:ed|ing)|the table fills|qualifier|we store|stored|cannot (?:be )?express\w*|table state|"
                     r"single owner)\b"),
    "fr": re.compile(r"\b(?:encod\w*|le format|du format|dans le format|données|(?-i:champ)|modélis\w*|qualificatif|"
                     r"nous enregistrons|exprim\w*|l'état de la table|propriétaire unique)\b|"
                     r"la table (?:le|la|les) remplit", re.I),
    "es": re.compile(r"\b(?:codific\w*|el formato|del formato|en el formato|(?-i:datos)|campo de datos|sin campo|"
                     r"tienen? campo|modela\w*|se modela|calificador|guardamos|expres(?:ar|arse)|estado de la mesa|"
                     r"poseedor único)\b|la mesa (?:lo|la|las|los) rellena",
                     re.I),
}
# A length written as words a unit choice cannot change ("24 in", "60 cm", "4 po", "8 pulgadas"); millimetres
# are a base's or a token's size, the same in every unit, and "-3 in the own half" is a modifier, not a length.
AS_TEXT = re.compile(r"(?<![-−\d.,])\d+(?:[.,]\d+)?\s?(?:in|cm|po|pulg\.?|inches|pouces|pulgadas|\")(?![\w])")


def _readings(node, path=""):
    """(where, text per language) of every reading of a map file."""
    if isinstance(node, dict):
        for key, value in node.items():
            here = f"{path}.{key}" if path else key
            if key == "ambiguities" and isinstance(value, list):
                for i, text in enumerate(value):
                    yield f"{here}[{i}]", text if isinstance(text, dict) else {"en": text}
            elif key == "inferred" and value is not None and not isinstance(value, bool):
                yield here, value if isinstance(value, dict) else {"en": value}
            elif key == "corrections" and isinstance(value, list):  # a pack typo we correct: why, as we read it
                for i, fix in enumerate(value):
                    reason = fix["reason"]
                    yield f"{here}[{i}].reason", reason if isinstance(reason, dict) else {"en": reason}
            elif key == "inferred_at" and isinstance(value, dict):
                for size, text in value.items():
                    yield f"{here}.{size}", text if isinstance(text, dict) else {"en": text}
            else:
                yield from _readings(value, here)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _readings(value, f"{path}[{i}]")


def _all(season: str):
    files = sorted((MAPS / season).glob("*.toml"))
    assert files, season
    for f in files:
        for where, text in _readings(tomllib.loads(f.read_text(encoding="utf-8"))):
            yield f"{season}/{f.name}", where, text


def _prose(text: str) -> str:
    """The text without its pack quotes and its length numbers: the words that are ours."""
    return QUOTED.sub("", LENGTH_TOKEN.sub("", text))


@pytest.mark.parametrize("season", SEASONS)
def test_no_french_or_spanish_reading_holds_a_key_a_formula_or_an_id(season):
    found = [(f, where, lang, kind, m.group(0)) for f, where, text in _all(season) for lang in ("fr", "es")
             for kind, pattern in DATA.items() for m in pattern.finditer(_prose(text.get(lang) or ""))]
    assert not found, (len(found), found[:12])


@pytest.mark.parametrize("season", SEASONS)
def test_no_reading_holds_a_length_as_text(season):
    found = [(f, where, lang, AS_TEXT.findall(_prose(text[lang]))) for f, where, text in _all(season)
             for lang in ("en", "fr", "es") if text.get(lang) and AS_TEXT.search(_prose(text[lang]))]
    assert not found, (len(found), found[:12])


@pytest.mark.parametrize("season", SEASONS)
def test_no_reading_speaks_of_the_file_format(season):
    found = [(f, where, lang, [m.group(0) for m in pattern.finditer(_prose(text.get(lang) or ""))])
             for f, where, text in _all(season) for lang, pattern in FORMAT_WORDS.items()
             if pattern.search(_prose(text.get(lang) or ""))]
    assert not found, (len(found), found[:12])


def test_the_checks_see_what_they_refuse():
    # Each pattern catches the kind of text it names, and leaves a pack quote and a length number alone.
    said = {"a data key": "encodé comme outside_own_deployment", "a formula": "en x = 16",
            "an expression": "au point (W/2, D/2)", "an object id": "la console-1 et sector-a"}
    for kind, text in said.items():
        assert DATA[kind].search(_prose(text)), kind
    quoted = "« à 4 po hors de toute Zone » et 'Une d'elles à 20 cm des bords' (L1255) à {10 cm}"
    assert not any(p.search(_prose(quoted)) for p in DATA.values()) and not AS_TEXT.search(_prose(quoted))
    assert AS_TEXT.search(_prose("une table de 32 po de large")) and AS_TEXT.search("24 x 24 in")
    # The format words, as main's maps held them, and a player's sentence with the same nouns left alone.
    held = {"en": ["we only encode the distance", "the format has no field for it", "the table fills it",
                   "cannot be checked from the data", "is not modelled", "the cap we store",
                   "the exemption cannot be expressed", "is not in the table state"],
            "fr": ["encodé comme une console", "le format n'a pas de champ", "la table le remplit",
                   "sans champ de données", "n'est pas modélisée", "le plafond que nous enregistrons",
                   "ne peut pas être exprimée", "L'état de la table ne dit pas"],
            "es": ["se codifica como consola", "el formato no tiene campo", "la mesa lo rellena",
                   "sin campo de datos", "no se modela", "el máximo que guardamos", "no puede expresarse",
                   "el estado de la mesa no registra"]}
    for lang, texts in held.items():
        for text in texts:
            assert FORMAT_WORDS[lang].search(_prose(text)), (lang, text)
    fine = {"en": "the three bands fill the gap; a Model in the Dead Zone; the DATA PACK token",
            "fr": "l'app n'impose rien à ce format ; le jeton DATA PACK ; Champ d'Antennes",
            "es": "Campo de Antenas; la aplicación lo cuenta; los Paquetes de Datos"}
    for lang, text in fine.items():
        assert not FORMAT_WORDS[lang].search(_prose(text)), (lang, text)
