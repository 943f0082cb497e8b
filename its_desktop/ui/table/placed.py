"""Elements the players placed (HVTs, QAZ creatures and templates), drawn with their owner's colour."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsEllipseItem

from its_desktop.domain.itstable import Placed
from its_desktop.domain.mission import ResolvedMission

from . import style
from .items import Z_MARKER
from .label import Label

DEFAULT_MM = 25.0  # an HVT or a QAZ creature stands on a 25 mm base or token


def placed_radius(placed: Placed, mission: ResolvedMission) -> float:
    spec = next((p for p in mission.placements if p.id == placed.placement), None)
    if spec is not None and spec.token and spec.token in mission.season.tokens:
        return mission.season.tokens[spec.token].diameter_mm / mission.unit_mm / 2
    return DEFAULT_MM / mission.unit_mm / 2


class PlacedItem(QGraphicsEllipseItem):
    def __init__(self, placed: Placed, mission: ResolvedMission) -> None:
        r = placed_radius(placed, mission)
        super().__init__(QRectF(-r, -r, 2 * r, 2 * r))
        self.placed = placed
        self.setPos(placed.x, placed.y)
        self.setBrush(QBrush(QColor(255, 255, 255)))
        self.setPen(style.pen(style.PLAYER[placed.player], 2.5, Qt.PenStyle.SolidLine))
        self.setZValue(Z_MARKER)
        spec = next((p for p in mission.placements if p.id == placed.placement), None)
        name = spec.name.get() if spec else placed.placement
        self.setToolTip(f"{name} ({placed.player})")
        self.radius = r
        self.label = Label(name, self, px=11)
