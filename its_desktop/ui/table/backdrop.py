"""The table's static drawing (table, zones, central line, grid), shared by the live scene and the
start-up preview so both look the same."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from its_desktop.presentation import palette as P

from . import style

ORDER = {k: i for i, k in enumerate(["landing", "placement", "area", "deployment", "dead", "room",
                                      "quadrant", "sector", "hazard", "exclusion"])}


def rings_path(polygons: Sequence[Sequence[Sequence[tuple[float, float]]]]) -> QPainterPath:
    """A path from polygons given as lists of rings (exterior first, then holes)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for rings in polygons:
        for ring in rings:
            path.moveTo(*ring[0])
            for x, y in ring[1:]:
                path.lineTo(x, y)
            path.closeSubpath()
    return path


def paint_backdrop(painter: QPainter, rect: QRectF, width: float, depth: float,
                   zones: Sequence[tuple[P.Style, QPainterPath, bool]], grid: float = 0) -> None:
    """``zones``: (style, path, inferred), already filtered to what this round shows."""
    painter.fillRect(rect, style.qcolor(P.MARGIN))
    painter.fillRect(QRectF(0, 0, width, depth), style.TABLE)
    for s, path, _ in zones:
        style.paint_style(painter, path, s, outline=False)
    for s, path, inferred in zones:
        painter.strokePath(path, style.style_pen(s))
        if inferred:
            painter.strokePath(path, style.pen(style.INFERRED, 1.5, Qt.PenStyle.DashDotLine))
    painter.setPen(style.pen(QColor(60, 60, 60), 1.2, Qt.PenStyle.DashDotLine))
    painter.drawLine(QLineF(0, depth / 2, width, depth / 2))
    painter.setPen(style.pen(QColor(40, 40, 40), 1.5))
    painter.drawRect(QRectF(0, 0, width, depth))
    if grid:
        for spacing, color in ((grid, QColor(0, 0, 0, 35)), (grid * 6, QColor(0, 0, 0, 80))):
            painter.setPen(style.pen(color, 1))
            x = 0.0
            while x <= width + 1e-9:
                painter.drawLine(QPointF(x, 0), QPointF(x, depth))
                x += spacing
            y = 0.0
            while y <= depth + 1e-9:
                painter.drawLine(QPointF(0, y), QPointF(width, y))
                y += spacing
