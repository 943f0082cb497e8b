"""The referee panel is never an empty white box (s40 trial of issue 27): on a scenario with no Zone of Operations
and no objective on the table (S8 Annihilation, S16 Highly Classified) it says in one line why there is nothing
to explain, in the reader's language; where there is something to explain, that line is not there."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog

pytestmark = pytest.mark.gui

LINES = {
    "en": "Nothing on this table is decided by domination or control: the score comes from the tally.",
    "fr": "Rien sur cette table ne se décide par domination ou contrôle : le score vient du décompte.",
    "es": "Nada en esta mesa se decide por dominación o control: la puntuación sale del recuento.",
}


def _panel_text(w, mission_id: str) -> str:
    w.open_document(TableDocument(mission_id, catalog.sizes(mission_id)[0]), None)
    assert w.controller.evaluator is not None
    w.controller.recompute()
    w.referee.set_focus(None)
    w.referee.result = w.controller.last
    w.referee._render()  # the panel follows results on a timer: read what it says now
    return w.referee.toPlainText().strip()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_table_with_nothing_to_explain_says_so_in_one_line(window, qtbot, lang):
    from its_desktop.ui import i18n

    i18n.install(lang)
    try:
        for mission_id in ("s8/annihilation-low", "s16/highly-classified"):
            assert _panel_text(window, mission_id) == LINES[lang], mission_id
        assert LINES[lang] not in _panel_text(window, "s10/transmission-matrix")  # five areas to explain
    finally:
        i18n.install("en")
