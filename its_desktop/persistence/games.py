"""The games repository: every write is its own transaction, committed before the call returns.

::

    games = Games.open()                       # default_url(), migrated to head
    g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
    games.set_entry(g.id, "A", "vp", None, 150, "asked", who="Ana")
    games.set_entry(g.id, "B", "classified:1", 2, "hacker", "asked", who="Ben", sealed=True)
    games.save_snapshot(g.id, 1, doc.to_json())

Two stations on one database: every write to a game bumps ``Game.version`` (SQLAlchemy's
``version_id_col``). A station that edits from what it showed the user passes
``expected_version=`` (the version it read, e.g. ``EntryRecord.game_version``); if someone else
wrote in between it gets :class:`ConflictError` and nothing is written, so it reloads and
asks again. Without ``expected_version`` writes to one game queue on the game row (``SELECT …
FOR UPDATE`` on PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite) and all of them land; every one is in
:meth:`Games.history` with its old and new value.

A finished game (``end_reason`` set) takes no write but a correction: every write to it needs a
``why`` (the reason), else :class:`GameFinished`.

The table of a game in progress is kept as it is now (:meth:`Games.save_table`, one row replaced at
every edit, with its own version), so a crash or a restart resumes at the same round and turn.

Bad values raise :class:`FieldError` (a ``ValueError``) naming the field: ``player: must be 'A'
or 'B', got 'C'`` (the checks, and reading an exported game back, live in ``game_file``).
"""

from __future__ import annotations

import logging
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import func, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from .game_file import (EXPORT_FORMAT, EXPORT_VERSION, _canon, _itstable_text, _key, _parse_export, _parse_setup,
                        _parse_table, _player, _points, _round, _source, _value)
from .models import ChangeRow, EntryRow, GameRow, GameSetupRow, GameTableRow, SnapshotRow, utcnow
from .storage import storage_failures
from .repository import FieldError, Repository, load_row, name_field as _name, why_field as _why

_UNSET: Any = object()

log = logging.getLogger("its_desktop.persistence.games")


class _OfGame(Protocol):
    game_id: int  # a row of one game: an entry, snapshot, change, its table or setup


class ConflictError(Exception):
    """The game changed under you (another station wrote first): reload and try again."""

    def __init__(self, game_id: int, expected: int | None, current: int | None, detail: str = ""):
        self.game_id, self.expected, self.current = game_id, expected, current
        msg = f"game {game_id} was changed by another station"
        if expected is not None and current is not None:
            msg += f" (now version {current}, you had version {expected})"
        if detail:
            msg += f": {detail}"
        super().__init__(msg + "; reload it and try again")


class GameFinished(FieldError):
    """A write into a finished game without a reason: only corrections (with a ``why``) may."""

    def __init__(self, game_id: int, end_reason: str):
        self.game_id = game_id
        super().__init__("why", f"game {game_id} is finished ({end_reason}): a correction needs a reason")


class GameNotFound(LookupError):
    def __init__(self, game_id: Any):
        self.game_id = game_id
        super().__init__(f"game_id: no game {game_id!r}")


@dataclass(frozen=True)
class StoredGame:
    id: int
    mission: str
    season: str
    points: int
    player_a: str
    player_b: str
    created_at: datetime
    updated_at: datetime
    round_reached: int | None
    turn_reached: str | None
    end_reason: str | None
    version: int


@dataclass(frozen=True)
class GameSummary:
    """One row of :meth:`Games.list_games` (no score: the tally works it out from the entries, see
    :func:`~its_desktop.persistence.tally_entries.stored_score`)."""

    id: int
    created_at: datetime
    updated_at: datetime
    mission: str
    season: str
    points: int
    player_a: str
    player_b: str
    round_reached: int | None
    end_reason: str | None


@dataclass(frozen=True)
class EntryRecord:
    game_id: int
    player: str
    key: str
    round: int | None
    value: Any
    source: str
    sealed: bool
    created_at: datetime
    updated_at: datetime
    game_version: int  # the game's version right after this write (or read)


