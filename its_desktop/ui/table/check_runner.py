"""The table check run off the GUI thread, with progress and cancel.

A full check (both sides, two height classes) takes a second or two of CPU; on the GUI thread the
window would freeze for it. As the library loader does (``ui/library_loader.py``), the work runs on a
plain daemon thread and the GUI thread polls it with a timer, so no signal is emitted from the
worker and the worker never holds a Qt object: it sees only a :class:`_Job` (plain Python). That
matters because the app collects cycles on the GUI thread only (``ui/gui_gc.py``): a Qt object
reachable from the worker could be freed there. The job's layout, findings and overlays are Qt-free.

A new check cancels the one running (its thread stops at its next progress step and is not heard).
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:  # the check's modules load with the first check, not with the panel at start-up
    from its_desktop.domain.terrain.metrics import Finding, Layout
    from its_desktop.domain.terrain.overlay import Overlay

log = logging.getLogger(__name__)

POLL_MS = 30  # the progress bar follows within two frames


class _Cancelled(Exception):
    pass


class _Job:
    """What one check's thread and the GUI thread share: plain Python only."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.stop = threading.Event()
        self.done = threading.Event()
        self.progress = (0, 1)
        self.findings: list[Finding] | None = None
        self.overlays: dict[str, Overlay] = {}
        self.error: str | None = None


def _work(job: _Job) -> None:
    def tell(done: int, total: int) -> None:
        if job.stop.is_set():
            raise _Cancelled
        job.progress = (done, total)

    from its_desktop.domain.terrain.metrics import check
    from its_desktop.domain.terrain.overlay import overlay_of
    from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES

    try:
        findings = check(job.layout, progress=tell)
        job.overlays = {hc.id: overlay_of(job.layout, findings, hc) for hc in HEIGHT_CLASSES}
        job.findings = findings
    except _Cancelled:
        pass
    except Exception as exc:  # noqa: BLE001 - the window says the check failed; the table is untouched
        log.exception("the table check failed")
        job.error = str(exc) or type(exc).__name__
    finally:
        job.done.set()


class CheckRunner(QObject):
    progressed = Signal(int, int)  # steps done, steps in all
    finished = Signal(object, object)  # the findings (list[Finding]), the overlays by height class
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

    def start(self, layout: Layout) -> None:
        self.cancel(quiet=True)
        self._job = job = _Job(layout)
        threading.Thread(target=_work, args=(job,), name="its-desktop table check", daemon=True).start()
        self._timer.start()
        self.progressed.emit(0, 1)

    def cancel(self, quiet: bool = False) -> None:
        """Stop the check running, if any (its thread ends at its next step, unheard)."""
        job, self._job = self._job, None
        if job is None:
            return
        job.stop.set()
        self._timer.stop()
        if not quiet:
            self.cancelled.emit()

    def wait(self, timeout: float) -> bool:
        """Block until the running check's thread is done (tests); True if it is."""
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
        elif job.findings is not None:
            self.progressed.emit(job.progress[1], job.progress[1])
            self.finished.emit(job.findings, job.overlays)
