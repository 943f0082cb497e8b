"""The welcome screen of a first run and the About box, on the real window."""

import os
from pathlib import Path

import pytest

from its_desktop import __version__
from its_desktop.ui.welcome import USUAL, maybe_welcome

pytestmark = pytest.mark.gui


def shot(tmp_path, name: str) -> str:
    folder = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return str(folder / name)


@pytest.fixture
def own_db(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'games.db'}"
    monkeypatch.setenv("ITS_DESKTOP_DB", url)
    return tmp_path / "games.db"


def test_the_welcome_screen_sets_language_units_and_the_first_table_once(window, qtbot, own_db, tmp_path):
    dialog = maybe_welcome(window)
    assert dialog is not None and dialog.isVisible()
    assert (dialog.scenario.currentData(), dialog.points.currentData()) == USUAL   # no games yet: the ITS usual
    # the whole path (breakable after its separators where the screen is narrower than the path)
    assert dialog.storage.text().replace("\u200b", "") == dialog.storage.toolTip() == str(own_db)
    dialog.grab().save(shot(tmp_path, "welcome.png"))
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert dialog.units.currentData() == ""  # nothing chosen yet: each pack's own units
    dialog.units.setCurrentIndex(dialog.units.findData("cm"))
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("s16/frostbyte"))
    dialog.points.setCurrentIndex(dialog.points.findData(250))
    dialog.accept()
    assert window.actions_.cm.isChecked()
    assert (window.scenario_box.currentData(), window.points_box.currentData()) == ("s16/frostbyte", 250)
    assert window.controller.doc.mission == "s16/frostbyte" and window.controller.doc.points == 250
    assert window.settings.value("ui/language") == "fr"
    assert maybe_welcome(window) is None                         # once
    again = window.show_welcome()                                # Help → Welcome
    assert again is not None and again.units.currentData() == "cm"
    again.close()


def test_the_first_table_offered_is_the_most_played_one(window, own_db):
    games = window.tally_actions.games
    for mission, points in (("s16/frostbyte", 250), ("s16/supremacy", 300), ("s16/frostbyte", 250)):
        games.create_game(mission, points, "Ana", "Ben")
    dialog = maybe_welcome(window)
    assert (dialog.scenario.currentData(), dialog.points.currentData()) == ("s16/frostbyte", 250)
    dialog.close()


def test_about_names_the_version_and_the_licences(window, tmp_path):
    dialog = window.show_about()
    text = dialog.licences.toPlainText()
    dialog.grab().save(shot(tmp_path, "about.png"))
    assert f"ITS Table Assistant {__version__}" in dialog.head.text()
    for name, licence in (("shapely", "BSD-3-Clause"), ("SQLAlchemy", "MIT"), ("reportlab", "BSD"),
                          ("PySide6-Essentials", "LGPL-3.0"), ("pypdfium2", "Apache-2.0"), ("Qt ", "LGPL-3.0"),
                          ("DejaVu Sans", "Bitstream Vera")):
        line = next((ln for ln in text.splitlines() if ln.strip(" •").startswith(name)), "")
        assert licence in line, (name, line)
    dialog.close()


def test_a_table_file_handed_over_by_the_desktop_opens(window, tmp_path):
    """macOS (and Qt on any desktop) hands a double-clicked .itstable over as a FileOpen event."""
    import logging
    import shutil

    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from its_desktop.app import file_opener

    table = tmp_path / "final.itstable"
    shutil.copy(Path(__file__).resolve().parents[2] / "docs" / "example.itstable", table)
    opener = file_opener(window, logging.getLogger("its_desktop.test"))
    QApplication.instance().installEventFilter(opener)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(table)))
    finally:
        QApplication.instance().removeEventFilter(opener)
    assert window.path == table and window.controller.doc.mission == "s16/supremacy"


def test_a_shared_server_is_shown_without_its_password(monkeypatch):
    from its_desktop.ui.welcome import storage_location

    monkeypatch.delenv("ITS_DESKTOP_DB", raising=False)
    shown, folder = storage_location("postgres://td:hunter2@192.168.1.10/its_event")
    assert shown == "postgresql+psycopg://td:***@192.168.1.10/its_event" and folder is None


def test_the_welcome_screen_leaves_an_opened_table_file_open(window, own_db, tmp_path):
    import shutil

    table = tmp_path / "mine.itstable"
    shutil.copy(Path(__file__).resolve().parents[2] / "docs" / "example.itstable", table)
    assert window.open_path(table)
    dialog = maybe_welcome(window)
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("s16/frostbyte"))
    dialog.accept()
    assert window.path == table and window.controller.doc.mission == "s16/supremacy"
