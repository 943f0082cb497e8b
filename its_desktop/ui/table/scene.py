"""The table scene: one ResolvedMission drawn in table units, plus the troopers of a document.

The static drawing (table, zones, central line, grid) is the scene's background, which the view
caches; items are what moves or changes. Labels are laid out for the current zoom by
``layout_labels`` with the shared placer, so none overlaps another or hides an objective.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from its_desktop.domain.evaluation import Evaluation
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import Trooper
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation import labels as L
from its_desktop.presentation import palette as P
from its_desktop.presentation.label_placement import Placer, Request
from its_desktop.presentation.units import ruler_marks, shown_unit

from . import style
from .backdrop import ORDER, paint_backdrop
from .items import DEFAULT_PX_PER_UNIT, MarkerItem, RangeRing, TrooperItem, ZoneItem, zone_path
from .label import Label
from .placed import PlacedItem
from .scenery import SceneryItem

MARGIN = 3.0
RULER_X = 1.4  # the centre of the numbers along the left edge, this far left of the table
SIDE_PX = (13, 11, 9)  # the side names' text sizes, tried in turn where the rulers leave little room


def label_spots(geometry) -> list[tuple[float, float]]:
    """Where a label may go inside ``geometry``, best first (``resolved.spots_of``; the first table's cache keeps a
    zone's, so its labels go where the live table's do)."""
    from its_desktop.domain.mission.resolved import spots_of

    return list(spots_of(geometry))


@lru_cache(maxsize=4096)
def _inner_spots(piece: Piece, width: float, depth: float) -> tuple[tuple[float, float], ...]:
    """``label_spots`` of a piece's part on the table, its first (print's ``name_spot``) left out; kept by value
    (a piece is frozen): 40 pieces' spots cost ~10 ms to find, and the labels are laid out at every zoom."""
    from shapely import box

    foot = piece.footprint().intersection(box(0, 0, width, depth))
    return () if foot.is_empty else tuple(label_spots(foot)[1:17])  # the middle rows: enough


