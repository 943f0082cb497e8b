"""French and Spanish map texts agree with the gender of the objects they speak of. Every marker names its
gender (``gender = { fr = "f", es = "f" }``, a French console is feminine, a Tech-Coffin masculine); a text of the
same scenario must not put a masculine article before a feminine object's name ("un AC2 Détruit") or the other
way round, and a marker's own notes (``inferred``, ``inferred_at``, ``label``) must not call the markers "ils"
when they are consoles ("ils tombent sur les bords…" for four consoles). Pack quotes are left out: they are
the pack's own text, typos included ("plus d'un Unité Thermique")."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.i18n.test_reading_words import QUOTED

MAPS = Path(__file__).resolve().parents[2] / "maps"
SEASONS = ["s16", "s13", "s10", "s8"]

# Articles and determiners that show a noun's gender, by language and by the gender they would be wrong for.
WRONG_ARTICLE = {
    ("fr", "f"): r"un|le|du|au|ce|cet",
    ("fr", "m"): r"une|la|cette",
    ("es", "f"): r"un|el|del|al|este|ese",
    ("es", "m"): r"una|la|esta|esa",
}
# The plural subject pronoun of the other gender, in a marker's own notes (those speak of the markers).
WRONG_PRONOUN = {("fr", "f"): r"ils", ("fr", "m"): r"elles", ("es", "f"): r"ellos", ("es", "m"): r"ellas"}
OWN_NOTES = ("inferred", "inferred_at", "label")


def _texts(node, path=""):
    """(where, {lang: text}) of every translated text of a map file."""
    if isinstance(node, dict):
        if ("fr" in node or "es" in node) and all(isinstance(v, (str, list)) for v in node.values()):
            yield path, node
            return
        for key, value in node.items():
            if key != "source" and not key.endswith("_source"):
                yield from _texts(value, f"{path}.{key}" if path else key)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _texts(value, f"{path}[{i}]")


def _prose(text: str) -> str:
    return QUOTED.sub(" ", text)


def _faults(season: str):
    for f in sorted((MAPS / season).glob("*.toml")):
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        markers = [m for m in data.get("markers", []) if isinstance(m.get("gender"), dict)]
        texts = list(_texts(data))
        for lang in ("fr", "es"):
            for marker in markers:
                gender, name = marker["gender"].get(lang), (marker.get("name") or {}).get(lang)
                if gender not in ("m", "f") or not name:
                    continue
                noun = re.escape(name.split()[0])
                article = re.compile(rf"\b(?:{WRONG_ARTICLE[lang, gender]})\s+{noun}\b", re.I)
                for where, text in texts:
                    for m in article.finditer(_prose(text.get(lang) or "")):
                        yield f"{season}/{f.name}", where, lang, m.group(0)
                pronoun = re.compile(rf"\b(?:{WRONG_PRONOUN[lang, gender]})\b", re.I)
                for where, text in _texts(marker, f"markers.{marker.get('id')}"):
                    if any(part in where for part in OWN_NOTES):
                        for m in pronoun.finditer(_prose(text.get(lang) or "")):
                            yield f"{season}/{f.name}", where, lang, m.group(0)


@pytest.mark.parametrize("season", SEASONS)
def test_french_and_spanish_texts_agree_with_the_objects_gender(season):
    found = list(_faults(season))
    assert not found, (len(found), found[:12])


def test_the_check_sees_what_it_refuses():
    # What main's maps held: a masculine article on a feminine AC2, "ils" for consoles; and what is fine.
    assert re.search(rf"\b(?:{WRONG_ARTICLE['fr', 'f']})\s+AC2\b", "un AC2 Détruit est sous 0 en STR")
    assert re.search(rf"\b(?:{WRONG_ARTICLE['es', 'f']})\s+AC2\b", "un AC2 Destruido está por debajo")
    assert re.search(rf"\b(?:{WRONG_PRONOUN['fr', 'f']})\b", "ils tombent sur les bords avant")
    assert not re.search(rf"\b(?:{WRONG_ARTICLE['fr', 'f']})\s+Console\b", _prose("la Console ; « le Console »"))
    assert not re.search(rf"\b(?:{WRONG_ARTICLE['fr', 'f']})\s+Unité\b", _prose("'plus d'un Unité Thermique'"))
