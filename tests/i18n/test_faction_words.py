"""Faction and sectorial names in the players' pack words: "Armée Combinée" where the French pack says so, the game's
proper name where no pack gives another (all of Spanish, every other French one), everywhere they show: the stream's
state, the CSV exports, the printed pack; the OTM sheet stays English. A name registered in French is the same army."""

from __future__ import annotations

import json
from pathlib import Path

import pdfplumber
import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.tournament.factions import ARMIES, army_name, canonical_army, faction_of

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"


def test_the_packs_words_and_the_proper_names():
    assert army_name("Combined Army", "fr") == "Armée Combinée"  # the French (S13) pack's word
    assert army_name("Combined Army", "es") == "Combined Army"   # the Spanish pack gives none
    assert army_name("Armée Combinée", "en") == "Combined Army"  # registered in French, the same army
    assert army_name("armee combinee", "es") == "Combined Army"
    assert canonical_army("ARMÉE COMBINÉE") == "Combined Army" and faction_of("Armée Combinée") == "Combined Army"
    assert faction_of("Onyx Contact Force") == "Combined Army"
    assert army_name("Nomads", "fr") == "Nomads" and army_name("PanOceania", "fr") == "PanOceania"
    assert army_name("Les Pirates de Lisbonne", "fr") == "Les Pirates de Lisbonne"  # not in the list: as typed
    for lang in ("fr", "es"):  # every other army keeps its proper name (no pack gives another)
        assert [army_name(a, lang) for a in ARMIES if a != "Combined Army"] == [a for a in ARMIES if a != "Combined Army"]


@pytest.fixture
def event_id(sqlite_url, tmp_path, capsys) -> int:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["players"][1]["faction"] = "Combined Army"                       # picked from the list
    data["players"][3]["faction"] = "Armée Combinée"                      # typed by a French organizer
    data["players"][3]["sectorial"] = "Onyx Contact Force"
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["--db", sqlite_url, "event", "import", str(path)]) == 0
    return int(capsys.readouterr().out.strip())


def test_the_stream_state_names_the_army_in_the_pages_language(sqlite_url, event_id):
    from its_desktop.persistence.events import Events
    from its_desktop.persistence.games import Games
    from its_desktop.web.public import PublicState

    games = Games.open(sqlite_url)
    try:
        state = PublicState(games, Events(games.engine))
        for lang, word in (("fr", "Armée Combinée"), ("es", "Combined Army"), ("en", "Combined Army")):
            with i18n.speaking(lang):
                ev = state.event(event_id)
            standing = {r["name"]: r["faction"] for r in ev["standings"]["rows"]} if "rows" in ev["standings"] else \
                {r["name"]: r["faction"] for r in ev["standings"]}
            assert standing["Ben Costa"] == word and standing["Duarte Reis"] == word, standing
            tables = [t for t in ev["pairings"]["tables"] if "Duarte Reis" in (t["a"], t["b"])]
            assert tables and word in (tables[0]["faction_a"], tables[0]["faction_b"]), tables
    finally:
        games.close()


def test_exports_in_the_readers_words_and_the_otm_in_english(sqlite_url, event_id, tmp_path, capsys):
    out = {}
    for lang, kind in (("fr", "standings"), ("fr", "results"), ("es", "standings"), ("fr", "otm")):
        path = tmp_path / f"{lang}-{kind}.csv"
        assert main(["--lang", lang, "--db", sqlite_url, "event", "export", str(event_id), "--kind", kind,
                     "-o", str(path)]) == 0, capsys.readouterr().err
        out[(lang, kind)] = path.read_text(encoding="utf-8")
    assert "Armée Combinée" in out[("fr", "standings")] and "Combined Army" not in out[("fr", "standings")]
    assert "Armée Combinée" in out[("fr", "results")] and "Combined Army" not in out[("fr", "results")]
    assert "Armée Combinée" not in out[("es", "standings")] and "Combined Army" in out[("es", "standings")]
    # the OTM is typed into Corvus Belli's English tool: the army typed in French reaches it in English
    assert "Armée" not in out[("fr", "otm")] and out[("fr", "otm")].count("Combined Army") >= 2


def test_the_printed_pack_says_armee_combinee_in_french(sqlite_url, event_id, tmp_path, capsys):
    pdf = tmp_path / "pack.pdf"
    assert main(["--lang", "fr", "--db", sqlite_url, "print", "pack", "--event-id", str(event_id), "--round", "2",
                 "-o", str(pdf)]) == 0, capsys.readouterr().err
    with pdfplumber.open(pdf) as doc:
        text = "\n".join(page.extract_text() or "" for page in doc.pages)
    assert "Armée Combinée" in text and "Combined Army" not in text
