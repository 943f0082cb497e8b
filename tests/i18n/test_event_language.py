"""An event file's refusals and the organizer's checks in the reader's language: the field path stays as
typed (a key of the format), the words around it are French or Spanish with the packs' terms (Ronde/Ronda,
appariements/emparejamientos), lists join with et/y, and a missing field points at the format by its kind,
not by an English word."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import EventError
from its_desktop.domain.tournament.event_file import parse_event_file
from its_desktop.domain.tournament.event_rules import (check_event_settings, check_rounds_fit,
                                                       check_rounds_planned, result_warnings)
from its_desktop.domain.tournament.organizer import check_extras, check_round, load_event

S8, S10, S16 = catalog.season("s8"), catalog.season("s10"), catalog.season("s16")
PLAYERS = [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bea"}, {"id": 3, "name": "Cid"}, {"id": 4, "name": "Dan"}]
ROUND = {"round": 1, "scenario": "s16/supremacy", "points": 300}
# Words of our English messages (not the format's keys, ids or the players' names).
# "table", "points", "format(s)", "Extras" are French words too, "bye" the Spanish pack's; "rounds" is a key of
# the format.
ENGLISH = {"missing", "unknown", "player", "round", "listed", "twice", "entry", "scenario", "cannot", "play",
           "against", "themselves", "number", "game", "seats", "already", "seated", "pairings", "must", "whole",
           "least", "got", "joined", "has", "result", "sizes", "fix", "allow", "change", "first", "played", "both",
           "players", "scored", "maximum", "kept", "event", "and", "announces", "one", "object",
           "tournaments", "the", "in", "of", "is", "not"}


def _file(**extra: Any) -> dict[str, Any]:
    return {"name": "Open", "season": "s16", "players": PLAYERS, "games": [], **extra}


def _refused(call: Callable[[], Any]) -> EventError:
    with pytest.raises(EventError) as err:
        call()
    return err.value


CASES: dict[str, Callable[[], Any]] = {
    "no players": lambda: load_event({"season": "s16", "games": []}),
    "not an object": lambda: parse_event_file([]),
    "round twice": lambda: parse_event_file(_file(rounds=[ROUND, ROUND])),
    "unknown player": lambda: parse_event_file(_file(rounds=[ROUND], pairings=[{"round": 1, "table": 1, "a": 1,
                                                                                   "b": 9}])),
    "no rounds entry": lambda: parse_event_file(_file(rounds=[ROUND], pairings=[{"round": 2, "table": 1, "a": 1,
                                                                                    "b": 2}])),
    "no table": lambda: parse_event_file(_file(rounds=[ROUND], pairings=[{"round": 1, "a": 1, "b": 2}])),
    "table twice": lambda: parse_event_file(_file(rounds=[ROUND], pairings=[
        {"round": 1, "table": 1, "a": 1, "b": 2}, {"round": 1, "table": 1, "a": 3, "b": 4}])),
    "seated twice": lambda: parse_event_file(_file(rounds=[ROUND], pairings=[
        {"round": 1, "table": 1, "a": 1, "b": 2}, {"round": 1, "table": 2, "a": 1, "b": 3}])),
    "not paired": lambda: parse_event_file(_file(
        rounds=[ROUND], pairings=[{"round": 1, "table": 1, "a": 1, "b": 2}],
        games=[{"round": 1, "a": 3, "b": 4, "op_a": 1, "op_b": 2, "vp_a": 10, "vp_b": 20}])),
    "late joiner": lambda: load_event(_file(
        players=[*PLAYERS[:3], {"id": 4, "name": "Dan", "joined_round": 2}],
        games=[{"round": 1, "a": 3, "b": 4, "op_a": 1, "op_b": 2, "vp_a": 10, "vp_b": 20}])),
    "joined_round": lambda: load_event(_file(players=[{"id": 1, "name": "Ana", "joined_round": 0}])),
    "points": lambda: check_event_settings(S16, [], 275, None),
    "rounds fixed": lambda: check_rounds_planned(S10, ["escalation"], 5),
    "rounds too few": lambda: check_rounds_planned(S16, [], 1),
    "unknown Extra": lambda: check_extras(S16, ["nope"]),
    "two formats": lambda: check_extras(S10, ["escalation_league", "escalation"]),
    "two types": lambda: check_extras(S8, ["direct_action", "special_operations"]),
    "played twice": lambda: check_round(S16, [], 2, "s16/supremacy", 300, {1: "s16/supremacy"}),
    "round points": lambda: check_round(S16, [], 1, "s16/supremacy", 275, {}),
    "rounds fit": lambda: check_rounds_fit(S10, ["escalation"], {1: ("s10/supremacy", 400)}),
}


def _said(case: str, lang: str) -> EventError:
    with i18n.speaking(lang):
        err = _refused(CASES[case])
        err.text = str(err)  # type: ignore[attr-defined]  # rendered in the reader's language
    return err


def _english(text: str, err: EventError) -> list[str]:
    """Our English words left in ``text`` once the field path, quoted values and ids are taken out."""
    text = text.replace(err.field, " ")
    text = re.sub(r"L\d+ '[^']*'", " ", text)  # the pack's own sentence, quoted with its line
    text = re.sub(r"'[^'\s]*'|\S*[/._\-\[]\S*", " ", text)
    return sorted(set(re.findall(r"[A-Za-z]+", text)) & ENGLISH)


def test_the_check_finds_english():
    found = set().union(*(_english(_said(c, "en").text, _said(c, "en")) for c in CASES))  # type: ignore[attr-defined]
    assert {"missing", "round", "twice", "pairings", "and"} <= found, found


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_every_refusal_is_in_the_readers_language(case: str, lang: str) -> None:
    err = _said(case, lang)
    assert _english(err.text, err) == [], err.text  # type: ignore[attr-defined]
    assert err.text != _said(case, "en").text  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang, expected", [
    ("fr", {"no players": "players : manquant (le format des fichiers d'événement : docs/event-format.md)",
            "no table": "pairings[0].table : manquant : un numéro de table pour une partie (un exempt a 'bye')",
            "table twice": "pairings[1].table : la table 1 accueille déjà une partie dans la Ronde 1",
            "two formats": "extras : Tournoi en Escalade et Ligue en Escalade sont deux formats d'événement ; un "
                           "événement n'en a qu'un"}),
    ("es", {"no players": "players: falta (el formato de los archivos de evento: docs/event-format.md)",
            "no table": "pairings[0].table: falta: un número de mesa para una partida (un bye tiene 'bye')",
            "table twice": "pairings[1].table: la mesa 1 ya tiene una partida en la Ronda 1",
            # "e" before the i-sound of "ITS" (Spanish writes y as e there)
            "two formats": "extras: Torneo Escalada e ITS Escalation League son dos formatos de evento; un evento "
                           "tiene uno"}),
])
def test_the_words_are_the_packs(lang: str, expected: dict[str, str]) -> None:
    for case, text in expected.items():
        assert _said(case, lang).text == text, case  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pseudo"])
def test_a_missing_field_is_known_by_its_kind_in_every_language(lang: str) -> None:
    assert _said("no players", lang).kind == "missing"
    assert _said("no table", lang).kind == "missing"
    assert _said("table twice", lang).kind is None


@pytest.mark.parametrize("lang, expected", [
    ("fr", ["les deux joueurs ont marqué le maximum de 10 PO", "les deux joueurs ont gardé leurs 300 points en PV"]),
    ("es", ["los dos jugadores han marcado el máximo de 10 PO", "los dos jugadores han conservado sus 300 puntos en PV"]),
])
def test_a_result_worth_a_second_look_is_said_in_the_readers_language(lang: str, expected: list[str]) -> None:
    with i18n.speaking(lang):
        assert result_warnings(10, 10, 300, 300, op_ceiling=10, points=300) == expected


@pytest.mark.parametrize("lang, names", [("fr", "Opérations d'Action Directe, Opérations Spéciales"),
                                         ("es", "Operaciones de Acción Directa, Operaciones Especiales")])
def test_event_formats_names_the_operation_types(capsys, lang: str, names: str) -> None:
    """`event formats --season s8` listed the Operation Types by id ("direct_action, special_operations")."""
    from its_desktop.cli import main

    try:
        assert main(["--lang", lang, "event", "formats", "--season", "s8"]) == 0
    finally:
        i18n.set_language("en")  # main set the process's language
    out = capsys.readouterr().out
    assert names in out and "direct_action" not in out, out
