"""Issue 29's known leftovers after stage 40, for the command line, the PDFs and the error lines: each read from the
command's own output, its PDF's text or metadata, in French and Spanish."""

from __future__ import annotations

import re
from pathlib import Path

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


# -- the French/Spanish trial of stage 41, its [C] findings -------------------------------------------------------

@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("fr", "tels qu'enregistrés pour la ronde", ("fichier d'événement", "fichier de l'événement")),
    ("es", "tal como se registraron para la ronda", ("archivo del evento",)),
])
def test_a_stored_events_pack_does_not_say_its_pairings_come_from_a_file(capsys, sqlite_url, tmp_path, lang, said,
                                                                          wrong):
    """Item 7/16: the pairings page and the confirmation of a pack printed from the database (the window, --event-id)
    said "tels que saisis dans le fichier d'événement" / "según el archivo del evento": there is no file."""
    import pdfplumber

    from .test_pseudo_commands import EVENT

    code, out, err = cli(capsys, "--db", sqlite_url, "event", "import", str(EVENT))
    eid = out.strip()
    pdf = tmp_path / "pack.pdf"
    code, out, err = cli(capsys, "--lang", lang, "--db", sqlite_url, "print", "pack", "--event-id", eid, "--round",
                         "1", "-o", str(pdf))
    assert code == 0, err
    with pdfplumber.open(pdf) as doc:
        text = " ".join(" ".join((page.extract_text() or "").split()) for page in doc.pages)
    for where in (text, out):
        assert said in where and not any(w in where for w in wrong), where[-600:]


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "docs/event-file.example.json : pas un fichier de table ITS ('its-desktop-event')"),
    ("es", "docs/event-file.example.json: no es un archivo de mesa ITS ('its-desktop-event')"),
])
def test_a_file_of_another_kind_is_said_so_without_a_field_key(capsys, lang, expected):
    """Item 14: `terrain check` on an event file answered "mission: falta", the table file's key in English."""
    code, _out, err = cli(capsys, "--lang", lang, "terrain", "check", "docs/event-file.example.json")
    assert code == 2 and err.strip() == f"its-desktop: {expected}", err


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", ": la table n'a aucun élément de décor à placer"), ("es", ": la mesa no tiene escenografía que colocar")])
def test_a_table_without_scenery_is_refused_without_the_scenery_key(capsys, tmp_path, lang, expected):
    """Item 14: "docs/example.itstable: scenery: la mesa no tiene escenografía que colocar"."""
    code, _out, err = cli(capsys, "--lang", lang, "print", "placement", "docs/example.itstable", "-o",
                          str(tmp_path / "x.pdf"))
    assert code == 2 and err.strip().endswith(expected) and "scenery" not in err, err


@pytest.mark.parametrize(("lang", "heading", "sniper"), [
    ("fr", "Définitions :", "Le meilleur point de la moitié du camp"),
    ("es", "Definiciones:", "El mejor punto de la mitad del bando"),
])
def test_terrain_check_defines_its_checks_in_words_not_a_path(capsys, lang, heading, sniper):
    """Item 15: the report ended "Définitions : docs/terrain.md.", a path into the source tree to an English page."""
    code, out, err = cli(capsys, "--lang", lang, "terrain", "check", "docs/example.itstable")
    assert code == 0, err
    assert "docs/" not in out and heading in out.splitlines() and sniper in out, out


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_score_reads_a_game_the_window_exported_with_its_end_notes(capsys, tmp_path, lang):
    """Item 25: a game played to its end keeps the end's notes in every language (an ``end_notes`` entry), and
    `score` refused the window's own export: "values.A.end_notes.game: debe ser true, false o un número…, se recibió
    {'en': ['Player A killed…". The notes score nothing: the result is the one without them."""
    import json

    game = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game-frostbyte.json"
    data = json.loads(game.read_text(encoding="utf-8"))
    stamp = data["entries"][0]["created_at"]
    data["entries"].append({"player": "A", "key": "end_notes", "round": None, "source": "table", "sealed": False,
                            "created_at": stamp, "updated_at": stamp,
                            "value": {"en": ["Player A killed 0 Army Points"], "fr": ["Le Joueur A a Tué 0 Points"],
                                      "es": ["El Jugador A mató 0 Puntos de Ejército"]}})
    with_notes = tmp_path / "game-with-notes.json"
    with_notes.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = cli(capsys, "--lang", lang, "score", str(with_notes))
    assert code == 0, err
    assert (code, out) == cli(capsys, "--lang", lang, "score", str(game))[:2]
    assert "killed" not in out + err and "end_notes" not in out + err
