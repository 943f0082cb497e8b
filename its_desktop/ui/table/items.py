"""Graphics items of the table: zones, objective markers, troopers.

Geometry is in table units (the season's inch or 2.5 cm). The static look of the zones is painted
once into the view's cached background (``TableScene.drawBackground``); zone items only add what
changes (domination, selection) and make zones clickable for their explanation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from its_desktop.domain.lengths import number
from its_desktop.presentation import palette as P

from . import style
from .label import Label, font

DEFAULT_PX_PER_UNIT = 13.0  # the table's zoom before a view has laid it out (pixels per table unit)

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Total
    from its_desktop.domain.mission import ResolvedMarker, ResolvedZone
    from its_desktop.domain.table import Trooper

Z_ZONE, Z_ZO, Z_MARKER, Z_TROOPER, Z_LABEL, Z_TOOL = 1, 2, 3, 5, 8, 10
# Zones and objectives are kept as pixmaps of their screen pixels (Qt's device-coordinate cache): the live
# line of fire repaints most of the table on every frame of a drag, and repainting their hatches, rings
# and haloed numbers was most of that frame. A cached item shows only what lies inside its bounding
# rectangle, so that rectangle holds what is drawn in pixels beyond the shape (the widest outline, the
# badge at a marker's corner, a thin gate's number): these many pixels, in table units at the current zoom.
ZONE_PAD_PX = 4.0  # the picked outline (4 px) and a domination border (3 px), half outside, antialiased
MARKER_PAD_PX = P.MARKER_BADGE_MIN_PX + 4  # the corner badge's radius, its 1.5 px rim, antialiasing
NULL_STATES = ("unconscious", "dead", "sepsitorized")


def _state_word(state: str) -> str:
    """A trooper's state as the trooper dialog names it (the same catalog entries)."""
    tr = QCoreApplication.translate
    return {"normal": tr("TrooperDialog", "Normal"), "embryo": tr("TrooperDialog", "Shasvastii-Embryo"),
            "isolated": tr("TrooperDialog", "Isolated"), "immobilized": tr("TrooperDialog", "Immobilized"),
            "possessed": tr("TrooperDialog", "Possessed"), "unconscious": tr("TrooperDialog", "Unconscious"),
            "dead": tr("TrooperDialog", "Dead"), "sepsitorized": tr("TrooperDialog", "Sepsitorized")}.get(state, state)


def shape_path(geometry) -> QPainterPath:
    # Shapely is loaded by whoever made ``geometry``; imported here so the first paint does not load it.
    from shapely import get_coordinates

    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    polygons = list(geometry.geoms) if hasattr(geometry, "geoms") else [geometry]
    for poly in polygons:
        for ring in [poly.exterior, *poly.interiors]:
            # One array per ring: iterating ``ring.coords`` makes a list per vertex (the live line of
            # fire turns a polygon of a hundred-odd vertices into a path on every frame of a drag).
            coords = get_coordinates(ring).tolist()
            path.moveTo(*coords[0])
            for x, y in coords[1:]:
                path.lineTo(x, y)
            path.closeSubpath()
    return path


def zone_path(zone) -> QPainterPath:
    """A resolved zone's path from its plain coordinates: a zone read back from the cache is drawn without
    Shapely (``shape_path`` of its geometry gives the same path)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for shell, holes in zone.rings:
        for ring in (shell, *holes):
            path.moveTo(*ring[0])
            for x, y in ring[1:]:
                path.lineTo(x, y)
            path.closeSubpath()
    return path


def _device_text(painter, centre: QPointF, text: str, px: float, color: QColor, bold: bool = True,
                 halo: bool = False, halo_color: QColor | None = None) -> None:
    """Text of ``px`` pixels centred on a scene point, upright whatever the view's transform; with a
    white halo where it is larger than what it sits on."""
    painter.save()
    c = painter.worldTransform().map(centre)
    painter.resetTransform()
    painter.setFont(font(px, bold))
    box = QRectF(c.x() - 40, c.y() - 20, 80, 40)
    if halo or halo_color is not None:
        painter.setPen(halo_color if halo_color is not None else QColor(255, 255, 255))
        for dx, dy in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
            painter.drawText(box.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(color)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def _px_per_unit(painter) -> float:
    t = painter.worldTransform()
    return max(abs(t.m11()) + abs(t.m21()), 1e-6)


def inferred_line(reason: str | None) -> str:
    """The tooltip's line saying why a position is inferred (the reason is in the current language)."""
    if not reason:
        return ""
    return "\n" + QCoreApplication.translate("TableItems", "Inferred: %1").replace("%1", reason)


