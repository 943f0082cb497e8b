"""The French and Spanish windows in the packs' words, with no English left where a tester found it: the
presentation header's OP, the welcome's first-table list, the tally's reading line, the roster's kind."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui

WORDS = {
    "fr": {"op": "3 PO", "season": "ITS Saison 16 : Suprématie", "kind": "Figurine", "round": "Round de Jeu",
           "refusal": "HVT : doit être à au moins 4 po en dehors de toute Zone de Déploiement ; ici, à 2 po de ZD A"},
    "es": {"op": "3 PO", "season": "ITS Temporada 16: Supremacía", "kind": "Figura", "round": "Ronda de Juego",
           "refusal": "Figura HVT: debe estar al menos a 4 pulg. fuera de cualquier Zona de Despliegue; aquí está a "
                      "2 pulg. de ZD A"},
}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_english_left_in_the_window(window, qtbot, lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.welcome import WelcomeDialog

    words = WORDS[lang]
    i18n.switch_language(lang)  # as Settings → Language does, the open window included
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 10, name="Fusilier")]), None)

    window.score_header.set_score(3, 3)  # presentation mode's header
    assert window.score_header.ops["A"].text() == words["op"] and "OP" not in window.score_header.ops["B"].text()

    welcome = WelcomeDialog(window)  # the first table, named as the toolbar names it
    qtbot.addWidget(welcome)
    names = [welcome.scenario.itemText(i) for i in range(welcome.scenario.count())]
    assert words["season"] in names and not any("Season" in n for n in names), names[:3]
    # newest season first, as the toolbar lists them (the ids sorted as text put Season 8 after 16)
    seasons = [int(str(welcome.scenario.itemData(i)).split("/")[0][1:]) for i in range(welcome.scenario.count())]
    assert seasons == sorted(seasons, reverse=True) and seasons[0] == 16 and seasons[-1] == 8
    if lang == "fr":  # the French names of S8's tiered scenarios: the level, no English "Tier"
        assert "ITS Saison 8 : Annihilation (Niveau 200)" in names and not any("Tier" in n for n in names)

    # A placement the pack refuses, in the status bar: the table's short zone name, the pack's units in the language
    from PySide6.QtCore import QPointF

    window.actions_.start_placing("hvt", "A")
    problems = window.actions_.place_at(QPointF(24, 14.5))  # an HVT's 1 in base: 2 in from DZ A
    assert problems and problems[0] == words["refusal"], problems
    assert words["refusal"] in window.statusBar().currentMessage()
    window.actions_.cancel_placing()

    roster = window.roster.tables["A"]  # the trooper's kind, as the trooper dialog says it
    assert roster.item(0, 3).text() == words["kind"]
    assert roster.horizontalHeaderItem(0).text() != "Name"  # the headers are translated (Pts is Pts in both)

    # The tally's reading lines come from the scenarios' data: none quotes the English pack in fr or es.
    import tomllib
    from pathlib import Path

    maps = Path(__file__).resolve().parents[2] / "maps"
    for path in maps.glob("s*/*.toml"):
        for table in tomllib.loads(path.read_text(encoding="utf-8")).get("scoring", []):
            inferred = table.get("inferred")
            if isinstance(inferred, dict) and lang in inferred:
                assert "the Game Round" not in inferred[lang], (path.name, inferred[lang])
                if "Game Round" in inferred.get("en", ""):
                    assert words["round"] in inferred[lang], (path.name, inferred[lang])


@pytest.mark.parametrize("lang, mark, tip", [("fr", "INC ", "Inconscient"), ("es", "INC ", "Inconsciente")])
def test_an_unconscious_trooper_is_marked_in_the_language(window, lang, mark, tip):
    """The table's mark and tooltip for a trooper in a Null state (the render command draws the same items)."""
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 10, name="Zhanshi", state="unconscious")]), None)
    item = window.controller.scene.trooper_items["a1"]
    assert item.label.text() == mark + "Zhanshi" and "UNC" not in item.label.text()
    assert item.toolTip().startswith("Zhanshi") and item.toolTip().endswith(tip) and "unconscious" not in item.toolTip()


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_heat_map_speaks_of_grid_squares_whatever_the_unit(window, lang):
    """The heat map said "each square inch" ("pulgada cuadrada") with cm chosen: its cell is a table unit, an
    inch or 2.5 cm, so the words name the grid's square, in any unit (s38 trial W13)."""
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    window.open_document(TableDocument("s13/supremacy", 300), None)
    heat = window.check_panel.heat
    words = " ".join((heat.title.text(), window.heat_action.statusTip()))
    assert ("chaque carreau de la table" if lang == "fr" else "cada cuadro de la mesa") in words, words
    assert not [w for w in ("pouce", "pulgada", "inch") if w in words], words


@pytest.mark.parametrize("lang, code", [("fr", "ILO"), ("es", "IP")])
def test_the_troopers_table_names_troop_types_and_roles(window, lang, code):
    """The troopers' table showed the stored codes "HI", "hazmat_ops" (s38 trial W2): the rules' names now."""
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    window.open_document(TableDocument("s16/frostbyte", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 40, name="Swiss Guard", troop_type="HI", roles=frozenset({"hazmat_ops"}))]), None)
    table = window.roster.tables["A"]
    row = [table.item(0, c).text() for c in range(table.columnCount())]
    assert code in row and "HI" not in row, row
    assert "Hazmat Ops" in row and "hazmat_ops" not in row, row
