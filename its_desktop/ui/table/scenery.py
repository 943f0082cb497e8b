"""Scenery pieces drawn on the table; in the layout editor's mode they can be picked and dragged.

Height classes differ by pattern as well as shade, so they read in greyscale and for every kind of
colour vision: solid dark for pieces that block every line of fire, hatched for partial ones,
dotted outline only for low cover.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem
from shapely import affinity

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


_EDIT_FLAGS = (QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
               | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)


class SceneryItem(QGraphicsPathItem):
    """A piece, drawn about its reference point (the item's position), so a drag moves the piece."""

    def __init__(self, piece: Piece) -> None:
        super().__init__()
        self.snap: Callable[[QPointF], QPointF] = lambda p: p
        self.dropped: Callable[[SceneryItem], None] = lambda _item: None
        self.moving: Callable[[SceneryItem], None] = lambda _item: None  # every step of a drag (live sight)
        self.show_piece(piece)
        self.setZValue(Z_SCENERY)
        # Kept as a pixmap of its screen pixels: the live line of fire repaints most of the table on every
        # frame of a drag, and 40 pieces (a third hatched) were 2 ms of it. Printing and exports paint
        # the vectors (Qt caches only for a view).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_editable(False)

    def show_piece(self, piece: Piece) -> None:
        self.piece = piece
        self.setPath(shape_path(affinity.translate(piece.footprint(), -piece.x, -piece.y)))
        brush, pen = look(piece.height, piece.roof)
        self.setBrush(brush)
        self.setPen(pen)
        self.setPos(piece.x, piece.y)
        self.setToolTip(piece.id)

    def set_editable(self, on: bool) -> None:
        """Editing: picked and dragged with the left button. Otherwise clicks reach the zones and bases below."""
        self.setFlags(_EDIT_FLAGS if on else QGraphicsItem.GraphicsItemFlag(0))
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.SizeAllCursor if on else Qt.CursorShape.ArrowCursor)
        if not on:
            self.setSelected(False)

    def itemChange(self, change, value):  # noqa: N802 - Qt override
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange:
            return self.snap(value)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self.moving(self)
        return super().itemChange(change, value)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().mouseReleaseEvent(event)
        if (self.pos().x(), self.pos().y()) != (self.piece.x, self.piece.y):
            self.dropped(self)
