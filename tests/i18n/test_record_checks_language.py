"""The game record's checks in the player's language: the roll-off and Interference checks, and what
pydantic finds wrong in a value (worded by ``domain/validation.py`` when the value is refused, not when the
module was imported)."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally.record import GameRecord, check
from tests.tally.helpers import record

BASE = {"mission": "s8/supremacy", "points": 300, "rounds_completed": 3, "end_reason": "completed"}


def _refused(make) -> StateError:
    with pytest.raises(StateError) as caught:
        make()
    return caught.value


def _errors() -> list[StateError]:
    qc = catalog.mission("s10/quadrant-control", 300)
    return [
        _refused(lambda: GameRecord.from_json({**BASE, "contested": {"console-2": "C"}})),
        _refused(lambda: check(catalog.mission("s16/supremacy", 300),
                               record("s16/supremacy", 300, contested={"console-1": "A"}))),
        _refused(lambda: check(qc, record("s10/quadrant-control", 300,
                                          classified={"A": [{"name": "c", "intelcom": True}]},
                                          intelcom={"A": {"mode": "support_and_control", "value": 3,
                                                          "zone": "quadrant-a-left", "target": "b1"}}))),
        _refused(lambda: GameRecord.from_json({**BASE, "rounds_completed": "three"})),
        _refused(lambda: GameRecord.from_json({**BASE, "values": {"A": {"x": {"11": 1}}}})),  # past the most rounds a game has
    ]


@pytest.mark.parametrize("lang, words", [
    ("en", ["must be 'A', 'B' or 'none'", "not a marker settled by a roll-off", "only an Interference card",
            "must be a whole number, got 'three'", "a key is a round number"]),
    ("fr", ["doit être 'A', 'B' ou 'none'", "pas un marqueur départagé par un Jet Face à Face",
            "seule une carte Interférence", "doit être un nombre entier, reçu 'three'", "une clé est un numéro de Round"]),
    ("es", ["debe ser 'A', 'B' o 'none'", "no es un marcador que se decida con una Tirada Enfrentada",
            "solo una carta de Interferencia", "debe ser un número entero, se recibió 'three'",
            "una clave es un número de ronda"]),
])
def test_the_records_checks_in_each_language(lang, words):
    i18n.set_language(lang)
    try:
        errors = _errors()
    finally:
        i18n.set_language("en")
    assert [e.field for e in errors] == ["contested.console-2", "contested.console-1", "intelcom.A.target",
                                         "rounds_completed", "values.A.x.11"]
    for error, expected in zip(errors, words):
        assert expected in error.message, (expected, error.message)


def test_pydantics_or_is_the_languages():
    from its_desktop.domain.validation import message_of

    i18n.set_language("fr")
    try:
        text = message_of({"type": "literal_error", "ctx": {"expected": "'a' or 'b'"}, "input": "c"})
    finally:
        i18n.set_language("en")
    assert text == "doit être 'a' ou 'b', reçu 'c'"
