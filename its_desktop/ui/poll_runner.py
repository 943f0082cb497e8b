"""Work run off the GUI thread, with progress and Cancel: the one runner the table check, the heat map, the
organizer's "check all tables" and the event-file import share.

The work runs on a plain daemon thread and the GUI thread polls it with a timer, as the library loader does
(``ui/library_loader.py``): no signal is emitted from the worker and the worker never holds a Qt object; it
sees only a :class:`Job` (plain Python) and the work function it was given. That matters because the app
collects cycles on the GUI thread only (``ui/gui_gc.py``): a Qt object reachable from the worker could be
freed there. So a work function closes over plain data (a layout, a file's bytes, a database URL), never a
widget or the window.

The work is called with ``tell(done, total)``; once Cancel is pressed the next ``tell`` raises
:class:`Cancelled`, the work stops there and nothing is heard from it. A new run cancels the one running.
An exception of a kind the caller expects (``expected``: a refused file's one line) is the run's answer,
told through :attr:`PollRunner.failed` without a traceback; any other is logged and told the same way.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from . import exit_threads

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
Work = Callable[[Progress], Any]


class Cancelled(Exception):
    """Raised by ``tell`` once the run was cancelled: the work stops at its next step."""


class Job:
    """What one run's thread and the GUI thread share: plain Python only."""

    def __init__(self, work: Work, expected: tuple[type[BaseException], ...]) -> None:
        self.work, self.expected = work, expected
        self.stop = threading.Event()
        self.done = threading.Event()
        self.progress = (0, 1)
        self.result: Any = None
        self.ok = False
        self.error: str | None = None

    def tell(self, done: int, total: int) -> None:
        if self.stop.is_set():
            raise Cancelled
        self.progress = (done, total)

    def run(self, what: str) -> None:
        try:
            self.result = self.work(self.tell)
            self.ok = True
        except Cancelled:
            pass
        except self.expected as exc:  # the work's own refusal (a file's one line): said, not logged as a crash
            self.error = str(exc) or type(exc).__name__
        except Exception as exc:  # noqa: BLE001 - the window says the work failed; nothing it shows changes
            log.exception("%s failed", what)
            self.error = str(exc) or type(exc).__name__
        finally:
            self.done.set()


class PollRunner(QObject):
    """Runs one piece of work at a time off the GUI thread (see the module's docstring)."""

    progressed = Signal(int, int)  # steps done, steps in all
    finished = Signal(object)  # what the work returned
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, name: str, parent: QObject | None = None, poll_ms: int = 30,
                 expected: tuple[type[BaseException], ...] = ()) -> None:
        super().__init__(parent)
        self.name, self.expected = name, expected
        self._job: Job | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self._poll)
        self.last_thread: threading.Thread | None = None  # the latest worker (tests check it ends)
        self.last_job: Job | None = None  # the latest run's shared state (how a cancelled run really ended)

    @property
    def running(self) -> bool:
        return self._job is not None

    def run(self, work: Work) -> None:
        """Start ``work(tell)`` on a worker thread (cancelling a run still going)."""
        self.cancel(quiet=True)
        self._job = self.last_job = job = Job(work, self.expected)
        self.last_thread = threading.Thread(target=job.run, args=(self.name,), name=self.name, daemon=True)
        self.last_thread.start()
        exit_threads.register(self.last_thread, job.stop.set)  # at exit: stopped at its next step, then joined
        self._timer.start()
        self.progressed.emit(0, 1)

    def cancel(self, quiet: bool = False) -> None:
        """Stop the run going, if any (its thread ends at its next step, unheard)."""
        job, self._job = self._job, None
        if job is None:
            return
        job.stop.set()
        self._timer.stop()
        if not quiet:
            self.cancelled.emit()

    def wait(self, timeout: float) -> bool:
        """Block until the running work's thread is done (tests); True if it is."""
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
        elif job.ok:
            self.progressed.emit(job.progress[1], job.progress[1])
            self.finished.emit(job.result)


__all__ = ["Cancelled", "Job", "PollRunner", "Progress", "Work"]
