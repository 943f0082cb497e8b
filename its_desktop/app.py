"""GUI entry point. Qt is imported here and in ``ui`` only, and only when the GUI starts."""

from __future__ import annotations

import sys


def run_gui(exit_after_show: bool = False, lang: str | None = None, exit_when_ready: bool = False,
            db_url: str | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from its_desktop.ui import i18n
    from its_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("ITS Table Assistant")
    app.setOrganizationName("its-desktop")
    # --lang, else the setting, else the system locale: before any window, so every tr() sees it.
    i18n.install(i18n.choose_language(lang))
    window = MainWindow(db_url)
    window.show()
    if exit_after_show:
        # One synchronous paint, then leave before the mission library loads: this is the start-up
        # a user sees, measured against a bare window in benchmarks/bench_startup.py.
        window.repaint()
        return 0
    if exit_when_ready:
        # What the user waits for: the first table drawn (from the start-up cache or live).
        window.table_drawn.connect(app.quit)
    return app.exec()


class RenderError(ValueError):
    """Bad input for ``render`` (one line naming the file or option)."""


def run_render(target: str, output, points: int | None, view: str, size: str, round_: int | None):
    """``its-desktop render``: Qt is imported here, not by the command line."""
    from its_desktop.ui import render

    try:
        return render.render(target, output, points, view, size, round_)
    except render.RenderError as exc:
        raise RenderError(str(exc)) from None
