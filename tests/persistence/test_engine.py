"""Where the database is and how connections are set up."""

from __future__ import annotations

from pathlib import Path

import pytest
from platformdirs import user_data_dir
from sqlalchemy import text
from sqlalchemy.pool import NullPool

from its_desktop.persistence import engine as db


def test_default_url_is_an_sqlite_file_in_the_user_data_folder(monkeypatch):
    monkeypatch.delenv("ITS_DESKTOP_DB", raising=False)
    url = db.default_url()
    assert url == f"sqlite:///{Path(user_data_dir('its-desktop', appauthor=False)) / 'its-desktop.sqlite3'}"


def test_environment_and_explicit_urls_override(monkeypatch, tmp_path):
    monkeypatch.setenv("ITS_DESKTOP_DB", "postgresql+psycopg://its:pw@db.local/event")
    assert db.default_url() == "postgresql+psycopg://its:pw@db.local/event"
    assert db.default_url("sqlite:///x.db") == "sqlite:///x.db"  # --db beats the environment
    assert db.default_url("postgres://h/e") == "postgresql+psycopg://h/e"
    assert db.default_url("postgresql://h/e") == "postgresql+psycopg://h/e"
    assert db.default_url(str(tmp_path / "a.db")) == f"sqlite:///{tmp_path / 'a.db'}"


def test_sqlite_connections_use_wal_and_foreign_keys(tmp_path):
    (tmp_path / "sub" / "dir").mkdir(parents=True)  # only the app's own data folder is made (test_db_folder)
    engine = db.make_engine(f"sqlite:///{tmp_path / 'sub' / 'dir' / 'x.db'}")
    try:
        conns = [engine.connect() for _ in range(3)]  # every pooled connection, not just the first
        for conn in conns:
            assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
            assert conn.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
            conn.close()
    finally:
        engine.dispose()


def test_sqlite_writers_begin_immediate(tmp_path):
    """A write transaction takes the write lock at BEGIN, so a second writer waits at its BEGIN
    rather than failing after it has read (SQLITE_BUSY_SNAPSHOT)."""
    engine = db.make_engine(f"sqlite:///{tmp_path / 'x.db'}", connect_args={"timeout": 0.2})
    try:
        with engine.begin() as conn:
            conn.execute(text("CREATE TABLE t (x INTEGER)"))
        w = db.writer(engine)
        with w.begin() as first:
            first.execute(text("SELECT 1"))  # holds the write lock already
            with engine.begin() as reader:  # plain readers are not blocked (WAL)
                assert reader.execute(text("SELECT count(*) FROM t")).scalar() == 0
            with pytest.raises(Exception, match="locked"):
                with w.begin() as second:
                    second.execute(text("SELECT 1"))
    finally:
        engine.dispose()


def test_postgresql_engines_pre_ping():
    pytest.importorskip("psycopg")
    engine = db.make_engine("postgresql+psycopg://u@127.0.0.1:1/x")
    assert engine.pool._pre_ping is True
    engine.dispose()


@pytest.mark.server
def test_postgresql_pool_survives_dropped_connections(pg_server):
    """A station keeps working after the server drops its connections (pool_pre_ping)."""
    engine = db.make_engine(pg_server)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("SELECT 1")).scalar() == 1
            pid = conn.execute(text("SELECT pg_backend_pid()")).scalar()
        killer = db.make_engine(pg_server, poolclass=NullPool)
        with killer.begin() as conn:
            assert conn.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid}).scalar() is True
        killer.dispose()
        with engine.connect() as conn:  # the pooled connection is dead: pre-ping replaces it
            assert conn.execute(text("SELECT pg_backend_pid()")).scalar() != pid
    finally:
        engine.dispose()


@pytest.mark.server
def test_postgresql_connections_carry_keepalives_and_a_send_timeout(pg_server):
    """An open connection notices a silent network loss: libpq got the keepalive settings."""
    engine = db.make_engine(pg_server)
    try:
        with engine.connect() as conn:
            params = conn.connection.dbapi_connection.info.get_parameters()
        for name, value in db.PG_KEEPALIVE_ARGS.items():
            assert params.get(name) == str(value), name
    finally:
        engine.dispose()
