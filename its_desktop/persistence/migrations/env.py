"""Alembic environment for its_desktop (no alembic.ini: see ``its_desktop.persistence.engine``).

The configuration carries either ``attributes["engine"]`` (an Engine to migrate) or
``attributes["url"]``; offline (``--sql``) mode renders SQL for the URL's dialect.
"""

from alembic import context
from sqlalchemy import Engine, text

from its_desktop.persistence.engine import MIGRATION_LOCK, default_url, make_engine, writer
from its_desktop.persistence.models import Base

config = context.config
target_metadata = Base.metadata


def run_migrations_offline() -> None:
    context.configure(
        url=config.attributes.get("url") or default_url(),
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    given: Engine | None = config.attributes.get("engine")
    owned = given is None
    engine = make_engine(config.attributes.get("url")) if given is None else given
    try:
        # Several stations may open a new database at the same moment: the migration takes the write
        # lock first (SQLite: BEGIN IMMEDIATE, waiting out the busy timeout; PostgreSQL: an advisory
        # lock), so the others wait, then find the schema at head and do nothing.
        with writer(engine).connect() as connection:
            context.configure(
                connection=connection,
                target_metadata=target_metadata,
                # SQLite cannot ALTER most things: later migrations copy-and-move tables.
                render_as_batch=connection.dialect.name == "sqlite",
                # Alembic commits after each revision on SQLite by default, which lets a second station
                # take the lock between two revisions and run the next one under the first's feet
                # ("table events already exists"). SQLite does DDL in transactions: one for the whole upgrade.
                transactional_ddl=True,
                compare_type=True,
            )
            with context.begin_transaction():
                if connection.dialect.name == "postgresql":
                    connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
                context.run_migrations()
            connection.commit()
    finally:
        if owned:
            engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
