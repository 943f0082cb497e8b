"""The table check drawn over the table: open lanes along the edges, the lines of fire from the
objectives point (open: solid; blocked: dashed with a cross), the area the worse sniper point sees,
and pins on the points a sniper (S), a paratrooper (P) or an objective grabber (O) would take.

One item paints it all, over the scenery and the objectives, under the troopers' labels; it takes
no clicks. Every mark differs by pattern and letter as well as colour (greyscale, colour vision).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from its_desktop.domain.terrain.overlay import Overlay
from its_desktop.presentation import palette as P

from . import style
from .items import Z_LABEL, Z_TROOPER, _device_text, _px_per_unit, shape_path

Z_CHECK = (Z_TROOPER + Z_LABEL) / 2
LANE = style.qcolor(P.CHECK_LANE)
OPEN = style.qcolor(P.CHECK_OPEN)
BLOCKED = style.qcolor(P.CHECK_BLOCKED)
SEEN = style.qcolor(P.CHECK_SEEN)


def pin_letter(metric: str) -> str:
    """The pin's letter in the current language (the legend spells each out)."""
    letters = {"sniper": QCoreApplication.translate("CheckOverlay", "S", "pin: the sniper's best point"),
               "paratrooper": QCoreApplication.translate("CheckOverlay", "P", "pin: the paratrooper's best landing"),
               "objectives": QCoreApplication.translate("CheckOverlay", "O", "pin: sees the most objectives")}
    return letters[metric]


def cased(painter: QPainter, color: QColor, width: float, dash: Qt.PenStyle, path: QPainterPath) -> None:
    """A line with a white casing under it: apart from whatever zone or piece it crosses."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(style.pen(QColor(255, 255, 255, 230), width + 2.5))
    painter.drawPath(path)
    pen = style.pen(color, width, dash)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawPath(path)


class CheckOverlayItem(QGraphicsItem):
    def __init__(self, overlay: Overlay, width: float, depth: float) -> None:
        super().__init__()
        self.overlay = overlay
        self._rect = QRectF(-1, -1, width + 2, depth + 2)
        self.setZValue(Z_CHECK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        ov = self.overlay
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if ov.seen is not None and not ov.seen.is_empty:
            painter.setBrush(QBrush(style.alpha(SEEN, 45)))
            painter.setPen(style.pen(style.alpha(SEEN.darker(160), 220), 1.2, Qt.PenStyle.DotLine))
            painter.drawPath(shape_path(ov.seen))
        for lane in ov.lanes:
            x0, y0, x1, y1 = lane.segment
            path = QPainterPath(QPointF(x0, y0))
            path.lineTo(x1, y1)
            cased(painter, LANE, 4.0 if lane.verdict == "fail" else 2.5, Qt.PenStyle.DashDotLine, path)
        ppu = _px_per_unit(painter)
        for line in ov.sight_lines:
            path = QPainterPath(QPointF(line.x0, line.y0))
            path.lineTo(line.x1, line.y1)
            cased(painter, OPEN if line.open else BLOCKED, 2.0, Qt.PenStyle.SolidLine if line.open
                  else Qt.PenStyle.DashLine, path)
            if not line.open:
                self._cross(painter, QPointF(line.x1, line.y1), 7 / ppu)
        for pin in ov.pins:
            self._pin(painter, QPointF(pin.x, pin.y), pin_letter(pin.metric) + pin.side, pin.verdict == "fail", ppu)

    @staticmethod
    def _cross(painter: QPainter, c: QPointF, r: float) -> None:
        path = QPainterPath(c + QPointF(-r, -r))
        path.lineTo(c + QPointF(r, r))
        path.moveTo(c + QPointF(r, -r))
        path.lineTo(c + QPointF(-r, r))
        cased(painter, BLOCKED, 2.5, Qt.PenStyle.SolidLine, path)

    @staticmethod
    def _pin(painter: QPainter, c: QPointF, text: str, failing: bool, ppu: float) -> None:
        r = 11 / ppu
        painter.setBrush(QBrush(style.INK if failing else QColor(255, 255, 255)))
        pen = QPen(QColor(255, 255, 255) if failing else style.INK, 2)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawEllipse(c, r, r)
        _device_text(painter, c, text, 10, QColor(255, 255, 255) if failing else style.INK)
