"""The Rounds tab: each round's scenario and points, the tables' terrain labels, and the round clock."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QMessageBox, QPushButton, QSpinBox, QTableWidgetItem, QVBoxLayout)

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament.formats import event_format
from its_desktop.domain.tournament.organizer import clock_text

from .common import CENTER, INFO_STYLE, RIGHT, Tab, item, table_widget

if TYPE_CHECKING:
    from its_desktop.persistence.events import RoundRecord

    from .host import TournamentHost


class RoundsTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
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
        se = catalog.season(ev.season)
        _, fmt = event_format(se, ev.extras)
        others = [se.extras[e].name.get() if e in se.extras else e for e in ev.extras if e != fmt.extra]
        extras = ", ".join(others) if others else self.tr("none")
        self.summary.setText(self.tr("<b>%1</b> — %2, %6, %3 rounds, Extras: %4, default %5 points")
                             .replace("%1", ev.name).replace("%2", se.name.get()).replace("%3", str(planned))
                             .replace("%4", extras).replace("%5", str(ev.points)).replace("%6", fmt.name.get()))
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
                     item(self.tr("%n table(s)", "", len(gs)) if gs else ""),
                     item(f"{sum(1 for g in gs if g.has_result)}/{len(gs)}" if gs else "", CENTER),
                     item(self._state_text(r) if r else "")]
            for col, c in enumerate(cells):
                t.setItem(n - 1, col, c)
        self._fill_editor()
        self._fill_tables()

    def _state_text(self, r: RoundRecord) -> str:
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
        for c in self.repo.scenario_choices(self.eid, i18n.language(), number=n):  # the names in the window's language
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
        names = {x.scenario: x.scenario_name for x in self.rounds}  # the scenario's name in the language, not its id
        played = ", ".join(self.tr("round %1: %2").replace("%1", str(num)).replace("%2", names.get(sid, sid))
                           for sid, num in sorted(used.items(), key=lambda x: x[1]))
        self.choices_note.setText(self.tr("Only the scenarios the event's format and Extras allow in this round "
                                          "are listed; one already played is not offered again.") + (f" ({played})" if played else ""))
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
