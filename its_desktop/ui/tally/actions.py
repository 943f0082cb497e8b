"""Game menu for the tally: start a recorded game, score the end of a round, reopen a game.

The menus and the dialogs they open; the rules are the tally model's (``domain/tally/model.py``),
reopening an old game is ``persistence/game_resume.py``, the dialogs are ``games_dialogs.py``; the recorded
games' list, a game's history and a game's export and import are ``recorded_list.py``."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QInputDialog, QLabel, QLineEdit, QMenu, QMessageBox, QStatusBar, QWidget

from .. import settings as prefs
from ..panels import RefereePanel
from . import play_time, recorded_list
from .recorded_list import mission_name
from .header import GameHeader
from .rules_watch import RulesWatch

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.persistence.games import Games
    from its_desktop.ui.table.controller import TableController

    # The sheet and the recorded game's session (and the tally's rules they import: ~60 ms) load when a sheet is
    # first shown or a game recorded, not on every start's way to a usable window.
    from .panel import TallyPanel
    from .session import TallySession


class TallyHost(Protocol):
    """What the recorded games need from the window that holds them (the main window is one)."""

    controller: TableController | None
    referee: RefereePanel
    settings: QSettings
    game_menu: QMenu

    @property
    def undo_action(self) -> QAction: ...
    @property
    def tally(self) -> TallyPanel: ...        # the Tally sheet: made on first use, showing the table's scenario
    def tally_if_made(self) -> TallyPanel | None: ...  # it, or None while nothing has needed it yet
    def window(self) -> QWidget: ...          # the parent of the dialogs
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
    def add_dock(self, name: str, title: str, area: Qt.DockWidgetArea) -> QDockWidget: ...
    def game_recorded(self, player_a: str = "", player_b: str = "", faction_a: str | None = None,
                      faction_b: str | None = None) -> None: ...
    def game_set_aside(self) -> None: ...     # no game open any more: no tally, no names on the table
    def viewer(self) -> str: ...              # "referee", "A" or "B": who looks at the table
    def last_dir(self) -> str: ...
    def open_document(self, doc: TableDocument, path: Path | None) -> None: ...
    def show_provisional(self) -> None: ...   # the table's domination: "so far" or the round's result
    def refresh_title(self) -> None: ...            # the window title: its "*" says whether closing would lose an edit


class TallyActions(QObject):
    def __init__(self, window: TallyHost, db_url: str | None) -> None:
        super().__init__(window.window())
        self.w = window
        self.db_url = db_url
        self._games: Games | None = None
        self.session: TallySession | None = None
        self.snapshot_markers: list[tuple[int, list[dict]]] = []  # (round, markers) of the game's snapshots
        self._loading = False  # load() opens the game's own table: that does not set the game aside
        self.last_message = ""  # the last warning shown (non-modal), for whoever needs to read it
        self.poll_ms: int | None = None  # None: the session's default
        self._summary: dict[str, object] = {}  # the open game's players and scenario, for the next start's card
        self._kept_summary: dict[str, object] | None = None
        # The remembered game is being read at start (ui/resume_reader.py): another table opened or an edit
        # made meanwhile is the user's choice, and the game stays stored as it was instead of replacing it.
        self.resume_pending = False
        self.resume_dropped = False
        self.resume_ended: Callable[[], None] = lambda: None  # the window's: the card goes
        self.reconnecting = QLabel(self.tr("reconnecting…"))  # the game's database stopped answering
        self.reconnecting.setStyleSheet("color: #b00020; font-weight: bold")
        self.reconnecting.hide()
        window.statusBar().addPermanentWidget(self.reconnecting)
        menu = window.game_menu
        menu.addSeparator()
        self.start = self._action(menu, self.tr("&Start a recorded game…"), self.start_game, "Ctrl+Shift+N")
        self.end_round = self._action(menu, self.tr("&End of round: take the table's values"), self.score_round,
                                      "Ctrl+Return")
        # Each opens the database (the first may be the station's first use of it): one that cannot be opened
        # (a file that is not a database, a server down) is a line naming it, not the crash box.
        self.open_game = self._action(menu, self.tr("&Recorded games…"), self._reaching(recorded_list.choose_game),
                                      "Ctrl+Shift+O")
        self.history = self._action(menu, self.tr("&History of this game…"),
                                    self._reaching(recorded_list.show_history))
        self.export = self._action(menu, self.tr("E&xport this game…"), self._reaching(recorded_list.export_game))
        self.import_ = self._action(menu, self.tr("&Import a game…"), self._reaching(recorded_list.import_game))
        self.station_action = self._action(menu, self.tr("Na&me of this station…"), self.ask_station)
        # The history and the export are of the game open: with none, greyed rather than an empty list or nothing.
        menu.aboutToShow.connect(self._game_items)
        self.header = GameHeader()
        dock = window.add_dock("game", self.tr("Game"), Qt.DockWidgetArea.TopDockWidgetArea)
        dock.setWidget(self.header)
        dock.hide()  # shown while a recorded game is attached (the toolbar says round and turn otherwise)
        self.header_dock = dock
        if (sheet := window.tally_if_made()) is not None:
            self.sheet_made(sheet)
        from .end_words import EndWords

        self.end_words = EndWords(self)  # the end notes' other languages, worded off the GUI thread
        self._end_before = None  # the table the end notes were worded from (before the end effects)
        self.rules = RulesWatch(self)
        self.rules.deploying = self._deploying
        self.rules.refused.connect(lambda msg: self.warn(self.tr("Not allowed"), msg))
        self.rules.warned.connect(lambda msg: self.w.statusBar().showMessage(
            self.tr("Check: %1").replace("%1", msg.replace("\n", "; ")), 15000))

    def sheet_made(self, sheet: TallyPanel) -> None:
        """The window made its Tally sheet (the first time it was shown or needed): its button and score."""
        sheet.fill_button.clicked.connect(lambda _c=False: self.fill_now())
        sheet.scored.connect(lambda _s: self.refresh_header())

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
        act = QAction(text, self.w.window())
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _c=False: slot())
        menu.addAction(act)
        return act

    def _reaching(self, action: Callable[[TallyActions], object]) -> Callable[[], object]:
        """``action(self)`` through ``with_database``: the database's failure is said in its dialog."""
        from ..db_errors import with_database

        return lambda: with_database(self.w.window(), action, self, url=self.db_url)

    def station(self) -> str:
        """Who this station is in the history: the name set in the settings, else user@host."""
        import getpass
        import socket

        name = prefs.STATION_NAME.get(self.w.settings).strip()
        if name:
            return name
        try:
            user = getpass.getuser()
        except (KeyError, OSError):
            user = "user"
        return f"{user}@{socket.gethostname()}"

    def ask_station(self) -> None:
        name, ok = QInputDialog.getText(self.w.window(), self.tr("Name of this station"),
                                        self.tr("Shown in the history of every game (empty: user@host)"),
                                        text=prefs.STATION_NAME.get(self.w.settings))
        if ok:
            prefs.STATION_NAME.set(name.strip(), self.w.settings)
            if self.session is not None:
                self.session.who = self.station()

    def warn(self, title: str, text: str) -> None:
        """A warning that does not stop the game (window-modal, returns at once)."""
        self.last_message = text
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.w.window())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    @property
    def games(self):
        if self._games is None:
            from its_desktop.persistence.games import Games

            self._games = Games.open(self.db_url)  # migrates the database to the current schema
        return self._games

    def adopt_games(self, games: Games) -> None:
        """The store opened on the resume's reading thread, kept when none is open yet (one connection, not two)."""
        if self._games is None:
            self._games = games

    # -- starting and scoring -----------------------------------------------------------------
    def start_game(self) -> int | None:
        ctl = self.w.controller
        if ctl is None:
            return None
        from .start_dialog import StartDialog

        dialog = StartDialog(self.w.window())
        if not dialog.exec():
            return None
        from ..db_errors import with_database

        return with_database(self.w.window(), self.begin, url=self.db_url, **dialog.values())

    def begin(self, player_a: str, player_b: str, faction_a: str | None = None, faction_b: str | None = None,
              deploys_first: str | None = None) -> int:
        ctl = self.w.controller
        assert ctl is not None
        # A game starts at round 1, turn A (the dialog's "Player A" has the first turn of each round), whatever
        # the toolbar's Round and Turn were left at while the table was set up.
        ctl.change_round(1, "A")
        # The sheet first (made now if nothing needed it yet: a fresh one for this table), then the game, whose
        # clock starts when it is stored.
        made = self.w.tally_if_made()
        sheet = self.w.tally
        game = self.games.create_game(ctl.doc.mission, ctl.doc.points, player_a, player_b)
        if faction_a or faction_b or deploys_first:
            self.games.set_setup(game.id, faction_a, faction_b, deploys_first)
        if made is not None:
            sheet.set_game(ctl.mission)  # the previous game's values stay with that game
        # A game starts on player A's turn (the dialog's "Player A (first turn of each round)"), whatever the
        # toolbar's Turn was left at; its round is the table's (a game may be recorded from a later round on).
        ctl.change_round(ctl.doc.round, "A")
        self._attach(game.id)
        self.table_edited()  # the table the game starts from
        self.w.statusBar().showMessage(self.tr("Recording game %1").replace("%1", str(game.id)), 4000)
        return game.id

    def _attach(self, game_id: int) -> None:
        if self.session is not None:
            self.session.detach()
        from .session import TallySession

        kw = {} if self.poll_ms is None else {"poll_ms": self.poll_ms}
        self.session = TallySession(self.games, game_id, self.w.tally, self.station(), self, **kw)
        self.session.failed.connect(lambda msg: self.warn(self.tr("Not saved"), msg))
        self.session.conflict.connect(lambda msg: self.warn(self.tr("Changed at another station"), msg))
        self.session.remote_changed.connect(
            lambda msg: self.w.statusBar().showMessage(msg.replace("\n", "; "), 15000))
        self.session.connection.connect(lambda up: self.reconnecting.setVisible(not up))
        self.reconnecting.hide()
        self.session.reload_needed.connect(lambda: QTimer.singleShot(0, self.reload_tally))
        self.session.turn_of = lambda: self.w.controller.doc.turn if self.w.controller else None
        self.session.ask_reason = self._ask_reason
        self.session.before_end = self.flush_notes  # the notes are stored before the game's end is
        self.session.referee_view = lambda: self.w.viewer() == "referee"
        self.w.tally.set_recorded(game_id)
        self.header_dock.show()
        game, setup = self.games.get_game(game_id), self.games.setup(game_id)
        self.header.show_game(game_id, {"A": game.player_a, "B": game.player_b},
                              {"A": setup.faction_a, "B": setup.faction_b}, played=play_time.played(self.w.settings, f"{self._database_key()}:{game_id}", game))
        self.refresh_header()
        self.w.game_recorded(game.player_a, game.player_b, setup.faction_a, setup.faction_b)
        prefs.LAST_GAME.set(f"{self._database_key()}:{game_id}", self.w.settings)  # resumed at the next start
        prefs.LAST_GAME_TEXT.set(self.tr("%1 vs %2, %3").replace("%1", game.player_a).replace("%2", game.player_b)
                                 .replace("%3", mission_name(game.mission)), self.w.settings)
        self._summary = {"a": game.player_a, "b": game.player_b, "scenario": mission_name(game.mission)}
        self.remember_summary()

    def remember_summary(self) -> None:
        """What the next start's card shows of the open game before its database is opened (ui/reopening.py):
        players, scenario, the round the table is in and the day; written when it changes."""
        import datetime as dt
        import json

        ctl = self.w.controller
        if self.session is None or ctl is None or not self._summary:
            return
        kept = {**self._summary, "round": ctl.doc.round, "rounds": ctl.mission.season.rounds,
                "date": dt.date.today().isoformat(), "over": bool(self.session.finished)}
        if kept != self._kept_summary:
            self._kept_summary = kept
            prefs.LAST_GAME_SUMMARY.set(json.dumps(kept, ensure_ascii=False), self.w.settings)

    def remember_played(self) -> None:
        """Keep how long the open game has been played (at each edit, when it is set aside, when the app closes):
        its clock goes on from there at the next start, whatever the time the app was closed (play_time.py)."""
        if self.session is not None and self.header.game_id == self.session.game_id and not self.header.over:
            play_time.remember(self.w.settings, f"{self._database_key()}:{self.session.game_id}",
                               self.header.game_seconds())

    def _database_key(self) -> str:
        """Which database a remembered game is in, without its address (which may carry a password)."""
        from its_desktop.ui.reopening import database_key

        return database_key(self.db_url)

    def remembered_game(self) -> str | None:
        """The id of the game this station was recording when the app closed, in this database (None: none)."""
        from its_desktop.ui.reopening import remembered_game

        return remembered_game(self.w.settings, self.db_url)

    def announce_resume(self) -> str | None:
        """Say at once which game is coming back (its names are in the settings: no database needed)."""
        number = self.remembered_game()
        if number is None:
            return None
        self.w.statusBar().showMessage(self.tr("Reopening game %1: %2…").replace("%1", number)
                                       .replace("%2", prefs.LAST_GAME_TEXT.get(self.w.settings)))
        return number

    def drop_resume(self) -> None:
        """The user chose another table (or edited this one) before the remembered game was back: it is not
        reopened over their work; it stays stored, and they are told where."""
        if self.resume_pending:
            self.resume_pending, self.resume_dropped = False, True
            prefs.LAST_GAME.clear(self.w.settings)  # set aside by the user's choice, as Game → New table does
            self.resume_ended()  # the card goes: the table chosen is on screen
            self.w.statusBar().showMessage(
                self.tr("Your game was not reopened, as you chose another table: Game → Recorded games… "
                        "(Ctrl+Shift+O) opens it."), 15000)

    def resume_last(self, failure: Exception | None = None) -> int | None:
        """At start: the game this station was recording when the app closed, reopened where it was left
        (a finished game, or one of another database, is not); returns its id. ``failure``: why the database
        could not be opened when it was read off the GUI thread (ui/resume_reader.py), said here."""
        number = self.remembered_game()
        if self.session is not None or number is None or self.resume_dropped:  # never replaces the user's table
            return None
        from sqlalchemy.exc import SQLAlchemyError

        from its_desktop.persistence.errors import DatabaseUnavailable
        from its_desktop.persistence.games import GameNotFound
        from its_desktop.persistence.storage import StorageFailure

        try:
            if failure is not None:
                raise failure
            game = self.games.get_game(int(number))
            if game.end_reason is not None:  # over: not reopened, but the user is told where it is
                self.w.game_set_aside()
                self.w.statusBar().showMessage(
                    self.tr("Your last game, %1, is over: Game → Recorded games… (Ctrl+Shift+O) opens it.")
                    .replace("%1", prefs.LAST_GAME_TEXT.get(self.w.settings)), 15000)
                return None
            self.load(game.id)
        except GameNotFound:
            self.w.statusBar().showMessage(
                self.tr("Game %1 (%2) is not in this database any more: an empty table instead.")
                .replace("%1", number).replace("%2", prefs.LAST_GAME_TEXT.get(self.w.settings)), 15000)
            prefs.LAST_GAME.clear(self.w.settings)
            return None
        except (OSError, SQLAlchemyError, StorageFailure, DatabaseUnavailable,
                type(failure) if failure is not None else OSError) as exc:
            # the database is away or unreadable (whatever the reading thread met): the app opens as usual, says
            # so, and writes nothing to it
            log.warning("game %s not resumed: %s", number, exc)
            self.w.statusBar().showMessage(self.tr("Game %1 could not be reopened: %2")
                                           .replace("%1", number).replace("%2", str(exc).splitlines()[0]), 15000)
            return None
        self.w.statusBar().showMessage(
            self.tr("Game %1 reopened where it was left: %2 vs %3, round %4 (Game → Recorded games… for another).")
            .replace("%1", str(game.id)).replace("%2", game.player_a).replace("%3", game.player_b)
            .replace("%4", str(self.w.controller.doc.round if self.w.controller else 1)), 15000)
        return game.id

    def refresh_header(self) -> None:
        from shiboken6 import isValid

        ctl = self.w.controller
        tally = self.w.tally_if_made()  # none made: no game shown, so no header to refresh
        record = tally.record if tally is not None else None
        if ctl is None or tally is None or not isValid(self.header) or record is None:
            return
        end = None if tally.in_progress else record.end_reason
        self.header.show_table(ctl.doc.round, ctl.doc.turn, ctl.mission.season.rounds, tally.rounds.value(), end)

    def _game_items(self) -> None:
        for action in (self.history, self.export):
            action.setEnabled(self.session is not None)

    def reason_dialog(self) -> QInputDialog:
        """The question a finished game's correction asks; wide enough that a window manager's title bar (with its
        buttons) shows the whole title: a tester read "Correct a… ed game"."""
        dialog = QInputDialog(self.w.window())
        dialog.setWindowTitle(self.tr("Correct a finished game"))
        dialog.setLabelText(self.tr("Game %1 is over. Why is it corrected?")
                            .replace("%1", str(self.session.game_id if self.session else "")))
        # The dialog's layout sizes it from its fields: the text field is made wide enough.
        dialog.setTextValue("")
        field = dialog.findChild(QLineEdit)
        if field is not None:
            field.setMinimumWidth(dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) + 220)
        return dialog

    def _ask_reason(self) -> str | None:
        dialog = self.reason_dialog()
        ok = dialog.exec()
        text = dialog.textValue().strip()
        dialog.deleteLater()
        return text if ok and text else None

    def reload_tally(self) -> None:
        """Show the attached game's tally as the database holds it now."""
        from its_desktop.persistence.tally_entries import deck_logs, end_notes, record_from_entries

        if self.session is None or self.w.tally.mission is None:
            return
        game = self.games.get_game(self.session.game_id)
        entries = self.games.entries(self.session.game_id)
        record = record_from_entries(game, entries, game.round_reached or 0)
        self.w.tally.show_stored(record, game.end_reason is None, deck_logs(entries))
        self.w.tally.set_notes(end_notes(entries))

    def stop_watching(self) -> None:
        """The window closes: its game's store is no longer polled (a change seen after it would reload a tally
        whose widgets are gone). The game stays remembered for the next start, unlike ``detach``."""
        if self.session is not None:
            self.remember_summary()  # a game finished since the last edit is not announced as coming back
            self.session.timer.stop()

    def detach(self) -> int | None:
        """Set the recorded game aside (it stays in the database as it is); returns its id."""
        if self.session is None:
            return None
        self.flush_notes()
        game_id = self.session.game_id
        self.remember_played()
        prefs.LAST_GAME.clear(self.w.settings)  # set aside on purpose: the next start opens as usual
        self.session.detach()
        self.session.deleteLater()
        self.session = None
        self.header.show_game(None, {"A": "A", "B": "B"}, {"A": None, "B": None})
        self.header_dock.hide()
        if (sheet := self.w.tally_if_made()) is not None:  # never made: nothing on it says "in progress"
            sheet.set_recorded(None)
        self.w.game_set_aside()  # a game reopened next brings its own names and sheet back
        return game_id

    def document_opened(self, ctl) -> None:
        """Another table in the window: a recorded game never records into a table not its own."""
        if not self._loading:
            self.drop_resume()
        if self.session is not None and not self._loading:
            game_id = self.detach()
            self.w.tally.set_game(ctl.mission)  # a fresh sheet: the game's values stay with the game
            self.w.statusBar().showMessage(
                self.tr("Recorded game %1 set aside, unchanged: Game → Recorded games… reopens it.")
                .replace("%1", str(game_id)), 10000)
        def edited(_index: int, c: TableController = ctl) -> None:
            if c is self.w.controller:  # an undo stack of a table since replaced says nothing
                self.table_edited()

        ctl.undo.indexChanged.connect(edited)
        self.rules.baseline(ctl)
        self.refresh_header()
        self.w.referee.marker_states = {m.id: list(m.states) for m in ctl.mission.markers}
        self.w.referee.set_zones(ctl.mission.zones)  # the key under each short name
        if not self._loading:
            self.snapshot_markers = []
        self.show_activations()

    def show_activations(self) -> None:
        """The referee says in which round each objective was activated (from the snapshots)."""
        from its_desktop.domain.referee_text import activation_rounds

        ctl = self.w.controller
        assert ctl is not None  # called with a table open
        now = [{"id": k, "activated_by": list(v.activated_by)} for k, v in ctl.doc.markers.items()]
        self.w.referee.activation_rounds = activation_rounds([*self.snapshot_markers, (ctl.doc.round, now)])

    def _deploying(self) -> bool:
        """Deployment is before the first turn: the table being set up, before its game is recorded. Starting a
        recorded game starts round 1's first turn (the header's turn clock runs, "A is active"): from then on
        contact with an objective is play, not a deployment to check."""
        ctl = self.w.controller
        sheet = self.w.tally_if_made()  # none made yet: no round scored
        return ctl is not None and self.session is None and (ctl.doc.round, ctl.doc.turn) == (1, "A") \
            and (sheet is None or sheet.rounds.value() == 0)

    def table_edited(self) -> None:
        """Every edit is checked against the scenario's rules; every edit of the table of a
        recorded game is committed as it is made."""
        from shiboken6 import isValid

        ctl = self.w.controller
        # Stacks being torn down (the window closing) signal after their widgets died.
        sheet = self.w.tally_if_made()
        if ctl is None or not isValid(ctl) or (sheet is not None and not isValid(sheet.rounds)) \
                or self.rules.after_edit(ctl):
            return  # refused: the edit was taken back (and that took its own turn here)
        self.show_activations()
        self.refresh_header()
        if self.session is not None:
            self.session.save_table(ctl.doc.to_json())
            self.w.refresh_title()  # stored (or refused): the title's "*" says whether closing would lose the edit
            self.remember_played()
            self.remember_summary()
        else:
            self.drop_resume()  # an edit of the table the start opened: the user's, kept

    def score_round(self) -> None:
        """End of a game round: the table's values go into the tally, the table is snapshotted."""
        from .input_cell import commit_typing

        commit_typing()  # a number still being typed in the sheet is the round's, as if Tab had been pressed
        ctl = self.w.controller
        if ctl is None or self.w.tally.mission is None:
            return
        round_ = ctl.doc.round
        model = self.w.tally.model
        assert model is not None  # a sheet is shown with every table
        if self.session is not None and self.session.finished:
            self.warn(self.tr("Game over"), self.tr("Game %1 is over: its rounds are scored.")
                      .replace("%1", str(self.session.game_id)))
            return
        if model.round_ended(round_):
            self.warn(self.tr("Round already ended"),
                      self.tr("Round %1 has already been ended: correct its values in the tally.")
                      .replace("%1", str(round_)))
            return
        last = model.is_last_round(round_)
        notes = self.apply_end_effects() if last else None
        self.fill_now(game_end=last, notes=notes, ending=True)
        if self.session is not None:
            self.session.snapshot(round_, ctl.doc.to_json())
        self.snapshot_markers.append((round_, ctl.doc.to_json().get("markers", [])))
        if not last:
            ctl.change_round(round_ + 1, "A")
        self.checkpoint(round_)
        # The table's round is scored now: its domination is a result. After the last round nothing else tells
        # the table (no next round to move to), and a finished game read "[A provisional]".
        self.w.show_provisional()

    def _scored_state(self):
        """The table as the game's end scores it, before the end effects: the INTELCOM Support and Control card
        in its ZO."""
        from dataclasses import replace

        from its_desktop.domain.tally.fill import table_intelcom

        ctl = self.w.controller
        record = self.w.tally.record
        assert ctl is not None and record is not None  # a recorded game on an open table
        state = ctl.doc.state()
        return replace(state, intelcom={**state.intelcom, **table_intelcom(record)})

    def _final_state(self, mission=None):
        """The table as the game's end scores it, the scenario's end effects (plague, Killer Cold) applied; with
        the notes that say why (``mission``: the table's, resolved in the language the notes are worded in)."""
        from its_desktop.domain.tally.fill import end_of_game

        ctl = self.w.controller
        assert ctl is not None  # a recorded game on an open table
        return end_of_game(mission or ctl.mission, self._scored_state())

    def _final_words(self):
        """``_final_state`` with its notes in the reader's language, and the table they were worded from (the
        other languages are worded from it off the GUI thread: end_words.py)."""
        from its_desktop.domain.i18n import language
        from its_desktop.domain.tally.end_notes import in_language
        from its_desktop.domain.tally.fill import end_of_game

        ctl = self.w.controller
        assert ctl is not None  # a recorded game on an open table
        before = self._scored_state()
        final, notes = end_of_game(in_language(ctl.mission), before)
        self._end_before = before
        return final, {language(): notes}

    def apply_end_effects(self) -> dict[str, list[str]]:
        """The end effects act on the table itself: each victim is set Dead on the table (one
        edit each, recorded like any other), so the table, the totals and the snapshot agree."""
        from dataclasses import replace

        from ..table.commands import EditTrooper

        ctl = self.w.controller
        assert ctl is not None  # a recorded game on an open table
        final, notes = self._final_words()
        states = {t.id: t.state for t in final.troopers}
        for t in list(ctl.doc.troopers):
            if states.get(t.id, t.state) != t.state:
                ctl.undo.push(EditTrooper(ctl, t, replace(t, state=states[t.id]),
                                          self.tr("End of the game: %1").replace("%1", t.label)))
        return notes

    def flush_notes(self) -> None:
        """The end notes being worded in the other languages, stored now (before the game is set aside,
        reopened, ended, exported, or the app closes)."""
        self.end_words.flush()

    def _notes_worded(self, lines: dict[str, list[str]], session: TallySession | None) -> None:
        """Every language's notes are ready: kept on the sheet (a language switch shows them) and stored."""
        from shiboken6 import isValid

        if session is not self.session:
            return  # the game was set aside before: flush() stored it then, so this never happens
        if (sheet := self.w.tally_if_made()) is not None and isValid(sheet):
            sheet.set_notes(lines)
        if session is not None:
            session.store_notes(lines)

    def fill_now(self, game_end: bool | None = None, notes: dict[str, list[str]] | None = None,
                 ending: bool = False) -> int:
        """Fill from the table: this round's per-round measures; at the last round the game's too
        (kills and surviving VP counted on the table as the end effects leave it). ``ending``: the
        round ends too (the tally model's end of round)."""
        ctl = self.w.controller
        if ctl is None or self.w.tally.mission is None:
            return 0
        if game_end is None:
            game_end = ctl.doc.round >= ctl.mission.season.rounds
        if game_end:
            self.flush_notes()  # an earlier wording first
            if notes is None:  # a preview: End of round has not applied them
                state, notes = self._final_words()
            else:
                state = self._final_state()[0]
            evaluation = ctl.evaluator.evaluate(state)
        else:
            state = ctl.doc.state()
            evaluation = ctl.last_raw if ctl.last_raw is not None else ctl.evaluator.evaluate(state)
        hvts = self._hvts()
        if ending:
            filled = self.w.tally.end_round(ctl.doc.round, evaluation, state, hvts=hvts)
        else:
            filled = self.w.tally.fill_from_table(evaluation, state, ctl.doc.round, game_end=game_end, hvts=hvts)
        if game_end:
            from its_desktop.domain.tally.end_notes import in_language, loss_lines

            from .end_words import other_languages, word

            model = self.w.tally.model
            secure = {p for p, lost in (model.losses if model is not None else {}).items()
                      if lost.secure_hvt is not None}
            # The reader's language now; the others on a thread, from the same tables (end_words.py), then stored.
            own = {lang: [*lines, *loss_lines(in_language(ctl.mission), state, hvts, secure)]
                   for lang, lines in (notes or {}).items()}
            self.w.tally.set_notes(own)
            mission, before, session = ctl.mission, self._end_before, self.session
            self.end_words.start(own, lambda: word(mission, before, state, hvts, secure, other_languages()),
                                 lambda every: self._notes_worded(every, session))
        later = [o.name.get() for o in ctl.mission.scenario.scoring if o.when == "game_end"]
        if filled == 0 and not game_end and later:
            # Right by the pack, but "0 values" beside a table showing two activated antennas reads as a fault.
            from its_desktop.domain.i18n import join_words

            self.w.statusBar().showMessage(self.tr("Nothing taken from the table now: the end of the game scores "
                                                   "%1 (End of round after the last round takes them).")
                                           .replace("%1", join_words(later)), 12000)
        else:
            from .summary import kept_line  # a number typed by hand stayed: say which, beside the table's

            self.w.statusBar().showMessage(" ".join(filter(None, (
                self.tr("%n value(s) taken from the table", "", filled), kept_line(self.w.tally.model)))), 15000)
        return filled

    def _hvts(self) -> list[tuple[str, float, float, float]]:
        from ..table.placed import placed_radius

        ctl = self.w.controller
        assert ctl is not None  # called with a table open
        return [(p.player, p.x, p.y, placed_radius(p, ctl.mission)) for p in ctl.doc.placed if p.placement == "hvt"]

    def checkpoint(self, round_: int) -> None:
        """End of round is a checkpoint undo does not cross: the round is scored and stored, so
        taking back a move made before it would leave the tally and the snapshot saying otherwise."""
        ctl = self.w.controller
        assert ctl is not None
        dirty = not ctl.undo.isClean()
        ctl.undo.clear()
        if dirty:
            ctl.undo.resetClean()  # the table still differs from its file
        self.w.undo_action.setToolTip(self.tr("Undo stops at the End of round %1").replace("%1", str(round_)))
        from .summary import kept_line

        self.w.statusBar().showMessage(" ".join(filter(None, (
            self.tr("Round %1 ended and stored: Undo stops here (correct the tally by hand).")
            .replace("%1", str(round_)), kept_line(self.w.tally.model)))), 20000)
        self.table_edited()

    # -- reopening ----------------------------------------------------------------------------
    def load(self, game_id: int) -> None:
        """Reopen a recorded game: its table (or, for an old game, its last snapshot) and its tally."""
        from its_desktop.domain.mission import catalog
        from its_desktop.persistence.game_resume import resume
        from its_desktop.persistence.tally_entries import deck_logs, end_notes, record_from_entries, values_from_table

        self.flush_notes()
        game = self.games.get_game(game_id)
        back = resume(game, catalog.mission(game.mission, game.points), self.games.table(game_id),
                      self.games.snapshots(game_id))
        self.detach()
        self.snapshot_markers = [(s.round, s.document().get("markers", [])) for s in back.snapshots]
        self._loading = True
        try:
            self.w.open_document(back.doc, None)
        finally:
            self._loading = False
        entries = self.games.entries(game_id)
        record = record_from_entries(game, entries, game.round_reached or 0)
        assert self.w.controller is not None  # a game reopens on its table
        self.w.tally.set_game(self.w.controller.mission, record, in_progress=game.end_reason is None,
                              deck_logs=deck_logs(entries), from_table=values_from_table(entries))
        if record.rounds_completed >= self.w.controller.mission.season.rounds:
            # The game's end was counted on this table: counted again (nothing changes), so a VP typed over the
            # count is marked and explained as it was before the app closed.
            state, _notes = self._final_state()
            self.w.tally.count_losses(state, self._hvts())
        self.w.tally.set_notes(end_notes(entries))
        self._attach(game_id)
        # The table was opened before its tally said how many rounds are scored (and whether the game is over):
        # without this a reopened or imported finished game read "[B provisional]" on a zone its score gives A.
        self.w.show_provisional()
        if not back.table_kept:
            self.table_edited()
        if back.crossed:
            self.warn(self.tr("Snapshots of another scenario"),
                      self.tr("Game %1 holds %2 end-of-round snapshot(s) of another scenario (%3), recorded "
                              "into it by mistake: they are ignored.").replace("%1", str(game_id))
                      .replace("%2", str(len(back.crossed))).replace("%3", str(back.crossed[0].document().get("mission"))))
