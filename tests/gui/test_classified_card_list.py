"""The card of a deck drawn from the Classified Decks is picked from the season's list where its pack lists the deck
(s40 trial of issue 27, left alone then: the card name was free text everywhere). Season 10's pack lists its
Classified Deck (L483-L615): Highly Classified's log offers those 20 names, in the window's language as the packs
name them, and still takes a typed name; Season 16's pack lists no deck, so its log stays free text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from its_desktop.domain.itstable import TableDocument

pytestmark = pytest.mark.gui


def _open_log(window, qtbot, tmp_path, mission_id, act, shot=None):
    """Open player A's deck log on ``mission_id``'s recorded game, run ``act(dialog)`` on it, return its rows."""
    from its_desktop.ui.tally.deck_log import DeckLogDialog

    window.resize(1366, 768)
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.open_document(TableDocument(mission_id, 300), None)
    window.tally_actions.begin("Ann", "Ben")
    deck = window.controller.mission.scenario.decks[0]
    seen: dict = {}

    def use() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, DeckLogDialog):
            QTimer.singleShot(20, use)
            return
        dialog.add_card()
        seen["widget"] = dialog.table.cellWidget(0, 2)
        act(dialog, seen)
        if shot is not None:
            dialog.grab().save(str(shot))
        seen["rows"] = dialog.rows()
        dialog.accept()

    QTimer.singleShot(0, use)
    window.tally.edit_deck_log("A", deck)
    return seen


@pytest.mark.parametrize(("lang", "first", "pack_named"), [
    ("en", "Capture", "HVT: Retroengineering"), ("fr", "Capture", "HVT : Rétro-Ingénierie"),
    ("es", "Captura", "HVT: Retroingeniería")])
def test_season_10_offers_its_packs_classified_cards(window, qtbot, tmp_path, lang, first, pack_named):
    from its_desktop.ui import i18n

    def act(dialog, seen):
        box = seen["widget"]
        seen["items"] = [box.itemText(i) for i in range(box.count())]
        box.setCurrentIndex(box.findText(pack_named))

    i18n.install(lang)
    try:
        seen = _open_log(window, qtbot, tmp_path, "s10/highly-classified", act, tmp_path / f"cards-{lang}.png")
    finally:
        i18n.install("en")
    box = seen["widget"]
    assert isinstance(box, QComboBox) and box.isEditable()  # the list, and free text
    assert len(seen["items"]) == 20 and seen["items"][0] == first, seen["items"]
    assert seen["rows"][0]["card"] == pack_named


def test_a_name_not_in_the_list_is_still_taken(window, qtbot, tmp_path):
    def act(dialog, seen):
        seen["widget"].setEditText("Lost card of another edition")

    seen = _open_log(window, qtbot, tmp_path, "s10/highly-classified", act)
    assert seen["rows"][0]["card"] == "Lost card of another edition"


def test_season_16_lists_no_deck_and_keeps_free_text(window, qtbot, tmp_path):
    def act(dialog, seen):
        seen["widget"].setText("Telemetry")

    seen = _open_log(window, qtbot, tmp_path, "s16/highly-classified", act)
    assert isinstance(seen["widget"], QLineEdit) and seen["rows"][0]["card"] == "Telemetry"