@dataclass(frozen=True)
class ChangeRecord:
    """``old`` None: the entry was created; ``new`` None: it was cleared."""

    id: int
    game_id: int
    player: str
    key: str
    round: int | None
    old: Any
    new: Any
    source: str | None
    sealed: bool
    who: str
    at: datetime
    why: str | None


@dataclass(frozen=True)
class SnapshotRecord:
    id: int
    game_id: int
    round: int
    itstable: str  # the .itstable JSON text, as saved
    created_at: datetime
    game_version: int = 0  # the game's version right after this write

    def document(self) -> dict[str, Any]:
        return json.loads(self.itstable)


@dataclass(frozen=True)
class TableRecord:
    """The table of a game as it is now: the ``.itstable`` text, its round and turn, the station
    that wrote it last and this row's own version (table edits never bump the game's)."""

    game_id: int
    itstable: str
    round: int
    turn: str
    station: str
    updated_at: datetime
    version: int

    def document(self) -> dict[str, Any]:
        return json.loads(self.itstable)


@dataclass(frozen=True)
class SetupRecord:
    """The players' factions and who deploys first (Player A always has the first turn)."""

    game_id: int
    faction_a: str | None
    faction_b: str | None
    deploys_first: str | None


class Games(Repository):
    """The repository. Thread-safe: each call uses its own session and transaction."""

    # -- games ---------------------------------------------------------------------------------

    def create_game(self, mission: str, points: int, player_a: str, player_b: str, *,
                    season: str | None = None) -> StoredGame:
        """A new game. ``season`` defaults to the mission id's prefix (``s16/supremacy`` → ``s16``)."""
        mission = _name(mission, "mission")
        if season is None:
            if "/" not in mission:
                raise FieldError("season", f"not given and mission {mission!r} has no season prefix")
            season = mission.split("/", 1)[0]
        game = GameRow(mission=mission, season=_name(season, "season", 32), points=_points(points),
                    player_a=_name(player_a, "player_a"), player_b=_name(player_b, "player_b"))
        with self._write(None) as s:
            now = utcnow()
            game.created_at = game.updated_at = now
            s.add(game)
            s.flush()
            log.info("game %s started: %s at %s points", game.id, mission, game.points)
            return _game_record(game)

    def get_game(self, game_id: int) -> StoredGame:
        with self._read() as s:
            return _game_record(_game(s, game_id))

    def list_games(self) -> list[GameSummary]:
        """All games, newest first."""
        with self._read() as s:
            games = s.scalars(select(GameRow).order_by(GameRow.created_at.desc(), GameRow.id.desc())).all()
            return [GameSummary(g.id, g.created_at, g.updated_at, g.mission, g.season, g.points,
                                g.player_a, g.player_b, g.round_reached, g.end_reason)
                    for g in games]

    def update_game(self, game_id: int, *, expected_version: int | None = None,
                    round_reached: int | None = _UNSET, turn_reached: str | None = _UNSET,
                    end_reason: str | None = _UNSET, why: str | None = None) -> StoredGame:
        """Record how far the game went (round, turn) and why it ended; fields not given stay.
        Once the game is finished, a change needs ``why`` (a correction)."""
        changes: dict[str, Any] = {}
        if round_reached is not _UNSET:
            changes["round_reached"] = _round(round_reached, "round_reached", nullable=True)
        if turn_reached is not _UNSET:
            changes["turn_reached"] = None if turn_reached is None else _player(turn_reached, "turn_reached")
        if end_reason is not _UNSET:
            changes["end_reason"] = None if end_reason is None else _name(end_reason, "end_reason")
        why = _why(why)
        with self._write(game_id) as s:
            game = _game(s, game_id, lock=True)
            _check_version(game, expected_version)
            if any(getattr(game, n) != v for n, v in changes.items()):
                _check_open(game, why)
            for name, value in changes.items():
                setattr(game, name, value)
            game.updated_at = utcnow()
            s.flush()
            if changes:
                log.info("game %s: %s", game_id, ", ".join(f"{k} {v}" for k, v in changes.items()))
            return _game_record(game)

    def set_setup(self, game_id: int, faction_a: str | None, faction_b: str | None,
                  deploys_first: str | None, *, why: str | None = None) -> SetupRecord:
        """The game's set-up, replaced whole (a finished game's only with a reason)."""
        fa = None if faction_a in (None, "") else _name(faction_a, "faction_a")
        fb = None if faction_b in (None, "") else _name(faction_b, "faction_b")
        first = None if deploys_first is None else _player(deploys_first, "deploys_first")
        with self._write(game_id) as s:
            game = _game(s, game_id, lock=True)
            _check_open(game, _why(why))
            row = s.get(GameSetupRow, game_id)
            if row is None:
                row = GameSetupRow(game_id=game_id)
                s.add(row)
            row.faction_a, row.faction_b, row.deploys_first = fa, fb, first
            game.updated_at = utcnow()
            s.flush()
            return SetupRecord(game_id, fa, fb, first)

    def setup(self, game_id: int) -> SetupRecord:
        with self._read() as s:
            _game(s, game_id)
            row = s.get(GameSetupRow, game_id)
            if row is None:
                return SetupRecord(game_id, None, None, None)
            return SetupRecord(game_id, row.faction_a, row.faction_b, row.deploys_first)

    # -- entries -------------------------------------------------------------------------------

    def set_entry(self, game_id: int, player: str, key: str, round: int | None, value: Any,
                  source: str, who: str, why: str | None = None, *, sealed: bool | None = None,
                  expected_version: int | None = None) -> EntryRecord:
        """Write one score entry and its audit row (old → new, who, why) in one transaction.

        ``round`` None is the whole game. ``value``: any JSON value but null. ``sealed``: True
        for a private entry; None keeps what the entry had (False for a new one); setting it to
        False on a sealed entry is the reveal, audited like any change. Writing the same value,
        source and seal again changes nothing (no audit row, no new version).
        """
        player, key = _player(player), _key(key)
        round = _round(round, nullable=True)
        value, source, who = _value(value), _source(source), _name(who, "who")
        why = _why(why)
        if sealed is not None and not isinstance(sealed, bool):
            raise FieldError("sealed", f"must be true or false, got {sealed!r}")
        with self._write(game_id) as s:
            game = _game(s, game_id, lock=True)
            _check_version(game, expected_version)
            entry = _find_entry(s, game_id, player, key, round)
            now = utcnow()
            if entry is None or (_canon(entry.value), entry.source) != (_canon(value), source) \
                    or (sealed is not None and sealed != entry.sealed):
                _check_open(game, why)
            if entry is None:
                old = None
                entry = EntryRow(game_id=game_id, player=player, key=key, round=round, value=value,
                              source=source, sealed=bool(sealed), created_at=now, updated_at=now)
                s.add(entry)
            else:
                new_sealed = entry.sealed if sealed is None else sealed
                if (_canon(entry.value), entry.source, entry.sealed) == (_canon(value), source, new_sealed):
                    return _entry_record(entry, game.version)
                old = entry.value
                entry.value, entry.source, entry.sealed, entry.updated_at = value, source, new_sealed, now
            s.add(ChangeRow(game_id=game_id, player=player, key=key, round=round, old=old, new=value,
                         source=source, sealed=entry.sealed, who=who, at=now, why=why))
            game.updated_at = now
            s.flush()
            return _entry_record(entry, game.version)

    def clear_entry(self, game_id: int, player: str, key: str, round: int | None, who: str,
                    why: str | None = None, *, expected_version: int | None = None) -> int:
        """Delete an entry (audited: the change's ``new`` is None). Returns the game's version."""
        player, key = _player(player), _key(key)
        round = _round(round, nullable=True)
        who, why = _name(who, "who"), _why(why)
        with self._write(game_id) as s:
            game = _game(s, game_id, lock=True)
            _check_version(game, expected_version)
            entry = _find_entry(s, game_id, player, key, round)
            if entry is None:
                return game.version
            _check_open(game, why)
            now = utcnow()
            s.add(ChangeRow(game_id=game_id, player=player, key=key, round=round, old=entry.value,
                         new=None, source=None, sealed=entry.sealed, who=who, at=now, why=why))
            s.delete(entry)
            game.updated_at = now
            s.flush()
            return game.version

    def entries(self, game_id: int) -> list[EntryRecord]:
        """Every entry of the game (sealed ones too: filter for a player's view), sorted by
        player, key, round (whole game first); ``game_version`` is the version they belong to."""
        with self._read() as s:
            game = _game(s, game_id)
            rows = s.scalars(select(EntryRow).where(EntryRow.game_id == game_id)).all()
            return sorted((_entry_record(e, game.version) for e in rows), key=_entry_order)

    def history(self, game_id: int) -> list[ChangeRecord]:
        """The audit trail of the game's entries, oldest first."""
        with self._read() as s:
            _game(s, game_id)
            rows = s.scalars(select(ChangeRow).where(ChangeRow.game_id == game_id).order_by(ChangeRow.id)).all()
            return [_change_record(c) for c in rows]

    def last_change_id(self, game_id: int) -> int:
        """The id of the game's newest audit row (0 when none): what a station has already seen."""
        with self._read() as s:
            _game(s, game_id)
            return s.scalar(select(func.max(ChangeRow.id)).where(ChangeRow.game_id == game_id)) or 0

    def history_since(self, game_id: int, after_id: int) -> list[ChangeRecord]:
        """The audit rows newer than ``after_id``, oldest first (what other stations did since)."""
        with self._read() as s:
            _game(s, game_id)
            rows = s.scalars(select(ChangeRow).where(ChangeRow.game_id == game_id, ChangeRow.id > after_id)
                             .order_by(ChangeRow.id)).all()
            return [_change_record(c) for c in rows]

    # -- snapshots -----------------------------------------------------------------------------

    def save_snapshot(self, game_id: int, round: int, itstable_json: str | dict[str, Any], *,
                      why: str | None = None, expected_version: int | None = None) -> SnapshotRecord:
        """Store the ``.itstable`` JSON (text or decoded object) of the table at the end of
        ``round``. Snapshots are kept, never replaced: the newest of a round is the last one."""
        round = _round(round)
        text = _itstable_text(itstable_json, "itstable_json")
        why = _why(why)
        with self._write(game_id) as s:
            game = _game(s, game_id, lock=True)
            _check_version(game, expected_version)
            _check_open(game, why)
            _check_same_game(game, json.loads(text))
            now = utcnow()
            snap = SnapshotRow(game_id=game_id, round=round, itstable=text, created_at=now)
            s.add(snap)
            game.updated_at = now
            s.flush()
            log.info("game %s: round %s stored (end-of-round snapshot)", game_id, round)
            return _snapshot_record(snap, game.version)

    # -- the table as it is now ----------------------------------------------------------------

    def save_table(self, game_id: int, itstable_json: str | dict[str, Any], station: str, *,
                   expected_version: int | None = None, why: str | None = None) -> TableRecord:
        """Replace the game's current table (round and turn are read from the document).

        ``expected_version`` is this row's version as the station last wrote or read it (None
        for the first write): if another station wrote the table in between, :class:`ConflictError`.
        Does not touch the game row, so it never conflicts with a tally correction.
        """
        text = _itstable_text(itstable_json, "itstable_json")
        doc = json.loads(text)
        round_ = _round(doc.get("round", 1), "itstable_json.round")
        turn = _player(doc.get("turn", "A"), "itstable_json.turn")
        station, why = _name(station, "station"), _why(why)
        with self._write(game_id) as s:
            game = _game(s, game_id)
            _check_open(game, why)
            _check_same_game(game, doc)
            row = s.scalars(select(GameTableRow).where(GameTableRow.game_id == game_id)
                            .with_for_update().execution_options(populate_existing=True)).one_or_none()
            now = utcnow()
            if row is None:
                if expected_version is not None:
                    raise ConflictError(game_id, expected_version, None, "its table was removed")
                row = GameTableRow(game_id=game_id, itstable=text, round=round_, turn=turn, station=station,
                                updated_at=now)
                s.add(row)
            else:
                if expected_version is not None and row.version != expected_version:
                    raise ConflictError(game_id, expected_version, row.version,
                                        f"its table was last written by {row.station}")
                row.itstable, row.round, row.turn, row.station, row.updated_at = text, round_, turn, station, now
            s.flush()
            return _table_record(row)

    def table(self, game_id: int) -> TableRecord | None:
        """The game's current table, or None (a game recorded before tables were kept)."""
        with self._read() as s:
            _game(s, game_id)
            row = s.get(GameTableRow, game_id)
            return None if row is None else _table_record(row)

    def version(self, game_id: int) -> int:
        """The game's version alone: one primary-key read, cheap enough to poll every few seconds."""
        with self._read() as s:
            v = s.scalar(select(GameRow.version).where(GameRow.id == game_id))
            if v is None:
                raise GameNotFound(game_id)
            return v

    def snapshots(self, game_id: int) -> list[SnapshotRecord]:
        with self._read() as s:
            _game(s, game_id)
            rows = s.scalars(select(SnapshotRow).where(SnapshotRow.game_id == game_id).order_by(SnapshotRow.id)).all()
            return [_snapshot_record(r) for r in rows]

    # -- export / import -----------------------------------------------------------------------

    def export_game(self, game_id: int) -> dict[str, Any]:
        """The whole game as JSON-able data (a referee's backup: sealed entries included).

        Database ids are left out (an import gets new ones); timestamps are kept, so
        ``export_game(import_game(x)) == x`` for any export ``x``.
        """
        with self._read() as s:
            g = _game(s, game_id)
            entries = sorted(s.scalars(select(EntryRow).where(EntryRow.game_id == game_id)).all(),
                             key=_entry_order)
            snaps = s.scalars(select(SnapshotRow).where(SnapshotRow.game_id == game_id).order_by(SnapshotRow.id)).all()
            changes = s.scalars(select(ChangeRow).where(ChangeRow.game_id == game_id).order_by(ChangeRow.id)).all()
            table = s.get(GameTableRow, game_id)
            setup = s.get(GameSetupRow, game_id)
            out = {
                "format": EXPORT_FORMAT,
                "version": EXPORT_VERSION,
                "game": {
                    "mission": g.mission, "season": g.season, "points": g.points,
                    "player_a": g.player_a, "player_b": g.player_b,
                    "created_at": _iso(g.created_at), "updated_at": _iso(g.updated_at),
                    "round_reached": g.round_reached, "turn_reached": g.turn_reached,
                    "end_reason": g.end_reason,
                },
                "entries": [{"player": e.player, "key": e.key, "round": e.round, "value": e.value,
                             "source": e.source, "sealed": e.sealed, "created_at": _iso(e.created_at),
                             "updated_at": _iso(e.updated_at)} for e in entries],
                "snapshots": [{"round": r.round, "itstable": json.loads(r.itstable),
                               "created_at": _iso(r.created_at)} for r in snaps],
                "history": [{"player": c.player, "key": c.key, "round": c.round, "old": c.old,
                             "new": c.new, "source": c.source, "sealed": c.sealed, "who": c.who,
                             "at": _iso(c.at), "why": c.why} for c in changes],
            }
            if setup is not None:
                out["setup"] = {"faction_a": setup.faction_a, "faction_b": setup.faction_b,
                                "deploys_first": setup.deploys_first}
            if table is not None:  # only when there is one: older exports stay byte-identical
                out["table"] = {"itstable": json.loads(table.itstable), "station": table.station,
                                "updated_at": _iso(table.updated_at)}
            return out

    def import_game(self, data: Any) -> int:
        """Add a game from :meth:`export_game` data as a new game; returns its id. Everything is
        checked first (errors name the field, e.g. ``entries[2].round``); nothing is written
        unless all of it is good."""
        game, entries, snaps, changes = _parse_export(data)
        table = _parse_table(data.get("table"))
        setup = _parse_setup(data.get("setup"))
        with self._write(None) as s:
            s.add(game)
            s.flush()
            rows: list[_OfGame] = [*entries, *snaps, *changes, *([table] if table else []),
                                   *([setup] if setup else [])]
            for obj in rows:
                obj.game_id = game.id
            # One flush per list keeps ids in file order (history order is id order).
            for group in (entries, snaps, changes, [table] if table else [], [setup] if setup else []):
                for obj in group:
                    s.add(obj)
                    s.flush()
            return game.id

    # -- transactions --------------------------------------------------------------------------

    @contextmanager
    def _write(self, game_id: int | None) -> Iterator[Session]:
        try:
            with storage_failures(), Session(self._writer, expire_on_commit=False) as s, s.begin():
                yield s
        except StaleDataError as exc:
            raise ConflictError(game_id if game_id is not None else -1, None, None, str(exc)) from exc


