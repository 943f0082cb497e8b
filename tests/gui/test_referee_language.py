"""The referee panel reads the evaluation's reasons in the interface's language (reasons.render), the
hidden trooper of a player's view included."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper


@pytest.mark.parametrize("lang, words", [
    ("fr", ["Fusilier (A, 10 pts) : 100 % du socle à l'intérieur — à l'intérieur, compte 10",
            "personne ne la contrôle", " : A 10, B 0 — A domine"]),  # a console: feminine
    ("es", ["Fusilier (A, 10 pts): 100 % de la peana dentro — dentro, cuenta 10", "nadie la controla",
            ": A 10, B 0 — domina A"]),
])
def test_the_referee_reads_the_reasons_in_the_interfaces_language(window, lang, words):
    from its_desktop.ui import i18n

    i18n.install(lang)
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 10,
                                                                               name="Fusilier")]), None)
    window.referee.set_focus(None)
    text = window.referee.toPlainText()
    assert all(w in text for w in words), text
    assert "inside" not in text and "nobody" not in text and "controlled by" not in text, text
    # Quadrant is masculine in French, Section feminine: the wording names no gender ("dominée" was wrong).
    assert "dominée" not in text and "dominada" not in text, text


@pytest.mark.parametrize("lang, words, wrong", [
    ("fr", ["Console 1 : piratée par A", "Console 2 : pas piratée", "Console 3 : piratée par B au Round 1",
            "Console 4 : piratée par A au Round 1 et B", "contrôlée par A"], ["piraté ", "piraté\n", "contrôlé par"]),
    ("es", ["Consola 1: hackeada por A", "Consola 2: no hackeada", "Consola 4: hackeada por A en la ronda 1 y B",
            "controlada por A"], ["hackeado", "controlado"]),
])
def test_the_referee_agrees_a_consoles_state_with_its_name(window, qtbot, lang, words, wrong):
    """"Console" and "Consola" are feminine: the packs write "Console Piratée", "Consola Hackeada"."""
    from its_desktop.ui import i18n

    from .test_objective_states import open_supremacy

    i18n.install(lang)
    open_supremacy(window)
    qtbot.waitUntil(lambda: window.referee.result is not None)
    window.referee.set_focus(None)
    text = window.referee.toPlainText()
    assert all(w in text for w in words), text
    assert not any(w in text for w in wrong), text
