"""The event as a file, its backups and its printed round: the tournament window's File-like actions.

Backups are taken at the end of every round (its last result saved) and on demand; a restore brings a
backup's event back as a new event beside the stored ones. "Print round N" prints the round's pairings as
saved (never a fresh draw) through ``export.pack``; "Print tiles for table N" prints that table's map at
true size on tiles, each tile labelled with the table.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QProgressDialog

from its_desktop.presentation.file_names import file_name
from its_desktop.printing.links import PackLinks, check_base, default_base
from its_desktop.web.pack_links import pack_links
from its_desktop.printing.output import PrintError
from its_desktop.printing.pack import PackResult, table_pack
from its_desktop.printing.tiles import TileGrid, map_tiled
from its_desktop.persistence.engine import default_url
from its_desktop.persistence.events.backup import IMPORT_STEPS
from its_desktop.persistence.games import ConflictError

from .. import gui_gc
from .. import i18n
from .. import settings as prefs
from ..poll_runner import Job, PollRunner, Progress

if TYPE_CHECKING:
    from .host import TournamentHost


def _safe(name: str) -> str:
    """The event's name as the start of a file name: as typed (spaces and accents kept), safe on every system."""
    return file_name(name, fallback="ITS")


class ImportRefused(Exception):
    """An event file the import refused: the one line naming the file and field."""


