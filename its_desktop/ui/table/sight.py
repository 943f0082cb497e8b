"""Scenery → Live line of fire (V): what the selected trooper, or a viewpoint the user drags, can see,
following every drag of the trooper, the viewpoint or a piece of scenery, frame by frame.

What it sees is the exact visibility polygon (``domain/terrain/visibility.py``) among the pieces that
stop a line of fire between two models of the chosen height class (infantry or TAG). Everything it
cannot see is shaded: a dark translucent shade reads in greyscale and for every kind of colour vision,
and the edge of what it sees is a thin dark line.

Shapely, NumPy and the visibility code are imported when a line of fire is first shown: the window builds this
menu before it is usable, and loads the geometry after.

Speed: the pieces' obstacles are rebuilt only when a piece moved (kept by value), so a trooper's drag
costs one polygon (about a millisecond with 40 pieces); a piece's drag joins the moving piece to the still
ones' obstacles, kept whole, and repaints only the cells of the table where the shade changed.
``benchmarks/bench_sight.py`` measures both against the same drags with the view off.
"""

from __future__ import annotations

from collections.abc import Callable
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QActionGroup, QBrush, QKeySequence, QPainter, QPainterPath, QRegion
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QMenu, QWidget

from its_desktop.domain.terrain.pieces import Piece
from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES
from its_desktop.presentation import palette as P

from .. import settings as prefs
from . import style
from .items import Z_LABEL, Z_TOOL, Z_TROOPER, shape_path
from .scenery import SceneryItem

if TYPE_CHECKING:
    import numpy as np

    from its_desktop.domain.terrain.visibility import Obstacles

    from .controller import TableController
    from .view import TableView

log = logging.getLogger(__name__)

Z_SIGHT = (Z_TROOPER + Z_LABEL) / 2 - 0.25  # over the scenery and objectives, under the bases' labels
SHADE = style.qcolor(P.SIGHT_SHADE)
EDGE = style.qcolor(P.SIGHT_EDGE)
SHADE_ALPHA = 110  # the table under the shade still reads (zones, numbers), clearly darker in greyscale
VIEWPOINT_PX = 11  # the viewpoint's radius on screen
EDGE_PX = 2.0  # the seen area's edge line


