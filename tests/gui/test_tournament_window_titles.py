"""The tournament window's own words in French and Spanish: the Rounds tab's header and the event chooser name the
season ("ITS Saison 16"), not its id ("s16"); the question "which table's tiles?" is asked in a box wide enough for its
title ("Imprimir una mesa en mosaico" was cut to "Imprim…saico")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

pytestmark = pytest.mark.gui


def _event(w):
    assert w.create_event("Open de Lisboa", "s16", points=300)
    for i, name in enumerate(["Ana Ruiz", "Ben Okafor", "Carla Dias", "Dora Lima"]):
        assert w.registration.add_player(name, f"{1001 + i}", "O-12", "", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=3) is not None and w.pairings.save()


@pytest.mark.parametrize(("lang", "season", "title"), [("fr", "ITS Saison 16", "Imprimer une table en tuiles"),
                                                       ("es", "ITS Temporada 16", "Imprimir una mesa en mosaico")])
def test_the_rounds_header_names_the_season_and_the_tiles_question_fits_its_title(tournament, lang, season, title,
                                                                                  tmp_path):
    from its_desktop.ui import i18n as ui_i18n
    from its_desktop.ui.tournament.prompts import Prompts

    ui_i18n.install(lang)
    w = tournament(f"sqlite:///{tmp_path / 'e.sqlite3'}", (1366, 768))
    _event(w)
    w.rounds.refresh()
    header = w.rounds.summary.text()
    assert season in header and "s16" not in header, header
    assert w.event_box.currentText().startswith(f"Open de Lisboa ({season}, "), w.event_box.currentText()

    # The Pairings tab's "Print tiles for table…" asks through the window's prompts (no table selected).
    w.tabs.setCurrentWidget(w.pairings)
    w.pairings.round_box.setValue(1)
    w.pairings.by_table.clearSelection()
    w.pairings.by_table.setCurrentCell(-1, -1)
    w.prompts.answers["pick"] = [None]  # cancelled: nothing printed
    w.pairings.tiles_button.click()
    assert [t for kind, t, _text in w.prompts.asked if kind == "pick"] == [title]

    # The real box: wider than its title with a title bar's icon and buttons beside it.
    seen = {}

    def look():
        box = next(x for x in QApplication.topLevelWidgets() if isinstance(x, QInputDialog) and x.isVisible())
        seen["width"], seen["need"] = box.width(), box.fontMetrics().horizontalAdvance(title)
        seen["title"] = box.windowTitle()
        box.grab().save(str(tmp_path.parent / f"tiles-question-{lang}.png"))
        box.reject()
    QTimer.singleShot(0, look)
    assert Prompts(w).pick(title, w.pairings.tr("Table"), ["1", "2"]) is None
    assert seen["title"] == title and seen["width"] >= seen["need"] + 100, seen
