"""What a newcomer still met with the keyboard (s38 trial of issue 27), through the real windows: the toolbar shows
another season only once the question about the recorded game is answered, Escape closes the Tournament window
unless a cell is being edited, focus stays visible on a combo box after a choice from its list, and every label
and menu item of the objective's menu and the Start and Welcome dialogs has its own access key."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import (QApplication, QFormLayout, QLabel, QMessageBox, QPushButton, QStyle,
                               QStyleOptionComboBox)

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.ui.access_keys import key_of

from .test_tournament_window import register_five

pytestmark = pytest.mark.gui
Key = Qt.Key
SHOTS = os.environ.get("ITS_TEST_SHOTS")  # a folder to save screenshots in, to look at them (unset: none)


def shot(widget, name):
    if SHOTS:
        widget.grab().save(f"{SHOTS}/{name}.png")


def answer_looking(qtbot, button, look):
    """Click ``button`` in the next question box; ``look()`` is called while it is up, its result kept."""
    seen: dict = {}

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen["text"], seen["look"] = box.text(), look()
        next(b for b in box.buttons() if b.text().replace("&", "") == button).click()
    QTimer.singleShot(0, click)
    return seen


@pytest.mark.parametrize("answer", ["Keep playing", "Set it aside"])
def test_the_pickers_show_another_season_only_once_the_game_is_set_aside(window, db, qtbot, monkeypatch, answer):
    monkeypatch.delattr(window, "may_set_game_aside")  # the window's own question
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    game = window.tally_actions.begin("Eva", "Finn")
    pickers = (window.season_box, window.scenario_box, window.points_box)
    def look():
        shot(window, f"8_question_{answer[:4]}")
        return [b.currentText() for b in pickers]
    seen = answer_looking(qtbot, answer, look)
    box = window.season_box
    box.setCurrentIndex(box.findData("s13"))  # chosen from the list: the box changes, then says "activated"
    box.activated.emit(box.currentIndex())
    assert f"Game {game} is being recorded" in seen["text"]
    assert seen["look"][0] == "ITS Season 16" and seen["look"][1] == "Supremacy", seen["look"]
    if answer == "Keep playing":  # the pickers stay on the table's season and scenario
        assert [b.currentData() for b in pickers] == ["s16", "s16/supremacy", 300]
        assert window.controller.doc.mission == "s16/supremacy"
    else:  # accepted: the new choice shows, and it is the table
        assert box.currentData() == "s13" and window.controller.doc.mission.startswith("s13/")
        assert window.scenario_box.currentData() == window.controller.doc.mission


def test_escape_closes_the_tournament_window_but_first_cancels_a_cells_edit(tournament, tmp_path, qtbot):
    w = tournament(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    register_five(w)
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=42) is not None and w.pairings.save()
    w.tabs.setCurrentWidget(w.results)
    w.results.refresh()
    w.activateWindow()
    table = w.results.table
    table.setFocus()
    cell = next(table.item(r, 3) for r, g in enumerate(w.results.games) if not g.bye)  # OP A
    assert cell.flags() & Qt.ItemFlag.ItemIsEditable
    before = cell.text()
    table.setCurrentItem(cell)
    table.editItem(cell)
    editor = table.indexWidget(table.indexFromItem(cell))
    assert editor is not None and table.state() == table.State.EditingState
    qtbot.keyClicks(editor, "typed")
    qtbot.keyClick(editor, Key.Key_Escape)  # cancels the edit only
    assert w.isVisible() and table.state() != table.State.EditingState and cell.text() == before
    w.station.setFocus()
    w.station.setText("Referee desk")       # typed in a field of the window
    qtbot.keyClick(w.station, Key.Key_Escape)
    assert not w.isVisible()                # closed as a dialog would be
    w.show()
    assert w.station.text() == "Referee desk"  # nothing typed is lost


def shows_focus(box) -> bool:
    """The box has the focus and the style is told to draw its frame (Qt's styles draw it only with both)."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    state = opt.state
    return box.hasFocus() and bool(state & QStyle.StateFlag.State_HasFocus) \
        and bool(state & QStyle.StateFlag.State_KeyboardFocusChange)


def choose_by_keyboard(qtbot, box, steps):
    qtbot.keyClick(box, Key.Key_Down)            # opens the list (ui/combo_guard.py)
    assert box.view().isVisible()
    for _ in range(steps):
        qtbot.keyClick(box.view(), Key.Key_Down)
    qtbot.keyClick(box.view(), Key.Key_Return)   # the choice


def test_a_combo_chosen_from_its_list_by_keyboard_keeps_its_focus_frame(window, db, qtbot):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    window.tally_actions.begin("Ann", "Bob")
    window.docks["tally"].raise_()
    window.activateWindow()
    box = window.tally.end_reason
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(box, Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)  # as a keyboard user reaches it
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_Tab)
    assert box.hasFocus()
    choose_by_keyboard(qtbot, box, 1)
    qtbot.waitUntil(lambda: not box.view().isVisible())
    assert box.currentData() == "completed"
    assert shows_focus(box)
    shot(window.tally, "4_game_combo_after_choice")


