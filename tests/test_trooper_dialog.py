"""The add/edit trooper dialog, driven through its real widgets with pytest-qt."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog  # noqa: E402

from its_desktop.domain.roster import RosterEntry  # noqa: E402
from its_desktop.ui.trooper_dialog import TrooperDialog  # noqa: E402

pytestmark = pytest.mark.gui

STATES = ["normal", "embryo", "isolated", "immobilized", "possessed", "unconscious", "dead", "sepsitorized"]
SCENARIO_ROLES = ["key-ops", "mission-courier"]


def make(qtbot, entry=None, states=STATES):
    dialog = TrooperDialog(None, states, SCENARIO_ROLES, entry)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_text(qtbot, widget, text):
    """qtbot.keyClicks, except for letters QTest cannot map to a key (it aborts on non-ASCII):
    those arrive as key events carrying the text, as a keyboard layout or input method sends them."""
    for char in text:
        if char.isascii():
            qtbot.keyClicks(widget, char)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char))


def check(widget, *ids):
    for i in range(widget.count()):
        item = widget.item(i)
        if item.data(Qt.ItemDataRole.UserRole) in ids:
            item.setCheckState(Qt.CheckState.Checked)


def item_ids(widget):
    return [widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count())]


def test_fill_in_and_accept(qtbot):
    dialog = make(qtbot)
    type_text(qtbot, dialog.name_edit, "Łukasz Żółć")
    dialog.points_spin.selectAll()
    qtbot.keyClicks(dialog.points_spin, "28")
    dialog.base_combo.lineEdit().selectAll()
    qtbot.keyClicks(dialog.base_combo.lineEdit(), "32.5")
    dialog.kind_combo.setCurrentText("Marker")
    dialog.state_combo.setCurrentText("Shasvastii-Embryo")
    dialog.type_combo.setCurrentText("SK — Skirmisher")
    check(dialog.roles_list, "lieutenant", "mission_courier")
    check(dialog.tags_list, "specialist", "shasvastii")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.entry() == RosterEntry(
        name="Łukasz Żółć", points=28, base_mm=32.5, kind="marker", state="embryo", troop_type="SK",
        roles=frozenset({"lieutenant", "mission_courier"}), tags=frozenset({"specialist", "shasvastii"}), count=1,
    )


def test_defaults_for_a_new_trooper(qtbot):
    dialog = make(qtbot, states=["dead", "normal"])
    qtbot.keyClicks(dialog.name_edit, "Fusilier")
    entry = dialog.entry()
    assert (entry.points, entry.base_mm, entry.kind, entry.state, entry.troop_type) == (0, 25.0, "model", "normal", None)
    assert entry.roles == frozenset() and entry.tags == frozenset()
    assert [dialog.base_combo.itemText(i) for i in range(dialog.base_combo.count())] == ["25", "40", "55", "70"]
    assert dialog.points_spin.minimum() == 0 and dialog.points_spin.maximum() == 400
    assert [dialog.type_combo.itemData(i) for i in range(dialog.type_combo.count())] == [
        None, "LI", "MI", "HI", "REM", "TAG", "VH", "SK", "WB"]


def test_scenario_roles_join_the_common_ones_once(qtbot):
    dialog = make(qtbot)
    roles = item_ids(dialog.roles_list)
    assert "lieutenant" in roles and "mission_courier" in roles
    assert roles.count("key_ops") == 1  # "key-ops" from the scenario is the common Key Ops


def test_ok_disabled_while_name_empty(qtbot):
    dialog = make(qtbot)
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.name_edit, "   ")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.name_edit, "A")
    assert dialog.ok_button.isEnabled()
    dialog.name_edit.clear()
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)  # Enter with OK disabled does nothing
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted


def test_ok_disabled_for_a_zero_base(qtbot):
    dialog = make(qtbot)
    qtbot.keyClicks(dialog.name_edit, "A")
    dialog.base_combo.lineEdit().selectAll()
    qtbot.keyClicks(dialog.base_combo.lineEdit(), "0")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.base_combo.lineEdit(), "1")
    assert dialog.ok_button.isEnabled() and dialog.entry().base_mm == 1.0


def test_enter_accepts_and_escape_cancels(qtbot):
    dialog = make(qtbot)
    qtbot.keyClicks(dialog.name_edit, "Fusilier")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)

    dialog = make(qtbot)
    qtbot.keyClicks(dialog.name_edit, "Fusilier")
    dialog.base_combo.setFocus()
    dialog.base_combo.lineEdit().selectAll()
    qtbot.keyClicks(dialog.base_combo.lineEdit(), "30")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.base_combo.lineEdit(), Qt.Key.Key_Return)
    assert dialog.entry().base_mm == 30.0
    assert dialog.base_combo.count() == 4  # typing a size does not add it to the presets

    dialog = make(qtbot)
    qtbot.keyClicks(dialog.name_edit, "Fusilier")
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_editing_prefills_every_field(qtbot):
    entry = RosterEntry("Gecko Squadron", 60, 55, "model", "immobilized", "TAG",
                        frozenset({"key_ops", "hvt"}), frozenset({"baggage", "specialist"}), count=2)
    dialog = make(qtbot, entry)
    assert dialog.windowTitle() == "Edit trooper"
    assert dialog.name_edit.text() == "Gecko Squadron"
    assert dialog.points_spin.value() == 60
    assert dialog.base_combo.currentText() == "55"
    assert dialog.kind_combo.currentData() == "model"
    assert dialog.state_combo.currentText() == "Immobilized"
    assert dialog.type_combo.currentData() == "TAG"
    assert dialog.ok_button.isEnabled()
    assert dialog.entry() == entry  # unchanged, count kept
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_End)  # the name starts selected, ready to retype
    qtbot.keyClicks(dialog.name_edit, " 2")
    assert dialog.entry().name == "Gecko Squadron 2"


def test_editing_keeps_values_the_lists_do_not_offer(qtbot):
    entry = RosterEntry("Odd", 10, 27.5, state="stunned", roles=frozenset({"courier"}))
    dialog = make(qtbot, entry)
    assert dialog.base_combo.currentText() == "27.5"
    assert "not in this season" in dialog.state_combo.currentText()
    assert "courier" in item_ids(dialog.roles_list)
    assert dialog.entry() == entry


@pytest.mark.parametrize("field", ["points_spin", "roles_list", "tags_list", "state_combo"])
def test_enter_accepts_from_other_fields(qtbot, field):
    dialog = make(qtbot)
    qtbot.keyClicks(dialog.name_edit, "Fusilier")
    widget = getattr(dialog, field)
    widget.setFocus()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(widget, Qt.Key.Key_Return)


# ---------------------------------------------------------------- typed position (X/Y)

def with_table(qtbot, entry=None, position=None, factor=1.0, unit="in"):
    from its_desktop.ui.trooper_dialog import TableFrame

    frame = TableFrame(width=48.0, depth=48.0, unit_mm=25.4, factor=factor, unit=unit)
    dialog = TrooperDialog(None, STATES, SCENARIO_ROLES, entry, frame, position)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def retype(qtbot, edit, text):
    edit.selectAll()
    edit.del_()
    qtbot.keyClicks(edit, text)


def test_position_is_typed_in_the_tables_unit_and_kept_on_the_table(qtbot):
    entry = RosterEntry(name="Hac Tao", points=27, base_mm=25.4)
    dialog = with_table(qtbot, entry, position=(10.0, 20.5))
    assert (dialog.x_edit.text(), dialog.y_edit.text()) == ("10", "20.5")
    assert dialog.position() == (10.0, 20.5)
    retype(qtbot, dialog.x_edit, "30,25")  # a French or Spanish decimal comma is read too
    assert dialog.position() == (30.25, 20.5) and dialog.ok_button.isEnabled()

    # A 25.4 mm base is half a unit across: its centre stays from 0.5 to 47.5 in.
    retype(qtbot, dialog.x_edit, "47.8")
    assert not dialog.ok_button.isEnabled()
    assert dialog.position_note.text() == "X must be from 0.5 to 47.5 in: the base must stay on the table"
    assert dialog.ok_button.toolTip() == dialog.position_note.text()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    retype(qtbot, dialog.x_edit, "47.5")
    assert dialog.ok_button.isEnabled() and dialog.position_note.text().startswith("The base stays on the table")

    # A bigger base moves the limits: the same X is now off the table.
    dialog.base_combo.setCurrentText("55")
    assert not dialog.ok_button.isEnabled() and dialog.position_note.text().startswith("X must be from 1.08 to 46.92")
    retype(qtbot, dialog.x_edit, "")
    assert not dialog.ok_button.isEnabled() and dialog.position_note.text() == "Type both X and Y, or neither"
    retype(qtbot, dialog.y_edit, "")
    assert dialog.position_note.text() == "Type the position: X and Y"  # editing: a trooper has a place


def test_adding_without_a_position_means_in_a_row_and_cm_tables_read_cm(qtbot):
    dialog = with_table(qtbot, factor=2.54, unit="cm")
    qtbot.keyClicks(dialog.name_edit, "Fusilier")
    assert dialog.x_edit.placeholderText() == "in a row" and dialog.position() is None
    assert dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.x_edit, "50.8")
    qtbot.keyClicks(dialog.y_edit, "121.9")  # the table's far edge: a 25 mm base hangs over it
    assert not dialog.ok_button.isEnabled()
    assert dialog.position_note.text() == "Y must be from 1.25 to 120.67 cm: the base must stay on the table"
    retype(qtbot, dialog.y_edit, "120.67")  # the edge as shown (two decimals) is the edge
    assert dialog.ok_button.isEnabled()
    assert dialog.position() == pytest.approx((20.0, 48 - 25 / 25.4 / 2))


def test_an_abbreviated_unit_ends_the_sentence_with_one_dot(qtbot):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install("es")  # Spanish writes inches "pulg.": the hint must not read "pulg.."
    dialog = with_table(qtbot, RosterEntry(name="Hoplite", points=27, base_mm=25.4), position=(10.0, 20.5),
                        unit="pulg.")
    text = dialog.position_note.text()
    assert text.startswith("La peana queda en la mesa") and text.endswith(" pulg.") and ".." not in text, text
