"""The shared palette (its_desktop.presentation.palette) in Qt terms: colours, cosmetic pens, and
a zone style painted as fill, hatch and outline. Pens are cosmetic: the scene is in table units."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from its_desktop.presentation import palette as P
from its_desktop.presentation.colour import RGB


def qcolor(rgb: RGB, alpha: float = 1.0) -> QColor:
    c = QColor(*rgb)
    c.setAlphaF(alpha)
    return c


PLAYER = {k: qcolor(v) for k, v in P.PLAYER.items()}
PLAYER_TEXT = {k: qcolor(v) for k, v in P.PLAYER_TEXT.items()}
TABLE = qcolor(P.TABLE)
INFERRED = qcolor(P.INFERRED)
INK = qcolor(P.INK)
MARKER_FILL = {k: qcolor(v) for k, v in P.MARKER_FILL.items()}
MARKER_DEFAULT = qcolor(P.MARKER_DEFAULT)

_DASH = {P.SOLID: Qt.PenStyle.SolidLine, P.DASH: Qt.PenStyle.DashLine, P.DOT: Qt.PenStyle.DotLine,
         P.DASH_DOT: Qt.PenStyle.DashDotLine}


def pen(color: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(color, width, style)
    p.setCosmetic(True)
    return p


def alpha(color: QColor, a: int) -> QColor:
    c = QColor(color)
    c.setAlpha(a)
    return c


def style_pen(style: P.Style) -> QPen:
    return pen(qcolor(style.stroke), style.width, _DASH[style.dash])


def style_brush(style: P.Style) -> QBrush:
    if style.fill is None or style.alpha <= 0:
        return QBrush(Qt.BrushStyle.NoBrush)
    return QBrush(qcolor(style.fill, style.alpha))


def hatch_lines(rect: QRectF, angle: float, spacing: float) -> list[QLineF]:
    """Parallel lines at ``angle`` degrees, ``spacing`` table units apart, covering ``rect``."""
    return list(_hatch_lines(rect.x(), rect.y(), rect.width(), rect.height(), angle, spacing))


@lru_cache(maxsize=512)
def _hatch_lines(x: float, y: float, w: float, h: float, angle: float, spacing: float) -> tuple[QLineF, ...]:
    """The hatch of one area, computed once: a zone is repainted on every frame a trooper moves over it, and
    building its lines in Python was over a quarter of that paint. Keyed by value (zones do not move)."""
    rect = QRectF(x, y, w, h)
    a = math.radians(angle)
    d = QPointF(math.cos(a), math.sin(a))
    n = QPointF(-d.y(), d.x())
    c = rect.center()
    reach = math.hypot(rect.width(), rect.height()) / 2 + spacing
    lines = []
    k = -reach
    while k <= reach:
        mid = c + n * k
        line = _inside(mid - d * reach, mid + d * reach, rect)
        if line is not None:
            lines.append(line)
        k += spacing
    return tuple(lines)


def _inside(p: QPointF, q: QPointF, rect: QRectF) -> QLineF | None:
    """The part of the segment p-q inside ``rect`` (Liang-Barsky), None when it misses. A hatch line ends on
    its area's box, not beyond: a line Qt must clip to the screen starts its pixels at another sub-pixel
    depending on where the screen ends, so the same hatch drew a little differently in a partial repaint,
    a full one and a zone's cached pixmap."""
    t0, t1 = 0.0, 1.0
    dx, dy = q.x() - p.x(), q.y() - p.y()
    for step, room in ((-dx, p.x() - rect.left()), (dx, rect.right() - p.x()),
                       (-dy, p.y() - rect.top()), (dy, rect.bottom() - p.y())):
        if step == 0:
            if room < 0:
                return None
            continue
        t = room / step
        if step < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return QLineF(p.x() + t0 * dx, p.y() + t0 * dy, p.x() + t1 * dx, p.y() + t1 * dy)


def paint_style(painter: QPainter, path: QPainterPath, style: P.Style, fill: bool = True,
                outline: bool = True) -> None:
    """Fill, hatch (clipped to the area) and outline, as the palette says."""
    if fill and style.fill is not None and style.alpha > 0:
        painter.fillPath(path, style_brush(style))
    if style.hatch is not None:
        h = style.hatch
        painter.save()
        painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
        painter.setPen(pen(qcolor(h.color, 0.85), h.width))
        rect = path.boundingRect()
        for angle in ((h.angle, h.angle + 90) if h.cross else (h.angle,)):
            painter.drawLines(_hatch_lines(rect.x(), rect.y(), rect.width(), rect.height(), angle, h.spacing))
        painter.restore()
    if outline:
        painter.strokePath(path, style_pen(style))
