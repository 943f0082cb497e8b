"""Every score entry is committed as it is made: a station killed with SIGKILL mid-way loses
nothing it had reported as saved (SQLite WAL, synchronous=FULL)."""

from __future__ import annotations

import json
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


# -- the window: a recorded game killed mid-turn resumes where it was ----------------------------

PLAYING = textwrap.dedent("""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    from PySide6.QtCore import QCoreApplication
    app = QApplication([])
    QCoreApplication.setOrganizationName("its-desktop-kill-test")
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.table import Trooper
    from its_desktop.ui.main_window import MainWindow
    w = MainWindow(sys.argv[1])
    w.show()
    while not w.ready:
        app.processEvents()
    troopers = [Trooper(f"a{i}", "A", 4 + 3 * i, 6, 25, 20) for i in range(4)] + \\
               [Trooper(f"b{i}", "B", 4 + 3 * i, 40, 25, 20) for i in range(4)]
    w.open_document(TableDocument("s16/supremacy", 300, troopers=troopers), None)
    acts = w.tally_actions
    print("game", acts.begin("Ann", "Bob"), flush=True)
    acts.score_round()                                  # round 1 ended: round 2, turn A
    i = 0
    while True:                                         # until killed, mid-turn
        tid = f"{'ab'[i % 2]}{i % 4}"
        w.controller.move_trooper(tid, 5 + (i % 30), 10 + (i % 20))
        if i == 5:
            w.actions_.next_player_turn()               # round 2, turn B
        if i == 7:
            w.actions_._set_state(w.controller.doc.trooper("b1"), "dead")
        t = w.controller.doc.trooper(tid)
        print("edit", i, tid, t.x, t.y, w.controller.doc.round, w.controller.doc.turn, flush=True)
        app.processEvents()
        i += 1
""")

RESTART = textwrap.dedent("""
    import json, os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    from PySide6.QtCore import QCoreApplication
    app = QApplication([])
    QCoreApplication.setOrganizationName("its-desktop-kill-test")
    from its_desktop.ui.main_window import MainWindow
    w = MainWindow(sys.argv[1])
    w.show()
    while not w.ready:
        app.processEvents()
    w.tally_actions.load(int(sys.argv[2]))
    doc = w.controller.doc
    print(json.dumps({"round": doc.round, "turn": doc.turn, "box": [w.round_box.value(), w.turn_box.currentText()],
                      "troopers": {t.id: [t.x, t.y, t.state] for t in doc.troopers},
                      "rounds_completed": w.tally.rounds.value()}), flush=True)
""")


def test_a_recorded_game_killed_mid_turn_resumes_with_every_edit(sqlite_url, tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-c", PLAYING, sqlite_url], stdout=subprocess.PIPE, text=True, env=env)
    game_id, last = None, {}
    position: dict[str, tuple[float, float]] = {}
    try:
        for line in proc.stdout:
            word, *rest = line.split()
            if word == "game":
                game_id = int(rest[0])
                continue
            i, tid, x, y, rnd, turn = int(rest[0]), rest[1], float(rest[2]), float(rest[3]), int(rest[4]), rest[5]
            position[tid] = (x, y)
            last = {"round": rnd, "turn": turn}
            if i == 40:
                os.kill(proc.pid, signal.SIGKILL)
                break
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL and game_id is not None
    out = subprocess.run([sys.executable, "-c", RESTART, sqlite_url, str(game_id)], capture_output=True,
                         text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    resumed = json.loads(out.stdout.strip().splitlines()[-1])
    assert last == {"round": 2, "turn": "B"}
    assert (resumed["round"], resumed["turn"]) == (2, "B") and resumed["box"] == [2, "B"]
    assert resumed["rounds_completed"] == 1
    for tid, (x, y) in position.items():  # every edit printed (committed) before the kill is there
        assert resumed["troopers"][tid][:2] == [x, y], tid
    assert resumed["troopers"]["b1"][2] == "dead"
