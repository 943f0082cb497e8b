"""Issue 29's known leftovers after stage 40, for the command line, the PDFs and the error lines: each read from the
command's own output, its PDF's text or metadata, in French and Spanish."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.printing.placement import placement_sheet

DATA_ID = re.compile(r"s\d+/[a-z-]+")
NAMES = {"fr": ("Suprématie", "ITS Saison 16"), "es": ("Supremacía", "ITS Temporada 16")}


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def metadata(path) -> dict[str, str]:
    meta = PdfReader(str(path)).metadata or {}
    return {k: str(v) for k, v in meta.items()}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_pdf_metadata_in_the_readers_words(capsys, tmp_path, lang):
    """The subject read "s16/supremacy at 300 points" (an id and English) on maps, tiles, score and placement sheets;
    the scenario sheet's title "… — scenario sheet". Now subject, title and keywords name the season and scenario as
    the pack does, in the page's language."""
    name, season = NAMES[lang]
    files = {}
    for layout in ("fit", "tiled"):
        files[layout] = tmp_path / f"{layout}.pdf"
        code, _o, err = cli(capsys, "--lang", lang, "print", "map", "s16/supremacy", "--points", "300", "--layout",
                            layout, *(["--tiles", "A1"] if layout == "tiled" else []), "-o", str(files[layout]))
        assert code == 0, err
    files["sheet"] = tmp_path / "sheet.pdf"
    code, _o, err = cli(capsys, "--lang", lang, "print", "sheet", "scenario", "s16/supremacy", "--points", "300",
                        "-o", str(files["sheet"]))
    assert code == 0, err
    files["placement"] = tmp_path / "placement.pdf"
    with i18n.speaking(lang):
        placement_sheet(catalog.mission("s16/supremacy", 300), [Piece("shed", "building", "rect", 24, 24, 6, 6)],
                        files["placement"])
    for kind, path in files.items():
        meta = metadata(path)
        for key in ("/Subject", "/Title", "/Keywords"):
            value = meta.get(key, "")
            assert name in value or (key == "/Title" and kind == "placement"), (kind, key, meta)
            assert not DATA_ID.search(value), (kind, key, value)
            assert not re.search(r"\b(at|Season|scenario sheet)\b", value), (kind, key, value)
        assert season in meta["/Subject"] and season in meta["/Keywords"], (kind, meta)


# Placeholders the same in every language: a number, an address, an example of the value's form.
SAME_EVERYWHERE = {"ID", "URL", "N", "MM", "R=ID", "1-10,12", "game=ID|table=N", "DIR"}


def _actions(lang: str) -> dict[tuple[str, str], tuple[str | None, str | None]]:
    """Every argument of every command: (command path, argument) → (help, placeholder), the parser made in ``lang``."""
    import argparse

    from its_desktop.cli_parser import parser

    out: dict[tuple[str, str], tuple[str | None, str | None]] = {}

    def walk(p: argparse.ArgumentParser, path: str) -> None:
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                for name, sub in dict(a.choices).items():
                    walk(sub, f"{path} {name}".strip())
            elif not isinstance(a, argparse._HelpAction):
                metavar = a.metavar if isinstance(a.metavar, str) else None
                out[(path, "/".join(a.option_strings) or a.dest)] = (a.help, metavar)

    with i18n.speaking(lang):
        walk(parser([]), "")
    return out


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_argument_of_every_command_has_a_help_line_in_words(lang):
    """`--points PUNTOS`, `--round RONDA`, `-o EVENTO.json`, the positional `ID`, `EVENTO`, `MISIÓN` stood alone in
    `--help` (mission, missions diff, print sheet, pair, print pack, event export/import/layout, …): 23 arguments
    without a line saying what they are. Now each has one, in the reader's words, and its placeholder is theirs."""
    english, there = _actions("en"), _actions(lang)
    assert english.keys() == there.keys()
    bare = [key for key, (help_, _m) in there.items() if not help_]
    assert bare == [], bare
    words = i18n.catalog(lang)._catalog  # type: ignore[attr-defined]  # what the .po translates
    for key, (help_, metavar) in there.items():
        en_help, en_metavar = english[key]
        assert en_help in words and help_ == words[en_help], (key, help_)
        if metavar and metavar not in SAME_EVERYWHERE:
            assert en_metavar in words and metavar == words[en_metavar], (key, metavar)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_event_help_names_the_file_in_words(capsys, lang):
    """`print pack --help` said "le fichier EVENT" / "el archivo EVENT": the format's English name as a word."""
    with pytest.raises(SystemExit):
        main(["--lang", lang, "print", "pack", "--help"])
    out = capsys.readouterr().out
    assert "EVENT " not in out and "EVENT)" not in out, out
    assert {"fr": "le fichier d'événement (.json", "es": "el archivo del evento (.json"}[lang] in " ".join(out.split())


