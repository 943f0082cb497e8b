"""Where the database is, how to connect to it, and bringing its schema up to date.

The default is one SQLite file in the user data folder. ``ITS_DESKTOP_DB`` (or ``--db URL``) points
one or more stations at another database, typically a shared PostgreSQL server for a large event
(``postgresql+psycopg://user:password@host/dbname``).

SQLite connections run in WAL mode with ``synchronous=FULL`` and foreign keys on, and
SQLAlchemy (not the ``sqlite3`` module) emits ``BEGIN``: reads start a plain deferred
transaction, writes (engines made with :func:`writer`) start ``BEGIN IMMEDIATE`` so two writers
queue on the write lock instead of failing halfway through.

Schema changes are Alembic migrations shipped inside the package (``migrations/``); no
``alembic.ini`` is needed: :func:`alembic_config` builds the configuration in code.
"""

from __future__ import annotations

import logging
from pathlib import Path

from typing import TYPE_CHECKING

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.engine import make_url

from .location import APP_NAME, DB_FILENAME, ENV_VAR, default_folder, default_url, normalize_url

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = ["APP_NAME", "DB_FILENAME", "ENV_VAR", "default_url", "normalize_url"]
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# How long an SQLite writer waits for another station's write lock before giving up (seconds).
SQLITE_BUSY_TIMEOUT = 30.0
_WRITE_OPTION = "its_desktop_write"
# How long a PostgreSQL connection attempt may take before the station says the server is unreachable.
CONNECT_TIMEOUT = 10
# TCP keepalives and a send timeout on PostgreSQL connections: a server whose network silently
# drops packets (no reset) is noticed within about half a minute instead of when TCP gives up.
PG_KEEPALIVE_ARGS = {
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 5,
    "keepalives_count": 3,
    "tcp_user_timeout": 25_000,  # milliseconds
}
# The PostgreSQL advisory lock key migrations hold (any constant; "ITSD" in ASCII).
MIGRATION_LOCK = 0x49545344
# The newest migration shipped (a test holds it to Alembic's own head). A database already there needs no
# Alembic at all: importing it cost a station's start about 0.25 s of CPU for a check that changes nothing.
SCHEMA_HEAD = "0007_event_layouts"

log = logging.getLogger("its_desktop.persistence.engine")


def make_engine(url: str | None = None, **kwargs) -> Engine:
    """An engine for ``url`` (default: :func:`default_url`).

    SQLite: WAL journal, ``synchronous=FULL`` and foreign keys on every connection
    (a ``connect`` event listener), SQLAlchemy-managed ``BEGIN`` so transactions and DDL behave;
    the folder of the database file must exist (only the app's own data folder is created); a writer waits up to ``SQLITE_BUSY_TIMEOUT``
    seconds for another one (``connect_args={"timeout": …}`` changes it).
    PostgreSQL: ``pool_pre_ping`` so a station survives a server restart, and a connect timeout of
    ``CONNECT_TIMEOUT`` seconds so a lost server is reported instead of waited on, and TCP
    keepalives with a send timeout so a connection already open notices a silent network loss.
    """
    url = default_url(url)
    u = make_url(url)
    if u.get_backend_name() == "sqlite":
        database = u.database or ""
        if database and database != ":memory:" and not database.startswith("file:"):
            _sqlite_folder(Path(database).expanduser().parent, url)
        connect_args = {"timeout": SQLITE_BUSY_TIMEOUT, **kwargs.pop("connect_args", {})}
        engine = create_engine(u, connect_args=connect_args, **kwargs)
        _sqlite_events(engine)
        _log_connections(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)
    if u.get_backend_name() == "postgresql":
        kwargs["connect_args"] = {
            "connect_timeout": CONNECT_TIMEOUT,
            **PG_KEEPALIVE_ARGS,
            **kwargs.get("connect_args", {}),
        }
    engine = create_engine(u, **kwargs)
    _log_connections(engine)
    return engine


def _sqlite_folder(folder: Path, url: str) -> None:
    """The app's own data folder is made on first start; any other folder must exist: a typo in ``--db``
    would otherwise make a new, empty database somewhere (and every folder on the way) without a word."""
    if folder.is_dir():
        return
    if folder.resolve() == default_folder().resolve():
        folder.mkdir(parents=True, exist_ok=True)
        return
    from its_desktop.domain.i18n import _

    from .errors import DatabaseUnavailable

    raise DatabaseUnavailable(_("folder {folder} does not exist: not created").format(folder=folder), url)


def _log_connections(engine: Engine) -> None:
    """The database's lifecycle in the log: which one (never its password), each connection opened."""
    shown = engine.url.render_as_string(hide_password=True)
    log.info("database: %s", shown)
    event.listen(engine, "connect", lambda *_: log.debug("database: connection opened to %s", shown))


def writer(engine: Engine) -> Engine:
    """The same engine (same pool) whose transactions are meant to write: on SQLite they start with
    ``BEGIN IMMEDIATE``; elsewhere nothing changes."""
    return engine.execution_options(**{_WRITE_OPTION: True})


def _sqlite_events(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        # SQLAlchemy emits BEGIN itself (see "begin" below): sqlite3's legacy mode skips it
        # before SELECT and DDL, which breaks repeatable reads and transactional migrations.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.execute("PRAGMA foreign_keys=ON")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):
        immediate = conn.get_execution_options().get(_WRITE_OPTION)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def alembic_config(target: str | Engine | None = None) -> Config:
    """An Alembic configuration without ``alembic.ini``: the migrations shipped in the package and
    the database ``target`` (a URL, an :class:`Engine`, or ``None`` for :func:`default_url`)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    # env.py reads these attributes (not the ini-style options, whose '%' interpolation would
    # mangle URL-encoded passwords).
    if isinstance(target, Engine):
        cfg.attributes["engine"] = target
    else:
        cfg.attributes["url"] = default_url(target)
    return cfg


def upgrade(target: str | Engine | None = None, revision: str = "head") -> None:
    """Run the migrations up to ``revision`` (default: the newest) on ``target``."""
    if revision == "head":
        engine, owned = _engine_for(target)
        try:
            if _at_head(engine):
                return  # nothing to run (Alembic would find the same, once imported)
        finally:
            if owned:
                engine.dispose()

    def run(cfg: Config) -> None:
        from alembic import command

        command.upgrade(cfg, revision)

    _run(target, run)


def _at_head(engine: Engine) -> bool:
    """Whether the database's recorded revision is the newest one shipped (one small read; False when the
    table is missing or unreadable, and Alembic then decides)."""
    try:
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    except SQLAlchemyError:
        return False
    return rows == [SCHEMA_HEAD]


def downgrade(target: str | Engine | None, revision: str) -> None:
    """Undo migrations down to ``revision`` (``"base"``: an empty schema)."""
    from alembic import command

    _run(target, lambda cfg: command.downgrade(cfg, revision))


def current_revision(target: str | Engine | None = None) -> str | None:
    """The revision the database is at (``None`` for an empty database)."""
    from alembic.runtime.migration import MigrationContext

    engine, owned = _engine_for(target)
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    finally:
        if owned:
            engine.dispose()


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    assert head is not None
    return head


def _engine_for(target: str | Engine | None) -> tuple[Engine, bool]:
    if isinstance(target, Engine):
        return target, False
    return make_engine(target), True


def _run(target: str | Engine | None, action) -> None:
    engine, owned = _engine_for(target)
    try:
        action(alembic_config(engine))
    finally:
        if owned:
            engine.dispose()
