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

The schema itself is created by the Alembic migrations in ``migrations/``; a test checks the
migrations and these models agree.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

PLAYERS = ("A", "B")
SOURCES = ("table", "asked", "override")
ROUNDS = (1, 2, 3)
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


class Game(Base):
    __tablename__ = "games"
    __table_args__ = (
        CheckConstraint("points > 0", name="points_positive"),
        CheckConstraint("round_reached BETWEEN 1 AND 3", name="round_reached_range"),
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


class Entry(Base):
    __tablename__ = "entries"
    __table_args__ = (
        CheckConstraint(_in("player", PLAYERS), name="player"),
        CheckConstraint("round BETWEEN 1 AND 3", name="round_range"),
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


class Snapshot(Base):
    __tablename__ = "snapshots"
    __table_args__ = (CheckConstraint("round BETWEEN 1 AND 3", name="round_range"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer)
    itstable: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Change(Base):
    """One write to an entry: ``old`` NULL = the entry was created, ``new`` NULL = it was cleared."""

    __tablename__ = "changes"
    __table_args__ = (
        CheckConstraint(_in("player", PLAYERS), name="player"),
        CheckConstraint("round BETWEEN 1 AND 3", name="round_range"),
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
