"""The table view: zoom, pan, turn the table to a player's seat, and the measuring tape."""

from __future__ import annotations

import math
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsView, QWidget

from . import style
from .items import Z_TOOL, TrooperItem
from .label import Label


@runtime_checkable
class LabelledScene(Protocol):
    """A scene whose labels keep their size on screen (the table's, and the first start's quick one)."""

    px_per_unit: float
    seat: str
    laid_out: bool  # laid out once at least

    def layout_labels(self, px_per_unit: float | None = None, seat: str | None = None) -> None: ...


ZOOM_STEP = 1.25
TROOPER_MIME = "application/x-its-trooper"  # the roster's drag format


FOCUS_RING = "#1a56b8"  # the focus ring: 7:1 on the window's grey, apart from both players' colours
FOCUS_WIDTH = 3.0


CACHED_LAYERS = 4  # the zones, objectives, pieces and labels cached as pixmaps overlap about this many times


def _room_for_cached_items() -> None:
    """Qt keeps the items' pixmaps in one application-wide cache of 10 MB by default: a 4K table's zones alone
    are more than that, and a cache too small remakes every pixmap on every frame (slower than none)."""
    from PySide6.QtGui import QGuiApplication, QPixmapCache

    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return
    size = screen.size() * screen.devicePixelRatio()
    need_kb = size.width() * size.height() * 4 * CACHED_LAYERS // 1024
    if QPixmapCache.cacheLimit() < need_kb:
        QPixmapCache.setCacheLimit(need_kb)


