"""Storage failures become one typed error with one line ("Not saved: the disk is full"), on a real full
disk (a small tmpfs) and a real PostgreSQL server stopped in the middle of a write; what was committed
before stays, and the same write succeeds once the disk has room or the server is back."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games
from its_desktop.persistence.storage import DISK_FULL, UNREACHABLE, StorageFailure
from tests.pg_outage import Outage


def _entries(games: Games, game_id: int) -> dict[str, object]:
    return {e.key: e.value for e in games.entries(game_id)}


def test_a_full_disk_under_sqlite_says_disk_full_and_the_retry_saves(small_disk):
    url = f"sqlite:///{small_disk.root / 'games.sqlite3'}"
    with Games.open(url) as games:
        gid = games.create_game("s16/supremacy", 300, "Ana", "Ben").id
        games.set_entry(gid, "A", "kept", 1, 1, "table", "t")
        small_disk.fill()
        with pytest.raises(StorageFailure) as caught:
            for i in range(200):  # the write-ahead log has some room left in its pages: write until it is full
                games.set_entry(gid, "A", f"big-{i}", 1, "x" * 4000, "table", "t")
        assert caught.value.kind == DISK_FULL
        assert str(caught.value) == "Not saved: the disk is full"
        assert isinstance(caught.value, ValueError)  # every window's save path shows a ValueError and keeps the entry
        failed = i
        small_disk.free()
        games.set_entry(gid, "A", f"big-{failed}", 1, "x" * 4000, "table", "t")  # the same write, again
        stored = _entries(games, gid)
    assert stored["kept"] == 1 and stored[f"big-{failed}"] == "x" * 4000
    assert all(f"big-{n}" in stored for n in range(failed))  # nothing committed before was lost


def test_a_full_disk_under_an_event_says_disk_full_for_results_and_registration(small_disk):
    url = f"sqlite:///{small_disk.root / 'event.sqlite3'}"
    with Events.open(url) as events:
        ev = events.create_event("Full disk open", "s16")
        events.add_player(ev.id, "Ana", who="t")
        small_disk.fill()
        with pytest.raises(StorageFailure) as caught:
            for i in range(400):
                events.add_player(ev.id, f"Player {i} " + "x" * 60, club="y" * 200, who="t")
        assert caught.value.kind == DISK_FULL
        small_disk.free()
        events.add_player(ev.id, f"Player {i} " + "x" * 60, club="y" * 200, who="t")
        names = {p.name for p in events.players(ev.id)}
    assert "Ana" in names and f"Player {i} " + "x" * 60 in names and len(names) == i + 2


def test_a_backup_on_a_full_disk_says_so_and_leaves_nothing(small_disk, tmp_path):
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    with Events.open(url) as events:
        ev = events.create_event("Backup open", "s16")
        for n in range(30):
            events.add_player(ev.id, f"Player {n}", club="c" * 100, who="t")
        small_disk.fill()
        out = small_disk.root / "backup.sqlite3"
        with pytest.raises(StorageFailure) as caught:
            events.backup(ev.id, out)
        assert caught.value.kind == DISK_FULL
        assert sorted(p.name for p in small_disk.root.iterdir()) == ["filler"]  # no temporary file left
        small_disk.free()
        (small_disk.root / "backup.sqlite3.part").write_bytes(b"half a backup from an older version")
        assert events.backup(ev.id, out) == out
    with Events.open(f"sqlite:///{out}", migrate=False) as copy:
        assert len(copy.players(copy.list_events()[0].id)) == 30


def test_a_backup_whose_copy_fails_midway_removes_its_temporary_file(small_disk, tmp_path):
    """Room for the free-space check, not for the copy: the online backup itself hits the full disk."""
    from its_desktop.persistence import backup

    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    with Events.open(url) as events:
        ev = events.create_event("Midway open", "s16")
        for n in range(300):
            events.add_player(ev.id, f"Player {n}", club="c" * 200, lists=["l" * 2000], who="t")
        small_disk.fill()
        out = small_disk.root / "backup.sqlite3"
        with pytest.raises(StorageFailure) as caught:
            backup.write_backup(out, 0, lambda tmp: backup.sqlite_copy(events.engine, tmp))  # skips the check
        assert caught.value.kind == DISK_FULL
    assert sorted(p.name for p in small_disk.root.iterdir()) == ["filler"]


@pytest.mark.server
def test_a_server_stopped_mid_write_says_unreachable_and_the_retry_saves(own_cluster, outage_url):
    with Games.open(outage_url) as games:
        gid = games.create_game("s16/supremacy", 300, "Ana", "Ben").id
        games.set_entry(gid, "A", "before", 1, 1, "table", "t")
        outage = Outage(own_cluster, games.engine)
        try:
            outage.arm()
            with pytest.raises(StorageFailure) as caught:
                games.set_entry(gid, "A", "during", 1, 2, "table", "t")
            assert caught.value.kind == UNREACHABLE and outage.stopped == 1
            assert str(caught.value) == "Not saved: the database server cannot be reached"
            with pytest.raises(StorageFailure):  # still down: the same line, not a driver error
                games.set_entry(gid, "A", "during", 1, 2, "table", "t")
            outage.restart()
            games.set_entry(gid, "A", "during", 1, 2, "table", "t")
        finally:
            outage.close()
        assert _entries(games, gid) == {"before": 1, "during": 2}


@pytest.mark.server
def test_the_command_line_prints_the_same_line_and_exits_2(own_cluster, outage_url, tmp_path):
    with Events.open(outage_url) as events:
        events.create_event("Cli open", "s16")
    own_cluster.run("pg_ctl", "stop", "-D", str(own_cluster.datadir), "-m", "immediate", "-w")
    try:
        done = subprocess.run([sys.executable, "-m", "its_desktop", "--db", outage_url, "backup", "-o",
                               str(tmp_path / "b.event.json")], capture_output=True, text=True, timeout=60)
    finally:
        from tests.pg_outage import start

        start(own_cluster)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and done.stderr.startswith("its-desktop: database: ")
    assert not list(tmp_path.iterdir())


KILLED_WRITER = textwrap.dedent("""
    import sys
    from its_desktop.persistence.games import Games

    games = Games.open(sys.argv[1], migrate=False)
    game_id = int(sys.argv[2])
    i = 0
    while True:  # until killed
        games.set_entry(game_id, "AB"[i % 2], f"obj-{i}", 1 + i % 3, {"n": i}, "table", "station-1")
        print(i, flush=True)  # only after set_entry returned, i.e. after COMMIT
        i += 1
""")


@pytest.mark.server
def test_sigkill_during_postgresql_writes_loses_nothing_committed(pg_url):
    with Games.open(pg_url) as games:
        gid = games.create_game("s16/supremacy", 300, "Ana", "Ben").id
    proc = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, pg_url, str(gid)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    printed: list[int] = []
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    while len(printed) < 40 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        printed.append(int(line))
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert len(printed) >= 40
    with Games.open(pg_url) as games:
        stored = {e.key for e in games.entries(gid)}
    assert {f"obj-{i}" for i in printed} <= stored


def test_a_backup_never_replaces_a_fifo_or_what_a_link_points_at(tmp_path):
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "link.sqlite3"
    link.symlink_to(fifo)
    with Events.open(url) as events:
        ev = events.create_event("Fifo open", "s16")
        for target in (fifo, link):
            with pytest.raises(OSError, match="not a regular file"):
                events.backup(ev.id, target)
    assert Path(fifo).is_fifo() and link.is_symlink()
