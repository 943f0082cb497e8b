"""The heat map drawn over the table: one square per table inch, shaded on a single-hue ramp from near
white (sees none of the target) to dark blue (sees all of it). Lightness alone carries the value, so
it reads in greyscale and for every kind of colour vision; the legend shows the scale.

Over the zones (their colours would tint the ramp), under the scenery (the pieces stay readable) and
the objectives; it takes no clicks. Squares with no value (inside a blocking piece) are left clear.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from its_desktop.domain.terrain.heatmap import HeatMap
from its_desktop.presentation import palette as P

from .items import Z_ZO
from .scenery import Z_SCENERY

Z_HEAT = (Z_ZO + Z_SCENERY) / 2
ALPHA = 215  # nearly opaque: the ramp's steps stay true; the zones' outlines show faintly through


def ramp_image(values: np.ndarray, alpha: int = ALPHA) -> QImage:
    """One pixel per square (row 0 = the lowest y), ARGB; NaN squares transparent."""
    rows, cols = values.shape
    lo, hi = np.array(P.HEAT_LOW, dtype=float), np.array(P.HEAT_HIGH, dtype=float)
    v = np.clip(np.nan_to_num(values, nan=0.0), 0, 1)[..., None]
    rgb = np.rint(lo + (hi - lo) * v).astype(np.uint8)  # the same line as palette.heat_rgb
    out = np.empty((rows, cols, 4), dtype=np.uint8)
    out[..., 0], out[..., 1], out[..., 2] = rgb[..., 2], rgb[..., 1], rgb[..., 0]  # BGRA in memory
    out[..., 3] = np.where(np.isnan(values), 0, alpha)
    # Premultiplied alpha, as Format_ARGB32_Premultiplied wants.
    out[..., :3] = (out[..., :3].astype(np.uint16) * out[..., 3:4] // 255).astype(np.uint8)
    return QImage(out.tobytes(), cols, rows, 4 * cols, QImage.Format.Format_ARGB32_Premultiplied).copy()


class HeatItem(QGraphicsItem):
    def __init__(self, heat: HeatMap) -> None:
        super().__init__()
        self.heat = heat
        rows, cols = heat.values.shape
        self._rect = QRectF(0, 0, cols * heat.step, rows * heat.step)
        self._image = ramp_image(heat.values)
        self.setZValue(Z_HEAT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # Square by square, not smoothed: each square is one value, measured at its centre.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(self._rect, self._image)


def scale_image(width: int = 160, height: int = 16) -> QImage:
    """The legend's scale: the ramp from 0 % (left) to 100 % (right), ticks at every quarter."""
    values = np.tile(np.linspace(0, 1, width), (height, 1))
    image = ramp_image(values, 255).convertToFormat(QImage.Format.Format_ARGB32)
    p = QPainter(image)
    from . import style

    p.setPen(style.pen(style.INK, 1.0))
    p.drawRect(0, 0, width - 1, height - 1)
    for k in range(1, 4):
        x = round(k * (width - 1) / 4)
        p.drawLine(x, height - 5, x, height - 1)
    p.end()
    return image
