"""A round played with the keyboard alone, through the real window: add a trooper, select it, move it,
place an objective, end the round and type the tally. Focus is checked after every key: on a control
that shows, never inside a hidden panel, and the table draws its focus frame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from its_desktop.ui.table.view import FOCUS_RING

pytestmark = pytest.mark.gui
Key = Qt.Key
SHIFT, CTRL, ALT = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier, \
    Qt.KeyboardModifier.AltModifier


def focus_shows(window) -> QWidget:
    """The focused control is on screen: it and every parent up to its window are visible."""
    focus = QApplication.focusWidget()
    assert focus is not None
    w: QWidget | None = focus
    while w is not None:
        assert w.isVisible(), f"focus on {focus!r} inside a hidden {w!r}"
        w = w.parentWidget()
    return focus


def press(qtbot, window, key, mods=Qt.KeyboardModifier.NoModifier, text: str = "", modal: bool = False) -> QWidget:
    target = QApplication.activeModalWidget() or QApplication.focusWidget() or window
    qtbot.keyClick(target, key, mods)
    for ch in text:
        qtbot.keyClick(QApplication.focusWidget(), ch)
    if modal:  # the offscreen platform has no window manager to give the window back its activation
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return focus_shows(window)


def in_modal(qtbot, keys) -> None:
    """Type ``keys`` (text or (key, modifiers)) into the modal dialog the next key press opens."""
    def go() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()
                       and w.isModal()), None)
        if dialog is None:
            QTimer.singleShot(20, go)
            return
        dialog.activateWindow()
        # Active, as a window manager makes it: access keys (Alt+X) are shortcuts of the active window.
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        qtbot.waitUntil(lambda: dialog.focusWidget() is not None and dialog.focusWidget().isVisible())
        for k in keys:
            target = dialog.focusWidget() or dialog
            if isinstance(k, str):
                qtbot.keyClicks(target, k)
            else:
                qtbot.keyClick(target, *k)
    QTimer.singleShot(0, go)


def frame_colour(view) -> QColor:
    """The colour at the table's left edge, inside its viewport: the focus ring when it has focus."""
    image = view.viewport().grab().toImage()
    return image.pixelColor(1, image.height() // 2)


def test_a_round_played_with_the_keyboard_alone(window, qtbot, tmp_path):
    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: window.view.hasFocus())

    # Record a game: Ctrl+Shift+N, the players' names, Enter.
    in_modal(qtbot, ["Ann", (Key.Key_Tab,), (Key.Key_Tab,), "Bob", (Key.Key_Return,)])
    press(qtbot, window, Key.Key_N, CTRL | SHIFT, modal=True)
    qtbot.waitUntil(lambda: window.tally_actions.session is not None)
    assert window.player_names == ("Ann", "Bob")

    # Add a trooper for player A: Ctrl+1, a name, Enter. It lands in A's deployment zone.
    in_modal(qtbot, ["Hac Tao", (Key.Key_Return,)])
    press(qtbot, window, Key.Key_1, CTRL, modal=True)
    ctl = window.controller
    assert [t.name for t in ctl.doc.troopers] == ["Hac Tao"]
    assert frame_colour(window.view) != QColor(FOCUS_RING) or window.view.hasFocus()  # no ring without focus

    # Select it from the table: F6 until the table has focus, then Space.
    for _ in range(len(window.panes()) + 1):
        if window.view.hasFocus():
            break
        press(qtbot, window, Key.Key_F6)
    assert window.view.hasFocus() and frame_colour(window.view) == QColor(FOCUS_RING)
    press(qtbot, window, Key.Key_Space)
    assert ctl.scene.selected_trooper_ids() == ["a1"]

    # Move it: three units right, then half a unit forward in tenths (Shift).
    start = ctl.doc.trooper("a1")
    for _ in range(3):
        press(qtbot, window, Key.Key_Right)
    for _ in range(5):
        press(qtbot, window, Key.Key_Up, SHIFT)
    moved = ctl.doc.trooper("a1")
    assert moved.x == pytest.approx(start.x + 3) and moved.y == pytest.approx(start.y + 0.5)
    # The arrows say where the trooper is now, as Place says where its mark is.
    assert window.statusBar().currentMessage() == f"Hac Tao (A) at {moved.x:.1f}, {moved.y:.1f} in"
    assert window.undo_action.text() == "&Undo: Move Hac Tao"  # eight presses, one named step
    assert window.view.hasFocus() and frame_colour(window.view) == QColor(FOCUS_RING)

    # Place an element from Game → Place (the menu by its access keys), the mark by arrows, Enter.
    window.place_menu.actions()[0].trigger()  # the first placement (menus popped by Alt+G are not offscreen)
    assert window.actions_.placing is not None and window.view.hasFocus()
    mark = window.actions_.keys.mark.pos()
    for _ in range(4):
        press(qtbot, window, Key.Key_Down)
    assert window.actions_.keys.mark.pos().y() == pytest.approx(mark.y() - 4)
    placed_before = len(ctl.doc.placed)
    press(qtbot, window, Key.Key_Return)
    if window.actions_.placing is not None:  # the spot breaks the scenario's rule: the status bar says why
        assert window.statusBar().currentMessage()
        press(qtbot, window, Key.Key_Escape)
        assert window.actions_.placing is None and window.actions_.keys.mark is None
    else:
        assert len(ctl.doc.placed) == placed_before + 1 and window.actions_.keys.mark is None

    # End the round: Ctrl+Return. The tally takes the table's values; the table is in round 2.
    press(qtbot, window, Key.Key_Return, CTRL)
    assert window.tally.rounds.value() == 1 and ctl.doc.round == 2

    # Type the tally: F6 to the Tally panel, Tab through it to player A's Victory Points, type 120.
    for _ in range(len(window.panes()) + 1):
        press(qtbot, window, Key.Key_F6)
        if window.docks["tally"].isAncestorOf(QApplication.focusWidget()):
            break
    vp = window.tally.vp_boxes["A"]
    for _ in range(200):
        if QApplication.focusWidget() is vp:
            break
        focus = press(qtbot, window, Key.Key_Tab)
        assert window.docks["tally"].isAncestorOf(focus) or focus is vp or window.isAncestorOf(focus)
    assert QApplication.focusWidget() is vp
    press(qtbot, window, Key.Key_A, CTRL)
    press(qtbot, window, Key.Key_1, text="20")
    press(qtbot, window, Key.Key_Return)  # a typed number is one edit, handed on when committed
    assert vp.value() == 120

    # End of round is a checkpoint Undo does not cross. Back in round 1 on purpose (Alt+R, Down), a move
    # undone there says the round was already scored: its tally keeps the values of its end.
    while not window.view.hasFocus():
        press(qtbot, window, Key.Key_F6)
    assert not window.undo_action.isEnabled()
    focus = press(qtbot, window, Key.Key_R, ALT)
    assert focus is window.round_box or window.round_box.isAncestorOf(focus)
    press(qtbot, window, Key.Key_Down)
    assert ctl.doc.round == 1
    while not window.view.hasFocus():
        press(qtbot, window, Key.Key_F6)
    press(qtbot, window, Key.Key_Left)
    assert window.undo_action.text() == "&Undo: Move Hac Tao"
    press(qtbot, window, Key.Key_Z, CTRL)
    message = window.statusBar().currentMessage()
    assert message.startswith("Undone: Move Hac Tao") and "Round 1 was already scored" in message
    assert window.undo_action.text() == "&Undo: Round 1, turn A" and window.actions_.redo.text() == "&Redo: Move Hac Tao"


