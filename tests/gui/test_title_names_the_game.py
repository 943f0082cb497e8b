"""The window title names the recorded game open on the table, after starting it and after a restart reopened
it (s40 trial of issue 27: the title stayed "untitled — Transmission Matrix, 300" beside "Game 1 reopened where it
was left"); setting the game aside gives the table its own name back."""

from __future__ import annotations

import pytest

from .test_resume_game import new_window, record_a_game, shared_db  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(("lang", "game", "untitled"), [
    ("en", "Game {n}: Ann vs Bob", "untitled"), ("fr", "Partie {n} : Ann contre Bob", "sans titre"),
    ("es", "Partida {n}: Ann contra Bob", "sin título")])
def test_the_title_names_the_game_started_and_reopened(qtbot, settings, shared_db, lang, game, untitled):  # noqa: F811
    from its_desktop.ui import i18n

    i18n.install(lang)
    try:
        first = new_window(qtbot)
        game_id = record_a_game(first)
        expected = game.format(n=game_id)
        assert first.windowTitle().startswith(expected), first.windowTitle()
        first.close()
        again = new_window(qtbot)
        qtbot.waitUntil(lambda: again.tally_actions.session is not None, timeout=5000)
        title = again.windowTitle()
        assert title.startswith(expected) and untitled not in title, title
        again.actions_.new.trigger()  # another table: the game set aside, the title no longer names it
        assert again.windowTitle().startswith(untitled) and expected not in again.windowTitle()
    finally:
        i18n.install("en")
