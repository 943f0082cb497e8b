"""Named scenery layouts per event, and which layout stands on each table.

Revision ID: 0007_event_layouts
Revises: 0006_game_rounds
Create Date: 2026-11-28

Written by hand. New tables only, so both dialects create them the same way and nothing stored is copied.
The assignment is a table of its own (not a column of ``event_tables``) so that it carries its own version:
two stations assigning table 7 at once cannot overwrite each other. tests/persistence/test_migrations.py
checks it matches ``its_desktop.persistence.models`` and upgrades and downgrades.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_event_layouts"
down_revision: str | None = "0006_game_rounds"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NOW = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "event_layouts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("width", sa.Float(), nullable=False),
        sa.Column("depth", sa.Float(), nullable=False),
        sa.Column("scenery", sa.JSON(), nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        sa.Column("updated_at", NOW, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.CheckConstraint("width > 0 AND depth > 0", name="ck_event_layouts_size_positive"),
        sa.ForeignKeyConstraint(["event_id"], ["events.id"], name="fk_event_layouts_event_id_events",
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_event_layouts"),
        sa.UniqueConstraint("event_id", "name", name="uq_event_layouts_event_id_name"),
    )
    op.create_table(
        "event_table_layouts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("layout_id", sa.Integer(), nullable=False),
        sa.Column("updated_at", NOW, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.CheckConstraint("number >= 1", name="ck_event_table_layouts_number_positive"),
        sa.ForeignKeyConstraint(["event_id"], ["events.id"], name="fk_event_table_layouts_event_id_events",
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["layout_id"], ["event_layouts.id"],
                                name="fk_event_table_layouts_layout_id_event_layouts"),
        sa.PrimaryKeyConstraint("id", name="pk_event_table_layouts"),
        sa.UniqueConstraint("event_id", "number", name="uq_event_table_layouts_event_id_number"),
    )
    op.create_index("ix_event_table_layouts_layout_id", "event_table_layouts", ["layout_id"])


def downgrade() -> None:
    op.drop_index("ix_event_table_layouts_layout_id", table_name="event_table_layouts")
    op.drop_table("event_table_layouts")
    op.drop_table("event_layouts")
