"""The current table of a recorded game, written at every edit (crash-safe resume); the game's
set-up (factions, who deploys first) in a table of its own, so ``games`` itself is not altered.

Revision ID: 0003_game_table
Revises: 0002
Create Date: 2026-11-24

Written by hand; tests/persistence/test_migrations.py checks it matches the models and that it
upgrades and downgrades on SQLite and PostgreSQL.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_game_table"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "game_tables",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("itstable", sa.Text(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("turn", sa.String(1), nullable=False),
        sa.Column("station", sa.String(200), nullable=False),
        sa.Column("updated_at", TS, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("game_id", name="pk_game_tables"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_game_tables_game_id_games",
                                ondelete="CASCADE"),
        sa.CheckConstraint("round BETWEEN 1 AND 3", name="ck_game_tables_round_range"),
        sa.CheckConstraint("turn IN ('A', 'B')", name="ck_game_tables_turn_player"),
    )


    op.create_table(
        "game_setups",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("faction_a", sa.String(200), nullable=True),
        sa.Column("faction_b", sa.String(200), nullable=True),
        sa.Column("deploys_first", sa.String(1), nullable=True),
        sa.PrimaryKeyConstraint("game_id", name="pk_game_setups"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_game_setups_game_id_games",
                                ondelete="CASCADE"),
        sa.CheckConstraint("deploys_first IN ('A', 'B')", name="ck_game_setups_deploys_first_player"),
    )


def downgrade() -> None:
    op.drop_table("game_setups")
    op.drop_table("game_tables")
