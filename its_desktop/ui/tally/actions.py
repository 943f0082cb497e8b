"""Game menu for the tally: start a recorded game, score the end of a round, reopen a game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLineEdit, QMessageBox, QTableWidget, QTableWidgetItem,
    QVBoxLayout,
)

from .session import TallySession

if TYPE_CHECKING:
    from its_desktop.ui.main_window import MainWindow


class TallyActions(QObject):
    def __init__(self, window: MainWindow, db_url: str | None) -> None:
        super().__init__(window)
        self.w = window
        self.db_url = db_url
        self._games = None
        self.session: TallySession | None = None
        menu = window.game_menu
        menu.addSeparator()
        self.start = self._action(menu, self.tr("Start a recorded game…"), self.start_game, "Ctrl+Shift+N")
        self.end_round = self._action(menu, self.tr("End of round: take the table's values"), self.score_round,
                                      "Ctrl+Return")
        self.open_game = self._action(menu, self.tr("Recorded games…"), self.choose_game, "Ctrl+Shift+O")
        self.history = self._action(menu, self.tr("History of this game…"), self.show_history)
        self.export = self._action(menu, self.tr("Export this game…"), self.export_game)
        self.import_ = self._action(menu, self.tr("Import a game…"), self.import_game)

    def _action(self, menu, text: str, slot, shortcut: str | None = None) -> QAction:
        act = QAction(text, self.w)
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _c=False: slot())
        menu.addAction(act)
        return act

    @property
    def games(self):
        if self._games is None:
            from its_desktop.persistence.games import Games

            self._games = Games.open(self.db_url)  # migrates the database to the current schema
        return self._games

    # -- starting and scoring -----------------------------------------------------------------
    def start_game(self) -> int | None:
        ctl = self.w.controller
        if ctl is None:
            return None
        dialog = QDialog(self.w)
        dialog.setWindowTitle(self.tr("Start a recorded game"))
        form = QFormLayout(dialog)
        names = {p: QLineEdit() for p in ("A", "B")}
        for p, edit in names.items():
            form.addRow(self.tr("Player %1").replace("%1", p), edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if not dialog.exec():
            return None
        from ..db_errors import with_database

        return with_database(self.w, self.begin, names["A"].text().strip() or "A", names["B"].text().strip() or "B",
                             url=self.db_url)

    def begin(self, player_a: str, player_b: str) -> int:
        ctl = self.w.controller
        assert ctl is not None
        game = self.games.create_game(ctl.doc.mission, ctl.doc.points, player_a, player_b)
        self.w.tally.set_game(ctl.mission)
        self._attach(game.id)
        self.w.statusBar().showMessage(self.tr("Recording game %1").replace("%1", str(game.id)), 4000)
        return game.id

    def _attach(self, game_id: int) -> None:
        if self.session is not None:
            self.session.detach()
        self.session = TallySession(self.games, game_id, self.w.tally, "station", self)
        self.session.failed.connect(lambda msg: QMessageBox.warning(self.w, self.tr("Not saved"), msg))
        self.session.turn_of = lambda: self.w.controller.doc.turn if self.w.controller else None

    def score_round(self) -> None:
        """End of a game round: the table's values go into the tally, the table is snapshotted."""
        ctl = self.w.controller
        if ctl is None or self.w.tally.mission is None:
            return
        round_ = ctl.doc.round
        last = round_ >= ctl.mission.season.rounds
        state, evaluation = ctl.doc.state(), ctl.last_raw
        if last:
            # The last round ends the game: the scenario's end effects (plague, Killer Cold) and the
            # INTELCOM Support and Control card act on the table before anything is counted.
            from dataclasses import replace

            from its_desktop.domain.tally.fill import end_of_game, table_intelcom

            state = replace(state, intelcom={**state.intelcom, **table_intelcom(self.w.tally.record)})
            state, notes = end_of_game(ctl.mission, state)
            evaluation = ctl.evaluator.evaluate(state)
            if notes:
                self.w.statusBar().showMessage(" ".join(notes), 10000)
        self.w.tally.fill_from_table(evaluation, state, round_, game_end=last)
        self.w.tally.rounds.setValue(max(self.w.tally.rounds.value(), round_))
        if self.session is not None:
            self.session.snapshot(round_, ctl.doc.to_json())
        if not last:
            ctl.change_round(round_ + 1, "A")
            self.w.round_box.blockSignals(True)
            self.w.round_box.setValue(round_ + 1)
            self.w.round_box.blockSignals(False)

    # -- reopening ----------------------------------------------------------------------------
    def choose_game(self) -> None:
        games = self.games.list_games()
        scores = self.game_scores()
        dialog = QDialog(self.w)
        dialog.setWindowTitle(self.tr("Recorded games"))
        table = QTableWidget(len(games), 7)
        table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Mission"), self.tr("Points"),
                                         self.tr("Player A"), self.tr("Player B"), self.tr("Round"), self.tr("OP")])
        for row, g in enumerate(games):
            for col, text in enumerate([g.updated_at.strftime("%Y-%m-%d %H:%M"), g.mission, str(g.points),
                                        g.player_a, g.player_b, str(g.round_reached or ""), scores.get(g.id, "")]):
                table.setItem(row, col, QTableWidgetItem(text))
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        table.cellDoubleClicked.connect(lambda *_: dialog.accept())
        dialog.resize(720, 420)
        if dialog.exec() and table.currentRow() >= 0:
            self.load(games[table.currentRow()].id)

    def load(self, game_id: int) -> None:
        """Reopen a recorded game: its last table snapshot and its tally, to correct or finish."""
        from its_desktop.domain.itstable import TableDocument, from_json
        from its_desktop.persistence.tally_entries import record_from_entries

        game = self.games.get_game(game_id)
        snapshots = self.games.snapshots(game_id)
        if snapshots:
            from its_desktop.domain.mission import catalog

            m = catalog.mission(game.mission, game.points)
            raw = json.loads(snapshots[-1].itstable)
            doc = from_json(raw, set(m.season.trooper_states), {x.id for x in m.markers},
                            {z.id for z in m.zones} | {z.group for z in m.zones}, m.season.rounds,
                            {p.id for p in m.placements}, {r.id.replace("-", "_") for r in m.scenario.roles})
        else:
            doc = TableDocument(game.mission, game.points)
        self.w._open_document(doc, None)
        from its_desktop.persistence.tally_entries import deck_logs

        entries = self.games.entries(game_id)
        record = record_from_entries(game, entries, game.round_reached or 0)
        self.w.tally.set_game(self.w.controller.mission, record, in_progress=game.end_reason is None)
        self.w.tally.deck_logs = deck_logs(entries)
        self._attach(game_id)

    def history_rows(self) -> list[list[str]]:
        """Who changed what and when; sealed (private) values only in the referee's view."""
        if self.session is None:
            return []
        referee = self.w.viewer_box.currentData() == "referee"
        rows = []
        for c in self.games.history(self.session.game_id):
            hide = c.sealed and not referee
            shown = (lambda v: self.tr("(sealed)") if hide else json.dumps(v, ensure_ascii=False))
            where = f"{c.key}" + (f" r{c.round}" if c.round else "")
            rows.append([c.at.strftime("%Y-%m-%d %H:%M:%S"), c.who, c.player, where, shown(c.old), shown(c.new),
                         c.why or ""])
        return rows

    def show_history(self) -> None:
        rows = self.history_rows()
        dialog = QDialog(self.w)
        dialog.setWindowTitle(self.tr("History of this game"))
        table = QTableWidget(len(rows), 7)
        table.setHorizontalHeaderLabels([self.tr("When"), self.tr("Who"), self.tr("Player"), self.tr("What"),
                                         self.tr("Before"), self.tr("After"), self.tr("Why")])
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        dialog.resize(900, 480)
        dialog.exec()

    def game_scores(self) -> dict[int, str]:
        """OP of each recorded game, worked out again from its entries (the list's score column)."""
        from its_desktop.domain.mission import catalog
        from its_desktop.domain.tally.score import score
        from its_desktop.persistence.tally_entries import record_from_entries

        out = {}
        for g in self.games.list_games():
            try:
                game = self.games.get_game(g.id)
                rec = record_from_entries(game, self.games.entries(g.id), game.round_reached or 0)
                mission = catalog.mission(game.mission, game.points)
                if game.end_reason is None:
                    rec = rec.provisional(mission.season.rounds)
                result = score(mission, rec)
                out[g.id] = f"{result.op('A')} – {result.op('B')}"
            except Exception:  # noqa: BLE001 - a list must show even a game that no longer scores
                out[g.id] = "?"
        return out

    def export_game(self) -> None:
        if self.session is None:
            return
        name, _ = QFileDialog.getSaveFileName(self.w, self.tr("Export game"), self.w._last_dir(), "JSON (*.json)")
        if name:
            Path(name).write_text(json.dumps(self.games.export_game(self.session.game_id), indent=2,
                                             ensure_ascii=False), encoding="utf-8")

    def import_game(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.w, self.tr("Import game"), self.w._last_dir(), "JSON (*.json)")
        if not name:
            return
        try:
            game_id = self.games.import_game(json.loads(Path(name).read_text(encoding="utf-8")))
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self.w, self.tr("Cannot import"), f"{name}: {exc}")
            return
        self.load(game_id)