class TableView(QGraphicsView):
    measured = Signal(float, float)  # centre-to-centre, edge-to-edge (table units)
    trooper_dropped = Signal(str, float, float)  # a roster row dropped on the table

    def __init__(self, scene=None, parent=None) -> None:
        super().__init__(scene, parent)
        # A viewport made in Python: the default one, met first through viewport(), makes shiboken
        # find out which QWidget subclass it is by loading every QtWidgets type (~8 ms of start-up).
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The table, its zones and grid are the scene's background: drawn once per zoom, then blitted.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        _room_for_cached_items()
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.seat = "A"
        self.zoom = 1.0
        self.tape_mode = False
        self._tape_start: QPointF | None = None
        self._tape_from: TrooperItem | None = None
        self._tape_line: QGraphicsLineItem | None = None
        self._tape_label: Label | None = None
        self.unit = "in"  # the units lengths are shown in ("in", "cm"): the actions set them by the units rule
        self.unit_factor = 1.0  # displayed units per table unit
        # The keyboard plays the table (keyboard.py): it takes focus by Tab and F6, and shows when it has it
        # (a ring painted inside the viewport: a frame would take width from the table).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- transform ----------------------------------------------------------------------------
    def _apply(self) -> None:
        # Side A's edge (y = 0) at the bottom for Player A's seat: flip y; Player B's seat turns it 180°.
        s = self._fit_scale() * self.zoom
        t = QTransform(s, 0, 0, -s, 0, 0) if self.seat == "A" else QTransform(-s, 0, 0, s, 0, 0)
        if t != self.transform():
            self.setTransform(t)
        scene = self.scene()
        if isinstance(scene, LabelledScene) and (scene.px_per_unit, scene.seat, scene.laid_out) != (s, self.seat, True):
            scene.layout_labels(s, self.seat)
            scene.laid_out = True
        if self._tape_label is not None:
            self._tape_label.set_scale(1 / s, self.seat)

    def _fit_scale(self) -> float:
        scene = self.scene()
        if scene is None:
            return 1.0
        rect = scene.sceneRect()
        vw, vh = max(self.viewport().width(), 50), max(self.viewport().height(), 50)
        return min(vw / rect.width(), vh / rect.height())

    def fit(self) -> None:
        self.zoom = 1.0
        self._apply()
        if self.scene() is not None:
            self.centerOn(self.scene().sceneRect().center())

    def set_seat(self, seat: str) -> None:
        self.seat = seat
        self._apply()

    def zoom_by(self, factor: float) -> None:
        self.zoom = min(max(self.zoom * factor, 0.5), 40.0)
        self._apply()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._apply()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self.viewport())
            pen = QPen(QColor(FOCUS_RING), FOCUS_WIDTH)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            half = FOCUS_WIDTH / 2
            painter.drawRect(QRectF(self.viewport().rect()).adjusted(half, half, -half, -half))
            painter.end()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.viewport().update()

    def wheelEvent(self, event) -> None:  # noqa: N802
        self.zoom_by(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)

    # -- roster rows dropped on the table ------------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.mimeData().hasFormat(TROOPER_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasFormat(TROOPER_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event) -> None:  # noqa: N802
        if not event.mimeData().hasFormat(TROOPER_MIME):
            super().dropEvent(event)
            return
        tid = bytes(event.mimeData().data(TROOPER_MIME)).decode()
        p = self.mapToScene(event.position().toPoint())
        self.trooper_dropped.emit(tid, p.x(), p.y())
        event.acceptProposedAction()

    # -- pan with the middle button -----------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.MiddleButton:
            self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
            self._pan = event.position()
            return
        if self.tape_mode and event.button() == Qt.MouseButton.LeftButton:
            self.start_tape(self.mapToScene(event.position().toPoint()))
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self.dragMode() == QGraphicsView.DragMode.ScrollHandDrag and getattr(self, "_pan", None) is not None:
            delta = event.position() - self._pan
            self._pan = event.position()
            self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() - delta.x()))
            self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() - delta.y()))
            return
        if self.tape_mode and self._tape_start is not None:
            self.extend_tape(self.mapToScene(event.position().toPoint()))
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.MiddleButton:
            self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
            self._pan = None
            return
        if self.tape_mode and self._tape_start is not None:
            self.extend_tape(self.mapToScene(event.position().toPoint()))
            self._tape_start = None
            return
        super().mouseReleaseEvent(event)

    # -- measuring tape -----------------------------------------------------------------------
    def _trooper_at(self, point: QPointF) -> TrooperItem | None:
        for item in self.scene().items(point):
            if isinstance(item, TrooperItem):
                return item
        return None

    def start_tape(self, point: QPointF) -> None:
        self.clear_tape()
        self._tape_from = self._trooper_at(point)
        self._tape_start = self._tape_from.pos() if self._tape_from else point
        self._tape_line = QGraphicsLineItem(QLineF(self._tape_start, self._tape_start))
        self._tape_line.setPen(style.pen(QColor(0, 0, 0), 2, Qt.PenStyle.DashLine))
        self._tape_line.setZValue(Z_TOOL)
        self.scene().addItem(self._tape_line)
        self._tape_label = Label("", px=12, bold=True, color=QColor(255, 255, 255), plate=QColor(20, 20, 20, 215))
        self._tape_label.set_scale(1 / max(self.transform().m11() ** 2 + self.transform().m12() ** 2, 1e-9) ** 0.5,
                                   self.seat)
        self._tape_label.setZValue(Z_TOOL)
        self.scene().addItem(self._tape_label)

    def extend_tape(self, point: QPointF) -> tuple[float, float]:
        """Measure to ``point`` (snapping to a base's centre); returns (centre, edge) distances."""
        target = self._trooper_at(point)
        end = target.pos() if target else point
        assert self._tape_line is not None and self._tape_label is not None and self._tape_start is not None
        self._tape_line.setLine(QLineF(self._tape_start, end))
        centre = math.dist((self._tape_start.x(), self._tape_start.y()), (end.x(), end.y()))
        edge = centre - (self._tape_from.radius if self._tape_from else 0) - (target.radius if target else 0)
        edge = max(edge, 0.0)
        from its_desktop.domain.lengths import length

        text = length(centre, self.unit, self.unit)
        if self._tape_from or target:
            text = self.tr("%1 centre to centre, %2 edge to edge").replace("%1", text) \
                .replace("%2", length(edge, self.unit, self.unit))
        self._tape_label.setText(text)
        self._tape_label.setPos(self._beside(self._tape_start, end))
        self.measured.emit(centre, edge)
        return centre, edge

    def _beside(self, a: QPointF, b: QPointF) -> QPointF:
        """Beside the tape's middle, off the line by half the label's extent (never on the line)."""
        assert self._tape_label is not None
        mid = (a + b) / 2
        length = math.dist((a.x(), a.y()), (b.x(), b.y()))
        if length < 1e-9:
            return mid
        nx, ny = -(b.y() - a.y()) / length, (b.x() - a.x()) / length
        r = self._tape_label.sceneBoundingRect()
        # The distance from the centre to the rectangle's edge along the normal, plus a gap.
        reach = abs(nx) * r.width() / 2 + abs(ny) * r.height() / 2 + 0.3
        return QPointF(mid.x() + nx * reach, mid.y() + ny * reach)

    def clear_tape(self) -> None:
        for item in (self._tape_line, self._tape_label):
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        self._tape_line = self._tape_label = None
