"""Graphics items of the table: zones, objective markers, troopers.

Geometry is in table units (the season's inch or 2.5 cm). The static look of the zones is painted
once into the view's cached background (``TableScene.drawBackground``); zone items only add what
changes (domination, selection) and make zones clickable for their explanation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from its_desktop.presentation import palette as P

from . import style
from .label import Label, font

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Total
    from its_desktop.domain.mission import ResolvedMarker, ResolvedZone
    from its_desktop.domain.table import Trooper

Z_ZONE, Z_ZO, Z_MARKER, Z_TROOPER, Z_LABEL, Z_TOOL = 1, 2, 3, 5, 8, 10
NULL_STATES = ("unconscious", "dead", "sepsitorized")


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


def _device_text(painter, centre: QPointF, text: str, px: float, color: QColor, bold: bool = True,
                 halo: bool = False) -> None:
    """Text of ``px`` pixels centred on a scene point, upright whatever the view's transform; with a
    white halo where it is larger than what it sits on."""
    painter.save()
    c = painter.worldTransform().map(centre)
    painter.resetTransform()
    painter.setFont(font(px, bold))
    box = QRectF(c.x() - 40, c.y() - 20, 80, 40)
    if halo:
        painter.setPen(QColor(255, 255, 255))
        for dx, dy in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
            painter.drawText(box.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(color)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def _px_per_unit(painter) -> float:
    t = painter.worldTransform()
    return max(abs(t.m11()) + abs(t.m21()), 1e-6)


def inferred_line(reason: str | None) -> str:
    """The tooltip's line saying why a position is inferred (the reason is in the current language)."""
    if not reason:
        return ""
    return "\n" + QCoreApplication.translate("TableItems", "Inferred: %1").replace("%1", reason)


class ZoneItem(QGraphicsPathItem):
    """A zone: clickable (selecting it explains it); a Zone of Operations shows who dominates it."""

    def __init__(self, zone: ResolvedZone, code: str = "") -> None:
        super().__init__(shape_path(zone.geometry))
        self.zone = zone
        self.code = code
        self.style = P.zone_style(zone.kind, zone.owner)
        self.state: P.Style | None = None
        self.setPen(style.pen(QColor(0, 0, 0, 0), 0))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setZValue(Z_ZO if zone.is_zo else Z_ZONE)
        # Not a Qt selectable item: a rubber band over troopers must not pick up the zones under
        # them. A click on open ground picks the zone instead (TableScene.select_zone).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.picked = False
        self.describe(zone)
        self.label: Label | None = None
        if code or zone.is_zo:
            owner = style.PLAYER.get(zone.owner) if zone.kind == "deployment" else None
            # A top-level item (the scene adds it): as a child it would be drawn under the zones
            # stacked above its own, e.g. a dominated quadrant's hatch over "DZ B".
            self.label = Label(code, None, px=13, bold=True, color=owner)
        self._shown: tuple[Any, Any, str | None] | None = None  # the totals and owner last drawn

    def describe(self, zone: ResolvedZone) -> None:
        """The tooltip, in the current language (again after a language switch)."""
        self.zone = zone
        self.setToolTip(f"{zone.name}\n{zone.source}{inferred_line(zone.inferred)}")

    def label_text(self, with_totals: bool = True) -> str:
        return self.label.text() if self.label is not None else ""

    def shape(self) -> QPainterPath:
        return self.path()

    def paint(self, painter, option, widget=None) -> None:
        if self.state is not None:
            style.paint_style(painter, self.path(), self.state, fill=False)
        if self.picked:
            painter.strokePath(self.path(), style.pen(QColor(255, 170, 0), 4.0))

    def show_domination(self, points: Mapping[str, Total], dominated_by: str | None) -> None:
        key = (points.get("A"), points.get("B"), dominated_by)
        if key == self._shown:
            return  # most drag frames change nothing here; repainting a zone is not free
        self._shown = key
        from its_desktop.presentation.labels import totals_text

        tie = dominated_by is None and points.get("A") not in (0, None, "?") and points.get("A") == points.get("B")
        self.state = P.domination_style(dominated_by, tie)
        if self.label is not None:
            badge = f"[{self.state.code}] " if self.state is not None else ""
            self.label.setText(f"{badge}{self.code} {totals_text(points, dominated_by)}".strip())
        self.update()


