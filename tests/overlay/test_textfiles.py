"""Text files for OBS: replaced atomically, so a reader never sees a half-written or empty file."""

from __future__ import annotations

import threading

from its_desktop.web.textfiles import FILES, values, write_atomic


def test_a_reader_only_ever_sees_a_whole_file(tmp_path):
    path = tmp_path / "score_a.txt"
    contents = ["A" * 300_000, "B" * 150_000 + "\n" + "C" * 150_000]
    write_atomic(path, contents[0])
    seen: set[str] = set()
    bad: list[int] = []
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            text = path.read_text()
            if text not in contents:
                bad.append(len(text))
            seen.add(text[:1])

    reader = threading.Thread(target=read)
    reader.start()
    inodes = set()
    for i in range(300):
        write_atomic(path, contents[i % 2])
        inodes.add(path.stat().st_ino)
    stop.set()
    reader.join()
    assert not bad, f"partial reads of lengths {bad[:5]}"
    assert seen == {"A", "B"}
    assert len(inodes) > 1, "the file is replaced (renamed over), not rewritten in place"
    assert [p.name for p in tmp_path.iterdir()] == ["score_a.txt"]


def test_values_of_a_finished_game():
    game = {"players": {"A": {"name": "Ana", "faction": "PanOceania"}, "B": {"name": "Ben", "faction": None}},
            "op": {"A": {"total": 7}, "B": {"total": 3}}, "vp": {"A": 210.0, "B": 95.5}, "tp": {"A": 4, "B": 0},
            "finished": True, "round": 3, "rounds": 3, "mission_name": "Supremacy", "points": 300, "table": 4}
    v = values(game)
    assert set(v) == set(FILES)
    assert (v["name_a"], v["score_a"], v["score_b"], v["vp_b"], v["tp_a"]) == ("Ana", "7", "3", "95.5", "4")
    assert (v["round"], v["mission"], v["table"], v["faction_b"]) == ("Final", "Supremacy (300 pts)", "Table 4", "")
    assert values(None) == {name: "" for name in FILES}
