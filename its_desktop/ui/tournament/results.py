"""The Results tab: a round's results typed table by table, with conflict-safe saving."""

from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QHeaderView, QInputDialog, QLabel, QPushButton, QTableWidgetItem,
                               QVBoxLayout)

from its_desktop.domain.tournament.event_rules import result_warnings
from its_desktop.persistence.events import EventConflictError
from its_desktop.persistence.games import ConflictError, Games

from .common import CENTER, INFO_STYLE, RIGHT, Tab, _fmt, item, refilling, round_bar, table_widget

if TYPE_CHECKING:
    from its_desktop.persistence.events import EventGameRecord

    from .host import TournamentHost


R_TABLE, R_LABEL, R_A, R_OPA, R_VPA, R_OPB, R_VPB, R_B, R_TPA, R_TPB, R_STATUS = range(11)


class ResultsTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.games: list[EventGameRecord] = []
        self.dirty: set[int] = set()  # event game ids edited but not saved
        self.round_points: int | None = None  # the shown round's army points (VP's ceiling)
        self._filling = False
        self.save_button = QPushButton(self.tr("Save results"))
        self.tally_button = QPushButton(self.tr("From a tallied game…"))
        self.tally_button.setToolTip(self.tr("Take the selected table's OP and VP from a game tallied in the app"))
        self.clear_button = QPushButton(self.tr("Clear result"))
        top, self.round_box, self.progress = round_bar(self.tr("Round"), [self.tally_button, self.clear_button, self.save_button])
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
        self.round_box.valueChanged.connect(self._round_changed)
        self.save_button.clicked.connect(self.save_all)
        self.tally_button.clicked.connect(self._tally_clicked)
        self.clear_button.clicked.connect(self._clear_clicked)
        self._auto_round = True
        # A round the organizer picks stays picked (a correction to an earlier round) until the event is reopened.

    def follow_latest(self) -> None:
        """Show the round being played (the first still open) again, following it as rounds are paired."""
        self._auto_round = True

    def _round_picked(self) -> None:
        # A round the organizer picks stays shown (a correction to an earlier round) until the event is reopened.
        self._auto_round = False

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
        season = self.w.season()
        ceiling = season.tournament.op_ceiling if season else 10
        points = self.round_points = rnd.points if rnd else None
        self.hint.setText(self.tr("OP: whole numbers from 0 to %1. VP: from 0 to %2 (the round's army points). "
                                  "TP are computed. A bye has no result.").replace("%1", str(ceiling))
                          .replace("%2", str(points) if points else "the army points"))
        self._filling = True
        typed = {g_id: self._typed(row) for row, g_id in enumerate(self._row_ids()) if g_id in self.dirty}
        t = self.table
        with refilling(t, len(self.games)):
            for row, g in enumerate(self.games):
                self._show_row(row, g, typed.get(g.id) or (g.op_a, g.vp_a, g.op_b, g.vp_b))
        self._filling = False
        self._show_progress()

    def _show_row(self, row: int, g: EventGameRecord, values: tuple) -> None:
        editable = not g.bye
        status = (self.tr("bye") if g.bye and not g.forfeit_by else self.tr("bye (opponent did not turn up)")
                  if g.bye else self.tr("time called — enter the result")
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
            self.table.setItem(row, col, c)

    def _show_progress(self) -> None:
        done = sum(1 for g in self.games if g.has_result)
        real = sum(1 for g in self.games if not g.bye)
        # A count after a colon: no noun to agree with it ("1 résultats sur 2 saisis" read wrong in French).
        self.progress.setText(self.tr("Results in: %1 of %2").replace("%1", str(done)).replace("%2", str(real)))

    def _round_changed(self, _number: int) -> None:
        self._round_picked()
        self.refresh(keep_edits=False)

    def _row_ids(self) -> list[int | None]:
        out: list[int | None] = []
        for row in range(self.table.rowCount()):
            it = self.table.item(row, R_TABLE)
            out.append(it.data(Qt.ItemDataRole.UserRole) if it else None)
        return out

    def _typed(self, row: int) -> tuple[str, str, str, str]:
        opa, vpa, opb, vpb = (self._cell(row, c).text() for c in (R_OPA, R_VPA, R_OPB, R_VPB))
        return opa, vpa, opb, vpb

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        it = self.table.item(row, column)
        assert it is not None  # refresh fills every cell of a row
        return it

    def _edited(self, it: QTableWidgetItem) -> None:
        if self._filling:
            return
        g_id = self._cell(it.row(), R_TABLE).data(Qt.ItemDataRole.UserRole)
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
            self._cell(row, col).setText(str(v))
        return self.save_row(row)

    def column_names(self) -> dict[str, str]:
        """The stored fields of a result by the columns' headers they are typed under (an error names the column)."""
        return {"op_a": self.tr("OP A"), "vp_a": self.tr("VP A"), "op_b": self.tr("OP B"), "vp_b": self.tr("VP B")}

    def save_row(self, row: int) -> bool:
        g = self.games[row]
        if g.bye:
            self.banner.error(self.tr("event_game_id: a bye has no result"))
            return False
        texts = self._typed(row)
        values: list[Any] = []
        for name, text, whole in zip(self.column_names().values(), texts, (True, False, True, False)):
            try:
                v = float(text.strip().replace(",", "."))
                values.append(int(v) if whole and v.is_integer() else v)
            except ValueError:
                self.banner.error(self.tr("Table %1: %2: must be a number, got '%3'").replace("%1", str(g.table))
                                  .replace("%2", name).replace("%3", text))
                return False
        op_a, vp_a, op_b, vp_b = values
        season = self.w.season()
        warnings = result_warnings(op_a, op_b, vp_a, vp_b, op_ceiling=season.tournament.op_ceiling if season else 10,
                                   points=self.round_points) if isinstance(op_a, int) else []
        if warnings and not self.w.prompts.confirm(
                self.tr("Check the score sheet"),
                self.tr("Table %1: %2. Save this result anyway?").replace("%1", str(g.table))
                .replace("%2", "; ".join(warnings))):
            self.banner.error(self.tr("Table %1 not saved: check the score sheet").replace("%1", str(g.table)))
            return False
        why = None
        before: dict[int, list[int]] = {}
        new = (op_a, op_b, float(vp_a), float(vp_b))
        if g.has_result and new != (g.op_a, g.op_b, g.vp_a, g.vp_b):
            why = self.w.prompts.reason(
                self.tr("Correct a result"),
                self.tr("Table %1 of round %2 already has %3. Why is it corrected?").replace("%1", str(g.table))
                .replace("%2", str(g.round)).replace("%3", f"{g.op_a}-{g.op_b} OP, {_fmt(g.vp_a)}-{_fmt(g.vp_b)} VP"))
            if why is None:
                self.banner.error(self.tr("Correction cancelled: table %1 keeps its result").replace("%1", str(g.table)))
                return False
            before = self.repo.pairing_basis(self.eid)
        try:
            saved = self.repo.record_result(g.id, op_a, op_b, vp_a, vp_b, self.w.who, g.version, why)
        except EventConflictError as exc:
            self.dirty.discard(g.id)
            self.banner.error(self.tr("Conflict — %1. Your entry (%2) was not saved.").replace("%1", str(exc))
                              .replace("%2", f"{_fmt(op_a)}-{_fmt(op_b)} OP, {_fmt(vp_a)}-{_fmt(vp_b)} VP"))
            self.w.changed(keep_banner=True, source=self)
            return False
        except (ValueError, ConflictError, LookupError) as exc:
            from its_desktop.domain.errors import InputError

            if isinstance(exc, InputError) and exc.field in self.column_names():  # "OP A", as the column says, not "op_a"
                exc.field = self.column_names()[exc.field]
            self.banner.error(self.tr("Table %1: %2").replace("%1", str(g.table)).replace("%2", str(exc)))
            self.refused(exc)
            return False
        self.dirty.discard(g.id)
        self.banner.ok(self.tr("Table %1 of round %2 saved").replace("%1", str(g.table)).replace("%2", str(g.round)))
        if why is not None:
            self._after_correction(g.round, before, why)
            self.w.changed(keep_banner=True, source=self)
        else:  # the saved row is shown from what the write returned; the other tabs redraw when shown
            self.games[row] = saved
            self._filling = True
            self._show_row(row, saved, (saved.op_a, saved.vp_a, saved.op_b, saved.vp_b))
            self._filling = False
            self._show_progress()
            self.w.changed(keep_banner=True, source=self, shown=self)
        # Asked of the database only when this table looks like the round's last: a save stays one write.
        if g.open and not any(x.open for x in self.games if x.id != g.id) \
                and not any(x.open for x in self.repo.games(self.eid, g.round)):
            self.w.round_finished(g.round)  # this entry closed the round (a later correction does not back up)
        return True

    def _after_correction(self, number: int, before: dict[int, list[int]], why: str) -> None:
        """A correction that changes the standings a later round was paired on: say so, and offer to pair that
        round again while it has no result (or keep it, recorded as a deviation)."""
        after = self.repo.pairing_basis(self.eid)
        changed = [r for r in sorted(after) if r > number and before.get(r) != after[r]]
        self.last_correction = {"round": number, "changed": changed, "action": None}
        if not changed:
            return
        r = changed[0]
        games = self.repo.games(self.eid, r)
        warning = self.tr("This correction to round %1 changes the standings round %2 was paired on.") \
            .replace("%1", str(number)).replace("%2", str(r))
        self.banner.error(warning)
        last = max(after)
        if r == last and not any(x.has_result or x.forfeit_by for x in games):
            again, keep = self.tr("Pair round %1 again").replace("%1", str(r)), \
                self.tr("Keep round %1 as paired").replace("%1", str(r))
            choice = self.w.prompts.choose(self.tr("Standings changed"),
                                           warning + " " + self.tr("It has no result yet."), [again, keep])
            if choice == again:
                options = self.w.pairing_options(r)
                done = self.attempt(self.repo.repair_round, self.eid, r, who=self.w.who,
                                    why=self.tr("correction to round %1: %2").replace("%1", str(number))
                                    .replace("%2", why), **options)
                self.last_correction["action"] = "repaired" if done else None
                if done:
                    self.banner.error(warning + " " + self.tr("Round %1 was paired again: announce and print it "
                                                              "again.").replace("%1", str(r)))
                return
        self.attempt(self.repo.keep_pairings, self.eid, r, number, who=self.w.who, why=why)
        self.last_correction["action"] = "kept"
        self.banner.error(warning + " " + self.tr("Round %1 is kept as paired (listed as a deviation).")
                          .replace("%1", str(r)))

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
        games = Games(self.repo.engine).list_games()
        if not games:
            self.banner.error(self.tr("No tallied game in this database yet"))
            return
        versus = self.tr("{a} v {b}")  # "Ana contre Ben": one pass, so a name holding "{b}" stays as typed

        def who(a: str, b: str) -> str:
            return re.sub(r"\{([ab])\}", lambda m: a if m[1] == "a" else b, versus)
        labels = [f"#{x.id}  {who(x.player_a, x.player_b)}  ({x.mission}, {x.points})" for x in games]
        choice, ok = QInputDialog.getItem(self, self.tr("From a tallied game"), self.tr("Game"), labels, 0, False)
        if ok:
            self.attempt(self.repo.result_from_tally, g.id, games[labels.index(choice)].id, self.w.who, g.version)
