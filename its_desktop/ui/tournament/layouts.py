"""The Layouts tab: the event's library of scenery layouts, which one stands on each table, and the check of
every table at once.

The library's layouts come from ``.itstable`` files (the layout editor, Scenery → Edit the layout, saves
them); each table's layout is chosen in its row. Every write passes the version the tab showed, so a station
that changed the same table first wins and this one says so (nothing overwritten); a table whose round has
started shows its layout greyed and cannot change it. "Check all tables" checks each table's layout against
the chosen round's scenario off the GUI thread, with a progress bar and Cancel; failing checks are marked
with a cross and bold, not by colour alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QGroupBox, QHBoxLayout, QLabel,
                               QProgressBar, QPushButton, QSpinBox, QSplitter, QVBoxLayout)

from its_desktop.domain.errors import InputError
from its_desktop.domain.itstable import named_layout
from its_desktop.domain.terrain.event_check import TableCheck
from its_desktop.presentation.terrain import table_rows

from .common import CENTER, INFO_STYLE, Tab, item, table_widget
from .layout_check import EventCheckRunner

if TYPE_CHECKING:
    from its_desktop.persistence.events import LayoutRecord, TableLayoutRecord

    from .host import TournamentHost

FAIL_MARK = "✗ "  # a shape, not a colour: reads in greyscale and for colour-blind eyes


class LayoutsTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.library: list[LayoutRecord] = []
        self.assigned: list[TableLayoutRecord] = []
        self.results: list[TableCheck] = []
        self._checked_what: tuple[int, dict] | None = None  # the round and the layouts the results are for
        self._unit = "in"

        lib = QGroupBox(self.tr("Layouts"))
        ll = QVBoxLayout(lib)
        self.library_table = table_widget([self.tr("Layout"), self.tr("Table size"), self.tr("Pieces"),
                                           self.tr("On tables")])
        self.library_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add from a table file…"))
        self.add_button.setToolTip(self.tr("A table saved with its scenery (Scenery → Edit the layout, then File → "
                                           "Save)"))
        self.replace_button = QPushButton(self.tr("Replace from a table file…"))
        self.remove_button = QPushButton(self.tr("Remove"))
        for b in (self.add_button, self.replace_button, self.remove_button):
            row.addWidget(b)
        ll.addWidget(self.library_table, 1)
        ll.addLayout(row)

        tabs = QGroupBox(self.tr("Tables"))
        tl = QVBoxLayout(tabs)
        self.tables = table_widget([self.tr("Table"), self.tr("Layout"), self.tr("State")])
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        tl.addWidget(self.tables, 1)

        check = QGroupBox(self.tr("Check all tables"))
        cl = QVBoxLayout(check)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Round")))
        self.round_box = QSpinBox()
        self.round_box.setRange(1, 50)
        self.round_box.setToolTip(self.tr("The tables are checked against this round's scenario"))
        self.check_button = QPushButton(self.tr("Check all tables"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%p% checked"))
        self.progress.setVisible(False)
        for w in (self.round_box, self.check_button, self.progress, self.cancel_button):
            bar.addWidget(w)
        bar.addStretch(1)
        self.check_state = QLabel(self.tr("Every threshold is a first guess, to be tuned with organizers."))
        self.check_state.setStyleSheet(INFO_STYLE)
        self.check_state.setWordWrap(True)
        self.results_table = table_widget([self.tr("Table"), self.tr("Layout"), self.tr("Result")])
        self.results_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.detail = table_widget([self.tr("Check"), self.tr("Side A"), self.tr("Side B"), self.tr("Threshold")])
        self.detail.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.results_table)
        split.addWidget(self.detail)
        split.setStretchFactor(1, 2)
        split.setSizes([420, 800])  # the result column reads without wrapping at 1280 px
        cl.addLayout(bar)
        cl.addWidget(self.check_state)
        cl.addWidget(split, 1)

        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(lib)
        top.addWidget(tabs)
        outer = QSplitter(Qt.Orientation.Vertical)
        outer.addWidget(top)
        outer.addWidget(check)
        outer.setStretchFactor(1, 2)
        lay = QVBoxLayout(self)
        lay.addWidget(self.banner)
        lay.addWidget(outer, 1)

        self.runner = EventCheckRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self._checked)
        self.runner.failed.connect(self._check_failed)
        self.runner.cancelled.connect(self._check_cancelled)
        self.add_button.clicked.connect(lambda: self._pick_file(replace=False))
        self.replace_button.clicked.connect(lambda: self._pick_file(replace=True))
        self.remove_button.clicked.connect(self._remove_clicked)
        self.check_button.clicked.connect(lambda: self.check_all())
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.results_table.itemSelectionChanged.connect(self._show_detail)

    # -- showing --
    def refresh(self) -> None:
        if not self.eid:
            return
        self.library = self.repo.layouts(self.eid)
        self.assigned = self.repo.table_layouts(self.eid)
        t = self.library_table
        t.setRowCount(len(self.library))
        from its_desktop.domain import lengths

        season = self.w.season()
        unit = season.unit if season is not None else "in"
        for i, r in enumerate(self.library):
            t.setItem(i, 0, item(r.name, data=r.id))
            # "48 × 48 po" as the command line and every other line give it (the chosen units, else the pack's)
            t.setItem(i, 1, item(lengths.size(r.width, r.depth, unit), CENTER))
            t.setItem(i, 2, item(r.pieces, CENTER))
            t.setItem(i, 3, item(", ".join(str(n) for n in r.tables) or "–"))
        self.tables.setRowCount(len(self.assigned))
        for i, a in enumerate(self.assigned):
            self.tables.setItem(i, 0, item(a.number, CENTER, data=a.number))
            box = QComboBox()
            box.addItem(self.tr("(no layout)"), None)
            for r in self.library:
                box.addItem(r.name, r.id)
            box.setCurrentIndex(max(0, box.findData(a.layout_id)) if a.layout_id is not None else 0)
            box.setEnabled(not a.frozen)
            box.setAccessibleName(self.tr("Layout of table %1").replace("%1", str(a.number)))
            box.activated.connect(lambda _i, n=a.number, b=box: self.assign(n, b.currentData()))
            self.tables.setCellWidget(i, 1, box)
            self.tables.setItem(i, 2, item(self.tr("frozen: its round has started") if a.frozen else ""))
        rounds = self.repo.rounds(self.eid)
        if rounds and not self.runner.running:
            self.round_box.setMaximum(max(r.number for r in rounds))
        self._enable()

    def _enable(self) -> None:
        chosen = self._chosen_layout() is not None
        self.replace_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)

    def _chosen_layout(self) -> LayoutRecord | None:
        row = self.library_table.currentRow()
        return self.library[row] if 0 <= row < len(self.library) else None

    # -- writing --
    def add_layout_file(self, path: str | Path, name: str | None = None) -> bool:
        try:
            layout = named_layout(Path(path), name)
        except InputError as exc:  # one line naming the file and the field
            self.banner.error(str(exc))
            return False
        return bool(self.attempt(self.repo.add_layout, self.eid, layout, who=self.w.who,
                                 ok=self.tr("Layout %1 added").replace("%1", layout.name)))

    def replace_layout_file(self, layout_id: int, path: str | Path) -> bool:
        rec = next((r for r in self.library if r.id == layout_id), None)
        if rec is None:
            return False
        try:
            layout = named_layout(Path(path), rec.name)
        except InputError as exc:
            self.banner.error(str(exc))
            return False
        return bool(self.attempt(self.repo.replace_layout, layout_id, layout, who=self.w.who,
                                 expected_version=rec.version,
                                 ok=self.tr("Layout %1 replaced").replace("%1", rec.name)))

    def assign(self, number: int, layout_id: int | None) -> bool:
        shown = next((a for a in self.assigned if a.number == number), None)
        ok = self.attempt(self.repo.assign_layout, self.eid, number, layout_id, who=self.w.who,
                          expected_version=shown.version if shown else 0)
        if not ok:
            self.refresh()  # show what is stored now (another station's choice)
        return bool(ok)

    def _pick_file(self, replace: bool) -> None:
        path, _ = QFileDialog.getOpenFileName(self.w.window(), self.tr("A table file with its scenery"),
                                              self.w.last_dir(), self.tr("Table (*.itstable);;All files (*)"))
        if not path:
            return
        self.w.remember_dir(path)
        rec = self._chosen_layout()
        if replace and rec is not None:
            self.replace_layout_file(rec.id, path)
        else:
            self.add_layout_file(path)

    def _remove_clicked(self) -> None:
        rec = self._chosen_layout()
        if rec is None:
            return
        if self.w.prompts.confirm(self.tr("Remove layout"),
                                  self.tr("Remove the layout %1 from the event?").replace("%1", rec.name)):
            self.attempt(self.repo.delete_layout, rec.id, who=self.w.who, expected_version=rec.version)

    # -- checking --
    def check_all(self, number: int | None = None, workers: int | None = None) -> bool:
        if not self.eid:
            return False
        got = self.attempt_read(self.repo.round_mission, self.eid, number or self.round_box.value())
        if got is None:
            return False
        n, mission = got
        on = self.repo.layouts_on_tables(self.eid)
        if not on:
            self.banner.error(self.tr("No table has a layout yet: choose one in the Tables list"))
            return False
        self.banner.clear_message()
        self._unit = mission.season.unit
        self.results_table.setRowCount(0)
        self.detail.setRowCount(0)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.check_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.check_state.setText(self.tr("Checking %1 tables against %2…").replace("%1", str(len(on)))
                                 .replace("%2", mission.scenario.name.get()))
        self._checked_what = (n, dict(on))
        self.results = []
        self.runner.start(mission, on, workers)
        return True

    def results_for(self, number: int) -> dict[int, TableCheck]:
        """The last check's results when they are for round ``number`` and the layouts stand as they were
        (the table pack prints them instead of checking again); else none."""
        if not self.eid or self._checked_what is None or self._checked_what[0] != number or not self.results:
            return {}
        if self.repo.layouts_on_tables(self.eid) != self._checked_what[1]:
            return {}
        return {r.table: r for r in self.results}

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def _stopped(self) -> None:
        self.progress.setVisible(False)
        self.check_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _check_cancelled(self) -> None:
        self._stopped()
        self.check_state.setText(self.tr("Check cancelled"))

    def _check_failed(self, why: str) -> None:
        self._stopped()
        self.banner.error(self.tr("The check failed: %1").replace("%1", why))

    def _checked(self, results: list[TableCheck]) -> None:
        self._stopped()
        self.results = results
        bold = QFont()
        bold.setBold(True)
        t = self.results_table
        t.setRowCount(len(results))
        failing = 0
        for i, r in enumerate(results):
            t.setItem(i, 0, item(r.table, CENTER, data=r.table))
            t.setItem(i, 1, item(r.layout))
            if r.problem is not None:
                text = FAIL_MARK + self.tr("not checked: %1").replace("%1", r.problem)
            elif r.failures:
                text = FAIL_MARK + self.tr("%1 of %2 checks fail").replace("%1", str(r.failures)).replace(
                    "%2", str(len(r.findings)))
            else:
                text = self.tr("every check passes")
            cell = item(text)
            if r.problem is not None or r.failures:
                cell.setFont(bold)
                failing += 1
            t.setItem(i, 2, cell)
        self.check_state.setText(self.tr("%1 tables checked; %2 with failing checks. Every threshold is a first "
                                         "guess.").replace("%1", str(len(results))).replace("%2", str(failing)))
        if results:
            t.selectRow(0)

    def _show_detail(self) -> None:
        row = self.results_table.currentRow()
        if not 0 <= row < len(self.results):
            return
        r = self.results[row]
        rows = table_rows(list(r.findings), self._unit)
        bold = QFont()
        bold.setBold(True)
        self.detail.setRowCount(len(rows))
        for i, (label, a, b, limit, fails) in enumerate(rows):
            cells = [(FAIL_MARK if fails else "") + label, a, b, limit]
            for j, text in enumerate(cells):
                cell = item(text)
                if fails:
                    cell.setFont(bold)
                self.detail.setItem(i, j, cell)

    def closing(self) -> None:
        self.runner.cancel(quiet=True)


__all__ = ["LayoutsTab"]