def test_the_season_box_keeps_its_focus_frame_after_the_question_is_answered_by_keyboard(window, db, qtbot,
                                                                                         monkeypatch):
    monkeypatch.delattr(window, "may_set_game_aside")
    window.open_document(TableDocument("s16/supremacy", 300), None)
    window.tally_actions.begin("Ann", "Bob")
    window.activateWindow()
    box = window.season_box
    box.setFocus(Qt.FocusReason.TabFocusReason)

    def escape() -> None:                          # "Keep playing" by keyboard
        question = QApplication.activeModalWidget()
        if not isinstance(question, QMessageBox):
            QTimer.singleShot(20, escape)
            return
        qtbot.keyClick(question, Key.Key_Escape)
    QTimer.singleShot(0, escape)
    choose_by_keyboard(qtbot, box, 1)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert box.currentData() == "s16" and window.controller.doc.mission == "s16/supremacy"
    window.activateWindow()  # what the window system does as the question goes (the offscreen one does not)
    qtbot.waitUntil(lambda: box.hasFocus())
    assert shows_focus(box)
    shot(window, "4_season_after_keep")


def unique_keys(texts):
    keys = [key_of(t) for t in texts]
    assert None not in keys, [t for t, k in zip(texts, keys) if k is None]
    assert len(set(keys)) == len(keys), texts
    return keys


def menu_keys(menu):
    actions = [a for a in menu.actions() if not a.isSeparator()]
    unique_keys([a.text() for a in actions])
    for a in actions:
        if a.menu() is not None:
            menu_keys(a.menu())


def form_labels(dialog):
    """Each form row's label, checked to lead to a control that takes the focus."""
    labels = []
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel):
                label = item.widget()
                assert label.buddy() is not None and label.buddy().focusPolicy() != Qt.FocusPolicy.NoFocus, label.text()
                labels.append(label)
    return labels


def test_objective_menus_and_the_start_and_welcome_dialogs_have_a_unique_access_key_on_everything(window, qtbot):
    from its_desktop.ui.tally.start_dialog import StartDialog
    from its_desktop.ui.welcome import WelcomeDialog

    for lang in ("en", "fr", "es"):
        window.set_language(lang)
        window.open_document(TableDocument("s16/supremacy", 300,
                                           troopers=[Trooper("a1", "A", 36, 11.1, 25, 20, name="Hacker")]), None)
        ctl = window.controller
        marker = next(i for i in ctl.scene.marker_items.values() if "2" in i.marker.label)
        pos = window.view.mapFromScene(QPointF(marker.x(), marker.y() + 0.3))
        both = window.actions_.build_context_menu(pos)       # the objective's items, then the trooper's submenu
        menu_keys(both)
        assert any(a.menu() is not None for a in both.actions())
        menu_keys(window.actions_.menu_for_item(marker))     # Menu key on the objective alone
        edit = window.menuBar().actions()[1].menu()           # the trooper's items come from the Edit menu
        menu_keys(edit)
        start = StartDialog(window)
        qtbot.addWidget(start)
        unique_keys([w.text() for w in form_labels(start) + start.findChildren(QPushButton)])
        welcome = WelcomeDialog(window)
        qtbot.addWidget(welcome)
        labels = form_labels(welcome)
        assert len(labels) == 4
        unique_keys([w.text() for w in labels + welcome.findChildren(QPushButton)])
        if lang == "fr":
            both.adjustSize()
            shot(both, "5_objective_menu_fr")
            shot(start, "5_start_fr")
            shot(welcome, "5_welcome_fr")
    start.show()
    start.activateWindow()  # access keys are shortcuts of the active window
    qtbot.waitUntil(start.isActiveWindow)
    label = next(w for w in form_labels(start) if w.buddy() is start.deploys_first)
    qtbot.keyClick(start, key_of(label.text()), Qt.KeyboardModifier.AltModifier)
    assert start.deploys_first.hasFocus()                    # the key leads to its field