class MarkerLook(NamedTuple):
    """An objective's state as drawn: whose ring (control), whose inside (activation or hack)."""

    controlled_by: str | None = None
    activated: tuple[str, ...] = ()
    contested: bool = False
    gone: bool = False        # destroyed or removed
    carried: bool = False
    inferred: bool = False


def paint_marker(painter, rect: QRectF, round_: bool, fill: QColor, look: MarkerLook, number: int = 0,
                 badge: bool = True) -> None:
    """One objective marker in ``rect`` (table units), as the palette's MARKER_* say: the table and the
    legend both paint with this, so the legend is the map's own drawing. ``badge``: the control badge on
    its corner (the table's markers place theirs clear of the troopers: marker_badge.py)."""
    shape = QPainterPath()
    if round_:
        shape.addEllipse(rect)
    else:
        shape.addRect(rect)
    ppu = _px_per_unit(painter)
    painter.setPen(Qt.PenStyle.NoPen)
    if look.gone:
        painter.fillPath(shape, QBrush(style.qcolor(P.DESTROYED_FILL)))
    elif look.activated:
        # Whose inside: the player's dark colour (left half A, right half B when both), a white hatch
        # leaning the player's way, a white number: dark against the pale neutral tokens from across the
        # table, and A's and B's darks are far apart in greyscale.
        painter.fillPath(shape, QBrush(style.MARKER_INSIDE[look.activated[0]]))
        if len(look.activated) > 1:
            half = QPainterPath()
            half.addRect(QRectF(rect.center().x(), rect.top(), rect.width() / 2, rect.height()))
            painter.fillPath(shape.intersected(half), QBrush(style.MARKER_INSIDE[look.activated[1]]))
        size = min(rect.width(), rect.height())
        spacing = max(size / P.MARKER_HATCH_LINES, P.MARKER_HATCH_MIN_PX / ppu)
        painter.save()
        painter.setClipPath(shape, Qt.ClipOperation.IntersectClip)
        for player in look.activated:
            painter.setPen(style.pen(QColor(255, 255, 255, 120), 1.2))
            painter.drawLines(style.hatch_lines(rect, P.MARKER_HATCH[player], spacing))
        painter.restore()
    else:
        painter.fillPath(shape, QBrush(fill))
    # Whose ring: thick and solid for control; dashed in both colours when contested. A held ring is drawn
    # outside the marker's edge: at the laptop's fit zoom a 40 mm console is ~20 px, and a ring on its edge
    # covered most of the inside that says who activated or hacked it.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    held = look.controlled_by is not None or look.contested
    width = P.MARKER_RING_PX["held" if held else "neutral"]
    line = Qt.PenStyle.DashLine if look.carried else Qt.PenStyle.SolidLine
    if held:
        out = (width / 2 + 1.5) / ppu
        shape = QPainterPath()
        if round_:
            shape.addEllipse(rect.adjusted(-out, -out, out, out))
        else:
            shape.addRect(rect.adjusted(-out, -out, out, out))
    if held:  # a white line under the ring keeps it apart from a dark inside and from the ground
        painter.setPen(style.pen(QColor(255, 255, 255), width + 3))
        painter.drawPath(shape)
    if look.controlled_by is not None:
        painter.setPen(style.pen(style.PLAYER[look.controlled_by], width, line))
        painter.drawPath(shape)
    elif look.contested:
        for player, offset in (("A", 0.0), ("B", 3.0)):  # A's dashes, B's in A's gaps
            dashed = style.pen(style.PLAYER[player], width, Qt.PenStyle.CustomDashLine)
            dashed.setDashPattern([3.0, 3.0])
            dashed.setDashOffset(offset)
            painter.setPen(dashed)
            painter.drawPath(shape)
    elif look.inferred:
        painter.setPen(style.pen(style.INFERRED, width, Qt.PenStyle.DashDotLine))
        painter.drawPath(shape)
    else:
        painter.setPen(style.pen(style.INK, width, line))
        painter.drawPath(shape)
    if look.gone:
        painter.setPen(style.pen(style.INK, 2.0))
        painter.drawLine(rect.topLeft(), rect.bottomRight())
        painter.drawLine(rect.topRight(), rect.bottomLeft())
    size = min(rect.width(), rect.height()) * ppu
    if number:
        # A gate is a thin bar: its number stays readable (10 px, haloed) however thin the bar is drawn;
        # over a hatch too.
        small = size < 14
        if look.activated and not look.gone:
            _device_text(painter, rect.center(), str(number), 10 if small else min(size * 0.6, 18),
                         QColor(255, 255, 255), halo_color=style.INK)
        else:
            _device_text(painter, rect.center(), str(number), 10 if small else min(size * 0.6, 18), style.INK,
                         halo=small)
    if held and badge:
        radius = max(P.MARKER_BADGE_MIN_PX / ppu, min(rect.width(), rect.height()) * 0.3)
        _badge(painter, QPointF(rect.left(), rect.top()), look.controlled_by or "", ppu, radius,
               text=P.CONTESTED_BADGE if look.controlled_by is None else None)


