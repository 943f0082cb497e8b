"""French and Spanish agreement in the tournament window, read from the real widgets: each report count
agrees with its own number ("1 proposée", never "1 proposées"), and Spanish "Desviaciones" (feminine) reads
"Ninguna." when a round has none."""

from __future__ import annotations

import pytest

from .test_tournament_reports import Phones

pytestmark = pytest.mark.gui


def _event(tournament, url, lang):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)  # as the app starts in French or Spanish (the suite puts English back)
    w = tournament(url, (1280, 720))
    assert w.create_event("Open", "s16", points=300)
    for i in range(4):
        assert w.registration.add_player(f"Joueur {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    return w


@pytest.mark.parametrize(("lang", "counts"), [
    ("fr", "2 tables : 0 contestée, 1 proposée, 0 confirmée, 0 validée"),
    ("es", "2 mesas: 0 impugnadas, 1 propuesta, 0 confirmadas, 0 aprobadas")])
def test_each_report_count_agrees_with_its_number(tournament, sqlite_url, lang, counts):
    w = _event(tournament, sqlite_url, lang)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
    phones = Phones(w.events, w.event_id)
    phones.sit(1)
    phones.propose(1, "B", 2, 8, 100, 280)
    w.tabs.setCurrentWidget(w.reports)
    w.reports.refresh()
    assert w.reports.progress.text() == counts


@pytest.mark.parametrize(("lang", "none"), [("fr", "Aucun."), ("es", "Ninguna."), ("en", "None.")])
def test_no_deviations_agrees_with_the_boxs_noun(tournament, sqlite_url, lang, none):
    w = _event(tournament, sqlite_url, lang)
    assert w.pairings.generate(1, seed=5) is not None
    assert w.pairings.deviations.toPlainText() == none


@pytest.mark.parametrize(("lang", "code", "role"), [("fr", "ILO", "Cible Désignée"), ("es", "IP", "Objetivo Designado")])
def test_the_troopers_table_shows_the_packs_words_not_codes(qtbot, lang, code, role):
    """Troop Type by the pack's abbreviation (French ILO, Spanish IP) and roles by name, never HI or
    designated_target; the trooper dialog's type list the same."""
    from its_desktop.domain.table import Trooper
    from its_desktop.ui import i18n as ui_i18n
    from its_desktop.ui.roster_panel import RosterPanel
    from its_desktop.ui.trooper_dialog import TrooperDialog

    ui_i18n.install(lang)
    panel = RosterPanel()
    qtbot.addWidget(panel)
    t = Trooper("h1", "A", 10, 10, 40, 30, troop_type="HI", roles=frozenset({"designated_target"}), name="Hoplite")
    panel.show_troopers([t], {})
    row = [panel.tables["A"].item(0, c).text() for c in range(panel.tables["A"].columnCount())]
    assert code in row and role in row and "HI" not in row and "designated_target" not in row, row
    dialog = TrooperDialog(None, ["normal"], [], None)
    qtbot.addWidget(dialog)
    types = [dialog.type_combo.itemText(i) for i in range(dialog.type_combo.count())]
    assert any(x.startswith(f"{code} — ") for x in types) and not any(x.startswith("HI ") for x in types), types


@pytest.mark.parametrize(("lang", "said"), [("es", "cada cuadro de la mesa"), ("fr", "chaque carreau de la table")])
def test_the_heat_map_names_no_unit_the_reader_did_not_choose(qtbot, lang, said):
    """The heat map's squares are the table's grid: "square inch" read wrong on a cm table or with cm chosen."""
    from its_desktop.ui import i18n as ui_i18n
    from its_desktop.ui.heat_section import HeatSection

    ui_i18n.install(lang)
    heat = HeatSection()
    qtbot.addWidget(heat)
    text = heat.title.text()
    assert said in text and not any(w in text for w in ("pulgada", "pouce", "inch")), text
