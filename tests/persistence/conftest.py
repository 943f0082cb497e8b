"""The database fixtures live in ``tests/databases.py`` (every folder's, one PostgreSQL cluster per session);
the helpers are here too for the modules that import them from this place."""

from tests.databases import PG_USER, PgCluster, find_pg_bindir, psycopg_connect, start_cluster, stop_cluster

__all__ = ["PG_USER", "PgCluster", "find_pg_bindir", "psycopg_connect", "start_cluster", "stop_cluster"]