class MarkerItem(QGraphicsItem):
    """An objective marker at true footprint size, numbered; its ring and badges show its state."""

    def __init__(self, marker: ResolvedMarker, unit_mm: float, number: int = 0, short: str = "") -> None:
        super().__init__()
        self.marker = marker
        self.unit_mm = unit_mm
        self.number = number
        self.controlled_by: str | None = None
        self.state = "present"
        self.activated: tuple[str, ...] = ()
        self.carried = False
        if marker.diameter_mm is not None:
            r = marker.diameter_mm / unit_mm / 2
            self._rect = QRectF(-r, -r, 2 * r, 2 * r)
            self._round = True
        else:
            w, d = marker.footprint or (1.0, 1.0)
            self._rect = QRectF(-w / 2, -d / 2, w, d)
            self._round = False
        self._token = 25 / unit_mm / 2
        self.setPos(marker.x, marker.y)
        self.setZValue(Z_MARKER)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.short = short
        self.label = Label(short, self, px=11)
        self.describe(marker, short)

    def describe(self, marker: ResolvedMarker, short: str) -> None:
        """Tooltip and short label, in the current language (again after a language switch)."""
        self.marker = marker
        self.short = short
        self.label.setText(short)
        self.setToolTip(f"{self.number}. {marker.label}\n{marker.source}{inferred_line(marker.inferred)}")

    def extent(self) -> QRectF:
        """The marker and its activation tokens, in table units around its position."""
        t = self._token
        return self._rect.adjusted(0, -2 * t if self.activated else 0, 4 * t if self.activated else 0, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-0.6, -0.6, 0.6 + 4 * self._token, 0.6)

    def paint(self, painter, option, widget=None) -> None:
        gone = self.state in ("destroyed", "removed")
        fill = style.qcolor(P.DESTROYED_FILL) if gone else style.MARKER_FILL.get(self.marker.kind, style.MARKER_DEFAULT)
        painter.setBrush(QBrush(fill))
        width = 4.0 if self.controlled_by else 1.5
        color = style.PLAYER[self.controlled_by] if self.controlled_by else style.INK
        line = Qt.PenStyle.SolidLine
        if self.marker.inferred and not self.controlled_by:
            color, line = style.INFERRED, Qt.PenStyle.DashDotLine
        if self.carried:
            line = Qt.PenStyle.DashLine
        painter.setPen(style.pen(color, width, line))
        if self._round:
            painter.drawEllipse(self._rect)
        else:
            painter.drawRect(self._rect)
        if gone:
            painter.setPen(style.pen(style.INK, 2.0))
            painter.drawLine(self._rect.topLeft(), self._rect.bottomRight())
            painter.drawLine(self._rect.topRight(), self._rect.bottomLeft())
        if self.isSelected():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(style.pen(QColor(255, 170, 0), 2, Qt.PenStyle.SolidLine))
            painter.drawRect(self._rect.adjusted(-0.2, -0.2, 0.2, 0.2))
        ppu = _px_per_unit(painter)
        size = min(self._rect.width(), self._rect.height()) * ppu
        if self.number:
            # A gate is a thin bar: its number stays readable (10 px, haloed) however thin the bar is drawn.
            small = size < 14
            _device_text(painter, QPointF(0, 0), str(self.number), 10 if small else min(size * 0.6, 18), style.INK,
                         halo=small)
        if self.controlled_by:
            self._badge(painter, QPointF(self._rect.left(), self._rect.top()), self.controlled_by, ppu)
        # Activation / hack tokens (the pack's 25 mm Player A/B markers), lettered, beside the marker.
        t = self._token
        for i, player in enumerate(self.activated):
            centre = QPointF(self._rect.right() + t * (1 + 2 * i), self._rect.bottom() - t)
            self._badge(painter, centre, player, ppu, radius=t)

    def _badge(self, painter, centre: QPointF, player: str, ppu: float, radius: float | None = None) -> None:
        r = radius if radius is not None else max(6 / ppu, self._token * 0.6)
        painter.setBrush(QBrush(style.PLAYER[player]))
        painter.setPen(style.pen(QColor(255, 255, 255), 1.5))
        painter.drawEllipse(centre, r, r)
        _device_text(painter, centre, player, max(min(r * ppu * 1.3, 16), 7), QColor(255, 255, 255))

    def show_status(self, controlled_by: str | None, state: str, activated: tuple[str, ...],
                    carried: bool = False) -> None:
        now = (controlled_by, state, activated, carried)
        if now != (self.controlled_by, self.state, self.activated, self.carried):
            self.controlled_by, self.state, self.activated, self.carried = now
            self.update()


