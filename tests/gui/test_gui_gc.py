"""Cycles that hold Qt objects are freed on the GUI thread, however much a worker thread allocates.

CI died once with a segmentation fault while the mission library was unpickled on its thread: Python had
started a collection there, which freed a closed window's Qt objects off the GUI thread.
"""

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from its_desktop.ui import gui_gc


class _Cycle:
    """A Python object in a reference cycle with a Qt object, as a closed window and its slots are."""

    freed_on: list[str] = []

    def __init__(self) -> None:
        self.qt = QObject()
        self.me = self

    def __del__(self) -> None:
        _Cycle.freed_on.append(threading.current_thread().name)


def _allocate_many() -> None:
    # Far past every generation's threshold: automatic collection would run here, on this thread.
    junk = [[i] for i in range(200_000)]
    del junk


def test_a_worker_thread_allocating_never_frees_a_qt_cycle(qtbot):
    assert gui_gc.install()
    assert not gc.isenabled()
    _Cycle.freed_on.clear()
    gc.collect()  # the young generation empty: the cycles below stay under its threshold until the worker
    for _ in range(20):
        _Cycle()
    worker = threading.Thread(target=_allocate_many, name="worker")
    worker.start()
    worker.join()
    assert _Cycle.freed_on == []  # nothing was collected on the worker
    # Once the GUI thread itself has allocated past the threshold, its timer collects them.
    kept = [[i] for i in range(gc.get_threshold()[0] + 100)]
    qtbot.waitUntil(lambda: len(_Cycle.freed_on) == 20, timeout=5000)
    del kept
    assert set(_Cycle.freed_on) == {threading.main_thread().name}


def test_the_windows_install_it(qtbot):
    from its_desktop.ui.main_window import MainWindow

    gc.enable()
    w = MainWindow()
    qtbot.addWidget(w)
    assert not gc.isenabled()


def make_cycles(n: int) -> None:
    """``n`` self-referencing lists, unreachable once made: garbage only the cycle collector frees."""
    for _ in range(n):
        c: list = []
        c.append(c)


class _Node:
    """Weak-referenceable, so a test can see its cycle freed."""

    def __init__(self) -> None:
        self.me = self


def test_collect_due_follows_pythons_thresholds(monkeypatch):
    """The decision is read from Python's counts: none past its threshold, nothing; the young generation
    past it, that generation; the middle one too, the middle one. Counts are given, not made: threads left
    by earlier tests in this worker (a server, a listener) allocate and make garbage of their own at any
    time, which made the counted version of this test fail now and then in parallel runs."""
    # No hold left by an earlier test's import (its worker may still be ending): the thresholds alone decide.
    monkeypatch.setattr(gui_gc, "_held", 0)
    monkeypatch.setattr(gui_gc, "_held_by", [])
    monkeypatch.setattr(gui_gc, "_full_since", False)
    t0, t1, t2 = gc.get_threshold()
    asked: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda generation=2: asked.append(generation) or 0)
    for counts, expected in [((t0, t1, t2), []), ((t0 + 1, 0, 0), [0]), ((t0 + 1, t1 + 1, 0), [1])]:
        asked.clear()
        monkeypatch.setattr(gc, "get_count", lambda counts=counts: counts)
        gui_gc.collect_due()
        assert asked == expected, counts


def test_collect_due_frees_a_cycle_once_the_young_generation_is_due(monkeypatch):
    monkeypatch.setattr(gui_gc, "_held", 0)
    monkeypatch.setattr(gui_gc, "_held_by", [])
    was_on = gc.isenabled()
    gc.disable()  # as in the window
    try:
        gc.collect()
        node = weakref.ref(_Node())
        assert node() is not None, "a cycle: reference counting alone does not free it"
        make_cycles(gc.get_threshold()[0] + 10)
        gui_gc.collect_due()
        assert node() is None
    finally:
        if was_on:
            gc.enable()


def test_a_full_collection_waits_for_a_quarter_more_long_lived_objects(monkeypatch):
    """Python's own rule: the oldest generation is collected again only when it has grown by a quarter."""
    t0, t1, t2 = gc.get_threshold()
    done: list[int] = []
    gc.collect()
    monkeypatch.setattr(gui_gc, "_long_lived", len(gc.get_objects(2)))
    monkeypatch.setattr(gc, "get_count", lambda: (t0 + 1, t1 + 1, t2 + 1))
    real_collect = gc.collect
    monkeypatch.setattr(gc, "collect", lambda generation=2: done.append(generation) or real_collect(generation))
    gui_gc.collect_due()
    assert done == [1]  # its count passed, but the oldest generation has not grown: the middle one only
    kept = [[i] for i in range(gui_gc._long_lived // 4 + 1000)]
    real_collect(1)  # they reach the oldest generation
    gui_gc.collect_due()
    assert done == [1, 2]
    del kept


def test_a_hold_given_back_after_a_thread_lasts_until_that_thread_has_ended():
    """A cancelled import is answered at once, but its worker still holds the decoded file until its next
    step: the hold must last until the worker has ended, or a collection walks that file on the GUI thread
    (a 0.51 s freeze on CI)."""
    was_on = gc.isenabled()
    gc.disable()
    go_on = threading.Event()
    worker = threading.Thread(target=go_on.wait, args=(30,))
    worker.start()
    try:
        gui_gc.hold()
        gui_gc.release_after(worker)
        t0, _, _ = gc.get_threshold()
        make_cycles(t0 + 10)
        assert gui_gc.collect_due() == 0, "the worker is still running: the collector waits"
        go_on.set()
        worker.join(30)
        assert gui_gc.collect_due() >= t0, "the worker ended: the hold is given back and the cycles collected"
        assert gui_gc._held == 0
    finally:
        go_on.set()
        if was_on:
            gc.enable()
