"""Stream → Write text files for OBS…: the files describe the game open in this window. A tester's French window
had game 1 open while the files said game 2 (played last in another window): a streamer read another table's
score."""

from __future__ import annotations

import pytest

from its_desktop.domain.itstable import TableDocument
from its_desktop.ui import stream_menu

pytestmark = pytest.mark.gui


def read(folder, name):
    path = folder / f"{name}.txt"
    return path.read_text(encoding="utf-8") if path.exists() else None


def test_the_text_files_follow_the_game_open_in_this_window(window, qtbot, tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'obs.sqlite3'}"
    acts, menu = window.tally_actions, window.stream_menu
    acts.db_url = menu.db_url = url
    menu.port = 0
    window.open_document(TableDocument("s16/supremacy", 300), None)
    first = acts.begin("Ana", "Ben")
    window.open_document(TableDocument("s16/frostbyte", 300), None)
    acts.begin("Cy", "Di")                                   # played last: the newest game in the database
    acts.load(first)                                         # …but this window shows game 1
    folder = tmp_path / "obs"
    folder.mkdir()
    monkeypatch.setattr(stream_menu.QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    menu.files_action.trigger()
    said = window.statusBar().currentMessage()
    assert menu.start()
    qtbot.waitUntil(lambda: read(folder, "name_a") == "Ana", timeout=3000)
    assert read(folder, "name_b") == "Ben" and "Supremacy" in read(folder, "mission")
    acts.load(first + 1)                                     # the window opens game 2: the files follow
    qtbot.waitUntil(lambda: read(folder, "name_a") == "Cy", timeout=3000)
    assert read(folder, "name_b") == "Di" and "Frostbyte" in read(folder, "mission")
    menu.stop()
    assert "follow the game open in this window" in said     # the choice says what the files describe