def test_tab_leaves_the_roster_and_no_key_hides_the_panels(window, qtbot):
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper

    window.open_document(TableDocument("s16/supremacy", 300, troopers=[
        Trooper("a1", "A", 5, 5, 25, 20, name="Fusilier"), Trooper("a2", "A", 8, 5, 25, 20, name="Hac Tao")]), None)
    window.docks["roster"].show()
    window.docks["roster"].raise_()
    qtbot.waitUntil(lambda: window.roster.isVisible())
    table = window.roster.tables["A"]
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    press(qtbot, window, Key.Key_Tab)
    assert not table.hasFocus()  # Tab left the table (not a move to its next cell)
    press(qtbot, window, Key.Key_Tab, CTRL | SHIFT)
    assert all(d.isVisible() for d in (window.docks["roster"],)) and not window.table_only_action.isChecked()
    assert window.table_only_action.shortcut().isEmpty()


def test_the_shortcuts_sheet_lists_the_window_keys(window, qtbot):
    sheet = window.show_shortcuts()
    rows = {sheet.table.item(r, 0).text(): sheet.table.item(r, 1).text() for r in range(sheet.table.rowCount())}
    assert rows["Undo"] == "Ctrl+Z" and rows["End of round: take the table's values"] == "Ctrl+Return"
    assert "Move the selected troopers one unit (the placing mark)" in rows
    sheet.close()


