"""An objective's state set from the keyboard alone, in the real window: O selects an objective, the Menu
key or Shift+F10 opens the selected item's own menu at the item (not the empty table's at the window's
corner), and its entries say what they do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui
Key = Qt.Key


def open_table(window, qtbot, troopers=()):
    window.open_document(TableDocument("s16/supremacy", 300, troopers=list(troopers)), None)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window.controller


def menu_from(qtbot, send, pick: str | None = None) -> tuple[list[str], QRect, list[str]]:
    """Send a key (``send()``), read the popup menu it opens: its entries, its place on screen, and
    the entries of its "Objective: …" submenu; trigger ``pick`` (else close it)."""
    seen: dict = {}

    def read() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            seen.setdefault("tries", 0)
            seen["tries"] += 1
            if seen["tries"] < 100:
                QTimer.singleShot(20, read)
            return
        seen["texts"] = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
        seen["at"] = menu.geometry()
        sub = next((a.menu() for a in menu.actions() if a.menu() and a.text().replace("&", "").startswith("Objective")), None)
        seen["sub"] = [a.text().replace("&", "") for a in sub.actions()] if sub else []
        action = next((a for a in menu.actions() if a.text().replace("&", "") == pick), None) if pick else None
        menu.close()
        if action is not None:
            action.trigger()
    QTimer.singleShot(0, read)
    send()
    qtbot.waitUntil(lambda: "texts" in seen)
    return seen["texts"], seen["at"], seen["sub"]


def beside(menu: QRect, point: QPoint) -> bool:
    """The menu opened at ``point``: its top (or bottom, flipped up at the screen's edge) edge there, over
    it (the screen's edge may shift it sideways)."""
    return menu.adjusted(-2, -2, 2, 2).contains(point) and min(
        abs(menu.top() - point.y()), abs(menu.bottom() - point.y())) <= 2


def item_on_screen(window, item) -> QPoint:
    return window.view.viewport().mapToGlobal(window.view.mapFromScene(item.scenePos()))


def test_o_selects_an_objective_and_the_menu_key_marks_it_hacked(window, qtbot):
    ctl = open_table(window, qtbot)
    qtbot.keyClick(window.view, Key.Key_O)
    chosen = [i for i in ctl.scene.marker_items.values() if i.isSelected()]
    assert len(chosen) == 1 and chosen[0].marker.label in window.statusBar().currentMessage()
    marker = chosen[0]
    texts, at, _ = menu_from(qtbot, lambda: qtbot.keyClick(window.view, Key.Key_Menu), "Hacked by A")
    assert "Hacked by A" in texts and not any("Add trooper" in t for t in texts)
    assert beside(at, item_on_screen(window, marker))  # at the objective, not the corner
    assert ctl.doc.markers[marker.marker.id].activated_by == ("A",)
    assert window.undo_action.isEnabled()

    # Shift+O goes back; Shift+F10 opens the same kind of menu and B hacks the console too.
    qtbot.keyClick(window.view, Key.Key_O)
    qtbot.keyClick(window.view, Key.Key_O, Qt.KeyboardModifier.ShiftModifier)
    assert marker.isSelected()
    texts, at, _ = menu_from(qtbot, lambda: qtbot.keyClick(window.view, Key.Key_F10,
                                                          Qt.KeyboardModifier.ShiftModifier), "Hacked by B")
    assert "Hacked by B" in texts
    assert ctl.doc.markers[marker.marker.id].activated_by == ("A", "B")


def test_the_platforms_keyboard_context_menu_opens_the_selected_troopers_menu_at_it(window, qtbot):
    # The Hacker in contact with console 2 (the tester's position): its menu holds the console's actions.
    ctl = open_table(window, qtbot, [Trooper("a1", "A", 36, 11.1, 25, 20, name="Hacker")])
    qtbot.keyClick(window.view, Key.Key_Space)
    trooper = ctl.scene.trooper_items["a1"]
    assert trooper.isSelected()

    def send() -> None:  # what the Menu key becomes on a real desktop: a keyboard context-menu event
        event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(0, 0), window.view.mapToGlobal(QPoint()))
        QApplication.sendEvent(window.view, event)
    texts, at, sub = menu_from(qtbot, send)
    assert "State" in texts and any(t.startswith("Objective:") for t in texts)
    assert "Hacked by A" in sub
    assert beside(at, item_on_screen(window, trooper))


def test_nothing_selected_the_tables_menu_opens_in_the_table_not_the_windows_corner(window, qtbot):
    open_table(window, qtbot)
    texts, at, _ = menu_from(qtbot, lambda: qtbot.keyClick(window.view, Key.Key_Menu))
    assert texts == ["Add trooper for player A…", "Add trooper for player B…"]
    centre = window.view.viewport().mapToGlobal(window.view.viewport().rect().center())
    assert beside(at, centre)


def test_the_objective_state_entries_say_what_they_do(window, qtbot):
    ctl = open_table(window, qtbot)
    menu = window.actions_.menu_for_item(next(iter(ctl.scene.marker_items.values())))
    texts = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    assert "Present" not in texts
    frostbyte = TableDocument("s16/frostbyte", 300)
    window.open_document(frostbyte, None)
    ctl = window.controller
    for item in ctl.scene.marker_items.values():
        states = item.marker.table_states()
        texts = [a.text().replace("&", "") for a in window.actions_.menu_for_item(item).actions() if not a.isSeparator()]
        assert "Present" not in texts
        if "destroyed" in states:
            assert "Destroyed" in texts and any("not destroyed" in t.lower() for t in texts)


def test_the_shortcuts_sheet_says_how_to_open_an_objectives_menu(window, qtbot):
    sheet = window.show_shortcuts()
    rows = {sheet.table.item(r, 0).text(): sheet.table.item(r, 1).text() for r in range(sheet.table.rowCount())}
    keys = {key: what for what, key in rows.items()}
    assert "Menu key / Shift+F10" in keys and "objective" in keys["Menu key / Shift+F10"]
    assert keys["O / Shift+O"] == "Select the next / previous objective"
    sheet.close()


@pytest.mark.parametrize(("lang", "console", "antenna"), [
    ("fr", ["Piratée par A", "Piratée par B"], ["Activée par A", "Activée par B"]),
    ("es", ["Hackeada por A", "Hackeada por B"], ["Activada por A", "Activada por B"])])
def test_an_objectives_menu_says_its_own_state_agreed_with_its_name(window, lang, console, antenna):
    """A console is hacked, an antenna activated (not "Activé/piraté" for both), each agreed with its feminine
    name as the packs write it; an antenna, fixed to the table, is never "carried"."""
    window.set_language(lang)
    for mission, marker_id, words in (("s16/supremacy", "console-1", console), ("s16/acquisition", "antenna-1", antenna)):
        window.open_document(TableDocument(mission, 300), None)
        item = window.controller.scene.marker_items[marker_id]
        texts = [a.text().replace("&", "") for a in window.actions_.menu_for_item(item).actions() if not a.isSeparator()]
        assert texts[:2] == words, texts
    window.actions_.select_troopers([])
    window.controller.add_trooper(Trooper("a1", "A", 1, 1, 25, 20))
    window.actions_.select_troopers(["a1"])
    texts = [a.text().replace("&", "") for a in window.actions_.menu_for_item(item).actions()]
    assert not any(t.startswith(("Porté", "Llevad")) for t in texts), texts
