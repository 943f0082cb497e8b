"""The layout editor: Scenery → Edit the layout makes the pieces pickable and draggable; pieces are added
from a small library, turned, mirrored through the centre, placed by typed position or removed. Every
edit is one undo step on the table's undo stack, and the pieces are saved in the ``.itstable``.

Drags snap to the table's half units when View → Snap is on (as troopers do); typed positions are taken
as typed. A new piece goes to the centre of what the view shows, so it lands where the user looks.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QMenu, QWidget

from its_desktop.domain.lengths import per_table_unit
from its_desktop.domain.terrain.library import LIBRARY, label, snap, twin_id
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.units import unit_symbol

from .commands import ChangeScenery
from .scenery import SceneryItem

if TYPE_CHECKING:
    from .controller import TableController
    from .view import TableView

ROTATE_STEP = 15.0  # degrees a Rotate turns a piece
SNAP_STEP = 0.5  # table units, as the troopers' snap
OPENING_MM = 25.4  # a new door or window: an inch wide (a Narrow Gate lets an S2's 25 mm base through)


class SceneryEditor(QObject):
    refused = Signal(str)  # why an edit was not made (the window's status bar shows it)

    def __init__(self, parent: QWidget, view: TableView, snapping) -> None:
        super().__init__(parent)
        self.window, self.view = parent, view
        self._snapping = snapping  # () -> bool: View → Snap is on
        self.ctl: TableController | None = None

        def mk(text: str, slot, key: str | None = None, checkable: bool = False) -> QAction:
            act = QAction(text, parent)
            if key:
                act.setShortcut(QKeySequence(key))
            act.setCheckable(checkable)
            act.triggered.connect(slot)
            return act

        self.edit = mk(self.tr("&Edit the layout"), self._editing, "Ctrl+L", checkable=True)
        self.rotate_left = mk(self.tr("Turn &left 15°"), lambda: self.rotate(ROTATE_STEP), "Ctrl+[")
        self.rotate_right = mk(self.tr("Turn &right 15°"), lambda: self.rotate(-ROTATE_STEP), "Ctrl+]")
        self.twin = mk(self.tr("&Mirror through the centre"), self.mirror_through_centre)
        self.position = mk(self.tr("&Position…"), self.type_position)
        self.delete = mk(self.tr("&Delete piece"), self.delete_selected, "Shift+Del")
        # Openings go on the selected piece's wall nearest the mouse pointer (the piece's centre when the
        # pointer is off the table): point at the wall, then press the key.
        self.add_door = mk(self.tr("Add a d&oor"), lambda: self.add_opening("door"), "Ctrl+Shift+D")
        self.add_window = mk(self.tr("Add a &window"), lambda: self.add_opening("window"), "Ctrl+Shift+W")
        self.remove_opening = mk(self.tr("Remove the &nearest opening"), self.remove_nearest_opening,
                                 "Ctrl+Shift+X")
        self.add_menu = QMenu(self.tr("&Add a piece"), parent)
        self.templates: dict[str, QAction] = {}
        for t in LIBRARY:
            act = self.add_menu.addAction(label(t.key))
            act.triggered.connect(lambda _c=False, key=t.key: self.add(key))
            self.templates[t.key] = act
        self.add_menu.aboutToShow.connect(self.retranslate)  # the units or the table may have changed
        self._selection_changed()

    def fill(self, menu: QMenu) -> None:
        menu.addAction(self.edit)
        menu.addMenu(self.add_menu)
        for act in (self.rotate_left, self.rotate_right, self.twin, self.position, self.delete):
            menu.addAction(act)
        for act in (self.add_door, self.add_window, self.remove_opening):
            menu.addAction(act)
        menu.addSeparator()

    def retranslate(self) -> None:
        """The pieces' names in the current language, their sizes in the current units (again as the menu opens)."""
        pack_unit = self.ctl.mission.season.unit if self.ctl is not None else "in"
        for key, act in self.templates.items():
            act.setText(label(key, pack_unit))

    def bind(self, ctl: TableController) -> None:
        self.ctl = ctl
        for item in ctl.scenery_items.values():
            self._hook(item)
        ctl.piece_drawn.connect(self._hook)
        ctl.scene.selectionChanged.connect(self._selection_changed)
        self._selection_changed()

    # -- the mode ----------------------------------------------------------------------------------
    def _editing(self) -> None:
        if self.ctl is not None:
            for item in self.ctl.scenery_items.values():
                item.set_editable(self.edit.isChecked())
        self._selection_changed()

    def _hook(self, item: SceneryItem) -> None:
        item.snap = self._snap
        item.dropped = self._dropped
        item.set_editable(self.edit.isChecked())

    def _snap(self, p: QPointF) -> QPointF:
        step = SNAP_STEP if self._snapping() else 0.0
        return QPointF(snap(p.x(), step), snap(p.y(), step))

    def selected(self) -> list[Piece]:
        if self.ctl is None:
            return []
        return [i.piece for i in self.ctl.scene.selectedItems() if isinstance(i, SceneryItem)]

    def _selection_changed(self) -> None:
        on = self.edit.isChecked() and self.ctl is not None
        self.add_menu.setEnabled(on)
        some = on and bool(self.selected())
        for act in (self.rotate_left, self.rotate_right, self.twin, self.position, self.delete):
            act.setEnabled(some)
        one = self.selected() if some else []
        walled = len(one) == 1 and one[0].local_outline() is not None
        self.add_door.setEnabled(walled)
        self.add_window.setEnabled(walled)
        self.remove_opening.setEnabled(walled and bool(one[0].openings))

    # -- edits (each one undo step) ------------------------------------------------------------------
    def _push(self, changes: list[tuple[Piece | None, Piece | None]], text: str) -> None:
        if self.ctl is not None and changes:
            self.ctl.undo.push(ChangeScenery(self.ctl, changes, text))

    def add(self, key: str) -> Piece | None:
        """A library piece at the centre of the view (snapped), selected."""
        from its_desktop.domain.terrain.library import template

        ctl = self.ctl
        if ctl is None:
            return None
        centre = self.view.mapToScene(self.view.viewport().rect().center())
        x = min(max(centre.x(), 0.0), ctl.mission.width)
        y = min(max(centre.y(), 0.0), ctl.mission.depth)
        c = self._snap(QPointF(x, y))
        # Pieces added one after another step down and right, not onto each other (each stays pickable).
        while any((p.x, p.y) == (c.x(), c.y()) for p in ctl.doc.scenery):
            c = QPointF(min(c.x() + 1.0, ctl.mission.width), max(c.y() - 1.0, 0.0))
        piece = template(key).laid(c.x(), c.y(), ctl.mission.unit_mm, (p.id for p in ctl.doc.scenery))
        self._push([(None, piece)], self.tr("Add %1").replace("%1", label(key, ctl.mission.season.unit)))
        ctl.scene.clearSelection()
        ctl.scenery_items[piece.id].setSelected(True)
        return piece

    def rotate(self, degrees: float) -> None:
        self._push([(p, p.rotated(degrees)) for p in self.selected()], self.tr("Turn scenery"))

    def delete_selected(self) -> None:
        self._push([(p, None) for p in self.selected()], self.tr("Delete scenery"))

    def mirror_through_centre(self) -> None:
        """Each selected piece's twin half a turn about the table's centre (a point-symmetric table)."""
        ctl = self.ctl
        if ctl is None:
            return
        taken = [p.id for p in ctl.doc.scenery]
        changes: list[tuple[Piece | None, Piece | None]] = []
        for p in self.selected():
            twin = p.through_centre(ctl.mission.width, ctl.mission.depth, twin_id(p.id, taken))
            taken.append(twin.id)
            changes.append((None, twin))
        self._push(changes, self.tr("Mirror scenery through the centre"))

    def move_to(self, piece_id: str, x: float, y: float, angle: float | None = None) -> None:
        ctl = self.ctl
        if ctl is None:
            return
        old = next(p for p in ctl.doc.scenery if p.id == piece_id)
        new = replace(old, x=x, y=y, angle=old.angle if angle is None else angle % 360)
        if new != old:
            self._push([(old, new)], self.tr("Move %1").replace("%1", piece_id))

    def _dropped(self, item: SceneryItem) -> None:
        """A drag ended: every selected piece that moved, as one step (the piece is kept on the table)."""
        ctl = self.ctl
        if ctl is None:
            return
        changes: list[tuple[Piece | None, Piece | None]] = []
        for i in ctl.scenery_items.values():
            if (i.pos().x(), i.pos().y()) != (i.piece.x, i.piece.y):
                x = min(max(i.pos().x(), 0.0), ctl.mission.width)
                y = min(max(i.pos().y(), 0.0), ctl.mission.depth)
                changes.append((i.piece, i.piece.moved(x, y)))
        self._push(changes, self.tr("Move scenery"))

    def pointer(self, piece: Piece) -> tuple[float, float]:
        """Where the mouse points on the table, or the piece's centre when it points elsewhere."""
        from PySide6.QtGui import QCursor

        at = self.view.viewport().mapFromGlobal(QCursor.pos())
        if self.view.viewport().rect().contains(at):
            p = self.view.mapToScene(at)
            return p.x(), p.y()
        c = piece.footprint().centroid
        return c.x, c.y

    def add_opening(self, kind: str, at: tuple[float, float] | None = None) -> Piece | None:
        """A door or window on the selected piece's wall nearest ``at`` (the pointer), one undo step."""
        ctl, chosen = self.ctl, self.selected()
        if ctl is None or len(chosen) != 1:
            return None
        piece = chosen[0]
        x, y = at or self.pointer(piece)
        width = OPENING_MM / ctl.mission.unit_mm
        new = piece.with_opening_near(x, y, kind, width)
        if new is None:
            self.refused.emit(self.tr("No room there: another opening is on that stretch of wall."))
            return None
        text = self.tr("Add a door to %1") if kind == "door" else self.tr("Add a window to %1")
        self._push([(piece, new)], text.replace("%1", piece.id))
        ctl.scenery_items[piece.id].setSelected(True)
        return new

    def remove_nearest_opening(self, at: tuple[float, float] | None = None) -> None:
        ctl, chosen = self.ctl, self.selected()
        if ctl is None or len(chosen) != 1 or not chosen[0].openings:
            return
        piece = chosen[0]
        new = piece.without_opening_near(*(at or self.pointer(piece)))
        if new is not None:
            self._push([(piece, new)], self.tr("Remove an opening from %1").replace("%1", piece.id))
            ctl.scenery_items[piece.id].setSelected(True)

    def type_position(self) -> None:
        ctl = self.ctl
        chosen = self.selected()
        if ctl is None or not chosen:
            return
        piece = chosen[0]
        uses_cm = getattr(self.window, "uses_cm", lambda: False)()  # View → Centimetres, as the rulers
        unit = "cm" if uses_cm else ctl.mission.season.unit
        dialog = PositionDialog(self.window, piece, ctl.mission.width, ctl.mission.depth, unit, ctl.mission.unit_mm)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.move_to(piece.id, *dialog.values())


