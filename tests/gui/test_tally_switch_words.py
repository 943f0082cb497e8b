"""The tally's fixed cells follow a live language switch: a Spanish player who switched from English read "below"
on Panic Room's "More Victory Points" line until the game was opened again (seen in a 1280x720 screenshot)."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument

from .test_newcomer_fit import laptop

pytestmark = pytest.mark.gui


def fixed_words(tally):
    g = tally.grid
    return {g.item(r, c).text() for r in range(g.rowCount()) for c in range(1, g.columnCount()) if g.item(r, c)}


def test_the_derived_lines_word_follows_a_live_switch(qtbot, settings):
    w = laptop(qtbot, "1366x768")
    w._maybe_keep_changes = lambda: True
    w.open_document(TableDocument("s16/panic-room", 300), None)
    w.tally_actions.begin("Ana", "Ben")
    assert "below" in fixed_words(w.tally)
    for lang, word in (("es", "abajo"), ("fr", "ci-dessous"), ("en", "below")):
        w.set_language(lang)
        qtbot.wait(20)
        words = fixed_words(w.tally)
        assert word in words and not {"below", "abajo", "ci-dessous"} - {word} & words, lang
    w.set_language("en")