@pytest.mark.parametrize("lang, import_said, layout_said", [
    ("fr", "Événement {id} enregistré : Lisbon Winter Open, ITS Saison 16, 5 joueurs",
     "Disposition 1 ajoutée à l'événement {id} : Wall, sur les tables 1 et 2"),
    ("es", "Evento {id} guardado: Lisbon Winter Open, ITS Temporada 16, 5 jugadores",
     "Disposición 1 añadida al evento {id}: Wall, en las mesas 1 y 2"),
])
def test_event_import_and_layout_say_what_they_made(capsys, sqlite_url, tmp_path, lang, import_said, layout_said):
    """`event import` and `event layout` answered a bare "1". They now say what they stored, in words on stderr; the
    number alone stays on stdout, as scripts capture it."""
    from .test_pseudo_commands import EVENT, table_file

    code, out, err = cli(capsys, "--lang", lang, "--db", sqlite_url, "event", "import", str(EVENT))
    assert code == 0, err
    eid = out.strip()
    assert eid.isdigit() and err.strip() == import_said.format(id=eid), err
    code, out, err = cli(capsys, "--lang", lang, "--db", sqlite_url, "event", "layout", eid, str(table_file(tmp_path)),
                         "--tables", "1-2")
    assert code == 0, err
    assert out.strip() == "1" and err.strip() == layout_said.format(id=eid), err


# The map checker's faults found when a scenario is drawn (domain/mission/resolve.py): English f-strings until now.
RESOLVE_CASES = {
    "marker off the table": ('{ x = "W - d", y = "D/2" }', '{ x = "W + 5", y = "D/2" }', "markers[console]"),
    "size missing": ('"300/350/400" = 12', '"300/350" = 12', "params.d.values"),
    "unknown token": ('token = "console"', 'token = "spaceship"', "markers[console].token"),
    "unknown deployment variant": ('depth = "standard"', 'depth = "huge"', "deployment.depth"),
    "unknown marker in scoring": ('of = ["console"]', 'of = ["antenna"]', "scoring[consoles].measure.of"),
    "rectangle upside down": ('y1 = "D/2 + 4"', 'y1 = "D/2 - 8"', "zones[exclusion].shape"),
    "zone off the table": ('x1 = "W"', 'x1 = "W + 2"', "zones[exclusion]"),
}
RESOLVE_WORDS = {
    "fr": {"unknown deployment variant": "deployment.depth : variante 'huge' inconnue ; la saison a 'deep', 'shallow', "
                                         "'standard' (à 150 points)",
           "unknown marker in scoring": "scoring[consoles].measure.of : aucun marqueur 'antenna' (à 150 points)",
           "size missing": "params.d.values : doit donner chaque taille de partie (150, 200, 250, 300, 350 et 400) une "
                           "fois (à 150 points)"},
    "es": {"unknown deployment variant": "deployment.depth: variante 'huge' desconocida; la temporada tiene 'deep', "
                                         "'shallow', 'standard' (a 150 puntos)",
           "unknown marker in scoring": "scoring[consoles].measure.of: ningún marcador 'antenna' (a 150 puntos)",
           "size missing": "params.d.values: debe dar cada tamaño de partida (150, 200, 250, 300, 350 y 400) una vez "
                           "(a 150 puntos)"},
}


def _map_errors(tmp_path, case: str, lang: str) -> tuple[str, list[str]]:
    from tests.test_validation import GOOD

    old, new, _field = RESOLVE_CASES[case]
    assert old in GOOD
    path = tmp_path / "test-mission.toml"
    path.write_text(GOOD.replace(old, new, 1), encoding="utf-8")
    with i18n.speaking(lang):
        return str(path), [str(e) for e in catalog.validate_paths([path])]


@pytest.mark.parametrize("case", sorted(RESOLVE_CASES))
def test_map_checker_faults_go_through_the_catalog(tmp_path, case):
    """Under the pseudo-locale each fault's words come out wrapped: one line, the file, the field, then only
    catalog words (the file's own names, 'antenna', inside them)."""
    path, errors = _map_errors(tmp_path, case, i18n.PSEUDO)
    field = RESOLVE_CASES[case][2]
    assert errors, case
    sep = i18n.pseudo(": ")  # the separator is a catalog word too (French puts a space before the colon)
    assert any(line.startswith(f"{path}{sep}{field}{sep}") for line in errors), errors
    for line in errors:
        assert "\n" not in line and line.startswith(f"{path}{sep}"), line
        words = line.split(sep, 2)[2]
        assert words.startswith("[") and words.endswith("]"), line


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_map_checker_faults_in_the_readers_words(tmp_path, lang):
    for case, expected in RESOLVE_WORDS[lang].items():
        path, errors = _map_errors(tmp_path, case, lang)
        assert f"{path}{' :' if lang == 'fr' else ':'} {expected}" in errors, errors
