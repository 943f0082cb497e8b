"""Seasons 10 and 8's readings ("Our readings", and why a position is inferred), beyond what
tests/i18n/test_reading_words.py asks of every season's French and Spanish: in English too, no data key, no formula
("x = W/2", "y = D/2 ± cm(20)"), no coordinates ("(24, 12)", "y 12..20"), no table units ("48 x 48 units"), no id
of the scenario's own zones, markers or objectives ("sector-a", "multiscanner-not-placed"), pack quotes included;
and `mission` prints them in the units chosen, an inches pack in cm and a cm pack in inches."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

MAPS = Path(__file__).resolve().parents[2] / "maps"
SEASONS = ["s10", "s8"]
LANGS = ("en", "fr", "es")

# What a player cannot read: a key of the file format, a formula over the table's names, coordinates in table
# units, a table unit ("48 x 48 units"), an expression's comparison.
KEY = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
FORMULA = re.compile(r"\b[xy] ?[=<>]|\b[WD]\b|\bdz\b|\b(?:cm|mm)\(|\b[WD]/2|±|\b[a-z]+\.[a-z_]+ ?=|\[\[")
COORDINATES = re.compile(r"\(\d+(?:\.\d+)?, \d+(?:\.\d+)?\)|\b\d+\.\.\d+\b|\b[xy] \d+ ?[/.,-]\s?\d")
TABLE_UNITS = re.compile(r"\d (?:units?|unités?|unidad(?:es)?)\b")


def _texts(node, path=""):
    """Every reading of a map file as (where, {lang: text}): the scenario's readings and each inferred note."""
    if isinstance(node, list):
        for i, value in enumerate(node):
            yield from _texts(value, f"{path}[{i}]")
    if not isinstance(node, dict):
        return
    for key, value in node.items():
        where = f"{path}.{key}" if path else key
        if key == "ambiguities":
            yield from ((f"{where}[{i}]", v) for i, v in enumerate(value) if isinstance(v, dict))
        elif key == "inferred_at":
            yield from ((f"{where}.{k}", v) for k, v in value.items() if isinstance(v, dict))
        elif key in ("inferred", "other_reading") and isinstance(value, dict):
            yield where, value
        else:
            yield from _texts(value, where)


def _ids(node) -> set[str]:
    """The ids a scenario gives its zones, markers, placements, objectives and roles (with numbered copies)."""
    ids: set[str] = set()
    if isinstance(node, dict):
        if isinstance(node.get("id"), str) and "-" in node["id"] and "/" not in node["id"]:
            ids.add(node["id"])
        for value in node.values():
            ids |= _ids(value)
    elif isinstance(node, list):
        for value in node:
            ids |= _ids(value)
    return ids


def _readings(season: str):
    for f in sorted((MAPS / season).glob("*.toml")):
        doc = tomllib.loads(f.read_text(encoding="utf-8"))
        ids = _ids(doc)
        for where, text in _texts(doc):
            yield f"{season}/{f.stem}: {where}", text, ids


def _unreadable(text: str, ids: set[str]) -> list[str]:
    found = [m.group(0) for rx in (KEY, FORMULA, COORDINATES, TABLE_UNITS) for m in rx.finditer(text)]
    found += [i for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?:-\d+)?(?![\w-])", text)]
    found += [m.group(0) for m in re.finditer(r"\b[a-z]+-\d+\b", text)]  # a numbered copy's id, "console-1"
    return found


@pytest.mark.parametrize("season", SEASONS)
def test_no_reading_holds_a_data_key_a_formula_or_an_id(season):
    readings = list(_readings(season))
    assert len(readings) > 150, len(readings)  # every scenario's readings and inferred notes, not a few
    bad = [(where, lang, hits) for where, text, ids in readings for lang in LANGS
           if (hits := _unreadable(text.get(lang) or "", ids))]
    assert not bad, (len(bad), bad[:8])


def test_the_checks_catch_what_the_readings_held_before():
    # Sentences the S10 and S8 readings held (main, before they were reworded): each is caught.
    held = {
        "read as from the side edges (x = 0 and x = W) to the centre": "x =",
        "La pénalité du Xenotech est la ligne multiscanner-not-placed : op = -1 avec floor = 0": "multiscanner-not-placed",
        "nous l'encodons avec les deux interdictions 'no_airborne_inside'": "no_airborne_inside",
        "la Baliza del Jugador A es la de y = 12": "y =",
        "leaves the HVTs the band y = 20..28": "20..28",
        "(24, 12) and (24, 36)": "(24, 12)",
        "sector-a (Secteur A) est le plus proche": "sector-a",
        "120 x 120 cm (48 x 48 unidades)": "8 unidades",
        "y = D/2 ± cm(20)": "±",
        "el registro nombra a su ganador (contested = roll_off)": "roll_off",
    }
    ids = {"sector-a", "multiscanner-not-placed"}
    for text, caught in held.items():
        hits = _unreadable(text, ids)
        assert any(caught in h or h in caught for h in hits), (text, hits)


# s10/quadrant-control (an inches pack) and s8/quadrant-control (a cm pack) at 300 points: their reading of the
# lost quadrants, as `mission` prints it, in (language, chosen units); None: the pack's own.
QUARTERS = {("s10", "fr", None): "nous coupons la table de 48 po x 48 po selon la ligne centrale et la ligne qui la "
                                 "coupe au centre de la table en quatre quarts de 24 po x 24 po.",
            ("s10", "fr", "cm"): "la table de 120 cm x 120 cm selon la ligne centrale",
            ("s10", "es", "cm"): "en cuatro cuartos de 60 cm x 60 cm.",
            ("s8", "es", None): "en cuatro cuartos de 60 cm x 60 cm, coherente con las consolas de Supremacía «en el "
                                "centro de cada Cuadrante» a 30 cm de los bordes (L1225).",
            ("s8", "fr", "in"): "en quatre quarts de 24 po x 24 po, ce qui concorde",
            ("s8", "es", "in"): "en cuatro cuartos de 24 pulg. x 24 pulg., coherente con las consolas de Supremacía "
                                "«en el centro de cada Cuadrante» a 12 pulg. de los bordes (L1225)."}


@pytest.mark.parametrize(("season", "lang", "units"), list(QUARTERS))
def test_mission_prints_the_seasons_readings_in_the_chosen_units(season, lang, units, capsys):
    from its_desktop.cli import main

    chosen = ["--units", units] if units else []
    assert main(["--lang", lang, *chosen, "mission", f"{season}/quadrant-control", "--points", "300"]) == 0
    out = capsys.readouterr().out
    assert QUARTERS[season, lang, units] in out, out[-2500:]
    readings = [line for line in out.splitlines() if line.startswith(("  - ", "  (?) "))]  # readings, inferred notes
    assert len(readings) >= 5 and not [r for r in readings if "{" in r or "W/2" in r or "pulg.." in r], readings


def test_a_spanish_inch_ending_a_sentence_keeps_one_full_stop():
    from its_desktop.domain import lengths
    from its_desktop.domain.mission.common import with_lengths

    try:
        lengths.set_units("in")
        assert with_lengths("cuatro cuartos de {24 in} x {24 in}.", "es") == "cuatro cuartos de 24 pulg. x 24 pulg."
        assert with_lengths("quatre quarts de {24 in}.", "fr") == "quatre quarts de 24 po."
        assert with_lengths("a {10 cm}. Luego", "es") == "a 4 pulg. Luego"
        lengths.set_units("cm")
        assert with_lengths("a {4 in}.", "es") == "a 10 cm."
    finally:
        lengths.set_units(None)
