"""Scenery pieces drawn on the table; in the layout editor's mode they can be picked and dragged.

Height classes differ by pattern as well as shade, so they read in greyscale and for every kind of
colour vision: solid dark for pieces that block every line of fire, hatched for partial ones,
dotted outline only for low cover.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyle, QStyleOptionGraphicsItem

from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.terrain import name_spot

from .items import Z_MARKER, Z_ZO, shape_path
from .label import Label

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


WALL_WIDTH = 0.16  # table units: a hollow piece's walls, as a roof's heavy outline
GAP_WIDTH = 0.32  # the white bar of a door or window, wider than the wall it interrupts
# The selected piece: a dark band with a light core, a few pixels wide whatever the zoom: no piece's
# outline looks like it, and it reads in greyscale (dark, light, dark) and at arm's length.
SELECTED_OUTER = QColor(20, 20, 20)
SELECTED_INNER = QColor(255, 200, 40)
SELECTED_PX = (8.0, 3.5)
SELECTION_MARGIN = 0.6  # table units around the path kept in the item's bounds for that band


def paint_openings(painter: QPainter, piece: Piece, dx: float, dy: float) -> None:
    """A hollow piece's walls and its openings' plan symbols, in the piece's coordinates less (dx, dy):
    a door is a white gap closed by two jambs; a window a white gap with a thin line along it (the
    glass, as on a floor plan); a closed one is drawn as a door or window with a dark bar across."""
    wall = QPen(QColor(20, 20, 20), WALL_WIDTH)
    wall.setCapStyle(Qt.PenCapStyle.SquareCap)
    painter.setPen(wall)
    painter.drawLines([QLineF(a[0] - dx, a[1] - dy, b[0] - dx, b[1] - dy) for a, b in piece.walls()])
    for opening, (a, b) in piece.opening_segments():
        line = QLineF(a[0] - dx, a[1] - dy, b[0] - dx, b[1] - dy)
        gap = QPen(QColor(255, 255, 255), GAP_WIDTH)
        gap.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(gap)
        painter.drawLine(line)
        ink = QPen(QColor(20, 20, 20), 0.06)
        painter.setPen(ink)
        if opening.kind == "window":
            painter.drawLine(line)
        normal = line.normalVector()
        normal.setLength(GAP_WIDTH / 2 + 0.06)
        n = normal.p2() - normal.p1()
        for end in (line.p1(), line.p2()):
            painter.drawLine(QLineF(end - n, end + n))  # the jambs
        if opening.closed:
            painter.setPen(QPen(QColor(20, 20, 20), GAP_WIDTH * 0.6))
            painter.drawLine(line)


_EDIT_FLAGS = (QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
               | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)


class SceneryItem(QGraphicsPathItem):
    """A piece, drawn about its reference point (the item's position), so a drag moves the piece; its name is a
    child label where the printed map writes it (``presentation.terrain.name_spot``), so it follows a drag, and
    the scene's label placement keeps the zone and objective names off it."""

    def __init__(self, piece: Piece, table: tuple[float, float] | None = None) -> None:
        super().__init__()
        self._box = QRectF()
        self.table = table  # the table's width and depth: a name goes on the part of the piece on it
        self.label = Label(piece.id, parent=self, px=11)
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
        from shapely import affinity  # with the footprint's own: a piece drawn is a piece's geometry

        self.setPath(shape_path(affinity.translate(piece.footprint(), -piece.x, -piece.y)))
        brush, pen = look(piece.height, piece.roof)
        self.setBrush(brush)
        self.setPen(pen)
        m = SELECTION_MARGIN
        # Kept: Qt asks a cached item for its box several times a paint (over a hundred calls a frame
        # with 40 pieces under the live line of fire), and it changes only here.
        self.prepareGeometryChange()
        self._box = super().boundingRect().adjusted(-m, -m, m, m)
        self.setPos(piece.x, piece.y)
        self.setToolTip(piece.id)
        self.label.setText(piece.id)
        spot = name_spot(piece, *self.table) if self.table else None
        if spot is None:
            centre = piece.footprint().representative_point()
            spot = (centre.x, centre.y)
        self.name_spot = spot  # in table units
        self.label.setPos(spot[0] - piece.x, spot[1] - piece.y)
        self.update()  # its openings may have changed with the same outline

    def set_editable(self, on: bool) -> None:
        """Editing: picked and dragged with the left button. Otherwise clicks reach the zones and bases below."""
        self.setFlags(_EDIT_FLAGS if on else QGraphicsItem.GraphicsItemFlag(0))
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.SizeAllCursor if on else Qt.CursorShape.ArrowCursor)
        if not on:
            self.setSelected(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._box

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # Qt's own selection mark (a thin dashed box) is replaced by the band drawn below.
        plain = QStyleOptionGraphicsItem(option)
        plain.state &= ~QStyle.StateFlag.State_Selected
        if self.piece.openings:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillPath(self.path(), self.brush())
            paint_openings(painter, self.piece, self.piece.x, self.piece.y)
        else:
            super().paint(painter, plain, widget)
        if self.isSelected():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for color, px in zip((SELECTED_OUTER, SELECTED_INNER), SELECTED_PX):
                pen = QPen(color, px)
                pen.setCosmetic(True)
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                painter.drawPath(self.path())

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