def _badge(painter, centre: QPointF, player: str, ppu: float, radius: float | None = None,
           text: str | None = None) -> None:
    """A lettered disc: a player's (their colour, their letter) or, with ``text`` and no player, a white one."""
    r = radius if radius is not None else P.MARKER_BADGE_MIN_PX / ppu
    painter.setBrush(QBrush(style.PLAYER[player] if player else QColor(255, 255, 255)))
    painter.setPen(style.pen(QColor(255, 255, 255) if player else style.INK, 1.5))
    painter.drawEllipse(centre, r, r)
    _device_text(painter, centre, text if text is not None else player, max(min(r * ppu * 1.3, 16), 7),
                 QColor(255, 255, 255) if player else style.INK)


class ZoneItem(QGraphicsPathItem):
    """A zone: clickable (selecting it explains it); a Zone of Operations shows who dominates it."""

    def __init__(self, zone: ResolvedZone, code: str = "", pack_language: str = "en") -> None:
        super().__init__(zone_path(zone))
        self.zone = zone
        self.code = code
        self.pack_language = pack_language  # whose readers get the pack's own quotation in the tooltip
        self.style = P.zone_style(zone.kind, zone.owner)
        self.state: P.Style | None = None
        self.setPen(style.pen(QColor(0, 0, 0, 0), 0))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setZValue(Z_ZO if zone.is_zo else Z_ZONE)
        # Not a Qt selectable item: a rubber band over troopers must not pick up the zones under
        # them. A click on open ground picks the zone instead (TableScene.select_zone).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._box = QRectF()
        self.set_px_per_unit(DEFAULT_PX_PER_UNIT)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.picked = False
        self.describe(zone)
        self.label: Label | None = None
        # A half of the table is not drawn (it only scopes a rule), so its short name is not written on it.
        if (code or zone.is_zo) and zone.kind != "half":
            owner = style.PLAYER.get(zone.owner) if zone.kind == "deployment" else None
            # A top-level item (the scene adds it): as a child it would be drawn under the zones
            # stacked above its own, e.g. a dominated quadrant's hatch over "DZ B".
            self.label = Label(code, None, px=13, bold=True, color=owner)
        self._shown: tuple[Any, Any, str | None, bool] | None = None  # the totals, owner, provisional drawn
        self._points: Mapping[str, Total] = {}
        self._dominated_by: str | None = None
        self.provisional = False  # the round is not scored yet: domination so far (TableScene.set_provisional)

    def describe(self, zone: ResolvedZone) -> None:
        """The tooltip, in the current language (again after a language switch)."""
        self.zone = zone
        # The short name on the table, the long one in the tooltip: both follow a language switch.
        self.code = zone.short or getattr(self, "code", "")
        label = getattr(self, "label", None)
        if label is not None and not zone.is_zo:
            label.setText(self.code)
        # Imported here: readings (and the mission records it reads) is not on the first paint's way.
        from its_desktop.domain.readings import cited

        source = cited(zone.source, self.pack_language)  # the pack's quote to its own language's readers, else lines
        from its_desktop.presentation.labels import short_and_long

        name = short_and_long(zone.short, zone.name)
        self.setToolTip("\n".join(filter(None, (name, source))) + inferred_line(zone.inferred))
        if getattr(self, "_shown", None) is not None:  # a language switch: the badge's word again
            self._shown = None
            self.show_domination(self._points, self._dominated_by)

    def label_text(self, with_totals: bool = True) -> str:
        return self.label.text() if self.label is not None else ""

    def shape(self) -> QPainterPath:
        return self.path()

    def set_px_per_unit(self, ppu: float) -> None:
        """The zoom it is drawn at (the scene's layout says): its box keeps the outline's pixels."""
        pad = ZONE_PAD_PX / max(ppu, 1e-6)
        box = self.path().boundingRect().adjusted(-pad, -pad, pad, pad)
        if box != self._box:
            self.prepareGeometryChange()
            self._box = box

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._box

    def paint(self, painter, option, widget=None) -> None:
        if self.state is not None:
            style.paint_style(painter, self.path(), self.state, fill=False)
        if self.picked:
            painter.strokePath(self.path(), style.pen(QColor(255, 170, 0), 4.0))

    def show_domination(self, points: Mapping[str, Total], dominated_by: str | None) -> None:
        key = (points.get("A"), points.get("B"), dominated_by, self.provisional)
        if key == self._shown:
            return  # most drag frames change nothing here; repainting a zone is not free
        self._shown = key
        self._points, self._dominated_by = points, dominated_by
        from its_desktop.presentation.labels import totals_text

        tie = dominated_by is None and points.get("A") not in (0, None, "?") and points.get("A") == points.get("B")
        self.state = P.domination_style(dominated_by, tie)
        if self.state is not None and self.provisional and self.state.key not in ("unknown", "pending"):
            self.state = P.provisional(self.state)
        if self.label is not None:
            badge = ""
            if self.state is not None and self.state.key == "pending":  # words, not "[?]": nothing is hidden here
                self.badge_text, self.totals = "", QCoreApplication.translate("TableItems", "computing…")
                self.label.setText(f"{self.code} {self.totals}")
                self.update()
                return
            if self.state is not None:
                code = self.state.code
                if self.provisional and self.state.key != "unknown":
                    code = QCoreApplication.translate("TableItems", "%1 provisional").replace("%1", code)
                badge = f"[{code}] "
            self.badge_text = badge.strip()
            self.totals = totals_text(points, dominated_by)
            self.label.setText(f"{badge}{self.code} {self.totals}".strip())
        self.update()

    def set_provisional(self, provisional: bool) -> None:
        if provisional != self.provisional:
            self.provisional = provisional
            if self._shown is not None:
                self.show_domination(self._points, self._dominated_by)