class TableScene(QGraphicsScene):
    trooper_moved = Signal(str, float, float)   # one trooper moved (outside a mouse drag)
    troopers_moved = Signal(object)             # {id: (x, y)}: all troopers one mouse event moved
    drag_started = Signal()
    drag_finished = Signal()
    zone_clicked = Signal(object)               # the ZoneItem under a click (or None)
    laid_out = False                            # the view has laid the labels out for its scale
    _layouts_held = 0                           # one_layout: holds still open
    _layout_due = False                         # and a layout was asked for meanwhile

    def __init__(self, mission: ResolvedMission, parent=None) -> None:
        super().__init__(parent)
        self.mission = mission
        self.table_width, self.depth = mission.width, mission.depth
        self.unit_mm = mission.unit_mm
        self.grid: float = 0  # 0 off, else the fine spacing in table units (coarse lines every 6)
        self.snap = 0.0
        self.round = 1
        self.provisional = False  # domination drawn as "so far" (the window says while the round is not scored)
        self.seat = "A"
        self.px_per_unit = DEFAULT_PX_PER_UNIT
        self.units: str = mission.season.unit
        self._batch: dict[str, tuple[float, float]] | None = None
        self._press_pos: QPointF | None = None
        self.setSceneRect(QRectF(-MARGIN, -MARGIN, self.table_width + 2 * MARGIN, self.depth + 2 * MARGIN))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        codes = L.zone_codes(mission.zones)
        self.zone_items: dict[str, ZoneItem] = {}
        for zone in mission.zones:
            item = ZoneItem(zone, codes.get(zone.id, ""), mission.season.language)
            self.zone_items[zone.id] = item
            self.addItem(item)
            if item.label is not None:
                self.addItem(item.label)
        self.key = L.objective_key(mission.markers)
        self.marker_items: dict[str, MarkerItem] = {}
        for marker, entry in zip(mission.markers, self.key):
            marker_item = MarkerItem(marker, self.unit_mm, entry.number, entry.short, mission.season.language)
            self.marker_items[marker.id] = marker_item
            self.addItem(marker_item)
        self.trooper_items: dict[str, TrooperItem] = {}
        self.rings: dict[str, RangeRing] = {}
        self.ruler_labels: list[tuple[Label, float]] = []
        self.player_names = ("", "")
        self.side_labels = {side: Label(self.tr("Side %1").replace("%1", side), px=13, bold=True,
                                        color=style.PLAYER[side]) for side in ("A", "B")}
        for label in self.side_labels.values():
            self.addItem(label)
        self._paths = {z.id: zone_path(z) for z in mission.zones}
        self._spot_cache: dict[str, list[tuple[float, float]]] = {}
        self._inside_cache: dict[str, object] = {}
        self.dragging = False
        self.layout_pending = False
        self.picked_zone: ZoneItem | None = None
        with self.one_layout():
            self.set_ruler_units(None)
            self.show_round(1)

    def set_player_names(self, a: str = "", b: str = "") -> None:
        """'Side A — Ana': the names given when a game is recorded, on the table's edges."""
        self.player_names = (a, b)  # said again in another language after a switch (controller.relabel)
        for side, name in (("A", a), ("B", b)):
            text = self.tr("Side %1").replace("%1", side)
            self.side_labels[side].setText(f"{text} — {name}" if name else text)
        self.layout_labels()

    # -- rulers -------------------------------------------------------------------------------
    def set_ruler_units(self, unit: str | None) -> None:
        """Edge numbers at whole values of ``unit`` ("in", "cm"; None: the reader's choice, else the season's own)."""
        unit = shown_unit(self.mission.season.unit, unit)
        if unit == self.units and self.ruler_labels:
            return
        self.units = unit
        for label, _ in self.ruler_labels:
            self.removeItem(label)
        self.ruler_labels = []
        for length, axis in ((self.table_width, "x"), (self.depth, "y")):
            for pos, text in ruler_marks(length, unit):
                label = Label(text, px=10, color=QColor(80, 80, 80))
                label.setPos(pos, -1.2) if axis == "x" else label.setPos(-RULER_X, pos)
                self.addItem(label)
                self.ruler_labels.append((label, pos))
        self.layout_labels()

    # -- rounds -------------------------------------------------------------------------------
    def show_round(self, round_: int) -> None:
        """Zones that grow per round show only this round's extent."""
        self.round = round_
        for item in self.zone_items.values():
            item.setVisible(self._zone_visible(item.zone))
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.layout_labels()

    def _zone_visible(self, zone) -> bool:
        return not zone.per_round or self.round in (zone.rounds or [])

    # -- the static drawing (cached by the view) -----------------------------------------------
    # Qt passes a QRectF; PySide6's stub also admits QRect (its implicit conversion) in the base class.
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # noqa: N802
        zones = sorted((z for z in self.mission.zones if self._zone_visible(z) and z.kind != "half"),
                       key=lambda z: ORDER.get(z.kind, len(ORDER)))
        paint_backdrop(painter, rect, self.table_width, self.depth,
                       [(P.zone_style(z.kind, z.owner), self._paths[z.id], bool(z.inferred)) for z in zones],
                       self.grid)

    def set_grid(self, spacing: float) -> None:
        if spacing != self.grid:
            self.grid = spacing
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # -- labels -------------------------------------------------------------------------------
    def labels(self) -> list[Label]:
        """Every label item of the scene (visible or not)."""
        return [i for i in self.items() if isinstance(i, Label)]

    @contextmanager
    def one_layout(self) -> Iterator[None]:
        """The layouts asked for inside done once, at the end, with the last zoom and seat asked for: a table being
        opened changes its round, units, viewer and scale in turn, and each laid every label out again (~5 ms each)."""
        self._layouts_held += 1
        try:
            yield
        finally:
            self._layouts_held -= 1
            if not self._layouts_held and self._layout_due:
                self._layout_due = False
                self.layout_labels()

    def layout_labels(self, px_per_unit: float | None = None, seat: str | None = None) -> None:
        """Size every label for this zoom and place them: none overlaps another or an objective.

        Priority: side names and rulers (fixed), the scenery's names (at their pieces), zone codes and
        totals, objective names, names of placed elements, trooper names. A zone label that finds no room inside its zone shortens to
        its code; an objective's name yields to its number; a trooper's name shows on hover or
        selection instead.
        """
        if px_per_unit is not None:
            self.px_per_unit = px_per_unit
        if seat is not None:
            self.seat = seat
        if self._layouts_held:  # done once, when the last hold ends (one_layout)
            self._layout_due = True
            return
        for zone_item in self.zone_items.values():  # their boxes hold what they draw in pixels
            zone_item.set_px_per_unit(self.px_per_unit)
        for marker_item in self.marker_items.values():
            marker_item.set_px_per_unit(self.px_per_unit)
        upp = 1 / self.px_per_unit
        grow = min(max(self.px_per_unit / DEFAULT_PX_PER_UNIT, 1.0), 1.6) ** 0.5  # names grow a little with zoom
        table = (0.0, 0.0, self.table_width, self.depth)
        margin_box = (-MARGIN, -MARGIN, self.table_width + MARGIN, self.depth + MARGIN)
        placer = Placer()
        obstacles: list[MarkerItem | TrooperItem] = [*self.marker_items.values(), *self.trooper_items.values()]
        for item in obstacles:
            if item.isVisible():
                r = (item.extent() if isinstance(item, MarkerItem) else item.rect()).translated(item.pos())
                placer.obstacles.append((r.left(), r.top(), r.right(), r.bottom()))

        def size(label: Label, text: str | None = None, scale: float = 1.0) -> tuple[float, float]:
            w, h = label.pixel_size(text)
            return w * upp * scale, h * upp * scale

        def fixed(label: Label, key: str, scale: float = 1.0) -> None:
            label.set_scale(upp * scale, self.seat)
            w, h = size(label, scale=scale)
            p = label.scenePos()
            req = Request(key, 0, [(w, h)], (p.x(), p.y()), spots=[(p.x(), p.y())], around=False, bounds=margin_box)
            label.setVisible(placer.place(req) is not None)

        def sides() -> bool:
            """The side names at the outer edge of the margin, smaller where the room is short; True: both shown."""
            for side in ("A", "B"):
                lab = self.side_labels[side]
                for px in SIDE_PX:
                    lab.set_px(px)
                    lab.set_scale(upp, self.seat)
                    half = min(size(lab)[1] / 2 + 0.02, MARGIN / 2)
                    lab.setPos(self.table_width / 2, -MARGIN + half if side == "A" else self.depth + MARGIN - half)
                    fixed(lab, f"side-{side}")
                    if lab.isVisible():
                        break
            return all(lab.isVisible() for lab in self.side_labels.values())

        def rulers() -> None:
            for i, (lab, pos) in enumerate(self.ruler_labels):
                scale = 1.0
                if lab.y() < 0:  # along Side A's edge (x), below the table: as close to it as its height allows
                    lab.set_scale(upp, self.seat)
                    lab.setPos(pos, -min(size(lab)[1] / 2 + 0.1, MARGIN / 2))
                elif (w := size(lab)[0]) / 2 + RULER_X > MARGIN - 0.05:
                    # Left of the table, "100" to "120" of a cm table were wider than the margin at the window's
                    # zoom and were dropped: a French or Spanish player lost the top of the scale. Such a number is
                    # drawn smaller, right against the table's edge, rather than not at all.
                    scale = min(1.0, (MARGIN - 0.2) / w)
                    lab.setPos(-(w * scale / 2 + 0.1), pos)
                fixed(lab, f"ruler-{i}", scale)

        # Fixed positions first: the rulers hugging the table's edges, then the side names in the room left (a side
        # name laid over the bottom ruler hid "50 60 70"). Where a small table leaves no room for both, the names
        # come first and only the ruler numbers under them give way.
        before = len(placer.placed)
        rulers()
        if not sides():
            del placer.placed[before:]
            self.side_labels["A"].set_px(SIDE_PX[0])
            self.side_labels["B"].set_px(SIDE_PX[0])
            sides()
            rulers()

        requests: list[tuple[Request, Label, list[str]]] = []
        # Scenery names first, where the printed map writes them (the one rule: ``name_spot``): the zone and
        # objective names placed after them take their next spot rather than cover a piece's name.
        for element in self.items():
            if isinstance(element, SceneryItem) and element.isVisible():
                lab = element.label
                lab.set_px(11 * grow)
                at = element.mapToScene(lab.pos())
                # Where print writes it first; if an objective or a trooper sits there, elsewhere on the piece.
                spots = [(at.x(), at.y()), *self._piece_spots(element)]
                req = Request(f"piece-{element.piece.id}", 0, [size(lab)], (at.x(), at.y()), spots=spots,
                              around=False, bounds=table)
                requests.append((req, lab, [lab.text()]))
        for zid, zone_item in self.zone_items.items():
            if zone_item.label is None:
                continue
            lab = zone_item.label
            if not zone_item.isVisible():
                lab.setVisible(False)
                continue
            lab.set_px(13 * grow)
            full = lab.text() or zone_item.code
            variants = L.zone_variants(full, zone_item.code, getattr(zone_item, "badge_text", ""),
                                           getattr(zone_item, "totals", ""))
            spots = self._spots(zone_item.zone)
            prio = 1 if zone_item.zone.is_zo else 2
            req = Request(f"zone-{zid}", prio, [size(lab, v) for v in variants], spots[0], spots=spots,
                          around=False, bounds=table, fits=self._inside(zone_item.zone))
            requests.append((req, lab, variants))
        for mid, item in self.marker_items.items():
            lab = item.label
            if not item.short or not item.isVisible():
                lab.setVisible(False)
                continue
            lab.set_px(11 * grow)
            variants = [item.short, *filter(None, [L.two_lines(item.short)])]  # whole, on one line or two
            r = item.extent()
            req = Request(f"marker-{mid}", 3, [size(lab, v) for v in variants], (item.x(), item.y()),
                          radius=max(r.width(), r.height()) / 2, bounds=table)
            requests.append((req, lab, variants))
        for element in self.items():
            if isinstance(element, PlacedItem):
                lab = element.label
                req = Request(f"placed-{element.placed.id}", 4, [size(lab)], (element.x(), element.y()),
                              radius=element.radius, bounds=table)
                requests.append((req, lab, [lab.text()]))
        for tid, item in self.trooper_items.items():
            lab = item.label
            lab.set_px(11 * grow)
            req = Request(f"trooper-{tid}", 5, [size(lab)], (item.x(), item.y()), radius=item.radius, bounds=table)
            requests.append((req, lab, [lab.text()]))
        for req, lab, variants in sorted(requests, key=lambda t: t[0].priority):
            lab.set_scale(upp, self.seat)
            placed = placer.place(req)
            if placed is None and req.fits is not None and req.key.startswith("zone-") and req.priority == 1:
                # A Zone of Operations with no room inside (an antenna's small circle, troopers in it) still gets its
                # name and badge, beside it: five areas counted by the referee are five areas named on the table.
                short = variants[-2:] if len(variants) > 1 else variants
                aside = replace(req, variants=[size(lab, v) for v in short], around=True, fits=None,
                                radius=self._zone_radius(req.key.removeprefix("zone-")))
                placed = placer.place(aside)
                if placed is not None:
                    variants = short
            parent = lab.parentItem()
            trooper = parent if isinstance(parent, TrooperItem) else None
            if placed is None:
                if trooper is not None:
                    trooper.label_placed = False
                    trooper._show_label()
                    lab.setPos(0, trooper.radius + size(lab)[1] / 2)
                else:
                    lab.setVisible(False)
                continue
            if len(variants) > 1:
                lab.setText(variants[placed.variant])
            x = (placed.rect[0] + placed.rect[2]) / 2
            y = (placed.rect[1] + placed.rect[3]) / 2
            lab.setPos(parent.mapFromScene(QPointF(x, y)) if parent is not None else QPointF(x, y))
            lab.setVisible(True)
            if trooper is not None:
                trooper.label_placed = True

    def _piece_spots(self, item: SceneryItem) -> list[tuple[float, float]]:
        """Inner points of a piece's part on the table, for its name when its first spot is taken."""
        piece = item.piece
        dx, dy = item.pos().x() - piece.x, item.pos().y() - piece.y  # mid-drag: where it is drawn now
        return [(x + dx, y + dy) for x, y in _inner_spots(piece, self.table_width, self.depth)]

    def _inside(self, zone):
        """A test that a label's rectangle lies within ``zone``: Qt's, on the zone's drawn path (as the first
        table's picture asks), so a table drawn from the cache lays its labels out without Shapely."""
        test = self._inside_cache.get(zone.id)
        if test is None:
            path = self._paths[zone.id]
            test = self._inside_cache[zone.id] = lambda r: path.contains(QRectF(r[0], r[1], r[2] - r[0], r[3] - r[1]))
        return test

    def _zone_radius(self, zone_id: str) -> float:
        """Half the larger side of a zone's drawn outline: a label set beside it starts beyond it."""
        box = self._paths[zone_id].boundingRect()
        return max(box.width(), box.height()) / 2

    def _spots(self, zone) -> list[tuple[float, float]]:
        """Where a zone's label may go, best first (cached per zone)."""
        cached = self._spot_cache.get(zone.id)
        if cached is None:
            cached = self._spot_cache[zone.id] = list(zone.spots)  # kept with the zone (the cache holds them)
        return cached

    # -- mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.RightButton:
            # The context menu that follows acts on the item clicked, and on it alone.
            hit = next((i for i in self.items(event.scenePos()) if isinstance(i, (TrooperItem, MarkerItem))), None)
            if hit is not None:
                self.clearSelection()
                hit.setSelected(True)
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self.select_zone(None)
            self._press_pos = event.scenePos()
            self.dragging = True
            self.drag_started.emit()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        # Qt moves every selected trooper inside this call: collect their moves and report them
        # once, so the table is evaluated once per mouse event however many troopers move.
        self._batch = {}
        try:
            super().mouseMoveEvent(event)
        finally:
            batch, self._batch = self._batch, None
        if batch:
            self.troopers_moved.emit(batch)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.dragging = False
        self.drag_finished.emit()
        if self.layout_pending:
            self.layout_pending = False
            self.layout_labels()
        press, self._press_pos = self._press_pos, None
        if press is not None and QLineF(press, event.scenePos()).length() * self.px_per_unit < 4:
            self._click_zone(event.scenePos())

    def _click_zone(self, point: QPointF) -> None:
        """A click on the table's open ground selects the zone under it (for its explanation)."""
        hits = self.items(point)
        if any(isinstance(i, (TrooperItem, MarkerItem)) or hasattr(i, "placed") for i in hits):
            return
        zones = [i for i in hits if isinstance(i, ZoneItem) and i.isVisible()]
        zone = next((z for z in zones if z.zone.is_zo), zones[0] if zones else None)
        self.select_zone(zone)

    def select_zone(self, zone: ZoneItem | None) -> None:
        """The zone picked for its explanation (outlined), or None."""
        if zone is self.picked_zone:
            return
        for item in (self.picked_zone, zone):
            if item is not None:
                item.picked = item is zone
                item.update()
        self.picked_zone = zone
        self.zone_clicked.emit(zone)

    # -- troopers -----------------------------------------------------------------------------
    def clamp(self, pos: QPointF, radius: float) -> QPointF:
        x, y = pos.x(), pos.y()
        if self.snap:
            x, y = round(x / self.snap) * self.snap, round(y / self.snap) * self.snap
        return QPointF(min(max(x, radius), self.table_width - radius), min(max(y, radius), self.depth - radius))

    def add_trooper(self, trooper: Trooper) -> TrooperItem:
        item = TrooperItem(trooper, self.unit_mm, self._moved, self.clamp)
        item.label.set_scale(1 / self.px_per_unit, self.seat)
        self.trooper_items[trooper.id] = item
        self.addItem(item)
        return item

    def remove_trooper(self, tid: str) -> None:
        item = self.trooper_items.pop(tid, None)
        self.rings.pop(tid, None)
        if item is not None:
            self.removeItem(item)

    def _moved(self, item: TrooperItem) -> None:
        if self._batch is not None:
            self._batch[item.trooper_id] = item.at
        else:
            self.trooper_moved.emit(item.trooper_id, *item.at)

    def set_ring(self, tid: str, distance: float | None) -> None:
        """Show (or hide, with None) a ring ``distance`` from the edge of a trooper's base."""
        old = self.rings.pop(tid, None)
        if old is not None:
            self.removeItem(old)
        item = self.trooper_items.get(tid)
        if distance is not None and item is not None:
            self.rings[tid] = RangeRing(item.radius + distance, item)

    def selected_trooper_ids(self) -> list[str]:
        return [i.trooper_id for i in self.selectedItems() if isinstance(i, TrooperItem)]

    def set_provisional(self, provisional: bool) -> None:
        """Domination drawn as "so far" (the round not scored yet) or as the round's result."""
        if provisional == self.provisional:
            return
        self.provisional = provisional
        relayout = False
        for item in self.zone_items.values():
            before = item.label.text() if item.label is not None else ""
            item.set_provisional(provisional)
            relayout |= item.label is not None and item.label.text() != before
        if relayout:
            self.layout_labels()

    def show_pending(self, occupied: bool) -> bool:
        """Before the table's evaluator arrives (controller.py). With troopers or objective states on the table
        every Zone of Operations is drawn as still being worked out (the "…" style: "Q1 computing…") and every
        objective with a "…" badge, never as the last result, nor as "?" (hidden information); an empty table's read as any empty table's do (nobody in them: 0 each,
        nobody dominates, nothing controlled), as the first table's picture."""
        relayout = False
        for item in self.zone_items.values():
            if item.zone.is_zo:
                before = item.label.text() if item.label is not None else ""
                if occupied:
                    item.show_domination({"A": "…", "B": "…"}, "…")
                else:
                    item.show_domination({"A": 0, "B": 0}, None)
                relayout |= item.label is not None and len(item.label.text()) != len(before)
        if occupied:
            for marker in self.marker_items.values():
                marker.show_pending()
        if relayout:
            if self.dragging:
                self.layout_pending = True
            else:
                self.layout_labels()
        return relayout

    def show_evaluation(self, result: Evaluation) -> bool:
        """Totals, domination and control drawn for ``result``; whether the labels moved."""
        relayout = False
        for zone in result.zones:
            item = self.zone_items.get(zone.id)
            if item is not None and zone.is_zo:
                before = item.label.text() if item.label is not None else ""
                item.show_domination(zone.points, zone.dominated_by)
                if item.label is not None and len(item.label.text()) != len(before):
                    relayout = True
        for marker in result.markers:
            shown = self.marker_items.get(marker.id)
            if shown is not None:
                if (shown.x(), shown.y()) != (marker.x, marker.y):
                    shown.setPos(marker.x, marker.y)
                    relayout = True
                shown.show_status(marker.controlled_by, marker.state, marker.activated_by, marker.carried_by is not None,
                                  marker.contact)
        if relayout:
            if self.dragging:
                self.layout_pending = True  # labels settle when the drag ends
            else:
                self.layout_labels()
        return relayout


__all__ = ["TableScene"]
