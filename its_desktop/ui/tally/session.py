"""A recorded game: the tally panel's every change and every table edit committed as it is made.

Two stations on one database never overwrite each other: each tally write carries the game version
this station last saw (``expected_version``); when another station wrote first the write is refused,
the user is told who changed what, and the sheet is reloaded. The game's version is polled every
``POLL_MS`` (one primary-key read), so other stations' changes appear without asking. That read runs
off the GUI thread (``ui.db_probe``): a lost server makes the session ``lost`` (the window says
"reconnecting…" and the tally waits, disabled) instead of freezing the window, and it recovers by itself.
The table has its own version: two stations recording the same game's table cannot cross either.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from its_desktop.domain.tally import changes
from its_desktop.domain.tally.changes import TallyChange

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.persistence.games import ChangeRecord, Games

    from .panel import TallyPanel

POLL_MS = 2000


def change_text(c: ChangeRecord, referee: bool = True, mission: ResolvedMission | None = None
                ) -> tuple[str, str, str]:
    """One stored change in words, the one formatter of the audit rows: (what: the key and round,
    before, after), each value as JSON, "–" for none, "(sealed)" for a private one outside the referee's view."""
    hide = c.sealed and not referee

    def shown(v: Any) -> str:
        if v is None:
            return "–"
        from its_desktop.presentation.audit_words import value_words  # worded, never JSON ("accompli oui")

        return QCoreApplication.translate("TallySession", "(sealed)") if hide else value_words(v)

    # The line as the History names it ("Points de Victoire", "Dominer la Zone d'Exclusion · round 2"), not its key.
    from .history_words import what

    return what(c.key, c.round, mission), shown(c.old), shown(c.new)


def describe_changes(changes: list[ChangeRecord], referee: bool = True, mission: ResolvedMission | None = None) -> str:
    """``ben@host: B Victory Points 150 → 170 (21:50:03)``, one per change, the lines named as the History names
    them; sealed values hidden unless referee."""
    lines = []
    colon = QCoreApplication.translate("TallySession", "%1: %2")  # French sets a space before the colon
    for c in changes:
        where, old, new = change_text(c, referee, mission)
        change = f"{c.player} {where} {old} → {new} ({c.at.astimezone().strftime('%H:%M:%S')})"
        line = colon.replace("%1", c.who).replace("%2", change)
        if c.why:
            line += f" — {c.why}"
        lines.append(line)
    return "\n".join(lines)


