"""Tournament → Players' pages: start and stop an event's players' pages, the address they are served on,
what becomes reachable, and a QR code of the event page for the pairings sheet or a screen.

The server is Qt-free (``its_desktop.web``) and runs in its own threads; this dialog only starts it,
shows where it is, and stops it when asked or when the window closes. The address, port and HTTPS
choice are remembered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QMessageBox, QPushButton,
    QSpinBox, QVBoxLayout, QWidget,
)

from . import settings as prefs

if TYPE_CHECKING:
    from its_desktop.web.server import OverlayServer

QR_PX = 240


class PlayersPagesDialog(QDialog):
    def __init__(self, parent: QWidget | None, db_url: str | None, server_holder: Any,
                 event_id: int | None = None) -> None:
        """``event_id``: the event to offer first (the one open in the tournament window), else the last one
        the tournament window opened."""
        super().__init__(parent)
        self.db_url, self.holder = db_url, server_holder
        self._preferred = event_id
        self.setWindowTitle(self.tr("Players' pages"))
        self.setObjectName("players-pages")
        self.settings = QSettings()
        form = QFormLayout()
        self.event_box = QComboBox()
        form.addRow(self.tr("Event"), self.event_box)
        self.host_box = QComboBox()
        self.host_box.setEditable(True)
        from its_desktop.web.net import lan_address

        lan = lan_address()
        for host, label in ((lan, self.tr("this computer on the venue network (%1)").replace("%1", lan)),
                            ("0.0.0.0", self.tr("every network of this computer (0.0.0.0)")),
                            ("127.0.0.1", self.tr("this computer only (127.0.0.1)"))):
            self.host_box.addItem(label, host)
        form.addRow(self.tr("Address"), self.host_box)
        self.port_box = QSpinBox()
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(prefs.PLAYERS_PORT.get(self.settings))
        form.addRow(self.tr("Port"), self.port_box)
        self.https_box = QCheckBox(self.tr("HTTPS with a certificate made on this computer (phones will warn)"))
        self.https_box.setChecked(prefs.PLAYERS_HTTPS.get(self.settings))
        form.addRow("", self.https_box)
        saved = prefs.PLAYERS_HOST.get(self.settings)
        if saved:
            i = self.host_box.findData(saved)
            if i >= 0:
                self.host_box.setCurrentIndex(i)
        self.start_button = QPushButton(self.tr("&Start"))
        self.stop_button = QPushButton(self.tr("S&top"))
        self.copy_button = QPushButton(self.tr("&Copy the link"))
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.copy_button.clicked.connect(self._copy)
        buttons = QHBoxLayout()
        for b in (self.start_button, self.stop_button, self.copy_button):
            buttons.addWidget(b)
        self.url_label = QLabel()
        self.url_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url_label.setObjectName("players-url")
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setObjectName("players-warning")
        self.qr_label = QLabel()
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr_label.setMinimumSize(QR_PX, QR_PX)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.warning_label)
        layout.addWidget(self.url_label)
        layout.addWidget(self.qr_label)
        layout.addWidget(close)
        self._load_events()
        self._update()

    # -- state ----------------------------------------------------------------------------------------------

    @property
    def server(self) -> OverlayServer | None:
        return self.holder.players_server

    def _load_events(self) -> None:
        from its_desktop.persistence.events import Events

        try:
            with Events.open(self.db_url, migrate=False) as events:
                listed = events.list_events()
        except Exception as exc:  # noqa: BLE001 - shown, the dialog stays usable
            self.warning_label.setText(self.tr("The database cannot be read: %1").replace("%1", str(exc)))
            return
        names = [ev.name for ev in listed]
        for ev in listed:
            # Events of the same name (imported twice, a yearly event) are told apart by their date and number.
            label = ev.name if names.count(ev.name) == 1 else \
                f"{ev.name} — {ev.created_at.astimezone():%Y-%m-%d} (#{ev.id})"
            self.event_box.addItem(label, ev.id)
        wanted = self._preferred if self._preferred is not None else prefs.TOURNAMENT_LAST_EVENT.get(self.settings)
        at = self.event_box.findData(wanted)
        if at >= 0:
            self.event_box.setCurrentIndex(at)

    def _update(self) -> None:
        running = self.server is not None and self.server.players is not None
        self.start_button.setEnabled(not running and self.event_box.count() > 0)
        self.stop_button.setEnabled(running)
        self.copy_button.setEnabled(running)
        for w in (self.event_box, self.host_box, self.port_box, self.https_box):
            w.setEnabled(not running)
        if not running:
            self.url_label.setText(self.tr("Not serving: the players' pages cannot be reached."))
            self.qr_label.clear()
            self.warning_label.setText("" if self.event_box.count() else self.tr("No event in this database yet."))
            return
        assert self.server is not None
        players = self.server.players
        url = players.event_url()
        self.url_label.setText(url)
        self.warning_label.setText(self._warning(players.host))
        self.qr_label.setPixmap(qr_pixmap(url, QR_PX))

    def _warning(self, host: str) -> str:
        from its_desktop.web.net import is_loopback

        if is_loopback(host):
            return self.tr("Only this computer can open these pages (127.0.0.1): choose the venue network for phones.")
        return self.tr("Anyone on this network who has a page's link or QR code sees this event's pairings, "
                       "standings and round clock; with a table's QR code they can claim a seat at that table and "
                       "report its result until the round closes.")

    # -- actions --------------------------------------------------------------------------------------------

    def start(self) -> bool:
        from its_desktop.web.server import OverlayServer

        from .db_errors import with_database

        host = self.host_box.currentData() or self.host_box.currentText().strip()
        port = self.port_box.value()
        server = OverlayServer(self.db_url, None)
        if with_database(self, server.start, url=self.db_url) is None:
            return False
        try:
            server.start_players(int(self.event_box.currentData()), host, port, https=self.https_box.isChecked())
        except OSError as exc:
            server.stop()
            QMessageBox.warning(self, self.tr("Players' pages not started"),
                                self.tr("Cannot listen on %1:%2: %3").replace("%1", host).replace("%2", str(port))
                                .replace("%3", exc.strerror or str(exc)))
            return False
        self.holder.players_server = server
        prefs.PLAYERS_HOST.set(host, self.settings)
        prefs.PLAYERS_PORT.set(port, self.settings)
        prefs.PLAYERS_HTTPS.set(self.https_box.isChecked(), self.settings)
        self._update()
        return True

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.holder.players_server = None
        self._update()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.url_label.text())


def qr_pixmap(url: str, size: int) -> QPixmap:
    """The QR code of ``url`` as a pixmap about ``size`` pixels wide (segno, quiet zone kept)."""
    import io

    import segno

    buf = io.BytesIO()
    qr = segno.make(url, error="m")
    scale = max(1, size // (qr.symbol_size()[0]))
    qr.save(buf, kind="png", scale=scale, border=4)
    pix = QPixmap()
    pix.loadFromData(buf.getvalue(), "PNG")
    return pix


class PlayersPagesHolder:
    """What the main window keeps: the server serving the players' pages, across openings of the dialog."""

    def __init__(self) -> None:
        self.players_server: OverlayServer | None = None

    def stop(self) -> None:
        if self.players_server is not None:
            self.players_server.stop()
            self.players_server = None
