"""A point's coordinates, written one way for every surface (``lengths.coordinates``) and as the reader's language
writes a pair: with the decimal comma a comma between the two numbers would be ambiguous ("(1,5, 23)"), so French
writes ``(1,5 ; 23)`` with a no-break space before the semicolon (French typography; the pair never breaks across
lines) and Spanish ``(1,5; 23)`` (no space before a semicolon in Spanish)."""

from __future__ import annotations

import re

import pytest

from its_desktop.cli import main
from its_desktop.domain import lengths

NBSP = "\u00a0"


@pytest.mark.parametrize(("lang", "pair", "whole"), [
    ("fr", f"(1,5{NBSP}; 23)", f"(30{NBSP}; 57,5)"), ("es", "(1,5; 23)", "(30; 57,5)"), ("en", "(1.5, 23)", "(30, 57.5)")])
def test_a_point_reads_as_its_language_writes_a_pair(lang, pair, whole):
    assert lengths.coordinates(1.5, 23, "in", lang=lang) == pair
    assert lengths.coordinates(12, 23, "in", "cm", lang=lang) == whole  # the units rule: 12 in is 30 cm


@pytest.mark.parametrize(("lang", "expected"), [("fr", f"Console 1 · (16{NBSP}; 24)"), ("es", "Consola 1 · (16; 24)")])
def test_the_mission_command_writes_each_objectives_point_so(capsys, lang, expected):
    assert main(["--lang", lang, "mission", "s16/mindwipe", "--points", "300"]) == 0
    out = capsys.readouterr().out
    assert expected in out, out
    # every point on the page: no pair run together with a plain space-less semicolon in French, nor a comma
    points = re.findall(r"\(\d[^()]*\)", out)
    assert points and all((f"{NBSP}; " if lang == "fr" else "; ") in p and ", " not in p for p in points), points
    assert main(["--lang", lang, "--units", "cm", "mission", "s16/mindwipe", "--points", "300"]) == 0
    out = capsys.readouterr().out
    assert (f"(40{NBSP}; 60)" if lang == "fr" else "(40; 60)") in out, out