class TrooperItem(QGraphicsEllipseItem):
    """A trooper's round base. Dragging it reports every position change so domination follows live."""

    def __init__(self, trooper: Trooper, unit_mm: float, on_move: Callable[["TrooperItem"], None],
                 clamp: Callable[[QPointF, float], QPointF]) -> None:
        r = trooper.base_mm / unit_mm / 2
        super().__init__(-r, -r, 2 * r, 2 * r)
        self.trooper_id = trooper.id
        self.player = trooper.player
        self.radius = r
        self._on_move = on_move
        self._clamp = clamp
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
                      | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_TROOPER)
        self.label = Label("", self, px=11, bold=True, color=style.PLAYER_TEXT[trooper.player])
        self.label_placed = False
        self.dot: QGraphicsEllipseItem | None = None
        if trooper.player == "B":
            # Player B's bases carry a white centre dot: told from A's without colour.
            d = r * 0.3
            self.dot = QGraphicsEllipseItem(-d, -d, 2 * d, 2 * d, self)
            self.dot.setBrush(QBrush(QColor(255, 255, 255)))
            self.dot.setPen(style.pen(QColor(0, 0, 0, 0), 0))
            self.dot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(trooper.x, trooper.y)
        self.show_trooper(trooper, hidden=False)

    def show_trooper(self, trooper: Trooper, hidden: bool, text: str | None = None) -> None:
        from its_desktop.presentation.labels import trooper_label

        null = trooper.state in NULL_STATES
        dead = trooper.state in ("dead", "sepsitorized")
        # Dead: faint and dotted, marked †; Unconscious: half-faded, dash-dotted, marked "UNC".
        color = style.alpha(style.PLAYER[trooper.player], 50 if dead else 120 if null else 240)
        self.setBrush(QBrush(color))
        line = Qt.PenStyle.DashLine if trooper.kind == "marker" else Qt.PenStyle.SolidLine
        if null:
            line = Qt.PenStyle.DotLine if dead else Qt.PenStyle.DashDotLine
        # A model's base has a white rim (apart on any fill); markers and the fallen a dark one.
        rim = QColor(90, 90, 90) if dead else QColor(20, 20, 20) if null or trooper.kind == "marker" \
            else QColor(255, 255, 255)
        self._pen = style.pen(rim, 1.5, line)
        self.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
        mark = "† " if dead else "UNC " if null else ""
        self.label.setText(mark + (text if text is not None else trooper_label(trooper.name, trooper.id)))
        tip = "Marker" if hidden else f"{trooper.name or trooper.id}: {trooper.points:g} pts, {trooper.state}"
        self.setToolTip(tip)

    def _show_label(self) -> None:
        self.label.setVisible(self.label_placed or self.isSelected() or self.isUnderMouse())

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.label.setVisible(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.label.setVisible(self.label_placed or self.isSelected())
        super().hoverLeaveEvent(event)

    def itemChange(self, change, value):  # noqa: N802 - Qt override
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange:
            return self._clamp(value, self.radius)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._on_move(self)
        elif change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
            self._show_label()
        return super().itemChange(change, value)


_SELECTED_PEN = style.pen(QColor(255, 170, 0), 3.0)


class RangeRing(QGraphicsEllipseItem):
    """A circle at a distance from a base's edge (the Zone of Control)."""

    def __init__(self, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(-radius, -radius, 2 * radius, 2 * radius, parent)
        self.setPen(style.pen(QColor(30, 30, 30), 1, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
