"""Every interactive control of the main window has an accessible name, a screen reader's name for it: its
label's words, not its current value ("In progress", "–"), and no two controls share one (the tally's check
boxes were "fulfilled", "fulfilled", …)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QGraphicsView, QHeaderView, QLineEdit, QWidget,
)

pytestmark = pytest.mark.gui
INTERACTIVE = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QGraphicsView)
# Named by their current value unless given a name: what the screen reader would announce instead of a label.
VALUE_SHOWN = (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QGraphicsView)


def controls(window) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget)
            if isinstance(w, INTERACTIVE) and not isinstance(w, QHeaderView) and w.isVisibleTo(window)
            and not w.objectName().startswith("qt_")  # Qt's own (the toolbar's overflow arrow)
            and not isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox))]  # a combo's list, a spin's edit


@pytest.mark.parametrize("scenario", ["s16/supremacy", "s16/the-armory"])
def test_every_control_has_its_own_name(window, qtbot, tmp_path, scenario):
    from its_desktop.domain.itstable import TableDocument

    window.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.open_document(TableDocument(scenario, 300), None)
    window.tally_actions.begin("Ann", "Bob")  # the tally and the game header show
    found: dict[QWidget, None] = {}
    for dock in window.docks.values():  # the panels share tabs: each in turn in front
        dock.show()
        dock.raise_()
        qtbot.wait(50)
        found |= dict.fromkeys(controls(window))
    assert len(found) >= 30  # the toolbar, the roster, the tally (its inputs differ by scenario)
    names = {}
    for w in found:
        name = QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name)
        assert name.strip(), f"{type(w).__name__} {w!r} has no accessible name"
        if isinstance(w, VALUE_SHOWN):
            assert w.accessibleName(), f"{type(w).__name__} is named by its value {name!r}"
        if isinstance(w, QComboBox):
            # What a screen reader is told: the name, then the value (Qt's own combo answers its text as Name).
            iface = QAccessible.queryAccessibleInterface(w)
            assert name == w.accessibleName() != w.currentText(), f"combo named {name!r} (its value)"
            assert iface.text(QAccessible.Text.Value) == w.currentText()
            assert iface.role() == QAccessible.Role.ComboBox
        names[w] = name
    shared = {n: c for n, c in Counter(n for w, n in names.items() if isinstance(w, VALUE_SHOWN + (
        QAbstractButton,)) and w.accessibleName()).items() if c > 1}
    assert shared == {}


def test_a_combo_box_is_announced_by_its_name_and_opens_from_its_action(window, qtbot):
    from PySide6.QtGui import QAccessibleActionInterface

    box = window.turn_box
    iface = QAccessible.queryAccessibleInterface(box)
    assert iface.text(QAccessible.Text.Name) == "Turn"
    assert iface.text(QAccessible.Text.Value) == box.currentText() == "A"
    box.setCurrentIndex(1)
    assert iface.text(QAccessible.Text.Value) == box.currentText() == "B"  # the value follows; the name stays
    assert iface.text(QAccessible.Text.Name) == "Turn"
    actions = iface.actionInterface()
    assert QAccessibleActionInterface.showMenuAction() in actions.actionNames()
    actions.doAction(QAccessibleActionInterface.showMenuAction())
    qtbot.waitUntil(lambda: box.view().isVisible())
    box.hidePopup()
