"""The Stream menu: start and stop the overlay server inside the app, show, copy and open its URLs.

The server itself is Qt-free (``its_desktop.web``) and runs in its own threads; this module only
starts it, shows where it is, and stops it when the window closes.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog, QLabel, QMessageBox, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)

from .screen_fit import fit_size

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from its_desktop.web.server import OverlayServer, PageLink

LAN_HOST = "0.0.0.0"
LIVE_MS = 250


class StreamMenu(QObject):
    def __init__(self, window: QMainWindow, db_url: str | None, port: int = 8765) -> None:
        super().__init__(window)
        self.w, self.db_url, self.port = window, db_url, port
        self.server: OverlayServer | None = None
        self.text_dir: Path | None = None
        menu = window.menuBar().addMenu(self.tr("Strea&m"))
        menu.setObjectName("stream-menu")
        self.menu = menu
        self.start_action = self._action(self.tr("&Start the overlay server"), self.start)
        self.stop_action = self._action(self.tr("S&top the overlay server"), self.stop)
        menu.addSeparator()
        self.urls_action = self._action(self.tr("Overlay &URLs…"), self.show_urls)
        self.open_action = self._action(self.tr("&Open the overlay in the browser"), self.open_index)
        menu.addSeparator()
        self.lan_action = self._action(self.tr("Allow other computers on the &network"), self._lan_toggled)
        self.lan_action.setCheckable(True)
        self.files_action = self._action(self.tr("Write text &files for OBS…"), self.choose_text_dir)
        self._update()
        window.installEventFilter(self)
        # While serving, the table being tallied is sent to the overlay as it changes (between the
        # end-of-round snapshots other stations see); a cheap comparison of the document each tick.
        self._live_timer = QTimer(self)
        self._live_timer.setInterval(LIVE_MS)
        self._live_timer.timeout.connect(self._push_live_table)
        self._live_sent: tuple[int, str] | None = None

    def _action(self, text: str, slot) -> QAction:
        act = QAction(text, self.w)
        act.triggered.connect(lambda _c=False: slot())
        self.menu.addAction(act)
        return act

    # -- starting and stopping -------------------------------------------------------------------------

    def start(self) -> bool:
        from its_desktop.web.server import OverlayServer

        from .db_errors import with_database

        if self.server is not None:
            return True
        host = LAN_HOST if self.lan_action.isChecked() else "127.0.0.1"
        server = OverlayServer(self.db_url, host, self.port, text_dir=self.text_dir, text_scope=self._text_scope())
        try:
            started = with_database(self.w, server.start, url=self.db_url)
        except OSError as exc:
            QMessageBox.warning(self.w, self.tr("Overlay not started"),
                                self.tr("Cannot listen on port %1: %2").replace("%1", str(self.port))
                                .replace("%2", exc.strerror or str(exc)))
            return False
        if started is None:
            return False
        self.server = server
        if server.warning:
            QMessageBox.warning(self.w, self.tr("Overlay on the network"),
                                self.tr("The overlay can be reached from other computers. Every URL carries an "
                                        "access token: share them only with your streaming computer."))
        self._update()
        self._live_timer.start()
        self.w.statusBar().showMessage(self.tr("Overlay at %1").replace("%1", server.url("/")), 8000)
        return True

    def stop(self) -> None:
        self._live_timer.stop()
        self._live_sent = None
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._update()

    def _text_scope(self):
        """What the OBS text files describe: the recorded game open in this window (none: empty files), never
        the game another station or window played last."""
        from its_desktop.web.public import Scope

        session = getattr(getattr(self.w, "tally_actions", None), "session", None)
        return Scope(game=session.game_id) if session is not None else Scope()

    def _push_live_table(self) -> None:
        import json

        files = self.server.text_files if self.server is not None else None
        if files is not None and files.scope != (scope := self._text_scope()):
            files.follow(scope)  # another game opened in this window: the files follow it
        session = getattr(getattr(self.w, "tally_actions", None), "session", None)
        ctl = getattr(self.w, "controller", None)
        if self.server is None or session is None or ctl is None:
            return
        doc = ctl.doc.to_json()
        key = (session.game_id, json.dumps(doc, sort_keys=True))
        if key != self._live_sent:
            self._live_sent = key
            self.server.publish_table(session.game_id, doc)

    def _lan_toggled(self) -> None:
        if self.server is not None:  # the address changes: start again on the new one
            self.stop()
            self.start()

    def choose_text_dir(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self.w, self.tr("Folder for OBS text files (they follow the game open in this window)"),
            str(self.text_dir or Path.home()))
        if not folder:
            return
        self.text_dir = Path(folder)
        self.w.statusBar().showMessage(self.tr("OBS text files in %1 follow the game open in this window, whatever "
                                               "other tables play; empty while no recorded game is open.")
                                       .replace("%1", folder), 12000)
        if self.server is not None:
            self.stop()
            self.start()

    def _update(self) -> None:
        running = self.server is not None
        self.start_action.setEnabled(not running)
        for act in (self.stop_action, self.urls_action, self.open_action):
            act.setEnabled(running)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if obj is self.w and event.type() == QEvent.Type.Close:
            self.stop()
        return False

    # -- URLs -------------------------------------------------------------------------------------------

    def urls(self) -> list[tuple[str, str]]:
        """(label in the interface's language, URL) of every page the server offers."""
        if self.server is None:
            return []
        return [(self.label(link), url) for link, url in self.server.page_links()]

    def label(self, link: PageLink) -> str:
        texts = {
            "table-scoreboard": self.tr("%1: table %2 scoreboard"),
            "table-map": self.tr("%1: table %2 map"),
            "standings": self.tr("%1: standings"),
            "pairings": self.tr("%1: pairings"),
            "clock": self.tr("%1: round clock"),
            "game-scoreboard": self.tr("game %2 (%3): scoreboard"),
            "game-map": self.tr("game %2 (%3): map"),
            "state": self.tr("all public state (JSON)"),
        }
        text = texts.get(link.kind)
        if text is None:  # a page this window does not know by name yet: the server's English label
            return link.label
        number = link.table if link.table is not None else link.game
        values = {"1": link.event, "2": str(number), "3": link.who}
        return re.sub(r"%([123])", lambda m: values[m.group(1)], text)  # one pass: a name may hold "%2"

    def open_index(self) -> None:
        if self.server is not None:
            QDesktopServices.openUrl(QUrl(self.server.url("/")))

    def show_urls(self) -> QDialog | None:
        if self.server is None:
            return None
        dialog = QDialog(self.w)
        dialog.setObjectName("overlay-urls")
        dialog.setWindowTitle(self.tr("Overlay URLs"))
        layout = QVBoxLayout(dialog)
        layout.addWidget(QLabel(self.tr("Add these as OBS Browser Sources (1920×1080). Double-click one to open "
                                        "it in the browser.")))
        urls = self.urls()
        table = QTableWidget(len(urls), 2)
        table.setHorizontalHeaderLabels([self.tr("Page"), self.tr("URL")])
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, (label, url) in enumerate(urls):
            table.setItem(row, 0, QTableWidgetItem(label))
            table.setItem(row, 1, QTableWidgetItem(url))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        table.cellDoubleClicked.connect(lambda r, _c: QDesktopServices.openUrl(QUrl(urls[r][1])))
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy_one = QPushButton(self.tr("Copy URL"))
        copy_all = QPushButton(self.tr("Copy all"))
        open_one = QPushButton(self.tr("Open"))
        for b in (copy_one, copy_all, open_one):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)

        def selected() -> str | None:
            row = table.currentRow()
            return urls[row][1] if 0 <= row < len(urls) else None

        def copy_selected() -> None:
            if (url := selected()) is not None:
                QGuiApplication.clipboard().setText(url)

        def open_selected() -> None:
            if (url := selected()) is not None:
                QDesktopServices.openUrl(QUrl(url))

        copy_one.clicked.connect(copy_selected)
        copy_all.clicked.connect(lambda: QGuiApplication.clipboard().setText(
            "\n".join(f"{label}: {url}" for label, url in urls)))
        open_one.clicked.connect(open_selected)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        fit_size(dialog, QSize(980, 420))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog


__all__ = ["StreamMenu"]
