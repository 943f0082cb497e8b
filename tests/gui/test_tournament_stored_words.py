"""The tournament window over an event imported from the documented event file (as `its-desktop event import`
does), read in French and Spanish: the standings' order and each player's "placed by" in the packs'
abbreviations (PT/PO/PV), the format's name, the earlier rounds' scenarios by name, the audit's "who" of a
command-line import, and the pairing notes stored as English text before lines had codes, all in the language."""

from __future__ import annotations

from pathlib import Path

import pytest

from its_desktop.cli_event import WHO

pytestmark = pytest.mark.gui

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"
WORDS = {"fr": {"by": "classé par PT, PO, PV", "format": "Tournoi ITS", "round": "ronde 1 : Suprématie",
                "who": "ligne de commande", "rematch": "se sont déjà affrontés",
                "none": "Aucun."},
         "es": {"by": "ordenado por PT, PO, PV", "format": "Torneo ITS", "round": "ronda 1: Supremacía",
                "who": "línea de comandos", "rematch": "ya se enfrentaron",
                "none": "Ninguna."}}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_an_imported_events_stored_words_read_in_the_windows_language(qtbot, settings, tmp_path, lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.tournament.window import TournamentWindow

    words = WORDS[lang]
    i18n.install(lang)
    w = TournamentWindow(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    qtbot.addWidget(w)
    try:
        ev = w.events.import_event_file(EXAMPLE.read_bytes(), who=WHO)
        w.open_event(ev.id)
        w.standings.refresh()
        heading = w.standings.state.text()
        assert words["by"] in heading and "TP" not in heading, heading
        t = w.standings.table
        placed = {t.item(r, 10).text() for r in range(t.rowCount())}
        assert placed <= {"PT", "PO", "PV", ""} and placed != {""}, placed

        w.rounds.refresh()
        assert words["format"] in w.rounds.summary.text() and "ITS Tournament" not in w.rounds.summary.text()
        w.rounds.round_box.setValue(3)
        w.rounds._fill_editor()
        note = w.rounds.choices_note.text()
        assert words["round"] in note and "s16/" not in note, note

        w.pairings.round_box.setValue(2)
        w.pairings._show()
        box = w.pairings.deviations.toPlainText()
        assert words["rematch"] in box and "already met" not in box and "moved from" not in box, box
        w.pairings.round_box.setValue(3)  # not paired: no deviation ("Desviaciones: Ninguna.", feminine)
        w.pairings._show()
        assert w.pairings.deviations.toPlainText() == words["none"]

        w.audit.refresh()
        who = {w.audit.table.item(r, 1).text() for r in range(w.audit.table.rowCount())}
        assert words["who"] in who and WHO not in who, who
    finally:
        w.dispose()
