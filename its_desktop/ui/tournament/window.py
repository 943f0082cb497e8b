"""The tournament manager: one event at a time, in eight tabs (the last the audit trail), shared live with the other stations.

Every action is committed to the database as it is made (the repository: ``persistence.events``). Other
stations' changes show within a second: the database tells the window when anything was committed
(``persistence.notify``: LISTEN/NOTIFY on PostgreSQL, SQLite's data version), the window then reads the
event's audit trail and reloads when it grew, keeping any result being typed (saving it then reports a
conflict if that table changed). Where notification cannot start, the window polls instead.

That check runs off the GUI thread (``ui.db_probe``): when the server stops answering the window says
"reconnecting…" in its status bar and disables its controls (a click would wait for the connect timeout)
until the server answers again, then reloads.
"""

from __future__ import annotations

import getpass
import logging
import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QComboBox, QLabel, QLineEdit, QMainWindow, QMenu, QPushButton, QTabWidget, QToolBar,
                               QToolButton, QVBoxLayout, QWidget)

from its_desktop.domain.mission import catalog
from its_desktop.persistence.games import ConflictError
from its_desktop.persistence.storage import StorageFailure

from .. import gui_gc, settings as prefs, wheel_guard
from ..db_errors import with_database
from ..db_probe import DatabaseProbe
from ..screen_fit import bring_inside, fit_size
from .audit import AuditTab
from .common import Tab
from .dialogs import EventDialog
from .event_actions import EventActions
from .layouts import LayoutsTab
from .pairings import PairingsTab
from .prompts import Prompts
from .registration import RegistrationTab
from .reports import ReportsTab
from .results import ResultsTab
from .rounds import RoundsTab
from .standings import StandingsTab

if TYPE_CHECKING:
    from its_desktop.domain.mission.season import Season
    from its_desktop.domain.terrain.event_check import TableCheck
    from its_desktop.printing.pack import PackResult
    from its_desktop.printing.tiles import TileGrid
    from its_desktop.persistence.events import EventRecord, Events
    from its_desktop.persistence.notify import Subscription

    from .host import PairingOptions

POLL_MS = 2000

logger = logging.getLogger(__name__)


def default_station() -> str:
    try:
        return f"{getpass.getuser()}@{socket.gethostname()}"
    except Exception:  # noqa: BLE001 - any platform oddity: a plain name
        logger.warning("no user or host name for the station; using 'station'", exc_info=True)
        return "station"



def _season_names() -> dict[str, str]:
    """Each season as the window names it elsewhere ("ITS Saison 16"), not its id. From the library's index
    (no map file validated: the event list is refreshed on the GUI thread, right after an import too)."""
    from its_desktop.domain.mission import index

    library = index.library()
    return {s: library.season_name(s) for s in library.season_ids()}

