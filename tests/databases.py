"""Database fixtures: a SQLite file per test, and a real, throwaway PostgreSQL cluster, one for the whole
test session (``tests/conftest.py`` makes them every folder's fixtures: a conftest of a sub-folder that
imported them would start a cluster of its own).

``pg_cluster`` (session) finds the PostgreSQL server binaries (``pg_config --bindir``,
``/usr/lib/postgresql/<newest>/bin``, or ``initdb`` on PATH), runs ``initdb`` into a fresh temp
dir and starts it with ``pg_ctl`` on a free 127.0.0.1 port, its unix socket in the same dir,
fsync off (a test cluster: speed over durability). PostgreSQL refuses to run as root, so as
root the cluster is owned and run by the ``postgres`` system user (created if missing). The
fixture yields the cluster; ``pg_server`` (session) creates one database on it and gives its URL, and
``pg_url`` gives each test its own empty schema in that database. The cluster is stopped and its
files deleted at the end of the session.

Without the binaries the server tests skip, which ``tests/conftest.py`` turns into failures on
CI (CI=true): ``scripts/test.sh`` installs the Debian package ``postgresql`` when missing.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from its_desktop.persistence.games import Games

PG_USER = "postgres"  # the database superuser (and, as root, the OS user running the cluster)


def find_pg_bindir() -> Path | None:
    candidates: list[Path] = []
    env = os.environ.get("ITS_PG_BINDIR")
    if env:
        candidates.append(Path(env))
    pg_config = shutil.which("pg_config")
    if pg_config:
        try:
            out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, timeout=10)
            candidates.append(Path(out.stdout.strip()))
        except (OSError, subprocess.SubprocessError):
            pass

    def version(p: str) -> float:
        try:
            return float(Path(p).parent.name)
        except ValueError:
            return 0.0

    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version, reverse=True)]
    initdb = shutil.which("initdb")
    if initdb:
        candidates.append(Path(initdb).parent)
    for c in candidates:
        if (c / "initdb").is_file() and (c / "pg_ctl").is_file() and (c / "postgres").is_file():
            return c
    return None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class PgCluster:
    bindir: Path
    root: Path
    port: int
    run_as: pwd.struct_passwd | None  # the OS user running the server (None: ourselves)

    @property
    def datadir(self) -> Path:
        return self.root / "data"

    def url(self, dbname: str = "postgres") -> str:
        return f"postgresql+psycopg://{PG_USER}@127.0.0.1:{self.port}/{dbname}"

    def run(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
        kw = {}
        if self.run_as is not None:
            kw = {"user": self.run_as.pw_uid, "group": self.run_as.pw_gid, "extra_groups": [],
                  "env": {**os.environ, "HOME": str(self.root), "USER": self.run_as.pw_name}}
        proc = subprocess.run([str(self.bindir / args[0]), *args[1:]], capture_output=True, text=True,
                              timeout=timeout, cwd=self.root, **kw)
        if proc.returncode != 0:
            log = self.root / "server.log"
            tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
            raise RuntimeError(f"{args[0]} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}\n{tail}")
        return proc

    def sql(self, statement: str, dbname: str = "postgres") -> None:
        with psycopg_connect(self, dbname) as conn:
            conn.execute(statement)


def _server_user() -> pwd.struct_passwd | None:
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam(PG_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--user-group", "--no-create-home",
                        "--shell", "/usr/sbin/nologin", PG_USER], check=True, capture_output=True)
        return pwd.getpwnam(PG_USER)


def start_cluster() -> PgCluster:
    bindir = find_pg_bindir()
    if bindir is None:
        pytest.skip("PostgreSQL server binaries not found (Debian package 'postgresql'; "
                    "scripts/test.sh installs it)")
    run_as = _server_user()
    root = Path(tempfile.mkdtemp(prefix="its-pg-"))  # short: the socket path must fit 107 bytes
    if run_as is not None:
        os.chown(root, run_as.pw_uid, run_as.pw_gid)
    cluster = PgCluster(bindir, root, 0, run_as)
    try:
        cluster.run("initdb", "-D", str(cluster.datadir), "-U", PG_USER, "-A", "trust", "-E", "UTF8",
                    "--locale=C", "--no-sync", "--no-instructions")
        for attempt in range(5):  # the free port may be taken before the server binds it
            cluster.port = free_port()
            opts = (f"-p {cluster.port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off "
                    "-c synchronous_commit=off -c full_page_writes=off -c max_connections=50")
            try:
                cluster.run("pg_ctl", "start", "-w", "-t", "60", "-D", str(cluster.datadir),
                            "-l", str(root / "server.log"), "-o", opts)
                break
            except RuntimeError:
                if attempt == 4:
                    raise
        return cluster
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise


def stop_cluster(cluster: PgCluster) -> None:
    try:
        cluster.run("pg_ctl", "stop", "-D", str(cluster.datadir), "-m", "immediate", "-w")
    finally:
        shutil.rmtree(cluster.root, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_cluster():
    cluster = start_cluster()
    try:
        yield cluster
    finally:
        stop_cluster(cluster)


@pytest.fixture(scope="session")
def pg_server(pg_cluster):
    """The URL of a database on the throwaway cluster (shared by the session)."""
    pg_cluster.sql("CREATE DATABASE its_test")
    return pg_cluster.url("its_test")


_schema_numbers = itertools.count(1)


@pytest.fixture
def pg_url(pg_cluster, pg_server):
    """A fresh, empty schema for one test in the session's database: the URL sets its
    ``search_path``, so everything (``alembic_version`` too) lives there. (A schema is made in
    milliseconds; a new database takes a few hundred.)"""
    schema = f"t{next(_schema_numbers)}"
    with psycopg_connect(pg_cluster, "its_test") as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    return f"{pg_server}?options=-csearch_path%3D{schema}"


def psycopg_connect(cluster: PgCluster, dbname: str):
    import psycopg

    return psycopg.connect(host="127.0.0.1", port=cluster.port, user=PG_USER, dbname=dbname, autocommit=True)


@pytest.fixture
def sqlite_url(tmp_path):
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.server)])
def any_url(request):
    """The same test on an SQLite file and on the PostgreSQL cluster (marked ``server``)."""
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("pg_url")


@pytest.fixture
def games(any_url):
    games = Games.open(any_url)
    yield games
    games.close()
