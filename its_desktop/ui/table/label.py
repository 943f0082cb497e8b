"""A label of the table: text with a halo, sized in screen pixels but living in table units.

The scene lays labels out for one zoom at a time (``TableScene.layout_labels``): each label's
transform is set so its text has its pixel size and stays upright at that zoom, which makes its
``sceneBoundingRect`` true and lets the placer keep labels apart in scene coordinates.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

Z_LABEL = 8


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


class Label(QGraphicsItem):
    """Centred on its position; halo of the table colour behind dark text (or dark behind light)."""

    def __init__(self, text: str = "", parent: QGraphicsItem | None = None, px: float = 12,
                 color: QColor | None = None, bold: bool = False, halo: QColor | None = None,
                 plate: QColor | None = None) -> None:
        super().__init__(parent)
        self.px, self.bold = px, bold
        self.color = color or QColor(25, 25, 25)
        self.halo = halo or QColor(255, 255, 255, 245)
        self.plate = plate if plate is not None else QColor(255, 255, 255, 215)
        self._text = ""
        self._path = QPainterPath()
        self._rect = QRectF()
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setText(text)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 - Qt naming, as QGraphicsSimpleTextItem
        if text == self._text and (not self._path.isEmpty() or not text):
            return
        self._draw(text)

    def _draw(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        f = font(self.px, self.bold)
        fm = QFontMetricsF(f)
        path = QPainterPath()
        lines = text.split("\n")  # a long objective name on two lines, each centred
        w = max(fm.horizontalAdvance(line) for line in lines)
        top = -fm.height() * len(lines) / 2
        for i, line in enumerate(lines):
            baseline = top + i * fm.height() + fm.height() / 2 + (fm.ascent() - fm.descent()) / 2
            path.addText(QPointF(-fm.horizontalAdvance(line) / 2, baseline), f, line)
        self._path = path
        pad = 2.0
        self._rect = QRectF(-w / 2 - pad, top - pad / 2, w + 2 * pad, fm.height() * len(lines) + pad)
        self.update()

    def set_px(self, px: float) -> None:
        """Another text size (names grow a little with the zoom)."""
        if abs(px - self.px) > 1e-6:
            self.px = px
            self._draw(self._text)

    def pixel_size(self, text: str | None = None) -> tuple[float, float]:
        """Width and height in pixels of ``text`` (default: the current text), halo included."""
        if text is None:
            return self._rect.width(), self._rect.height()
        fm = QFontMetricsF(font(self.px, self.bold))
        lines = text.split("\n")
        return max(fm.horizontalAdvance(line) for line in lines) + 4.0, fm.height() * len(lines) + 2.0

    def set_scale(self, units_per_px: float, seat: str) -> None:
        """Keep the pixel size at this zoom; undo the view's flip (seat A) or turn (seat B)."""
        k = units_per_px
        t = QTransform(k, 0, 0, -k, 0, 0) if seat == "A" else QTransform(-k, 0, 0, k, 0, 0)
        if t != self.transform():
            self.setTransform(t)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter, option, widget=None) -> None:
        if self.plate is not None:
            # A plate hides the lines under the words (a halo alone lets them show between letters).
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.plate))
            painter.drawRoundedRect(self._rect, 3, 3)
        if self.plate is None or self.plate.alpha() < 255:
            halo = QPen(self.halo, 4.0)
            halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self._path, halo)
        painter.fillPath(self._path, QBrush(self.color))