class TournamentWindow(QMainWindow):
    # Emitted from the notification thread; Qt queues it to the GUI thread.
    database_changed = Signal()

    def __init__(self, db_url: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        gui_gc.install()  # this window starts worker threads: their allocations must not free Qt objects
        wheel_guard.install()  # a wheel scrolls the panels; it never changes an unfocused box
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("tournament")
        self.db_url = db_url
        self.settings = QSettings()
        self._events: Events | None = None
        self._disposed = False
        self.event_id: int | None = None
        self._event: EventRecord | None = None
        self._last_change = -1
        self.last_error = ""  # the last refusal of an event's settings, and the field it names ("" for none)
        self.last_error_field = ""
        self._last_problem = ""
        self.setWindowTitle(self.tr("Tournament — ITS Table Assistant"))

        bar = QToolBar(self.tr("Event"))
        bar.setObjectName("event")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.event_bar = bar
        bar.addWidget(QLabel(self.tr(" Event ")))
        self.event_box = QComboBox()
        self.event_box.setMinimumContentsLength(28)
        bar.addWidget(self.event_box)
        self.new_button = QPushButton(self.tr("New event…"))
        self.settings_button = QPushButton(self.tr("Event settings…"))
        bar.addWidget(self.new_button)
        bar.addWidget(self.settings_button)
        self.prompts = Prompts(self)
        self.event_actions = EventActions(self)
        self.file_button = QToolButton()
        self.file_button.setText(self.tr("Event file"))
        self.file_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.file_button)
        self.export_action = menu.addAction(self.tr("&Save the event as a file…"), self.event_actions.export_clicked)
        self.import_action = menu.addAction(self.tr("&Import an event file…"), self.event_actions.import_clicked)
        menu.addSeparator()
        self.backup_action = menu.addAction(self.tr("&Back up now"), lambda: self.event_actions.backup())
        self.restore_action = menu.addAction(self.tr("&Restore from a backup…"),
                                             lambda: self.event_actions.import_clicked(restore=True))
        self.file_button.setMenu(menu)
        bar.addWidget(self.file_button)
        bar.addSeparator()
        bar.addWidget(QLabel(self.tr(" Station ")))
        self.station = QLineEdit(prefs.TOURNAMENT_STATION.get(self.settings) or default_station())
        self.station.setToolTip(self.tr("Your name or this station's: every change is recorded with it"))
        self.station.setMaximumWidth(220)
        bar.addWidget(self.station)

        self.tabs = QTabWidget()
        self.registration = RegistrationTab(self)
        self.rounds = RoundsTab(self)
        self.pairings = PairingsTab(self)
        self.results = ResultsTab(self)
        self.reports = ReportsTab(self)
        self.standings = StandingsTab(self)
        self.layouts = LayoutsTab(self)
        self.audit = AuditTab(self)
        for tab, text in ((self.registration, self.tr("Registration")), (self.rounds, self.tr("Rounds")),
                          (self.pairings, self.tr("Pairings")), (self.results, self.tr("Results")),
                          (self.reports, self.tr("Reports")), (self.standings, self.tr("Standings")), (self.layouts, self.tr("Layouts")),
                          (self.audit, self.tr("Audit"))):
            self.tabs.addTab(tab, text)
        self.empty = QLabel(self.tr("Create an event (New event…) or choose one above."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.central = central = QWidget()
        lay = QVBoxLayout(central)
        lay.addWidget(self.empty)
        lay.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.db_label = QLabel()
        self.reconnecting = QLabel(self.tr("reconnecting…"))
        self.reconnecting.setStyleSheet("color: #b00020; font-weight: bold")
        self.reconnecting.hide()
        self.statusBar().addPermanentWidget(self.reconnecting)
        self.statusBar().addPermanentWidget(self.db_label)
        self.probe = DatabaseProbe(self)
        self.probe.answered.connect(self._checked)
        self.probe.lost.connect(self._lost)
        self.probe.recovered.connect(self._recovered)

        self.event_box.activated.connect(lambda _i: self.open_event(self.event_box.currentData()))
        self.new_button.clicked.connect(self._new_clicked)
        self.settings_button.clicked.connect(self._settings_clicked)
        self.station.editingFinished.connect(lambda: prefs.TOURNAMENT_STATION.set(self.who, self.settings))
        self.tabs.currentChanged.connect(lambda _i: self._refresh_current())
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._poll)
        fit_size(self, QSize(1180, 760))
        if not (geometry := prefs.TOURNAMENT_GEOMETRY.get(self.settings)).isEmpty() and self.restoreGeometry(geometry):
            bring_inside(self)  # saved on a bigger screen: inside this one
        self.reload_events()
        last_id = prefs.TOURNAMENT_LAST_EVENT.get(self.settings)
        ids = [self.event_box.itemData(i) for i in range(self.event_box.count())]
        self.open_event(last_id if last_id in ids else (ids[0] if ids else None))
        self.database_changed.connect(self._poll)
        self._subscription: Subscription | None = None
        self._listen()

    # -- the repository ---------------------------------------------------------------------------
    @property
    def events(self) -> Events:
        if self._events is None:
            from its_desktop.persistence.engine import default_url
            from its_desktop.persistence.events import Events

            self._events = Events.open(self.db_url)  # migrates the database to the current schema
            url = default_url(self.db_url)
            shown = url.split("@")[-1] if "@" in url else url.replace("sqlite:///", "")
            self.db_label.setText(self.tr("Database: %1").replace("%1", shown))
        return self._events

    @property
    def who(self) -> str:
        return self.station.text().strip() or "station"

    def season(self) -> Season | None:
        if self._event is None:
            return None
        return catalog.season(self._event.season)

    def event_name(self) -> str:
        return self._event.name if self._event else "event"

    # -- events -----------------------------------------------------------------------------------
    def reload_events(self) -> None:
        # Read before the box is emptied: a read that finds the server gone leaves the list as it was (it left an
        # empty box, its signals blocked, until the next event was made).
        events = self.events.list_events()
        current = self.event_id
        self.event_box.blockSignals(True)
        self.event_box.clear()
        names = _season_names()
        for e in events:
            self.event_box.addItem(f"{e.name} ({names.get(e.season, e.season)}, {e.created_at:%Y-%m-%d})", e.id)
        if current is not None:
            self.event_box.setCurrentIndex(max(0, self.event_box.findData(current)))
        self.event_box.blockSignals(False)

    def open_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        event = self._event = self.events.get_event(event_id) if event_id is not None else None
        has = event is not None
        self.tabs.setVisible(has)
        self.empty.setVisible(not has)
        self.settings_button.setEnabled(has)
        if event is not None and event_id is not None:
            prefs.TOURNAMENT_LAST_EVENT.set(event_id, self.settings)
            self.event_box.setCurrentIndex(max(0, self.event_box.findData(event_id)))
            self.setWindowTitle(self.tr("%1 — Tournament").replace("%1", event.name))
            self.results.dirty.clear()
            self.results.games = []
            self.pairings.preview = None
            self.pairings.follow_latest()
            self.results.follow_latest()
            self.reports.follow_latest()
            self.refresh_all()

    def create_event(self, name: str, season: str, *, extras: list[str] | tuple[str, ...] = (),
                     points: int | None = None, rounds_planned: int | None = None, round_minutes: int = 120,
                     deployment_minutes: int | None = None, custom_scenario: str | None = None,
                     strict: bool = False) -> EventRecord | None:
        try:
            ev = self.events.create_event(name, season, extras=list(extras), points=points,
                                          rounds_planned=rounds_planned, round_minutes=round_minutes,
                                          deployment_minutes=deployment_minutes,
                                          custom_scenario=custom_scenario or None, who=self.who)
            if strict:  # remembered with the event (its players' pages access row)
                self.events.set_strict(ev.id, True, who=self.who)
        except (ValueError, ConflictError, LookupError) as exc:
            self._failed(exc)
            return None
        self.reload_events()
        self.open_event(ev.id)
        return ev

    def _failed(self, exc: Exception) -> None:
        self.statusBar().showMessage(str(exc), 10000)
        self.last_error = str(exc)
        self.last_error_field = getattr(exc, "field", "")
        # Beside its field the line needs no field key in front ("custom_scenario: …" under "Custom scenario")
        self._last_problem = getattr(exc, "message", "") if self.last_error_field else str(exc)

    def update_event(self, **fields: Any) -> EventRecord | None:
        if not fields.get("custom_scenario", True):
            fields.pop("custom_scenario")  # no new map file loaded: the custom scenario stays
        if self.event_id is None or self._event is None:  # the settings open only with an event
            return None
        strict = fields.pop("strict", None)
        try:
            ev = self.events.update_event(self.event_id, who=self.who, expected_version=self._event.version, **fields)
            if strict is not None and strict != self.events.is_strict(self.event_id):
                self.events.set_strict(self.event_id, strict, who=self.who)
        except (ValueError, ConflictError, LookupError) as exc:
            self._failed(exc)
            return None
        self.reload_events()
        self.open_event(ev.id)
        return ev

    # -- refreshing -------------------------------------------------------------------------------
    def all_tabs(self) -> tuple[Tab, ...]:
        return (self.registration, self.rounds, self.pairings, self.results, self.reports, self.standings,
                self.layouts, self.audit)

    def print_round(self, number: int, path: str | Path | None = None) -> PackResult | None:
        return self.event_actions.print_round(number, path)

    def print_table_tiles(self, number: int, table: int) -> TileGrid | None:
        return self.event_actions.print_table_tiles(number, table)

    def round_finished(self, number: int) -> Path | None:
        """Every result of round ``number`` is in: back it up (a consistent copy of that moment)."""
        return self.event_actions.round_finished(number)

    def pairing_options(self, number: int) -> PairingOptions:
        """The organizer's pairing options for round ``number`` (as the Pairings tab holds them)."""
        return self.pairings.options_for(number)

    def layout_checks(self, number: int) -> dict[int, TableCheck]:
        """The Layouts tab's check of round ``number``'s tables, while the layouts stand as checked."""
        return self.layouts.results_for(number)

    def refresh_all(self) -> None:
        if self.event_id is None:
            return
        self._event = self.events.get_event(self.event_id)
        self._last_change = self.events.last_change(self.event_id)
        for tab in self.all_tabs():
            tab.refresh()

    def refresh_shown(self) -> None:
        """The event's header and the tab in front, from the database."""
        if self.event_id is None:
            return
        self._event = self.events.get_event(self.event_id)
        self._last_change = self.events.last_change(self.event_id)
        self._refresh_current()

    def changed(self, *, keep_banner: bool = False, source: QWidget | None = None,
                shown: QWidget | None = None) -> None:
        """After one of our writes: the tab that wrote (``source``) and the tab in front are redrawn now. The
        others are redrawn when they are shown (switching tabs refreshes the tab shown): redrawing all eight
        after every saved result made a save wait for all of them (0.4-3.5 s on PostgreSQL). ``shown``: a tab
        that already shows the write (the saved result's row), not redrawn."""
        if self.event_id is None:
            return
        self._event = self.events.get_event(self.event_id)
        self._last_change = self.events.last_change(self.event_id)
        front = self.tabs.currentWidget()
        try:
            for tab in self.all_tabs():
                if (tab is front or tab is source) and tab is not shown:
                    tab.refresh()
        except StorageFailure as exc:  # the write is in; redrawing it waits for the server
            self.read_failed(exc)

    def _refresh_current(self) -> None:
        if self.event_id is not None:
            tab = self.tabs.currentWidget()
            if isinstance(tab, Tab):
                try:
                    tab.refresh()
                except StorageFailure as exc:  # switching tabs as the server goes away: no crash
                    self.read_failed(exc)

    def read_failed(self, exc: StorageFailure) -> None:
        """A read the storage refused: "reconnecting…" when the server is gone (the probe then retries and
        reloads), else the one line in the status bar."""
        logger.warning("event %s: cannot read: %s (%s)", self.event_id, exc, exc.detail)
        if exc.connection_lost:
            self.probe.report_lost(str(exc), self._last_change_read())
        else:
            self.statusBar().showMessage(str(exc), 10000)

    def _listen(self) -> None:
        """Hear of other stations' commits while the window is open (a closed window stops listening)."""
        if self._subscription is not None or self.poll.isActive():
            return
        from its_desktop.persistence.notify import subscribe

        try:
            # A "lost" listener is news too: the check then finds the server gone and says "reconnecting…".
            self._subscription = subscribe(self.db_url, lambda _change: self.database_changed.emit())
        except Exception:  # noqa: BLE001 - no notification for this database: the timer polls instead
            logger.warning("change notification unavailable for this database; polling", exc_info=True)
            self.poll.start(POLL_MS)

    def _stop_listening(self) -> None:
        self.poll.stop()
        self.probe.close()
        if self._subscription is not None:
            self._subscription.close()
            self._subscription = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """A live language switch: what was composed from data in the old language is composed again (the title
        "Lisbon Winter Open — Torneo", the event list's seasons, the tab in front); a banner's message is dropped
        (it was said in the old language). The other tabs are drawn anew when shown, as after any change."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "audit") and not self._disposed:
            self.setWindowTitle(self.tr("%1 — Tournament").replace("%1", self._event.name) if self._event
                                else self.tr("Tournament — ITS Table Assistant"))
            if self.event_id is not None:
                for tab in self.all_tabs():
                    tab.banner.clear_message()
                self._redraw_in_language()
        super().changeEvent(event)

    def _relist(self) -> None:
        """The events list read again once the server answers (events made meanwhile by other stations, a list a
        lost read could not refresh); a failure here is the next lost read, said by the probe."""
        from sqlalchemy.exc import SQLAlchemyError

        from its_desktop.persistence.errors import DatabaseUnavailable

        try:
            self.reload_events()
        except (SQLAlchemyError, StorageFailure, DatabaseUnavailable) as exc:
            self.storage_lost(str(exc))

    def _redraw_in_language(self) -> None:
        """The reads a language switch makes: with the server gone they raised inside the event loop (a full run
        found it: a switch in one test reached a window whose server another had stopped). The window says
        "reconnecting…" instead, as after any lost read, and redraws once the server answers."""
        from sqlalchemy.exc import SQLAlchemyError

        from its_desktop.persistence.errors import DatabaseUnavailable

        try:
            self.reload_events()
            self._refresh_current()
        except (SQLAlchemyError, StorageFailure, DatabaseUnavailable) as exc:
            logger.warning("event %s: cannot redraw in the new language: %s", self.event_id, exc)
            self.storage_lost(str(exc))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._listen()
        self._poll()  # what other stations did while the window was closed

    @property
    def notified(self) -> bool:
        """True when other stations' changes arrive by notification, False when the window polls."""
        return self._subscription is not None

    def _poll(self) -> None:
        """Ask (off the GUI thread) whether the event's audit trail grew; :meth:`_checked` gets the answer."""
        if self.event_id is None or not self.isVisible():
            return
        self.probe.request(self._last_change_read())

    def _last_change_read(self) -> Callable[[], tuple[int | None, int | None]]:
        event_id, events = self.event_id, self.events
        return lambda: (event_id, events.last_change(event_id) if event_id is not None else None)

    def _checked(self, answer: object) -> None:
        event_id, last = cast("tuple[int | None, int | None]", answer)  # what _poll's read returns
        # The audit trail only grows: an older number is a read made before our own latest write committed
        # (a notification's check racing the next save), not news; reloading on it redrew every tab for nothing.
        if event_id != self.event_id or last is None or last <= self._last_change:
            return
        if self._reload():
            self.statusBar().showMessage(self.tr("Updated with another station's changes"), 3000)

    def _reload(self) -> bool:
        """Redraw from the database just after the probe heard from it; a failure there is a lost server too.

        Only the tab in front is redrawn now, as after our own writes (``changed``): the others redraw when
        shown. Redrawing all seven ran some forty reads on the GUI thread, each on a connection the pool had
        to check: 210-280 ms without a frame after every other station's change or a reconnect on two
        unloaded cores, seconds on a busy machine."""
        from sqlalchemy.exc import SQLAlchemyError

        try:
            self.refresh_shown()
        except (SQLAlchemyError, StorageFailure) as exc:
            logger.warning("event %s: cannot reload: %s", self.event_id, exc)
            self.probe.report_lost(str(exc), self._last_change_read())  # tried until the server answers
            return False
        return True

    def storage_lost(self, why: str) -> None:
        """A write found the server gone (``ui.storage_notice``): "reconnecting…" now, not at the next poll."""
        self.probe.report_lost(why, self._last_change_read())

    def _lost(self, why: str) -> None:
        self.reconnecting.show()
        self.reconnecting.setToolTip(self.tr("The database does not answer: %1").replace("%1", why) if why else "")
        self.central.setEnabled(False)
        self.event_bar.setEnabled(False)

    def _recovered(self) -> None:
        self.reconnecting.hide()
        self.central.setEnabled(True)
        self.event_bar.setEnabled(True)
        self._relist()
        if self.event_id is not None and self._reload():  # anything may have changed meanwhile
            self.statusBar().showMessage(self.tr("Connected to the database again"), 5000)

    # -- dialogs ----------------------------------------------------------------------------------
    def _new_clicked(self) -> None:
        # Saved from the dialog, which stays open with what was typed when the event is refused (a bad map file
        # lost the name and every choice when the dialog closed before the save was tried).
        EventDialog(self, submit=lambda values: self._refused(self.create_event(**values))).exec()

    def _settings_clicked(self) -> None:
        if self._event is None:
            return

        def submit(values: dict) -> tuple[str, str] | None:
            values.pop("season")
            return self._refused(self.update_event(**values))

        EventDialog(self, self._event, strict=self.events.is_strict(self._event.id), submit=submit).exec()

    def _refused(self, saved: EventRecord | None) -> tuple[str, str] | None:
        """None once saved; else the field refused and the line to show beside it (the last error's)."""
        return None if saved is not None else (self.last_error_field, self._last_problem or self.last_error)

    def last_dir(self) -> str:
        return prefs.TOURNAMENT_LAST_DIR.get(self.settings)

    def remember_dir(self, path: str) -> None:
        prefs.TOURNAMENT_LAST_DIR.set(str(Path(path).parent), self.settings)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        # Escape closes the window as it closes a dialog. It arrives here only when no child took it: a cell
        # being edited cancels its edit, an open list closes, and only a second Escape closes the window.
        # Closing hides it: what is typed in its fields is there when it is opened again.
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        prefs.TOURNAMENT_GEOMETRY.set(self.saveGeometry(), self.settings)
        prefs.TOURNAMENT_STATION.set(self.who, self.settings)
        self._stop_listening()
        self.layouts.closing()
        super().closeEvent(event)

    def dispose(self) -> None:
        self._disposed = True  # closed for good: nothing reads the database again (a language switch did)
        self._stop_listening()
        self.layouts.closing()
        if self._events is not None:
            self._events.close()
            self._events = None


def open_tournament_window(parent: QWidget, db_url: str | None = None) -> TournamentWindow | None:
    """Show the tournament window (one per main window), creating it the first time (None: the database
    cannot be reached, and a dialog said why)."""
    win = tournament_window_of(parent)
    if win is None:
        win = with_database(parent, TournamentWindow, db_url, parent, url=db_url)
        if win is None:
            return None
    win.show()
    win.raise_()
    win.activateWindow()
    return win


def tournament_window_of(parent: QWidget) -> TournamentWindow | None:
    """The tournament window ``parent`` already opened, if any (it is the window's Qt child)."""
    return parent.findChild(TournamentWindow, "tournament", Qt.FindChildOption.FindDirectChildrenOnly)
