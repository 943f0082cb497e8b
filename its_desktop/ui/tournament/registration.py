"""The Registration tab: players, late additions, drops, the CSV import."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QFileDialog, QHBoxLayout, QInputDialog, QLabel, QMessageBox,
                               QPushButton, QVBoxLayout)

from .common import CENTER, INFO_STYLE, Tab, item, table_widget
from .dialogs import PlayerDialog

if TYPE_CHECKING:
    from its_desktop.persistence.events import PlayerRecord

    from .window import TournamentWindow


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
        if not self.eid:
            return
        dlg = PlayerDialog(self, factions=sorted({p.faction for p in self.players if p.faction}))
        if dlg.exec():
            self.add_player(**dlg.values())

    def _edit_clicked(self) -> None:
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
