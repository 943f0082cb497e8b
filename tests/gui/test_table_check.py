"""Scenery → Check this table: the check runs off the GUI thread with progress and cancel, its findings
are listed per side and drawn over the table with a legend, and a change to the table clears them.
The window's HVT placement refuses a spot inside a piece."""

import threading

import pytest
from PySide6.QtCore import QPointF

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.ui.table.check_overlay import CheckOverlayItem

pytestmark = pytest.mark.gui

PIECES = [Piece("wall", "wall", "rect", 24, 24, 32, 1),
          Piece("block", "building", "rect", 12, 12, 4, 4, roof=True),
          Piece("crates", "crates", "rect", 36, 30, 3, 2, height="partial", partial_height=1.2),
          Piece("rubble", "rubble", "rect", 30, 18, 4, 3, height="low")]


def open_table(window):
    window.open_document(TableDocument("s16/supremacy", 300, scenery=list(PIECES)), None)
    return window.controller


def overlay_items(ctl):
    return [i for i in ctl.scene.items() if isinstance(i, CheckOverlayItem)]


def checker_threads():
    return [t for t in threading.enumerate() if t.name == "its-desktop table check"]


def test_checking_shows_progress_then_the_findings_drawn_over_the_table(window, qtbot, tmp_path):
    ctl = open_table(window)
    panel = window.check_panel
    assert not window.docks["check"].isVisible()
    window.check_action.trigger()
    assert window.docks["check"].isVisible() and panel.runner.running
    assert panel.progress.isVisible() and panel.cancel_button.isEnabled() and not panel.start_button.isEnabled()
    seen = []
    panel.runner.progressed.connect(lambda done, total: seen.append((done, total)))
    qtbot.waitUntil(lambda: panel.findings is not None, timeout=120000)
    assert len(seen) >= 2 and seen[-1][0] == seen[-1][1]  # the bar moved, and ends full
    assert not panel.progress.isVisible() and panel.start_button.isEnabled()
    names = [panel.grid.item(r, 0).text().split("\n")[0] for r in range(panel.grid.rowCount())]
    assert "Sniper: table seen" in names and "Open lane (bottom edge)" in names
    assert any(n.startswith("Large pieces, quadrant") for n in names)
    lane = names.index("Open lane (bottom edge)")
    assert panel.grid.item(lane, 1).text().startswith("47 in")  # the table's inches, as the rulers show
    [item] = overlay_items(ctl)
    assert item.overlay.height_class == "infantry" and item.overlay.blocked == 1  # console 1 under the block
    for key in ("scenery-blocks", "scenery-partial", "scenery-low", "scenery-roof", "check-lane", "check-open",
                "check-blocked", "check-pin"):
        assert key in window.legend.entries, key
    panel.height_box.setCurrentIndex(1)  # TAG: the crates no longer stop its lines
    [item] = overlay_items(ctl)
    assert item.overlay.height_class == "tag"
    window.resize(1366, 768)
    qtbot.wait(50)
    window.grab().save(str(tmp_path / "table-check.png"))
    panel.show_box.setChecked(False)
    assert overlay_items(ctl) == [] and "check-lane" not in window.legend.entries
    panel.show_box.setChecked(True)
    # Any change to the table: the findings no longer describe it and leave the table.
    ctl.changed.emit()
    assert overlay_items(ctl) == [] and panel.findings is None and panel.grid.rowCount() == 0
    assert "check it again" in panel.status.text()


def test_cancel_stops_the_check_and_its_thread(window, qtbot):
    ctl = open_table(window)
    panel = window.check_panel
    window.check_action.trigger()
    panel.cancel_button.click()
    assert not panel.runner.running and panel.start_button.isEnabled() and not panel.progress.isVisible()
    assert panel.status.text() == "Check cancelled."
    qtbot.waitUntil(lambda: not checker_threads(), timeout=20000)  # it stopped at its next step
    qtbot.wait(100)
    assert panel.findings is None and overlay_items(ctl) == []


def test_opening_another_table_cancels_a_running_check(window, qtbot):
    open_table(window)
    window.check_action.trigger()
    window.open_document(TableDocument("s16/supremacy", 300), None)
    assert not window.check_panel.runner.running
    qtbot.waitUntil(lambda: not checker_threads(), timeout=20000)
    assert overlay_items(window.controller) == []


def test_the_window_refuses_an_hvt_inside_a_piece_with_the_packs_line(window):
    ctl = open_table(window)
    actions = window.actions_
    actions.start_placing("hvt", "A")
    problems = actions.place_at(QPointF(30, 18))  # inside the rubble: low, but still a piece of scenery
    assert any("rubble" in p and "L690" in p for p in problems)
    assert ctl.doc.placed == []
    assert actions.place_at(QPointF(40, 20)) == []


def test_the_print_dialog_prints_the_tables_scenery(window, qtbot, tmp_path):
    import subprocess

    open_table(window)
    dialog = window.actions_.show_print_dialog()
    try:
        assert [p.id for p in dialog.scenery] == [p.id for p in PIECES]
        dialog.set_kind("fit")
        dialog.set_paper("a4")
        assert dialog.refresh(), dialog.error
        out = tmp_path / "map.pdf"
        dialog.save_to(out)
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
        assert "Scenery" in text and "block" in text and "rubble" in text
    finally:
        dialog.reject()
