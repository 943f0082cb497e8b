"""The five tabs of the tournament window. Each one reads the repository in ``refresh()`` and writes
through it (one committed transaction per action); errors show in the tab's message line, naming the field."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QFileDialog, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
    QHeaderView, QInputDialog, QLabel, QMessageBox, QPlainTextEdit, QPushButton, QSpinBox, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from its_desktop.domain.tournament.organizer import clock_text

if TYPE_CHECKING:
    from its_desktop.domain.tournament.pairing import RoundPairing
    from its_desktop.persistence.events import EventGameRecord, PlayerRecord, RoundRecord

    from .window import TournamentWindow

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter
ERROR_STYLE = "QLabel { background: #fde2e1; color: #8a1c17; padding: 6px; border-radius: 3px; }"
OK_STYLE = "QLabel { background: #e3f4e1; color: #1d5c1a; padding: 6px; border-radius: 3px; }"
INFO_STYLE = "QLabel { color: #555; padding: 2px; }"


def item(text: Any, align=None, editable: bool = False, data: Any = None, tip: str | None = None) -> QTableWidgetItem:
    it = QTableWidgetItem("" if text is None else _fmt(text))
    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    if editable:
        flags |= Qt.ItemFlag.ItemIsEditable
    it.setFlags(flags)
    if align is not None:
        it.setTextAlignment(align)
    if data is not None:
        it.setData(Qt.ItemDataRole.UserRole, data)
    if tip:
        it.setToolTip(tip)
    return it


def _fmt(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


def table_widget(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.setAlternatingRowColors(True)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


class Banner(QLabel):
    """The tab's message line: an error (naming the field), a conflict, or a confirmation."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()
        self.kind = ""

    def error(self, text: str) -> None:
        self.kind = "error"
        self.setStyleSheet(ERROR_STYLE)
        self.setText(text)
        self.show()

    def ok(self, text: str) -> None:
        self.kind = "ok"
        self.setStyleSheet(OK_STYLE)
        self.setText(text)
        self.show()

    def clear_message(self) -> None:
        self.kind = ""
        self.setText("")
        self.hide()


class Tab(QWidget):
    def __init__(self, window: TournamentWindow) -> None:
        super().__init__()
        self.w = window
        self.banner = Banner()

    @property
    def repo(self):
        return self.w.events

    @property
    def eid(self) -> int | None:
        return self.w.event_id

    def attempt(self, fn, *args, ok: str | None = None, **kwargs):
        """Run a repository write; on a bad value or a conflict show why and return None."""
        from its_desktop.persistence.games import ConflictError

        try:
            out = fn(*args, **kwargs)
        except (ValueError, ConflictError, LookupError) as exc:
            self.banner.error(str(exc))
            self.w.statusBar().showMessage(str(exc), 8000)
            return None
        if ok:
            self.banner.ok(ok)
        else:
            self.banner.clear_message()
        self.w.changed()
        return out if out is not None else True

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass


# -- Registration ---------------------------------------------------------------------------------------


