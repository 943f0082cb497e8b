"""The heat map's part of the Table check panel: pick what to measure (a side's deployment zone, or the
objectives), compute it off the GUI thread (progress, cancel), show or hide it on the table.

It measures for the height class the panel's "Findings shown for" picks. Like the findings, the map
comes off the table when the table changes (it no longer describes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout,
                               QWidget)

from .table.heat_runner import HeatRunner

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from its_desktop.domain.terrain.heatmap import HeatMap
    from its_desktop.domain.terrain.metrics import Layout
    from its_desktop.domain.terrain.silhouettes import HeightClass

    from .table.heat_overlay import HeatItem


class HeatSection(QWidget):
    heat_requested = Signal()  # the window answers with :meth:`run` (it knows the table)
    overlay_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = HeatRunner(self)
        self.heat: HeatMap | None = None
        self.item: HeatItem | None = None
        self._scene: QGraphicsScene | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.target_box = QComboBox()
        self.run_button = QPushButton()
        self.run_button.clicked.connect(self.heat_requested)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(lambda: self.runner.cancel())
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.show_box = QCheckBox()
        self.show_box.setChecked(True)
        self.show_box.toggled.connect(lambda _on: self._draw())
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button, 1)
        buttons.addWidget(self.cancel_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.target_box)
        column.addLayout(buttons)
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(self.show_box)
        self.runner.progressed.connect(self._progressed)
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
        self._scene = scene
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.show()
        self.progress.setValue(0)
        self.status.setText(self.tr("Measuring how much of %1 each grid square sees (%2)…")
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
    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def _finished(self, heat: HeatMap) -> None:
        import numpy as np

        self.heat = heat
        values = heat.values[~np.isnan(heat.values)]
        top = float(values.max()) if values.size else 0.0
        self._idle(self.tr("Heat map of %1 (%2): the darkest square sees %3 %.")
                   .replace("%1", self.target_name(heat.target)).replace("%2", self._hc_name)
                   .replace("%3", f"{100 * top:.0f}"))
        self._draw()

    def _idle(self, text: str) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.hide()
        if text:
            self.status.setText(text)

    def _draw(self) -> None:
        from .table.heat_overlay import HeatItem

        self._remove_item()
        if self.heat is None or self._scene is None or not self.show_box.isChecked():
            return
        self.item = HeatItem(self.heat)
        self._scene.addItem(self.item)
        self.overlay_changed.emit()

    def _remove_item(self) -> None:
        if self.item is not None:
            scene = self.item.scene()
            if scene is not None:
                scene.removeItem(self.item)
            self.item = None
            self.overlay_changed.emit()

    # -- language ---------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.title.setText(self.tr("<b>Heat map</b>: how much of a target each grid square of the table sees"))
        self.run_button.setText(self.tr("Make the heat map"))
        self.run_button.setToolTip(self.tr("For the height class above; dark squares see more (Ctrl+Shift+K)"))
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
