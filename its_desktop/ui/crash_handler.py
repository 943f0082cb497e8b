"""An exception nobody caught (in a slot, a timer, a paint) reaches the user as a dialog with a saved report.

``install`` replaces ``sys.excepthook``: the exception is logged, a report (see ``its_desktop.diagnostics``)
is written to the log folder, and a dialog says so and offers to open that folder. The app keeps running:
every score entry is already committed, and the user decides whether to go on or quit. The dialog's module
(QMessageBox, QUrl, QDesktopServices) is imported when one is shown: the handler is installed before every
first paint.
"""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QApplication

from its_desktop import diagnostics

log = logging.getLogger("its_desktop.crash")


class CrashHandler:
    """The ``sys.excepthook`` of the window; ``dialogs`` lists what it showed (the tests read it)."""

    def __init__(self, db_url: str | None = None, folder: Path | None = None) -> None:
        self.secrets = diagnostics.url_secrets(db_url)
        self.folder = folder
        self.reports: list[Path] = []
        self._showing = False
        self._previous = sys.excepthook

    def install(self) -> CrashHandler:
        sys.excepthook = self
        threading.excepthook = self.thread_exception
        return self

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self._previous
        if threading.excepthook == self.thread_exception:
            threading.excepthook = threading.__excepthook__

    def thread_exception(self, args: threading.ExceptHookArgs) -> None:
        """A worker thread's exception: logged and reported; no dialog (widgets belong to the GUI thread)."""
        if args.exc_type is SystemExit:
            return
        log.critical("unhandled exception in thread %s", getattr(args.thread, "name", "?"),
                     exc_info=(args.exc_type, args.exc_value, args.exc_traceback) if args.exc_value is not None
                     else None)
        self._save(args.exc_type, args.exc_value, args.exc_traceback)

    def __call__(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        from .storage_notice import is_storage_failure, notify

        if is_storage_failure(exc):  # the database or the disk refused a write: a notice, not a crash
            notify(exc)
            return
        if _database_unavailable(exc):  # a database that cannot be opened on a path nobody guarded: its line
            from .db_errors import show_database_error

            log.warning("database not reachable: %s", exc)
            show_database_error(QApplication.activeWindow(), str(exc))
            return
        log.critical("unhandled exception", exc_info=(exc_type, exc, tb))
        report = self._save(exc_type, exc, tb)
        if self._showing or QApplication.instance() is None:
            return  # an error while the dialog is up: reported, not stacked
        self._showing = True
        try:
            # No parent: the window that failed may be closing, and its children would go with it.
            from .crash_dialog import CrashDialog

            CrashDialog(report, diagnostics.scrub(f"{exc_type.__name__}: {exc}", self.secrets)).exec()
        finally:
            self._showing = False


    def _save(self, exc_type, exc, tb) -> Path | None:
        text = diagnostics.crash_report(exc_type, exc, tb, secrets=self.secrets, folder=self.folder,
                                        extra={"qt": qVersion(), "pyside6": _pyside_version()})
        try:
            report = diagnostics.write_report(text, self.folder)
        except OSError as error:
            log.error("cannot save the crash report: %s", error)
            return None
        self.reports.append(report)
        log.info("crash report saved to %s", report)
        return report


def _database_unavailable(exc: BaseException | None) -> bool:
    from its_desktop.persistence.errors import DatabaseUnavailable

    return isinstance(exc, DatabaseUnavailable) and QApplication.instance() is not None


def _pyside_version() -> str:
    import PySide6

    return PySide6.__version__
