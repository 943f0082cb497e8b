"""The heat map's part of the Table check panel: pick what to measure (a side's deployment zone, or the
objectives), compute it off the GUI thread (progress, cancel), show or hide it on the table.

It measures for the height class the panel's "Findings shown for" picks. Like the findings, the map
comes off the table when the table changes (it no longer describes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from .table.heat_runner import HeatRunner
from .table_job import TableJob

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from its_desktop.domain.terrain.heatmap import HeatMap
    from its_desktop.domain.terrain.metrics import Layout
    from its_desktop.domain.terrain.silhouettes import HeightClass


class HeatSection(TableJob):
    heat_requested = Signal()  # the window answers with :meth:`run` (it knows the table)
    runner: HeatRunner

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(HeatRunner, parent)
        self.heat: HeatMap | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.target_box = QComboBox()
        self.start_button.clicked.connect(self.heat_requested)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.target_box)
        column.addLayout(self.buttons())
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.show_box)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(lambda why: self._idle(self.tr("The heat map failed: %1").replace("%1", why)))
        self.runner.cancelled.connect(lambda: self._idle(self.tr("Heat map cancelled.")))
        self._retranslate()
        self._idle("")

    def target(self) -> str:
        return str(self.target_box.currentData() or "zone-B")

    def target_name(self, key: str) -> str:
        return {"zone-A": self.tr("Side A's deployment zone"), "zone-B": self.tr("Side B's deployment zone"),
                "objectives": self.tr("the objectives")}[key]

    # -- what the window calls ------------------------------------------------------------------
    def run(self, layout: Layout, scene: QGraphicsScene, hc: HeightClass, hc_name: str) -> None:
        self.clear()
        self._started(scene, self.tr("Measuring how much of %1 each grid square sees (%2)…")
                      .replace("%1", self.target_name(self.target())).replace("%2", hc_name))
        self._hc_name = hc_name
        self.runner.start(layout, self.target(), hc)

    def clear(self) -> None:
        self.runner.cancel(quiet=True)
        self._remove_item()
        self.heat, self._scene = None, None

    def stale(self) -> None:
        if self.heat is not None or self.runner.running:
            self.clear()
            self._idle(self.tr("The table changed: make the heat map again."))

    # -- the runner's news ----------------------------------------------------------------------
    def _finished(self, heat: HeatMap) -> None:
        import numpy as np

        self.heat = heat
        values = heat.values[~np.isnan(heat.values)]
        top = float(values.max()) if values.size else 0.0
        self._idle(self.tr("Heat map of %1 (%2): the darkest square sees %3 %.")
                   .replace("%1", self.target_name(heat.target)).replace("%2", self._hc_name)
                   .replace("%3", f"{100 * top:.0f}"))
        self._draw()

    def new_item(self) -> QGraphicsItem | None:
        from .table.heat_overlay import HeatItem

        return None if self.heat is None else HeatItem(self.heat)

    # -- language ---------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.title.setText(self.tr("<b>Heat map</b>: how much of a target each grid square of the table sees"))
        self.start_button.setText(self.tr("Make the heat map"))
        self.start_button.setToolTip(self.tr("For the height class above; dark squares see more (Ctrl+Shift+K)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the heat map"))
        self.progress.setAccessibleName(self.tr("Heat map progress"))
        self.target_box.setAccessibleName(self.tr("Heat map of"))
        self.show_box.setText(self.tr("Show the heat map on the table"))
        current = self.target_box.currentIndex()
        self.target_box.blockSignals(True)
        self.target_box.clear()
        for key in ("zone-B", "zone-A", "objectives"):
            self.target_box.addItem(self.tr("Sees %1").replace("%1", self.target_name(key)), key)
        self.target_box.setCurrentIndex(max(current, 0))
        self.target_box.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
