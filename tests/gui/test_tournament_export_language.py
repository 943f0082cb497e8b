"""The tournament window's CSV exports read in French and Spanish (item 30 of the s39 language trial): the
standings and results files an organizer opens in a spreadsheet carry the packs' words (PT/PO/PV, the bye as
"Exemption"/"BYE", how a game ended as words), no English; the OTM sheet stays English, byte for byte, because
it is typed into Corvus Belli's English tool. Through the real Standings tab's export and its buttons' help."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from its_desktop.cli_event import WHO

pytestmark = pytest.mark.gui

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"
# The header words and values each language's file must hold, and English it must not.
WORDS = {
    "fr": {"standings": ["Rang", "Joueur", "PT", "PO", "PV", "PO des adversaires", "Victoires", "Classé par"],
           "results": ["Ronde", "Scénario", "Joueur A", "PO A", "PV A", "PT A", "Fin de partie"],
           "values": {"EXEMPTION", "exemption", "jouée jusqu'au bout"}, "otm_tip": "en anglais"},
    "es": {"standings": ["Puesto", "Jugador", "PT", "PO", "PV", "PO de los adversarios", "Victorias", "Ordenado por"],
           "results": ["Ronda", "Escenario", "Jugador A", "PO A", "PV A", "PT A", "Final de la partida"],
           "values": {"BYE", "bye", "jugada hasta el final"}, "otm_tip": "en inglés"},
}
ENGLISH = {"Rank", "Player", "TP", "OP", "VP", "Opponents' OP", "Wins", "Ties", "Losses", "Games", "Placed by",
           "Round", "Scenario", "Player A", "OP A", "TP A", "Ended", "Tallied game", "completed", "played to the end",
           "time called", "Supremacy"}


def cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_windows_csv_exports_speak_the_windows_language_and_the_otm_sheet_stays_english(
        qtbot, settings, tmp_path, lang):
    from its_desktop.ui import i18n
    from its_desktop.ui.tournament.window import TournamentWindow

    from its_desktop.domain.files import write_text
    from its_desktop.persistence.events import Events

    words = WORDS[lang]
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    with Events.open(url) as repo:  # the event, and its OTM sheet as an English window writes it
        ev = repo.import_event_file(EXAMPLE.read_bytes(), who=WHO)
        write_text(tmp_path / "en-otm.txt", repo.export_otm(ev.id))
        write_text(tmp_path / "en-otm.csv", repo.export_otm(ev.id, fmt="csv"))
    english_otm, english_otm_csv = ((tmp_path / f"en-otm.{x}").read_bytes() for x in ("txt", "csv"))
    i18n.install(lang)
    w = TournamentWindow(url)
    qtbot.addWidget(w)
    try:
        w.open_event(ev.id)

        standings = cells(w.standings.export("standings", tmp_path / "standings.csv").read_text(encoding="utf-8"))
        assert standings[0][:8] == [words["standings"][0], words["standings"][1], *standings[0][2:5],
                                    "PT", "PO", "PV"], standings[0]
        assert set(words["standings"]) <= set(standings[0]) and not ENGLISH & set(standings[0]), standings[0]
        placed = {row[16] for row in standings[1:]}
        assert placed <= {"PT", "PO", "PV", ""} and placed != {""}, placed

        results = cells(w.standings.export("results", tmp_path / "results.csv").read_text(encoding="utf-8"))
        assert set(words["results"]) <= set(results[0]) and not ENGLISH & set(results[0]), results[0]
        values = {c for row in results[1:] for c in row}
        assert words["values"] <= values and not ENGLISH & values, values

        # The OTM sheet: English, the same bytes as from the English window; its button and dialog say why.
        assert w.standings.export("otm", tmp_path / "otm.txt").read_bytes() == english_otm
        assert w.standings.export("otm", tmp_path / "otm.csv").read_bytes() == english_otm_csv
        assert b"results for the Official Tournament Manager" in english_otm and b"BYE" in english_otm
        assert words["otm_tip"] in w.standings.export_buttons["otm"].toolTip()
    finally:
        w.dispose()