# -- helpers -------------------------------------------------------------------------------------


def _game(s: Session, game_id: Any, lock: bool = False) -> GameRow:
    game = load_row(s, GameRow, game_id, "game_id", lock)
    if game is None:
        raise GameNotFound(game_id)
    return game


def _check_open(game: GameRow, why: str | None) -> None:
    if game.end_reason is not None and not why:
        raise GameFinished(game.id, game.end_reason)


def _check_same_game(game: GameRow, doc: dict[str, Any]) -> None:
    """A table is stored only into the game it belongs to: same scenario, same size."""
    if doc.get("mission", game.mission) != game.mission:
        raise FieldError("itstable_json.mission", f"the table is of {doc.get('mission')!r}, "
                                                  f"game {game.id} of {game.mission!r}")
    if doc.get("points", game.points) != game.points:
        raise FieldError("itstable_json.points", f"the table is at {doc.get('points')!r} points, "
                                                 f"game {game.id} at {game.points}")


def _check_version(game: GameRow, expected: int | None) -> None:
    if expected is None:
        return
    if not isinstance(expected, int) or isinstance(expected, bool):
        raise FieldError("expected_version", f"must be an integer, got {expected!r}")
    if game.version != expected:
        raise ConflictError(game.id, expected, game.version)


def _find_entry(s: Session, game_id: int, player: str, key: str, round: int | None) -> EntryRow | None:
    cond = EntryRow.round.is_(None) if round is None else EntryRow.round == round
    return s.scalars(select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.player == player,
                                         EntryRow.key == key, cond)).one_or_none()


