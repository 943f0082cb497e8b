"""What a newcomer's first game (issue 27, s40 trial) found confusing, through the real window: a trooper added
by a right-click on the table goes where the click was, and the dialog says what 0 Army Points mean."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QApplication

from its_desktop.domain.itstable import TableDocument
from its_desktop.ui.trooper_dialog import TrooperDialog

pytestmark = pytest.mark.gui

ZERO_POINTS = {
    "en": "At 0 pts it counts nothing towards dominating a zone",
    "fr": "À 0 pts, elle ne compte pas pour dominer une zone",
    "es": "Con 0 pts no cuenta para dominar una zona",
}


def _with_dialog(qtbot, act, seen: dict) -> None:
    """Run ``act`` (which opens the trooper dialog), reading it, naming the trooper and pressing OK."""
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TrooperDialog):
            QTimer.singleShot(20, fill)
            return
        seen["xy"] = (dialog.x_edit.text(), dialog.y_edit.text()) if dialog.x_edit and dialog.y_edit else None
        seen["note"] = dialog.points_note.isVisible(), dialog.points_note.text()
        dialog.name_edit.setText("Fusilier")
        dialog.accept()
    QTimer.singleShot(0, fill)
    act()


def test_add_trooper_from_a_right_click_puts_it_where_the_table_was_clicked(window, qtbot):
    window.open_document(TableDocument("s10/transmission-matrix", 300), None)
    ctl = window.controller
    spot = QPointF(30.0, 20.0)  # inches on this table, as its rulers read
    menu = window.actions_.build_context_menu(window.view.mapFromScene(spot))
    add_a = next(a for a in menu.actions() if a.text().replace("&", "").startswith("Add trooper for player A"))
    seen: dict = {}
    _with_dialog(qtbot, add_a.trigger, seen)
    (trooper,) = ctl.doc.troopers
    assert trooper.player == "A"
    # the click lands on a view pixel: within a pixel's width of the spot, not in a row in the deployment zone
    assert abs(trooper.x - spot.x()) < 0.2 and abs(trooper.y - spot.y()) < 0.2, (trooper.x, trooper.y)
    assert seen["xy"] is not None and all(seen["xy"]), "X/Y left empty (\"in a row\")"
    # the keyboard's menu (nothing clicked) still adds in a row in the deployment zone
    menu = window.actions_.menu_for_item(None)
    assert window.actions_.add_b in menu.actions()


def test_a_click_at_the_tables_edge_keeps_the_base_whole_on_it(window, qtbot):
    window.open_document(TableDocument("s10/transmission-matrix", 300), None)
    menu = window.actions_.build_context_menu(window.view.mapFromScene(QPointF(0.05, 0.05)))
    add_b = next(a for a in menu.actions() if a.text().replace("&", "").startswith("Add trooper for player B"))
    seen: dict = {}
    _with_dialog(qtbot, add_b.trigger, seen)
    (trooper,) = window.controller.doc.troopers
    r = 25 / window.controller.mission.unit_mm / 2
    assert trooper.player == "B" and trooper.x == pytest.approx(r) and trooper.y == pytest.approx(r)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_dialog_says_a_trooper_at_0_points_dominates_nothing(window, qtbot, lang):
    from its_desktop.ui import i18n

    window.open_document(TableDocument("s10/transmission-matrix", 300), None)
    i18n.install(lang)
    try:
        dialog = window.actions_._dialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.points_note.isVisible() and dialog.points_note.text() == ZERO_POINTS[lang]
        dialog.points_spin.selectAll()
        qtbot.keyClicks(dialog.points_spin, "28")
        assert not dialog.points_note.isVisible()  # a cost typed: the note goes
        dialog.reject()
    finally:
        i18n.install("en")


CARD_BUTTONS = {"en": ("Add a card", "Remove the selected card"),
                "fr": ("Ajouter une carte", "Retirer la carte sélectionnée"),
                "es": ("Añadir una carta", "Quitar la carta seleccionada")}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_add_a_card_starts_at_the_players_turn_with_the_focus_on_the_new_row(window, qtbot, tmp_path, lang):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton, QSpinBox

    from its_desktop.ui import i18n
    from its_desktop.ui.access_keys import key_of
    from its_desktop.ui.tally.deck_log import DeckLogDialog

    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.open_document(TableDocument("s16/highly-classified", 300), None)
    window.tally_actions.begin("Ann", "Ben")
    window.tally_actions.score_round()  # round 1 over: round 2 is being played
    deck = window.controller.mission.scenario.decks[0]
    seen: dict = {}

    def use() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, DeckLogDialog):
            QTimer.singleShot(20, use)
            return
        buttons = [b for b in dialog.findChildren(QPushButton) if b.text()]
        seen["keys"] = [key_of(b.text()) for b in buttons]
        seen["texts"] = {b.text().replace("&", "") for b in buttons}
        add = next(b for b in buttons if b.text().replace("&", "") == CARD_BUTTONS[lang][0])
        qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
        focus = dialog.focusWidget()  # the dialog's own (offscreen, its window need not be the active one)
        seen["focus_is_row"] = focus is dialog.table.cellWidget(0, 0) and isinstance(focus, QSpinBox)
        seen["row"] = dialog.rows()
        dialog.reject()

    i18n.install(lang)
    QApplication.processEvents()  # the language change reaches the open widgets first, as at a start in that language
    try:
        QTimer.singleShot(0, use)
        window.tally.edit_deck_log("B", deck)
    finally:
        i18n.install("en")
    assert set(CARD_BUTTONS[lang]) <= seen["texts"]
    assert None not in seen["keys"] and len(set(seen["keys"])) == len(seen["keys"]), seen["keys"]
    assert seen["focus_is_row"], "the focus stayed on the button"
    assert [(r["round"], r["turn"]) for r in seen["row"]] == [(2, "B")]


def test_the_welcomes_first_table_list_has_the_escalation_league_rounds_in_the_packs_order(window, qtbot):
    """The S10 pack prints its scenarios, then ITS LEAGUES: Escalation Leagues Round One to Six (pack index L57-62);
    the list showed the six between Hunting Party and Looting and Sabotaging (the ids' order)."""
    from its_desktop.ui.welcome import WelcomeDialog

    dialog = WelcomeDialog(window)
    qtbot.addWidget(dialog)
    ids = [dialog.scenario.itemData(i) for i in range(dialog.scenario.count())]
    s10 = [i for i in ids if i.startswith("s10/")]
    league = [f"s10/league-round-{n}" for n in range(1, 7)]
    assert s10[-6:] == league  # the season's list, the league rounds last and in order
    assert ids.index("s10/unmasking") + 1 == ids.index("s10/league-round-1")
    names = [dialog.scenario.itemText(ids.index(i)) for i in league]
    assert names[0].endswith("Escalation League Round One") and names[5].endswith("Escalation League Round Six")
    assert all(i.startswith("s10/") for i in ids[ids.index("s10/acquisition"):ids.index("s10/league-round-6") + 1])
