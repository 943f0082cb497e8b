"""The main window: pick a season, scenario and game size and read what the mission holds."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QMainWindow, QPlainTextEdit, QVBoxLayout, QWidget,
)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("ITS Table Assistant"))
        self.season_box = QComboBox()
        self.scenario_box = QComboBox()
        self.points_box = QComboBox()
        self.summary = QPlainTextEdit(readOnly=True)
        bar = QHBoxLayout()
        for label, box in ((self.tr("Season"), self.season_box), (self.tr("Scenario"), self.scenario_box),
                           (self.tr("Points"), self.points_box)):
            bar.addWidget(QLabel(label))
            bar.addWidget(box, 1)
        layout = QVBoxLayout()
        layout.addLayout(bar)
        layout.addWidget(self.summary, 1)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)
        self.resize(900, 640)
        self._settings = QSettings()
        if geometry := self._settings.value("main/geometry"):
            self.restoreGeometry(geometry)
        self._fill_seasons()
        self.season_box.currentIndexChanged.connect(self._fill_scenarios)
        self.scenario_box.currentIndexChanged.connect(self._fill_points)
        self.points_box.currentIndexChanged.connect(self._show_mission)
        self._fill_scenarios()

    def _fill_seasons(self) -> None:
        from its_desktop.domain.mission import catalog

        for sid in catalog.season_ids():
            self.season_box.addItem(catalog.season(sid).name.en, sid)

    def _fill_scenarios(self) -> None:
        from its_desktop.domain.mission import catalog

        season = self.season_box.currentData()
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        for entry in catalog.entries():
            if entry.season == season:
                self.scenario_box.addItem(catalog.scenario(entry.id).name.en, entry.id)
        self.scenario_box.blockSignals(False)
        self._fill_points()

    def _fill_points(self) -> None:
        from its_desktop.domain.mission import catalog

        season = self.season_box.currentData()
        self.points_box.blockSignals(True)
        self.points_box.clear()
        if season:
            for p in catalog.season(season).points:
                self.points_box.addItem(self.tr("%n points", "", p), p)
        self.points_box.blockSignals(False)
        self._show_mission()

    def _show_mission(self) -> None:
        from its_desktop.domain.mission import catalog

        mission_id, points = self.scenario_box.currentData(), self.points_box.currentData()
        if not mission_id or not points:
            self.summary.setPlainText(self.tr("No scenario in this season yet."))
            return
        m = catalog.mission(mission_id, points)
        lines = [self.tr("Table: %1 x %2 %3").replace("%1", f"{m.width:g}").replace("%2", f"{m.depth:g}")
                 .replace("%3", m.season.unit), ""]
        for z in m.zones:
            x0, y0, x1, y1 = z.geometry.bounds
            flag = self.tr(" (inferred: %1)").replace("%1", z.inferred) if z.inferred else ""
            lines.append(f"{z.name}: x {x0:g}–{x1:g}, y {y0:g}–{y1:g}{flag}")
        for mk in m.markers:
            flag = self.tr(" (inferred: %1)").replace("%1", mk.inferred) if mk.inferred else ""
            lines.append(f"{mk.label}: ({mk.x:g}, {mk.y:g}){flag}")
        lines += ["", m.scenario.notes.en]
        self.summary.setPlainText("\n".join(lines))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._settings.setValue("main/geometry", self.saveGeometry())
        super().closeEvent(event)