class EventActions(QObject):
    imported = Signal(object)  # how an import ended: the new event's id, or None (refused or cancelled)

    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window.window())
        self.w = window
        self.last_backup: Path | None = None
        self.last_pack: PackResult | None = None
        self.players_url = ""  # the address the last pack's QR codes lead to
        self.importer = PollRunner("its-desktop event import", self, poll_ms=50, expected=(ImportRefused,))
        self.importer.progressed.connect(self._import_progressed)
        self.importer.finished.connect(self._import_ended)
        self.importer.failed.connect(lambda why: self._import_ended(None, why))
        self.importer.cancelled.connect(lambda: self._import_ended(None))
        self._import_dialog: QProgressDialog | None = None

    # -- where backups go --
    def backup_dir(self) -> Path:
        if chosen := prefs.TOURNAMENT_BACKUP_DIR.get(self.w.settings):
            return Path(chosen)
        url = default_url(self.w.db_url)
        if url.startswith("sqlite:///"):
            return Path(url.removeprefix("sqlite:///")).parent / "its-desktop-backups"
        return Path.home() / "its-desktop-backups"

    def _ext(self) -> str:
        return ".sqlite3" if self.w.events.engine.dialect.name == "sqlite" else ".event.json"

    # -- actions (tests call these with paths; the buttons ask for them) --
    def backup(self, path: str | Path | None = None, why: str | None = None) -> Path | None:
        """A copy of the event, at ``path`` or in the backup folder named in the reader's words ("Lisbon Winter Open
        après la ronde 2 20261129-034500.sqlite3"; ``why``: the moment, default "on demand")."""
        if self.w.event_id is None:
            return None
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        why = why or self.tr("on demand", "backup file name")
        out = Path(path) if path else self.backup_dir() / file_name(self.w.event_name(), self._ext(),
                                                                         tail=f"{why} {stamp}")
        try:
            self.last_backup = self.w.events.backup(self.w.event_id, out)
        except (OSError, ValueError) as exc:  # a StorageFailure too: the event is read first
            self.w.statusBar().showMessage(self.tr("Backup failed: %1").replace("%1", str(exc)), 10000)
            if getattr(exc, "connection_lost", False):
                self.w.storage_lost(str(exc))
            return None
        self.w.statusBar().showMessage(self.tr("Backup saved: %1").replace("%1", str(self.last_backup)), 8000)
        return self.last_backup

    def round_finished(self, number: int) -> Path | None:
        """The round's last result is in: a backup of that moment."""
        return self.backup(why=self.tr("after round %1", "backup file name").replace("%1", str(number)))

    def export_event(self, path: str | Path, include_lists: bool = False) -> Path:
        assert self.w.event_id is not None  # the export is offered with an event open
        data = self.w.events.export_event_file(self.w.event_id, include_lists=include_lists)
        from its_desktop.domain.files import write_text

        out = Path(path)
        write_text(out, json.dumps(data, indent=1, ensure_ascii=False) + "\n")  # atomic: never half a file
        self.w.statusBar().showMessage(self.tr("Event saved: %1").replace("%1", str(out)), 8000)
        return out

    def import_event(self, path: str | Path, restore: bool = False) -> int | None:
        """Import an event file (or restore a backup) as a new event and open it, waiting for the import (scripts
        and tests); the window's menu starts it without waiting (:meth:`start_import`). Errors go to a dialog."""
        loop = QEventLoop()
        outcome: list[int | None] = []

        def ended(event_id: int | None) -> None:
            outcome.append(event_id)
            loop.quit()

        self.imported.connect(ended)
        try:
            self.start_import(path, restore)
            if self.importer.running:
                loop.exec()  # the window keeps painting and answering Cancel meanwhile
        finally:
            self.imported.disconnect(ended)
        return outcome[0] if outcome else None

    def start_import(self, path: str | Path, restore: bool = False) -> None:
        """Read, check and store the file off the GUI thread, with a progress dialog and Cancel: a large file (a
        6.7 MB event with 200,000 players took 11 s to be refused) never freezes the window. Cancel stops it
        at its next step and stores nothing; :attr:`imported` says how it ended (the new event's id, or None)."""
        if self.importer.running:  # one import at a time: the one going is cancelled (and its dialog closed)
            self.importer.cancel()
        events, who, name = self.w.events, self.w.who, Path(path).name

        def work(tell: Progress) -> int:
            from its_desktop.domain.errors import InputError
            from its_desktop.domain.inputs import read_bytes

            try:
                if restore:
                    return events.restore(path, who=who, progress=tell).id
                return events.import_event_file(read_bytes(path), who=who, progress=tell).id  # no FIFO, sane size
            except (OSError, ValueError, ConflictError, LookupError) as exc:
                named = isinstance(exc, InputError) and exc.file
                raise ImportRefused(str(exc) if named else f"{name}: {exc}") from None

        title = self.tr("Restore from a backup") if restore else self.tr("Import an event file")
        dialog = QProgressDialog(self.tr("Reading and checking %1…").replace("%1", name), self.tr("Cancel"), 0,
                                 IMPORT_STEPS, self.w.window())
        dialog.setWindowTitle(title)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)  # a small file is done before the dialog would show
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        dialog.canceled.connect(self.importer.cancel)
        self._import_dialog = dialog
        gui_gc.hold()  # the decoded file is short-lived: the GUI thread's collector must not walk it meanwhile
        self.importer.run(work)

    def _import_progressed(self, done: int, total: int) -> None:
        if self._import_dialog is not None:
            self._import_dialog.setValue(min(done, total))

    def _import_ended(self, event_id: int | None, refusal: str | None = None) -> None:
        if self._import_dialog is not None:
            gui_gc.release_after(self.importer.last_thread)  # a cancelled worker may still hold the file
            self._import_dialog.canceled.disconnect(self.importer.cancel)
            self._import_dialog.close()
            self._import_dialog.deleteLater()
            self._import_dialog = None
        if refusal is not None:
            self.w.prompts.warn(self.tr("Event file"), refusal)
        elif event_id is None:
            self.w.statusBar().showMessage(self.tr("Import cancelled: nothing was stored"), 8000)
            self._after_cancelled_import(self.importer.last_job)
        else:
            self._show_stored(event_id)
        self.imported.emit(event_id)

    def _after_cancelled_import(self, job: Job | None) -> None:
        """Read the list again once the cancelled worker has really ended. Until its next step it is still
        storing players in its own transaction: a read on the GUI thread meanwhile waited on the busy database
        (a 0.51 s freeze on CI), and showed nothing new anyway. A Cancel that came during the commit itself
        (after the import's last step) could not stop it: then the event is there, and the window says so."""
        if job is not None and not job.done.is_set():
            QTimer.singleShot(50, lambda: self._after_cancelled_import(job))
            return
        late = job is not None and job.ok and job.result is not None
        if self._show_stored(job.result if late and job is not None else None) and late:
            self.w.statusBar().showMessage(self.tr("Cancel came after the import was stored: the event is open"), 8000)

    def _show_stored(self, event_id: int | None) -> bool:
        """Read the events list again (and open ``event_id``): what is stored is what the window shows. The
        server may be gone by then (this timer's read raised in the event loop when a test stopped it): the window
        says "reconnecting…", as after any lost read, and the list is read again at the next change. False then."""
        from sqlalchemy.exc import SQLAlchemyError

        from its_desktop.persistence.errors import DatabaseUnavailable
        from its_desktop.persistence.storage import StorageFailure

        try:
            self.w.reload_events()
            if event_id is not None:
                self.w.open_event(event_id)
        except (SQLAlchemyError, StorageFailure, DatabaseUnavailable) as exc:
            self.w.storage_lost(str(exc))
            return False
        return True

    def print_round(self, number: int, path: str | Path | None = None, paper: str = "a4") -> PackResult | None:
        """Round ``number``'s table pack from its saved pairings, with a progress dialog while it is built."""
        events, eid = self.w.events, self.w.event_id
        if eid is None:
            return None
        rnd = events.get_round(eid, number)
        if rnd is None or not events.games(eid, number):
            self.w.prompts.warn(self.tr("Print round"), self.tr("Round %1 is not paired yet: save its pairings "
                                                               "first (the pack prints them as saved).")
                                .replace("%1", str(number)))
            return None
        if path is None:
            # A file name the organizer keeps is in their language ("… ronde 2 dossier.pdf")
            name = self.tr("%1 round %2 pack.pdf").replace("%1", _safe(self.w.event_name())).replace("%2", str(number))
            chosen, _ = QFileDialog.getSaveFileName(self.w.window(), self.tr("Print round %1").replace("%1", str(number)),
                                                    str(Path(self.w.last_dir()) / name), self.tr("PDF (*.pdf)"))
            if not chosen:
                return None
            self.w.remember_dir(chosen)
            path = chosen
        progress = QProgressDialog(self.tr("Building round %1's table pack…").replace("%1", str(number)), "", 0, 0,
                                   self.w.window())
        progress.setWindowTitle(self.tr("Print round %1").replace("%1", str(number)))
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.show()
        QCoreApplication.processEvents()
        try:
            links = self.pack_links(number)
            # The pack speaks the window's language as the command line's `--lang` pack does: without it the
            # mission library's own texts (scenario, objectives, season) came out English beside French words.
            result = table_pack(events.export_event_file(eid), None, number, path, {number: rnd.scenario},
                                rnd.points, paper, lang=i18n.current_language(), links=links,
                                checks=self.w.layout_checks(number))
        except PrintError as exc:
            self.w.prompts.warn(self.tr("Print round"), str(exc))
            return None
        finally:
            progress.close()
        self.last_pack = result
        self.w.statusBar().showMessage(self.tr("Round %1's pack saved: %2 (%3 pages; players' pages at %4)")
                                       .replace("%1", str(number)).replace("%2", str(path))
                                       .replace("%3", str(result.pages)).replace("%4", self.players_url), 10000)
        return result

    def pack_links(self, number: int) -> PackLinks:
        """Round ``number``'s players' pages for its pack: the tables' and the event's QR codes, and the seat codes
        in strict mode. The address is the organizer's setting, else where Tournament → Players' pages last served
        them, else this computer's on the venue network at the pages' default port."""
        events, eid = self.w.events, self.w.event_id
        assert eid is not None
        base = prefs.TOURNAMENT_PLAYERS_URL.get(self.w.settings).strip()
        if not base and (host := prefs.PLAYERS_HOST.get(self.w.settings)) not in ("", "0.0.0.0"):
            scheme = "https" if prefs.PLAYERS_HTTPS.get(self.w.settings) else "http"
            base = f"{scheme}://{host}:{prefs.PLAYERS_PORT.get(self.w.settings)}"
        try:
            base = check_base(base) if base else default_base()
        except PrintError:
            base = default_base()
        self.players_url = base
        return pack_links(events, eid, number, base)

    def print_table_tiles(self, number: int, table: int, path: str | Path | None = None,
                          paper: str = "a4") -> TileGrid | None:
        """Round ``number``'s map at true size on tiles for one table, every tile labelled with the table."""
        from its_desktop.domain.mission import UnknownMission, catalog

        events, eid = self.w.events, self.w.event_id
        if eid is None:
            return None
        rnd = events.get_round(eid, number)
        game = next((g for g in events.games(eid, number) if g.table == table and not g.bye), None)
        if rnd is None or game is None:
            self.w.prompts.warn(self.tr("Print tiles"), self.tr("Round %1 has no game on table %2.")
                                .replace("%1", str(number)).replace("%2", str(table)))
            return None
        if path is None:
            name = (self.tr("%1 round %2 table %3 tiles.pdf").replace("%1", _safe(self.w.event_name()))
                    .replace("%2", str(number)).replace("%3", str(table)))
            chosen, _ = QFileDialog.getSaveFileName(self.w.window(), self.tr("Print tiles for table %1").replace("%1", str(table)),
                                                    str(Path(self.w.last_dir()) / name), self.tr("PDF (*.pdf)"))
            if not chosen:
                return None
            self.w.remember_dir(chosen)
            path = chosen
        label = self.tr("Table %1").replace("%1", str(table)) + (f" · {game.label}" if game.label else "")
        try:
            grid = map_tiled(catalog.mission(rnd.scenario, rnd.points), path, paper, lang=i18n.current_language(),
                             table_label=label)
        except (PrintError, UnknownMission) as exc:
            self.w.prompts.warn(self.tr("Print tiles"), str(exc))
            return None
        # Kept until the next message: the tiles take a while to draw, and a line gone after 10 s was never seen
        self.w.statusBar().showMessage(self.tr("Tiles for table %1 saved: %2 (%3 pages)").replace("%1", str(table))
                                       .replace("%2", str(path)).replace("%3", str(grid.pages)))
        return grid

    # -- the buttons --
    def export_clicked(self) -> None:
        if self.w.event_id is None:
            return
        name = str(Path(self.w.last_dir()) / f"{_safe(self.w.event_name())}.event.json")
        path, _ = QFileDialog.getSaveFileName(self.w.window(), self.tr("Save the event as a file"), name,
                                              self.tr("Event file (*.json)"))
        if path:
            self.w.remember_dir(path)
            lists = self.w.prompts.confirm(self.tr("Army lists"), self.tr("Include the army lists? They are "
                                                                          "private: only for another organizer's "
                                                                          "laptop."))
            self.save_event(path, include_lists=lists)

    def save_event(self, path: str | Path, include_lists: bool = False) -> Path | None:
        """:meth:`export_event`, its refusal said in one line (a link to a device or a FIFO, a full disk, the
        database away) instead of reaching the crash dialog; None when not saved."""
        from its_desktop.domain.files import NotRegularFile

        try:
            return self.export_event(path, include_lists=include_lists)
        except (OSError, ValueError) as exc:  # a StorageFailure too: the event is read first
            line = str(exc) if isinstance(exc, (NotRegularFile, ValueError)) else \
                self.tr("%1: not saved: %2").replace("%1", str(path)).replace("%2", exc.strerror or str(exc))
            self.w.statusBar().showMessage(line, 15000)
            if getattr(exc, "connection_lost", False):
                self.w.storage_lost(str(exc))
            self.w.prompts.warn(self.tr("Save the event as a file"), line)
            return None

    def import_clicked(self, restore: bool = False) -> None:
        title = self.tr("Restore from a backup") if restore else self.tr("Import an event file")
        filters = self.tr("Backup or event file (*.sqlite3 *.json);;All files (*)") if restore else \
            self.tr("Event file (*.json);;All files (*)")
        start = str(self.backup_dir()) if restore else self.w.last_dir()
        path, _ = QFileDialog.getOpenFileName(self.w.window(), title, start, filters)
        if path:
            self.start_import(path, restore=restore)
