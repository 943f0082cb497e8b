"""The table played from the keyboard: what the mouse does on the table, with keys (the view has focus).

Arrows move the selected troopers one table unit (Shift: a tenth) in the direction they point on screen,
whichever side the table is seen from; Space and Shift+Space select the next and previous trooper, O and
Shift+O the next and previous objective; the Menu key and Shift+F10 open the selected item's own menu at
the item, as a right-click on it does (an objective's: activated/hacked, destroyed, carried); while an
element waits to be placed, the arrows move a mark and Enter places it there (Esc cancels).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QContextMenuEvent, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem

from .items import MarkerItem, TrooperItem
from .view import TableView

if TYPE_CHECKING:
    from .controller import TableController


class PlacingActions(Protocol):
    """What the keys work through (the table's actions are one)."""

    ctl: TableController | None

    @property
    def placing(self) -> tuple[str, str] | None: ...
    def place_at(self, point: QPointF) -> list[str]: ...
    def cancel_placing(self) -> None: ...
    def open_menu_for(self, item: QGraphicsItem | None, at: QPoint) -> None: ...

STEP = 1.0        # table units per arrow press
FINE_STEP = 0.1   # with Shift
ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


class TableKeys(QObject):
    """An event filter on the table view, working through the table's actions."""

    def __init__(self, actions: PlacingActions, view: TableView, say: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.actions, self.view, self.say = actions, view, say
        self.mark: QGraphicsEllipseItem | None = None  # where Enter places the pending element
        view.installEventFilter(self)

    def screen_step(self, dx: int, dy: int, step: float) -> tuple[float, float]:
        """A step on screen (right, down) as table units: the view flips y and turns for Side B's seat."""
        inverse, _ok = self.view.transform().inverted()
        v = inverse.map(QPointF(dx, dy)) - inverse.map(QPointF(0, 0))
        length = (v.x() ** 2 + v.y() ** 2) ** 0.5 or 1.0
        return v.x() / length * step, v.y() / length * step

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent) \
                and event.reason() == QContextMenuEvent.Reason.Keyboard and self.actions.ctl is not None:
            self.open_menu()  # the Menu key, as the platform sends it: the selected item's menu, at the item
            return True
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or self.actions.ctl is None:
            return super().eventFilter(obj, event)
        key, mods = event.key(), event.modifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return super().eventFilter(obj, event)  # the window's shortcuts
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and mods & Qt.KeyboardModifier.ShiftModifier):
            self.open_menu()
            return True
        if key == Qt.Key.Key_O and not mods & ~Qt.KeyboardModifier.ShiftModifier:
            self.select_next_objective(-1 if mods & Qt.KeyboardModifier.ShiftModifier else 1)
            return True
        if key in ARROWS:
            step = FINE_STEP if mods & Qt.KeyboardModifier.ShiftModifier else STEP
            dx, dy = self.screen_step(*ARROWS[Qt.Key(key)], step)
            if self.actions.placing is not None:
                self.move_mark(dx, dy)
                return True
            moved = self.actions.ctl.nudge(dx, dy)  # nothing selected: the view scrolls as usual
            if moved:
                self.say_where()
            return moved
        if key == Qt.Key.Key_Space:
            self.select_next(-1 if mods & Qt.KeyboardModifier.ShiftModifier else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.actions.placing is not None and self.mark:
            self.actions.place_at(self.mark.pos())
            return True
        if key == Qt.Key.Key_Escape and self.actions.placing is not None:
            self.actions.cancel_placing()
            return True
        return super().eventFilter(obj, event)

    def position(self, x: float, y: float) -> str:
        """A table position as the rulers number it: the window's units, its language's decimal mark."""
        from PySide6.QtCore import QLocale

        f = self.view.unit_factor
        point = QLocale().decimalPoint()
        from its_desktop.presentation.units import unit_symbol

        return f"{x * f:.1f}".replace(".", point) + ", " + f"{y * f:.1f}".replace(".", point) \
            + " " + unit_symbol(self.view.unit)

    def say_where(self) -> None:
        """After an arrow: which trooper moved and where it is now ("Hacker (A) at 36.0, 14.0 in")."""
        ctl = self.actions.ctl
        assert ctl is not None
        ids = ctl.scene.selected_trooper_ids()
        if len(ids) == 1:
            t = ctl.doc.trooper(ids[0])
            self.say(self.tr("%1 (%2) at %3").replace("%1", ctl.names(ids)[0]).replace("%2", t.player)
                     .replace("%3", self.position(t.x, t.y)))
        elif ids:
            from its_desktop.domain.i18n import join_words

            self.say(self.tr("Moved %1").replace("%1", join_words(ctl.names(ids))))

    def select_next(self, direction: int) -> None:
        """Select the next (or previous) trooper in the roster's order, alone, and show it."""
        ctl = self.actions.ctl
        assert ctl is not None
        ids = [t.id for t in ctl.doc.troopers if t.id in ctl.scene.trooper_items]
        if not ids:
            return
        selected = ctl.scene.selected_trooper_ids()
        at = ids.index(selected[0]) if selected and selected[0] in ids else (-1 if direction > 0 else 0)
        tid = ids[(at + direction) % len(ids)]
        ctl.scene.clearSelection()
        item = ctl.scene.trooper_items[tid]
        item.setSelected(True)
        self.view.ensureVisible(item)
        t = ctl.doc.trooper(tid)
        self.say(self.tr("%1 (%2) selected at %3: the arrows move it (Shift: a tenth).").replace(
            "%1", ctl.names([tid])[0]).replace("%2", t.player).replace("%3", self.position(t.x, t.y)))

    def select_next_objective(self, direction: int) -> None:
        """Select the next (or previous) objective in the scenario's order, alone, show it and name it: its
        actions are then one Menu key away."""
        ctl = self.actions.ctl
        assert ctl is not None
        items = [i for i in ctl.scene.marker_items.values() if i.isVisible()]
        if not items:
            return
        selected = [i for i in items if i.isSelected()]
        at = items.index(selected[0]) if selected else (-1 if direction > 0 else 0)
        item = items[(at + direction) % len(items)]
        ctl.scene.clearSelection()
        item.setSelected(True)
        self.view.ensureVisible(item)
        from its_desktop.domain.referee_text import objective_names

        name = objective_names(ctl.mission.markers)[item.marker.id]  # as the table and the referee panel name it
        self.say(self.tr("%1 selected: the Menu key or Shift+F10 opens its actions.")
                 .replace("%1", f"{item.number}. {name}" if item.number else name))

    def open_menu(self) -> None:
        """The selected item's menu at the item (a selected objective before a trooper: O selects it alone);
        nothing selected, the table's menu at the view's centre, never at the window's corner."""
        ctl = self.actions.ctl
        assert ctl is not None
        chosen = ctl.scene.selectedItems()
        item = next((i for i in chosen if isinstance(i, MarkerItem)), None) \
            or next((i for i in chosen if isinstance(i, TrooperItem)), None)
        if item is not None:
            self.view.ensureVisible(item)
            at = self.view.mapFromScene(item.scenePos())
        else:
            at = self.view.viewport().rect().center()
        self.actions.open_menu_for(item, at)

    # -- the placing mark -------------------------------------------------------------------------
    def show_mark(self, radius: float) -> None:
        """A ring at the table's centre where Enter will place the pending element."""
        ctl = self.actions.ctl
        assert ctl is not None
        self.hide_mark()
        rect = ctl.scene.sceneRect()
        self.mark = QGraphicsEllipseItem(-radius, -radius, 2 * radius, 2 * radius)
        pen = QPen(QColor("#000000"), 0)
        pen.setCosmetic(True)
        pen.setWidthF(2.0)
        pen.setStyle(Qt.PenStyle.DashLine)
        self.mark.setPen(pen)
        self.mark.setBrush(QBrush(QColor(255, 255, 255, 90)))
        self.mark.setZValue(1_000)
        self.mark.setPos(rect.center())
        ctl.scene.addItem(self.mark)

    def move_mark(self, dx: float, dy: float) -> None:
        ctl = self.actions.ctl
        if self.mark is None or ctl is None:
            return
        rect = ctl.scene.sceneRect()
        x = min(max(self.mark.x() + dx, rect.left()), rect.right())
        y = min(max(self.mark.y() + dy, rect.top()), rect.bottom())
        self.mark.setPos(x, y)
        self.view.ensureVisible(self.mark)
        self.say(
            self.tr("Mark at %1: Enter places it here (arrows move it, Esc cancels).")
            .replace("%1", self.position(x, y)))

    def hide_mark(self) -> None:
        if self.mark is not None:
            if self.mark.scene() is not None:
                self.mark.scene().removeItem(self.mark)
            self.mark = None
