"""Database reads off the GUI thread, so a lost or slow server shows "reconnecting…" instead of freezing a window.

A window gives :class:`DatabaseProbe` a read: a function of no arguments that returns plain Python objects
(ids, versions, records), never widgets. It runs in a worker thread of its own, one read at a time; a request
made while one runs is kept (the newest only) and run next. The result comes back to the GUI thread as
``answered``. A read that fails, or that has not answered after ``SLOW_MS`` (a connect waiting out its
timeout), makes the probe ``lost``; it then tries the last read again every ``RETRY_MS`` until one succeeds
(``recovered``, then ``answered``).

Worker threads are plain daemon threads rather than a QThreadPool: a pool waits for its threads when it is
destroyed, and a read stuck in a connect would hold the closing window for the whole connect timeout.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

log = logging.getLogger(__name__)

SLOW_MS = 1500   # a read taking longer than this is treated as a lost server (the window says so)
RETRY_MS = 1000  # while lost, the last read is tried again this often

Read = Callable[[], object]


class DatabaseProbe(QObject):
    answered = Signal(object)  # the read's result (in the GUI thread)
    lost = Signal(str)         # the server stopped answering: why, in words (the exception's text, or "")
    recovered = Signal()       # a read succeeded again after ``lost``
    _done = Signal(int, object, object)  # job number, result, error: emitted from the worker, queued to the GUI

    def __init__(self, parent: QObject | None = None, *, slow_ms: int = SLOW_MS, retry_ms: int = RETRY_MS) -> None:
        super().__init__(parent)
        self.is_lost = False
        self._running: int | None = None  # the job number of the read in flight
        self._jobs = 0
        self._pending: Read | None = None
        self._last: Read | None = None
        self._slow = QTimer(self)
        self._slow.setSingleShot(True)
        self._slow.setInterval(slow_ms)
        self._slow.timeout.connect(self._too_slow)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(self._try_again)
        self._done.connect(self._finish)

    @property
    def busy(self) -> bool:
        return self._running is not None

    def request(self, read: Read) -> None:
        """Run ``read`` in the worker (now, or after the read in flight)."""
        if self._running is not None:
            self._pending = read
            return
        self._start(read)

    def close(self) -> None:
        """No more retries, and the read in flight finishes (or times out) in its thread unheard. A later
        :meth:`request` starts afresh (a window closed and shown again)."""
        self._running = None
        self._pending = None
        self._slow.stop()
        self._retry.stop()

    def report_lost(self, why: str, read: Read) -> None:
        """A read made elsewhere (in the GUI thread) failed: the server is lost; ``read`` is tried until it
        answers."""
        self._set_lost(why)
        self.request(read)

    def _start(self, read: Read) -> None:
        self._retry.stop()
        self._last = read
        self._jobs += 1
        self._running = job = self._jobs
        self._slow.start()
        threading.Thread(target=self._work, args=(job, read), name="its-desktop database read", daemon=True).start()

    def _work(self, job: int, read: Read) -> None:
        result: object = None
        error: BaseException | None = None
        try:
            result = read()
        except Exception as exc:  # noqa: BLE001 - any failure of the read is the window's news, not a crash
            error = exc
        try:
            self._done.emit(job, result, error)
        except RuntimeError:  # the probe (and its window) went away while the read ran
            pass

    def _finish(self, job: int, result: object, error: object) -> None:
        if job != self._running:
            return
        self._running = None
        self._slow.stop()
        if isinstance(error, BaseException):
            log.warning("database read failed: %s", error)
            self._set_lost(str(error))
            if self._pending is None:
                self._retry.start()
        else:
            if self.is_lost:
                self.is_lost = False
                self.recovered.emit()
            self.answered.emit(result)
        pending, self._pending = self._pending, None
        if pending is not None:
            self._start(pending)

    def _too_slow(self) -> None:
        if self._running is not None:
            self._set_lost("")

    def _set_lost(self, why: str) -> None:
        if not self.is_lost:
            self.is_lost = True
            self.lost.emit(why)

    def _try_again(self) -> None:
        if self._running is None and self._last is not None:
            self._start(self._last)


__all__ = ["DatabaseProbe", "RETRY_MS", "SLOW_MS"]
