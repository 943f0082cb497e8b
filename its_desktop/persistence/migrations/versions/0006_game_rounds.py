"""Game rounds as many as the domain allows: the round checks say 1 to 10 (``domain.bounds.GAME_ROUNDS``), not 1 to 3.

Revision ID: 0006_game_rounds
Revises: 0005_reports
Create Date: 2026-11-28

Written by hand. How many rounds a game has is the season's (``Season.rounds``); the database only keeps a
round number within what any game may have, so a season or format of four or five rounds saves. The bound is
written here as a number, not imported: a migration says what it did on the day it ran.

Only the CHECK constraints change, and every stored row already meets the looser one, so nothing is copied.
PostgreSQL drops and adds each constraint. SQLite cannot alter a constraint: a batch rebuild would copy the
tables, and dropping ``games`` while foreign keys are on (every connection turns them on, and the upgrade is one
transaction, where they cannot be turned off) would cascade-delete every game's entries. So SQLite edits the
constraint's text in the schema, the procedure SQLite documents for removing or loosening a CHECK
(https://www.sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema Changes"), and checks the
database after. Downgrade refuses while a row holds a round past 3, rather than lose it.
"""

import re
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import context, op

revision: str = "0006_game_rounds"
down_revision: str | None = "0005_reports"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD, NEW = 3, 10
# (table, column, the end of the check's name) of every game-round check. The names are looked up: the
# earlier revisions' names went through the naming convention twice (``ck_games_ck_games_round_reached_range``).
CHECKS = (
    ("games", "round_reached", "round_reached_range"),
    ("entries", "round", "round_range"),
    ("snapshots", "round", "round_range"),
    ("changes", "round", "round_range"),
    ("game_tables", "round", "round_range"),
)


def _name(bind: sa.engine.Connection, table: str, suffix: str) -> str:
    if context.is_offline_mode():  # SQL for a DBA to review: the names the earlier revisions gave
        return f"ck_{table}_ck_{table}_{suffix}"
    found = [c["name"] for c in sa.inspect(bind).get_check_constraints(table)
             if c["name"] and c["name"].endswith(f"{table}_{suffix}")]
    if len(found) != 1:
        raise RuntimeError(f"{table}: expected one round check named …{table}_{suffix}, found {found}")
    return found[0]


def upgrade() -> None:
    _bound(OLD, NEW)


def downgrade() -> None:
    bind = op.get_bind()
    for table, column, _suffix in CHECKS if not context.is_offline_mode() else ():
        past = bind.execute(sa.text(f"SELECT COUNT(*) FROM {table} WHERE {column} > {OLD}")).scalar()
        if past:
            raise RuntimeError(f"cannot downgrade below 0006_game_rounds: {table} holds {past} row(s) with "
                               f"{column} past {OLD}; they would not fit the old check")
    _bound(NEW, OLD)


def _bound(old: int, new: int) -> None:
    bind = op.get_bind()
    if bind.dialect.name != "sqlite":
        for table, column, suffix in CHECKS:
            name = _name(bind, table, suffix)
            op.execute(f"ALTER TABLE {table} DROP CONSTRAINT {name}")
            op.execute(f"ALTER TABLE {table} ADD CONSTRAINT {name} CHECK ({column} BETWEEN 1 AND {new})")
        return
    if context.is_offline_mode():
        raise RuntimeError("0006_game_rounds edits the SQLite schema in place: run it on the database, not as SQL")
    version = int(bind.exec_driver_sql("PRAGMA schema_version").scalar_one())
    bind.exec_driver_sql("PRAGMA writable_schema=ON")
    try:
        for table, column, suffix in CHECKS:
            name = _name(bind, table, suffix)
            sql = bind.execute(sa.text("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = :t"),
                               {"t": table}).scalar()
            pattern = re.compile(rf'(CONSTRAINT\s+"?{name}"?\s+CHECK\s*\(\s*"?{column}"?\s+BETWEEN\s+1\s+AND\s+){old}'
                                 r"(\s*\))")
            changed, n = pattern.subn(rf"\g<1>{new}\g<2>", sql or "")
            if n != 1:
                raise RuntimeError(f"{table}: expected one {name} check of 1 to {old}, found {n}")
            bind.execute(sa.text("UPDATE sqlite_master SET sql = :sql WHERE type = 'table' AND name = :t"),
                         {"sql": changed, "t": table})
        bind.exec_driver_sql(f"PRAGMA schema_version={version + 1}")  # every connection re-reads the schema
    finally:
        bind.exec_driver_sql("PRAGMA writable_schema=OFF")
    problems = [row[0] for row in bind.exec_driver_sql("PRAGMA integrity_check").fetchall()]
    if problems != ["ok"]:
        raise RuntimeError("the database is not intact after loosening the round checks: " + "; ".join(problems))