class RegistrationTab(Tab):
    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.players: list[PlayerRecord] = []
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add player…"))
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.drop_button = QPushButton(self.tr("Drop…"))
        self.reinstate_button = QPushButton(self.tr("Reinstate"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.import_button.setToolTip(self.tr("Players from the Official Tournament Manager's list (name, PIN, "
                                              "faction, club; ',' or ';')"))
        for b in (self.add_button, self.edit_button, self.drop_button, self.reinstate_button, self.remove_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.count = QLabel()
        buttons.addWidget(self.count)
        buttons.addWidget(self.import_button)
        self.table = table_widget([self.tr("Name"), self.tr("ITS PIN"), self.tr("Faction / sectorial"),
                                   self.tr("Club"), self.tr("Army lists"), self.tr("Joined in"), self.tr("Status")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        note = QLabel(self.tr("Army lists are private: they are shown only here and never exported."))
        note.setStyleSheet(INFO_STYLE)
        lay = QVBoxLayout(self)
        lay.addLayout(buttons)
        lay.addWidget(self.banner)
        lay.addWidget(self.table, 1)
        lay.addWidget(note)
        self.add_button.clicked.connect(self._add_clicked)
        self.edit_button.clicked.connect(self._edit_clicked)
        self.drop_button.clicked.connect(self._drop_clicked)
        self.reinstate_button.clicked.connect(lambda: self._selected() and self.drop(self._selected().id, None))
        self.remove_button.clicked.connect(self._remove_clicked)
        self.import_button.clicked.connect(self._import_clicked)
        self.table.itemDoubleClicked.connect(lambda _i: self._edit_clicked())

    def refresh(self) -> None:
        self.players = self.repo.players(self.eid) if self.eid else []
        t = self.table
        t.setRowCount(len(self.players))
        for row, p in enumerate(self.players):
            status = self.tr("Active") if p.dropped_after_round is None else \
                self.tr("Dropped after round %1").replace("%1", str(p.dropped_after_round))
            cells = [item(p.name, data=p.id), item(p.pin), item(p.faction), item(p.club),
                     item(len(p.lists), CENTER, tip="\n\n".join(p.lists) or None),
                     item(self.tr("round %1").replace("%1", str(p.joined_round)) if p.joined_round > 1
                          else self.tr("start")), item(status)]
            for col, c in enumerate(cells):
                if p.dropped_after_round is not None:
                    c.setForeground(QBrush(QColor("#888")))
                t.setItem(row, col, c)
        active = sum(1 for p in self.players if p.dropped_after_round is None)
        self.count.setText(self.tr("%1 players, %2 active").replace("%1", str(len(self.players)))
                           .replace("%2", str(active)))

    def _selected(self) -> PlayerRecord | None:
        rows = {i.row() for i in self.table.selectedItems()}
        return self.players[min(rows)] if rows else None

    # -- actions (the buttons open dialogs; tests call these directly) --
    def add_player(self, name: str, pin: str | None = None, faction: str | None = None, club: str | None = None,
                   lists: list[str] | tuple[str, ...] = ()) -> PlayerRecord | None:
        rec = self.attempt(self.repo.add_player, self.eid, name, pin=pin, faction=faction, club=club,
                           lists=list(lists), who=self.w.who)
        if rec and rec.joined_round > 1:
            self.banner.ok(self.tr("%1 joins from round %2 (late addition)").replace("%1", rec.name)
                           .replace("%2", str(rec.joined_round)))
        return rec

    def edit_player(self, player: PlayerRecord, **fields) -> PlayerRecord | None:
        return self.attempt(self.repo.update_player, player.id, who=self.w.who, expected_version=player.version,
                            **fields)

    def drop(self, player_id: int, after_round: int | None) -> bool:
        return bool(self.attempt(self.repo.drop_player, player_id, after_round, who=self.w.who))

    def import_csv_text(self, text: str):
        report = self.attempt(self.repo.import_players_csv, self.eid, text, who=self.w.who)
        if report:
            msg = self.tr("%1 players imported").replace("%1", str(len(report.added)))
            if report.skipped:
                msg += self.tr("; skipped: ") + "; ".join(report.skipped)
            (self.banner.error if report.skipped else self.banner.ok)(msg)
        return report

    def _add_clicked(self) -> None:
        from .window import PlayerDialog

        if not self.eid:
            return
        dlg = PlayerDialog(self, factions=sorted({p.faction for p in self.players if p.faction}))
        if dlg.exec():
            self.add_player(**dlg.values())

    def _edit_clicked(self) -> None:
        from .window import PlayerDialog

        p = self._selected()
        if p is None:
            return
        dlg = PlayerDialog(self, p, factions=sorted({x.faction for x in self.players if x.faction}))
        if dlg.exec():
            self.edit_player(p, **dlg.values())

    def _drop_clicked(self) -> None:
        p = self._selected()
        if p is None:
            return
        last = max((g.round for g in self.repo.games(self.eid)), default=0)
        value, ok = QInputDialog.getInt(self, self.tr("Drop a player"),
                                        self.tr("%1 withdraws after round:").replace("%1", p.name), last, 0, 20)
        if ok:
            self.drop(p.id, value)

    def _remove_clicked(self) -> None:
        p = self._selected()
        if p is None:
            return
        if QMessageBox.question(self, self.tr("Remove a player"),
                                self.tr("Remove %1's registration? (A player who has played is dropped instead.)")
                                .replace("%1", p.name)) == QMessageBox.StandardButton.Yes:
            self.attempt(self.repo.remove_player, p.id, who=self.w.who)

    def _import_clicked(self) -> None:
        if not self.eid:
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"), self.w.last_dir(),
                                              self.tr("CSV (*.csv *.txt);;All files (*)"))
        if path:
            self.w.remember_dir(path)
            self.import_csv_text(Path(path).read_bytes().decode("utf-8-sig", errors="replace"))


# -- Rounds and the clock ------------------------------------------------------------------------------------


class RoundsTab(Tab):
    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.rounds: list[RoundRecord] = []
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = table_widget([self.tr("Round"), self.tr("Scenario"), self.tr("Points"), self.tr("Minutes"),
                                   self.tr("Deployment"), self.tr("Pairings"), self.tr("Results"), self.tr("Clock")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.itemSelectionChanged.connect(self._row_selected)

        editor = QGroupBox(self.tr("Round"))
        form = QFormLayout(editor)
        self.round_box = QSpinBox()
        self.round_box.setRange(1, 20)
        self.scenario_box = QComboBox()
        self.scenario_box.setMinimumContentsLength(24)
        self.points_box = QComboBox()
        self.minutes_box = QSpinBox()
        self.minutes_box.setRange(1, 1440)
        self.minutes_box.setSuffix(self.tr(" min"))
        self.deploy_box = QSpinBox()
        self.deploy_box.setRange(0, 240)
        self.deploy_box.setSpecialValueText(self.tr("no deployment timer"))
        self.deploy_box.setSuffix(self.tr(" min"))
        self.save_button = QPushButton(self.tr("Save round"))
        form.addRow(self.tr("Round"), self.round_box)
        form.addRow(self.tr("Scenario"), self.scenario_box)
        form.addRow(self.tr("Army points"), self.points_box)
        form.addRow(self.tr("Duration"), self.minutes_box)
        form.addRow(self.tr("Deployment timer"), self.deploy_box)
        form.addRow(self.save_button)
        self.choices_note = QLabel()
        self.choices_note.setWordWrap(True)
        self.choices_note.setStyleSheet(INFO_STYLE)
        form.addRow(self.choices_note)

        clock = QGroupBox(self.tr("Round clock"))
        cl = QVBoxLayout(clock)
        self.clock_round = QLabel()
        self.clock_label = QLabel("--:--")
        big = QFont()
        big.setPointSize(30)
        big.setBold(True)
        self.clock_label.setFont(big)
        self.clock_label.setAlignment(CENTER)
        self.clock_state = QLabel()
        self.clock_state.setAlignment(CENTER)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start"))
        self.pause_button = QPushButton(self.tr("Pause"))
        self.time_button = QPushButton(self.tr("Time!"))
        self.time_button.setToolTip(self.tr("Call time: the clock stops and every open game is closed"))
        for b in (self.start_button, self.pause_button, self.time_button):
            row.addWidget(b)
        cl.addWidget(self.clock_round)
        cl.addWidget(self.clock_label)
        cl.addWidget(self.clock_state)
        cl.addLayout(row)

        tables = QGroupBox(self.tr("Tables"))
        tl = QVBoxLayout(tables)
        self.tables = table_widget([self.tr("Table"), self.tr("Terrain / configuration")])
        self.tables.itemChanged.connect(self._label_changed)
        add_table = QPushButton(self.tr("Add table"))
        add_table.clicked.connect(self._add_table)
        tl.addWidget(self.tables)
        tl.addWidget(add_table)

        side = QVBoxLayout()
        side.addWidget(editor)
        side.addWidget(clock)
        grid = QGridLayout()
        grid.addWidget(self.table, 0, 0)
        grid.addLayout(side, 0, 1)
        grid.addWidget(tables, 1, 0, 1, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setRowStretch(0, 3)
        grid.setRowStretch(1, 2)
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.banner)
        lay.addLayout(grid, 1)

        self.round_box.valueChanged.connect(lambda _v: self._fill_editor())
        self.save_button.clicked.connect(self._save_clicked)
        self.start_button.clicked.connect(self._start_clicked)
        self.pause_button.clicked.connect(self._pause_clicked)
        self.time_button.clicked.connect(self._time_clicked)
        self.ticker = QTimer(self)
        self.ticker.timeout.connect(self._tick)
        self.ticker.start(1000)
        self._filling_tables = False

    def refresh(self) -> None:
        if not self.eid:
            return
        ev = self.repo.get_event(self.eid)
        self.rounds = self.repo.rounds(self.eid)
        planned = self.repo.rounds_planned(self.eid)
        games = self.repo.games(self.eid)
        extras = ", ".join(ev.extras) if ev.extras else self.tr("none")
        self.summary.setText(self.tr("<b>%1</b> — %2, %3 rounds, Extras: %4, default %5 points")
                             .replace("%1", ev.name).replace("%2", ev.season).replace("%3", str(planned))
                             .replace("%4", extras).replace("%5", str(ev.points)))
        self.round_box.setMaximum(max(planned, 1))
        t = self.table
        t.setRowCount(planned)
        by_number = {r.number: r for r in self.rounds}
        for n in range(1, planned + 1):
            r = by_number.get(n)
            gs = [g for g in games if g.round == n and not g.bye]
            cells = [item(n, CENTER, data=n),
                     item(r.scenario_name if r else self.tr("(not chosen)")),
                     item(r.points if r else "", RIGHT), item(r.duration_minutes if r else "", RIGHT),
                     item(r.deployment_minutes if r and r.deployment_minutes else "", RIGHT),
                     item(self.tr("%1 tables").replace("%1", str(len(gs))) if gs else ""),
                     item(f"{sum(1 for g in gs if g.has_result)}/{len(gs)}" if gs else "", CENTER),
                     item(self._state_text(r) if r else "")]
            for col, c in enumerate(cells):
                t.setItem(n - 1, col, c)
        self._fill_editor()
        self._fill_tables()

    def _state_text(self, r: RoundRecord) -> str:
        from datetime import UTC, datetime

        state = r.clock.state(datetime.now(UTC))
        return {"not_started": self.tr("not started"), "deployment": self.tr("deployment"),
                "playing": self.tr("playing"), "paused": self.tr("paused"), "over": self.tr("time is up"),
                "called": self.tr("time called")}[state]

    def _row_selected(self) -> None:
        rows = {i.row() for i in self.table.selectedItems()}
        if rows:
            self.round_box.setValue(min(rows) + 1)

    def current(self) -> RoundRecord | None:
        return next((r for r in self.rounds if r.number == self.round_box.value()), None)

    def _fill_editor(self) -> None:
        if not self.eid:
            return
        n = self.round_box.value()
        r = self.current()
        ev = self.repo.get_event(self.eid)
        used = {x.scenario: x.number for x in self.rounds if x.number != n}
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for c in self.repo.scenario_choices(self.eid):
            if c.id in used:
                continue  # never repeated: a scenario another round plays is not offered
            label = c.name + (self.tr(" (custom)") if c.custom else "")
            self.scenario_box.addItem(label, c.id)
        if r is not None:
            i = self.scenario_box.findData(r.scenario)
            if i >= 0:
                self.scenario_box.setCurrentIndex(i)
        self.scenario_box.blockSignals(False)
        self.points_box.clear()
        choices = self.repo.points_choices(self.eid, n)
        for p in choices:
            self.points_box.addItem(str(p), p)
        want = r.points if r else (ev.points if ev.points in choices else max(choices))
        self.points_box.setCurrentIndex(max(0, self.points_box.findData(want)))
        self.minutes_box.setValue(r.duration_minutes if r else ev.round_minutes)
        self.deploy_box.setValue((r.deployment_minutes or 0) if r else (ev.deployment_minutes or 0))
        played = ", ".join(f"{self.tr('round')} {num}: {sid}" for sid, num in sorted(used.items(), key=lambda x: x[1]))
        self.choices_note.setText(self.tr("Only the scenarios the event's Extras allow are listed; one already "
                                          "played is not offered again.") + (f" ({played})" if played else ""))
        self._tick()

    def set_round(self, number: int, scenario: str, points: int | None = None, minutes: int | None = None,
                  deployment: int | None = None) -> RoundRecord | None:
        kwargs: dict[str, Any] = {"who": self.w.who}
        if minutes is not None:
            kwargs["duration_minutes"] = minutes
        if deployment is not None:
            kwargs["deployment_minutes"] = deployment or None
        r = self.current() if number == self.round_box.value() else None
        if r is not None:
            kwargs["expected_version"] = r.version
        rec = self.attempt(self.repo.set_round, self.eid, number, scenario, points, **kwargs)
        if rec:
            self.banner.ok(self.tr("Round %1: %2 at %3 points").replace("%1", str(number))
                           .replace("%2", rec.scenario_name).replace("%3", str(rec.points)))
        return rec

    def _save_clicked(self) -> None:
        sid = self.scenario_box.currentData()
        if sid is None:
            self.banner.error(self.tr("scenario: choose one"))
            return
        self.set_round(self.round_box.value(), sid, self.points_box.currentData(), self.minutes_box.value(),
                       self.deploy_box.value())

    # -- clock --
    def _tick(self) -> None:
        from datetime import UTC, datetime

        r = self.current()
        n = self.round_box.value()
        self.clock_round.setText(self.tr("Round %1").replace("%1", str(n)))
        if r is None:
            self.clock_label.setText("--:--")
            self.clock_state.setText(self.tr("choose the round's scenario first"))
            for b in (self.start_button, self.pause_button, self.time_button):
                b.setEnabled(False)
            return
        now = datetime.now(UTC)
        c = r.clock
        state = c.state(now)
        self.clock_label.setText(clock_text(c.remaining(now)))
        text = self._state_text(r)
        dep = c.deployment_remaining(now)
        if state == "deployment" and dep is not None:
            text += " — " + self.tr("deployment ends in %1").replace("%1", clock_text(dep))
        self.clock_state.setText(text)
        colour = {"over": "#b3261e", "called": "#b3261e", "paused": "#8a6d00"}.get(state, "")
        self.clock_label.setStyleSheet(f"QLabel {{ color: {colour}; }}" if colour else "")
        self.start_button.setEnabled(state in ("not_started", "called", "over"))
        self.start_button.setText(self.tr("Start") if state == "not_started" else self.tr("Restart"))
        self.pause_button.setEnabled(state in ("deployment", "playing", "paused"))
        self.pause_button.setText(self.tr("Resume") if state == "paused" else self.tr("Pause"))
        self.time_button.setEnabled(state != "called")

    def start_clock(self) -> bool:
        r = self.current()
        return bool(r and self.attempt(self.repo.start_clock, self.eid, r.number, who=self.w.who,
                                       restart=r.started_at is not None))

    def pause_or_resume(self) -> bool:
        r = self.current()
        if r is None:
            return False
        fn = self.repo.resume_clock if r.paused_at is not None else self.repo.pause_clock
        return bool(self.attempt(fn, self.eid, r.number, who=self.w.who))

    def call_time(self) -> bool:
        r = self.current()
        return bool(r and self.attempt(self.repo.call_time, self.eid, r.number, who=self.w.who,
                                       ok=self.tr("Time called in round %1: open games are closed")
                                       .replace("%1", str(r.number))))

    def _start_clicked(self) -> None:
        self.start_clock()

    def _pause_clicked(self) -> None:
        self.pause_or_resume()

    def _time_clicked(self) -> None:
        if QMessageBox.question(self, self.tr("Time!"), self.tr("Call time for this round? Every game still "
                                                                 "playing ends now.")) == QMessageBox.StandardButton.Yes:
            self.call_time()

    # -- tables --
    def _fill_tables(self) -> None:
        self._filling_tables = True
        rows = self.repo.tables(self.eid)
        self.tables.setRowCount(len(rows))
        for i, t in enumerate(rows):
            self.tables.setItem(i, 0, item(t.number, CENTER, data=t.number))
            self.tables.setItem(i, 1, item(t.label, editable=True, data=t.number))
        self._filling_tables = False

    def set_table(self, number: int, label: str | None) -> bool:
        return bool(self.attempt(self.repo.set_table, self.eid, number, label, who=self.w.who))

    def _label_changed(self, it: QTableWidgetItem) -> None:
        if self._filling_tables or it.column() != 1:
            return
        QTimer.singleShot(0, lambda n=it.data(Qt.ItemDataRole.UserRole), text=it.text(): self.set_table(n, text))

    def _add_table(self) -> None:
        numbers = [t.number for t in self.repo.tables(self.eid)]
        self.set_table(max(numbers, default=0) + 1, None)


# -- Pairings ---------------------------------------------------------------------------------------------------


class PairingsTab(Tab):
    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.preview: RoundPairing | None = None
        self.round_box = QSpinBox()
        self.round_box.setRange(1, 20)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2**31 - 1)
        self.random_seed = QCheckBox(self.tr("random"))
        self.random_seed.setChecked(True)
        self.clubs = QCheckBox(self.tr("Keep club mates apart"))
        self.generate_button = QPushButton(self.tr("Generate"))
        self.save_button = QPushButton(self.tr("Save pairings"))
        self.clear_button = QPushButton(self.tr("Clear round"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        top.addWidget(QLabel(self.tr("Seed (round 1)")))
        top.addWidget(self.seed_box)
        top.addWidget(self.random_seed)
        top.addWidget(self.clubs)
        top.addStretch(1)
        for b in (self.generate_button, self.save_button, self.clear_button):
            top.addWidget(b)
        self.state = QLabel()
        self.views = QTabWidget()
        self.by_table = table_widget([self.tr("Table"), self.tr("Terrain"), self.tr("Player A"), self.tr("Faction"),
                                      self.tr("Player B"), self.tr("Faction")])
        self.sheet = table_widget([self.tr("Player"), self.tr("Table"), self.tr("Terrain"), self.tr("Opponent"),
                                   self.tr("Opponent's faction")])
        for t in (self.by_table, self.sheet):
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.views.addTab(self.by_table, self.tr("By table"))
        self.views.addTab(self.sheet, self.tr("Pairing sheet (by player)"))
        self.deviations = QPlainTextEdit()
        self.deviations.setReadOnly(True)
        self.deviations.setMaximumHeight(110)
        self.deviations.setPlaceholderText(self.tr("Deviations from the pack's pairing order appear here"))
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.banner)
        lay.addWidget(self.state)
        lay.addWidget(self.views, 1)
        lay.addWidget(QLabel(self.tr("Deviations")))
        lay.addWidget(self.deviations)
        self.round_box.valueChanged.connect(lambda _v: self._show())
        self.random_seed.toggled.connect(lambda on: self.seed_box.setEnabled(not on))
        self.seed_box.setEnabled(False)
        self.generate_button.clicked.connect(lambda: self.generate(self.round_box.value(),
                                                                   None if self.random_seed.isChecked()
                                                                   else self.seed_box.value(),
                                                                   self.clubs.isChecked()))
        self.save_button.clicked.connect(self.save)
        self.clear_button.clicked.connect(self._clear_clicked)
        self._auto_round = True

    def refresh(self) -> None:
        if not self.eid:
            return
        planned = self.repo.rounds_planned(self.eid)
        self.round_box.setMaximum(max(planned, 1))
        if self._auto_round:
            paired = {g.round for g in self.repo.games(self.eid)}
            nxt = next((n for n in range(1, planned + 1) if n not in paired), max(paired, default=1))
            self.round_box.blockSignals(True)
            self.round_box.setValue(nxt)
            self.round_box.blockSignals(False)
        self._show()

    def generate(self, number: int, seed: int | None = None, avoid_clubs: bool = False) -> RoundPairing | None:
        from its_desktop.persistence.games import FieldError

        self._auto_round = False
        self.round_box.setValue(number)
        try:
            self.preview = self.repo.pair(self.eid, number, seed=seed, avoid_clubs=avoid_clubs)
        except (FieldError, LookupError) as exc:
            self.preview = None
            self.banner.error(str(exc))
            self._show()
            return None
        if self.preview.seed is not None:
            self.seed_box.setValue(self.preview.seed)
        self.banner.clear_message()
        self._show()
        return self.preview

    def save(self) -> bool:
        if self.preview is None:
            self.banner.error(self.tr("Generate the pairings first"))
            return False
        ok = self.attempt(self.repo.save_pairings, self.eid, self.preview, who=self.w.who,
                          ok=self.tr("Round %1's pairings saved").replace("%1", str(self.preview.round)))
        if ok:
            self.preview = None
            self._show()
        return bool(ok)

    def clear(self, number: int) -> bool:
        return bool(self.attempt(self.repo.clear_pairings, self.eid, number, who=self.w.who))

    def _clear_clicked(self) -> None:
        n = self.round_box.value()
        if QMessageBox.question(self, self.tr("Clear pairings"), self.tr("Clear round %1's pairings?")
                                .replace("%1", str(n))) == QMessageBox.StandardButton.Yes:
            self.clear(n)

    def _show(self) -> None:
        if not self.eid:
            return
        n = self.round_box.value()
        players = {p.id: p for p in self.repo.players(self.eid)}
        labels = {t.number: t.label for t in self.repo.tables(self.eid)}
        saved = self.repo.games(self.eid, n)
        rnd = self.repo.get_round(self.eid, n)
        rows: list[tuple[int | None, int, int | None]] = []
        notes: list[str] = []
        if saved:
            rows = [(g.table, g.a, g.b) for g in saved]
            seed = rnd.pairing_seed if rnd else None
            self.state.setText(self.tr("Saved pairings for round %1").replace("%1", str(n)) +
                               (self.tr(" (random draw, seed %1)").replace("%1", str(seed)) if seed is not None else ""))
            if rnd and rnd.pairing_notes:
                notes = [d["text"] for d in rnd.pairing_notes.get("deviations", [])]
                notes += [self.tr("Table %1 again for %2").replace("%1", str(r["table"]))
                          .replace("%2", ", ".join(players[p].name for p in r["players"] if p in players))
                          for r in rnd.pairing_notes.get("table_repeats", [])]
            self.save_button.setEnabled(False)
            self.clear_button.setEnabled(True)
        elif self.preview is not None and self.preview.round == n:
            rows = [(t.table, t.a, t.b) for t in self.preview.pairings]
            if self.preview.bye is not None:
                rows.append((None, self.preview.bye, None))
            notes = [d.text for d in self.preview.deviations]
            notes += [self.tr("Table %1 again for %2").replace("%1", str(r["table"]))
                      .replace("%2", ", ".join(players[p].name for p in r["players"] if p in players))
                      for r in self.preview.table_repeats]
            how = (self.tr("random draw, seed %1").replace("%1", str(self.preview.seed))
                   if self.preview.seed is not None else self.tr("by the standings"))
            self.state.setText(self.tr("Preview of round %1 (%2) — not saved yet").replace("%1", str(n))
                               .replace("%2", how))
            self.save_button.setEnabled(True)
            self.clear_button.setEnabled(False)
        else:
            self.state.setText(self.tr("Round %1 is not paired yet").replace("%1", str(n)) +
                               ("" if rnd else self.tr(" — choose its scenario in the Rounds tab first")))
            self.save_button.setEnabled(False)
            self.clear_button.setEnabled(False)
        rows.sort(key=lambda r: (r[0] is None, r[0] or 0))

        def name(pid):
            return players[pid].name if pid in players else str(pid)

        def faction(pid):
            return players[pid].faction if pid in players else None

        t = self.by_table
        t.setRowCount(len(rows))
        for i, (table, a, b) in enumerate(rows):
            cells = [item(table if table is not None else self.tr("bye"), CENTER), item(labels.get(table)),
                     item(name(a)), item(faction(a)), item(name(b) if b is not None else self.tr("BYE")),
                     item(faction(b) if b is not None else "")]
            for col, c in enumerate(cells):
                t.setItem(i, col, c)
        sheet = []
        for table, a, b in rows:
            sheet.append((name(a), table, b))
            if b is not None:
                sheet.append((name(b), table, a))
        sheet.sort(key=lambda r: r[0].casefold())
        s = self.sheet
        s.setRowCount(len(sheet))
        for i, (who, table, opp) in enumerate(sheet):
            cells = [item(who), item(table if table is not None else self.tr("bye"), CENTER), item(labels.get(table)),
                     item(name(opp) if opp is not None else self.tr("BYE")),
                     item(faction(opp) if opp is not None else "")]
            for col, c in enumerate(cells):
                s.setItem(i, col, c)
        self.deviations.setPlainText("\n".join(f"• {x}" for x in notes) if notes else self.tr("None."))


# -- Results ---------------------------------------------------------------------------------------------------

R_TABLE, R_LABEL, R_A, R_OPA, R_VPA, R_OPB, R_VPB, R_B, R_TPA, R_TPB, R_STATUS = range(11)


class ResultsTab(Tab):
    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.games: list[EventGameRecord] = []
        self.dirty: set[int] = set()  # event game ids edited but not saved
        self._filling = False
        self.round_box = QSpinBox()
        self.round_box.setRange(1, 20)
        self.save_button = QPushButton(self.tr("Save results"))
        self.tally_button = QPushButton(self.tr("From a tallied game…"))
        self.tally_button.setToolTip(self.tr("Take the selected table's OP and VP from a game tallied in the app"))
        self.clear_button = QPushButton(self.tr("Clear result"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        self.progress = QLabel()
        top.addWidget(self.progress)
        top.addStretch(1)
        top.addWidget(self.tally_button)
        top.addWidget(self.clear_button)
        top.addWidget(self.save_button)
        self.table = table_widget([self.tr("Table"), self.tr("Terrain"), self.tr("Player A"), self.tr("OP A"),
                                   self.tr("VP A"), self.tr("OP B"), self.tr("VP B"), self.tr("Player B"),
                                   self.tr("TP A"), self.tr("TP B"), self.tr("Status")])
        self.table.itemChanged.connect(self._edited)
        header = self.table.horizontalHeader()
        for col in (R_OPA, R_VPA, R_OPB, R_VPB, R_TPA, R_TPB):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(col, 64)
        self.hint = QLabel()
        self.hint.setStyleSheet(INFO_STYLE)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.banner)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.hint)
        self.round_box.valueChanged.connect(lambda _v: self.refresh(keep_edits=False))
        self.save_button.clicked.connect(self.save_all)
        self.tally_button.clicked.connect(self._tally_clicked)
        self.clear_button.clicked.connect(self._clear_clicked)
        self._auto_round = True

    def refresh(self, keep_edits: bool = True) -> None:
        if not self.eid:
            return
        all_games = self.repo.games(self.eid)
        if self._auto_round:
            paired = sorted({g.round for g in all_games})
            open_rounds = [n for n in paired if any(g.open for g in all_games if g.round == n)]
            n = open_rounds[0] if open_rounds else (paired[-1] if paired else 1)
            self.round_box.blockSignals(True)
            self.round_box.setValue(n)
            self.round_box.blockSignals(False)
        n = self.round_box.value()
        fresh = [g for g in all_games if g.round == n]
        seen = {g.id: g for g in self.games}
        if not keep_edits:
            self.dirty.clear()
        # A row being edited keeps the version it was read at: saving it then reports a conflict if
        # another station changed it meanwhile, instead of silently overwriting.
        self.games = [seen[g.id] if g.id in self.dirty and g.id in seen else g for g in fresh]
        rnd = self.repo.get_round(self.eid, n)
        ceiling = self.w.season().tournament.op_ceiling if self.w.season() else 10
        points = rnd.points if rnd else None
        self.hint.setText(self.tr("OP: whole numbers from 0 to %1. VP: from 0 to %2 (the round's army points). "
                                  "TP are computed. A bye has no result.").replace("%1", str(ceiling))
                          .replace("%2", str(points) if points else "the army points"))
        self._filling = True
        typed = {g_id: self._typed(row) for row, g_id in enumerate(self._row_ids()) if g_id in self.dirty}
        t = self.table
        t.setRowCount(len(self.games))
        for row, g in enumerate(self.games):
            values = typed.get(g.id) or (g.op_a, g.vp_a, g.op_b, g.vp_b)
            editable = not g.bye
            status = (self.tr("bye") if g.bye else self.tr("time called — enter the result")
                      if g.end_reason == "time" and not g.has_result else self.tr("time called")
                      if g.end_reason == "time" else self.tr("done") if g.has_result else self.tr("playing"))
            cells = [item(g.table if g.table else self.tr("bye"), CENTER, data=g.id), item(g.label),
                     item(g.a_name), item(values[0], RIGHT, editable), item(values[1], RIGHT, editable),
                     item(values[2], RIGHT, editable), item(values[3], RIGHT, editable),
                     item(g.b_name if g.b is not None else self.tr("BYE")),
                     item(g.tp_a, RIGHT), item(g.tp_b, RIGHT), item(status)]
            if g.tally_game_id:
                cells[R_STATUS].setToolTip(self.tr("Taken from tallied game %1").replace("%1", str(g.tally_game_id)))
            for col, c in enumerate(cells):
                if g.id in self.dirty:
                    f = c.font()
                    f.setBold(True)
                    c.setFont(f)
                if g.open and col in (R_OPA, R_VPA, R_OPB, R_VPB):
                    c.setBackground(QBrush(QColor("#fff6d5")))
                t.setItem(row, col, c)
        self._filling = False
        done = sum(1 for g in self.games if g.has_result)
        real = sum(1 for g in self.games if not g.bye)
        self.progress.setText(self.tr("%1 of %2 results in").replace("%1", str(done)).replace("%2", str(real)))

    def _row_ids(self) -> list[int]:
        out = []
        for row in range(self.table.rowCount()):
            it = self.table.item(row, R_TABLE)
            out.append(it.data(Qt.ItemDataRole.UserRole) if it else None)
        return out

    def _typed(self, row: int) -> tuple[str, str, str, str]:
        return tuple(self.table.item(row, c).text() if self.table.item(row, c) else ""  # type: ignore[return-value]
                     for c in (R_OPA, R_VPA, R_OPB, R_VPB))

    def _edited(self, it: QTableWidgetItem) -> None:
        if self._filling:
            return
        g_id = self.table.item(it.row(), R_TABLE).data(Qt.ItemDataRole.UserRole)
        self.dirty.add(g_id)
        f = it.font()
        f.setBold(True)
        it.setFont(f)

    def row_of_table(self, table: int) -> int:
        return next(i for i, g in enumerate(self.games) if g.table == table)

    def enter_result(self, table: int, op_a: Any, op_b: Any, vp_a: Any, vp_b: Any) -> bool:
        """Type one table's result into the sheet and save it (as the Save button would)."""
        row = self.row_of_table(table)
        for col, v in ((R_OPA, op_a), (R_OPB, op_b), (R_VPA, vp_a), (R_VPB, vp_b)):
            self.table.item(row, col).setText(str(v))
        return self.save_row(row)

    def save_row(self, row: int) -> bool:
        from its_desktop.persistence.events import EventConflictError

        g = self.games[row]
        if g.bye:
            self.banner.error(self.tr("event_game_id: a bye has no result"))
            return False
        texts = self._typed(row)
        values: list[Any] = []
        for name, text, whole in zip(("op_a", "vp_a", "op_b", "vp_b"), texts, (True, False, True, False)):
            try:
                v = float(text.strip().replace(",", "."))
                values.append(int(v) if whole and v.is_integer() else v)
            except ValueError:
                self.banner.error(self.tr("Table %1: %2: must be a number, got '%3'").replace("%1", str(g.table))
                                  .replace("%2", name).replace("%3", text))
                return False
        op_a, vp_a, op_b, vp_b = values
        from its_desktop.persistence.games import ConflictError

        try:
            self.repo.record_result(g.id, op_a, op_b, vp_a, vp_b, self.w.who, g.version)
        except EventConflictError as exc:
            self.dirty.discard(g.id)
            self.banner.error(self.tr("Conflict — %1. Your entry (%2) was not saved.").replace("%1", str(exc))
                              .replace("%2", f"{_fmt(op_a)}-{_fmt(op_b)} OP, {_fmt(vp_a)}-{_fmt(vp_b)} VP"))
            self.w.changed(keep_banner=True)
            return False
        except (ValueError, ConflictError, LookupError) as exc:
            self.banner.error(self.tr("Table %1: %2").replace("%1", str(g.table)).replace("%2", str(exc)))
            return False
        self.dirty.discard(g.id)
        self.banner.ok(self.tr("Table %1 saved").replace("%1", str(g.table)))
        self.w.changed(keep_banner=True)
        return True

    def save_all(self) -> bool:
        ok = True
        for g_id in [i for i in self._row_ids() if i in self.dirty]:
            row = self._row_ids().index(g_id)
            ok = self.save_row(row) and ok
            if not ok:
                break
        return ok

    def _selected_game(self) -> EventGameRecord | None:
        rows = {i.row() for i in self.table.selectedItems()}
        return self.games[min(rows)] if rows else None

    def _clear_clicked(self) -> None:
        g = self._selected_game()
        if g is None or not g.has_result:
            return
        self.attempt(self.repo.clear_result, g.id, self.w.who, g.version)

    def _tally_clicked(self) -> None:
        g = self._selected_game()
        if g is None or g.bye:
            self.banner.error(self.tr("Select a table first"))
            return
        from its_desktop.persistence.games import Games

        games = Games(self.repo.engine).list_games()
        if not games:
            self.banner.error(self.tr("No tallied game in this database yet"))
            return
        labels = [f"#{x.id}  {x.player_a} v {x.player_b}  ({x.mission}, {x.points})" for x in games]
        choice, ok = QInputDialog.getItem(self, self.tr("From a tallied game"), self.tr("Game"), labels, 0, False)
        if ok:
            self.attempt(self.repo.result_from_tally, g.id, games[labels.index(choice)].id, self.w.who, g.version)


# -- Standings ------------------------------------------------------------------------------------------------


class StandingsTab(Tab):
    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.state = QLabel()
        self.table = table_widget([self.tr("Rank"), self.tr("Player"), self.tr("Faction"), self.tr("Club"),
                                   self.tr("TP"), self.tr("OP"), self.tr("VP"), self.tr("Opp. OP"),
                                   self.tr("W-T-L"), self.tr("Byes"), self.tr("Placed by"), self.tr("Notes")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        buttons = QHBoxLayout()
        buttons.addWidget(self.state, 1)
        self.export_buttons = {}
        for key, text in (("standings", self.tr("Standings CSV…")), ("results", self.tr("Results CSV…")),
                          ("otm", self.tr("OTM sheet…"))):
            b = QPushButton(text)
            b.clicked.connect(lambda _c=False, k=key: self._export_clicked(k))
            buttons.addWidget(b)
            self.export_buttons[key] = b
        lay = QVBoxLayout(self)
        lay.addLayout(buttons)
        lay.addWidget(self.banner)
        lay.addWidget(self.table, 1)
        self.standings = None

    def refresh(self) -> None:
        if not self.eid:
            return
        from its_desktop.persistence.games import FieldError

        if not self.repo.players(self.eid):
            self.standings = None
            self.table.setRowCount(0)
            self.state.setText(self.tr("No players registered yet"))
            return
        try:
            st = self.repo.standings(self.eid)
        except FieldError as exc:
            self.banner.error(str(exc))
            return
        if self.banner.kind == "error":
            self.banner.clear_message()
        self.standings = st
        players = {p.id: p for p in self.repo.players(self.eid)}
        breakers = ", ".join({"tp": "TP", "op": "OP", "vp": "VP", "opp_op": self.tr("opponents' OP")}[k]
                             for k in st.tie_breakers)
        if st.through_round == 0:
            state = self.tr("No results yet")
        elif st.final:
            state = self.tr("Final standings")
        else:
            state = self.tr("Live standings after round %1 of %2").replace("%1", str(st.through_round)) \
                .replace("%2", str(st.rounds_planned))
        self.state.setText(f"<b>{state}</b> — " + self.tr("ranked by %1").replace("%1", breakers))
        t = self.table
        t.setRowCount(len(st.rows))
        for i, r in enumerate(st.rows):
            p = players.get(r.player)
            notes = []
            if r.op_rescaled:
                notes.append(self.tr("OP rescaled for a bye from %1").replace("%1", str(r.op_raw)))
            if r.vp_rescaled:
                notes.append(self.tr("VP rescaled for a bye from %1").replace("%1", _fmt(r.vp_raw)))
            if r.dropped_after_round is not None:
                notes.append(self.tr("dropped after round %1").replace("%1", str(r.dropped_after_round)))
            wins = r.count("win") + r.count("big_win")
            placed = {"tp": "TP", "op": "OP", "vp": "VP", "opp_op": self.tr("opponents' OP")}.get(r.decided_by or "", "")
            cells = [item(f"{r.rank}=" if r.shared_rank else r.rank, CENTER), item(r.name),
                     item(p.faction if p else None), item(r.club), item(r.tp, RIGHT), item(r.op, RIGHT),
                     item(r.vp, RIGHT), item(r.opp_op, RIGHT), item(f"{wins}-{r.count('tie')}-{r.count('loss')}",
                                                                     CENTER),
                     item(r.byes or "", CENTER), item(placed), item("; ".join(notes))]
            if r.decided_by and r.decided_by != "tp":
                cells[10].setToolTip(self.tr("Tied on everything before %1 with the player above").replace("%1", placed))
            for col, c in enumerate(cells):
                if r.dropped_after_round is not None:
                    c.setForeground(QBrush(QColor("#888")))
                t.setItem(i, col, c)

    def export(self, kind: str, path: str | Path) -> Path:
        text = {"standings": lambda: self.repo.export_standings_csv(self.eid),
                "results": lambda: self.repo.export_results_csv(self.eid),
                "otm": lambda: self.repo.export_otm(self.eid, fmt="csv" if str(path).endswith(".csv") else "text"),
                }[kind]()
        out = Path(path)
        out.write_text(text, encoding="utf-8")
        self.banner.ok(self.tr("Saved %1").replace("%1", str(out)))
        return out

    def _export_clicked(self, kind: str) -> None:
        if not self.eid:
            return
        suffix = {"standings": "standings.csv", "results": "results.csv", "otm": "otm.txt"}[kind]
        name = self.w.event_name().replace("/", "-") + f" {suffix}"
        filters = self.tr("Text (*.txt);;CSV (*.csv)") if kind == "otm" else self.tr("CSV (*.csv)")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export"), str(Path(self.w.last_dir()) / name), filters)
        if path:
            self.w.remember_dir(path)
            try:
                self.export(kind, path)
            except OSError as exc:
                self.banner.error(str(exc))
