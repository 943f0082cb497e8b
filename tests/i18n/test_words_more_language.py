"""Words a French or Spanish user still met in English: the control sheet's other reading of the bye (an
English source note with the pack's line numbers), `render --size`'s errors, a library's licence written as
prose in its metadata, and the sixth S10 league round's Spanish name."""

from __future__ import annotations

import re

import pytest

from its_desktop import about
from its_desktop.domain import i18n
from its_desktop.domain.errors import InputError
from its_desktop.domain.mission import catalog
from its_desktop.printing.sheets import _scoring_reminder
from its_desktop.ui.render import parse_size

WORDS = {"fr": {"bye": "(ou 4 PT, au choix de l'organisateur)", "size": "n'est pas LARGEURxHAUTEUR en pixels",
                "side": "sort de 16..16384 pixels par côté"},
         "es": {"bye": "(o 4 PT, a elección del organizador)", "size": "no es ANCHOxALTO en píxeles",
                "side": "se sale de 16..16384 píxeles por lado"}}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_control_sheet_gives_the_byes_other_reading_without_the_source_note(lang):
    with i18n.speaking(lang):
        text = _scoring_reminder(catalog.season("s13"))
    assert WORDS[lang]["bye"] in text, text
    assert not re.search(r"\bL\d{2,4}\b", text) and "the bye" not in text and "worth" not in text, text


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_render_size_errors_speak_the_language(lang):
    with i18n.speaking(lang):
        with pytest.raises(InputError) as bad:
            parse_size("12")
        with pytest.raises(InputError) as big:
            parse_size("9x9")
    assert WORDS[lang]["size"] in str(bad.value) and "'12'" in str(bad.value), str(bad.value)
    assert WORDS[lang]["side"] in str(big.value), str(big.value)
    assert "is not" not in str(bad.value) and "outside" not in str(big.value)


def test_licences_are_identifiers_never_prose():
    """pypdfium2's metadata says "BSD-3-Clause, Apache-2.0, dependency licenses": English in every language."""
    licences = {c.name: c.licence for c in about.components()}
    assert licences["pypdfium2"] == "BSD-3-Clause OR Apache-2.0"
    for name, licence in licences.items():
        words = [w for w in re.split(r"[\s,()]+", licence) if w]  # SPDX ids have a capital or a digit
        assert words and all(w in ("AND", "OR", "WITH") or re.search(r"[A-Z0-9]", w) for w in words), (name, licence)


def test_the_sixth_league_round_is_named_as_the_spanish_pack_names_its_rounds():
    names = [catalog.scenario(f"s10/league-round-{n}").name.get("es") for n in range(1, 7)]
    assert names[-1] == "Sexta Jornada" and all("Jornada" in n and "League" not in n for n in names), names
