"""The tournament Journal's before and after in the reader's words (a tester's French and Spanish Journal read
"duration_minutes 120", "scenario s16/supremacy", "lists 0" and "tables [1, 2, 5, 2, 4, 1]"): every field of a
round, a player and a pairing worded, the scenario by its name, the tables and the bye by the players' names."""

from __future__ import annotations

import re

import pytest

from its_desktop.domain import i18n
from its_desktop.presentation.audit_words import value_words

ROUND = {"scenario": "s16/supremacy", "points": 300, "duration_minutes": 120, "deployment_minutes": None}
PLAYER = {"name": "Eva Lopes", "pin": "1005", "faction": "O-12", "club": "Porto", "lists": 0, "checked_in": True,
          "pending": False, "sectorial": None, "joined_round": 1, "dropped_after_round": None}
PAIRING = {"seed": None, "tables": [[1, 2, 5], [2, 4, 1]], "bye": 3, "deviations": 1}
NAMES = {1: "Ana Silva", 2: "Ben Costa", 3: "Carla Dias", 4: "Duarte Reis", 5: "Eva Lopes"}
WORDS = {"fr": ["Suprématie", "Points d'Armée 300", "table 1 : Ben Costa contre Eva Lopes",
                "table 2 : Duarte Reis contre Ana Silva", "exemption Carla Dias", "faction O-12"],
         "es": ["Supremacía", "Puntos de Ejército 300", "mesa 1: Ben Costa contra Eva Lopes",
                "mesa 2: Duarte Reis contra Ana Silva", "bye Carla Dias", "facción O-12"]}
CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|s16/|\[|\]|\b(scenario|lists|points|tables|seed)\b")  # ("faction" is French too)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_journal_words_every_field(lang):
    with i18n.speaking(lang):
        text = " | ".join(value_words(v, NAMES) for v in (ROUND, PLAYER, PAIRING))
    assert all(w in text for w in WORDS[lang]), text
    assert not CODE.search(text), (CODE.search(text), text)
    if lang == "es":
        assert "faction" not in text
