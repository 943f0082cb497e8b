"""GUI entry point. Qt is imported here and in ``ui`` only, and only when the GUI starts."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

NO_DISPLAY = "no display: run under xvfb-run or set QT_QPA_PLATFORM=offscreen"


def display_problem(lang: str | None = None) -> str | None:
    """The one-line message for a Linux session without a display, checked before Qt aborts with its own
    misleading hint (about xcb-cursor); None when a window can be shown."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    # The window's language is not installed yet: --lang, else the system's (as the window will choose).
    from its_desktop.domain import i18n

    words = i18n._("no display: run under xvfb-run or set QT_QPA_PLATFORM=offscreen",
                   i18n.chosen_language(lang) or i18n.system_language())
    return f"its-desktop: {words}"


def run_gui(exit_after_show: bool = False, lang: str | None = None, exit_when_ready: bool = False,
            db_url: str | None = None, verbose: bool = False, open_path: Path | None = None) -> int:
    if problem := display_problem(lang):
        print(problem, file=sys.stderr)
        return 1
    from its_desktop import __version__, diagnostics

    diagnostics.setup_logging(verbose)
    log = logging.getLogger("its_desktop.app")
    log.info("ITS Table Assistant %s starting (Python %s, %s)", __version__, sys.version.split()[0], sys.platform)
    secrets = diagnostics.url_secrets(db_url)
    fatal_report = diagnostics.collect_fatal_trace(secrets=secrets)
    diagnostics.enable_fatal_trace()

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from its_desktop.ui import feature_scan

    feature_scan.skip()  # before the window's ~300 modules: PySide6 would read each one's source
    from its_desktop.ui import gui_gc, i18n, settings as prefs
    from its_desktop.ui.crash_handler import CrashHandler
    from its_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)  # ours, or the one a test made
    app.setApplicationName("ITS Table Assistant")
    app.setOrganizationName("its-desktop")
    from its_desktop.ui.settings_file import guard

    guard()  # before any QSettings: a FIFO or a device in the settings file's place is refused, not opened
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("its-desktop")
    app.setWindowIcon(QIcon(str(_resource("icons/its-desktop.png"))))
    CrashHandler(db_url).install()
    gui_gc.install()  # cycles holding Qt objects are freed on this thread, never on a worker's
    prefs.migrate()  # a store written by an older version: renamed keys keep their values
    # --lang, else the setting, else the system locale: before any window, so every tr() sees it.
    i18n.install(i18n.choose_language(lang))
    i18n.units()  # the chosen units (else each pack's own) before the first paint draws a ruler
    window = MainWindow(db_url)
    window.show()
    if exit_after_show:
        # One synchronous paint, then leave before the mission library loads: this is the start-up
        # a user sees, measured against a bare window in benchmarks/bench_startup.py.
        window.repaint()
        return 0
    # The welcome check runs on every start, --exit-when-ready's included: that flag measures the path a
    # user takes. Its module (and the database it may query) is imported only once the window is ready.
    window.ready_changed.connect(lambda: _welcome(window, fatal_report))
    if sys.platform == "darwin":
        # macOS hands a double-clicked .itstable over as an event, not argv (Qt sends FileOpen there
        # only): elsewhere an application-wide filter would just put Python on every event's path.
        app.installEventFilter(file_opener(window, log))
    if open_path is not None:
        window.ready_changed.connect(lambda: log.info("opened %s: %s", open_path, window.open_path(open_path)))
    window.ready_changed.connect(lambda: log.info("ready: %s at %s points drawn",
                                                  prefs.TABLE_MISSION.get(window.settings),
                                                  prefs.TABLE_POINTS.get(window.settings)))
    if exit_when_ready:
        # Usable: the library loaded, every menu and panel built, the welcome check done (its dialog open on a
        # first start), and the event loop turning again, so input is being handled. A queued call runs after
        # the events the ready signal's slots posted; with a file to open, that file's table is open by then.
        window.ready_changed.connect(lambda: QTimer.singleShot(0, app.quit))
    code = app.exec()
    window.wait_for_library()
    log.info("exit %s", code)
    return code


def _welcome(window, fatal_report: Path | None) -> None:
    from its_desktop.ui import settings as prefs

    if fatal_report is None and prefs.WELCOME_DONE.get(window.settings):
        return  # a returning user with nothing to be told: the welcome screen's module is not even imported
    from its_desktop.ui.welcome import maybe_welcome

    maybe_welcome(window, fatal_report)


def run_render(target: str, output, points: int | None, view: str, size: str, round_: int | None,
               scored: int | None = None):
    """``its-desktop render``: Qt is imported here, not by the command line."""
    from its_desktop.ui import render

    return render.render(target, output, points, view, size, round_, scored)  # bad input: an InputError


def file_opener(window, log):
    """An application event filter opening the files the desktop hands over (the class is made here: Qt is
    imported only when the GUI starts)."""
    from PySide6.QtCore import QEvent, QObject

    class FileOpener(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.FileOpen and event.file():
                path = Path(event.file())
                if window.ready:
                    log.info("opened %s: %s", path, window.open_path(path))
                else:
                    window.ready_changed.connect(lambda: log.info("opened %s: %s", path, window.open_path(path)))
                return True
            return False

    return FileOpener(window)


def _resource(name: str) -> Path:
    from its_desktop.domain.package_data import folder  # not importlib.resources: ~5 ms before the first paint

    return folder("its_desktop.resources") / name

