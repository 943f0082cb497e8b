"""GUI fixtures: a real MainWindow on the offscreen platform, with settings kept out of the user's."""

import pytest
from PySide6.QtCore import QCoreApplication, QSettings


@pytest.fixture
def settings(tmp_path):
    """QSettings in the test's own folder, empty: no test reads or writes the user's settings."""
    QCoreApplication.setOrganizationName("its-desktop-tests")
    QCoreApplication.setApplicationName("its-desktop-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()


@pytest.fixture
def window(qtbot, settings, monkeypatch):
    from its_desktop.ui import i18n
    from its_desktop.ui.main_window import MainWindow

    # As the app starts: its language installed first. English too has a catalog (its plural forms: "2
    # values", not "2 value(s)"), which a test run alone would otherwise miss.
    i18n.install("en")
    w = MainWindow()
    monkeypatch.setattr(w, "_maybe_keep_changes", lambda: True)  # no modal "save changes?" in tests
    monkeypatch.setattr(w, "may_set_game_aside", lambda: True)  # nor "set the recorded game aside?" (its own tests
    # take the patch off: tests/gui/test_keyboard_traps.py)
    qtbot.addWidget(w)
    w.showNormal()  # a test picks its size: not maximized as on a small screen (the offscreen one is 800x800)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.ready, timeout=10000)  # the library loads after the first paint
    return w


@pytest.fixture
def db(tmp_path, window):
    """The window's recorded games in a SQLite file of the test's own (eight test files shared this)."""
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    window.tally_actions.db_url = url
    return url


@pytest.fixture(autouse=True)
def no_missing_values_question(monkeypatch):
    """Ending a game with values never entered asks which (a modal box); the tests that end games for other
    reasons go on without it, as "_maybe_keep_changes" above. Its own tests put ``missing_ask.ask`` back
    (tests/gui/test_missing_values_window.py)."""
    from its_desktop.ui.tally import missing_ask

    monkeypatch.setattr(missing_ask, "settled", lambda parent, model: True)


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test that switches the interface to French or Spanish leaves English behind it: the
    translators are application-wide, so a language left installed would change later tests' texts."""
    yield
    from its_desktop.ui import i18n

    if i18n.current_language() != "en":
        i18n.install("en")


@pytest.fixture
def tournament(qtbot, settings):
    """``make(url, size)``: a tournament window on ``url`` with scripted prompts, closed after the test (the
    one factory every tournament-window test file uses)."""
    from its_desktop.ui.tournament.window import TournamentWindow

    from .test_tournament_window import ScriptedPrompts

    made = []

    def make(url, size=(1180, 760)):
        w = TournamentWindow(url)
        w.prompts = ScriptedPrompts()
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.dispose()
