"""Score sheets read back from the PDF: names in any Latin script, every objective, private boxes blank."""

from __future__ import annotations

import re

import pdfplumber
import pytest
from pypdf import PdfReader

from its_desktop.domain.mission import catalog
from its_desktop.printing import fonts
from its_desktop.printing.output import PrintError
from its_desktop.printing.sheets import Player, control_sheet, scenario_sheet

from .conftest import PAPER, same_size

NAMES = ["Łukasz Żółć", "Renée Peña", "François Ibáñez"]


def text_of(path) -> str:
    with pdfplumber.open(path) as pdf:
        return "\n".join(p.extract_text() for p in pdf.pages)


def font_names(path) -> set[str]:
    with pdfplumber.open(path) as pdf:
        return {c["fontname"].split("+")[-1] for p in pdf.pages for c in p.chars}


def test_the_shipped_font_covers_polish_french_and_spanish():
    from reportlab.pdfbase import pdfmetrics

    regular, bold = fonts.register()
    for name in (regular, bold):
        face = pdfmetrics.getFont(name).face
        for ch in "ŁłŻżóćéèêàçñÑ¿¡ü’–—×·☐▲▼◀▶✂⁰¹²³⁴⁵⁶⁷⁸⁹":
            assert ord(ch) in face.charToGlyph, f"{name} lacks {ch!r}"


def test_fonts_ship_with_their_licence():
    from importlib import resources

    folder = resources.files("its_desktop.resources").joinpath("fonts")
    licence = folder.joinpath("LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in licence and "Arev Fonts Copyright" in licence
    assert folder.joinpath("DejaVuSans.ttf").is_file() and folder.joinpath("DejaVuSans-Bold.ttf").is_file()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_control_sheet_rows_and_identity(tmp_path, paper):
    out = tmp_path / "control.pdf"
    n = control_sheet(out, "s16", 5, Player("Łukasz Żółć", "PIN-4471", "Ejército de Caledonia"), paper=paper)
    reader = PdfReader(str(out))
    assert len(reader.pages) == n == 1
    assert same_size((float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)), PAPER[paper])
    text = text_of(out)
    assert "ITS Tournament Control Sheet" in text and "ITS Season 16" in text
    assert "Łukasz Żółć" in text and "PIN-4471" in text and "Ejército de Caledonia" in text
    for r in range(1, 6):
        assert f"Round {r}" in text
        assert f"PRIVATE — round {r}" in text
    assert "Round 6" not in text
    for label in ("Opponent", "Scenario", "OP", "VP", "TP", "Bye", "ITS PIN", "Faction / Sectorial"):
        assert label in text
    assert text.count("☐ Bye") == 5
    assert "victory 4, tie 2, defeat 0" in text  # the season's Tournament Points, from the season file
    assert {"DejaVuSans", "DejaVuSans-Bold"} >= font_names(out)


def test_control_sheet_never_prints_private_information(tmp_path):
    out = tmp_path / "control.pdf"
    control_sheet(out, catalog.season("s16"), 3, {"name": "Renée Peña", "its_pin": "X1",
                                                   "lieutenant": "Hassassin Barid",
                                                   "classified": ["Telemetry", "Extreme Prejudice"],
                                                   "intelcom": "Support and Control, 3"})
    text = text_of(out)
    assert "Renée Peña" in text and "X1" in text
    for secret in ("Hassassin", "Barid", "Telemetry", "Prejudice", "Support and Control, 3"):
        assert secret not in text
    # each private box is printed with its labels and nothing else
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        heads = [w for w in page.extract_words() if w["text"] == "PRIVATE"]
        assert len(heads) == 3
        for head in heads:
            box = page.crop((0, head["top"] - 1, page.width, head["top"] + 45))
            words = set(box.extract_text().split())
            allowed = set("PRIVATE — round 1 2 3 : fold under or keep covered; never show your opponent until "
                          "revealed Classified Objective(s) chosen Lieutenant INTELCOM card (value, zone) / other "
                          "secret choices".replace(":", "").split()) | {"round", "1:", "2:", "3:"}
            assert words <= allowed, words - allowed


