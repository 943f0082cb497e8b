"""The referee panel reads the evaluation's reasons in the interface's language (reasons.render), the
hidden trooper of a player's view included."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper


@pytest.mark.parametrize("lang, words", [
    ("fr", ["Fusilier (A, 10 pts) : 100 % du socle à l'intérieur — à l'intérieur, compte 10",
            "personne ne le contrôle", " : A 10, B 0 — A domine"]),
    ("es", ["Fusilier (A, 10 pts): 100 % de la peana dentro — dentro, cuenta 10", "nadie lo controla",
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
