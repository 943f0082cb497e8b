"""Stations opening one new database at the same moment, and every way a connection can fail."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from its_desktop.cli import main
from its_desktop.persistence.errors import DatabaseUnavailable
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games

OPEN_AT = """
import sys, time
from its_desktop.persistence.games import Games
start = float(sys.argv[2])
while time.time() < start:
    pass
g = Games.open(sys.argv[1])
g.create_game("s16/supremacy", 300, "Ana", "Ben")
g.close()
"""


def _open_together(url: str, n: int = 4) -> list[subprocess.CompletedProcess]:
    start = time.time() + 2.0  # every process imported and waiting before the first one connects
    procs = [subprocess.Popen([sys.executable, "-c", OPEN_AT, url, str(start)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(n)]
    out = []
    for p in procs:
        stdout, stderr = p.communicate(timeout=120)
        out.append(subprocess.CompletedProcess(p.args, p.returncode, stdout, stderr))
    return out


def test_four_processes_open_one_new_database_at_once(any_url):
    results = _open_together(any_url)
    failures = [r.stderr.strip().splitlines()[-1] for r in results if r.returncode != 0]
    assert not failures, failures
    with Games.open(any_url) as games:
        assert len(games.list_games()) == 4


def test_a_server_that_is_not_there_is_one_line_with_the_password_masked():
    url = "postgresql+psycopg://ana:hunter2secret@127.0.0.1:1/its"
    with pytest.raises(DatabaseUnavailable) as err:
        Games.open(url)
    msg = str(err.value)
    assert "\n" not in msg and "hunter2secret" not in msg
    assert msg.startswith("cannot connect to postgresql+psycopg://ana:***@127.0.0.1:1/its: ")
    assert "refuses the connection" in msg


@pytest.mark.parametrize("url, expected", [
    ("postgresql+psycopg://ana:hunter2secret@no-such-host.invalid/its", "no-such-host.invalid"),
    ("postgresql+psycopg://ana:hunter2secret@127.0.0.1:99999/its", "port"),
    ("sqlite:////proc/no-such-folder/its.sqlite3", "folder /proc/no-such-folder does not exist: not created"),
    ("mysql://ana:hunter2secret@host/its", "driver"),
])
def test_bad_hosts_ports_and_paths_on_the_command_line(url, expected, capsys):
    code = main(["--db", url, "overlay", "--port", "0", "--check"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("its-desktop: database: ") and err.count("\n") == 1, err
    assert expected in err and "hunter2secret" not in err and "Traceback" not in err


@pytest.mark.server
def test_a_wrong_password_is_named_and_masked(pg_cluster, pg_server, capsys):
    """The test cluster trusts everyone; one role is made to need a password (scram) for this test."""
    pg_cluster.sql("DO $$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'its_pw') THEN "
                   "CREATE ROLE its_pw LOGIN PASSWORD 'the-right-one'; END IF; END$$")
    hba = pg_cluster.datadir / "pg_hba.conf"
    text = hba.read_text()
    if "its_pw" not in text:
        hba.write_text("host all its_pw 127.0.0.1/32 scram-sha-256\n" + text)
        pg_cluster.sql("SELECT pg_reload_conf()")
        time.sleep(0.5)
    good = f"postgresql+psycopg://its_pw:the-right-one@127.0.0.1:{pg_cluster.port}/its_test"
    Events.open(good, migrate=False).close()
    bad = good.replace("the-right-one", "wrong-secret")
    with pytest.raises(DatabaseUnavailable) as err:
        Events.open(bad)
    assert "the user name or the password is wrong" in str(err.value)  # the driver's English, in our words
    assert "wrong-secret" not in str(err.value) and "its_pw:***@" in str(err.value)
    assert main(["--db", bad, "overlay", "--port", "0", "--check"]) == 2
    line = capsys.readouterr().err
    assert line.startswith("its-desktop: database: cannot connect to ") and "wrong-secret" not in line


def test_a_new_sqlite_database_is_migrated_in_one_transaction(tmp_path):
    """Alembic commits after each revision on SQLite unless told otherwise; between two of those commits a
    second station could take the write lock and run the next revision too ("table events already
    exists"). The whole upgrade must be one transaction, holding the lock from the first revision to head."""
    from sqlalchemy import event

    from its_desktop.persistence.engine import make_engine, upgrade

    engine = make_engine(f"sqlite:///{tmp_path / 'new.db'}")
    commits = []
    event.listen(engine, "commit", lambda _conn: commits.append(1))
    upgrade(engine)
    engine.dispose()
    assert len(commits) == 1
