"""The "Table check" panel: runs the organizer guide's checks off the GUI thread (progress, cancel),
shows each metric for side A and side B with its verdict, and draws the findings over the table.

The panel owns the overlay item it puts in the table's scene and takes it away when the table
changes (the findings no longer describe it) or another table is opened. Words of the findings come
from the gettext catalog (``presentation/terrain.py``), shared with ``its-desktop terrain check``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from .table.check_runner import CheckRunner
from .table_job import TableJob

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from its_desktop.domain.terrain.metrics import Finding, Layout
    from its_desktop.domain.terrain.overlay import Overlay

ROWS = ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives")


class CheckPanel(TableJob):
    check_requested = Signal()  # the window answers with :meth:`run` (it knows the table)
    runner: CheckRunner

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CheckRunner, parent)
        self.findings: list[Finding] | None = None
        self.overlays: dict[str, Overlay] = {}
        self._size = (0.0, 0.0)
        self._unit = "in"  # lengths shown in this unit
        self.start_button.clicked.connect(self.check_requested)
        self.height_box = QComboBox()
        self.height_box.currentIndexChanged.connect(lambda _i: self._show())
        # Three columns fit the panel column: the threshold is the check's second line.
        self.grid = QTableWidget(0, 3)
        self.grid.verticalHeader().hide()
        self.grid.setWordWrap(True)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        # The check's name wraps: its row grows when the column narrows (the values' columns fit last).
        header.sectionResized.connect(lambda *_a: self.grid.resizeRowsToContents())
        self.note = QLabel()
        self.note.setWordWrap(True)
        from .heat_section import HeatSection

        self.heat = HeatSection(self)
        self.heat.overlay_changed.connect(self.overlay_changed)
        column = QVBoxLayout(self)
        column.addLayout(self.buttons())
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.height_box)
        column.addWidget(self.show_box)
        column.addWidget(self.grid, 1)
        column.addWidget(self.note)
        column.addWidget(self.heat)
        self.runner.finished.connect(lambda done: self._finished(*done))  # (findings, overlays)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        self._retranslate()
        self._idle(self.tr("Not checked yet: lay out the scenery, then check this table."))

    # -- what the window calls ------------------------------------------------------------------
    def run(self, layout: Layout, scene: QGraphicsScene, unit: str) -> None:
        """Check ``layout`` (the table shown in ``scene``) on a thread; the overlay goes into ``scene``.
        Lengths are shown in ``unit`` ("in" or "cm", as the window shows them)."""
        self.clear(heat=False)  # the heat map, if any, describes this table still
        self._size, self._unit = (layout.width, layout.depth), unit
        self._started(scene, self.tr("Checking the lines of fire…"))
        self.runner.start(layout)

    def clear(self, heat: bool = True) -> None:
        """Forget the findings and take the overlay off the table (another table, or this one changed);
        the heat map too unless ``heat`` is False."""
        self.runner.cancel(quiet=True)
        self._remove_item()
        self.findings, self.overlays, self._scene = None, {}, None
        self.grid.setRowCount(0)
        if heat:
            self.heat.clear()

    def stale(self) -> None:
        """The table changed: the findings and the heat map no longer describe it."""
        self.heat.stale()
        if self.findings is not None or self.runner.running:
            self.clear(heat=False)
            self._idle(self.tr("The table changed: check it again."))

    # -- the runner's news ----------------------------------------------------------------------
    def _finished(self, findings: list[Finding], overlays: dict[str, Overlay]) -> None:
        self.findings, self.overlays = findings, overlays
        self._idle("")
        self._show()

    def _failed(self, why: str) -> None:
        self._idle(self.tr("The check failed: %1").replace("%1", why))

    def _cancelled(self) -> None:
        self._idle(self.tr("Check cancelled."))

    # -- showing the findings -------------------------------------------------------------------
    def height_class(self) -> str:
        return str(self.height_box.currentData() or "infantry")

    def height_class_name(self) -> str:
        return self.height_box.currentText()

    def _show(self) -> None:
        from its_desktop.presentation.terrain import definitions, labels, limit_text, value_text

        if self.findings is None:
            return
        words = labels()
        meaning = definitions()
        hc = self.height_class()
        mine = [f for f in self.findings if f.height_class == hc]
        rows: list[tuple[str, str, str, str, bool]] = []
        whole: list[bool] = []  # rows about the whole table (flank lanes, the balance): one cell for both sides
        measures: list[str] = []  # each row's metric: its tooltip says what it measures
        for metric in ROWS:
            by_side = {f.side: f for f in mine if f.metric == metric}
            if "A" in by_side and "B" in by_side:
                a, b = by_side["A"], by_side["B"]
                rows.append((words[metric], f"{value_text(a, self._unit)} {words[a.verdict]}",
                             f"{value_text(b, self._unit)} {words[b.verdict]}", limit_text(a, words),
                             "fail" in (a.verdict, b.verdict)))
                whole.append(False)
                measures.append(metric)
        for f in mine:
            if f.metric == "edge_lane":
                cell = f"{value_text(f, self._unit)} {words[f.verdict]}"
                rows.append((f"{words['edge_lane']} ({words[f.detail.split()[0]]})", cell if f.side != "B" else "",
                             cell if f.side == "B" else "", limit_text(f, words), f.verdict == "fail"))
                whole.append(f.side is None)
                measures.append(f.metric)
        for f in self.findings:
            if f.height_class is None:
                label = words[f.metric] + (f" {words[f.detail]}" if f.metric == "quadrant_large" else "")
                rows.append((label, f"{value_text(f, self._unit)} {words[f.verdict]}", "", limit_text(f, words),
                             f.verdict == "fail"))
                whole.append(True)
                measures.append(f.metric)
        self.grid.clearSpans()
        self.grid.setRowCount(len(rows))
        for r, (name, side_a, side_b, limit, failing) in enumerate(rows):
            for c, text in enumerate((f"{name}\n{limit}", side_a.replace(" (", "\n("), side_b.replace(" (", "\n("))):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{name}: {limit}\n{meaning.get(measures[r], '')}".rstrip())
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c else Qt.AlignmentFlag.AlignLeft
                                      | Qt.AlignmentFlag.AlignVCenter)
                if failing:
                    font = item.font()
                    font.setBold(True)  # a failing row reads apart without colour
                    item.setFont(font)
                self.grid.setItem(r, c, item)
            if whole[r]:
                self.grid.setSpan(r, 1, 1, 2)  # a finding of the whole table, not of one side
        self.grid.resizeRowsToContents()
        fails = sum(1 for *_, failing in rows if failing)
        self.status.setText(self.tr("%1 of %2 checks fail (bold rows). The table shows them.")
                            .replace("%1", str(fails)).replace("%2", str(len(rows))) if fails
                            else self.tr("Every check passes."))
        self._draw()

    def new_item(self) -> QGraphicsItem | None:
        from .table.check_overlay import CheckOverlayItem

        overlay = self.overlays.get(self.height_class())
        return None if overlay is None else CheckOverlayItem(overlay, *self._size)

    # -- language ---------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.start_button.setText(self.tr("Check this table"))
        self.start_button.setToolTip(self.tr("Lines of fire for both sides, infantry and TAG: where a sniper or "
                                             "a paratrooper would own the table (Ctrl+K)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the table check"))
        self.height_box.setAccessibleName(self.tr("Findings shown for"))
        self.grid.setAccessibleName(self.tr("Table check findings"))
        self.progress.setAccessibleName(self.tr("Table check progress"))
        self.show_box.setText(self.tr("Show the findings on the table"))
        self.grid.setHorizontalHeaderLabels([self.tr("Check (threshold)"), self.tr("Side A"), self.tr("Side B")])
        self.note.setText(self.tr("Every threshold is a first guess, to be tuned with organizers. "
                                  "A row's tooltip says what it measures."))
        current = self.height_box.currentIndex()
        self.height_box.blockSignals(True)
        self.height_box.clear()
        self.height_box.addItem(self.tr("Infantry (Silhouette 2)"), "infantry")
        self.height_box.addItem(self.tr("TAG (Silhouette 7)"), "tag")
        self.height_box.setCurrentIndex(max(current, 0))
        self.height_box.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._show()
        super().changeEvent(event)


__all__ = ["CheckPanel"]
