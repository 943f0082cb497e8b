"""View → Preview: the table as a greyscale printer or a colour-blind player would see it.

A graphics effect on the view's viewport: each frame's pixels go through the same simulation the
palette tests use (Machado 2009 for protan, deutan, tritan; Rec. 601 luma for greyscale).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsEffect



def simulate_image(image: QImage, mode: str) -> QImage:
    import numpy as np

    from its_desktop.presentation.colour import CVD

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    bgra = raw.reshape(h, image.bytesPerLine() // 4, 4)[:, :w, :]
    rgb = bgra[..., 2::-1].astype(np.float32) / 255
    if mode == "grey":
        g = rgb @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
        out = np.repeat(g[..., None], 3, axis=2)
    else:
        lin = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
        sim = np.clip(lin @ np.array(CVD[mode], dtype=np.float32).T, 0, 1)
        out = np.where(sim <= 0.0031308, 12.92 * sim, 1.055 * sim ** (1 / 2.4) - 0.055)
    result = np.empty((h, w, 4), dtype=np.uint8)
    result[..., 2::-1] = (out * 255 + 0.5).astype(np.uint8)
    result[..., 3] = 255
    return QImage(result.tobytes(), w, h, 4 * w, QImage.Format.Format_RGB32).copy()


class VisionEffect(QGraphicsEffect):
    def __init__(self, mode: str, parent=None) -> None:
        super().__init__(parent)
        self.mode = mode

    def draw(self, painter: QPainter) -> None:
        device = Qt.CoordinateSystem.DeviceCoordinates
        pixmap = self.sourcePixmap(device, mode=QGraphicsEffect.PixmapPadMode.NoPad)
        if isinstance(pixmap, tuple):  # some PySide6 versions also return the offset
            pixmap = pixmap[0]
        if pixmap.isNull():
            return
        offset = self.sourceBoundingRect(device).topLeft().toPoint()
        image = simulate_image(pixmap.toImage(), self.mode)
        painter.save()
        painter.resetTransform()
        painter.drawImage(QPoint(offset.x(), offset.y()), image)
        painter.restore()


def set_mode(view, mode: str) -> None:
    """Show ``view`` normally or through one of the simulations."""
    viewport = view.viewport()
    viewport.setGraphicsEffect(None if mode == "normal" else VisionEffect(mode, viewport))
