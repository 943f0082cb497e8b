"""A name holding a length ("within 4 in of its Deployment Zone") follows the units rule like every other
length: the user's chosen units win, the pack's own are the default. The length is a number in maps/
("{4 in}"), formatted when read: ``mission``'s output, the fit map's key (through ``pdftotext``), the
stream's map names; the window's tooltip in tests/gui/test_history_tooltip_notes_language.py."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n, lengths
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.common import LENGTH, Localized

MAPS = Path(__file__).resolve().parents[2] / "maps"
# A length written as text in a name: a number and a unit in any of our languages' words.
AS_TEXT = re.compile(r"\d(?:[.,]\d+)?\s?(?:in|cm|mm|po|pulg\.?|inches|pouces|pulgadas|\")(?![\w])")
XENOTECH = ["s10/engineering-deck", "s10/frontline", "s10/power-pack", "s10/safe-area", "s10/supremacy"]
# (language, chosen units) -> what the S10 Multiscanner zone says of its 4 in
SAID = {("fr", None): "à 4 po ou moins", ("fr", "in"): "à 4 po ou moins", ("fr", "cm"): "à 10 cm ou moins",
        ("es", None): "a 4 pulg. o menos", ("es", "in"): "a 4 pulg. o menos", ("es", "cm"): "a 10 cm o menos",
        ("en", "cm"): "within 10 cm of"}

pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils' pdftotext is needed")


def _names(node, path=""):
    """Every name, label and short name of a map file: (where, language, text)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("name", "label", "short") and isinstance(value, dict):
                for lang in ("en", "fr", "es"):
                    if isinstance(value.get(lang), str):
                        yield f"{path}.{key}", lang, value[lang]
            elif key in ("name", "label", "short") and isinstance(value, str):
                yield f"{path}.{key}", "en", value
            else:
                yield from _names(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _names(value, f"{path}[{i}]")


def test_no_name_in_the_library_carries_a_length_as_text():
    """Every season's scenarios: a length in a name is a number, never words a unit choice cannot change."""
    files = sorted(MAPS.glob("s*/*.toml"))
    assert len(files) > 100
    found = [(f.relative_to(MAPS).as_posix(), where, lang, text) for f in files
             for where, lang, text in _names(tomllib.loads(f.read_text(encoding="utf-8")))
             if AS_TEXT.search(LENGTH.sub("", text))]
    assert not found, found[:5]
    with_length = {f.relative_to(MAPS).with_suffix("").as_posix() for f in files
                   if any(LENGTH.search(t) for _w, _l, t in _names(tomllib.loads(f.read_text(encoding="utf-8"))))}
    assert with_length == set(XENOTECH)


def cli(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_mission_names_the_zone_in_the_chosen_units(lang, capsys):
    for mission in XENOTECH:
        for choice in (None, "in", "cm"):
            units = ["--units", choice] if choice else []
            out = cli(capsys, "--lang", lang, *units, "mission", mission, "--points", "300")
            zone = next(line for line in out.splitlines() if "(multiscanner-void-a)" in line)
            assert SAID[lang, choice] in zone, (mission, choice, zone)
            assert "{" not in out and " in " not in zone, zone


@pdftotext
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_printed_key_names_the_zone_in_the_chosen_units(lang, tmp_path, capsys):
    pdf = tmp_path / "m.pdf"
    cli(capsys, "--lang", lang, "--units", "cm", "print", "map", "s10/frontline", "--points", "300",
        "--layout", "fit", "-o", str(pdf))
    text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    assert SAID[lang, "cm"] in text and SAID[lang, None] not in text and "{" not in text, text[:600]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_stream_map_names_the_zone_in_the_servers_units_and_the_pages_language(lang):
    from its_desktop.web.public import PublicState

    with i18n.speaking("en"):  # the state is published in the server's language ...
        mission = catalog.mission("s10/frontline", 300)
        view = PublicState(None, None).table_view(mission, None)  # type: ignore[arg-type]  # the empty table: no database read
    try:
        lengths.set_units("cm")  # ... the server was started with --units cm
        with i18n.speaking(lang):  # ... and the page asks ?lang=
            named = PublicState.view_in_language(view, 300)
    finally:
        lengths.set_units(None)
    zone = next(z for z in named["zones"] if z["id"] == "multiscanner-void-a")
    assert SAID[lang, "cm"] in zone["name"], zone["name"]


def test_a_cm_packs_length_defaults_to_cm_and_follows_a_choice():
    name = Localized(en="within {10 cm} of it", fr="à {10 cm} ou moins", es="a {10 cm} o menos")
    try:
        assert name.get("fr") == "à 10 cm ou moins" and name.get("en") == "within 10 cm of it"
        lengths.set_units("in")
        assert name.get("fr") == "à 4 po ou moins" and name.get("es") == "a 4 pulg. o menos"
        assert name.template("es") == "a {10 cm} o menos"
    finally:
        lengths.set_units(None)


def test_a_translation_must_hold_the_english_lengths():
    from pydantic import ValidationError

    from its_desktop.domain.mission.fileformat.common import Localized as FileText

    FileText(en="within {4 in} of", fr="à {4 in} ou moins")
    with pytest.raises(ValidationError, match="differ from the English"):
        FileText(en="within {4 in} of", fr="à 10 cm ou moins")
