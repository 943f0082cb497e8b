"""The Reports tab: the results the players reported from their phones, table by table, for the organizer to
approve (one, or every confirmed one at once), settle (a dispute: both versions side by side) or reject.

A view over the store (``persistence/events/reports.py``): every decision goes through it with the version
the row showed, so two stations deciding the same table cannot both win. The window reloads this tab when
any station or phone writes (the database notifications), so new reports appear by themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QLabel, QListWidget, QPushButton, QVBoxLayout)

from its_desktop.domain.tournament.reports import FLAG_HAD_RESULT, FLAG_SECOND_CLAIM

from ..row_selection import select_only
from .common import CENTER, INFO_STYLE, Tab, _fmt, item, refilling, round_bar, table_widget

if TYPE_CHECKING:
    from its_desktop.domain.tournament.reports import Report, ReportValues
    from its_desktop.persistence.events import EventGameRecord

    from .host import TournamentHost

C_TABLE, C_A, C_B, C_STATE, C_REPORTED, C_COUNTER, C_FLAGS = range(7)
# Light backgrounds behind dark text (WCAG AA); the state is also written, so colour is never the only cue.
STATE_COLOURS = {"disputed": "#fde2e1", "proposed": "#fff6d5", "confirmed": "#e3f4e1", "approved": "#eeeeee",
                 "rejected": "#e8e8f4"}


class ReportsTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.reports: list[Report] = []
        self.rows: list[tuple[EventGameRecord, Report | None]] = []
        self.approve_button = QPushButton(self.tr("Approve"))
        self.approve_button.setToolTip(self.tr("Take the selected table's reported result into the results"))
        self.approve_all_button = QPushButton(self.tr("Approve all confirmed"))
        self.approve_all_button.setToolTip(self.tr("Every result both players agreed on, except flagged ones"))
        self.reject_button = QPushButton(self.tr("Reject"))
        self.reject_button.setToolTip(self.tr("Send the selected table back: both players report again"))
        self.release_button = QPushButton(self.tr("Free a seat…"))
        self.release_button.setToolTip(self.tr("Let another phone claim a seat of the selected table"))
        top, self.round_box, self.progress = round_bar(
            self.tr("Round"), [self.release_button, self.reject_button, self.approve_button, self.approve_all_button])
        self.table = table_widget([self.tr("Table"), self.tr("Player A"), self.tr("Player B"), self.tr("State"),
                                   self.tr("Reported (OP, VP)"), self.tr("Counter (OP, VP)"), self.tr("Look at")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.itemDoubleClicked.connect(lambda _it: self.approve_selected())
        self.alerts_title = QLabel(self.tr("Refused seat claims"))
        self.alerts = QListWidget()
        self.alerts.setMaximumHeight(110)
        self.hint = QLabel(self.tr("Disputes first. A flagged report (a second phone tried a seat, or the table "
                                   "already had a result) is left out of “Approve all confirmed”."))
        self.hint.setStyleSheet(INFO_STYLE)
        self.hint.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.banner)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.alerts_title)
        lay.addWidget(self.alerts)
        lay.addWidget(self.hint)
        self.round_box.valueChanged.connect(self._round_changed)
        self.approve_button.clicked.connect(self.approve_selected)
        self.approve_all_button.clicked.connect(self.approve_all)
        self.reject_button.clicked.connect(self.reject_selected)
        self.release_button.clicked.connect(self.release_selected)
        self._auto_round = True

    # -- showing ------------------------------------------------------------------------------------------

    def follow_latest(self) -> None:
        self._auto_round = True

    def _round_changed(self, _n: int) -> None:
        self._auto_round = False
        self.refresh()

    def refresh(self) -> None:
        if not self.eid:
            return
        games = self.repo.games(self.eid)
        if self._auto_round:
            paired = sorted({g.round for g in games})
            self.round_box.blockSignals(True)
            self.round_box.setValue(paired[-1] if paired else 1)
            self.round_box.blockSignals(False)
        n = self.round_box.value()
        tables = {g.id: g for g in games if g.round == n and not g.bye}
        # Read the selection before the rows change: selected() maps the selected index into self.rows.
        selected = self.selected()
        self.reports = self.repo.reports(self.eid, n)
        reported = {r.event_game_id for r in self.reports}
        self.rows = [(tables[r.event_game_id], r) for r in self.reports if r.event_game_id in tables]
        self.rows += [(g, None) for g in sorted(tables.values(), key=lambda g: g.table or 0) if g.id not in reported]
        t = self.table
        with refilling(t, len(self.rows)):
            for row, (g, r) in enumerate(self.rows):
                state = self._state_text(r)
                cells = [item(g.table, CENTER, data=g.id), item(g.a_name), item(g.b_name),
                         item(state), item(self._values_text(r.values) if r else "", tip=self._by(r)),
                         item(self._values_text(r.counter) if r and r.counter else "",
                              tip=self.tr("Entered by seat %1").replace("%1", r.disputed_by or "") if r and r.counter
                              else None),
                         item(self._flags_text(r))]
                if r is not None:
                    colour = QBrush(QColor(STATE_COLOURS[r.state]))
                    for c in cells:
                        c.setBackground(colour)
                    if r.state == "disputed":
                        f = cells[C_STATE].font()
                        f.setBold(True)
                        cells[C_STATE].setFont(f)
                for col, c in enumerate(cells):
                    t.setItem(row, col, c)
        if selected is not None:
            self.select_table(selected[0].table or 0)
        counts = {s: sum(1 for r in self.reports if r.state == s) for s in
                  ("disputed", "proposed", "confirmed", "approved")}
        # Each count agrees with its own number ("1 proposée", "2 proposées"; French "0 contestée").
        states = [self.tr("%n table(s) disputed", "", counts["disputed"]), self.tr("%n table(s) proposed", "", counts["proposed"]),
                  self.tr("%n table(s) confirmed", "", counts["confirmed"]), self.tr("%n table(s) approved", "", counts["approved"])]
        self.progress.setText(self.tr("%1 tables: %2").replace("%1", str(len(tables)))
                              .replace("%2", ", ".join(states)))
        self.alerts.clear()
        for a in self.repo.seat_alerts(self.eid, n):
            why = (self.tr("the seat was already taken") if a.reason == "taken"
                   else self.tr("wrong or missing seat code"))
            self.alerts.addItem(self.tr("%1 — table %2, seat %3: a phone was refused (%4) — %5")
                                .replace("%1", f"{a.at.astimezone():%H:%M:%S}").replace("%2", str(a.table))
                                .replace("%3", a.side).replace("%4", why).replace("%5", a.device))
        self.alerts_title.setVisible(self.alerts.count() > 0)
        self.alerts.setVisible(self.alerts.count() > 0)

    def _state_text(self, r: Report | None) -> str:
        if r is None:
            return self.tr("not reported")
        return {"proposed": self.tr("proposed — waiting for the other player"),
                "confirmed": self.tr("confirmed by both players"),
                "disputed": self.tr("DISPUTED — choose a version or reject"),
                "approved": self.tr("approved"), "rejected": self.tr("rejected — both players report again")
                }[r.state]

    def _by(self, r: Report | None) -> str | None:
        if r is None:
            return None
        return self.tr("Entered by seat %1").replace("%1", r.proposed_by)

    def _values_text(self, v: ReportValues | None) -> str:
        if v is None:
            return ""
        return self._score_text(v.op_a, v.op_b, v.vp_a, v.vp_b)

    def _score_text(self, op_a: object, op_b: object, vp_a: float | None, vp_b: float | None) -> str:
        """The packs' terms in the window's language: "8–2 PO, 210–150 PV" in French and Spanish."""
        return self.tr("%1–%2 OP, %3–%4 VP").replace("%1", str(op_a)).replace("%2", str(op_b)) \
            .replace("%3", _fmt(vp_a)).replace("%4", _fmt(vp_b))

    def _flags_text(self, r: Report | None) -> str:
        if r is None:
            return ""
        names = {FLAG_SECOND_CLAIM: self.tr("a second phone tried a seat"),
                 FLAG_HAD_RESULT: self.tr("the table already had a result")}
        return "; ".join(names.get(f, f) for f in r.flags)

    # -- selecting --------------------------------------------------------------------------------------------

    def selected(self) -> tuple[EventGameRecord, Report | None] | None:
        rows = {i.row() for i in self.table.selectedItems()}
        return self.rows[min(rows)] if rows and min(rows) < len(self.rows) else None

    def select_table(self, table: int) -> bool:
        for row, (g, _r) in enumerate(self.rows):
            if g.table == table:
                select_only(self.table, row)
                return True
        return False

    def report_of_table(self, table: int) -> Report | None:
        return next((r for g, r in self.rows if g.table == table), None)

    # -- deciding -----------------------------------------------------------------------------------------

    def approve_selected(self) -> bool:
        picked = self.selected()
        if picked is None or picked[1] is None:
            self.banner.error(self.tr("Select a reported table first"))
            return False
        g, r = picked[0], picked[1]
        use: str | None = None
        if r.state == "disputed":
            assert r.counter is not None
            as_proposed = self.tr("As entered by seat %1: %2").replace("%1", r.proposed_by) \
                .replace("%2", self._values_text(r.values))
            as_counter = self.tr("As entered by seat %1: %2").replace("%1", r.disputed_by or "") \
                .replace("%2", self._values_text(r.counter))
            choice = self.w.prompts.choose(
                self.tr("Settle a dispute"),
                self.tr("Table %1: the players disagree. Which result is right?").replace("%1", str(g.table)),
                [as_proposed, as_counter])
            if choice is None:
                return False
            use = "proposed" if choice == as_proposed else "counter"
        reason: str | None = None
        chosen = r.counter if use == "counter" and r.counter is not None else r.values
        if g.has_result and (g.op_a, g.op_b, g.vp_a, g.vp_b) != (chosen.op_a, chosen.op_b, chosen.vp_a, chosen.vp_b):
            # A result typed at a station before the players reported: replacing it is a correction, asked as one.
            reason = self.w.prompts.reason(
                self.tr("Replace a result"),
                self.tr("Table %1 already has %2 (entered at a station). Replace it with the players' %3? "
                        "Why is it corrected?").replace("%1", str(g.table))
                .replace("%2", self._score_text(g.op_a, g.op_b, g.vp_a, g.vp_b))
                .replace("%3", self._values_text(chosen)))
            if reason is None:
                self.banner.error(self.tr("Approval cancelled: table %1 keeps its result").replace("%1", str(g.table)))
                return False
        done = self.attempt(self.repo.approve_report, r.id, self.w.who, r.version, use, reason,
                            ok=self.tr("Table %1's result approved").replace("%1", str(g.table)))
        return bool(done)

    def approve_all(self) -> bool:
        if not self.eid:
            return False
        n = self.round_box.value()
        bulk = self.attempt(self.repo.approve_confirmed, self.eid, n, self.w.who)
        if not bulk:
            return False
        text = self.tr("%1 results approved").replace("%1", str(len(bulk.approved)))
        if bulk.skipped:
            text += " " + self.tr("— left for you: %1").replace("%1", ", ".join(
                self.tr("table %1 (%2)").replace("%1", str(r.table)).replace("%2", self._skip_reason(r, why))
                for r, why in bulk.skipped))
            self.banner.error(text)
        else:
            self.banner.ok(text)
        return True

    def _skip_reason(self, r: Report, why: str) -> str:
        return self._flags_text(r) if r.flags else why

    def reject_selected(self) -> bool:
        picked = self.selected()
        if picked is None or picked[1] is None:
            self.banner.error(self.tr("Select a reported table first"))
            return False
        g, r = picked[0], picked[1]
        if not self.w.prompts.confirm(self.tr("Reject a report"),
                                      self.tr("Send table %1 back? Both players report its result again.")
                                      .replace("%1", str(g.table))):
            return False
        return bool(self.attempt(self.repo.reject_report, r.id, self.w.who, r.version,
                                 ok=self.tr("Table %1 sent back to its players").replace("%1", str(g.table))))

    def release_selected(self) -> bool:
        picked = self.selected()
        if picked is None:
            self.banner.error(self.tr("Select a table first"))
            return False
        g = picked[0]
        seat_a = self.tr("Seat A (%1)").replace("%1", g.a_name)
        seat_b = self.tr("Seat B (%1)").replace("%1", g.b_name or "")
        choice = self.w.prompts.choose(self.tr("Free a seat"),
                                       self.tr("Table %1: which seat may another phone claim?")
                                       .replace("%1", str(g.table)), [seat_a, seat_b])
        if choice is None:
            return False
        side = "A" if choice == seat_a else "B"
        return bool(self.attempt(self.repo.release_seat, g.id, side, who=self.w.who,
                                 ok=self.tr("Table %1: seat %2 is free").replace("%1", str(g.table))
                                 .replace("%2", side)))


__all__ = ["ReportsTab"]