class TallySession(QObject):
    failed = Signal(str)          # a write was refused: why, in words
    conflict = Signal(str)        # another station wrote first: who changed what (the sheet is reloaded)
    remote_changed = Signal(str)  # polling saw other stations' changes (the sheet is reloaded)
    reload_needed = Signal()      # the sheet must be rebuilt from the database
    connection = Signal(bool)     # False: the database stopped answering (reconnecting…); True: no longer waiting

    def __init__(self, games: Games, game_id: int, panel: TallyPanel, who: str, parent=None,
                 poll_ms: int = POLL_MS) -> None:
        super().__init__(parent)
        self.games, self.game_id, self.panel, self.who = games, game_id, panel, who
        self.turn_of: Callable[[], str | None] = lambda: None
        # A finished game takes only corrections: the window asks for the reason (None: cancelled).
        self.ask_reason: Callable[[], str | None] = lambda: None
        self.before_end: Callable[[], None] = lambda: None  # what must be stored before the game's end is
        self.referee_view: Callable[[], bool] = lambda: True
        game = games.get_game(game_id)
        self.version = game.version
        self.finished = game.end_reason is not None
        self.last_change = games.last_change_id(game_id)
        table = games.table(game_id)
        self.table_version = table.version if table is not None else None
        self.table_blocked = False  # another station records this game's table
        # Changes the storage refused (server lost, disk full): kept in order and written again when the
        # server answers (the next poll, or the end of "reconnecting…") or with the next change.
        self.unsaved: list[tuple[TallyChange, str | None]] = []
        self.unsaved_table: dict | None = None  # the table as drawn when its save was refused
        self.saved_table: dict | None = None  # the table as this station last stored it into the game
        panel.changed.connect(self._store)
        from ..db_probe import DatabaseProbe

        self.probe = DatabaseProbe(self)
        self.probe.answered.connect(self._checked)
        self.probe.lost.connect(lambda _why: self._connected(False))
        self.probe.recovered.connect(lambda: self._connected(True))
        self.probe.recovered.connect(self.retry_unsaved)
        self.timer = QTimer(self)
        self.timer.setInterval(poll_ms)
        self.timer.timeout.connect(self.check)
        if poll_ms > 0:
            self.timer.start()

    def detach(self) -> None:
        self.timer.stop()
        self.probe.close()
        if self.probe.is_lost:  # this game no longer waits for the server
            self._connected(True)
        try:
            self.panel.changed.disconnect(self._store)
        except (RuntimeError, TypeError):
            pass

    # -- the tally ----------------------------------------------------------------------------
    def _store(self, change: TallyChange) -> None:
        from its_desktop.persistence.games import ConflictError, FieldError

        why = None
        if isinstance(change, changes.EndReasonChanged) and change.reason is not None:
            self.before_end()  # the end notes still being worded: after the end they would need a reason
        if self.finished:
            why = self.ask_reason()
            if not why:
                self.failed.emit(QCoreApplication.translate("TallySession", "Game %1 is over: a correction needs a reason. Nothing was saved.")
                                 .replace("%1", str(self.game_id)))
                self.reload_needed.emit()
                return
        from its_desktop.persistence.storage import StorageFailure

        if self.unsaved:
            self.unsaved.append((change, why))  # after the ones waiting, in order
            self.retry_unsaved()
            return
        try:
            self._write(change, why)
        except StorageFailure as exc:
            self.unsaved.append((change, why))
            self._not_saved(exc)
        except ConflictError:
            self._conflicted()
        except (FieldError, ValueError) as exc:
            self.failed.emit(str(exc))
            self.reload_needed.emit()

    def retry_unsaved(self) -> bool:
        """Write the changes the storage refused, oldest first; True when none is left waiting."""
        from its_desktop.persistence.games import ConflictError, FieldError
        from its_desktop.persistence.storage import StorageFailure

        while self.unsaved:
            change, why = self.unsaved[0]
            try:
                self._write(change, why)
            except StorageFailure as exc:
                if exc.connection_lost:
                    self.probe.report_lost(str(exc), self._read())
                return False
            except ConflictError:
                self.unsaved.clear()  # another station wrote meanwhile: its values win, shown and explained
                self._conflicted()
                return True
            except (FieldError, ValueError) as exc:
                self.unsaved.pop(0)
                self.failed.emit(str(exc))
                continue
            self.unsaved.pop(0)
        if self.unsaved_table is not None:
            return self.save_table(self.unsaved_table)
        return True

    def _not_saved(self, exc: Exception) -> None:
        """The storage refused a write: say so once, keep the sheet as typed, and wait for the server."""
        self.failed.emit(str(exc))
        if getattr(exc, "connection_lost", False):
            self.probe.report_lost(str(exc), self._read())

    def _write(self, change: TallyChange, why: str | None) -> None:
        g, gid, who, v = self.games, self.game_id, self.who, self.version
        if isinstance(change, changes.MeasureChanged):
            self._write_measure(change, why)
        elif isinstance(change, changes.EndReasonChanged):
            # An early end (Retreat!, time called) records the player turn it reached.
            turn = self.turn_of() if change.reason not in (None, "completed") else None
            self.version = g.update_game(gid, end_reason=change.reason, turn_reached=turn, why=why,
                                         expected_version=v).version
            self.finished = change.reason is not None
        elif isinstance(change, changes.RoundsCompletedChanged):
            self.version = g.update_game(gid, round_reached=change.rounds or None, why=why, expected_version=v).version
        else:
            player, key, stored, sealed = self._entry(change)
            if isinstance(change, changes.VictoryPointsChanged) and self.panel.vp_source(player) == "override" \
                    and self.panel.model is not None:
                why = why or self.panel.model.override_why  # typed over the table's count: the history says so
            if stored is None:
                self.version = g.clear_entry(gid, player, key, None, who, why, expected_version=v)
            else:
                self.version = g.set_entry(gid, player, key, None, stored, "asked", who, why, sealed=sealed,
                                           expected_version=v).game_version
        self._seen_own_writes()

    def _write_measure(self, change: changes.MeasureChanged, why: str | None) -> None:
        from its_desktop.persistence.tally_entries import entry_for_value

        g, gid, v = self.games, self.game_id, self.version
        player, objective, key = change.player, change.objective, change.key
        model = self.panel.model
        assert model is not None  # the change came from the game's sheet
        override = model.record.value(player, objective, key)[1]
        source = "table" if model.source(player, objective, key) == "table" else "asked"
        name, round_, stored, source = entry_for_value(objective, key, change.value, source, override)
        if stored is None:
            self.version = g.clear_entry(gid, player, name, round_, self.who, why, expected_version=v)
        else:
            self.version = g.set_entry(gid, player, name, round_, stored, source, self.who,
                                       why or (override.why if override else None), expected_version=v
                                       ).game_version

    @staticmethod
    def _entry(change: TallyChange) -> tuple[str, str, object, bool | None]:
        """The stored entry of a change outside the objectives' grid: (player, key, value, sealed)."""
        from its_desktop.persistence.tally_entries import slot_entry

        if isinstance(change, changes.ClassifiedChanged):
            key, stored, sealed = slot_entry(change.index, change.slot)
            return change.player, key, stored, sealed
        if isinstance(change, changes.DeckChanged):
            return change.player, f"deck:{change.deck}", change.completed, None
        if isinstance(change, changes.DeckLogChanged):
            return change.player, f"decklog:{change.deck}", list(change.rows), None
        if isinstance(change, changes.VictoryPointsChanged):
            return change.player, "vp", change.vp, None
        if isinstance(change, changes.IntelcomChanged):
            # The card's value and zone are private until the game ends: stored sealed.
            return change.player, "intelcom", asdict(change.card) if change.card else False, True
        if isinstance(change, changes.HvtHarmedChanged):
            return "A", "hvt_harmed_by", change.by or False, None
        if isinstance(change, changes.ContestedChanged):  # one per marker for the game, kept under A
            return "A", f"contested:{change.marker}", change.winner or False, None
        raise TypeError(f"not a tally change the game stores: {change!r}")

    def _seen_own_writes(self) -> None:
        """Our own writes are not news: move the change marker past them."""
        self.last_change = self.games.last_change_id(self.game_id)

    def _news(self) -> list[ChangeRecord]:
        return self.games.history_since(self.game_id, self.last_change)

    def _conflicted(self) -> None:
        news = self._news()
        text = QCoreApplication.translate("TallySession", "Not saved: another station changed game %1 first.").replace("%1", str(self.game_id))
        if news:
            text += "\n" + describe_changes(news, self.referee_view(), self.panel.mission)
        text += "\n" + QCoreApplication.translate("TallySession", "The tally now shows the stored values; enter yours again if it still applies.")
        self._catch_up()
        self.conflict.emit(text)

    def _catch_up(self) -> None:
        game = self.games.get_game(self.game_id)
        self.version, self.finished = game.version, game.end_reason is not None
        self._seen_own_writes()
        self.reload_needed.emit()

    def check(self) -> None:
        """The timer's poll: the reads in the worker thread, the reload (if any) in :meth:`_checked`."""
        self.probe.request(self._read())

    def _read(self) -> Callable[[], tuple[int, int, list[ChangeRecord] | None]]:
        games, game_id, version, last = self.games, self.game_id, self.version, self.last_change

        def read() -> tuple[int, int, list[ChangeRecord] | None]:
            now = games.version(game_id)
            return version, now, (games.history_since(game_id, last) if now != version else None)

        return read

    def _checked(self, answer: object) -> None:
        from sqlalchemy.exc import SQLAlchemyError

        from its_desktop.persistence.storage import StorageFailure

        asked_at, now, news = cast("tuple[int, int, list[ChangeRecord] | None]", answer)  # what check()'s read returns
        if (self.unsaved or self.unsaved_table is not None) and not self.retry_unsaved():
            return
        if now == self.version or asked_at != self.version:
            return  # nothing new, or our own write moved the version while the read ran
        try:
            self._catch_up()
        except (SQLAlchemyError, StorageFailure) as exc:
            self.probe.report_lost(str(exc), self._read())
            return
        if news:
            self.remote_changed.emit(describe_changes(news, self.referee_view(), self.panel.mission))

    def _connected(self, up: bool) -> None:
        self.panel.setEnabled(up)  # a click would wait for the connect timeout
        self.connection.emit(up)

    def poll(self) -> bool:
        """Reload when another station changed the game; True if it did."""
        from sqlalchemy.exc import SQLAlchemyError

        from its_desktop.persistence.storage import StorageFailure

        try:
            if self.games.version(self.game_id) == self.version:
                return False
            news = self._news()
        except (SQLAlchemyError, StorageFailure, LookupError) as exc:
            self.timer.stop()  # one message, not one every two seconds
            self.failed.emit(QCoreApplication.translate("TallySession", "Lost the connection to the game's database: %1").replace("%1", str(exc)))
            return False
        self._catch_up()
        if news:
            self.remote_changed.emit(describe_changes(news, self.referee_view(), self.panel.mission))
        return True

    # -- the table ----------------------------------------------------------------------------
    def save_table(self, itstable: dict) -> bool:
        """Commit the table as it is now (every edit); False when it was not written."""
        from its_desktop.persistence.games import ConflictError, FieldError
        from its_desktop.persistence.storage import StorageFailure

        if self.finished or self.table_blocked:
            return False
        try:
            rec = self.games.save_table(self.game_id, itstable, self.who, expected_version=self.table_version)
        except StorageFailure as exc:  # the table stays as drawn: written whole when the server answers
            if self.unsaved_table is None:
                self._not_saved(exc)
            self.unsaved_table = itstable
            return False
        except ConflictError as exc:
            self.table_blocked = True
            self.failed.emit(QCoreApplication.translate("TallySession", "This table is no longer recorded into game %1: %2")
                             .replace("%1", str(self.game_id)).replace("%2", str(exc)))
            return False
        except FieldError as exc:
            self.failed.emit(str(exc))
            return False
        self.table_version = rec.version
        self.unsaved_table = None
        self.saved_table = itstable
        return True

    def holds(self, itstable: dict) -> bool:
        """True when the game keeps this table as it is (every edit stored): closing or replacing it loses nothing."""
        return self.saved_table is not None and self.saved_table == itstable

    def store_notes(self, lines: dict[str, list[str]]) -> None:
        """What the end of the game did and how it was counted, kept with the game."""
        from its_desktop.persistence.games import ConflictError, FieldError
        from its_desktop.persistence.tally_entries import NOTES

        if self.finished:
            return
        try:
            self.version = self.games.set_entry(self.game_id, "A", NOTES, None, lines, "table", self.who,
                                                expected_version=self.version).game_version
            self._seen_own_writes()
        except ConflictError:
            self._conflicted()
        except FieldError as exc:
            self.failed.emit(str(exc))
        except ValueError as exc:  # a StorageFailure: said; the notes are written again with the game's end
            self._not_saved(exc)

    def snapshot(self, round_: int, itstable: dict):
        """Store the end-of-round table; another station's news is shown (and reloaded) first."""
        from its_desktop.persistence.games import ConflictError

        try:
            snap = self.games.save_snapshot(self.game_id, round_, json.dumps(itstable),
                                            expected_version=self.version)
        except ConflictError:
            self._conflicted()
            snap = self.games.save_snapshot(self.game_id, round_, json.dumps(itstable),
                                            expected_version=self.version)
        self.version = snap.game_version
        return snap
