"""The right-hand column's six panels (with a game's Tally and the Table check shown) keep every tab title whole
and inside the tab bar, with no scroll arrows, on a 1280x720 and a 1366x768 laptop in en, fr and es (s40 walk of
the French and Spanish window: "Notas del escenario" read "uel escenario", three tabs scrolled off). The short
tab title names the panel; its full name stays in the tab's tooltip, the panel's title bar and View → Panels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTabBar

from .test_newcomer_fit import laptop, shot

pytestmark = pytest.mark.gui
FULL = {"en": ["Legend and key", "Referee: why", "Roster", "Scenario notes", "Tally", "Table check"],
        "fr": ["Légende et clé", "Arbitre : pourquoi", "Effectifs", "Notes du scénario", "Décompte",
               "Vérification de la table"],
        "es": ["Leyenda y clave", "Árbitro: por qué", "Tropas", "Notas del escenario", "Recuento",
               "Comprobación de la mesa"]}
DOCKS = ["legend", "referee", "roster", "notes", "tally", "check"]


@pytest.mark.parametrize("size", ["1280x720", "1366x768"])
def test_every_panel_tab_is_whole_and_in_the_bar_with_a_game_and_the_check_shown(qtbot, settings, size):
    w = laptop(qtbot, size)
    w.game_recorded("Ana", "Bruno")
    w.docks["check"].show()
    for lang in ("en", "fr", "es"):
        if lang != "en":
            w.set_language(lang)
        qtbot.wait(50)
        bars = [b for b in w.findChildren(QTabBar) if b.parent() is w and b.isVisible() and b.count() > 1]
        assert len(bars) == 1, [[b.tabText(i) for i in range(b.count())] for b in bars]
        bar = bars[0]
        titles = [bar.tabText(i) for i in range(bar.count())]
        assert bar.count() == 6, titles
        need = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        assert need <= bar.width(), (lang, size, titles, need, bar.width())  # no scroll arrows needed
        for i in range(bar.count()):
            tab = bar.tabRect(i)
            assert tab.left() >= 0 and tab.right() < bar.width(), (lang, size, titles[i], tab, bar.width())
            assert tab.width() >= bar.tabSizeHint(i).width(), (lang, size, titles[i])
        # the full name of each panel: the tab's tooltip, its title bar and its View → Panels item
        assert sorted(bar.tabToolTip(i) for i in range(bar.count())) == sorted(FULL[lang]), lang
        for name, full in zip(DOCKS, FULL[lang], strict=True):
            dock = w.docks[name]
            assert dock.toggleViewAction().text() == full, (lang, name)
            shown = dock.titleBarWidget().findChild(QLabel) if dock.titleBarWidget() is not None else None
            assert shown is not None and shown.text() == full, (lang, name)
        shot(w, f"dock_tabs_{lang}_{size}")
    view = w.view  # the table keeps its whole height: the column took only the width the table leaves free
    assert view.viewport().width() >= view.viewport().height()
    # a column the user narrows stays so when another tab is raised (only a new tab widens it)
    w.docks["legend"].raise_()
    qtbot.wait(20)
    w.resizeDocks([w.docks["legend"]], [340], Qt.Orientation.Horizontal)
    qtbot.wait(20)
    narrowed = bar.width()
    assert narrowed < sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
    w.docks["referee"].raise_()
    qtbot.wait(50)
    assert bar.width() == narrowed


def test_the_spanish_table_check_header_is_whole_at_1280x720(qtbot, settings):
    """Scenery → Check this table without a game: the column (about 400 px) widens for its tabs, and the grid's
    first header, "Comprobación (umbral)" (164 px), is no longer cut (it had 154)."""
    w = laptop(qtbot, "1280x720")
    w.set_language("es")
    w.docks["check"].show()
    w.docks["check"].raise_()
    qtbot.wait(50)
    bar = next(b for b in w.findChildren(QTabBar) if b.parent() is w and b.isVisible() and b.count() > 1)
    assert sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= bar.width()
    header = w.check_panel.grid.horizontalHeader()
    assert w.check_panel.grid.horizontalHeaderItem(0).text() == "Comprobación (umbral)"
    assert header.sectionSize(0) >= header.sectionSizeHint(0), (header.sectionSize(0), header.sectionSizeHint(0))
    shot(w, "dock_tabs_check_es_1280x720")
