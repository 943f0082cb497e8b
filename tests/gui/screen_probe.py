"""Run by test_screen_sizes.py in a process of its own: the offscreen screen's size and pixel ratio are
fixed when Qt starts (``QT_QPA_PLATFORM=offscreen:configfile=...``), so each screen is a new process.

Usage: screen_probe.py SETTINGS_DIR DB_URL MODE, where MODE is ``open`` (open the app and every window and
dialog, print where each sits as JSON) or ``save`` (open the app, resize its window as given in the
environment's PROBE_SIZE, close it: the geometry is saved as a user's would be).
"""

from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QLabel, QWidget


def wait(app: QApplication, until, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("the window did not get ready")
        app.processEvents()
        time.sleep(0.005)


def where(widget: QWidget) -> dict:
    frame = widget.frameGeometry()
    return {"frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "size": [widget.width(), widget.height()], "maximized": widget.isMaximized(),
            "visible": widget.isVisible()}


def label_whole(label: QLabel) -> bool:
    """Every character of a (wrapping) label is inside it: no line runs past its right edge."""
    from PySide6.QtCore import Qt

    text = label.text()
    need = label.fontMetrics().boundingRect(0, 0, label.width(), 10_000, int(Qt.TextFlag.TextWordWrap), text)
    return need.width() <= label.width() and need.height() <= label.height()


def main() -> int:
    settings_dir, db_url, mode = sys.argv[1:4]
    app = QApplication([])
    QCoreApplication.setOrganizationName("its-desktop-screen-tests")
    QCoreApplication.setApplicationName("its-desktop-screen-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow(db_url)
    w.show()
    wait(app, lambda: w.ready)
    app.processEvents()
    if mode == "save":
        width, height = (int(v) for v in os.environ["PROBE_SIZE"].split("x"))
        w.showNormal()
        w.setGeometry(40, 40, width, height)
        app.processEvents()
        w.close()
        app.processEvents()
        print(json.dumps({"saved": where(w)}))
        return 0
    screen = w.screen()
    area = screen.availableGeometry()
    out: dict = {"available": [area.x(), area.y(), area.width(), area.height()], "dpr": screen.devicePixelRatio(),
                 "main": where(w)}

    def probe(name: str, widget: QWidget) -> None:
        widget.show()
        app.processEvents()
        out[name] = where(widget)
        widget.close()
        app.processEvents()

    welcome = w.show_welcome()
    assert welcome is not None
    welcome.show()
    app.processEvents()
    out["welcome_path_whole"] = label_whole(welcome.storage)
    probe("welcome", welcome)
    probe("about", w.show_about())
    probe("trooper", w.actions_._dialog())
    printing = w.actions_.show_print_dialog()
    printing.show()
    app.processEvents()
    if printing.stale:
        printing.refresh()
    from PySide6.QtWidgets import QLabel

    shown = next(lb for lb in printing.preview.findChildren(QLabel) if not lb.pixmap().isNull())
    page = shown.pixmap()
    out["print_preview"] = {"dpr": page.devicePixelRatio(), "pixels": [page.width(), page.height()],
                            "width": shown.contentsRect().width(), "page_pt": list(printing.pages[0].size_pt)}
    probe("print", printing)
    from its_desktop.ui.tally.deck_log import DeckLogDialog
    from its_desktop.ui.tally.start_dialog import StartDialog

    probe("start game", StartDialog(w))
    probe("deck log", DeckLogDialog(w, "Deck", [], 3))
    tournament = w.open_tournament()
    assert tournament is not None
    app.processEvents()
    out["tournament"] = where(tournament)
    from its_desktop.ui.tournament.dialogs import EventDialog, PlayerDialog

    probe("event", EventDialog(tournament))
    probe("player", PlayerDialog(tournament, factions=[]))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
