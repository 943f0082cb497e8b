"""The Pairings tab: a round paired by the packs' rules, previewed, saved or cleared."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QHBoxLayout, QLabel, QMessageBox, QPlainTextEdit,
                               QPushButton, QSpinBox, QTabWidget, QVBoxLayout)

from its_desktop.persistence.games import FieldError

from .common import CENTER, Tab, item, table_widget

if TYPE_CHECKING:
    from its_desktop.domain.tournament.pairing import RoundPairing

    from .window import TournamentWindow


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
        self.round_box.valueChanged.connect(lambda _v: (self._round_picked(), self._show()))
        self.random_seed.toggled.connect(lambda on: self.seed_box.setEnabled(not on))
        self.seed_box.setEnabled(False)
        self.generate_button.clicked.connect(lambda: self.generate(self.round_box.value(),
                                                                   None if self.random_seed.isChecked()
                                                                   else self.seed_box.value(),
                                                                   self.clubs.isChecked()))
        self.save_button.clicked.connect(self.save)
        self.clear_button.clicked.connect(self._clear_clicked)
        self._auto_round = True
        # A round the organizer picks stays picked (a correction to an earlier round) until the event is reopened.

    def follow_latest(self) -> None:
        """Show the round being played (the first still open) again, following it as rounds are paired."""
        self._auto_round = True

    def _round_picked(self) -> None:
        # A round the organizer picks stays shown (a correction to an earlier round) until the event is reopened.
        self._auto_round = False

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
