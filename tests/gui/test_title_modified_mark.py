"""The title's "*" means "closing would lose something" (s40 trial of issue 27: a "*" stayed in the title all
through a recorded game, although the game stores every edit and closing asked nothing). The mark and the
question on closing follow one rule: an edit the game keeps shows no "*"; an edit nothing keeps shows one."""

from __future__ import annotations

import pytest

from its_desktop.domain.table import Trooper
from its_desktop.ui.main_documents import DocumentHandling

from .test_resume_game import new_window, record_a_game, shared_db  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui


def marked(w) -> bool:
    return " * — " in w.windowTitle()


def test_a_recorded_game_edit_leaves_no_mark_and_asks_nothing(qtbot, settings, shared_db, tmp_path):  # noqa: F811
    w = new_window(qtbot)
    w.resize(1366, 768)
    record_a_game(w)  # a round scored, then a trooper moved: both stored in the game
    assert not w.controller.undo.isClean()  # there are edits since the table was opened ...
    assert not marked(w), w.windowTitle()  # ... but the game keeps them: nothing to mark
    assert DocumentHandling._maybe_keep_changes(w)  # the real question: not asked, the table is kept
    w.controller.nudge(1.0, 0.0)
    assert not marked(w), w.windowTitle()
    w.grab().save(str(tmp_path / "title-recorded.png"))


def test_an_edit_nothing_keeps_is_marked(qtbot, settings, shared_db):  # noqa: F811
    w = new_window(qtbot)
    record_a_game(w)
    w.actions_.new.trigger()  # the game set aside: a plain untitled table, no file, no game
    assert not marked(w), w.windowTitle()
    w.controller.add_trooper(Trooper("a9", "A", 10, 10, 25, 20, name="Hac Tao"))
    assert marked(w), w.windowTitle()
    assert w.would_lose_changes()
