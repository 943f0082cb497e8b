"""A PostgreSQL server stopped in the middle of a write and started again: a cluster of its own (the
session's shared one must keep running for every other test), started like the session's, and a hook that
stops it (``pg_ctl stop -m immediate``: a crash, not a polite shutdown) just before the next statement
that writes reaches it."""

from __future__ import annotations

import itertools
import re

import pytest
from sqlalchemy import event

from tests.databases import PgCluster, start_cluster, stop_cluster

_numbers = itertools.count(1)
_WRITES = re.compile(r"^\s*(INSERT|UPDATE|DELETE)\b", re.IGNORECASE)


def stop(cluster: PgCluster) -> None:
    cluster.run("pg_ctl", "stop", "-D", str(cluster.datadir), "-m", "immediate", "-w")


def start(cluster: PgCluster) -> None:
    # synchronous_commit on (the suite's cluster turns it off for speed): a commit the client heard of is
    # in the write-ahead log before the server is killed, as on a real server.
    opts = (f"-p {cluster.port} -k {cluster.root} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c synchronous_commit=on -c max_connections=50")
    cluster.run("pg_ctl", "start", "-w", "-t", "60", "-D", str(cluster.datadir), "-l",
                str(cluster.root / "server.log"), "-o", opts)


class Outage:
    """``arm()``: the next INSERT/UPDATE/DELETE on ``engine`` stops the server before it is sent."""

    def __init__(self, cluster: PgCluster, engine) -> None:
        self.cluster, self.engine = cluster, engine
        self.armed = False
        self.stopped = 0
        event.listen(engine, "before_cursor_execute", self._before)

    def arm(self) -> None:
        self.armed = True

    def _before(self, _conn, _cursor, statement, *_args) -> None:
        if self.armed and _WRITES.match(statement):
            self.armed = False
            stop(self.cluster)
            self.stopped += 1

    def restart(self) -> None:
        start(self.cluster)

    def close(self) -> None:
        event.remove(self.engine, "before_cursor_execute", self._before)


@pytest.fixture(scope="module")
def own_cluster():
    """A cluster this module may stop and start (a few seconds to make: only the outage tests use it)."""
    cluster = start_cluster()
    cluster.run("pg_ctl", "stop", "-D", str(cluster.datadir), "-m", "fast", "-w")
    start(cluster)
    try:
        yield cluster
    finally:
        try:
            start(cluster)  # stopped by a failed test: pg_ctl stop needs it running
        except RuntimeError:
            pass
        stop_cluster(cluster)


@pytest.fixture
def outage_url(own_cluster):
    """A fresh database on the stoppable cluster."""
    n = next(_numbers)
    own_cluster.sql(f"CREATE DATABASE outage{n}")
    return own_cluster.url(f"outage{n}")


