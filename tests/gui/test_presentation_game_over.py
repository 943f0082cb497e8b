"""Presentation mode (F11) of a finished game says the game is over and its result, as the game bar and the
tally do, not "Round 3, turn of A" where the table was left; a game in progress still shows its round and turn."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game-frostbyte.json"
OVER = {"en": ("Game over: ", " TP", "Round 3"), "fr": ("Partie terminée : ", " PT", "Round 3"),
        "es": ("Partida terminada: ", " PT", "Ronda 3")}


def _middle(window) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(window.score_header.middle.text())
    return doc.toPlainText()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_presentation_mode_of_a_finished_game_says_it_is_over_and_its_result(window, tmp_path, lang):
    from its_desktop.domain.inputs import read_json
    from its_desktop.ui import i18n

    actions = window.tally_actions
    actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    i18n.install(lang)
    try:
        actions.load(actions.games.import_game(read_json(str(EXAMPLE))))
        assert actions.header.over  # the game bar says "Game over"
        window.presentation_action.trigger()  # F11
        text = _middle(window)
        window.grab().save(str(tmp_path / f"f11-{lang}.png"))
        window.presentation_action.trigger()
    finally:
        i18n.install("en")
    over, tp, round_ = OVER[lang]
    tp_a, tp_b = window.tally.last_tp
    assert f"{over}{tp_a}–{tp_b}{tp}" in text, text
    assert round_ not in text, text


def test_presentation_mode_of_a_game_in_progress_shows_round_and_turn(window, tmp_path):
    from its_desktop.domain.itstable import TableDocument

    actions = window.tally_actions
    actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.open_document(TableDocument("s16/supremacy", 300), None)
    actions.begin("Ann", "Bob")
    window.presentation_action.trigger()
    try:
        text = _middle(window)
    finally:
        window.presentation_action.trigger()
    assert "Round 1, turn of A" in text and "Game over" not in text, text
