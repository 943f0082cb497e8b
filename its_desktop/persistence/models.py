"""The database schema (SQLAlchemy 2 typed declarative).

- ``games``: one ITS game between Player A and Player B; ``version`` is the optimistic-locking
  counter (SQLAlchemy ``version_id_col``): every write to a game or its rows bumps it, so a
  station that edits from an out-of-date view gets a conflict instead of overwriting.
- ``entries``: one score value per (game, player, key, round); ``round`` NULL is the whole game.
  ``key`` is an objective id or a special key (``vp``, ``op``, ``classified:1``, ``intelcom``…);
  ``value`` is any JSON value except null; ``sealed`` marks private entries (classified
  objectives before they are revealed, INTELCOM cards…).
- ``snapshots``: the ``.itstable`` JSON of the table at the end of a round (append-only).
- ``changes``: the audit trail: every entry write with old and new values, who, when and why.
- ``game_tables`` (revision 0003_game_table): the table of a game as it is now, written at every
  edit, so a crash or a restart resumes at the same round and turn. It has its own ``version``:
  table edits do not conflict with tally corrections made at another station.

The schema itself is created by the Alembic migrations in ``migrations/``; a test checks the
migrations and these models agree.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from its_desktop.domain.bounds import GAME_ROUNDS
from its_desktop.domain.table import PLAYERS

SOURCES = ("table", "asked", "override")
# A game round within what any game may have: how many a game has is its season's (``Season.rounds``).
ROUND_RANGE = f"BETWEEN {int(GAME_ROUNDS.low)} AND {int(GAME_ROUNDS.high)}"
KEY_MAX = 64
NAME_MAX = 200

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp that always comes back timezone-aware in UTC (SQLite stores naive UTC text)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}: give a timezone")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map = {datetime: UTCDateTime(), dict[str, Any]: JSON, Any: JSON}


class GameRow(Base):
    __tablename__ = "games"
    __table_args__ = (
        CheckConstraint("points > 0", name="points_positive"),
        CheckConstraint(f"round_reached {ROUND_RANGE}", name="round_reached_range"),
        CheckConstraint(_in("turn_reached", PLAYERS), name="turn_reached_player"),
        CheckConstraint("mission <> ''", name="mission_not_empty"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    mission: Mapped[str] = mapped_column(String(NAME_MAX))
    points: Mapped[int] = mapped_column(Integer)
    season: Mapped[str] = mapped_column(String(32))
    player_a: Mapped[str] = mapped_column(String(NAME_MAX))
    player_b: Mapped[str] = mapped_column(String(NAME_MAX))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    round_reached: Mapped[int | None] = mapped_column(Integer)
    turn_reached: Mapped[str | None] = mapped_column(String(1))
    end_reason: Mapped[str | None] = mapped_column(String(NAME_MAX))
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EntryRow(Base):
    __tablename__ = "entries"
    __table_args__ = (
        CheckConstraint(_in("player", PLAYERS), name="player"),
        CheckConstraint(f"round {ROUND_RANGE}", name="round_range"),
        CheckConstraint(_in("source", SOURCES), name="source"),
        CheckConstraint("key <> ''", name="key_not_empty"),
        UniqueConstraint("game_id", "player", "key", "round"),
        # NULLs are distinct in a unique constraint (SQLite, PostgreSQL < 15 default): one
        # whole-game entry per (game, player, key) needs its own partial index.
        Index("uq_entries_whole_game", "game_id", "player", "key", unique=True,
              sqlite_where=text("round IS NULL"), postgresql_where=text("round IS NULL")),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # (the unique constraint below, game_id first, serves as the game_id index)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    player: Mapped[str] = mapped_column(String(1))
    key: Mapped[str] = mapped_column(String(KEY_MAX))
    round: Mapped[int | None] = mapped_column(Integer)
    value: Mapped[Any] = mapped_column(JSON)
    source: Mapped[str] = mapped_column(String(16))
    sealed: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class SnapshotRow(Base):
    __tablename__ = "snapshots"
    __table_args__ = (CheckConstraint(f"round {ROUND_RANGE}", name="round_range"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    itstable: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ChangeRow(Base):
    """One write to an entry: ``old`` NULL = the entry was created, ``new`` NULL = it was cleared."""

    __tablename__ = "changes"
    __table_args__ = (
        CheckConstraint(_in("player", PLAYERS), name="player"),
        CheckConstraint(f"round {ROUND_RANGE}", name="round_range"),
        CheckConstraint(_in("source", SOURCES), name="source"),
        CheckConstraint("who <> ''", name="who_not_empty"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    player: Mapped[str] = mapped_column(String(1))
    key: Mapped[str] = mapped_column(String(KEY_MAX))
    round: Mapped[int | None] = mapped_column(Integer)
    old: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    new: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    source: Mapped[str | None] = mapped_column(String(16))
    sealed: Mapped[bool] = mapped_column(default=False)
    who: Mapped[str] = mapped_column(String(NAME_MAX))
    at: Mapped[datetime] = mapped_column(default=utcnow)
    why: Mapped[str | None] = mapped_column(Text)


class GameTableRow(Base):
    """The current table of a recorded game (one row per game, replaced at every edit)."""

    __tablename__ = "game_tables"
    __table_args__ = (
        CheckConstraint(f"round {ROUND_RANGE}", name="round_range"),
        CheckConstraint(_in("turn", PLAYERS), name="turn_player"),
    )

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    itstable: Mapped[str] = mapped_column(Text)
    round: Mapped[int] = mapped_column(Integer)
    turn: Mapped[str] = mapped_column(String(1))
    station: Mapped[str] = mapped_column(String(NAME_MAX))
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class GameSetupRow(Base):
    """How a recorded game was set up: the players' factions and who deploys first (Player A
    always has the first turn of a round)."""

    __tablename__ = "game_setups"
    __table_args__ = (CheckConstraint(_in("deploys_first", PLAYERS), name="deploys_first_player"),)

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    faction_a: Mapped[str | None] = mapped_column(String(NAME_MAX))
    faction_b: Mapped[str | None] = mapped_column(String(NAME_MAX))
    deploys_first: Mapped[str | None] = mapped_column(String(1))


# -- tournaments (revision 0002) ------------------------------------------------------------------
# An event and everything an organizer records for it. Rows an organizer edits from several stations
# (the event, players, rounds, games) carry a ``version`` (``version_id_col``): a station writing from an
# out-of-date view gets a conflict. ``event_changes`` is the audit trail of every write.

END_REASONS = ("completed", "time")


class EventRow(Base):
    __tablename__ = "events"
    __table_args__ = (
        CheckConstraint("name <> ''", name="name_not_empty"),
        CheckConstraint("points > 0", name="points_positive"),
        CheckConstraint("rounds_planned >= 1", name="rounds_planned_positive"),
        CheckConstraint("round_minutes > 0", name="round_minutes_positive"),
        CheckConstraint("deployment_minutes > 0", name="deployment_minutes_positive"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_MAX))
    season: Mapped[str] = mapped_column(String(32))
    extras: Mapped[Any] = mapped_column(JSON)  # list of the season's Extra keys
    points: Mapped[int] = mapped_column(Integer)  # the default army points of a round
    rounds_planned: Mapped[int | None] = mapped_column(Integer)
    round_minutes: Mapped[int] = mapped_column(Integer)
    deployment_minutes: Mapped[int | None] = mapped_column(Integer)
    custom_scenario_id: Mapped[str | None] = mapped_column(String(NAME_MAX))
    custom_scenario: Mapped[str | None] = mapped_column(Text)  # the map file's TOML text
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EventPlayerRow(Base):
    __tablename__ = "event_players"
    __table_args__ = (
        CheckConstraint("name <> ''", name="name_not_empty"),
        CheckConstraint("joined_round >= 1", name="joined_round_positive"),
        CheckConstraint("dropped_after_round >= 0", name="dropped_after_round_range"),
        # One registration per ITS PIN and event (players without a PIN are not constrained).
        Index("uq_event_players_pin", "event_id", "pin", unique=True,
              sqlite_where=text("pin IS NOT NULL"), postgresql_where=text("pin IS NOT NULL")),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(NAME_MAX))
    pin: Mapped[str | None] = mapped_column(String(64))
    faction: Mapped[str | None] = mapped_column(String(NAME_MAX))
    club: Mapped[str | None] = mapped_column(String(NAME_MAX))
    sectorial: Mapped[str | None] = mapped_column(String(NAME_MAX))  # revision 0004_organizer
    checked_in: Mapped[bool] = mapped_column(default=False, server_default=false())  # turned up on the day
    pending: Mapped[bool] = mapped_column(default=False, server_default=false())  # registration not confirmed
    lists: Mapped[Any] = mapped_column(JSON)  # the army lists as submitted (private: organizer only)
    joined_round: Mapped[int] = mapped_column(Integer)
    dropped_after_round: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EventRoundRow(Base):
    __tablename__ = "event_rounds"
    __table_args__ = (
        CheckConstraint("number >= 1", name="number_positive"),
        CheckConstraint("points > 0", name="points_positive"),
        CheckConstraint("duration_minutes > 0", name="duration_positive"),
        CheckConstraint("deployment_minutes > 0", name="deployment_positive"),
        CheckConstraint("paused_seconds >= 0", name="paused_seconds_range"),
        UniqueConstraint("event_id", "number"),
        # The same scenario is never played twice in one event (every season's rule).
        UniqueConstraint("event_id", "scenario"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # (the unique constraint on event_id, number serves as the event_id index)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    scenario: Mapped[str] = mapped_column(String(NAME_MAX))
    points: Mapped[int] = mapped_column(Integer)
    duration_minutes: Mapped[int] = mapped_column(Integer)
    deployment_minutes: Mapped[int | None] = mapped_column(Integer)
    started_at: Mapped[datetime | None] = mapped_column()
    paused_at: Mapped[datetime | None] = mapped_column()
    paused_seconds: Mapped[float] = mapped_column(Float, default=0.0)
    time_called_at: Mapped[datetime | None] = mapped_column()
    pairing_seed: Mapped[int | None] = mapped_column(BigInteger)
    pairing_notes: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))  # deviations, table repeats
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EventTableRow(Base):
    __tablename__ = "event_tables"
    __table_args__ = (
        CheckConstraint("number >= 1", name="number_positive"),
        UniqueConstraint("event_id", "number"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    label: Mapped[str | None] = mapped_column(String(NAME_MAX))  # terrain / table configuration


class EventLayoutRow(Base):
    """A named scenery layout of the event's library (``domain.terrain.layouts``): the table it was laid on
    and its pieces (the ``.itstable``'s ``scenery`` list)."""

    __tablename__ = "event_layouts"
    __table_args__ = (
        CheckConstraint("width > 0 AND depth > 0", name="size_positive"),
        UniqueConstraint("event_id", "name"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(NAME_MAX))
    width: Mapped[float] = mapped_column(Float)
    depth: Mapped[float] = mapped_column(Float)
    scenery: Mapped[Any] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EventTableLayoutRow(Base):
    """Which layout stands on table ``number`` (one row per table that has one). Its own ``version``: two
    stations assigning table 7 at once cannot overwrite each other silently. A layout on a table cannot be
    deleted (the foreign key, checked at the end of the statement so that deleting the event still cascades): the assignment goes first."""

    __tablename__ = "event_table_layouts"
    __table_args__ = (
        CheckConstraint("number >= 1", name="number_positive"),
        UniqueConstraint("event_id", "number"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    layout_id: Mapped[int] = mapped_column(ForeignKey("event_layouts.id"), index=True)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EventGameRow(Base):
    """One table of one round (or a bye: ``bye`` true, no table, no opponent, no result)."""

    __tablename__ = "event_games"
    __table_args__ = (
        CheckConstraint("round >= 1", name="round_positive"),
        CheckConstraint("table_no >= 1", name="table_positive"),
        CheckConstraint("op_a >= 0 AND op_b >= 0", name="op_range"),
        CheckConstraint("vp_a >= 0 AND vp_b >= 0", name="vp_range"),
        CheckConstraint("(op_a IS NULL AND op_b IS NULL AND vp_a IS NULL AND vp_b IS NULL) OR "
                        "(op_a IS NOT NULL AND op_b IS NOT NULL AND vp_a IS NOT NULL AND vp_b IS NOT NULL)",
                        name="result_complete"),
        CheckConstraint("(bye AND player_b_id IS NULL AND table_no IS NULL AND op_a IS NULL) OR "
                        "(NOT bye AND player_b_id IS NOT NULL AND table_no IS NOT NULL)", name="bye_shape"),
        CheckConstraint(_in("end_reason", END_REASONS), name="end_reason"),
        UniqueConstraint("event_id", "round", "player_a_id"),
        UniqueConstraint("event_id", "round", "table_no"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # (the unique constraints, event_id first, serve as the event_id index)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    table_no: Mapped[int | None] = mapped_column(Integer)
    player_a_id: Mapped[int] = mapped_column(ForeignKey("event_players.id"))
    player_b_id: Mapped[int | None] = mapped_column(ForeignKey("event_players.id"))
    bye: Mapped[bool] = mapped_column(default=False)
    op_a: Mapped[int | None] = mapped_column(Integer)
    op_b: Mapped[int | None] = mapped_column(Integer)
    vp_a: Mapped[float | None] = mapped_column(Float)
    vp_b: Mapped[float | None] = mapped_column(Float)
    tally_game_id: Mapped[int | None] = mapped_column(ForeignKey("games.id", ondelete="SET NULL"))
    end_reason: Mapped[str | None] = mapped_column(String(16))
    # A bye made from a table whose other player did not turn up: that player's id (revision 0004_organizer).
    forfeit_by: Mapped[int | None] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}


class EventChangeRow(Base):
    """One write to an event: ``what`` the kind of row (event, player, round, table, game, clock), ``ref_id``
    its id, ``field`` what changed, ``old`` / ``new`` its values (JSON), who, when and why."""

    __tablename__ = "event_changes"
    __table_args__ = (CheckConstraint("who <> ''", name="who_not_empty"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    what: Mapped[str] = mapped_column(String(16))
    ref_id: Mapped[int | None] = mapped_column(Integer)
    field: Mapped[str] = mapped_column(String(KEY_MAX))
    old: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    new: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    who: Mapped[str] = mapped_column(String(NAME_MAX))
    at: Mapped[datetime] = mapped_column(default=utcnow)
    why: Mapped[str | None] = mapped_column(Text)


# -- results the players report from their phones (revision 0005_reports) ----------------------------------
# The tokens printed on paper, the seats phones claim, single-use form tokens and one report per table.
# Secrets are stored as SHA-256 digests (a copied database does not hand out seats).

REPORT_STATES = ("proposed", "confirmed", "disputed", "approved", "rejected")


class EventAccessRow(Base):
    """An event's page token, the key its players' seat codes are made from, and strict mode."""

    __tablename__ = "event_access"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    code_key: Mapped[str] = mapped_column(String(64))
    strict: Mapped[bool] = mapped_column(default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class TableAccessRow(Base):
    """The token of one table in one round (printed on its tent card and score sheets)."""

    __tablename__ = "table_access"
    __table_args__ = (UniqueConstraint("event_id", "round", "table_no"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    table_no: Mapped[int] = mapped_column(Integer)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ReportSeatRow(Base):
    """A phone holding side A or B of a table: the player it was claimed for and its secret's digest."""

    __tablename__ = "report_seats"
    __table_args__ = (CheckConstraint(_in("side", PLAYERS), name="side"), UniqueConstraint("access_id", "side"))

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    access_id: Mapped[int] = mapped_column(ForeignKey("table_access.id", ondelete="CASCADE"))
    side: Mapped[str] = mapped_column(String(1))
    player_id: Mapped[int] = mapped_column(Integer)
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)
    device: Mapped[str] = mapped_column(String(NAME_MAX))
    claimed_at: Mapped[datetime] = mapped_column(default=utcnow)


class RefusedClaimRow(Base):
    """A refused seat claim (the seat was taken, or strict mode's code was wrong): shown to the organizer."""

    __tablename__ = "refused_claims"
    __table_args__ = (CheckConstraint(_in("side", PLAYERS), name="side"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    access_id: Mapped[int] = mapped_column(ForeignKey("table_access.id", ondelete="CASCADE"), index=True)
    side: Mapped[str] = mapped_column(String(1))
    reason: Mapped[str] = mapped_column(String(16))
    device: Mapped[str] = mapped_column(String(NAME_MAX))
    at: Mapped[datetime] = mapped_column(default=utcnow)


class FormTokenRow(Base):
    """A single-use form token: ``used_at`` set by the write it carried (a replay finds it used)."""

    __tablename__ = "form_tokens"
    __table_args__ = (CheckConstraint(_in("side", PLAYERS), name="side"),)

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    access_id: Mapped[int] = mapped_column(ForeignKey("table_access.id", ondelete="CASCADE"), index=True)
    side: Mapped[str] = mapped_column(String(1))
    issued_at: Mapped[datetime] = mapped_column(default=utcnow)
    used_at: Mapped[datetime | None] = mapped_column()


class EventReportRow(Base):
    """One table's reported result (see ``domain/tournament/reports.py`` for its states)."""

    __tablename__ = "event_reports"
    __table_args__ = (
        CheckConstraint(_in("state", REPORT_STATES), name="state"),
        CheckConstraint(_in("proposed_by", PLAYERS), name="proposed_by"),
        UniqueConstraint("event_game_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    event_game_id: Mapped[int] = mapped_column(ForeignKey("event_games.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    table_no: Mapped[int] = mapped_column(Integer)
    state: Mapped[str] = mapped_column(String(16))
    proposed_by: Mapped[str] = mapped_column(String(1))
    disputed_by: Mapped[str | None] = mapped_column(String(1))
    values: Mapped[Any] = mapped_column(JSON)
    counter: Mapped[Any | None] = mapped_column(JSON(none_as_null=True))
    flags: Mapped[Any] = mapped_column(JSON)
    game_version: Mapped[int | None] = mapped_column(Integer)
    decided_by: Mapped[str | None] = mapped_column(String(NAME_MAX))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False)

    __mapper_args__ = {"version_id_col": version}
