"""A lost database server: the tournament window stays responsive, says "reconnecting…" and disables its
controls, then recovers by itself with what other stations did meanwhile. On the suite's real PostgreSQL,
reached through a proxy the test cuts (open connections closed, new ones accepted and never answered)."""

from __future__ import annotations

import gc
import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from its_desktop.persistence.events import Events
from tests.tcp_proxy import TcpProxy

pytestmark = [pytest.mark.gui, pytest.mark.server, pytest.mark.serial]

TICK_MS = 20
# The event loop must run a 20 ms timer at least this often throughout. It was 200 ms; after the players'
# pages landed the first test measured 212-276 ms on two cores. Sampling the GUI thread's stack during the
# gaps found the cause: on reconnect the window redrew all seven tabs, some forty reads on the GUI thread
# (a connection check each). It now redraws the tab in front only (TournamentWindow._reload). 400 ms still
# catches a database call that waits for the server on the GUI thread (a connect waits 10 s).
MAX_GAP_MS = 400


class GapMeter:
    """The longest stretch the GUI thread went without running a short repeating timer."""

    def __init__(self) -> None:
        # What is measured is the database path, not Python's cycle collector: a full collection of a long
        # test session's objects (100-200 ms on two slow cores) is done now rather than in the window.
        gc.collect()
        self.last = time.perf_counter()
        self.worst = 0.0
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, (now - self.last) * 1000)
        self.last = now

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


def in_background(qtbot, work) -> None:
    """Run the other station's work on its own thread: the test's own database calls must not be what
    stalls the GUI thread the meter watches."""
    errors: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as exc:  # reported on the test's thread below
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=15000)
    if errors:
        raise errors[0]


@pytest.fixture
def proxied(pg_url, pg_cluster):
    proxy = TcpProxy(pg_cluster.port)
    yield proxy, proxy.url_for(pg_url, pg_cluster.port), pg_url
    proxy.close()


def test_a_lost_server_shows_reconnecting_without_freezing_and_recovers(proxied, qtbot, settings, tmp_path):
    from its_desktop.ui.tournament.window import TournamentWindow

    proxy, url, direct = proxied
    w = TournamentWindow(url)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        assert w.create_event("Lost server open", "s16") is not None
        assert w.registration.add_player("Ana", "11", "Ariadna", "A", [])
        assert w.notified
        qtbot.waitUntil(lambda: w._subscription.ready.is_set(), timeout=5000)
        assert not w.reconnecting.isVisible() and w.tabs.isEnabled()

        meter = GapMeter()
        proxy.cut()  # the listener's connection drops: the window checks, finds no server
        qtbot.waitUntil(lambda: w.reconnecting.isVisible(), timeout=5000)
        assert w.reconnecting.text() == "reconnecting…"
        assert not w.centralWidget().isEnabled() and not w.event_bar.isEnabled()
        out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
        out.mkdir(parents=True, exist_ok=True)
        first = meter.stop()  # the screenshot below is the test's own work on the GUI thread, not measured
        assert w.grab().save(str(out / "tournament-reconnecting.png"))
        meter = GapMeter()
        # Connects now wait for their timeout (10 s) in the worker; the window keeps painting meanwhile.
        qtbot.wait(2500)
        assert w.reconnecting.isVisible()
        def other_station() -> None:  # another station works on meanwhile
            with Events.open(direct, migrate=False) as other:
                other.add_player(w.event_id, "Ben", pin="12", faction="Nomads", club="B", who="station 2")

        in_background(qtbot, other_station)
        proxy.restore()
        qtbot.waitUntil(lambda: not w.reconnecting.isVisible(), timeout=8000)
        worst = max(first, meter.stop())
        assert worst < MAX_GAP_MS, f"the GUI thread stalled {worst:.0f} ms"
        assert w.centralWidget().isEnabled() and w.event_bar.isEnabled()
        qtbot.waitUntil(lambda: w.registration.table.rowCount() == 2, timeout=3000)  # Ben, added meanwhile
    finally:
        w.dispose()
        w.close()


def test_a_recorded_game_waits_for_a_lost_server_without_freezing_the_window(proxied, window, qtbot):
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper
    from its_desktop.persistence.games import Games

    proxy, url, direct = proxied
    acts = window.tally_actions
    acts.db_url = url
    acts.poll_ms = 300
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[Trooper("a1", "A", 6, 6, 25, 30)]), None)
    game_id = acts.begin("Ann", "Bob")
    window.tally.vp_box("A").setValue(140)
    assert not acts.reconnecting.isVisible() and window.tally.isEnabled()

    meter = GapMeter()
    proxy.cut()
    qtbot.waitUntil(lambda: acts.reconnecting.isVisible(), timeout=5000)  # the next poll finds no server
    assert acts.reconnecting.text() == "reconnecting…" and not window.tally.isEnabled()
    qtbot.wait(2000)
    def other_station() -> None:  # the opponent's station corrects meanwhile
        with Games.open(direct, migrate=False) as other:
            other.set_entry(game_id, "A", "vp", None, 190, "asked", "station-2",
                            expected_version=other.version(game_id))

    in_background(qtbot, other_station)
    proxy.restore()
    qtbot.waitUntil(lambda: not acts.reconnecting.isVisible(), timeout=8000)
    worst = meter.stop()
    assert worst < MAX_GAP_MS, f"the GUI thread stalled {worst:.0f} ms"
    assert window.tally.isEnabled()
    qtbot.waitUntil(lambda: window.tally.vp_box("A").value() == 190, timeout=3000)
    assert "station-2: A Victory Points 140 → 190" in window.statusBar().currentMessage()
