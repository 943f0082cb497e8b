"""Results the players report from their phones: page tokens, seats, form tokens, one report per table.

Revision ID: 0005_reports
Revises: 0004_organizer
Create Date: 2026-11-28

Written by hand. New tables only. tests/persistence/test_migrations.py checks it matches
``its_desktop.persistence.models`` and upgrades and downgrades.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_reports"
down_revision: str | None = "0004_organizer"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NOW = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "event_access",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(64), nullable=False),
        sa.Column("code_key", sa.String(64), nullable=False),
        sa.Column("strict", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["events.id"], name="fk_event_access_event_id_events",
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("event_id", name="pk_event_access"),
        sa.UniqueConstraint("token", name="uq_event_access_token"),
    )
    op.create_table(
        "table_access",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(64), nullable=False),
        sa.Column("created_at", NOW, nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["events.id"], name="fk_table_access_event_id_events",
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_table_access"),
        sa.UniqueConstraint("event_id", "round", "table_no", name="uq_table_access_event_id_round_table_no"),
        sa.UniqueConstraint("token", name="uq_table_access_token"),
    )
    op.create_table(
        "report_seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("access_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(1), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("secret_hash", sa.String(64), nullable=False),
        sa.Column("device", sa.String(200), nullable=False),
        sa.Column("claimed_at", NOW, nullable=False),
        sa.CheckConstraint("side IN ('A', 'B')", name="ck_report_seats_side"),
        sa.ForeignKeyConstraint(["access_id"], ["table_access.id"], name="fk_report_seats_access_id_table_access",
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_report_seats"),
        sa.UniqueConstraint("access_id", "side", name="uq_report_seats_access_id_side"),
        sa.UniqueConstraint("secret_hash", name="uq_report_seats_secret_hash"),
    )
    op.create_table(
        "refused_claims",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("access_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(1), nullable=False),
        sa.Column("reason", sa.String(16), nullable=False),
        sa.Column("device", sa.String(200), nullable=False),
        sa.Column("at", NOW, nullable=False),
        sa.CheckConstraint("side IN ('A', 'B')", name="ck_refused_claims_side"),
        sa.ForeignKeyConstraint(["access_id"], ["table_access.id"],
                                name="fk_refused_claims_access_id_table_access", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_refused_claims"),
    )
    op.create_index("ix_refused_claims_access_id", "refused_claims", ["access_id"])
    op.create_table(
        "form_tokens",
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("access_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(1), nullable=False),
        sa.Column("issued_at", NOW, nullable=False),
        sa.Column("used_at", NOW, nullable=True),
        sa.CheckConstraint("side IN ('A', 'B')", name="ck_form_tokens_side"),
        sa.ForeignKeyConstraint(["access_id"], ["table_access.id"], name="fk_form_tokens_access_id_table_access",
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("token_hash", name="pk_form_tokens"),
    )
    op.create_index("ix_form_tokens_access_id", "form_tokens", ["access_id"])
    op.create_table(
        "event_reports",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("event_game_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("proposed_by", sa.String(1), nullable=False),
        sa.Column("disputed_by", sa.String(1), nullable=True),
        sa.Column("values", sa.JSON(), nullable=False),
        sa.Column("counter", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("flags", sa.JSON(), nullable=False),
        sa.Column("game_version", sa.Integer(), nullable=True),
        sa.Column("decided_by", sa.String(200), nullable=True),
        sa.Column("created_at", NOW, nullable=False),
        sa.Column("updated_at", NOW, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.CheckConstraint("state IN ('proposed', 'confirmed', 'disputed', 'approved', 'rejected')",
                           name="ck_event_reports_state"),
        sa.CheckConstraint("proposed_by IN ('A', 'B')", name="ck_event_reports_proposed_by"),
        sa.ForeignKeyConstraint(["event_id"], ["events.id"], name="fk_event_reports_event_id_events",
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_game_id"], ["event_games.id"],
                                name="fk_event_reports_event_game_id_event_games", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_event_reports"),
        sa.UniqueConstraint("event_game_id", name="uq_event_reports_event_game_id"),
    )
    op.create_index("ix_event_reports_event_id", "event_reports", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_event_reports_event_id", table_name="event_reports")
    op.drop_table("event_reports")
    op.drop_index("ix_form_tokens_access_id", table_name="form_tokens")
    op.drop_table("form_tokens")
    op.drop_index("ix_refused_claims_access_id", table_name="refused_claims")
    op.drop_table("refused_claims")
    op.drop_table("report_seats")
    op.drop_table("table_access")
    op.drop_table("event_access")
