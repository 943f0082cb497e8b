"""The scorer speaks the player's language: ``its-desktop --lang fr|es score`` on the documented example
game prints the pack's own terms and not one English word of ours.

"English words of ours" are read from the catalog itself: every word of the scorer's message ids that
no French or Spanish translation also uses (so ``points``, ``zone`` or ``HVT`` do not count). What the
players typed into the record (their names, the troopers' names, the Classified cards they wrote down)
is theirs and is taken out of the output first."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from its_desktop.domain.po import parse_po

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "game-frostbyte.json"
WORD = re.compile(r"[A-Za-zÀ-ÿ]+(?:'[A-Za-z]+)?")
TALLY_FILES = ("domain/tally/", "cli.py")


def _run(lang: str) -> str:
    out = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang, "score", str(EXAMPLE)],
                         capture_output=True, text=True, timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    return out.stdout


def _typed_by_players() -> set[str]:
    """Every string the example's record and tables hold under a name-like key."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if k in ("name", "label", "player_a", "player_b", "id") and isinstance(v, str):
                    found.add(v)
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    return found


@cache
def _english_words() -> frozenset[str]:
    from tests.i18n.test_gettext_coverage import messages_in_code

    folder = resources.files("its_desktop.resources") / "locale"
    translated = " ".join(v for lang in ("fr", "es")
                          for v in parse_po((folder / f"{lang}.po").read_text(encoding="utf-8")).values())
    theirs = {w.lower() for w in WORD.findall(translated)}
    ours = set()
    for msgid, where in messages_in_code().items():
        if any(w.startswith("its_desktop/" + f) for w in where for f in TALLY_FILES):
            text = re.sub(r"\{[^}]*\}", " ", msgid.split("\x04")[-1])
            ours |= {w.lower() for w in WORD.findall(text)}
    return frozenset(w for w in ours - theirs if len(w) > 1)


def _english_left(text: str) -> set[str]:
    for typed in sorted(_typed_by_players(), key=len, reverse=True):
        text = text.replace(typed, " ")
    english = _english_words()
    return {w for w in WORD.findall(text) if w.lower() in english}


@pytest.mark.parametrize("lang, pack_words", [
    ("fr", ["Points de Victoire", "PO", "PV", "PT", "Tué", "Sécuriser la HVT", "Type de Troupe ILO", "Mort",
            "Zone d'Exclusion", "accompli", "jouée jusqu'au bout", "3 Rounds de Jeu"]),
    ("es", ["Puntos de Victoria", "PO", "PV", "PT", "Eliminado", "Asegurar HVT", "Tipo de Tropa IP", "Muerto",
            "Zona de Exclusión", "cumplido", "jugada hasta el final", "3 rondas"]),
])
def test_the_example_game_scored_in_the_players_language(lang, pack_words):
    out = _run(lang)
    for words in pack_words:
        assert words in out, (words, out)
    assert not _english_left(out), (_english_left(out), out)


def test_the_english_word_list_finds_english():
    # the check above cannot pass by knowing no English: the English run is full of it
    assert {"against", "accomplished", "killed", "spared"} <= _english_words()  # ("keeps" is a map key a translation quotes)
    assert len(_english_left(_run("en"))) > 20


@pytest.mark.parametrize("lang, words", [
    ("en", ["surviving army points cannot exceed the game size 150, got 151", "2 Classified Objectives, but the scenario gives 1"]),
    ("fr", ["Points d'Armée qui survivent ne peuvent dépasser le format de partie 150, reçu 151",
            "2 Objectifs Classifiés, mais le scénario en donne 1"]),
    ("es", ["Puntos de Tropas Supervivientes no pueden superar el tamaño de partida 150, se recibió 151",
            "2 Objetivos Clasificados, pero el escenario da 1"]),
])
def test_the_records_checks_in_the_players_language(lang, words):
    from its_desktop.domain import i18n
    from its_desktop.domain.table import StateError
    from tests.tally.helpers import play, slots

    i18n.set_language(lang)
    try:
        with pytest.raises(StateError) as vp:
            play("s16/annihilation", 150, vp={"A": 151})
        with pytest.raises(StateError) as cards:
            play("s16/supremacy", 300, classified={"A": slots(False, False)})
    finally:
        i18n.set_language("en")
    assert vp.value.field == "vp.A" and words[0] in vp.value.message
    assert cards.value.field == "classified.A" and words[1] in cards.value.message


@pytest.mark.parametrize("lang, missing, malformed", [
    ("fr", "x.json : illisible : ce fichier ou dossier n'existe pas",
     "bad.json : JSON mal formé à la ligne 1, colonne 2 : une clé entre guillemets droits était attendue"),
    ("es", "x.json: no se puede leer: no existe ese archivo o carpeta",
     "bad.json: JSON mal formado en la línea 1, columna 2: se esperaba una clave entre comillas dobles"),
])
def test_file_errors_in_the_players_language(lang, missing, malformed, tmp_path):
    # the system's strerror and the json module's reasons are English: our own words replace them
    gone = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang, "score", str(tmp_path / "x.json")],
                          capture_output=True, text=True, timeout=120, check=False)
    (tmp_path / "bad.json").write_text("{x", encoding="utf-8")
    bad = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang, "score", str(tmp_path / "bad.json")],
                         capture_output=True, text=True, timeout=120, check=False)
    assert gone.returncode == bad.returncode == 2
    assert gone.stderr.strip().endswith(missing), gone.stderr
    assert bad.stderr.strip().endswith(malformed), bad.stderr
    assert "No such file" not in gone.stderr and "Expecting" not in bad.stderr
