"""The Standings tab: live standings with every tie-breaker, and the exports."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from its_desktop.presentation.file_names import file_name
from its_desktop.persistence.games import FieldError
from its_desktop.domain.tournament.factions import army_name

from .common import CENTER, RIGHT, Tab, _fmt, item, table_widget

if TYPE_CHECKING:

    from .host import TournamentHost


class StandingsTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.state = QLabel()
        self.state.setWordWrap(True)  # a pack reading may follow the state line
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
        # The CSV files are for the organizer's spreadsheet: written in the window's language. The OTM sheet is
        # typed into Corvus Belli's English tool, so it stays English (domain/tournament/otm.py, otm_sheet).
        self.export_buttons["standings"].setToolTip(self.tr(
            "The standings with every tie-breaker, as a spreadsheet file in the window's language"))
        self.export_buttons["results"].setToolTip(self.tr(
            "Every table of every round, as a spreadsheet file in the window's language"))
        self.export_buttons["otm"].setToolTip(self.tr(
            "The results laid out for the Official Tournament Manager, in English like the OTM itself"))
        lay = QVBoxLayout(self)
        lay.addLayout(buttons)
        lay.addWidget(self.banner)
        lay.addWidget(self.table, 1)
        self.standings = None

    def refresh(self) -> None:
        if not self.eid:
            return
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
        # the abbreviations as the column headers give them (PT/PO/PV in French and Spanish)
        short = {"tp": self.tr("TP"), "op": self.tr("OP"), "vp": self.tr("VP"), "opp_op": self.tr("opponents' OP")}
        breakers = ", ".join(short[k] for k in st.tie_breakers)
        if st.through_round == 0:
            state = self.tr("No results yet")
        elif st.final:
            state = self.tr("Final standings")
        else:
            state = self.tr("Live standings after round %1 of %2").replace("%1", str(st.through_round)) \
                .replace("%2", str(st.rounds_planned))
        # The pack readings the standings rest on (the domain's words, gettext), with the other reading.
        readings = "".join(f"<br><small>{html.escape(line)}</small>" for line in st.readings)
        self.state.setText(f"<b>{state}</b> — " + self.tr("ranked by %1").replace("%1", breakers) + readings)
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
            placed = short.get(r.decided_by or "", "")
            cells = [item(f"{r.rank}=" if r.shared_rank else r.rank, CENTER), item(r.name),
                     item(army_name(p.faction) if p and p.faction else None), item(r.club), item(r.tp, RIGHT), item(r.op, RIGHT),
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
        from its_desktop.domain.files import write_text

        out = Path(path)
        write_text(out, text)
        self.banner.ok(self.tr("Saved %1").replace("%1", str(out)))
        return out

    def _export_clicked(self, kind: str) -> None:
        if not self.eid:
            return
        suffix = {"standings": self.tr("standings.csv"), "results": self.tr("results.csv"), "otm": "otm.txt"}[kind]
        name = file_name(f"{self.w.event_name()} {suffix}")  # a ':' or '?' in the event's name refused by Windows
        filters = self.tr("Text (*.txt);;CSV (*.csv)") if kind == "otm" else self.tr("CSV (*.csv)")
        title = self.tr("OTM sheet (in English, as the OTM asks)") if kind == "otm" else self.tr("Export")
        path, _ = QFileDialog.getSaveFileName(self, title, str(Path(self.w.last_dir()) / name), filters)
        if path:
            self.w.remember_dir(path)
            try:
                self.export(kind, path)
            except (OSError, ValueError) as exc:  # a link to a device, a full disk; the database away (a read)
                self.banner.error(str(exc))