class SightItem(QGraphicsItem):
    """The shade over what the source cannot see, and the cased edge of what it sees. Takes no clicks."""

    def __init__(self, width: float, depth: float) -> None:
        super().__init__()
        self._table = QRectF(0, 0, width, depth)
        self._rect = QRectF(-1, -1, width + 2, depth + 2)
        self.seen = QPainterPath()
        self._geometry = None  # what ``seen`` was made from (the region a frame repaints is where it changed)
        self._cells: tuple[float, np.ndarray, np.ndarray] | None = None  # (pad, boxes, corners): see cells()
        self.setZValue(Z_SIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def show_seen(self, geometry, same_source: bool = False) -> None:
        """Shade all but ``geometry``. Seen from where it was seen before (``same_source``: pieces moved), the
        frame repaints only the cells where the shade changed; from elsewhere, most of it changes anyway."""
        before = self._geometry if same_source else None
        old = self.seen.boundingRect() if not self.seen.isEmpty() else self._table
        shown = geometry is not None and not geometry.is_empty
        self.seen = shape_path(geometry) if shown else QPainterPath()
        self._geometry = geometry if shown else None
        changed = changed_region(self, before, self._geometry)
        if changed is not None:
            if not changed[1].isEmpty():
                changed[0].viewport().update(changed[1])
            return
        new = self.seen.boundingRect() if not self.seen.isEmpty() else self._table
        # Outside both polygons' boxes the table was shaded and still is: only the rest is repainted.
        self.update(old.united(new).adjusted(-0.5, -0.5, 0.5, 0.5))

    def cells(self, pad: float):
        """The table's CELLS x CELLS cells, each grown by ``pad`` on every side: (boxes, their corners (x0, y0,
        x1, y1)), both CELLS x CELLS; made again only when the zoom changes the pad."""
        if self._cells is None or self._cells[0] != pad:
            import numpy as np
            import shapely

            t = self._table
            xs = np.linspace(t.left(), t.right(), CELLS + 1)
            ys = np.linspace(t.top(), t.bottom(), CELLS + 1)
            x0, y0 = np.meshgrid(xs[:-1] - pad, ys[:-1] - pad)
            x1, y1 = np.meshgrid(xs[1:] + pad, ys[1:] + pad)
            corners = np.stack([x0, y0, x1, y1], axis=-1)
            self._cells = (pad, shapely.box(x0, y0, x1, y1), corners)
        return self._cells[1], self._cells[2]

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # Painted on every frame of a drag, over most of the table: nothing antialiased (the 2 px edge
        # covers the shade's steps). An antialiased outline of a polygon of a hundred or so vertices
        # cost 3 ms a frame at 1920x1080 (a dashed, cased one 6 ms); this one 0.2 ms. The shade too: filled
        # antialiased (the view's hint, which this paint used to keep for it) it cost 3.1 ms with the table
        # 1,000 px high, aliased 0.2 ms.
        shade = QPainterPath()
        shade.setFillRule(Qt.FillRule.OddEvenFill)
        shade.addRect(self._table)
        shade.addPath(self.seen)  # the table minus what is seen (even-odd): no geometry work per frame
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillPath(shade, QBrush(style.alpha(SHADE, SHADE_ALPHA)))
        if not self.seen.isEmpty():
            painter.strokePath(self.seen, style.pen(EDGE, EDGE_PX))


CELLS = 16  # the table is cut into CELLS x CELLS cells: a frame repaints the cells where the shade changed


def changed_region(item: SightItem, before, after) -> tuple[QGraphicsView, QRegion] | None:
    """The view and the part of it to repaint when the seen polygon goes from ``before`` to ``after``: the cells
    of the table (with the edge line's width around them) that hold some of what changed (the two polygons'
    symmetric difference). A frame of a piece's drag changes a sliver along the shadows' edges, but the union of
    the two polygons' boxes is about the whole table: repainting it (every layer under the shade blended again
    over ~1.5 M pixels at 1920x1080) was most of the frame. None where there is nothing to compare (the shade
    shown or hidden) or no view: the item repaints its box."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    if before is None or after is None or not views:
        return None
    import numpy as np
    import shapely

    view = views[0]
    diff = shapely.symmetric_difference(before, after)
    if diff.is_empty:
        return view, QRegion()
    t = view.viewportTransform()
    ppu = max(abs(t.m11()) + abs(t.m21()), 1e-6)
    cells, corners = item.cells((EDGE_PX + 3) / ppu)  # the edge line's half width, antialiasing, rounding
    shapely.prepare(diff)
    hit = shapely.intersects(cells, diff)
    region = QRegion()
    for row in np.flatnonzero(hit.any(axis=1)).tolist():
        # Each run of changed cells in a row is one rectangle: where a run starts, and where it ends.
        edges = np.diff(np.concatenate([[False], hit[row], [False]]).astype(np.int8))
        for start, stop in zip(np.flatnonzero(edges == 1).tolist(), np.flatnonzero(edges == -1).tolist()):
            x0, y0, _, _ = corners[row, start]
            _, _, x1, y1 = corners[row, stop - 1]
            region += t.mapRect(QRectF(QPointF(x0, y0), QPointF(x1, y1))).toAlignedRect()
    return view, region


class ViewpointItem(QGraphicsItem):
    """A point to look from when no trooper is selected: dragged like a trooper, a ringed cross on screen."""

    def __init__(self, width: float, depth: float, moved: Callable[[], None]) -> None:
        super().__init__()
        self._width, self._depth, self._moved = width, depth, moved
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
                      | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
                      | QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_TOOL)
        self.setCursor(Qt.CursorShape.SizeAllCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = VIEWPOINT_PX + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = VIEWPOINT_PX
        painter.setPen(style.pen(style.INK, 3.0 if self.isSelected() else 2.0))
        painter.setBrush(QBrush(style.alpha(style.qcolor(P.WHITE), 235)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(style.pen(style.INK, 2.0))
        painter.drawLine(QPointF(-r + 3, 0), QPointF(r - 3, 0))
        painter.drawLine(QPointF(0, -r + 3), QPointF(0, r - 3))

    def itemChange(self, change, value):  # noqa: N802 - Qt override
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange:
            return QPointF(min(max(value.x(), 0.0), self._width), min(max(value.y(), 0.0), self._depth))
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._moved()
        return super().itemChange(change, value)


class LiveSight(QObject):
    """The toggle, the height class it looks for, and the items it keeps in the table's scene."""

    def __init__(self, parent: QWidget, view: TableView) -> None:
        super().__init__(parent)
        self.window, self.view = parent, view
        self.ctl: TableController | None = None
        self.item: SightItem | None = None
        self.viewpoint: ViewpointItem | None = None
        self._obstacles: tuple[object, Obstacles] | None = None  # (the key it was built for, it)
        self._shown: tuple[object, tuple[float, float]] | None = None  # what the item shows: (pieces' key, source)
        self._viewpoint_at: QPointF | None = None  # where the viewpoint was left (back there when turned on)
        self._placed: frozenset[Piece] = frozenset()  # the pieces as the document has them (not being dragged)
        self._still: tuple[object, Obstacles] | None = None  # the still pieces' obstacles, by what they were made of
        self.computed = 0  # polygons computed (tests, the benchmark)
        self.toggle = QAction(self.tr("L&ive line of fire"), parent)
        self.toggle.setCheckable(True)
        self.toggle.setShortcut(QKeySequence("V"))
        self.toggle.setStatusTip(self.tr("Shade what the selected trooper (or the viewpoint) cannot see; it "
                                         "follows every drag"))
        self.toggle.toggled.connect(lambda _on: self._switch())
        self.height_menu = QMenu(self.tr("Line of fire &for"), parent)
        self._group = QActionGroup(self)
        self.height_actions: dict[str, QAction] = {}
        chosen = prefs.SIGHT_HEIGHT.get()
        for hc in HEIGHT_CLASSES:
            act = self.height_menu.addAction("")
            act.setCheckable(True)
            act.setChecked(hc.id == chosen)
            act.triggered.connect(lambda _c=False, key=hc.id: self.set_height(key))
            self._group.addAction(act)
            self.height_actions[hc.id] = act
        self.retranslate()

    def fill(self, menu: QMenu) -> None:
        menu.addAction(self.toggle)
        menu.addMenu(self.height_menu)

    def retranslate(self) -> None:
        names = {"infantry": self.tr("Infantry (Silhouette 2)"), "tag": self.tr("TAG (Silhouette 7)")}
        for key, act in self.height_actions.items():
            act.setText(names[key])

    def height_class(self) -> str:
        return next((k for k, a in self.height_actions.items() if a.isChecked()), "infantry")

    def set_height(self, key: str) -> None:
        self.height_actions[key].setChecked(True)
        prefs.SIGHT_HEIGHT.set(key)
        self.refresh()

    # -- the table ----------------------------------------------------------------------------------
    def bind(self, ctl: TableController) -> None:
        self._drop_items()
        self.ctl = ctl
        self._obstacles = None
        self._viewpoint_at = None
        for item in ctl.scenery_items.values():
            self._hook(item)
        ctl.piece_drawn.connect(self._hook)
        ctl.scene.selectionChanged.connect(self.refresh)
        ctl.evaluated.connect(lambda _e, c=ctl: self.refresh() if c is self.ctl else None)  # a trooper moved
        ctl.changed.connect(lambda c=ctl: self.refresh() if c is self.ctl else None)  # pieces put, undone
        self._switch()

    def _hook(self, item: SceneryItem) -> None:
        item.moving = lambda _i: self.refresh()

    def _switch(self) -> None:
        ctl = self.ctl
        if ctl is None:
            return
        if not self.toggle.isChecked():
            self._drop_items()
            return
        if self.item is None:
            self.item = SightItem(ctl.mission.width, ctl.mission.depth)
            ctl.scene.addItem(self.item)
        if self.viewpoint is None:
            self.viewpoint = ViewpointItem(ctl.mission.width, ctl.mission.depth, self.refresh)
            at = self._viewpoint_at or self.view.mapToScene(self.view.viewport().rect().center())
            self.viewpoint.setPos(at)  # clamped onto the table
            ctl.scene.addItem(self.viewpoint)
        self._shown = None
        self.refresh()

    def _drop_items(self) -> None:
        if self.viewpoint is not None:
            self._viewpoint_at = self.viewpoint.pos()
        for item in (self.item, self.viewpoint):
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        self.item = self.viewpoint = None
        self._shown = None

    def source(self) -> tuple[float, float] | None:
        """Where it looks from: the first selected trooper, else the viewpoint."""
        ctl = self.ctl
        if ctl is None or self.viewpoint is None:
            return None
        ids = ctl.scene.selected_trooper_ids()
        if ids and ids[0] in ctl.scene.trooper_items:
            p = ctl.scene.trooper_items[ids[0]].pos()
            return p.x(), p.y()
        return self.viewpoint.pos().x(), self.viewpoint.pos().y()

    def pieces(self) -> tuple[Piece, ...]:
        """The pieces where they are drawn: a piece being dragged is where the mouse holds it."""
        ctl = self.ctl
        if ctl is None:
            return ()
        out = []
        for item in ctl.scenery_items.values():
            x, y = item.pos().x(), item.pos().y()
            out.append(item.piece if (x, y) == (item.piece.x, item.piece.y) else item.piece.moved(x, y))
        return tuple(out)

    def _build(self, pieces: tuple[Piece, ...], hc: str, height: float) -> Obstacles:
        """The obstacles; while pieces are dragged, the still ones' obstacles (their union, clipped, and its
        edges) are kept between frames, and the moving ones are joined to them as they are (forming the union
        of 40 footprints again was most of the cost of a frame)."""
        from its_desktop.domain.terrain.visibility import Obstacles, hollow_walls, stopping_union

        assert self.ctl is not None
        still = tuple(p for p in pieces if p in self._placed)
        moving = tuple(p for p in pieces if p not in self._placed)
        width, depth = self.ctl.mission.width, self.ctl.mission.depth
        if self._still is None or self._still[0] != (still, hc, width, depth):  # (another table: another size)
            self._still = ((still, hc, width, depth), Obstacles.of_union(stopping_union(still, height), width, depth,
                                                                         hollow_walls(still, height)))
        obstacles = self._still[1]
        if moving:
            obstacles = Obstacles.joined(obstacles, stopping_union(moving, height), hollow_walls(moving, height))
        return obstacles

    def refresh(self) -> None:
        """Recompute what the source sees if anything it depends on changed (cheap when nothing did)."""
        ctl, item = self.ctl, self.item
        if ctl is None or item is None or self.viewpoint is None:
            return
        source = self.source()
        if source is None:
            return
        # The viewpoint shows only when it is the source (a trooper selected: the trooper is).
        self.viewpoint.setVisible(not ctl.scene.selected_trooper_ids())
        hc = next(h for h in HEIGHT_CLASSES if h.id == self.height_class())
        pieces = self.pieces()
        self._placed = frozenset(ctl.doc.scenery)
        key = (pieces, hc.id)
        if (key, source) == self._shown:
            return
        if self._obstacles is None or self._obstacles[0] != key:
            self._obstacles = (key, self._build(pieces, hc.id, hc.height(ctl.mission.unit_mm)))
        obs = self._obstacles[1]
        from its_desktop.domain.terrain.visibility import visibility_polygon

        try:
            seen = visibility_polygon(obs, *source)
        except Exception:  # noqa: BLE001 - called inside Qt's item callbacks, where an exception kills the app
            log.exception("the live line of fire failed at %s", source)
            seen = None
        item.show_seen(seen, same_source=self._shown is not None and self._shown[1] == source)
        self.computed += 1
        self._shown = (key, source)
