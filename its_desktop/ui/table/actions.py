"""The window's actions on the table (menus, shortcuts, context menus) and what they do to it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QFileDialog, QGraphicsItem, QInputDialog, QMenu, QMessageBox, QStatusBar, QWidget,
)

from its_desktop.domain.referee_text import objective_names

from .. import access_keys, i18n, settings as prefs
from .items import MarkerItem, TrooperItem
from .view import ZOOM_STEP, TableView

if TYPE_CHECKING:
    from .controller import TableController


class TableHost(Protocol):
    """What the table's actions need from the window that holds them (the main window is one)."""

    view: TableView
    settings: QSettings

    def window(self) -> QWidget: ...          # the parent of the dialogs the actions open
    def addAction(self, action: QAction, /) -> None: ...  # noqa: N802 - Qt's name
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
    def last_dir(self) -> str: ...
    def completed_rounds(self) -> int: ...  # the rounds the tally has scored (0 without a game)
    def recorded_game(self) -> int | None: ...  # the recorded game this table is stored into (None: none)
    def new_table(self) -> None: ...
    def open_file(self) -> None: ...
    def save(self) -> bool: ...
    def save_as(self) -> bool: ...
    def close(self) -> bool: ...


class TableActions(QObject):
    def __init__(self, window: TableHost) -> None:
        super().__init__(window.window())
        self.w = window
        self.ctl: TableController | None = None
        self._placing: tuple[str, str] | None = None
        self._menu_at: tuple[float, float] | None = None  # the table spot a right-click opened the menu at
        mk = self._action
        self.new = mk(self.tr("&New table"), window.new_table, QKeySequence.StandardKey.New)
        self.open = mk(self.tr("&Open…"), window.open_file, QKeySequence.StandardKey.Open)
        self.save = mk(self.tr("&Save"), window.save, QKeySequence.StandardKey.Save)
        self.save_as = mk(self.tr("Save &as…"), window.save_as, QKeySequence.StandardKey.SaveAs)
        self.export_png = mk(self.tr("E&xport view as PNG…"), lambda: self.export("png"), "Ctrl+E")
        self.export_svg = mk(self.tr("Export view as S&VG…"), lambda: self.export("svg"), "Ctrl+Shift+E")
        self.print_pdf = mk(self.tr("&Print or export PDF…"), self.show_print_dialog, "Ctrl+P")
        self.quit = mk(self.tr("&Quit"), window.close, QKeySequence.StandardKey.Quit)
        self.undo = mk(self.tr("&Undo"), self._undo, QKeySequence.StandardKey.Undo)
        self.redo = mk(self.tr("&Redo"), self._redo, QKeySequence.StandardKey.Redo)
        self.add_a = mk(self.tr("Add trooper for player &A…"), lambda: self.add_trooper("A"), "Ctrl+1")
        self.add_b = mk(self.tr("Add trooper for player &B…"), lambda: self.add_trooper("B"), "Ctrl+2")
        self.edit = mk(self.tr("&Edit trooper…"), self.edit_selected, "F2")
        self.delete = mk(self.tr("&Delete"), self._delete, QKeySequence.StandardKey.Delete)
        self.zoom_in = mk(self.tr("Zoom &in"), lambda: window.view.zoom_by(ZOOM_STEP), QKeySequence.StandardKey.ZoomIn)
        self.zoom_out = mk(self.tr("Zoom &out"), lambda: window.view.zoom_by(1 / ZOOM_STEP),
                           QKeySequence.StandardKey.ZoomOut)
        self.fit = mk(self.tr("&Fit the table"), window.view.fit, "Ctrl+0")
        self.seat_b = mk(self.tr("Sit at Side &B (turn the table)"), self._seat, "Ctrl+R", checkable=True)
        self.grid = mk(self.tr("&Grid"), self._grid, "Ctrl+G", checkable=True)
        self.snap = mk(self.tr("&Snap to half units"), self._snap, checkable=True)
        self.cm = mk(self.tr("Show distances in &cm"), self._units_chosen, checkable=True)
        self.tape = mk(self.tr("&Measuring tape"), self._tape, "T", checkable=True)
        self.zoc = mk(self.tr("&Zone of Control of selected troopers"), self._zoc, "Z", checkable=True)
        self.next_turn = mk(self.tr("&Next player turn"), self.next_player_turn, "Ctrl+N+T")
        self.next_turn.setShortcut("Ctrl+T")
        self.grid.setChecked(prefs.GRID.get(window.settings))
        self.snap.setChecked(prefs.SNAP.get(window.settings))
        self.cm.setChecked(i18n.units(self.w.settings, self.native_unit()) == "cm")
        window.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        window.view.customContextMenuRequested.connect(self.context_menu)
        window.view.viewport().installEventFilter(self)
        from .keyboard import TableKeys

        self.keys = TableKeys(self, window.view, window.statusBar().showMessage, self)  # arrows, Space, Enter

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: str | QKeySequence | QKeySequence.StandardKey | None = None,
                checkable: bool = False) -> QAction:
        act = QAction(text, self.w.window())
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setCheckable(checkable)
        act.triggered.connect(lambda _checked=False: slot())
        self.w.addAction(act)
        return act

    def _undo(self) -> None:
        if self.ctl and self.ctl.undo.canUndo():
            text = self.ctl.undo.undoText()
            self.ctl.undo.undo()
            message = self.tr("Undone: %1").replace("%1", text)
            if self.ctl.doc.round <= self.w.completed_rounds():
                # The table is back in a round whose score the tally holds: what the undo changed is not in it.
                message += " " + self.tr("Round %1 was already scored: its tally keeps the values of its end; "
                                         "correct them there if this changes them.").replace("%1", str(self.ctl.doc.round))
            self.w.statusBar().showMessage(message, 12000)

    def _redo(self) -> None:
        if self.ctl and self.ctl.undo.canRedo():
            text = self.ctl.undo.redoText()
            self.ctl.undo.redo()
            self.w.statusBar().showMessage(self.tr("Redone: %1").replace("%1", text), 8000)

    def _name_undo(self) -> None:
        """The Edit menu says what Undo and Redo would do ("Undo: Move Hac Tao")."""
        from shiboken6 import isValid

        # A stack being torn down (the window closing) signals after its C++ side, or the menu's, died.
        if not isValid(self.undo) or not isValid(self.redo):
            return
        stack = self.ctl.undo if self.ctl is not None and isValid(self.ctl) and isValid(self.ctl.undo) else None
        undo, redo = (stack.undoText(), stack.redoText()) if stack is not None else ("", "")
        self.undo.setText(self.tr("&Undo: %1").replace("%1", undo) if undo else self.tr("&Undo"))
        self.redo.setText(self.tr("&Redo: %1").replace("%1", redo) if redo else self.tr("&Redo"))

    def _delete(self) -> None:
        if self.ctl:
            self.remove_selected()

    def remove_selected(self) -> bool:
        """Take the selected troopers off the table, saying so (with the key that brings them back); in a recorded
        game only once the user agrees (off the table is not killed, and after End of round Undo cannot help)."""
        from its_desktop.domain.i18n import join_words

        ctl = self.ctl
        if ctl is None or not (ids := ctl.scene.selected_trooper_ids()):
            return False
        names = join_words(ctl.names(ids))
        game = self.w.recorded_game()
        if game is not None:
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete from a recorded game?"),
                              self.tr("Take %1 off the table of game %2? A trooper taken off is not counted as killed "
                                      "(for that, set its State to Dead).").replace("%1", names)
                              .replace("%2", str(game)), QMessageBox.StandardButton.NoButton, self.w.window())
            delete = box.addButton(self.tr("&Delete"), QMessageBox.ButtonRole.DestructiveRole)
            keep = box.addButton(self.tr("&Keep"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(keep)
            box.setEscapeButton(keep)
            box.exec()
            if box.clickedButton() is not delete:
                return False
        ctl.remove_selected()
        self.w.statusBar().showMessage(self.tr("Deleted %1 (%2 brings it back)").replace("%1", names).replace(
            "%2", self.undo.shortcut().toString(QKeySequence.SequenceFormat.NativeText)), 10000)
        return True

    def bind(self, ctl: TableController) -> None:
        if self._placing is not None:
            self.cancel_placing()  # the mark was on the table being replaced
        self.ctl = ctl
        ctl.undo.canUndoChanged.connect(self.undo.setEnabled)
        ctl.undo.canRedoChanged.connect(self.redo.setEnabled)
        ctl.undo.indexChanged.connect(lambda _i, c=ctl: self._name_undo() if c is self.ctl else None)
        self.undo.setEnabled(False)
        self.redo.setEnabled(False)
        self._name_undo()
        self._grid()
        self._snap()
        self.refresh_units()
        self.w.view.tape_mode = self.tape.isChecked()

    # -- view toggles -------------------------------------------------------------------------
    def _seat(self) -> None:
        self.w.view.set_seat("B" if self.seat_b.isChecked() else "A")

    def _grid(self) -> None:
        prefs.GRID.set(self.grid.isChecked(), self.w.settings)
        if self.ctl:
            self.ctl.scene.set_grid(1.0 if self.grid.isChecked() else 0)

    def _snap(self) -> None:
        prefs.SNAP.set(self.snap.isChecked(), self.w.settings)
        if self.ctl:
            self.ctl.scene.snap = 0.5 if self.snap.isChecked() else 0.0

    def _units_chosen(self) -> None:
        prefs.UNITS.set("cm" if self.cm.isChecked() else "in", self.w.settings)
        self.refresh_units()

    def native_unit(self) -> str:
        return self.ctl.mission.season.unit if self.ctl else "in"

    def refresh_units(self) -> None:
        """The units rule (domain.lengths): the user's choice, else the pack's own until they pick one; a table
        unit reads as one inch or 2.5 cm (the packs' convention), whatever the pack."""
        from its_desktop.domain.lengths import per_table_unit

        unit = i18n.units(self.w.settings, self.native_unit())
        self.cm.setChecked(unit == "cm")
        self.w.view.unit = unit
        self.w.view.unit_factor = per_table_unit(unit)
        if self.ctl:
            self.ctl.scene.set_ruler_units(unit)

    def _tape(self) -> None:
        self.w.view.tape_mode = self.tape.isChecked()
        if not self.tape.isChecked():
            self.w.view.clear_tape()

    def _zoc(self) -> None:
        if not self.ctl:
            return
        radius = self.ctl.mission.season.zone_of_control.value
        for tid in list(self.ctl.scene.rings):
            self.ctl.scene.set_ring(tid, None)
        if self.zoc.isChecked():
            for tid in self.ctl.scene.selected_trooper_ids():
                self.ctl.scene.set_ring(tid, radius)

    # -- troopers -----------------------------------------------------------------------------
    def _dialog(self, entry=None, position: tuple[float, float] | None = None):
        from its_desktop.presentation.units import unit_symbol

        from ..trooper_dialog import TableFrame, TrooperDialog

        assert self.ctl is not None
        m = self.ctl.mission
        states = list(m.season.trooper_states)
        roles = [r.id for r in m.scenario.roles]
        # X/Y typed in the unit the rulers show (the keyboard's way to put a trooper at a spot).
        frame = TableFrame(m.width, m.depth, m.unit_mm, self.w.view.unit_factor, unit_symbol(self.w.view.unit))
        return TrooperDialog(self.w.window(), states, roles, entry, frame, position)

    def add_trooper(self, player: str, at: tuple[float, float] | None = None) -> None:
        """``at``: where a right-click on the table asked for it (table units); None: in a row in the deployment zone."""
        if not self.ctl:
            return
        from dataclasses import replace

        dialog = self._dialog(None, at)
        if dialog.exec():
            for trooper in self._deploy(player, [dialog.entry()]):
                if (typed := dialog.position()) is not None:
                    trooper = replace(trooper, x=typed[0], y=typed[1])
                self.ctl.add_trooper(trooper)

    def _deploy(self, player: str, entries) -> list:
        """Put new troopers in a row inside the player's deployment zone, clear of hazards, ready to drag."""
        from its_desktop.domain.new_troopers import in_a_row

        assert self.ctl is not None
        return in_a_row(self.ctl.mission, self.ctl.doc.troopers, self.ctl.doc.round, player, entries)

    def edit_trooper(self, tid: str) -> None:
        if not self.ctl:
            return
        from dataclasses import replace

        from its_desktop.domain.roster import RosterEntry

        t = self.ctl.doc.trooper(tid)
        entry = RosterEntry(name=t.name or t.id, points=int(t.points), base_mm=t.base_mm, kind=t.kind, state=t.state,
                            troop_type=t.troop_type, roles=t.roles, tags=t.tags)
        dialog = self._dialog(entry, (t.x, t.y))
        if dialog.exec():
            e = dialog.entry()
            # A typed position shown with two decimals: where it reads unchanged the trooper stays put exactly.
            x, y = dialog.position() or (t.x, t.y)
            if dialog.x_edit is not None and dialog.x_edit.text() == dialog.shown(t.x):
                x = t.x
            if dialog.y_edit is not None and dialog.y_edit.text() == dialog.shown(t.y):
                y = t.y
            # One edit, one undo step: the name, the base and the position come back together.
            self.ctl.edit_trooper(replace(t, name=e.name, points=e.points, base_mm=e.base_mm, kind=e.kind,
                                          state=e.state, troop_type=e.troop_type, roles=frozenset(e.roles),
                                          tags=frozenset(e.tags), x=x, y=y))

    def edit_selected(self) -> None:
        if self.ctl and (ids := self.ctl.scene.selected_trooper_ids()):
            self.edit_trooper(ids[0])

    def delete_troopers(self, ids: list[str]) -> None:
        if self.ctl:
            self.select_troopers(ids)
            self.remove_selected()

    def select_troopers(self, ids: list[str]) -> None:
        if not self.ctl:
            return
        scene = self.ctl.scene
        scene.blockSignals(True)
        for tid, item in scene.trooper_items.items():
            item.setSelected(tid in ids)
        scene.blockSignals(False)

    def import_roster(self, player: str) -> None:
        if not self.ctl:
            return
        name, _ = QFileDialog.getOpenFileName(self.w.window(), self.tr("Import roster for player %1").replace("%1", player),
                                              self.w.last_dir(), self.tr("Rosters (*.csv *.json)"))
        if name:
            self.import_roster_file(player, Path(name))

    def import_roster_file(self, player: str, path: Path) -> bool:
        """Add a roster file's troopers as one undo step; a bad file is a dialog with its one-line error."""
        from its_desktop.domain.errors import InputError
        from its_desktop.domain.roster import read_roster

        from .commands import AddTroopers

        assert self.ctl is not None
        try:
            entries = read_roster(path, set(self.ctl.mission.season.trooper_states),
                                  roles={r.id for r in self.ctl.mission.scenario.roles})
        except InputError as exc:
            QMessageBox.warning(self.w.window(), self.tr("Cannot import"), str(exc.in_file(path)))
            return False
        self.ctl.undo.push(AddTroopers(self.ctl, self._deploy(player, entries), self.tr("Import roster")))
        return True

    # -- game ---------------------------------------------------------------------------------
    def next_player_turn(self) -> None:
        if not self.ctl:
            return
        doc = self.ctl.doc
        rounds = self.ctl.mission.season.rounds
        if doc.turn == "A":
            new = (doc.round, "B")
        elif doc.round < rounds:
            new = (doc.round + 1, "A")
        else:
            return
        self.ctl.change_round(*new)  # the window's round and turn follow the table's change

    @property
    def placing(self) -> tuple[str, str] | None:
        """The element waiting to be placed (its placement and player), if any."""
        return self._placing

    def start_placing(self, placement: str, player: str) -> None:
        self._placing = (placement, player)
        message = self.tr("Click on the table to place it, or move the mark with the arrows and press Enter "
                          "(Esc cancels).")
        if self.ctl is not None:
            from its_desktop.domain.itstable import Placed
            from its_desktop.domain.placement import placement_spec

            from .placed import placed_radius

            note = placement_spec(self.ctl.mission, placement).organizer_note(self.ctl.mission.points)
            if note:  # the pack's rule leaves no spot at this size: say so, enforce nothing
                message = note
            self.keys.show_mark(placed_radius(Placed("mark", placement, player, 0, 0), self.ctl.mission))
            self.w.view.setFocus(Qt.FocusReason.ShortcutFocusReason)  # the arrows and Enter reach the table
        self.w.statusBar().showMessage(message)

    def cancel_placing(self) -> None:
        self._placing = None
        self.keys.hide_mark()
        self.w.statusBar().clearMessage()

    def place_at(self, point: QPointF) -> list[str]:
        """Place the pending element at ``point`` if the scenario allows it; returns the reasons if not."""
        from its_desktop.domain import placement as rules
        from its_desktop.domain.itstable import Placed

        from .commands import Place
        from .placed import placed_radius

        assert self.ctl is not None and self._placing is not None
        spec_id, player = self._placing
        n = sum(1 for p in self.ctl.doc.placed if p.placement == spec_id and p.player == player) + 1
        placed = Placed(f"{spec_id}-{player.lower()}{n}", spec_id, player, point.x(), point.y())
        radius = placed_radius(placed, self.ctl.mission)
        problems = rules.check_placement(self.ctl.mission, spec_id, player, point.x(), point.y(), radius,
                                         list(self.ctl.doc.placed), scenery=self.ctl.doc.scenery)
        if problems:
            self.w.statusBar().showMessage(" ".join(problems), 8000)
            return problems
        self._placing = None
        self.keys.hide_mark()
        self.ctl.undo.push(Place(self.ctl, placed))
        self.w.statusBar().clearMessage()
        return []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if self._placing and event.type() == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent) \
                and event.button() == Qt.MouseButton.LeftButton and self.ctl:
            self.place_at(self.w.view.mapToScene(event.position().toPoint()))
            return True
        if self._placing and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() == Qt.Key.Key_Escape:
            self.cancel_placing()
            return True
        return super().eventFilter(obj, event)

    def context_menu(self, pos) -> None:
        menu = self.build_context_menu(pos)
        if menu is not None:
            menu.exec(self.w.view.viewport().mapToGlobal(pos))

    def open_menu_for(self, item: QGraphicsItem | None, at: QPoint) -> None:
        """The keyboard's context menu (Menu key, Shift+F10): ``item``'s own menu, shown at ``at`` (the
        item's place in the viewport)."""
        menu = self.menu_for_item(item)
        if menu is not None:
            menu.exec(self.w.view.viewport().mapToGlobal(at))

    def build_context_menu(self, pos) -> QMenu | None:
        """The menu for what is under ``pos``: on an objective's disc the objective's own, first (a trooper in
        contact whose token covers part of the disc gets its actions in a submenu under it: a right-click meant
        for the objective must not land on Delete); on a trooper elsewhere its own; else the table's."""
        if not self.ctl:
            return None
        at = self.w.view.mapToScene(pos)
        self._menu_at = (at.x(), at.y())  # "Add trooper…" puts it where clicked
        items = self.w.view.items(pos)
        marker = next((i for i in items if isinstance(i, MarkerItem)), None)
        trooper = next((i for i in items if isinstance(i, TrooperItem)), None)
        try:
            if marker is None and trooper is not None:
                return self.menu_for_item(trooper)  # the objective it touches in a submenu, as the Menu key gives
            return self._menu(trooper, marker, objective_first=marker is not None)
        finally:
            self._menu_at = None  # the keyboard's menu (nothing clicked) adds in a row

    def menu_for_item(self, item: QGraphicsItem | None) -> QMenu | None:
        """The menu of one item the keyboard chose: an objective's own; a trooper's, with the objective
        it touches in a submenu, as a right-click on it gives; nothing chosen, the table's."""
        if not self.ctl:
            return None
        if isinstance(item, MarkerItem):
            return self._menu(None, item)
        if isinstance(item, TrooperItem):
            touching = (i for i in self.ctl.scene.collidingItems(item) if isinstance(i, MarkerItem))
            return self._menu(item, next(touching, None))
        return self._menu(None, None)

    def _menu(self, trooper: TrooperItem | None, marker: MarkerItem | None, objective_first: bool = False) -> QMenu:
        assert self.ctl is not None
        view = self.w.view
        menu = QMenu(view)
        if trooper is None and marker is not None:
            self._marker_menu(menu, marker)
        elif trooper is not None and marker is not None and objective_first:
            trooper.setSelected(True)  # "Carried by" offers the trooper in contact
            self._marker_menu(menu, marker)
            menu.addSeparator()
            t = self.ctl.doc.trooper(trooper.trooper_id)
            self._trooper_menu(menu.addMenu(self.tr("Trooper: %1").replace("%1", t.name or t.id)), trooper)
        elif trooper is not None:
            self._trooper_menu(menu, trooper)
            if marker is not None:
                self._marker_menu(menu.addMenu(self.tr("Objective: %1").replace(
                    "%1", objective_names(self.ctl.mission.markers)[marker.marker.id])), marker)
        elif (at := self._menu_at) is not None:
            spot = self._on_table(at)
            for player, action in (("A", self.add_a), ("B", self.add_b)):
                here = menu.addAction(action.text())
                here.triggered.connect(lambda _c=False, p=player: self.add_trooper(p, spot))
        else:
            menu.addAction(self.add_a)
            menu.addAction(self.add_b)
        return access_keys.for_menu(menu)  # the objective's items (the rules' words) get theirs here

    def _on_table(self, at: tuple[float, float]) -> tuple[float, float]:
        """A clicked spot moved just enough that a new trooper's 25 mm base stays whole on the table."""
        assert self.ctl is not None
        m = self.ctl.mission
        r = 25 / m.unit_mm / 2
        return min(max(at[0], r), m.width - r), min(max(at[1], r), m.depth - r)

    def _trooper_menu(self, menu: QMenu, trooper: TrooperItem) -> None:
        assert self.ctl is not None
        trooper.setSelected(True)
        menu.addAction(self.edit)
        menu.addAction(self.delete)
        state_menu = menu.addMenu(self.tr("State"))
        t = self.ctl.doc.trooper(trooper.trooper_id)
        for state, spec in self.ctl.mission.season.trooper_states.items():
            act = state_menu.addAction(spec.name.get())
            act.setCheckable(True)
            act.setChecked(state == t.state)
            act.triggered.connect(lambda _c=False, s=state, t=t: self._set_state(t, s))
        menu.addAction(self.zoc)

    def _set_state(self, trooper, state: str) -> None:
        from dataclasses import replace

        if self.ctl:
            self.ctl.edit_trooper(replace(trooper, state=state))

    def _marker_menu(self, menu: QMenu, item: MarkerItem) -> None:
        ctl = self.ctl
        assert ctl is not None
        m = item.marker
        name = objective_names(ctl.mission.markers)[m.id]  # undo names it as the table does ("Mark Half A")
        current = ctl.doc.markers.get(m.id)
        activated = set(current.activated_by) if current else set()
        from its_desktop.domain.referee_text import ACTIVATION_STATES, back_word, held_by, status_word

        # The scenario's own verb, agreed with the objective's name: "Hacked by A" for a console, "Activée par A"
        # for an antenna; a marker the scenario activates in no way keeps the general words.
        verb = any(s in m.states for s in ACTIVATION_STATES)
        for player in ("A", "B"):
            act = menu.addAction(held_by(m.states, m.gender, player) if verb else
                                 self.tr("Activated/hacked by %1").replace("%1", player))
            act.setCheckable(True)
            act.setChecked(player in activated)
            exclusive = m.exclusive  # one player at a time (the scenario's activation rule)

            def toggle(_c=False, p=player, excl=exclusive):
                now = set(activated)
                now = (set() if p in now else {p}) if excl else now ^ {p}
                ctl.set_marker(m.id, self.tr("Mark %1").replace("%1", name), activated_by=tuple(sorted(now)))
            act.triggered.connect(toggle)
        menu.addSeparator()
        allowed = m.table_states() & {"destroyed", "removed"}  # only what the scenario declares for it
        # "Present" alone said nothing: the way back names what it undoes, and the current state is ticked.
        back = back_word(allowed, m.gender)  # agreed with the objective, like the states above it
        now = current.state if current and current.state else None
        for state, text in (("destroyed", status_word("destroyed", m.gender)), ("removed", status_word("removed", m.gender)),
                            (None, back)):
            if not allowed or (state is not None and state not in allowed):
                continue
            act = menu.addAction(text)
            act.setCheckable(True)
            act.setChecked(state == now)
            act.triggered.connect(lambda _c=False, s=state, text=text: ctl.set_marker(
                m.id, self.tr("%1: %2").replace("%1", name).replace("%2", text), state=s))
        selected = ctl.scene.selected_trooper_ids()
        # Only an objective a trooper can carry (its scenario says so) offers "Carried by": an antenna is fixed.
        if len(selected) == 1 and (m.control.relation == "carried" or "carried_by" in m.states):
            carrier = ctl.doc.trooper(selected[0])
            act = menu.addAction(self.tr("Carried by %1").replace("%1", carrier.name or carrier.id))
            act.triggered.connect(lambda: ctl.set_marker(
                m.id, self.tr("Carry %1").replace("%1", name), carried_by=carrier.id))
        if current and current.carried_by:
            act = menu.addAction(self.tr("Drop"))
            carrier = ctl.doc.trooper(current.carried_by)
            act.triggered.connect(lambda: ctl.set_marker(
                m.id, self.tr("Drop %1").replace("%1", name), carried_by=None, x=carrier.x, y=carrier.y))

    # -- export -------------------------------------------------------------------------------
    def show_print_dialog(self):
        """File → Print or export PDF… for the current table (window-modal, returns at once)."""
        if not self.ctl:
            return None
        from ..print_dialog import PrintDialog

        dialog = PrintDialog(self.w.window(), self.ctl.mission, self.w.settings, self.w.last_dir(),
                             scenery=self.ctl.doc.scenery)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def export(self, kind: str) -> None:
        if not self.ctl:
            return
        from ..view_image import export_png, export_svg

        ppu = prefs.EXPORT_PPU.get(self.w.settings)
        if kind == "png":  # a vector file has no resolution to ask: the SVG is drawn at the last size
            from its_desktop.domain.lengths import number
            from its_desktop.presentation.units import unit_symbol

            m = self.ctl.mission
            unit = unit_symbol(m.season.unit)
            # The table's unit and size named, so "per unit" means something (a 48 in table at 40: 1920 px).
            label = self.tr("Pixels per %1 of the table (%2 × %3 %1)").replace("%2", number(m.width)) \
                .replace("%3", number(m.depth)).replace("%1", unit)
            ppu, ok = QInputDialog.getInt(self.w.window(), self.tr("Resolution"), label, ppu, 5, 400)
            if not ok:
                return
            prefs.EXPORT_PPU.set(ppu, self.w.settings)
        suffix = "*.png" if kind == "png" else "*.svg"
        name, _ = QFileDialog.getSaveFileName(self.w.window(), self.tr("Export view"), self.w.last_dir(),
                                              f"{kind.upper()} ({suffix})")
        if not name:
            return
        try:
            (export_png if kind == "png" else export_svg)(self.ctl.scene, Path(name), ppu, self.w.view.seat)
        except OSError as exc:  # a link to a device or a FIFO (refused, one line), a full disk
            from its_desktop.domain.files import NotRegularFile

            QMessageBox.warning(self.w.window(), self.tr("Export view"), str(exc) if isinstance(exc, NotRegularFile)
                                else f"{name}: {exc.strerror or exc}")
            return
        self.w.statusBar().showMessage(self.tr("Exported %1").replace("%1", name), 4000)
