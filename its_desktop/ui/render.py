"""``its-desktop render``: the table view drawn headless to a PNG or SVG of exactly W×H pixels.

The same scene, labels and privacy rules as the window: the view chosen (referee, Player A or
Player B) sees what that seat sees in the window, turned to that seat.
"""

from __future__ import annotations

import os
from pathlib import Path

VIEWS = {"referee": "referee", "a": "A", "b": "B"}


class RenderError(ValueError):
    """Bad input for a render: one line naming the file or option."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise RenderError(f"--size: {text!r} is not WIDTHxHEIGHT in pixels (e.g. 1920x1080)") from None
    if not (16 <= w <= 16384 and 16 <= h <= 16384):
        raise RenderError(f"--size: {w}x{h} is outside 16..16384 pixels a side")
    return w, h


def _document(target: str, points: int | None):
    from its_desktop.domain import itstable
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table import StateError

    path = Path(target)
    if target.endswith((".itstable", ".json")) or (path.exists() and "/" in target):
        try:
            doc = itstable.load(path)
        except StateError as exc:
            raise RenderError(f"{path}: {exc}") from None
        return doc, catalog.mission(doc.mission, doc.points)
    if points is None:
        raise RenderError(f"{target}: --points is required with a mission id")
    return TableDocument(target, points), catalog.mission(target, points)


def render(target: str, output: Path, points: int | None = None, view: str = "referee",
           size: str = "1920x1080", round_: int | None = None) -> Path:
    """Draw the table and write ``output`` (.png or .svg); returns the path written."""
    if view not in VIEWS:
        raise RenderError(f"--view: {view!r} is not one of referee, a, b")
    suffix = output.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise RenderError(f"{output}: the output must end in .png or .svg")
    w, h = parse_size(size)
    doc, mission = _document(target, points)
    if round_ is not None and not 1 <= round_ <= mission.season.rounds:
        raise RenderError(f"--round: {round_} is not a round of this season (1..{mission.season.rounds})")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 - Qt needs one for fonts and painting
    return draw(doc, mission, output, VIEWS[view], w, h, round_)


def draw(doc, mission, output: Path, viewer: str, w: int, h: int, round_: int | None = None) -> Path:
    from PySide6.QtCore import QRectF, QSize
    from PySide6.QtGui import QColor, QImage, QPainter

    from .table.controller import TableController

    ctl = TableController(doc, mission)
    if round_ is not None:
        ctl.set_round(round_, doc.turn)
    ctl.set_viewer(viewer)
    scene = ctl.scene
    scene.clearSelection()
    seat = "B" if viewer == "B" else "A"
    transform, visible = fit_transform(scene.sceneRect(), w, h, seat)
    scene.layout_labels(abs(transform.m11()), seat)
    output.parent.mkdir(parents=True, exist_ok=True)

    def paint(painter: QPainter) -> None:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(QRectF(0, 0, w, h), QColor(255, 255, 255))
        painter.setTransform(transform)
        scene.render(painter, visible, visible)

    if output.suffix.lower() == ".png":
        image = QImage(w, h, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        paint(painter)
        painter.end()
        if not image.save(str(output)):
            raise RenderError(f"{output}: cannot write the image")
    else:
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setFileName(str(output))
        gen.setSize(QSize(w, h))
        gen.setViewBox(QRectF(0, 0, w, h))
        gen.setTitle(mission.scenario.name.en)
        painter = QPainter(gen)
        paint(painter)
        painter.end()
        if not output.exists():
            raise RenderError(f"{output}: cannot write the image")
    ctl.deleteLater()
    return output


def fit_transform(rect, w: int, h: int, seat: str):
    """The table's scene rectangle fitted into w×h pixels, centred, as seen from ``seat``'s side;
    and the part of the scene the image shows."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QTransform

    s = min(w / rect.width(), h / rect.height())
    cx, cy = rect.center().x(), rect.center().y()
    if seat == "A":  # Side A's edge at the bottom
        t = QTransform(s, 0, 0, -s, w / 2 - s * cx, h / 2 + s * cy)
    else:
        t = QTransform(-s, 0, 0, s, w / 2 + s * cx, h / 2 - s * cy)
    visible = t.inverted()[0].mapRect(QRectF(0, 0, w, h))
    return t, visible
