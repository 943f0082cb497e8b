"""Lists of names join in the reader's language: one helper (``i18n.join_words``) for every "a, b and c" and
"a or b" the rules, the store and the command line write."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.i18n import join_words
from its_desktop.domain.mission.suggest import unknown_mission


@pytest.mark.parametrize("lang, expected", [
    ("en", ["", "Ana", "Ana and Bea", "Ana, Bea and Cid", "Ana or Bea"]),
    ("fr", ["", "Ana", "Ana et Bea", "Ana, Bea et Cid", "Ana ou Bea"]),
    ("es", ["", "Ana", "Ana y Bea", "Ana, Bea y Cid", "Ana o Bea"]),
])
def test_lists_join_in_the_readers_language(lang: str, expected: list[str]) -> None:
    got = [join_words([], lang=lang), join_words(["Ana"], lang=lang), join_words(["Ana", "Bea"], lang=lang),
           join_words(iter(["Ana", "Bea", "Cid"]), lang=lang), join_words(["Ana", "Bea"], "or", lang=lang)]
    assert got == expected


@pytest.mark.parametrize("words, how, expected", [
    (["Ana", "Inés"], "and", "Ana e Inés"),  # y is e before an i-sound
    (["Ana", "Iker"], "and", "Ana e Iker"),
    (["padres", "hijos"], "and", "padres e hijos"),  # a silent h keeps the i-sound
    (["agua", "hielo"], "and", "agua y hielo"),  # hie-: the i is a consonant, y stays
    (["Ana", "Yolanda"], "and", "Ana y Yolanda"),
    (["siete", "ocho"], "or", "siete u ocho"),  # o is u before an o-sound
    (["mujer", "hombre"], "or", "mujer u hombre"),
    (["A", "B"], "or", "A o B"),
])
def test_spanish_writes_e_and_u_before_the_same_sound(words: list[str], how: str, expected: str) -> None:
    assert join_words(words, how, lang="es") == expected


def test_the_current_language_is_the_default() -> None:
    with i18n.speaking("fr"):
        assert join_words(["A", "B"]) == "A et B"
    with i18n.speaking("pseudo"):
        assert join_words(["A", "B"]) == "A[ åñđ ]B"


@pytest.mark.parametrize("lang, joined", [("en", "s16/supplies or s16/supremacy"),
                                         ("fr", "s16/supplies ou s16/supremacy"),
                                         ("es", "s16/supplies o s16/supremacy")])
def test_did_you_mean_joins_with_the_readers_or(lang: str, joined: str) -> None:
    with i18n.speaking(lang):
        said = unknown_mission("s16/sup", ["s16/frostbyte", "s16/supplies", "s16/supremacy"])
    assert joined in said and said.rstrip("? ").endswith(joined), said
