"""Scenery → Send the table to the event…: store the open table's scenery as a named layout of an event and put it
on table numbers, without saving a table file and adding it in the tournament window.

The event is the one open in the tournament window, else the last one it opened. Before anything is written the
dialog says what the send will replace (a layout of the same name in the library and the tables it stands on;
each table's current layout), from the store as this station reads it; the write passes the versions it showed,
in one transaction (``Events.send_layout``): a frozen table is refused with the store's reason, another station's
change since is refused and told what is stored now (the summary is read again), and a refusal changes nothing.
A store write has no undo; the summary is the warning.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QPushButton,
                               QVBoxLayout, QWidget)

from . import settings as prefs

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.domain.terrain.pieces import Piece
    from its_desktop.persistence.events import Events, LayoutRecord, TableLayoutRecord

ERROR_STYLE = "color: #b00020; font-weight: bold;"  # with the words "refused"/"not sent": not colour alone


class SendLayoutDialog(QDialog):
    def __init__(self, parent: QWidget | None, db_url: str | None, mission: ResolvedMission,
                 scenery: Sequence[Piece], name: str, event_id: int | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("send-layout")
        self.setWindowTitle(self.tr("Send the table to the event"))
        self.db_url, self.mission, self.scenery = db_url, mission, tuple(scenery)
        self.settings = settings if settings is not None else QSettings()
        self._events: Events | None = None
        self.library: list[LayoutRecord] = []
        self.assigned: dict[int, TableLayoutRecord] = {}
        self.sent = False
        form = QFormLayout()
        self.event_box = QComboBox()
        self.event_box.setAccessibleName(self.tr("Event"))
        form.addRow(self.tr("&Event"), self.event_box)
        self.name_box = QComboBox()
        self.name_box.setEditable(True)
        self.name_box.setAccessibleName(self.tr("Layout name"))
        self.name_box.setToolTip(self.tr("A new name adds a layout to the event; a name of the library replaces "
                                         "that layout"))
        form.addRow(self.tr("Layout &name"), self.name_box)
        self.tables_edit = QLineEdit(prefs.SEND_LAYOUT_TABLES.get(self.settings))
        self.tables_edit.setPlaceholderText(self.tr("e.g. 7, or 1-10, 12"))
        self.tables_edit.setAccessibleName(self.tr("Tables"))
        form.addRow(self.tr("On &tables"), self.tables_edit)
        self.summary = QLabel()
        self.summary.setObjectName("send-layout-summary")
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.summary.fontMetrics().lineSpacing() * 4)
        self.error = QLabel()
        self.error.setObjectName("send-layout-error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.send_button = QPushButton(self.tr("&Send"))
        self.buttons.addButton(self.send_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.reject)
        self.send_button.clicked.connect(self.send)
        layout = QVBoxLayout(self)
        head = QLabel(self.tr("%1 at %2 points: %3 piece(s) of scenery on a %4 table")
                      .replace("%1", mission.scenario.name.get()).replace("%2", str(mission.points))
                      .replace("%3", str(len(self.scenery))).replace("%4", f"{mission.width:g} × {mission.depth:g}"))
        head.setWordWrap(True)
        layout.addWidget(head)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self._load_events(event_id, name)
        self.event_box.currentIndexChanged.connect(lambda _i: self.reload())
        self.name_box.currentTextChanged.connect(lambda _t: self.describe())
        self.tables_edit.textChanged.connect(lambda _t: self.describe())
        self.reload()

    # -- the store ----------------------------------------------------------------------------------------
    @property
    def events(self) -> Events:
        if self._events is None:
            from its_desktop.persistence.events import Events

            self._events = Events.open(self.db_url)
        return self._events

    def _load_events(self, event_id: int | None, name: str) -> None:
        try:
            listed = self.events.list_events()
        except Exception as exc:  # noqa: BLE001 - shown; the dialog offers nothing to send to
            self.error.setText(self.tr("The database cannot be read: %1").replace("%1", str(exc)))
            listed = []
        for ev in listed:
            self.event_box.addItem(f"{ev.name} (#{ev.id})", ev.id)
        wanted = event_id if event_id is not None else prefs.TOURNAMENT_LAST_EVENT.get(self.settings)
        at = self.event_box.findData(wanted)
        self.event_box.setCurrentIndex(at if at >= 0 else self.event_box.count() - 1)
        self.name_box.setEditText(name)

    @property
    def event_id(self) -> int | None:
        return self.event_box.currentData()

    def reload(self) -> None:
        """Read the chosen event's library and tables again (what the summary and the write rely on)."""
        eid = self.event_id
        self.library, self.assigned = [], {}
        if eid is not None:
            try:
                self.library = self.events.layouts(eid)
                self.assigned = {t.number: t for t in self.events.table_layouts(eid)}
            except Exception as exc:  # noqa: BLE001 - a refused read is shown like a refused write
                self.error.setText(str(exc))
        typed = self.name_box.currentText()
        self.name_box.blockSignals(True)
        self.name_box.clear()
        self.name_box.addItems([r.name for r in self.library])
        self.name_box.setEditText(typed)
        self.name_box.blockSignals(False)
        self.describe()

    # -- what a send would do -----------------------------------------------------------------------------
    def tables(self) -> list[int]:
        from its_desktop.domain.terrain.layouts import table_numbers

        return table_numbers(self.tables_edit.text())

    def describe(self) -> bool:
        """Say what a send would add and replace; whether it can be sent as typed."""
        from its_desktop.domain.errors import InputError

        name = self.name_box.currentText().strip()
        lines: list[str] = []
        ok = self.event_id is not None and bool(name) and bool(self.scenery)
        if self.event_id is None:
            lines.append(self.tr("No event in this database yet: make one in the tournament window."))
        if not self.scenery:
            lines.append(self.tr("The table has no scenery to send."))
        same = next((r for r in self.library if r.name == name), None)
        if name and same is None:
            lines.append(self.tr("Adds the layout “%1” to the event's library.").replace("%1", name))
        elif same is not None:
            on = ", ".join(str(n) for n in same.tables)
            line = self.tr("Replaces the layout “%1” of the library (%2 piece(s) now) with this table's %3.") \
                .replace("%1", name).replace("%2", str(same.pieces)).replace("%3", str(len(self.scenery)))
            if on:
                line += " " + self.tr("It stands on table(s) %1: they get the new pieces too.").replace("%1", on)
            lines.append(line)
        try:
            numbers = self.tables()
        except InputError as exc:
            numbers, ok = [], False
            lines.append(self.tr("Tables: %1").replace("%1", exc.message))
        if not numbers and self.tables_edit.text().strip() == "":
            ok = False
            lines.append(self.tr("Give the table number(s) to put it on."))
        for n in numbers:
            t = self.assigned.get(n)
            if t is not None and t.frozen:
                text = self.tr("Table %1 is frozen: its round has started (it keeps “%2”).").replace(
                    "%1", str(n)).replace("%2", t.layout or self.tr("no layout"))
            elif t is None or t.layout is None:
                text = self.tr("Table %1 has no layout yet.").replace("%1", str(n))
            elif t.layout == name:
                text = self.tr("Table %1 has it already.").replace("%1", str(n))
            else:
                text = self.tr("Table %1: replaces “%2”.").replace("%1", str(n)).replace("%2", t.layout)
            lines.append(text)
        self.summary.setText("\n".join(lines))
        self.send_button.setEnabled(ok)
        if self.sizeHint().height() > self.height():  # every line shown: the summary is the warning
            self.resize(self.width(), self.sizeHint().height())
        return ok

    # -- sending ------------------------------------------------------------------------------------------
    def send(self) -> bool:
        """Store and assign in one write, with the versions the summary showed; on a refusal say why (one line)
        and read the event again; nothing is changed then."""
        from its_desktop.domain.errors import InputError
        from its_desktop.domain.terrain.layouts import NamedLayout
        from its_desktop.persistence.games import ConflictError

        if not self.describe():
            return False
        eid = self.event_id
        assert eid is not None
        name = self.name_box.currentText().strip()
        numbers = self.tables()
        same = next((r for r in self.library if r.name == name), None)
        layout = NamedLayout(name, self.mission.width, self.mission.depth, self.scenery)
        versions = {n: (self.assigned[n].version if n in self.assigned else 0) for n in numbers}
        who = prefs.TOURNAMENT_STATION.get(self.settings) or _default_station()
        try:
            self.events.send_layout(eid, layout, numbers, who=who, layout_version=same.version if same else 0,
                                    table_versions=versions)
        except (InputError, ValueError, ConflictError, LookupError) as exc:
            self.error.setText(self.tr("Not sent: %1").replace("%1", " ".join(str(exc).split())))
            self.reload()
            return False
        prefs.SEND_LAYOUT_TABLES.set(self.tables_edit.text().strip(), self.settings)
        prefs.TOURNAMENT_LAST_EVENT.set(eid, self.settings)
        self.sent = True
        self.accept()
        return True

    def done(self, result: int) -> None:  # noqa: D102 - QDialog override
        super().done(result)
        if self._events is not None:
            self._events.close()
            self._events = None


def _default_station() -> str:
    from .tournament.window import default_station

    return default_station()


def send_table(window: Any) -> SendLayoutDialog | None:
    """Open the dialog for ``window``'s table (the main window), offering the tournament window's event first."""
    from .tournament.window import tournament_window_of

    ctl = window.controller
    if ctl is None:
        return None
    open_event = tournament_window_of(window)
    path = getattr(window, "path", None)
    name = path.stem if path is not None else ctl.mission.scenario.name.get()
    dialog = SendLayoutDialog(window, window.db_url, ctl.mission, ctl.doc.scenery, name,
                              open_event.event_id if open_event is not None else None, window.settings)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
