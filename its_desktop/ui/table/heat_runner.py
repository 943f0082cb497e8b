"""The heat map computed off the GUI thread, with progress and cancel: the table check's pattern
(``check_runner.py``). The work runs on a plain daemon thread that sees only a :class:`_Job` (the
layout, the target, the height class and, at the end, the map: plain Python and NumPy) and emits no
signal; the GUI thread polls it with a timer. The app collects cycles on the GUI thread only
(``ui/gui_gc.py``), so no Qt object may be made or freed on the worker.

A new map cancels the one running (its thread stops at its next row and is not heard).
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, QTimer, Signal

from its_desktop.domain.terrain.heatmap import HeatMap, heat_map
from its_desktop.domain.terrain.metrics import Layout
from its_desktop.domain.terrain.silhouettes import HeightClass

log = logging.getLogger(__name__)

POLL_MS = 30


class _Cancelled(Exception):
    pass


class _Job:
    def __init__(self, layout: Layout, target: str, hc: HeightClass) -> None:
        self.layout, self.target, self.hc = layout, target, hc
        self.stop = threading.Event()
        self.done = threading.Event()
        self.progress = (0, 1)
        self.result: HeatMap | None = None
        self.error: str | None = None


def _work(job: _Job) -> None:
    def tell(done: int, total: int) -> None:
        if job.stop.is_set():
            raise _Cancelled
        job.progress = (done, total)

    try:
        job.result = heat_map(job.layout, job.target, job.hc, progress=tell)
    except _Cancelled:
        pass
    except Exception as exc:  # noqa: BLE001 - the panel says the map failed; the table is untouched
        log.exception("the heat map failed")
        job.error = str(exc) or type(exc).__name__
    finally:
        job.done.set()


class HeatRunner(QObject):
    progressed = Signal(int, int)
    finished = Signal(object)  # the HeatMap
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: _Job | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.last_thread: threading.Thread | None = None  # the latest worker (tests check it ends)

    @property
    def running(self) -> bool:
        return self._job is not None

    def start(self, layout: Layout, target: str, hc: HeightClass) -> None:
        self.cancel(quiet=True)
        self._job = job = _Job(layout, target, hc)
        self.last_thread = threading.Thread(target=_work, args=(job,), name="its-desktop heat map", daemon=True)
        self.last_thread.start()
        self._timer.start()
        self.progressed.emit(0, 1)

    def cancel(self, quiet: bool = False) -> None:
        job, self._job = self._job, None
        if job is None:
            return
        job.stop.set()
        self._timer.stop()
        if not quiet:
            self.cancelled.emit()

    def wait(self, timeout: float) -> bool:
        job = self._job
        return job is None or job.done.wait(timeout)

    def _poll(self) -> None:
        job = self._job
        if job is None:
            self._timer.stop()
            return
        if not job.done.is_set():
            self.progressed.emit(*job.progress)
            return
        self._timer.stop()
        self._job = None
        if job.error is not None:
            self.failed.emit(job.error)
        elif job.result is not None:
            self.progressed.emit(job.progress[1], job.progress[1])
            self.finished.emit(job.result)
