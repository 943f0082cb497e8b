"""The Registration tab: players, late additions, drops, the CSV import."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QFileDialog, QHBoxLayout, QInputDialog, QLabel, QMessageBox,
                               QPushButton, QVBoxLayout)

from its_desktop.domain.tournament import season_rounds
from its_desktop.domain.tournament.factions import army_name

from .common import CENTER, INFO_STYLE, Tab, item, table_widget
from .dialogs import PlayerDialog

if TYPE_CHECKING:
    from its_desktop.persistence.events import PlayerRecord

    from .host import TournamentHost


PENDING_COLOR = "#fff1c9"  # a registration not confirmed yet


class RegistrationTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.players: list[PlayerRecord] = []
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add player…"))
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.drop_button = QPushButton(self.tr("Drop…"))
        self.reinstate_button = QPushButton(self.tr("Reinstate"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.check_in_button = QPushButton(self.tr("Check in"))
        self.check_in_button.setToolTip(self.tr("The selected player turned up (again: undo); confirms a pending "
                                                "registration"))
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.import_button.setToolTip(self.tr("Players from the Official Tournament Manager's list (name, PIN, "
                                              "faction, club; ',' or ';')"))
        for b in (self.add_button, self.edit_button, self.check_in_button, self.drop_button, self.reinstate_button,
                  self.remove_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.count = QLabel()
        buttons.addWidget(self.count)
        buttons.addWidget(self.import_button)
        self.table = table_widget([self.tr("Name"), self.tr("ITS PIN"), self.tr("Faction / sectorial"),
                                   self.tr("Club"), self.tr("Army lists"), self.tr("Joined in"), self.tr("Status"),
                                   self.tr("Checked in")])
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
        self.reinstate_button.clicked.connect(self._reinstate_clicked)
        self.check_in_button.clicked.connect(self._check_in_clicked)
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
            if p.pending:
                status = self.tr("Pending (not confirmed)") + ("" if p.dropped_after_round is None else f"; {status}")
            army = " — ".join(army_name(x) for x in (p.faction, p.sectorial) if x)
            cells = [item(p.name, data=p.id), item(p.pin), item(army or None), item(p.club),
                     item(len(p.lists), CENTER, tip="\n\n".join(p.lists) or None),
                     item(self.tr("round %1").replace("%1", str(p.joined_round)) if p.joined_round > 1
                          else self.tr("start")), item(status), item(self.tr("yes") if p.checked_in else "", CENTER)]
            for col, c in enumerate(cells):
                if p.dropped_after_round is not None:
                    c.setForeground(QBrush(QColor("#888")))
                elif p.pending:
                    c.setBackground(QBrush(QColor(PENDING_COLOR)))
                t.setItem(row, col, c)
        active = [p for p in self.players if p.dropped_after_round is None]
        # Each count agrees with its own number ("1 pointé", "5 actifs"): one counted message each.
        counts = [self.tr("%n player(s)", "", len(self.players)), self.tr("%n active", "", len(active)),
                  self.tr("%n checked in", "", sum(p.checked_in for p in active))]
        pending = sum(p.pending for p in active)
        if pending:
            counts.append(self.tr("%n pending registration(s)", "", pending))
        text = ", ".join(counts)
        season = self.w.season()
        if season is not None and self.eid and active:
            advised = season_rounds(season, len(active))
            planned = self.repo.rounds_planned(self.eid)
            text += " — " + self.tr("%1 advises %2 rounds for %3 players").replace("%1", season.id.upper()) \
                .replace("%2", str(advised)).replace("%3", str(len(active)))
            if planned != advised:
                text += self.tr(" (this event: %1)").replace("%1", str(planned))
        self.count.setText(text)

    def _selected(self) -> PlayerRecord | None:
        rows = {i.row() for i in self.table.selectedItems()}
        return self.players[min(rows)] if rows else None

    # -- actions (the buttons open dialogs; tests call these directly) --
    def add_player(self, name: str, pin: str | None = None, faction: str | None = None, club: str | None = None,
                   lists: list[str] | tuple[str, ...] = (), sectorial: str | None = None) -> PlayerRecord | None:
        rec = self.attempt(self.repo.add_player, self.eid, name, pin=pin, faction=faction, club=club,
                           lists=list(lists), sectorial=sectorial, who=self.w.who)
        if rec and rec.joined_round > 1:
            self.banner.ok(self.tr("%1 joins from round %2 (late addition)").replace("%1", rec.name)
                           .replace("%2", str(rec.joined_round)))
        return rec

    def edit_player(self, player: PlayerRecord, **fields) -> PlayerRecord | None:
        return self.attempt(self.repo.update_player, player.id, who=self.w.who, expected_version=player.version,
                            **fields)

    def drop(self, player_id: int, after_round: int | None) -> bool:
        before = self.repo.get_player(player_id)
        done = bool(self.attempt(self.repo.drop_player, player_id, after_round, who=self.w.who))
        if done and after_round is None and before.dropped_after_round is not None:
            paired = {g.round for g in self.repo.games(self.eid)}
            missed = sorted(r for r in paired if r > before.dropped_after_round and not any(
                player_id in (g.a, g.b) for g in self.repo.games(self.eid, r)))
            if missed:
                self.banner.error(self.tr("%1 is back in the event, but round %2 is already paired without them: "
                                          "they have no game there (give them the bye or pair that round again)")
                                  .replace("%1", before.name).replace("%2", ", ".join(str(r) for r in missed)))
        return done

    def check_in(self, player_id: int, present: bool = True) -> bool:
        return bool(self.attempt(self.repo.check_in, player_id, present, who=self.w.who))

    def _submit(self, player: PlayerRecord | None, values: dict[str, Any]) -> str | None:
        """The dialog's save: None when it worked, else the error (the dialog stays open with what was typed)."""
        if player is None:
            rec = self.add_player(**values)
        else:
            rec = self.edit_player(player, **values)
        return None if rec else self.banner.text()

    def _reinstate_clicked(self) -> None:
        p = self._selected()
        if p is not None:
            self.drop(p.id, None)

    def _check_in_clicked(self) -> None:
        p = self._selected()
        if p is not None:
            self.check_in(p.id, not p.checked_in)

    def import_csv_text(self, text: str | bytes, source: str | None = None) -> None:
        report = self.attempt(self.repo.import_players_csv, self.eid, text, who=self.w.who, source=source)
        if report:
            msg = self.tr("%n player(s) imported", "", len(report.added))
            if report.skipped:
                msg += self.tr("; skipped: ") + "; ".join(report.skipped)
            (self.banner.error if report.skipped else self.banner.ok)(msg)
        return report

    def _add_clicked(self) -> None:
        if not self.eid:
            return
        dlg = PlayerDialog(self, factions=sorted({p.faction for p in self.players if p.faction}),
                           submit=lambda v: self._submit(None, v))
        dlg.exec()

    def _edit_clicked(self) -> None:
        p = self._selected()
        if p is None:
            return
        dlg = PlayerDialog(self, p, factions=sorted({x.faction for x in self.players if x.faction}),
                           submit=lambda v: self._submit(p, v))
        dlg.exec()

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
            from its_desktop.domain.errors import InputError
            from its_desktop.domain.inputs import read_bytes

            try:
                data = read_bytes(path)  # a regular file of sane size; its encoding is found by the import
            except InputError as exc:
                self.banner.error(str(exc))
                return
            self.import_csv_text(data, source=path)
