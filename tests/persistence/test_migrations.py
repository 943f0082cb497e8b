"""The hand-written Alembic migrations: empty database → head, the schema they make matches the
models, the database itself enforces the constraints, and downgrade base → upgrade head works."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.exc import IntegrityError

from its_desktop.persistence import engine as db
from its_desktop.persistence.models import Base

from .test_events import EVENT_TABLES

TABLES = {
    "games": {"id", "mission", "points", "season", "player_a", "player_b", "created_at", "updated_at",
              "round_reached", "turn_reached", "end_reason", "version"},
    "entries": {"id", "game_id", "player", "key", "round", "value", "source", "sealed", "created_at",
                "updated_at"},
    "snapshots": {"id", "game_id", "round", "itstable", "created_at"},
    "changes": {"id", "game_id", "player", "key", "round", "old", "new", "source", "sealed", "who", "at",
                "why"},
    "game_tables": {"game_id", "itstable", "round", "turn", "station", "updated_at", "version"},
    "game_setups": {"game_id", "faction_a", "faction_b", "deploys_first"},
}
HEAD = "0007_event_layouts"
NOW = "'2025-01-01 10:00:00'"


def table_columns(engine) -> dict[str, set[str]]:
    insp = inspect(engine)
    return {t: {c["name"] for c in insp.get_columns(t)} for t in insp.get_table_names()}


def test_empty_database_to_head_and_back(any_url):
    engine = db.make_engine(any_url)
    try:
        assert db.current_revision(engine) is None
        db.upgrade(engine)
        assert db.current_revision(engine) == db.head_revision() == HEAD
        cols = table_columns(engine)
        assert {t: cols[t] for t in TABLES} == TABLES
        assert set(cols) == set(TABLES) | set(EVENT_TABLES) | {"alembic_version"}

        with engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), Base.metadata)
        assert diff == [], f"migrations and models differ: {diff}"

        db.downgrade(engine, "base")
        assert db.current_revision(engine) is None
        assert set(table_columns(engine)) <= {"alembic_version"}

        db.upgrade(engine)
        assert db.current_revision(engine) == HEAD
        assert {t: table_columns(engine)[t] for t in TABLES} == TABLES
        db.upgrade(engine)  # already at head: nothing to do
    finally:
        engine.dispose()


def test_upgrade_by_url_is_idempotent(any_url):
    db.upgrade(any_url)
    db.upgrade(any_url)
    assert db.current_revision(any_url) == HEAD


@pytest.mark.parametrize("sql", [
    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, updated_at) "
    f"VALUES (1, 'C', 'vp', NULL, '1', 'table', false, {NOW}, {NOW})",
    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, updated_at) "
    f"VALUES (1, 'A', 'vp', 11, '1', 'table', false, {NOW}, {NOW})",  # past domain.bounds.GAME_ROUNDS
    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, updated_at) "
    f"VALUES (1, 'A', 'vp', NULL, '1', 'guess', false, {NOW}, {NOW})",
    # a second whole-game entry for the same key (round NULL): the partial unique index
    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, updated_at) "
    f"VALUES (1, 'A', 'op', NULL, '2', 'table', false, {NOW}, {NOW})",
    # a second round-2 entry for the same key: the unique constraint
    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, updated_at) "
    f"VALUES (1, 'A', 'op', 2, '2', 'table', false, {NOW}, {NOW})",
    # no such game: the foreign key (SQLite enforces it because every connection turns it on)
    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, updated_at) "
    f"VALUES (42, 'A', 'vp', NULL, '1', 'table', false, {NOW}, {NOW})",
    f"INSERT INTO snapshots (game_id, round, itstable, created_at) VALUES (1, 0, '{{}}', {NOW})",
    "INSERT INTO changes (game_id, player, key, round, old, new, source, sealed, who, at) "
    f"VALUES (1, 'B', 'vp', NULL, NULL, '1', 'table', false, '', {NOW})",
    "INSERT INTO games (mission, points, season, player_a, player_b, created_at, updated_at, version, "
    f"turn_reached) VALUES ('s16/x', 300, 's16', 'a', 'b', {NOW}, {NOW}, 1, 'C')",
    "INSERT INTO games (mission, points, season, player_a, player_b, created_at, updated_at, version) "
    f"VALUES ('s16/x', 0, 's16', 'a', 'b', {NOW}, {NOW}, 1)",
    f"INSERT INTO game_tables (game_id, itstable, round, turn, station, updated_at, version) "
    f"VALUES (1, '{{}}', 11, 'A', 's', {NOW}, 1)",
    f"INSERT INTO game_tables (game_id, itstable, round, turn, station, updated_at, version) "
    f"VALUES (1, '{{}}', 1, 'C', 's', {NOW}, 1)",
    f"INSERT INTO game_tables (game_id, itstable, round, turn, station, updated_at, version) "
    f"VALUES (42, '{{}}', 1, 'A', 's', {NOW}, 1)",
], ids=["player", "round", "source", "whole-game-unique", "round-unique", "foreign-key",
        "snapshot-round", "who", "turn", "points", "table-round", "table-turn", "table-game"])
def test_the_database_enforces_the_constraints(any_url, sql):
    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine)
        with engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO games (id, mission, points, season, player_a, player_b, created_at, updated_at, "
                f"version) VALUES (1, 's16/supremacy', 300, 's16', 'a', 'b', {NOW}, {NOW}, 1)"))
            for rnd in ("NULL", "2"):
                conn.execute(text(
                    "INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, "
                    f"updated_at) VALUES (1, 'A', 'op', {rnd}, '1', 'table', false, {NOW}, {NOW})"))
        with pytest.raises(IntegrityError):
            with engine.begin() as conn:
                conn.execute(text(sql))
    finally:
        engine.dispose()


def test_game_table_revision_up_and_down_keeps_the_games(any_url):
    """0002 → 0003_game_table → 0002 with a game in it: the game stays, its table row comes and goes."""
    from its_desktop.persistence.games import Games

    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine, "0002")
        with Games(engine) as games:
            g = games.create_game("s16/frostbyte", 300, "Ana", "Ben")
        db.upgrade(engine, HEAD)
        games = Games(engine)
        games.save_table(g.id, {"format": "itstable", "round": 2, "turn": "B"}, "ana@host")
        assert (games.table(g.id).round, games.table(g.id).turn) == (2, "B")
        db.downgrade(engine, "0002")
        assert "game_tables" not in table_columns(engine)
        assert Games(engine).get_game(g.id).player_a == "Ana"
        db.upgrade(engine, HEAD)
        assert Games(engine).table(g.id) is None
    finally:
        engine.dispose()


def test_offline_sql_renders_for_postgresql(capsys):
    """``alembic upgrade --sql`` works from the code-built configuration (for a DBA to review)."""
    from alembic import command

    command.upgrade(db.alembic_config("postgresql+psycopg://u@localhost/x"), "head", sql=True)
    out = capsys.readouterr().out
    assert "CREATE TABLE games" in out and "WHERE round IS NULL" in out
    assert "ALTER TABLE entries ADD CONSTRAINT ck_entries_ck_entries_round_range CHECK (round BETWEEN 1 AND 10)" in out


def test_0003_to_0004_organizer_keeps_the_players_and_back(any_url):
    from its_desktop.persistence.events import Events

    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine, "0003_game_table")
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO events (name, season, extras, points, round_minutes, created_at, "
                              f"updated_at, version) VALUES ('Old', 's16', '[]', 300, 120, {NOW}, {NOW}, 1)"))
            conn.execute(text("INSERT INTO event_players (event_id, name, lists, joined_round, created_at, "
                              f"updated_at, version) VALUES (1, 'Ana', '[]', 1, {NOW}, {NOW}, 1)"))
        db.upgrade(engine, "0004_organizer")
        assert db.current_revision(engine) == "0004_organizer"
        p = Events(engine).players(1)[0]
        assert (p.name, p.sectorial, p.checked_in, p.pending) == ("Ana", None, False, False)
        db.downgrade(engine, "0003_game_table")
        assert "checked_in" not in {c["name"] for c in inspect(engine).get_columns("event_players")}
        with engine.connect() as conn:
            assert conn.execute(text("SELECT name FROM event_players")).scalar() == "Ana"
    finally:
        engine.dispose()


def test_0004_to_0005_reports_adds_the_report_tables_and_back(any_url):
    from its_desktop.persistence.events import Events

    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine, "0004_organizer")
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO events (name, season, extras, points, round_minutes, created_at, "
                              f"updated_at, version) VALUES ('Old', 's16', '[]', 300, 120, {NOW}, {NOW}, 1)"))
        db.upgrade(engine, "0005_reports")
        assert db.current_revision(engine) == "0005_reports"
        events = Events(engine)
        token = events.event_token(1)
        assert events.resolve_event_token(token) == 1 and events.reports(1, 1) == []
        db.downgrade(engine, "0004_organizer")
        names = set(inspect(engine).get_table_names())
        assert not names & {"event_access", "table_access", "report_seats", "refused_claims", "form_tokens",
                            "event_reports"}
        with engine.connect() as conn:
            assert conn.execute(text("SELECT name FROM events")).scalar() == "Old"
    finally:
        engine.dispose()


def test_the_head_a_start_checks_without_alembic_is_alembics_head():
    # A database at SCHEMA_HEAD is not handed to Alembic at start: the constant must follow every new migration.
    assert db.SCHEMA_HEAD == db.head_revision()


def test_a_database_one_revision_behind_is_still_upgraded(any_url):
    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine)
        db.downgrade(engine, "0006_game_rounds")
        assert "event_layouts" not in inspect(engine).get_table_names()
        db.upgrade(engine)  # not at the head: the quick check hands it to Alembic
        assert db.current_revision(engine) == db.SCHEMA_HEAD
        assert "event_layouts" in inspect(engine).get_table_names()
    finally:
        engine.dispose()
