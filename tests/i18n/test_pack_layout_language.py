"""The printed round pack in French and Spanish, as the s38 trial read it: the bye word whole on the pairings
page ("Exemp/tion" was cut by a column a table number wide), the sheets' box for the tournament round
("Ronde / table", not the game's "Round"), and "60 %" kept on one line in the table check's narrow column."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.platypus import Paragraph

from its_desktop.cli import main
from its_desktop.persistence.events import Events
from its_desktop.printing import pack_scenery

from .test_pseudo_commands import pdf_text

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"
WORDS = {"fr": {"bye": ("Exemption", "(pas de partie cette Ronde)"), "box": "Ronde / table"},
         "es": {"bye": ("Bye", "(sin partida esta ronda)"), "box": "Ronda / mesa"}}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_packs_bye_line_and_round_box_read_whole(tmp_path: Path, capsys, lang):
    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    with Events.open(url) as events:
        event_id = events.import_event_file(EXAMPLE.read_bytes(), who="TO").id
    out = tmp_path / "pack.pdf"
    assert main(["--lang", lang, "--db", url, "print", "pack", "--event-id", str(event_id), "--round", "2",
                 "-o", str(out)]) == 0
    capsys.readouterr()
    lines = [" ".join(line.split()) for line in pdf_text(out).splitlines()]
    assert any(line.startswith(WORDS[lang]["bye"][0] + " Carla Dias") and WORDS[lang]["bye"][1] in line
               for line in lines), [ln for ln in lines if "Carla" in ln]
    assert any(WORDS[lang]["box"] in line for line in lines)
    assert not any(line.strip() in ("Exemp", "tion", "Round / table") for line in lines)



def test_a_percentage_stays_on_one_line_in_the_table_check():
    para = Paragraph(pack_scenery._kept("como máximo 60 %"), pack_scenery._styles()["cell"])
    para.wrap(48, 1000)
    assert [" ".join(words) for _width, words in para.blPara.lines][-1].endswith("60\u00a0%")
