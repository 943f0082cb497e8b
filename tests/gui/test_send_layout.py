"""Scenery → Send the table to the event…, through the real dialog on SQLite and PostgreSQL: the open table's
scenery stored as a named layout of the event and put on the tables typed, the dialog saying first what it will
replace; a station whose view went stale is refused and told what is stored (nothing written); a frozen table
is refused with the store's reason; sending a name of the library replaces that layout."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.layouts import layout_from_json
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.persistence.events import Events

pytestmark = pytest.mark.gui

WALL = {"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}
PIECES = [Piece("house", "building", "rect", 12, 30, 6, 4, roof=True), Piece("silo", "tower", "circle", 36, 14, 4)]


def open_dialog(window):
    window.send_layout_action.trigger()
    [dlg] = [d for d in window.findChildren(QDialog, "send-layout") if d.isVisible()]
    return dlg


def test_send_the_open_table_to_the_event(window, qtbot, any_url, tmp_path):
    from its_desktop.ui import settings as prefs

    with Events.open(any_url) as other:  # another station, and the event's set-up
        ev = other.create_event("Send Open", "s16", who="TO")
        for name in ("Ana", "Ben", "Carla", "Duarte"):
            other.add_player(ev.id, name, who="TO")
        other.set_round(ev.id, 1, "s16/supremacy", who="TO")
        other.save_pairings(ev.id, other.pair(ev.id, 1, seed=3), who="TO")  # tables 1 and 2
        wall = other.add_layout(ev.id, layout_from_json({"name": "Wall", "width": 48, "depth": 48,
                                                         "scenery": [WALL]}), who="TO")
        other.assign_layout(ev.id, 2, wall.id, who="TO")
        window.db_url = any_url
        prefs.TOURNAMENT_LAST_EVENT.set(ev.id, window.settings)
        prefs.TOURNAMENT_STATION.set("table desk", window.settings)
        window.open_document(TableDocument("s16/supremacy", 300, scenery=list(PIECES)), None)

        dlg = open_dialog(window)
        assert dlg.event_id == ev.id
        dlg.name_box.setEditText("Town")
        dlg.tables_edit.setText("2, 5")
        summary = dlg.summary.text()
        assert "Adds the layout “Town” to the event's library." in summary
        assert "Table 2: replaces “Wall”." in summary and "Table 5 has no layout yet." in summary
        assert dlg.send_button.isEnabled()
        dlg.grab().save(str(tmp_path / "send-layout.png"))

        # Another station puts Wall on table 5 meanwhile: this one is refused, told so, and nothing is written.
        other.assign_layout(ev.id, 5, wall.id, who="TO")
        assert not dlg.send()
        assert "Not sent:" in dlg.error.text() and "it now says 'Wall'" in dlg.error.text()
        assert "\n" not in dlg.error.text()
        assert "Table 5: replaces “Wall”." in dlg.summary.text()  # read again: what the next send replaces
        assert [r.name for r in other.layouts(ev.id)] == ["Wall"]
        assert {t.number: t.layout for t in other.table_layouts(ev.id)} == {1: None, 2: "Wall", 5: "Wall"}

        assert dlg.send()
        assert not dlg.isVisible()
        on = other.layouts_on_tables(ev.id)
        assert on[2].name == on[5].name == "Town" and on[2].pieces == tuple(PIECES)
        assert prefs.SEND_LAYOUT_TABLES.get(window.settings) == "2, 5"
        assert any(c.who == "table desk" for c in other.history(ev.id))

        # The same name again: the dialog says it replaces the library's layout, on the tables it stands on.
        window.controller.put_piece(Piece("crates", "crates", "rect", 30, 30, 3, 2))
        dlg = open_dialog(window)
        assert dlg.tables_edit.text() == "2, 5"
        dlg.name_box.setEditText("Town")
        assert "Replaces the layout “Town” of the library (2 piece(s) now) with this table's 3." in dlg.summary.text()
        assert "It stands on table(s) 2, 5: they get the new pieces too." in dlg.summary.text()
        assert dlg.send()
        assert len(other.layouts_on_tables(ev.id)[5].pieces) == 3

        # Round 1 starts: tables 1 and 2 are frozen; the store's reason, and nothing changes.
        other.start_clock(ev.id, 1, who="TO")
        dlg = open_dialog(window)
        dlg.name_box.setEditText("Late")
        dlg.tables_edit.setText("1")
        assert "Table 1 is frozen: its round has started" in dlg.summary.text()
        assert not dlg.send()
        assert "Not sent: layout: table 1 is in a round that has started: its layout is frozen" in dlg.error.text()
        assert [r.name for r in other.layouts(ev.id)] == ["Town", "Wall"]
        dlg.tables_edit.setText("1-x")
        assert not dlg.send_button.isEnabled() and "'1-x' is not a table number" in dlg.summary.text()
        dlg.reject()
