"""Graphics items of the table: zones, objective markers, troopers and their labels.

Geometry is in table units (the season's inch or 2.5 cm); labels ignore the view's transform so
text keeps its pixel size whatever the zoom and however the table is turned.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem,
)
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMarker, ResolvedZone
    from its_desktop.domain.table import Trooper

from . import style

Z_ZONE, Z_ZO, Z_MARKER, Z_TROOPER, Z_LABEL, Z_TOOL = 1, 2, 3, 5, 8, 10


class Label(QGraphicsSimpleTextItem):
    """Text that keeps its screen size and stays upright, centred on its anchor.

    It ignores the view's transform (zoom, the flipped y axis, the turned table); its own
    transform, a translation in pixels, centres it. No Python paint override: labels are the most
    numerous items and are drawn on every frame of a drag.
    """

    def __init__(self, text: str, parent: QGraphicsItem | None = None, size: float = 9,
                 color: QColor | None = None, bold: bool = False) -> None:
        super().__init__(text, parent)
        font = QFont()
        font.setPointSizeF(size)
        font.setBold(bold)
        self.setFont(font)
        self.setBrush(QBrush(color or QColor(20, 20, 20)))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._centre()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        if text != self.text():
            super().setText(text)
            self._centre()

    def _centre(self) -> None:
        r = super().boundingRect()
        self.setTransform(QTransform.fromTranslate(-r.width() / 2, -r.height() / 2))


def shape_path(geometry) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    polygons = list(geometry.geoms) if hasattr(geometry, "geoms") else [geometry]
    for poly in polygons:
        for ring in [poly.exterior, *poly.interiors]:
            coords = list(ring.coords)
            path.moveTo(*coords[0])
            for x, y in coords[1:]:
                path.lineTo(x, y)
            path.closeSubpath()
    return path


class ZoneItem(QGraphicsPathItem):
    def __init__(self, zone: ResolvedZone) -> None:
        super().__init__(shape_path(zone.geometry))
        self.zone = zone
        self.base_brush = style.zone_brush(zone.kind, zone.owner)
        self.setBrush(self.base_brush)
        pen = style.zone_pen(zone.kind, zone.owner)
        if zone.inferred:
            pen = style.pen(style.INFERRED, pen.widthF(), Qt.PenStyle.DashDotLine)
        self.setPen(pen)
        self.setZValue(Z_ZO if zone.is_zo else Z_ZONE)
        self.setToolTip(f"{zone.name}\n{zone.source}" + (f"\nInferred: {zone.inferred}" if zone.inferred else ""))
        self.total: Label | None = None
        if zone.is_zo:
            self.total = Label("", self, size=9, bold=True)

    def place_total(self, avoid: list[tuple[float, float]]) -> None:
        """Put the totals where no objective marker sits (quadrant consoles sit at the centroid)."""
        if self.total is None:
            return
        g = self.zone.geometry
        x0, y0, x1, y1 = g.bounds
        c = g.centroid
        candidates = [(c.x, c.y)] + [(x0 + (x1 - x0) * i / 6, y0 + (y1 - y0) * j / 6)
                                    for i in range(1, 6) for j in range(1, 6)]
        from shapely.geometry import Point

        candidates = [p for p in candidates if g.contains(Point(p))] or [(c.x, c.y)]

        def score(p: tuple[float, float]) -> float:
            clear = min((math.dist(p, a) for a in avoid), default=10.0)
            return min(clear, 3.0) - 0.05 * math.dist(p, (c.x, c.y))

        x, y = max(candidates, key=score)
        self.total.setPos(x, y)

    def show_domination(self, points: dict, dominated_by: str | None) -> None:
        key = (points.get("A"), points.get("B"), dominated_by)
        if key == getattr(self, "_shown", None):
            return  # most drag frames change nothing here; repainting a zone is not free
        self._shown = key
        tie = dominated_by is None and points.get("A") not in (0, None, "?") and points.get("A") == points.get("B")
        self.setBrush(style.domination_brush(dominated_by, tie) if dominated_by or tie else self.base_brush)
        if self.total is not None:
            text = lambda v: v if isinstance(v, str) else f"{v:g}"  # noqa: E731
            self.total.setText(f"A {text(points.get('A', 0))} · B {text(points.get('B', 0))}")


class MarkerItem(QGraphicsItem):
    """An objective marker at true footprint size, outlined by its controller."""

    def __init__(self, marker: ResolvedMarker, unit_mm: float) -> None:
        super().__init__()
        self.marker = marker
        self.unit_mm = unit_mm
        self.controlled_by: str | None = None
        self.state = "present"
        self.activated: tuple[str, ...] = ()
        if marker.diameter_mm is not None:
            r = marker.diameter_mm / unit_mm / 2
            self._rect = QRectF(-r, -r, 2 * r, 2 * r)
            self._round = True
        else:
            w, d = marker.footprint or (1.0, 1.0)
            self._rect = QRectF(-w / 2, -d / 2, w, d)
            self._round = False
        self.setPos(marker.x, marker.y)
        self.setZValue(Z_MARKER)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        inferred = f"\nInferred: {marker.inferred}" if marker.inferred else ""
        self.setToolTip(f"{marker.label}\n{marker.source}{inferred}")
        self.label = Label(marker.label + (" (?)" if marker.inferred else ""), self, size=7)
        self.label.setPos(0, self._rect.top() - 0.55)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-0.6, -0.6, 0.6, 0.6)

    def paint(self, painter, option, widget=None) -> None:
        fill = style.MARKER_FILL.get(self.marker.kind, QColor(200, 200, 200))
        if self.state in ("destroyed", "removed"):
            fill = QColor(170, 170, 170)
        painter.setBrush(QBrush(fill))
        width = 3.0 if self.controlled_by else 1.0
        color = style.PLAYER[self.controlled_by] if self.controlled_by else QColor(30, 30, 30)
        line = Qt.PenStyle.DashLine if self.marker.inferred and not self.controlled_by else Qt.PenStyle.SolidLine
        if self.marker.inferred and not self.controlled_by:
            color = style.INFERRED
        painter.setPen(style.pen(color, width, line))
        if self._round:
            painter.drawEllipse(self._rect)
        else:
            painter.drawRect(self._rect)
        if self.isSelected():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(style.pen(QColor(0, 0, 0), 1, Qt.PenStyle.DotLine))
            painter.drawRect(self._rect.adjusted(-0.2, -0.2, 0.2, 0.2))
        # Activation tokens (Player A/B markers of the pack, 25 mm) beside the marker.
        t = 25 / self.unit_mm / 2
        for i, player in enumerate(self.activated):
            painter.setBrush(QBrush(style.PLAYER[player]))
            painter.setPen(style.pen(QColor(255, 255, 255), 1))
            painter.drawEllipse(QPointF(self._rect.right() + t * (1 + 2 * i), self._rect.bottom()), t, t)

    def show_status(self, controlled_by: str | None, state: str, activated: tuple[str, ...]) -> None:
        if (controlled_by, state, activated) != (self.controlled_by, self.state, self.activated):
            self.controlled_by, self.state, self.activated = controlled_by, state, activated
            self.update()


class TrooperItem(QGraphicsEllipseItem):
    """A trooper's round base. Dragging it reports every position change so domination follows live."""

    def __init__(self, trooper: Trooper, unit_mm: float, on_move: Callable[["TrooperItem"], None],
                 clamp: Callable[[QPointF, float], QPointF]) -> None:
        r = trooper.base_mm / unit_mm / 2
        super().__init__(-r, -r, 2 * r, 2 * r)
        self.trooper_id = trooper.id
        self.radius = r
        self._on_move = on_move
        self._clamp = clamp
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
                      | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setZValue(Z_TROOPER)
        self.label = Label("", self, size=7, color=QColor(255, 255, 255), bold=True)
        self.setPos(trooper.x, trooper.y)
        self.show_trooper(trooper, hidden=False)

    def show_trooper(self, trooper: Trooper, hidden: bool, text: str | None = None) -> None:
        null = trooper.state in ("unconscious", "dead", "sepsitorized")
        dead = trooper.state in ("dead", "sepsitorized")
        # Dead: faint and dotted, marked †; Unconscious: half-faded, dash-dotted, marked "UNC".
        color = style.alpha(style.PLAYER[trooper.player], 50 if dead else 120 if null else 235)
        self.setBrush(QBrush(color))
        line = Qt.PenStyle.DashLine if trooper.kind == "marker" else Qt.PenStyle.SolidLine
        if null:
            line = Qt.PenStyle.DotLine if dead else Qt.PenStyle.DashDotLine
        self._pen = style.pen(QColor(90, 90, 90) if dead else QColor(20, 20, 20), 1.5, line)
        self.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
        mark = "† " if dead else "UNC " if null else ""
        self.label.setText(mark + (text if text is not None else (trooper.name or trooper.id)[:10]))
        tip = "Marker" if hidden else f"{trooper.name or trooper.id}: {trooper.points:g} pts, {trooper.state}"
        self.setToolTip(tip)

    def itemChange(self, change, value):  # noqa: N802 - Qt override
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange:
            return self._clamp(value, self.radius)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._on_move(self)
        elif change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
        return super().itemChange(change, value)


_SELECTED_PEN = style.pen(QColor(255, 200, 0), 3.0)


class RangeRing(QGraphicsEllipseItem):
    """A circle at a distance from a base's edge (the Zone of Control)."""

    def __init__(self, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(-radius, -radius, 2 * radius, 2 * radius, parent)
        self.setPen(style.pen(QColor(30, 30, 30), 1, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class TableRect(QGraphicsRectItem):
    def __init__(self, width: float, depth: float) -> None:
        super().__init__(0, 0, width, depth)
        self.setBrush(QBrush(style.TABLE))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(0)
