"""``its-desktop backup``: a consistent copy while the app writes (the commits still in the ``-wal`` file
included, which a plain copy of the ``.sqlite3`` misses), one line and exit 2 for a target that is not a
regular file, and an old ``.part`` beside the target never in the way."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from its_desktop.persistence.events import Events


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=120)


def test_the_copy_holds_what_sits_in_the_write_ahead_log(tmp_path):
    db = tmp_path / "event.sqlite3"
    url = f"sqlite:///{db}"
    with Events.open(url) as events:  # held open: its commits stay in the -wal file (no checkpoint at close)
        ev = events.create_event("Wal open", "s16")
        for n in range(12):
            events.add_player(ev.id, f"Player {n}", who="t")
        assert (tmp_path / "event.sqlite3-wal").stat().st_size > 0
        plain = tmp_path / "plain.sqlite3"
        shutil.copyfile(db, plain)  # what the README warns against
        out = tmp_path / "copy.sqlite3"
        (tmp_path / "copy.sqlite3.part").write_bytes(b"left by an older version")
        done = run("--db", url, "backup", "-o", str(out))
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == f"Backup saved: {out}"
    with sqlite3.connect(plain) as con:  # the plain copy misses the log's commits
        stale = con.execute("SELECT count(*) FROM sqlite_master WHERE name = 'event_players'").fetchone()[0]
        stale_players = con.execute("SELECT count(*) FROM event_players").fetchone()[0] if stale else 0
    assert stale_players < 12
    with Events.open(f"sqlite:///{out}", migrate=False) as copy:
        assert len(copy.players(copy.list_events()[0].id)) == 12
    assert oct(out.stat().st_mode & 0o777) == "0o600"


def test_a_target_that_is_not_a_regular_file_is_one_line_and_exit_2(tmp_path):
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    with Events.open(url) as events:
        events.create_event("Fifo open", "s16")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "backup.sqlite3"
    link.symlink_to(fifo)
    done = run("--db", url, "backup", "-o", str(link))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == (f"its-desktop: --output: {link}: not saved: it is a link to {fifo}, which is a "
                                   "pipe (FIFO), not a regular file")
    assert fifo.is_fifo() and link.is_symlink()


def test_event_export_to_a_link_to_a_device_says_so_once(tmp_path):
    """The line named the file and "not saved" twice ("x: not saved: x: not saved: it is a link…")."""
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    with Events.open(url) as events:
        event_id = events.create_event("Link open", "s16").id
    link = tmp_path / "event.json"
    link.symlink_to("/dev/zero")
    done = run("--db", url, "event", "export", "-o", str(link), str(event_id))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == (f"its-desktop: {link}: not saved: it is a link to /dev/zero, which is a device, "
                                   "not a regular file")
    assert link.is_symlink() and Path("/dev/zero").is_char_device()