class PositionDialog(QDialog):
    """A piece's reference point (from the table's bottom-left corner) and angle, in ``unit`` ("in" or "cm": what
    the user reads lengths in; the table's units are ``unit_mm`` mm each), with the distances the placement sheet
    will print for it (its nearest edges) kept up to date as the values change."""

    def __init__(self, parent: QWidget, piece: Piece, width: float, depth: float, unit: str,
                 unit_mm: float = 25.4) -> None:
        super().__init__(parent)
        self.piece, self.width_, self.depth_, self.unit, self.unit_mm = piece, width, depth, unit, unit_mm
        # shown per table unit: one inch or 2.5 cm, the rulers' convention (domain.lengths), whatever unit_mm
        self.per = per_table_unit(unit)
        self.setWindowTitle(self.tr("Position of %1").replace("%1", piece.id))
        self.x_box, self.y_box, self.angle_box = QDoubleSpinBox(), QDoubleSpinBox(), QDoubleSpinBox()
        for box, top, value, suffix in ((self.x_box, width * self.per, piece.x * self.per, unit),
                                        (self.y_box, depth * self.per, piece.y * self.per, unit),
                                        (self.angle_box, 359.99, piece.angle, "°")):
            box.setRange(0.0, top)
            box.setDecimals(2)
            box.setValue(value)
            box.setSuffix(f" {unit_symbol(suffix)}" if suffix != "°" else suffix)
            box.valueChanged.connect(self._show_sheet)
        form = QFormLayout(self)
        # The piece's reference point: its centre (an L's corner), measured as on the table's rulers.
        form.addRow(self.tr("Centre from the left edge"), self.x_box)
        form.addRow(self.tr("Centre from the bottom edge"), self.y_box)
        form.addRow(self.tr("Angle (counter-clockwise)"), self.angle_box)
        self.sheet = QLabel()
        self.sheet.setWordWrap(True)
        form.addRow(self.tr("Placement sheet"), self.sheet)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._show_sheet()

    def values(self) -> tuple[float, float, float]:
        """The reference point in table units and the angle."""
        return self.x_box.value() / self.per, self.y_box.value() / self.per, self.angle_box.value()

    def _show_sheet(self, *_args: object) -> None:
        from its_desktop.presentation.terrain import edge_texts

        x, y, angle = self.values()
        moved = replace(self.piece, x=x, y=y, angle=angle % 360)
        side, end = edge_texts(moved, self.width_, self.depth_, self.unit_mm, self.unit)
        self.sheet.setText(self.tr("%1, %2 (to its nearest points)").replace("%1", side).replace("%2", end))