def test_toolbar_labels_have_access_keys_to_their_pickers(window, qtbot):
    from PySide6.QtWidgets import QLabel, QToolBar

    bar = window.findChild(QToolBar, "scenario")
    labels = [w for w in bar.findChildren(QLabel) if w.buddy() is not None]
    assert {lab.buddy() for lab in labels} == {window.season_box, window.scenario_box, window.points_box,
                                               window.round_box, window.turn_box, window.viewer_box}
    keys = [lab.text()[lab.text().index("&") + 1].lower() for lab in labels]
    menus = [a.text()[a.text().index("&") + 1].lower() for a in window.menuBar().actions() if "&" in a.text()]
    assert len(set(keys)) == len(keys) and not set(keys) & set(menus)
    assert window.season_box.accessibleName() == "Season"


def test_ctrl_1_twice_puts_troopers_in_a_row(window, qtbot):
    for name in ("One", "Two"):
        in_modal(qtbot, [name, (Key.Key_Return,)])
        window.actions_.add_a.trigger()
    a, b = window.controller.doc.troopers
    assert (a.x - b.x) ** 2 + (a.y - b.y) ** 2 >= ((a.base_mm + b.base_mm) / 2 / 25.4) ** 2


def test_new_troopers_are_put_clear_of_the_rounds_hazard(window, qtbot):
    """Panic Room: the plague covers the deployment zones' edges in round 1. A tester's Ctrl+1 put the row in the
    plague's corner; the row starts in the part of the zone no hazard covers."""
    from shapely import Point, unary_union

    from its_desktop.domain.itstable import TableDocument

    window.open_document(TableDocument("s16/panic-room", 300), None)
    for side, action in (("A", window.actions_.add_a), ("B", window.actions_.add_b)):
        for name in ("One", "Two", "Three"):
            in_modal(qtbot, [name, (Key.Key_Return,)])
            action.trigger()
    m = window.controller.mission
    plague = unary_union([z.geometry for z in m.zones if z.kind == "hazard" and 1 in (z.rounds or [])])
    assert not plague.is_empty
    troopers = window.controller.doc.troopers
    assert len(troopers) == 6
    for t in troopers:
        base = Point(t.x, t.y).buffer(t.base_mm / m.unit_mm / 2)
        assert not base.intersects(plague), (t.id, t.x, t.y)
        assert m.deployment(t.player).contains(base), (t.id, t.x, t.y)


def test_a_trooper_put_at_a_typed_position_and_moved_by_its_dialog_in_one_undo_step(window, qtbot):
    # Ctrl+1, a name, Alt+X and Alt+Y to the position (inches, as the rulers read), Enter.
    in_modal(qtbot, ["Hac Tao", (Key.Key_X, ALT), "30", (Key.Key_Y, ALT), "10.5", (Key.Key_Return,)])
    press(qtbot, window, Key.Key_1, CTRL, modal=True)
    ctl = window.controller
    (t,) = ctl.doc.troopers
    assert t.name == "Hac Tao", t.name
    assert (t.x, t.y) == (30.0, 10.5) and ctl.scene.trooper_items["a1"].pos().toTuple() == (30.0, 10.5)

    # F2 edits it: a new name and a new spot, one Edit, one undo step that takes both back.
    ctl.scene.trooper_items["a1"].setSelected(True)
    window.view.setFocus()
    in_modal(qtbot, [(Key.Key_A, CTRL), "Hac Tao Lt", (Key.Key_X, ALT), (Key.Key_A, CTRL), "12,25",
                     (Key.Key_Return,)])
    press(qtbot, window, Key.Key_F2, modal=True)
    moved = ctl.doc.trooper("a1")
    assert (moved.name, moved.x, moved.y) == ("Hac Tao Lt", 12.25, 10.5)
    assert ctl.scene.trooper_items["a1"].pos().toTuple() == (12.25, 10.5)
    assert window.undo_action.text() == "&Undo: Edit Hac Tao Lt"
    ctl.undo.undo()
    back = ctl.doc.trooper("a1")
    assert (back.name, back.x, back.y) == ("Hac Tao", 30.0, 10.5)
    assert ctl.scene.trooper_items["a1"].pos().toTuple() == (30.0, 10.5)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_every_game_menu_item_has_its_own_access_key(window, lang):
    """Alt+G then a letter picks the item it names (Alt+G, N for "Name of this station" ran "Next player turn"):
    every entry of the Game menu has an access key, none shared, in each language."""
    if lang != "en":
        window.set_language(lang)
    keys = []
    for action in window.game_menu.actions():
        if action.isSeparator():
            continue
        text = action.text().replace("&&", "")
        assert "&" in text, (lang, text)
        keys.append(text[text.index("&") + 1].lower())
    assert len(keys) == len(set(keys)) and len(keys) >= 9, (lang, keys)
