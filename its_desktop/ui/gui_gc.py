"""Python's cycle collector run on the GUI thread only.

CPython collects cycles in whichever thread happens to allocate past the threshold. The app's background
threads (the mission library loader, database reads, the change listener, the web server) allocate a lot,
so a cycle holding a Qt object (a closed window, a dialog and its slots) could be freed there: its C++
object is then deleted off the GUI thread while the GUI thread still has events queued for it, and the
process dies in ``QObject::event`` or in the collector (seen on CI: a segmentation fault while the library
was unpickled on its thread). So, as pyqtgraph's ``GarbageCollector`` does, automatic collection is turned
off once a window exists, and a timer on the GUI thread collects each generation when its count passes
the threshold Python itself would have used. Reference counting, which frees almost everything, is
untouched; only cycles wait for the next tick.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

INTERVAL_MS = 100  # cycles wait at most this long; a check with nothing to do costs about a microsecond


_held = 0  # holds taken (:func:`hold`): while any is, the collector waits
_held_by: list[threading.Thread] = []  # holds to give back once each of these threads has ended
_long_lived = 0  # the oldest generation's size after the last full collection
_full_since = False  # a full collection ran elsewhere (a gc.collect()): the size above is to be read again


def _note_full(phase: str, info: dict[str, int]) -> None:
    global _full_since
    if phase == "stop" and info.get("generation") == 2:
        _full_since = True


def collect_due() -> int:
    """Collect the generations whose counts passed Python's thresholds, as the automatic collector would;
    the number of unreachable objects found."""
    global _long_lived, _full_since
    if _held_by:
        for thread in [t for t in _held_by if not t.is_alive()]:
            _held_by.remove(thread)
            release()
    if _held:
        return 0
    if _full_since:
        _long_lived, _full_since = len(gc.get_objects(2)), False
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()
    if c0 <= t0:
        return 0
    if c1 > t1:
        # CPython's own rule for a full collection: its count passed, and the objects that reached the
        # oldest generation since the last one are over a quarter of those that were there then. Without
        # the second half, a session with 200,000 objects paid a 100 ms full collection every few seconds.
        if c2 > t2 and len(gc.get_objects(2)) - _long_lived > _long_lived / 4:
            return gc.collect(2)  # _note_full has the new size read at the next check
        return gc.collect(1)
    return gc.collect(0)


def hold() -> None:
    """Let cycles wait while a worker holds a large short-lived structure (an event file's hundreds of
    thousands of decoded objects): a full collection on the GUI thread would walk all of them and freeze the
    window for seconds, and reference counting frees them anyway when the work ends. GUI thread only;
    :func:`release` once for each hold."""
    global _held
    _held += 1


def release() -> None:
    global _held
    _held = max(_held - 1, 0)


def release_after(thread: threading.Thread | None) -> None:
    """:func:`release` once ``thread`` has ended, checked at the collector's next ticks. A cancelled worker
    is told the user's answer at once but ends at its next step, still holding what it decoded: released
    on the cancel, a full collection walked those objects and froze the window for half a second on CI."""
    if thread is None or not thread.is_alive():
        release()
    else:
        _held_by.append(thread)


class _Collector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("its-desktop gc")
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        self._timer.start()
        app.aboutToQuit.connect(self.stop)

    def stop(self) -> None:
        """Automatic collection back on (what is left to tear down is no longer shared with threads)."""
        self._timer.stop()
        gc.enable()


def install() -> bool:
    """Turn automatic collection off and collect on the GUI thread instead; once per application, from the
    GUI thread. False (and nothing changed) when there is no application yet or this is not its thread."""
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return False
    if app.findChild(QObject, "its-desktop gc") is None:
        _Collector(app)
    if _note_full not in gc.callbacks:
        gc.callbacks.append(_note_full)
    if gc.isenabled():
        global _long_lived
        _long_lived = len(gc.get_objects(2))  # as if the last full collection were now: none is due at once
        gc.disable()
    return True
