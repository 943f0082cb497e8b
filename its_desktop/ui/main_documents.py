"""The main window's table documents: new, open, save, recent files, and the title that names them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from . import settings as prefs
from .main_parts import MAX_RECENT, WindowParts, mission_library

if TYPE_CHECKING:
    from its_desktop.domain.itstable import TableDocument


class DocumentHandling(WindowParts):
    """The domain's table file code and the live table are imported on first use (after the first paint)."""

    def new_table(self) -> None:
        # What the pickers show is taken first; while the questions are up they show the table that is still
        # open (a toolbar reading "Season 13" over a Season 16 game being asked about contradicts the screen),
        # and they take the new choice only once it is accepted (open_document sets them).
        mission_id, points = self.scenario_box.currentData(), self.points_box.currentData()
        self._show_table_mission()
        if not mission_id or not points:  # nothing to open: nothing to ask
            self.statusBar().showMessage(self.tr("This season's scenarios are not in the library yet."), 6000)
            return
        if not self.may_set_game_aside() or not self._maybe_keep_changes():
            return  # the user kept this table: the pickers already say so
        from its_desktop.domain.itstable import TableDocument

        self.open_document(TableDocument(mission_id, points), None)

    def _picked(self) -> None:
        """A picker changed by an explicit choice (the boxes open their list on a bare arrow key): the table is
        replaced as New would, which asks first while a recorded game is open (``may_set_game_aside``)."""
        self.new_table()

    def _show_table_mission(self) -> None:
        """The toolbar's pickers back on the table's own scenario and size (nothing else changes)."""
        if self.controller is not None:
            self.select_mission(self.controller.doc.mission, self.controller.doc.points)

    def open_document(self, doc: TableDocument, path: Path | None) -> None:
        """Show ``doc`` as the window's table (``path``: the file it came from, None for a new one)."""
        from .table.controller import EVALUATOR, TableController

        mission = mission_library().mission(doc.mission, doc.points)
        old = self.controller
        # The window's first table is made before the rules are loaded: its evaluator follows once it is usable.
        later = self.usable_event if EVALUATOR not in sys.modules else None
        self.controller = TableController(doc, mission, self, after=later)
        self.controller.evaluated.connect(self.referee.show_result)
        self.controller.changed.connect(self._document_changed)
        if (check := self.check_panel_if_made()) is not None:  # (made later, it connects itself)
            check.clear()  # the findings were the old table's
            self.controller.changed.connect(check.stale)
        self.controller.undo.cleanChanged.connect(lambda _c: self.refresh_title())
        # Its round, units, viewer, names and scale set in turn: the labels laid out once, for all of them.
        with self.controller.scene.one_layout():
            preview = self.view.scene()
            self.view.setScene(self.controller.scene)
            if preview is not None and preview is not getattr(old, "scene", None):
                preview.deleteLater()  # the start-up preview, replaced by the live table
            if any(self.player_names):
                self.controller.scene.set_player_names(*self.player_names)
            self.controller.scene.selectionChanged.connect(self._scene_selection)
            self.controller.scene.zone_clicked.connect(self._scene_selection)
            self.controller.set_viewer(self.viewer_box.currentData() or "referee")
            self.actions_.bind(self.controller)
            self.scenery_editor.bind(self.controller)
            self.sight.bind(self.controller)
            if old is not None:
                old.undo.cleanChanged.disconnect()
                old.deleteLater()
            self.path = path
            self.notes.show_mission(mission)
            # The Tally sheet, once made, follows the table's scenario (one not made yet takes it when it is made).
            if (sheet := self.tally_if_made()) is not None and (
                    sheet.mission is None or sheet.mission.scenario.id != mission.scenario.id
                    or sheet.mission.points != mission.points):
                sheet.set_game(mission)
            if hasattr(self, "tally_actions"):
                self.tally_actions.document_opened(self.controller)
            self.select_mission(doc.mission, doc.points)
            for box, value in ((self.round_box, doc.round),):
                box.blockSignals(True)
                box.setMaximum(mission.season.rounds)
                box.setValue(value)
                box.blockSignals(False)
            self.turn_box.blockSignals(True)
            self.turn_box.setCurrentText(doc.turn)
            self.turn_box.blockSignals(False)
            prefs.TABLE_MISSION.set(doc.mission, self.settings)
            prefs.TABLE_POINTS.set(doc.points, self.settings)
            self._fill_place_menu()
            self._document_changed()
            from .table import first_table

            first_table.write(mission)
            self.view.fit()
        self.refresh_title()
        if self.controller.last is not None:
            self.referee.show_result(self.controller.last)

    def open_path(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox  # the dialogs' classes here: none is on the first paint's way

        from its_desktop.domain import itstable
        from its_desktop.domain.errors import InputError

        try:
            doc = itstable.load(path)
        except InputError as exc:  # any malformed file: one line naming the file and the field
            QMessageBox.warning(self, self.tr("Cannot open"), str(exc.in_file(path)))
            return False
        self.open_document(doc, path)
        self._remember(path)
        return True

    def file_filter(self) -> str:
        """The open and save dialogs' file types, named in the window's language (French "Table ITS")."""
        return self.tr("ITS table (*.itstable);;JSON (*.json)")

    def open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        if not self.may_set_game_aside() or not self._maybe_keep_changes():
            return
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open table"), self.last_dir(), self.file_filter())
        if name:
            self.open_path(Path(name))

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save table"), self.last_dir(), self.file_filter())
        if not name:
            return False
        path = Path(name)
        if path.suffix == "":
            path = path.with_suffix(".itstable")
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from its_desktop.domain import itstable

        assert self.controller is not None
        try:
            itstable.save(self.controller.doc, path)
        except OSError as exc:
            from its_desktop.domain.files import NotRegularFile

            # NotRegularFile's line names the file already ("x: not saved: it is a link to /dev/zero…")
            QMessageBox.warning(self, self.tr("Cannot save"), str(exc) if isinstance(exc, NotRegularFile)
                                else f"{path}: {exc}")
            return False
        self.path = path
        self.controller.undo.setClean()
        self._remember(path)
        self.refresh_title()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 4000)
        return True

    def may_set_game_aside(self) -> bool:
        """True when no recorded game is open, or the user agrees to set it aside for another table (it stays
        recorded, unchanged). Asked whatever replaces the table: the toolbar's pickers, New, Open, Recent."""
        session = getattr(getattr(self, "tally_actions", None), "session", None)
        if session is None or session.finished:
            return True  # a finished game is stored whole: another table takes nothing from it
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Set the recorded game aside?"),
                          self.tr("Game %1 is being recorded on this table. Another table sets it aside, unchanged "
                                  "(Game → Recorded games… reopens it).").replace("%1", str(session.game_id)),
                          QMessageBox.StandardButton.NoButton, self)
        aside = box.addButton(self.tr("&Set it aside"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)  # a stray Enter keeps the game
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is aside

    def _maybe_keep_changes(self) -> bool:
        """True when it is fine to replace or close the current table. One rule, whatever is open: the user is
        asked only when the table holds changes that neither its file nor a recorded game keeps (a game stores
        every edit while it runs; edits after it ended, or refused by its database, are not in it)."""
        if not self.would_lose_changes():
            return True
        session = getattr(getattr(self, "tally_actions", None), "session", None)
        if session is not None:  # the game itself is safe: say so, the question is only about a file
            text = self.tr("Game %1 is recorded and kept (Game → Recorded games… reopens it), but not the changes "
                           "made to this table since. Save the table as a file too?").replace("%1", str(session.game_id))
        else:
            text = self.tr("Save the changes to this table first?")
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved table"), text,
                          QMessageBox.StandardButton.NoButton, self)
        save = box.addButton(self.tr("&Save…") if self.path is None else self.tr("&Save"),
                             QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("&Don't save"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(self.tr("&Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(save)
        box.setEscapeButton(cancel)
        box.exec()
        if box.clickedButton() is save:
            return self.save()
        return box.clickedButton() is discard

    def would_lose_changes(self) -> bool:
        """True when closing or replacing the table would lose an edit: it holds changes that neither its file
        nor the recorded game open on it keeps (a game stores every edit while it runs). The title's "*" and
        the question on closing both follow this one rule, so a "*" never shows over a table that is safe."""
        if self.controller is None or self.controller.undo.isClean():
            return False
        session = getattr(getattr(self, "tally_actions", None), "session", None)
        return session is None or not session.holds(self.controller.doc.to_json())

    def _remember(self, path: Path) -> None:
        recent = [p for p in prefs.RECENT_FILES.get(self.settings) if p != str(path)]
        prefs.RECENT_FILES.set([str(path), *recent][:MAX_RECENT], self.settings)
        prefs.LAST_DIR.set(str(path.parent), self.settings)
        self._refresh_recent()

    def last_dir(self) -> str:
        return prefs.LAST_DIR.get(self.settings)

    def refresh_title(self) -> None:
        from shiboken6 import isValid

        # Signals of a controller being torn down (window closing) arrive after its undo stack died.
        if self.controller is None or not isValid(self.controller) or not isValid(self.controller.undo):
            return
        doc = self.controller.doc
        name = self.path.name if self.path else self.tr("untitled")
        # A recorded game open on the table (started, or reopened at start-up) is what the window holds: its
        # title names it as the score header and the status line do, never "untitled" beside "Game 1 reopened".
        acts = getattr(self, "tally_actions", None)
        session = getattr(acts, "session", None)
        if session is not None:
            a, b = getattr(self, "player_names", ("", ""))
            game = self.tr("Game %1: %2 vs %3").replace("%1", str(session.game_id)).replace("%2", a or "A") \
                .replace("%3", b or "B")
            name = f"{self.path.name} · {game}" if self.path else game
        dirty = " *" if self.would_lose_changes() else ""
        mission = self.controller.mission.scenario.name.get()
        app = self.tr("ITS Table Assistant")  # outside the f-string: the catalog check reads it there (tests/i18n)
        self.setWindowTitle(f"{name}{dirty} — {mission}, {doc.points} — {app}")
