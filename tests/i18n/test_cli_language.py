"""The command line in the player's language: argparse's own words ("usage:", "the following arguments are
required", "invalid choice"), every command's help, and what the quick commands print, under the
pseudo-locale with nothing left unwrapped but data (ids, names, option names, the values typed)."""

from __future__ import annotations

import argparse
import ast
import inspect
import json
import re
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.po import parse_po

from .test_pseudo_locale import run, unwrapped

ROOT = Path(__file__).resolve().parents[2]
EVENT = ROOT / "docs" / "examples" / "event.json"
# argparse's messages for the programmer who builds a parser wrongly: raised while building ours, never shown
# to a user (a parser with these mistakes does not start).
BUILD_ERRORS = {"conflicting option string: %s", "conflicting option strings: %s", ".__call__() not defined",
                "'required' is an invalid argument for positionals", "mutually exclusive arguments must be optional",
                "cannot merge actions - two groups are named %r", "dest= is required for options like %r",
                "invalid option string %(option)r: must start with a character %(prefix_chars)r",
                "invalid conflict_resolution value: %r", "cannot have multiple subparser arguments",
                "conflicting subparser: %s", "conflicting subparser alias: %s"}


def argparse_messages() -> set[str]:
    """Every literal message argparse hands to gettext (``_`` and ``ngettext``), as the .mo keys them."""
    found = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if node.func.id == "_" and texts:
                found.add(texts[0])
            elif len(texts) == 2:
                found.add(f"{texts[0]}\x00{texts[1]}")
    return found


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_argparse_message_a_user_can_meet_is_translated(lang):
    catalog = parse_po((resources.files("its_desktop.resources") / "locale" / f"{lang}.po").read_text(
        encoding="utf-8"))
    messages = argparse_messages()
    assert "the following arguments are required: %s" in messages and len(messages) > 25
    missing = {m for m in messages if m not in catalog and m.split("\x00")[0] not in BUILD_ERRORS}
    assert missing == set()


@pytest.mark.parametrize("lang, required, choice, usage", [
    ("fr", "erreur : les arguments suivants sont obligatoires : TABLE.itstable",
     "argument --layout : choix non valide : 'big' (choisir parmi 'fit', 'tiled')", "usage : its-desktop"),
    ("es", "error: se requieren los siguientes argumentos: MESA.itstable",
     "argumento --layout: opción no válida: 'big' (elige entre 'fit', 'tiled')", "uso: its-desktop"),
])
def test_argument_errors_in_the_players_language(lang, required, choice, usage, tmp_path):
    missing = run("--lang", lang, "evaluate")
    wrong = run(f"--lang={lang}", "print", "map", "s16/frostbyte", "--points", "300", "--layout", "big", "-o",
                str(tmp_path / "m.pdf"))
    assert missing.returncode == wrong.returncode == 2
    assert missing.stderr.startswith(usage) and required in missing.stderr, missing.stderr
    assert choice in wrong.stderr, wrong.stderr
    for text in (missing.stderr, wrong.stderr):
        assert not {"required", "invalid", "choose", "following"} & set(text.split()), text


@pytest.mark.parametrize("lang, words", [
    ("fr", ["argument --points : doit être un nombre entier, reçu 'abc'", "--points POINTS", "--seed GRAINE",
            "--round RONDE", "--db URL"]),
    ("es", ["argumento --points: debe ser un número entero, se recibió 'abc'", "--points PUNTOS", "--seed SEMILLA",
            "--round RONDA", "--db URL"]),
])
def test_a_number_refused_and_the_placeholders_in_the_players_language(lang, words):
    """argparse said "valeur int non valide" and printed its placeholders in English ("--seed SEED", "id")."""
    bad = run("--lang", lang, "mission", "s16/supremacy", "--points", "abc")
    helps = run("--lang", lang, "pair", "--help").stdout + run("--lang", lang, "--help").stdout
    assert bad.returncode == 2 and "int" not in bad.stderr.split()
    text = bad.stderr + helps
    for w in words:
        assert w in text, (w, text)
    assert not {"SEED", "ROUND", "SEASON", "DB", "id", "event"} & set(re.findall(r"[\w.]+", helps.split("\n\n")[0]))


def _parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...],
                                                                                            argparse.ArgumentParser]]:
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _parsers(sub, (*path, name))


def _typed(parser: argparse.ArgumentParser) -> set[str]:
    """What a user types, as the help shows it: command names, dests, metavars and choices."""
    words: set[str] = {"its-desktop"}
    for _path, p in _parsers(parser):
        for a in p._actions:
            words |= {str(x) for x in (a.dest, a.metavar, *(a.choices or [])) if x}
            words.add(a.dest.upper())  # argparse's own metavar for an option without one
    # one-letter values ("a", "b" of --view) are left: taken out of the text, they would cut words apart
    return {w for w in words if len(w) > 1}


def test_every_commands_help_under_the_pseudo_locale_is_wrapped():
    from its_desktop.cli_parser import parser as build

    i18n.set_language(i18n.PSEUDO)
    try:
        root = build()
        helps = {" ".join(path) or "its-desktop": p.format_help() for path, p in _parsers(root)}
    finally:
        i18n.set_language("en")
    data = _typed(root)
    assert len(helps) >= 25
    left = {name: _left(text, data) for name, text in helps.items()}
    assert {name: words for name, words in left.items() if words} == {}
    # the check finds English: the same help in English is caught
    assert _left(build().format_help(), data)


def _left(text: str, data: set[str]) -> list[str]:
    """``unwrapped`` with the data taken out as whole words only ("id" is data; "Acquisition" keeps its "id")."""
    for d in sorted(data, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(d)}(?!\w)", " ", text)
    return unwrapped(text)


def _event_names() -> set[str]:
    raw = json.loads(EVENT.read_text(encoding="utf-8"))
    return {p["name"] for p in raw["players"]} | {str(p["id"]) for p in raw["players"]}


@pytest.mark.parametrize("args", [
    ["missions"], ["missions", "list", "--season", "s8"], ["missions", "validate", "maps/s16/frostbyte.toml"],
    ["mission", "s16/frostbyte", "--points", "300"], ["mission", "s13/acquisition", "--points", "300"],
    ["event", "formats"], ["standings", str(EVENT)], ["pair", str(EVENT), "--round", "3"],
    ["evaluate"], ["terrain", "check"], ["print", "map", "s16/frostbyte"],
])
def test_the_quick_commands_print_nothing_unwrapped(args):
    from its_desktop.domain.mission import catalog

    out = run("--lang", "pseudo", *args)
    data = _event_names()
    if args[0] == "mission":  # the zones' and markers' ids are the mission file's
        m = catalog.mission(args[1], 300)
        data |= {z.id for z in m.zones} | {mk.id for mk in m.markers}
    from its_desktop.cli_parser import parser as build

    data |= _typed(build())
    text = out.stdout + out.stderr
    assert text.strip() and "Traceback" not in text, text
    assert _left(text, data) == [], text
