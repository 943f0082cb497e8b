"""Every score entry is committed as it is made: a station killed with SIGKILL mid-way loses
nothing it had reported as saved (SQLite WAL, synchronous=FULL)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time

from its_desktop.persistence.games import Games

WRITER = textwrap.dedent("""
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


def test_sigkill_mid_way_loses_no_committed_entry(sqlite_url, tmp_path):
    with Games.open(sqlite_url) as games:
        game_id = games.create_game("s16/supremacy", 300, "Ana", "Ben").id

    errors = tmp_path / "writer.stderr"
    with errors.open("w") as err:
        proc = subprocess.Popen([sys.executable, "-c", WRITER, sqlite_url, str(game_id)],
                                stdout=subprocess.PIPE, stderr=err, text=True)
    printed: list[int] = []
    try:
        deadline = time.monotonic() + 60
        while len(printed) < 60:
            line = proc.stdout.readline()
            assert line, f"writer died early: {errors.read_text()}"
            printed.append(int(line))
            assert time.monotonic() < deadline, "writer too slow"
        os.kill(proc.pid, signal.SIGKILL)  # mid-way: the writer is in its loop, maybe mid-transaction
        proc.wait(30)
        # Lines it printed before dying count too (read through the same buffered reader).
        printed += [int(x) for x in proc.stdout.read().split()]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL

    db_file = sqlite_url.removeprefix("sqlite:///")
    assert os.path.exists(db_file + "-wal")  # WAL mode, and the writer never got to checkpoint-close
    with Games.open(sqlite_url) as games:  # a new process-level open recovers from the WAL
        entries = {e.key: e for e in games.entries(game_id)}
        history = games.history(game_id)
    for i in printed:
        e = entries[f"obj-{i}"]
        assert (e.player, e.round, e.value) == ("AB"[i % 2], 1 + i % 3, {"n": i})
    # Nothing half-done: at most the one entry being written when killed is extra, and every
    # entry has exactly its audit row.
    assert len(entries) - len(printed) in (0, 1)
    assert len(history) == len(entries)
    with sqlite3.connect(db_file) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
