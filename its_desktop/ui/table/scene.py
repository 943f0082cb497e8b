"""The table scene: one ResolvedMission drawn in table units, plus the troopers of a document."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import Trooper

from . import style
from .items import Label, MarkerItem, RangeRing, TableRect, TrooperItem, ZoneItem


class TableScene(QGraphicsScene):
    trooper_moved = Signal(str, float, float)   # live, on every position change while dragging
    drag_started = Signal()
    drag_finished = Signal()

    def __init__(self, mission: ResolvedMission, parent=None) -> None:
        super().__init__(parent)
        self.mission = mission
        self.width, self.depth = mission.width, mission.depth
        self.unit_mm = mission.unit_mm
        self.grid = 0  # 0 off, else the fine spacing in table units (coarse lines every 6)
        self.snap = 0.0
        self.round = 1
        margin = 3.0
        self.setSceneRect(QRectF(-margin, -margin, self.width + 2 * margin, self.depth + 2 * margin))
        self.addItem(TableRect(self.width, self.depth))
        self.zone_items: dict[str, ZoneItem] = {}
        for zone in mission.zones:
            item = ZoneItem(zone)
            self.zone_items[zone.id] = item
            self.addItem(item)
        self.marker_items: dict[str, MarkerItem] = {}
        for marker in mission.markers:
            item = MarkerItem(marker, self.unit_mm)
            self.marker_items[marker.id] = item
            self.addItem(item)
        spots = [(m.x, m.y) for m in mission.markers]
        for item in self.zone_items.values():
            item.place_total(spots)
        self.trooper_items: dict[str, TrooperItem] = {}
        self.rings: dict[str, RangeRing] = {}
        self._rulers()
        self.show_round(1)

    # -- layout -------------------------------------------------------------------------------
    def _rulers(self) -> None:
        step = 6
        self.ruler_labels: list[tuple[Label, float]] = []
        for x in range(0, int(self.width) + 1, step):
            label = Label(f"{x}", size=7, color=QColor(90, 90, 90))
            label.setPos(x, -1.2)
            self.addItem(label)
            self.ruler_labels.append((label, x))
        for y in range(0, int(self.depth) + 1, step):
            label = Label(f"{y}", size=7, color=QColor(90, 90, 90))
            label.setPos(-1.4, y)
            self.addItem(label)
            self.ruler_labels.append((label, y))

    def set_ruler_units(self, factor: float) -> None:
        """Edge numbers in table units (factor 1) or another unit (cm: unit_mm / 10)."""
        for label, value in self.ruler_labels:
            label.setText(f"{value * factor:g}" if factor == 1 else f"{value * factor:.1f}".rstrip("0").rstrip("."))
        for side, y in (("A", -2.3), ("B", self.depth + 1.4)):
            label = Label(self.tr("Side %1").replace("%1", side), size=8, color=style.PLAYER[side], bold=True)
            label.setPos(self.width / 2, y)
            self.addItem(label)

    def show_round(self, round_: int) -> None:
        """Zones that grow per round show only this round's extent."""
        self.round = round_
        for item in self.zone_items.values():
            item.setVisible(not item.zone.per_round or round_ in (item.zone.rounds or []))

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt override
        if not self.grid:
            return
        for spacing, color in ((self.grid, QColor(0, 0, 0, 35)), (self.grid * 6, QColor(0, 0, 0, 80))):
            painter.setPen(style.pen(color, 1))
            x = 0.0
            while x <= self.width + 1e-9:
                painter.drawLine(QPointF(x, 0), QPointF(x, self.depth))
                x += spacing
            y = 0.0
            while y <= self.depth + 1e-9:
                painter.drawLine(QPointF(0, y), QPointF(self.width, y))
                y += spacing

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag_started.emit()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag_finished.emit()

    # -- troopers -----------------------------------------------------------------------------
    def clamp(self, pos: QPointF, radius: float) -> QPointF:
        x, y = pos.x(), pos.y()
        if self.snap:
            x, y = round(x / self.snap) * self.snap, round(y / self.snap) * self.snap
        return QPointF(min(max(x, radius), self.width - radius), min(max(y, radius), self.depth - radius))

    def add_trooper(self, trooper: Trooper) -> TrooperItem:
        item = TrooperItem(trooper, self.unit_mm, self._moved, self.clamp)
        self.trooper_items[trooper.id] = item
        self.addItem(item)
        return item

    def remove_trooper(self, tid: str) -> None:
        item = self.trooper_items.pop(tid, None)
        self.rings.pop(tid, None)
        if item is not None:
            self.removeItem(item)

    def _moved(self, item: TrooperItem) -> None:
        self.trooper_moved.emit(item.trooper_id, item.pos().x(), item.pos().y())

    def set_ring(self, tid: str, distance: float | None) -> None:
        """Show (or hide, with None) a ring ``distance`` from the edge of a trooper's base."""
        old = self.rings.pop(tid, None)
        if old is not None:
            self.removeItem(old)
        item = self.trooper_items.get(tid)
        if distance is not None and item is not None:
            self.rings[tid] = RangeRing(item.radius + distance, item)

    def selected_trooper_ids(self) -> list[str]:
        return [i.trooper_id for i in self.selectedItems() if isinstance(i, TrooperItem)]

    def show_evaluation(self, result: dict) -> None:
        for zone in result["zones"]:
            item = self.zone_items.get(zone["id"])
            if item is not None and zone["is_zo"]:
                item.show_domination(zone["points"], zone["dominated_by"])
        for marker in result["markers"]:
            item = self.marker_items.get(marker["id"])
            if item is not None:
                if (item.x(), item.y()) != (marker["x"], marker["y"]):
                    item.setPos(marker["x"], marker["y"])
                item.show_status(marker["controlled_by"], marker["state"], tuple(marker.get("activated_by", ())))


__all__ = ["TableScene"]
