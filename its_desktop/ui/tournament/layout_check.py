"""The organizer's "check all tables" run off the GUI thread, with progress and cancel.

As the table view's check (``ui/table/check_runner.py``): a plain daemon thread runs
:func:`domain.terrain.event_check.check_tables` and the GUI thread polls a :class:`_Job` of plain Python with
a timer, so the worker emits no signal and holds no Qt object (``ui/gui_gc.py``). Cancel sets the job's stop
flag: the next progress report raises, the run stops (checks not started are dropped), and nothing is heard.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping

from PySide6.QtCore import QObject, QTimer, Signal

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.terrain.event_check import TableCheck, check_tables
from its_desktop.domain.terrain.layouts import NamedLayout

log = logging.getLogger(__name__)

POLL_MS = 50


class _Cancelled(Exception):
    pass


class _Job:
    def __init__(self, mission: ResolvedMission, on_tables: Mapping[int, NamedLayout], workers: int | None) -> None:
        self.mission, self.on_tables, self.workers = mission, dict(on_tables), workers
        self.stop = threading.Event()
        self.done = threading.Event()
        self.progress = (0, 1)
        self.results: list[TableCheck] | None = None
        self.error: str | None = None


def _work(job: _Job) -> None:
    def tell(done: int, total: int) -> None:
        if job.stop.is_set():
            raise _Cancelled
        job.progress = (done, total)

    try:
        job.results = check_tables(job.mission, job.on_tables, progress=tell, workers=job.workers)
    except _Cancelled:
        pass
    except Exception as exc:  # noqa: BLE001 - the tab says the check failed; nothing stored changes
        log.exception("the event's table check failed")
        job.error = str(exc) or type(exc).__name__
    finally:
        job.done.set()


class EventCheckRunner(QObject):
    progressed = Signal(int, int)
    finished = Signal(object)  # list[TableCheck]
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: _Job | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        return self._job is not None

    def start(self, mission: ResolvedMission, on_tables: Mapping[int, NamedLayout], workers: int | None = None) -> None:
        self.cancel(quiet=True)
        self._job = job = _Job(mission, on_tables, workers)
        threading.Thread(target=_work, args=(job,), name="its-desktop event table check", daemon=True).start()
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
        """Block until the run's thread is done (tests); True if it is."""
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
        elif job.results is not None:
            self.progressed.emit(job.progress[1], job.progress[1])
            self.finished.emit(job.results)