def test_control_sheet_many_rounds_flow_onto_more_pages(tmp_path):
    out = tmp_path / "control.pdf"
    n = control_sheet(out, "s16", 8, "Łukasz Żółć")
    assert n == len(PdfReader(str(out)).pages) >= 2
    text = text_of(out)
    assert all(f"Round {r}" in text for r in range(1, 9))


@pytest.mark.parametrize("rounds", [0, -1, 13, 2.5, True])
def test_control_sheet_bad_rounds(tmp_path, rounds):
    with pytest.raises(PrintError) as err:
        control_sheet(tmp_path / "c.pdf", "s16", rounds)
    assert err.value.field == "rounds"
    assert not list(tmp_path.iterdir())


def test_scenario_sheet_lists_every_objective_with_round_boxes(tmp_path):
    mission = catalog.mission("s16/panic-room", 300)
    out = tmp_path / "scenario.pdf"
    scenario_sheet(mission, out, ["Łukasz Żółć", "Renée Peña"])
    text = text_of(out)
    assert "Panic Room" in text and "300 points" in text
    assert "Łukasz Żółć" in text and "Renée Peña" in text
    for o in mission.scenario.scoring:
        assert o.name.en in text
    # round_end objectives: a box per round for each player; the header row names them
    assert len(re.findall(r"\bR1\b", text)) == 2 and len(re.findall(r"\bR3\b", text)) == 2
    assert text.count("1 OP each round (3 rounds)") == 2
    assert text.count("Classified Objective ") == mission.scenario.classified.count
    assert "Objective Points (max 10)" in text and "Victory Points" in text and "Tournament Points" in text


def test_scenario_sheet_game_end_objectives_get_one_box(tmp_path):
    mission = catalog.mission("s16/frostbyte", 300)
    assert all(o.when == "game_end" for o in mission.scenario.scoring)
    out = tmp_path / "scenario.pdf"
    scenario_sheet(mission, out, [{"name": "François Ibáñez", "faction": "PanOceania", "lieutenant": "secret"}])
    text = text_of(out)
    assert "François Ibáñez" in text and "PanOceania" in text and "secret" not in text
    assert "R1" not in text
    assert text.count("end of game") >= 2 * len(mission.scenario.scoring)
    assert text.count("Classified Objective ") == 2
    assert "done · name:" in text and "write it in only once revealed" in text


def test_scenario_sheet_banded_objectives_show_this_sizes_bands(tmp_path):
    mission = catalog.mission("s16/annihilation", 150)
    out = tmp_path / "scenario.pdf"
    scenario_sheet(mission, out)
    text = text_of(out)
    banded = [o for o in mission.scenario.scoring if o.kind == "banded"]
    assert banded
    for band in banded[0].bands_at(150):
        assert f"{band.op} OP" in text
    assert "Player A" in text and "Player B" in text


def test_scenario_sheet_refuses_three_players(tmp_path):
    with pytest.raises(PrintError, match="two players"):
        scenario_sheet(catalog.mission("s16/frostbyte", 300), tmp_path / "s.pdf", ["a", "b", "c"])


@pytest.mark.parametrize(("mission_id", "points", "expected"), [
    ("s8/nimbus-zone", 300, ["Reading (L1635", "other reading: A Disconnected antenna that is later destroyed"]),
    ("s10/league-round-1", 100, ["Reading (L3419", "81-90", "less than their total value"]),
])
def test_scenario_sheet_shows_the_readings_a_result_may_rest_on(tmp_path, mission_id, points, expected):
    out = tmp_path / "scenario.pdf"
    scenario_sheet(catalog.mission(mission_id, points), out)
    text = " ".join(text_of(out).split())
    for words in expected:
        assert words in text
    assert len(PdfReader(str(out)).pages) == 1  # still one sheet


def test_scenario_sheet_without_a_reading_prints_none(tmp_path):
    out = tmp_path / "scenario.pdf"
    scenario_sheet(catalog.mission("s16/supremacy", 300), out)
    assert "Reading (" not in text_of(out)
