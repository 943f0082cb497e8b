"""The organizer's day: players' sectorial, check-in and pending registration; forfeits (no-shows).

Revision ID: 0004_organizer
Revises: 0003_game_table
Create Date: 2026-11-24

Written by hand. Columns only (no table rebuild on SQLite). tests/persistence/test_migrations.py checks it
matches ``its_desktop.persistence.models`` and upgrades and downgrades.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_organizer"
down_revision: str | None = "0003_game_table"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("event_players", sa.Column("sectorial", sa.String(200), nullable=True))
    op.add_column("event_players", sa.Column("checked_in", sa.Boolean(), server_default=sa.false(), nullable=False))
    op.add_column("event_players", sa.Column("pending", sa.Boolean(), server_default=sa.false(), nullable=False))
    # The player who did not turn up, when a table became a bye for the other (a forfeit).
    op.add_column("event_games", sa.Column("forfeit_by", sa.Integer(), nullable=True))


def downgrade() -> None:
    # Plain DROP COLUMN (SQLite 3.35+): a batch rebuild of event_players would trip event_games' foreign key.
    op.drop_column("event_games", "forfeit_by")
    for column in ("pending", "checked_in", "sectorial"):
        op.drop_column("event_players", column)
