"""Export the table drawing to PNG or SVG at a chosen resolution, as seen from a seat."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform


def _render(scene, painter: QPainter, ppu: float, seat: str) -> None:
    rect = scene.sceneRect()
    # The scene's y grows toward Side B; flip so Side A is at the bottom (or turn for Side B).
    if seat == "A":
        painter.setTransform(QTransform(ppu, 0, 0, -ppu, -rect.left() * ppu, rect.bottom() * ppu))
    else:
        painter.setTransform(QTransform(-ppu, 0, 0, ppu, rect.right() * ppu, -rect.top() * ppu))
    # Labels keep their pixel size: lay them out for this resolution, then back for the window.
    laid_out = (getattr(scene, "px_per_unit", None), getattr(scene, "seat", None))
    if hasattr(scene, "layout_labels"):
        scene.layout_labels(ppu, seat)
    scene.render(painter, rect, rect, Qt.AspectRatioMode.IgnoreAspectRatio)
    if hasattr(scene, "layout_labels") and laid_out[0]:
        scene.layout_labels(*laid_out)


def export_png(scene, path: Path, ppu: float, seat: str = "A") -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width() * ppu), int(rect.height() * ppu), QImage.Format.Format_ARGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.clearSelection()
    _render(scene, painter, ppu, seat)
    painter.end()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from its_desktop.domain.files import write_bytes

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):  # type: ignore[call-overload]  # PySide6's stub says bytes; the call takes a str
        raise OSError(f"cannot write {path}")
    buf.close()
    write_bytes(path, bytes(data.data()))  # atomic; never over a FIFO, a device or a link to one
    return image


def export_svg(scene, path: Path, ppu: float, seat: str = "A") -> None:
    from PySide6.QtSvg import QSvgGenerator

    rect = scene.sceneRect()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from its_desktop.domain.files import write_bytes

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)  # into memory, then written atomically: never over a FIFO or a device
    gen.setSize(QSize(int(rect.width() * ppu), int(rect.height() * ppu)))
    gen.setViewBox(QRectF(0, 0, rect.width() * ppu, rect.height() * ppu))
    gen.setTitle(scene.mission.scenario.name.get())
    painter = QPainter(gen)
    _render(scene, painter, ppu, seat)
    painter.end()
    buf.close()
    write_bytes(path, bytes(data.data()))
