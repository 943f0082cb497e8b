"""The registration dialog's faction list in the players' pack words ("Armée Combinée" in French, the proper names
where no pack gives another), stored by the army's English name whatever language it was picked in."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from its_desktop.persistence.events.records import PlayerRecord


def _items(box) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


@pytest.mark.parametrize(("lang", "word"), [("fr", "Armée Combinée"), ("es", "Combined Army")])
def test_the_faction_list_in_the_readers_words(qtbot, settings, lang, word):
    from its_desktop.ui import i18n
    from its_desktop.ui.tournament.dialogs import PlayerDialog

    i18n.install(lang)
    parent = QWidget()
    qtbot.addWidget(parent)
    dlg = PlayerDialog(parent, factions=["Armée Combinée", "Les Pirates"])  # one typed in French before, one unknown
    items = _items(dlg.faction)
    assert word in items and items.count(word) == 1, items  # the French-typed one is the same army: listed once
    assert ("Combined Army" in items) == (lang != "fr"), items
    assert "Les Pirates" in items and "Nomads" in items  # no pack names the Nomads otherwise: the proper name
    dlg.faction.setCurrentText(word)
    assert "Onyx Contact Force" in _items(dlg.sectorial)  # the sectorials follow the faction picked in French
    dlg.sectorial.setCurrentText("Onyx Contact Force")
    values = dlg.values()
    assert (values["faction"], values["sectorial"]) == ("Combined Army", "Onyx Contact Force")


def test_editing_a_player_registered_in_french_shows_the_readers_words(qtbot, settings):
    from its_desktop.ui import i18n
    from its_desktop.ui.tournament.dialogs import PlayerDialog

    i18n.install("es")
    parent = QWidget()
    qtbot.addWidget(parent)
    p = PlayerRecord(1, 1, "Amélie", None, "Armée Combinée", None, (), 1, None, 1, "Morat Aggression Force")
    dlg = PlayerDialog(parent, p)
    assert dlg.faction.currentText() == "Combined Army" and dlg.sectorial.currentText() == "Morat Aggression Force"
