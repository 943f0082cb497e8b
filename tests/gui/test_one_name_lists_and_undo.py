"""One name per objective for a player (s40 trial of issue 27, left alone then): the table writes "Half A", while
the legend's numbered list, the objective's tooltip, the undo texts and the roll-off box said "Side A half". Now the
list and the tooltip give the table's name first with the long one beside it, and undo and the roll-off box name
an objective as the table does, in en/fr/es, through the real window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.referee_text import objective_names

pytestmark = pytest.mark.gui

# The S8 pack writes only "mitades distintas de la mesa" (L1451): the short names keep that word.
NAMES = {"en": ("Half A", "Side A half"), "fr": ("Moitié A", None), "es": ("Mitad A", None)}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_key_the_tooltip_and_undo_name_an_objective_as_the_table_does(window, qtbot, tmp_path, lang):
    from its_desktop.ui import i18n

    i18n.install(lang)
    window.resize(1366, 768)
    window.open_document(TableDocument("s8/seize-the-antennas", 300), None)
    ctl = window.controller
    short, long_ = NAMES[lang]
    item = ctl.scene.marker_items["antenna-2"]
    long_ = long_ or item.marker.label
    assert item.short == short and long_ != short  # the table writes the short name
    both = f"{short} — {long_}"
    assert item.toolTip().splitlines()[0] == f"2. {both}", item.toolTip()
    window.docks["legend"].raise_()
    window._refresh_legend()
    text = window.legend.toPlainText()
    assert both in text, text  # the numbered list: the table's name first, the long one beside it
    menu = QMenu()
    window.actions_._marker_menu(menu, item)
    mark = next(a for a in menu.actions() if a.isCheckable() and not a.isChecked())
    mark.trigger()  # activated by A
    undo = ctl.undo.undoText()
    assert short in undo and long_ not in undo, undo
    assert objective_names(ctl.mission.markers)["antenna-2"] in undo
    window.grab().save(str(tmp_path / f"one-name-{lang}.png"))


def test_the_roll_off_box_names_a_console_as_the_table_does(window, qtbot):
    """S8 Supremacy settles a console both players hold with a roll-off: its box names the console as the table."""
    window.open_document(TableDocument("s8/supremacy", 300), None)
    window.tally.set_game(window.controller.mission)
    names = objective_names(window.controller.mission.markers)
    box = window.tally.rolloff
    labels = [box.form.itemAt(r, box.form.ItemRole.LabelRole).widget().text() for r in range(box.form.rowCount())]
    assert labels and all(t in names.values() for t in labels), (labels, names)