class MarkerItem(QGraphicsItem):
    """An objective marker at true footprint size, numbered; its ring and badges show its state."""

    def __init__(self, marker: ResolvedMarker, unit_mm: float, number: int = 0, short: str = "",
                 pack_language: str = "en") -> None:
        super().__init__()
        self.marker = marker
        self.pack_language = pack_language  # whose readers get the pack's own quotation in the tooltip
        self.unit_mm = unit_mm
        self.number = number
        self.controlled_by: str | None = None
        self.state = "present"
        self.activated: tuple[str, ...] = ()
        self.carried = False
        self.contact: dict[str, tuple[str, ...]] = {}  # who is in contact (both, uncontrolled: contested)
        if marker.diameter_mm is not None:
            r = marker.diameter_mm / unit_mm / 2
            self._rect = QRectF(-r, -r, 2 * r, 2 * r)
            self._round = True
        else:
            w, d = marker.footprint or (1.0, 1.0)
            self._rect = QRectF(-w / 2, -d / 2, w, d)
            self._round = False
        self._token = 25 / unit_mm / 2
        self.setPos(marker.x, marker.y)
        self.setZValue(Z_MARKER)
        # What a click or a rubber band picks: the marker, its tokens and a little room around them.
        self._hit = self._rect.adjusted(-0.6, -0.6, 0.6 + 4 * self._token, 0.6)
        self._box = QRectF()
        self.set_px_per_unit(DEFAULT_PX_PER_UNIT)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.short = short
        self.label = Label(short, self, px=11)
        from .marker_badge import ControlBadge

        self.badge = ControlBadge(self, _badge)  # who controls it: beside it, clear of the troopers in contact
        self.describe(marker, short)

    def describe(self, marker: ResolvedMarker, short: str) -> None:
        """Tooltip and short label, in the current language (again after a language switch)."""
        self.marker = marker
        self.short = short
        self.label.setText(short)
        from its_desktop.domain.readings import cited

        source = cited(marker.source, self.pack_language)  # the pack's quote to its own language's readers
        from its_desktop.presentation.labels import short_and_long

        name = short_and_long(short or marker.short, marker.label)  # the table's name first, as the key lists it
        self.setToolTip("\n".join(filter(None, (f"{self.number}. {name}", source))) + inferred_line(marker.inferred))

    def extent(self) -> QRectF:
        """The marker and its activation tokens, in table units around its position."""
        t = self._token
        return self._rect.adjusted(0, -2 * t if self.activated else 0, 4 * t if self.activated else 0, 0)

    def set_px_per_unit(self, ppu: float) -> None:
        """The zoom it is drawn at: its box holds the corner badge (a radius of 30 % of the marker, or
        MARKER_BADGE_MIN_PX) and the numbers, which are sized in pixels."""
        side = min(self._rect.width(), self._rect.height())
        pad = max(0.0, 0.3 * side - 0.6) + MARKER_PAD_PX / max(ppu, 1e-6)
        box = self._hit.adjusted(-pad, -pad, pad, pad)
        if box != self._box:
            self.prepareGeometryChange()
            self._box = box

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._box

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._hit)
        return path

    def paint(self, painter, option, widget=None) -> None:
        fill = style.MARKER_FILL.get(self.marker.kind, style.MARKER_DEFAULT)
        look = self.look()
        paint_marker(painter, self._rect, self._round, fill, look, self.number, badge=False)
        if self.isSelected():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(style.pen(QColor(255, 170, 0), 2, Qt.PenStyle.SolidLine))
            painter.drawRect(self._rect.adjusted(-0.2, -0.2, 0.2, 0.2))
        # Activation / hack tokens (the pack's 25 mm Player A/B markers), lettered, beside the marker.
        ppu = _px_per_unit(painter)
        t = self._token
        for i, player in enumerate(self.activated):
            centre = QPointF(self._rect.right() + t * (1 + 2 * i), self._rect.bottom() - t)
            _badge(painter, centre, player, ppu, radius=t)

    def look(self) -> MarkerLook:
        """What this marker's state is drawn as (the legend draws its entries from the same looks)."""
        contested = (self.controlled_by is None and self.state not in ("destroyed", "removed")
                     and all(self.contact.get(p) for p in ("A", "B")))
        return MarkerLook(self.controlled_by, tuple(p for p in ("A", "B") if p in self.activated),
                          contested, self.state in ("destroyed", "removed"), self.carried,
                          bool(self.marker.inferred))

    def show_pending(self) -> None:
        """Before the table's evaluator arrives: no control, state or tokens claimed, a "…" badge instead (not
        "?", which means hidden information)."""
        now: tuple[str | None, str, tuple[str, ...], bool, dict[str, tuple[str, ...]]] = (None, "present", (), False, {})
        if now != (self.controlled_by, self.state, self.activated, self.carried, self.contact):
            self.controlled_by, self.state, self.activated, self.carried, self.contact = now
            self.update()
        self.badge.show_pending()

    def show_status(self, controlled_by: str | None, state: str, activated: tuple[str, ...],
                    carried: bool = False, contact: Mapping[str, tuple[str, ...]] | None = None) -> None:
        touching = {p: tuple(ids) for p, ids in (contact or {}).items()}
        now = (controlled_by, state, activated, carried, touching)
        if now != (self.controlled_by, self.state, self.activated, self.carried, self.contact):
            self.controlled_by, self.state, self.activated, self.carried, self.contact = now
            self.update()
        look = self.look()
        if look.controlled_by is not None or look.contested or self.badge.isVisible():
            self.badge.show_state(look.controlled_by, look.contested)  # a trooper in contact may have moved


