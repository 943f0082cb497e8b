"""A write that the storage refuses, through the real windows: the suite's PostgreSQL stopped in the middle of
a write (its own stoppable cluster) and a real full disk under SQLite (a small tmpfs). Each window says
"Not saved: …", shows no crash dialog (pytest-qt fails a test on any exception a slot lets out), keeps what
was typed, and saves it when the same action runs again after the server is back or the disk has room."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games
from tests.gui.test_tournament_window import register_five
from tests.pg_outage import Outage, stop

pytestmark = pytest.mark.gui

UNREACHABLE = "Not saved: the database server cannot be reached"
FULL = "Not saved: the disk is full"


def no_crash_dialog() -> bool:
    from its_desktop.ui.crash_dialog import CrashDialog

    return not any(isinstance(w, CrashDialog) for w in QApplication.topLevelWidgets() if w.isVisible())




def paired_round(w):
    register_five(w)
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    assert w.pairings.generate(1, seed=3) is not None and w.pairings.save()
    res = w.results
    res.refresh()
    return res, next(g.table for g in res.games if not g.bye)


def typed(res, table):
    row = res.row_of_table(table)
    return tuple(res.table.item(row, c).text() for c in (3, 5, 4, 6))  # OP A, OP B, VP A, VP B


@pytest.mark.server
def test_tournament_results_when_the_server_stops_mid_write(tournament, own_cluster, outage_url, qtbot):
    w = tournament(outage_url)
    res, table = paired_round(w)
    outage = Outage(own_cluster, w.events.engine)
    try:
        outage.arm()
        assert res.enter_result(table, 6, 4, 200, 150) is False
        assert outage.stopped == 1
        assert UNREACHABLE in res.banner.text()
        assert typed(res, table) == ("6", "4", "200", "150")          # the entry is kept…
        assert w.reconnecting.isVisible()  # …and the window says at once that it waits for the server, no poll
        outage.restart()
        qtbot.waitUntil(lambda: not w.reconnecting.isVisible(), timeout=15000)
        assert typed(res, table) == ("6", "4", "200", "150")          # still there after the reload
        assert res.save_row(res.row_of_table(table))                    # the same action, again
    finally:
        outage.close()
    stored = next(g for g in w.events.games(w.event_id, 1) if g.table == table)
    assert (stored.op_a, stored.op_b, stored.vp_a, stored.vp_b) == (6, 4, 200, 150)
    assert no_crash_dialog()


@pytest.mark.server
def test_the_tally_and_the_recorded_table_when_the_server_stops_mid_write(window, own_cluster, outage_url, qtbot):
    acts = window.tally_actions
    acts.db_url = outage_url
    acts.poll_ms = 300
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    game_id = acts.begin("Ann", "Bob")
    window.tally.vp_boxes["A"].setValue(140)
    outage = Outage(own_cluster, acts.games.engine)
    try:
        outage.arm()
        window.tally.vp_boxes["A"].setValue(160)                       # the tally: refused mid-write
        assert outage.stopped == 1 and acts.last_message == UNREACHABLE
        qtbot.waitUntil(lambda: acts.reconnecting.isVisible(), timeout=8000)
        assert window.tally.vp_boxes["A"].value() == 160                # what was typed stays on the sheet
        outage.restart()
        qtbot.waitUntil(lambda: not acts.reconnecting.isVisible(), timeout=15000)
        qtbot.waitUntil(lambda: not acts.session.unsaved, timeout=5000)  # written once the server answers
        outage.arm()
        window.controller.move_trooper("a1", 20, 21)                    # the recorded game's table: refused
        assert outage.stopped == 2 and acts.session.unsaved_table is not None
        qtbot.waitUntil(lambda: acts.reconnecting.isVisible(), timeout=8000)
        outage.restart()
        qtbot.waitUntil(lambda: acts.session.unsaved_table is None, timeout=15000)
    finally:
        outage.close()
    with Games.open(outage_url, migrate=False) as games:
        assert games.get_game(game_id) and {e.key: e.value for e in games.entries(game_id)}.get("vp") == 160
        table = json.loads(games.table(game_id).itstable)
    assert [(t["x"], t["y"]) for t in table["troopers"] if t["id"] == "a1"] == [(20, 21)]
    assert no_crash_dialog()


def test_every_window_says_disk_full_and_keeps_the_entry(window, tournament, small_disk, qtbot):
    # The tally on a full disk.
    acts = window.tally_actions
    acts.db_url = f"sqlite:///{small_disk.root / 'games.sqlite3'}"
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    game_id = acts.begin("Ann", "Bob")
    # The tournament window on the same disk.
    w = tournament(f"sqlite:///{small_disk.root / 'event.sqlite3'}")
    res, table = paired_round(w)
    small_disk.fill()
    value = 100
    while not acts.session.unsaved and value < 300:  # the write-ahead log has a little room left: write on
        value += 1
        window.tally.vp_boxes["A"].setValue(value)
    assert acts.session.unsaved and acts.last_message == FULL
    assert window.tally.vp_boxes["A"].value() == value
    for n in range(60):
        if not res.enter_result(table, 6, 4, 200 + n, 150):
            break
    assert FULL in res.banner.text() and typed(res, table)[2] == str(200 + n)
    before = len(list(small_disk.root.iterdir()))
    assert w.event_actions.backup(small_disk.root / "backup.sqlite3") is None  # the backup handler too
    assert FULL in w.statusBar().currentMessage()
    assert len(list(small_disk.root.iterdir())) == before                   # no temporary file left
    assert no_crash_dialog()
    small_disk.free()
    assert acts.session.retry_unsaved()                                     # the same change, again
    assert res.save_row(res.row_of_table(table))
    assert w.event_actions.backup(small_disk.root / "backup.sqlite3") is not None
    with Games.open(acts.db_url, migrate=False) as games:
        assert {e.key: e.value for e in games.entries(game_id)}["vp"] == value
    with Events.open(f"sqlite:///{small_disk.root / 'backup.sqlite3'}", migrate=False) as copy:
        ev = copy.list_events()[0]
        stored = next(g for g in copy.games(ev.id, 1) if g.table == table)
        assert (stored.op_a, stored.vp_a) == (6, 200 + n)


def test_an_uncaught_storage_failure_is_a_notice_not_a_crash(qtbot, tmp_path):
    """A path nobody wrapped still never shows the crash dialog: the crash handler turns it into the notice."""
    from its_desktop.persistence.storage import DISK_FULL, StorageFailure
    from its_desktop.ui.crash_handler import CrashHandler

    handler = CrashHandler(None, folder=tmp_path)
    handler(StorageFailure, StorageFailure(DISK_FULL), None)
    box = next(b for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox)
               and b.objectName() == "storage-failure" and b.isVisible())
    assert box.text() == FULL and "still there" in box.informativeText()
    assert handler.reports == [] and no_crash_dialog()
    box.close()


@pytest.mark.server
def test_reads_while_the_server_is_gone_say_reconnecting_not_crash(tournament, own_cluster, outage_url, qtbot):
    """The server lost before the window noticed, and the next thing done is a read: switching tabs (through the
    real QTabWidget signal), "Approve all confirmed" (it reads the reports first), "Back up now" and the
    end-of-round backup (they read the event first): "reconnecting…" or "Not saved: …", never the crash dialog."""
    w = tournament(outage_url)
    paired_round(w)
    w.tabs.setCurrentWidget(w.pairings)
    outage = Outage(own_cluster, w.events.engine)
    try:
        stop(own_cluster)  # a crash of the server, and the window has not polled since
        w.tabs.setCurrentWidget(w.reports)  # the tab's refresh reads the games: the signal's slot must not raise
        qtbot.waitUntil(lambda: w.reconnecting.isVisible(), timeout=5000)
        assert not w.centralWidget().isEnabled()

        # The buttons are disabled by now; called as a click in the gap before would call them.
        w.reports.banner.clear_message()
        assert w.reports.approve_all() is False
        assert UNREACHABLE in w.reports.banner.text()
        assert w.event_actions.backup() is None
        assert UNREACHABLE in w.statusBar().currentMessage()
        assert w.round_finished(1) is None  # the automatic backup after a round's last result
        outage.restart()
        qtbot.waitUntil(lambda: not w.reconnecting.isVisible(), timeout=15000)
        assert w.reports.table.rowCount() == 2  # redrawn once the server answered
        assert w.event_actions.backup() is not None
    finally:
        outage.close()
    assert no_crash_dialog()
