"""``its-desktop --lang fr|es event export ID --kind standings|results|otm``: the window's CSV exports in the
reader's language with the packs' words, no English; the OTM sheet English and byte for byte the same in every
language (it is typed into Corvus Belli's English tool)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"
WORDS = {
    "fr": {"standings": {"Rang", "Joueur", "PT", "PO", "PV", "PO des adversaires", "Défaites", "Classé par"},
           "results": {"Ronde", "Joueur B", "PO B", "PV B", "PT B", "Fin de partie", "Partie décomptée"},
           "values": {"EXEMPTION", "exemption", "jouée jusqu'au bout"}},
    "es": {"standings": {"Puesto", "Jugador", "PT", "PO", "PV", "PO de los adversarios", "Derrotas", "Ordenado por"},
           "results": {"Ronda", "Jugador B", "PO B", "PV B", "PT B", "Final de la partida", "Partida registrada"},
           "values": {"BYE", "bye", "jugada hasta el final"}},
}
ENGLISH = {"Rank", "Player", "TP", "OP", "VP", "Opponents' OP", "Wins", "Losses", "Placed by", "Round", "Player B",
           "OP B", "TP B", "Ended", "Tallied game", "completed", "played to the end", "time called", "Supremacy"}


@pytest.fixture
def event_db(tmp_path):
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    try:
        assert main(["--db", url, "event", "import", str(EXAMPLE)]) == 0
        yield url
    finally:
        i18n.set_language("en")  # main() sets the process's language from --lang


def export(url: str, out: Path, kind: str, lang: str) -> bytes:
    assert main(["--lang", lang, "--db", url, "event", "export", "1", "--kind", kind, "-o", str(out)]) == 0
    return out.read_bytes()


def rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8"))))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_event_export_writes_the_csv_files_in_the_lang_language(event_db, tmp_path, lang):
    words = WORDS[lang]
    standings = rows(export(event_db, tmp_path / "s.csv", "standings", lang))
    assert words["standings"] <= set(standings[0]) and not ENGLISH & set(standings[0]), standings[0]
    assert {r[16] for r in standings[1:]} - {""} <= {"PT", "PO", "PV"}
    results = rows(export(event_db, tmp_path / "r.csv", "results", lang))
    assert words["results"] <= set(results[0]) and not ENGLISH & set(results[0]), results[0]
    values = {c for r in results[1:] for c in r}
    assert words["values"] <= values and not ENGLISH & values, values
    # English is still English (the catalog's keys are the English words).
    english = rows(export(event_db, tmp_path / "en.csv", "results", "en"))
    assert english[0][:2] == ["Round", "Scenario"] and "BYE" in {c for r in english for c in r}


@pytest.mark.parametrize("suffix", ["txt", "csv"])
def test_event_export_otm_is_english_and_the_same_bytes_in_every_language(event_db, tmp_path, suffix):
    sheets = {lang: export(event_db, tmp_path / f"otm-{lang}.{suffix}", "otm", lang) for lang in ("en", "fr", "es")}
    assert sheets["fr"] == sheets["en"] == sheets["es"]
    assert (b"Player 1 PIN" if suffix == "csv" else b"results for the Official Tournament Manager") in sheets["en"]
    assert b"BYE" in sheets["en"] and b"EXEMPTION" not in sheets["en"]