class TrooperItem(QGraphicsEllipseItem):
    """A trooper's round base. Dragging it reports every position change so domination follows live."""

    def __init__(self, trooper: Trooper, unit_mm: float, on_move: Callable[["TrooperItem"], None],
                 clamp: Callable[[QPointF, float], QPointF]) -> None:
        r = trooper.base_mm / unit_mm / 2
        super().__init__(-r, -r, 2 * r, 2 * r)
        self.trooper_id = trooper.id
        self.player = trooper.player
        self.radius = r
        # Where it stands, kept by itemChange: read every frame of a drag (the control badges, the scene's
        # batch), where asking Qt for pos() costs a call into C++ per trooper.
        self.at = (0.0, 0.0)
        self._on_move = on_move
        self._clamp = clamp
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsMovable | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
                      | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_TROOPER)
        self.label = Label("", self, px=11, bold=True, color=style.PLAYER_TEXT[trooper.player])
        self.label_placed = False
        self.dot: QGraphicsEllipseItem | None = None
        if trooper.player == "B":
            # Player B's bases carry a white centre dot: told from A's without colour.
            d = r * 0.3
            self.dot = QGraphicsEllipseItem(-d, -d, 2 * d, 2 * d, self)
            self.dot.setBrush(QBrush(QColor(255, 255, 255)))
            self.dot.setPen(style.pen(QColor(0, 0, 0, 0), 0))
            self.dot.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(trooper.x, trooper.y)
        self.show_trooper(trooper, hidden=False)

    def show_trooper(self, trooper: Trooper, hidden: bool, text: str | None = None) -> None:
        from its_desktop.presentation.labels import trooper_label

        null = trooper.state in NULL_STATES
        dead = trooper.state in ("dead", "sepsitorized")
        # Dead: faint and dotted, marked †; Unconscious: half-faded, dash-dotted, marked "UNC".
        color = style.alpha(style.PLAYER[trooper.player], 50 if dead else 120 if null else 240)
        self.setBrush(QBrush(color))
        line = Qt.PenStyle.DashLine if trooper.kind == "marker" else Qt.PenStyle.SolidLine
        if null:
            line = Qt.PenStyle.DotLine if dead else Qt.PenStyle.DashDotLine
        # A model's base has a white rim (apart on any fill); markers and the fallen a dark one.
        rim = QColor(90, 90, 90) if dead else QColor(20, 20, 20) if null or trooper.kind == "marker" \
            else QColor(255, 255, 255)
        self._pen = style.pen(rim, 1.5, line)
        self.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
        # The packs print no abbreviation for Unconscious: ours is cut from the pack's word ("INC", Inconscient).
        mark = "† " if dead else QCoreApplication.translate("TableItems", "UNC") + " " if null else ""
        self.label.setText(mark + (text if text is not None else trooper_label(trooper.name, trooper.id)))
        tip = QCoreApplication.translate("TableItems", "Marker") if hidden else \
            QCoreApplication.translate("TableItems", "%1: %2 pts, %3").replace("%1", trooper.name or trooper.id) \
            .replace("%2", number(trooper.points)).replace("%3", _state_word(trooper.state))
        self.setToolTip(tip)

    def _show_label(self) -> None:
        self.label.setVisible(self.label_placed or self.isSelected() or self.isUnderMouse())

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.label.setVisible(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.label.setVisible(self.label_placed or self.isSelected())
        super().hoverLeaveEvent(event)

    def itemChange(self, change, value):  # noqa: N802 - Qt override
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange:
            return self._clamp(value, self.radius)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self.at = (value.x(), value.y())
            self._on_move(self)
        elif change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.setPen(_SELECTED_PEN if self.isSelected() else self._pen)
            self._show_label()
        return super().itemChange(change, value)


_SELECTED_PEN = style.pen(QColor(255, 170, 0), 3.0)


class RangeRing(QGraphicsEllipseItem):
    """A circle at a distance from a base's edge (the Zone of Control)."""

    def __init__(self, radius: float, parent: QGraphicsItem) -> None:
        super().__init__(-radius, -radius, 2 * radius, 2 * radius, parent)
        self.setPen(style.pen(QColor(30, 30, 30), 1, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
