"""The probe that runs database reads off the GUI thread: one at a time, the newest request kept, a failing or
slow read reported as a lost server, retried until it answers."""

from __future__ import annotations

import threading
import time

import pytest

from its_desktop.ui.db_probe import DatabaseProbe

pytestmark = pytest.mark.gui


def record(probe: DatabaseProbe) -> list[tuple[str, object]]:
    seen: list[tuple[str, object]] = []
    probe.answered.connect(lambda r: seen.append(("answered", r)))
    probe.lost.connect(lambda why: seen.append(("lost", why)))
    probe.recovered.connect(lambda: seen.append(("recovered", None)))
    return seen


def test_reads_run_off_the_gui_thread_one_at_a_time_keeping_the_newest_request(qtbot):
    probe = DatabaseProbe()
    seen = record(probe)
    threads: list[str] = []

    def read(n: int):
        def run() -> int:
            threads.append(threading.current_thread().name)
            time.sleep(0.2)
            return n
        return run

    for n in range(4):  # 1 and 2 are replaced by 3 while 0 runs
        probe.request(read(n))
    assert probe.busy
    qtbot.waitUntil(lambda: len(seen) == 2 and not probe.busy, timeout=3000)
    assert seen == [("answered", 0), ("answered", 3)]
    assert threads == ["its-desktop database read"] * 2


def test_a_failing_read_is_a_lost_server_retried_until_it_answers(qtbot):
    probe = DatabaseProbe(retry_ms=50)
    seen = record(probe)
    tries = []

    def read() -> str:
        tries.append(1)
        if len(tries) < 3:
            raise OSError("connection refused")
        return "back"

    probe.request(read)
    qtbot.waitUntil(lambda: ("answered", "back") in seen, timeout=3000)
    assert seen == [("lost", "connection refused"), ("recovered", None), ("answered", "back")]
    assert len(tries) == 3 and not probe.is_lost


def test_a_read_slower_than_the_bound_shows_the_server_lost_until_it_answers(qtbot):
    probe = DatabaseProbe(slow_ms=100)
    seen = record(probe)
    probe.request(lambda: time.sleep(0.5) or "late")
    qtbot.waitUntil(lambda: seen == [("lost", "")], timeout=1000)
    assert probe.is_lost
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=3000)
    assert seen[1:] == [("recovered", None), ("answered", "late")]


def test_after_close_a_read_in_flight_is_not_heard(qtbot):
    probe = DatabaseProbe()
    seen = record(probe)
    probe.request(lambda: time.sleep(0.2) or "stale")
    probe.close()
    qtbot.wait(400)
    assert seen == [] and not probe.busy
    probe.request(lambda: "fresh")  # shown again: it starts afresh
    qtbot.waitUntil(lambda: seen == [("answered", "fresh")], timeout=2000)
