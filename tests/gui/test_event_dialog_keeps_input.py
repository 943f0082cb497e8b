"""A bad map file in the new-event dialog keeps the dialog and everything typed: the one-line error shows beside
the custom scenario, in the reader's language; nothing is created until the event is accepted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

pytestmark = pytest.mark.gui

BAD_MAP = 'id = "s16/x"\nseason = "s16"\nname = 5\npoints = "lots"\n[[zones]]\nkind = 3\n'
WORDS = {"en": "not a valid scenario map file", "fr": "pas un fichier de carte de scénario valide",
         "es": "no es un archivo de mapa de escenario válido"}


@pytest.fixture
def tournament(qtbot, tmp_path, settings):
    from its_desktop.ui.tournament.window import TournamentWindow

    w = TournamentWindow(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.dispose()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_bad_map_file_keeps_the_new_event_dialog_and_what_was_typed(tournament, qtbot, tmp_path, monkeypatch,
                                                                       lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.tournament import dialogs
    from its_desktop.ui.tournament.dialogs import EventDialog

    bad = tmp_path / "wrongtype2.toml"
    bad.write_text(BAD_MAP)
    monkeypatch.setattr(dialogs.QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    seen: dict = {}

    def fill_and_accept():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, EventDialog):
            QTimer.singleShot(30, fill_and_accept)
            return
        dlg.name.setText("Prueba")
        dlg.season.setCurrentIndex(dlg.season.findData("s16"))
        dlg.minutes.setValue(105)
        dlg._load_custom()
        dlg.accept()  # OK: refused by the store
        seen["open"] = dlg.isVisible() and QApplication.activeModalWidget() is dlg
        seen["values"] = (dlg.name.text(), dlg.season.currentData(), dlg.minutes.value(), dlg.custom_label.text())
        seen["beside"] = (dlg.custom_error.isVisible(), dlg.custom_error.text(), dlg.error.isVisible())
        seen["boxes"] = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        dlg.grab().save(str(tmp_path / f"event-dialog-{lang}.png"))
        dlg.reject()

    i18n.install(lang)
    try:
        QTimer.singleShot(0, fill_and_accept)
        tournament._new_clicked()
    finally:
        i18n.install("en")
    assert seen["open"], "the dialog closed on the error"
    assert seen["values"] == ("Prueba", "s16", 105, "wrongtype2.toml")
    visible, text, top_visible = seen["beside"]
    assert visible and not top_visible
    assert text.startswith(WORDS[lang]) and "\n" not in text, text
    assert not text.startswith("custom_scenario")
    assert seen["boxes"] == []  # the line beside the field, no box on top of the dialog
    assert tournament.events.list_events() == []  # nothing created


def test_the_dialog_closes_once_the_event_is_created(tournament, qtbot):
    """A refusal naming no map file (no name) shows above the form, the dialog kept; then it saves and closes."""
    from its_desktop.ui.tournament.dialogs import EventDialog

    seen = {}

    def fill_and_accept():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, EventDialog):
            QTimer.singleShot(30, fill_and_accept)
            return
        dlg.minutes.setValue(95)
        dlg.accept()  # no name: refused
        seen["refused"] = (dlg.isVisible(), dlg.error.isVisible(), dlg.error.text(), dlg.custom_error.isVisible(),
                           dlg.minutes.value())
        dlg.name.setText("Spring Open")
        dlg.accept()

    QTimer.singleShot(0, fill_and_accept)
    tournament._new_clicked()
    visible, top, text, beside, minutes = seen["refused"]
    assert visible and top and text and not beside and minutes == 95, seen
    assert [(e.name, e.round_minutes) for e in tournament.events.list_events()] == [("Spring Open", 95)]
    assert QApplication.activeModalWidget() is None
