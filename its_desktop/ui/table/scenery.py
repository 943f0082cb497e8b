"""Scenery pieces drawn on the table, read-only (the layout editor is a later stage).

Height classes differ by pattern as well as shade, so they read in greyscale and for every kind of
colour vision: solid dark for pieces that block every line of fire, hatched for partial ones,
dotted outline only for low cover.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from its_desktop.domain.terrain.pieces import Piece

from .items import Z_MARKER, Z_ZO, shape_path

Z_SCENERY = (Z_ZO + Z_MARKER) / 2  # over the zones (they run under buildings), under the objectives

_FILL = {"blocks": (QColor(60, 60, 60, 215), Qt.BrushStyle.SolidPattern),
         "partial": (QColor(90, 90, 90, 230), Qt.BrushStyle.BDiagPattern),
         "low": (QColor(0, 0, 0, 0), Qt.BrushStyle.NoBrush)}


def look(height: str, roof: bool) -> tuple[QBrush, QPen]:
    """A piece's fill and outline (the legend's swatches use it too); the pen is in table units."""
    color, style = _FILL[height]
    pen = QPen(QColor(20, 20, 20), 0.08)
    pen.setCosmetic(False)
    if height == "low":
        pen.setStyle(Qt.PenStyle.DotLine)
    if roof:
        pen.setWidthF(0.16)  # a roofed piece: the heavier outline a printed plan gives a roof
    return QBrush(color, style), pen


class SceneryItem(QGraphicsPathItem):
    def __init__(self, piece: Piece) -> None:
        super().__init__(shape_path(piece.footprint()))
        self.piece = piece
        brush, pen = look(piece.height, piece.roof)
        self.setBrush(brush)
        self.setPen(pen)
        self.setZValue(Z_SCENERY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks reach the zones and bases below
