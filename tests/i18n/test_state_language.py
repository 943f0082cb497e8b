"""A table file's field errors and ``missions diff`` in the reader's language: the field path as typed, the
words around it French or Spanish (the packs' Round/Ronda, marqueur/marcador, po/pulg.), no English of ours;
under the pseudo-locale every word of ours comes out wrapped."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.errors import InputError
from its_desktop.domain.itstable import document
from its_desktop.domain.mission.diff import diff

from .test_pseudo_locale import unwrapped

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = json.loads((ROOT / "docs" / "example.itstable").read_text(encoding="utf-8"))
# Our English words in these messages (not the keys of the format, the ids or the values quoted from the file).
ENGLISH = {"must", "be", "got", "number", "finite", "more", "than", "least", "list", "names", "unknown", "known",
           "object", "missing", "empty", "string", "state", "one", "of", "marker", "mission", "this", "give",
           "and", "together", "not", "it", "can", "trooper", "whole", "from", "to", "used", "twice", "keyed", "by",
           "player", "zone", "an", "file", "made", "newer", "version", "reads", "up", "placement", "id", "size",
           "game", "is", "needs", "says", "see", "or", "them", "in", "the", "no", "with", "compared", "at",
           "only", "Table", "Zones", "Objectives", "on", "Scoring", "Rules", "each", "end", "for", "opponent"}
SAME = {"fr": {"Table", "Zones", "est", "en", "mission", "non", "zone", "placement"}, "es": {"no", "Zones", "en"}}


def _with(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    doc = copy.deepcopy(EXAMPLE)
    change(doc)
    return doc


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        *head, last = path.split(".")
        here: Any = doc
        for key in head:
            here = here[int(key)] if key.isdigit() else here[key]
        if value is _DROP:
            del here[int(last) if last.isdigit() else last]
        else:
            here[int(last) if last.isdigit() else last] = value
    return change


_DROP = object()
CASES = {
    "not an object": [],
    "format": _with(_set("format", "other")),
    "newer": _with(_set("version", 9)),
    "mission missing": _with(_set("mission", _DROP)),
    "unknown mission": _with(_set("mission", "s16/nowhere")),
    "size": _with(_set("points", 275)),
    "round": _with(_set("round", 9)),
    "turn": _with(_set("turn", "C")),
    "troopers": _with(_set("troopers", {})),
    "trooper key": _with(_set("troopers.0.x", _DROP)),
    "trooper player": _with(_set("troopers.0.player", "C")),
    "trooper number": _with(_set("troopers.0.x", "ten")),
    "trooper base": _with(_set("troopers.0.base_mm", 0)),
    "trooper state": _with(_set("troopers.0.state", "asleep")),
    "trooper kind": _with(_set("troopers.0.kind", "ghost")),
    "trooper name": _with(_set("troopers.0.name", 7)),
    "trooper roles": _with(_set("troopers.0.roles", ["pilot-of-nothing"])),
    "trooper twice": _with(_set("troopers.1.id", "a1")),
    "marker id": _with(_set("markers.0.id", "console-99")),
    "marker state": _with(_set("markers.0.state", "asleep")),
    "marker not its state": _with(_set("markers.0.state", "open")),
    "marker xy": _with(_set("markers.0.x", 4)),
    "carried": _with(_set("markers.0.carried_by", "z9")),
    "activated": _with(_set("markers.0.activated_by", 5)),
    "intelcom": _with(_set("intelcom", {"A": {"zone": "nowhere", "value": 1}})),
    "placed": _with(_set("placed", [{"id": "p1", "placement": "nothing", "player": "A", "x": 1, "y": 1}])),
}



def _refusal(case: str, lang: str) -> tuple[str, str]:
    """The refusal's field and its line (``field: message``) as the reader reads it."""
    with i18n.speaking(lang):
        with pytest.raises(InputError) as err:
            document(CASES[case])
        return err.value.field, str(err.value)


def _english(text: str, field: str, lang: str) -> list[str]:
    text = text.replace(field, " ") if field else text
    text = text.replace("marker, model, token", " ")  # the format's own values of "kind"
    text = re.sub(r"'its-desktop [^']*'", " ", text)  # a command to type
    text = re.sub(r"'[^'\s]*'|\S*[/._\-\[]\S*", " ", text)  # quoted values, ids and paths are the file's
    return sorted(set(re.findall(r"[A-Za-z]+", text)) & ENGLISH - SAME.get(lang, set()))


def test_the_check_finds_english():
    found = set().union(*(_english(_refusal(c, "en")[1], _refusal(c, "en")[0], "en") for c in CASES))
    assert {"must", "unknown", "marker", "missing", "together"} <= found, found


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_field_error_is_in_the_readers_language(lang: str) -> None:
    for case in CASES:
        field, line = _refusal(case, lang)
        assert _english(line, field, lang) == [], (case, line)
        assert line != _refusal(case, "en")[1], case


@pytest.mark.parametrize("lang, expected", [
    ("fr", {"marker xy": "markers[console-2] : indiquez x et y ensemble",
            "round": "round : doit être un nombre entier de 1 à 3, reçu 9",
            "mission missing": "mission : manquant"}),
    ("es", {"marker xy": "markers[console-2]: indica x e y juntos",
            "round": "round: debe ser un número entero de 1 a 3, se recibió 9",
            "mission missing": "mission: falta"}),
])
def test_the_words_are_the_readers(lang: str, expected: dict[str, str]) -> None:
    assert {case: _refusal(case, lang)[1] for case in expected} == expected


@pytest.mark.parametrize("lang", ["pseudo"])
def test_under_the_pseudo_locale_every_field_error_is_wrapped(lang: str) -> None:
    for case in CASES:
        field, line = _refusal(case, lang)
        assert unwrapped(line.replace(field, " ")) == [], (case, line)


def test_the_command_line_names_the_file_and_field_in_french(tmp_path: Path) -> None:
    path = tmp_path / "table.itstable"
    path.write_text(json.dumps(CASES["marker xy"]), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", "fr", "evaluate", str(path)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == f"its-desktop: {path} : markers[console-2] : indiquez x et y ensemble\n"


# -- missions diff ---------------------------------------------------------------------------------------
PAIRS = [("s16/acquisition", "s13/acquisition", 150), ("s16/frostbyte", "s13/supremacy", 250),
         ("s16/acquisition", "s10/acquisition", 150)]


def _diff(lang: str) -> str:
    with i18n.speaking(lang):
        return "\n".join(line for a, b, points in PAIRS for line in diff(a, b, points))


@pytest.mark.parametrize("lang, table", [("fr", "24 × 32 po → 48 × 48 po"), ("es", "24 × 32 pulg. → 48 × 48 pulg.")])
def test_missions_diff_in_the_readers_language(lang: str, table: str) -> None:
    text = _diff(lang)
    assert f"  {table}" in text.splitlines(), text
    # S16's 24 x 32 in and S13's 60 x 80 cm are one table (1 in = 2.5 cm): not a change
    symbol = table.split()[-1]
    assert "60 × 80 cm" not in text and f"x 0–16, y 0–24 {symbol}" in text
    assert _english(text, "", lang) == [], text
    assert _english(_diff("en"), "", "en")  # the check reads the text: in English it finds our words


def test_missions_diff_under_the_pseudo_locale_is_wrapped() -> None:
    assert unwrapped(_diff("pseudo")) == []
    assert "24 × 32 in → 48 × 48 in" in _diff("en")
    from its_desktop.domain import lengths

    with lengths.measuring("cm"):  # --units cm: both sides in cm
        assert "60 × 80 cm → 120 × 120 cm" in _diff("en")
