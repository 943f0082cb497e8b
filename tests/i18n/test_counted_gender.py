"""A scoring line's "each" agrees with what it counts, as the packs agree their words: "Consoles Piratées — 1 PO
chacune", "Consolas Hackeadas — 1 PO cada una", "Cercueils Technologiques Activés — 2 PO chacun". The gender is
the markers' own (maps/, as the state words use it); here every per-marker line of every scenario is checked
against the head noun of the markers' French and Spanish names, then read from the printed map and score sheet
and from `missions diff`."""

from __future__ import annotations

from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.objectives import MarkersMeasure
from its_desktop.printing.text import objective_line

from .test_objective_gender import NOUNS
from .test_pseudo_commands import pdf_text

EACH = {"fr": {"m": "chacun,", "f": "chacune,"}, "es": {"m": "cada uno,", "f": "cada una,"}}



def _per_marker_lines():
    for entry in catalog.entries():
        sc = catalog.scenario(entry.id)
        for o in sc.scoring:
            if o.kind == "per_item" and isinstance(o.measure, MarkersMeasure):
                yield entry.id, o


def _head_gender(names: list[str], lang: str) -> str:
    """Feminine only when every counted name's head noun is (a mixed group agrees in the masculine)."""
    genders = [next(g for noun, g in NOUNS[lang].items() if name.startswith(noun)) for name in names]
    return "f" if all(g == "f" for g in genders) else "m"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_per_marker_line_agrees_with_its_markers(lang):
    seen = {"m": 0, "f": 0}
    for mission_id, o in _per_marker_lines():
        sc = catalog.scenario(mission_id)
        names = [m.name.get(lang) for m in sc.markers if m.id in o.measure.of]
        want = _head_gender(names, lang)
        mission = catalog.mission(mission_id, catalog.sizes(mission_id)[0])
        with i18n.speaking(lang):
            line = objective_line(o, mission, lang)
        assert EACH[lang][want] in line, (mission_id, o.id, names, line)
        seen[want] += 1
    assert seen["m"] and seen["f"], seen  # both agreements are met in the library (Cercueils, Consoles)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_printed_map_sheet_and_diff_agree_each(tmp_path: Path, capsys, lang):
    fem = EACH[lang]["f"].rstrip(",")
    assert main(["--lang", lang, "print", "map", "s16/supremacy", "--points", "300", "--layout", "fit",
                 "-o", str(tmp_path / "map.pdf")]) == 0
    assert main(["--lang", lang, "print", "sheet", "scenario", "s16/supremacy", "--points", "300",
                 "-o", str(tmp_path / "sheet.pdf")]) == 0
    for name in ("map.pdf", "sheet.pdf"):
        text = " ".join(pdf_text(tmp_path / name).split())
        assert f"1 PO {fem}" in text and EACH[lang]["m"].rstrip(",") + "," not in text, (name, text)
    capsys.readouterr()
    assert main(["--lang", lang, "missions", "diff", "s16/supremacy", "s8/cold-sleep"]) == 0
    out = capsys.readouterr().out
    assert f"1 PO {fem}" in out and EACH[lang]["m"] in out, out  # Consoles and Cercueils / Tech-Coffins


@pytest.mark.parametrize("lang, right, wrong", [("fr", "ZM A active", "actif"),
                                                 ("es", "ZM A activa", "activo ")])
def test_the_scorers_marker_states_agree_with_the_markers(capsys, lang, right, wrong):
    """"Unité Thermique … active" (agreeing in gender and number) in the Killer Cold notes and the Heating Units line of the documented game."""
    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game-frostbyte.json"
    assert main(["--lang", lang, "score", str(example)]) == 0
    out = capsys.readouterr().out
    assert out.count(right) >= 2 and wrong not in out, out
