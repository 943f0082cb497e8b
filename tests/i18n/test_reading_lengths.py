"""A length in a reading ("we read {12 in} x {32 in}") follows the units rule as a label's does: the user's
chosen units win, the pack's own are the default. It is a number in maps/ ("{32 in}"), formatted when read:
``mission``'s readings and inferred positions (text and ``--json``), the fit map's inferred notes (through
``pdftotext``); the window's notes panel in tests/gui/test_notes_panel_lengths.py. The stream shows no
readings. A French or Spanish reading must hold the English one's lengths: ``missions validate`` says which."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n, lengths
from its_desktop.domain.mission import catalog

MAPS = Path(__file__).resolve().parents[2] / "maps"
# s16/frostbyte at 200 points, its reading of the 250-point row and the Heating Units' inferred position,
# in (language, chosen units); None: the pack's own (inches).
READING = {("fr", None): "sur une table de 32 po de large ; nous lisons 12 po x 32 po",
           ("fr", "cm"): "sur une table de 80 cm de large ; nous lisons 30 cm x 80 cm",
           ("es", None): "en una mesa de 32 pulg. de anchura; leemos 12 pulg. x 32 pulg.",
           ("es", "cm"): "en una mesa de 80 cm de anchura; leemos 30 cm x 80 cm",
           ("en", "cm"): "on a 80 cm wide table; we read 30 cm x 80 cm"}
INFERRED = {("fr", None): "au milieu de la largeur (à 16 po de chaque bord latéral)",
            ("fr", "cm"): "au milieu de la largeur (à 40 cm de chaque bord latéral)",
            ("es", None): "en el centro de la anchura (a 16 pulg. de cada borde lateral)",
            ("es", "cm"): "en el centro de la anchura (a 40 cm de cada borde lateral)",
            ("en", "cm"): "at the middle of the width (40 cm from each side edge)"}


def cli(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("choice", [None, "in", "cm"])
def test_mission_says_the_readings_in_the_chosen_units(lang, choice, capsys):
    units = ["--units", choice] if choice else []
    out = cli(capsys, "--lang", lang, *units, "mission", "s16/frostbyte", "--points", "200")
    said = choice if choice == "cm" else None
    assert READING[lang, said] in out and INFERRED[lang, said] in out, out[-3000:]
    assert "{" not in out
    data = json.loads(cli(capsys, "--lang", lang, *units, "mission", "s16/frostbyte", "--points", "200", "--json"))
    assert any(READING[lang, said] in r for r in data["readings"]), data["readings"]
    assert any(INFERRED[lang, said] in (m["inferred_reason"] or "") for m in data["markers"])


def test_a_cm_packs_reading_defaults_to_cm_and_follows_a_choice_of_inches(capsys):
    out = cli(capsys, "--lang", "es", "mission", "s13/frostbyte", "--points", "200")
    assert "en una mesa de 80 cm de ancho; las unidades van en el centro de la anchura (a 40 cm" in out
    out = cli(capsys, "--lang", "fr", "--units", "in", "mission", "s13/frostbyte", "--points", "200")
    assert "sur une table de 32 po de large ; les unités vont au milieu de la largeur (à 16 po" in out


def test_a_resolved_table_reads_its_reasons_in_the_units_chosen_after_it_was_made():
    # A table is resolved (and cached) once; the units can be chosen later, in the window's View menu.
    with i18n.speaking("fr"):
        mission = catalog.mission("s16/frostbyte", 200)
        unit = next(m for m in mission.markers if m.inferred)
        assert INFERRED["fr", None] in unit.inferred
        try:
            lengths.set_units("cm")
            assert INFERRED["fr", "cm"] in unit.inferred
            assert INFERRED["fr", "cm"] in unit.to_json()["inferred_reason"]
        finally:
            lengths.set_units(None)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils' pdftotext is needed")
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_printed_map_says_its_inferred_notes_in_the_chosen_units(lang, tmp_path, capsys):
    pdf = tmp_path / "m.pdf"
    cli(capsys, "--lang", lang, "--units", "cm", "print", "map", "s16/frostbyte", "--points", "200",
        "--layout", "fit", "-o", str(pdf))
    text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    assert INFERRED[lang, "cm"] in text and INFERRED[lang, None] not in text and "{" not in text, text[-1500:]


@pytest.mark.parametrize(("lang", "written"), [("fr", "sur une table de 32 po de large ; nous"),
                                               ("es", "en una mesa de 32 pulg. de anchura; leemos")])
def test_missions_validate_refuses_a_reading_whose_lengths_differ_from_the_english(lang, written, tmp_path, capsys):
    good = (MAPS / "s16" / "frostbyte.toml").read_text(encoding="utf-8")
    token = written.replace("32 po", "{32 in}").replace("32 pulg.", "{32 in}")
    assert good.count(token) == 1
    bad = tmp_path / "frostbyte.toml"
    bad.write_text(good.replace(token, written), encoding="utf-8")  # a length typed as text in one language
    assert main(["missions", "validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "ambiguities[1]" in err and f"{lang}: the lengths {{12 in}}, {{32 in}} differ" in err, err


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Le pack indique « 12 in x 32 in » ; nous lisons 30 cm x 60 cm : L1567 : la table à 150 points fait 60 cm"),
    ("es", "El pack dice «12 in x 32 in»; leemos 30 cm x 60 cm: L1567: la mesa de 150 puntos mide 60 cm")])
def test_a_corrected_pack_typo_is_said_in_the_language_and_the_chosen_units(lang, said, capsys):
    # The pack's text stays as printed; our reading and why follow the reader's language and units.
    out = cli(capsys, "--lang", lang, "--units", "cm", "mission", "s16/firefight", "--points", "150")
    assert said in out and "The pack reads" not in out, out[-2000:]