def _game_record(g: GameRow) -> StoredGame:
    return StoredGame(g.id, g.mission, g.season, g.points, g.player_a, g.player_b, g.created_at,
                      g.updated_at, g.round_reached, g.turn_reached, g.end_reason, g.version)


def _entry_record(e: EntryRow, version: int) -> EntryRecord:
    return EntryRecord(e.game_id, e.player, e.key, e.round, e.value, e.source, e.sealed,
                       e.created_at, e.updated_at, version)


def _change_record(c: ChangeRow) -> ChangeRecord:
    return ChangeRecord(c.id, c.game_id, c.player, c.key, c.round, c.old, c.new, c.source, c.sealed,
                        c.who, c.at, c.why)


def _snapshot_record(r: SnapshotRow, version: int = 0) -> SnapshotRecord:
    return SnapshotRecord(r.id, r.game_id, r.round, r.itstable, r.created_at, version)


def _table_record(t: GameTableRow) -> TableRecord:
    return TableRecord(t.game_id, t.itstable, t.round, t.turn, t.station, t.updated_at, t.version)


def _entry_order(e: Any) -> tuple[str, str, int]:
    return (e.player, e.key, e.round or 0)


def _iso(t: datetime) -> str:
    return t.isoformat()


__all__ = [
    "ChangeRecord", "ConflictError", "EntryRecord", "FieldError", "GameFinished", "GameNotFound", "StoredGame",
    "GameSummary", "Games", "SetupRecord", "SnapshotRecord", "TableRecord",
]
