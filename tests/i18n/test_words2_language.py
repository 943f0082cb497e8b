"""What a French or Spanish player read in the s38 language trial, read again from the real output: the
scorer's state words agree with the markers' names, and more below (one test per finding)."""

from __future__ import annotations

from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n, lengths

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "game-frostbyte.json"


@pytest.fixture(autouse=True)
def _back_to_english():
    yield
    i18n.set_language("en")
    lengths.set_units(None)


def cli(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(("lang", "agreeing", "loose"), [
    ("fr", "Unité Thermique, Zone Morte A active", "actif(s)"),
    ("es", "Unidad Térmica, Zona Muerta A activa", "activo(s)")])
def test_the_scorers_state_words_agree_with_the_heating_unit(capsys, lang, agreeing, loose):
    out = cli(capsys, "--lang", lang, "score", str(EXAMPLE))
    assert loose not in out and out.count(agreeing) >= 2, out
