"""An objective's control badge ("A", "B", "=" for contested), beside the objective and clear of the troopers.

Drawn on the objective's corner, the badge sat on the trooper in contact at the laptop's fit zoom (a 25 mm
base is ~12 px there, the badge 16 px): who controls the console hid who holds it. The badge is a child
item of fixed pixel size placed just outside the objective's ring, on the first side (bottom-left first, clear of
the name above it, then round the clock) where it covers no trooper's base and no activation token; crowded all
round, it goes to the side with the most room.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from its_desktop.presentation import palette as P

# Directions tried in order, in degrees on screen (0 = right, 90 = up): below first (the objective's name is
# written above it), then above, then the sides.
DIRECTIONS = (225, 315, 135, 45, 270, 180, 0, 90)
BADGE_PX = P.MARKER_BADGE_MIN_PX  # the badge's radius on screen
GAP_PX = 2.0                       # between the ring's outer edge and the badge
RIM_PX = 1.5                       # half a selected base's rim (items._SELECTED_PEN, 3 px)


def badge_direction(obstacles: Sequence[tuple[float, float, float]], reach: float, radius: float) -> int:
    """The direction (degrees on screen) whose badge, ``reach`` from the objective's centre with ``radius``
    (both in screen pixels), covers none of ``obstacles`` ((dx, dy, r): screen pixels from the centre, y up);
    none free: the one farthest from them all."""
    best, best_clearance = DIRECTIONS[0], -math.inf
    for angle in DIRECTIONS:
        bx, by = reach * math.cos(math.radians(angle)), reach * math.sin(math.radians(angle))
        clearance = min((math.hypot(bx - x, by - y) - r - radius for x, y, r in obstacles), default=math.inf)
        if clearance >= 0:
            return angle
        if clearance > best_clearance:
            best, best_clearance = angle, clearance
    return best


class ControlBadge(QGraphicsItem):
    """The badge of its parent MarkerItem, in pixels (it ignores the view's zoom), placed clear of troopers."""

    def __init__(self, marker: Any, draw: Callable[..., None]) -> None:
        """``marker``: the items.MarkerItem it belongs to (its ``_rect``, ``_token``, ``activated``)."""
        super().__init__(marker)
        self.marker = marker
        self.draw = draw  # items._badge: the legend's and the activation tokens' badge, passed in (no import cycle)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.player = ""
        self.text: str | None = None
        self.angle = DIRECTIONS[0]
        self.reach = 0.0
        self.hide()

    def show_pending(self) -> None:
        """A white "…": the marker's control is still being worked out (the table's evaluator has not arrived).
        Not "?", the legend's "not known in this view" (hidden information)."""
        if ("", "…") != (self.player, self.text):
            self.player, self.text = "", "…"
            self.update()
        self.setVisible(True)
        self.place()

    def show_state(self, player: str | None, contested: bool) -> None:
        held = player is not None or contested
        player_text = (player or "", P.CONTESTED_BADGE if player is None else None)
        if player_text != (self.player, self.text):
            self.player, self.text = player_text
            self.update()
        self.setVisible(held)
        if held:
            self.place()

    def _view(self) -> tuple[float, float] | None:
        """Pixels per table unit and the y axis's sense on screen (-1: the table's y goes up)."""
        scene = self.marker.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return None
        t = views[0].transform()
        return max(abs(t.m11()), 1e-6), -1.0 if t.m22() < 0 else 1.0

    def _reach(self, ppu: float) -> float:
        rect = self.marker._rect
        return max(rect.width(), rect.height()) / 2 * ppu + P.MARKER_RING_PX["held"] + 3 + GAP_PX + BADGE_PX

    def place(self) -> None:
        """Choose the side again (a trooper moved, the view zoomed)."""
        view = self._view()
        if view is None:
            return
        ppu, flip = view
        marker = self.marker
        scene = marker.scene()
        rect = marker._rect
        reach = self._reach(ppu)
        if reach != self.reach:
            self.prepareGeometryChange()
            self.reach = reach
            self.update()
        obstacles = []
        # The bases near it, from the scene's list of troopers and where each one stands (items.TrooperItem.at):
        # asking the scene for the items in a rectangle asked every label and zone for its shape, and Qt for each
        # base's place, ~0.6 ms a badge on every frame of a drag. A base is its disc and its rim (a cosmetic pen
        # of RIM_PX; the base's boundingRect counted the rim's pixels as table units, 1.5 in for a 3 px rim).
        mx, my = marker.pos().x(), marker.pos().y()
        half_w, half_h = 4 * marker._token + rect.width(), 4 * marker._token + rect.height()
        for item in getattr(scene, "trooper_items", {}).values():
            (x, y), r = item.at, item.radius
            dx, dy = x - mx, y - my
            if abs(dx) <= half_w + r and abs(dy) <= half_h + r and item.isVisible():
                obstacles.append((dx * ppu, dy * ppu * -flip, r * ppu + RIM_PX))
        t_r = marker._token * ppu
        for i, _p in enumerate(marker.activated):  # the activation tokens beside it
            obstacles.append(((rect.right() + marker._token * (1 + 2 * i)) * ppu,
                              (rect.bottom() - marker._token) * ppu * -flip, t_r))
        angle = badge_direction(obstacles, self.reach, BADGE_PX)
        if angle != self.angle:  # repainted only when it moves: a drag's frame repaints what changed
            self.angle = angle
            self.update()

    def centre(self) -> QPointF:
        """The badge's centre in this item's pixels (y down, as the screen)."""
        a = math.radians(self.angle)
        return QPointF(self.reach * math.cos(a), -self.reach * math.sin(a))

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.reach + BADGE_PX + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter, option, widget=None) -> None:
        from PySide6.QtCore import QTimer

        view = self._view()
        if view is not None and self._reach(view[0]) != self.reach:  # zoomed since it was placed: place it again
            QTimer.singleShot(0, self.place)

        self.draw(painter, self.centre(), self.player, 1.0, BADGE_PX, text=self.text)
