"""The s40 French/Spanish trial's window findings, through the real window in each language: the tooltips of the
table and the tally never quote a pack in another language than the reader's (98 sources in the library cite a
section, not a line, and went through whole)."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.readings import QUOTE
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui


@pytest.fixture
def db(tmp_path, window):
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"


def tooltips(window) -> list[str]:
    """The tooltips of every zone and objective on the table and of every row of the tally."""
    scene = window.controller.scene
    tips = [item.toolTip() for item in [*scene.zone_items.values(), *scene.marker_items.values()]]
    grid = window.tally.grid
    tips += [grid.item(row, 0).toolTip() for row in range(grid.rowCount()) if grid.item(row, 0) is not None]
    return tips


def quoted(tips: list[str]) -> list[str]:
    return [tip for tip in tips if QUOTE.search(tip.replace("\n", " "))]


@pytest.mark.parametrize("lang, mission", [("fr", "s16/supremacy"), ("es", "s16/supremacy"), ("es", "s13/supremacy"),
                                           ("fr", "s8/quadrant-control")])
def test_tooltips_quote_no_pack_of_another_language(window, db, lang, mission):
    def a_game():
        window.open_document(TableDocument(mission, 300 if mission != "s8/quadrant-control" else 200,
                                           troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
        window.tally_actions.begin("Ana", "Beto")
        return tooltips(window)

    english = a_game()
    window.set_language(lang)  # a player of that language starts a game (the tally's rows are made in it)
    tips = a_game()
    assert len(tips) >= 8
    assert quoted(tips) == [], lang
    if mission == "s16/supremacy":
        # what the English reader of the English pack reads there: the quote itself; the others, the section
        assert any("'At the end of each Game Round, dominate more Quadrants" in t for t in english)
        quadrant = next(t for t in tips if t.startswith(("Q1", "C1")))
        assert "QUADRANTS (ZO)" in quadrant and "the table is divided" not in quadrant


@pytest.mark.parametrize("lang, words", [("fr", ("par un joueur", "raison corrigé à la main", "symbole non", " ; ")),
                                         ("es", ("por un jugador", "motivo corregido a mano", "símbolo no", "; "))])
def test_the_history_words_a_correction_and_a_card_in_the_readers_language(window, db, lang, words):
    """A game's History showed the stored keys: "valeur 2 · who player · why corrigé à la main", "nom  · accompli
    oui · … · symbol non", and the end notes joined by "; " in French."""
    from its_desktop.ui.tally import recorded_list

    window.set_language(lang)
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    acts, tally = window.tally_actions, window.tally
    acts.begin("Ana", "Beto")
    acts.score_round()
    tally.cell("A", "more-quadrants", "1").box.setValue(2)   # typed over what the table counted: a correction
    tally.slot_box("A", 0, "fulfilled").setChecked(True)
    for _ in range(2):
        acts.score_round()                                   # to the end: the end notes
    rows = recorded_list.history_rows(acts)
    after = [r[5] for r in rows]
    by, why, symbol, joiner = words
    correction = next(v for v in after if why in v)
    assert by in correction and not {"who", "why", "player"} & set(correction.split()), correction
    card = next(v for v in after if symbol in v)
    assert "symbol " not in card and "  " not in card, card          # no English key, no empty value
    notes = [v for r in rows if (v := r[5]) and r[3] == rows[-1][3] and "\n" not in v]
    assert any(joiner in v for v in notes) and (lang != "fr" or all("–; " not in v for v in after)), notes


@pytest.mark.parametrize("lang, title", [("fr", "Base de données"), ("es", "Base de datos")])
def test_recorded_games_on_a_file_that_is_not_a_database_says_so_and_does_not_crash(window, tmp_path, qtbot, lang,
                                                                                     title):
    """A station given a file that is not a database: Game → Recorded games raised into the crash box ("unexpected
    error … every score is already saved"). It says the database cannot be opened, in the language, and the window
    goes on."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    bad = tmp_path / "notadb.sqlite3"
    bad.write_bytes(b"this is not a database, only text " * 200)
    window.set_language(lang)
    window.tally_actions.db_url = f"sqlite:///{bad}"
    seen: dict = {}

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, close_it)
            return
        seen.update(name=box.objectName(), title=box.windowTitle(), text=box.text(), info=box.informativeText())
        box.close()

    QTimer.singleShot(0, close_it)
    window.tally_actions.open_game.trigger()
    assert seen["name"] == "database-error", seen
    assert title in seen["title"] and str(bad) in seen["info"], seen
    assert window.isVisible() and window.tally_actions.session is None


BAD_MAP = 'id = "x"\nname = 5\n[[zones]]\nkind = 3\n'


@pytest.mark.parametrize("lang, english", [("fr", "(and"), ("es", "(and")])
def test_a_bad_map_file_is_refused_in_the_language(tournament, tmp_path, lang, english):
    """A map file with many problems: "custom_scenario: no es un archivo de mapa de escenario válido: … (and 13
    more)" — the count in English. (The dialog keeping what was typed, with the line beside its field, is main's.)"""
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    w = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    assert w.create_event("Prueba", "s16", points=300, custom_scenario=BAD_MAP) is None
    problem = w._last_problem
    assert "custom_scenario" not in problem and english not in problem, problem
    assert {"fr": " (et ", "es": " (y "}[lang] in problem and w.events.list_events() == []


@pytest.mark.parametrize("lang, pin_word", [("fr", "PIN"), ("es", "PIN")])
def test_a_duplicate_pin_is_refused_without_the_fields_code(tournament, tmp_path, lang, pin_word):
    from its_desktop.ui import i18n

    i18n.switch_language(lang)
    w = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    w.create_event("Lisboa", "s16", points=300)
    assert w.registration.add_player("Ana Silva", "1001", "Nomads", "Lisboa", ["list"])
    assert not w.registration.add_player("Lucía Pérez", "1001", "Nomads", "Lisboa", ["list"])
    said = w.registration.banner.text()
    assert pin_word in said and "1001" in said and not said.lower().startswith("pin"), said


@pytest.mark.parametrize("lang, side", [("fr", "Camp"), ("es", "Bando")])
def test_the_first_paint_names_the_sides_in_the_language(lang, side):
    """A fresh Spanish start drew "Side B"/"Side A" on the table's edges while the library loaded (the shipped
    first table was made with no Qt translator, so its side names stayed English)."""
    import json

    from its_desktop.ui.table import first_table

    shipped = json.loads(first_table.shipped_path(lang).read_text(encoding="utf-8"))
    assert shipped["sides"] == {"A": f"{side} A", "B": f"{side} B"}


@pytest.mark.parametrize("lang, kind", [("fr", "Table ITS (*.itstable)"), ("es", "Mesa ITS (*.itstable)")])
def test_the_open_and_save_dialogs_name_the_file_type_in_the_language(window, lang, kind):
    """File → Open showed "ITS table (*.itstable)" in French and Spanish windows."""
    window.set_language(lang)
    assert window.file_filter().split(";;")[0] == kind


@pytest.mark.parametrize("lang, size", [("fr", "48 × 48 po"), ("es", "48 × 48 pulg.")])
def test_the_layouts_list_gives_the_tables_size_with_its_unit(tournament, tmp_path, lang, size):
    """Layouts read "48 × 48" with no unit, where the command line says "48 × 48 po"."""
    from its_desktop.ui import i18n

    from .test_tournament_layouts import WALL, paired, table_file

    i18n.switch_language(lang)
    w = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    tab = paired(w)
    assert tab.add_layout_file(table_file(tmp_path, "Muro", [WALL]))
    assert tab.library_table.item(0, 1).text() == size
