"""The French/Spanish trial's command-line and PDF findings of stage 40, each read from the command's own output or
its PDF's text (pdfplumber)."""

from __future__ import annotations

import re

import pdfplumber
import pytest

from its_desktop.cli import main


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(("lang", "name"), [("fr", "Champ d'Antennes"), ("es", "Campo de Antenas")])
def test_a_map_pages_header_names_no_data_id(capsys, tmp_path, lang, name):
    """The header's corner read "ITS Table Assistant · s8/antenna-field": the English slug beside the pack's name."""
    for layout in ("fit", "tiled"):
        pdf = tmp_path / f"{layout}.pdf"
        code, _out, err = cli(capsys, "--lang", lang, "print", "map", "s8/antenna-field", "--points", "300",
                              "--layout", layout, *(["--tiles", "A1"] if layout == "tiled" else []), "-o", str(pdf))
        assert code == 0, err
        with pdfplumber.open(pdf) as doc:
            text = doc.pages[0].extract_text()
        assert name in text and "ITS Table Assistant" in text, text[:300]
        assert not re.search(r"s\d+/[a-z-]+", text), text[:300]


def test_spanish_says_bye_and_de_nuevo_as_everywhere_else():
    """The print confirmation said "descansa" where the pack, the phones, the CSV and the overlay say "Bye"; the pairing
    note "otra vez la mesa" in `pair` where `print pack` and the PDFs say "De nuevo la mesa"."""
    from its_desktop.domain.i18n import _, speaking

    with speaking("es"):
        assert _(", bye: {names}").format(names="Carla Dias") == ", bye: Carla Dias"
        note = _("Note: table {n} again for {names} (every other table was taken or already played)")
        again = _("Table {n} again for {names} (every other table was taken or already played)")
    assert "de nuevo la mesa {n}" in note and again.startswith("De nuevo la mesa {n}") and "otra vez" not in note


@pytest.mark.parametrize(("lang", "missing"), [("fr", "x.json : illisible : "), ("es", "x.json: no se puede leer: ")])
def test_a_file_at_fault_is_named_without_a_pseudo_field(capsys, tmp_path, lang, missing):
    """"x.json : (fichier) : illisible" put a parenthesised word where a field goes."""
    code, _out, err = cli(capsys, "--lang", lang, "score", str(tmp_path / "x.json"))
    assert code == 2 and missing in err and "(fichier)" not in err and "(archivo)" not in err, err
    (tmp_path / "bad.json").write_text("{x", encoding="utf-8")
    code, _out, err = cli(capsys, "--lang", lang, "score", str(tmp_path / "bad.json"))
    assert code == 2 and "bad.json" in err and "(json)" not in err, err


@pytest.mark.parametrize(("lang", "not_sqlite", "refused", "module"), [
    ("fr", "ce n'est pas une base de données (ce fichier n'est pas une base SQLite)", "le serveur refuse la connexion",
     "le module Python MySQLdb manque"),
    ("es", "no es una base de datos (este archivo no es una base de datos SQLite)", "el servidor rechaza la conexión",
     "falta el módulo de Python MySQLdb"),
])
def test_the_databases_usual_refusals_in_the_readers_words(capsys, tmp_path, lang, not_sqlite, refused, module):
    """SQLite's "file is not a database", libpq's "Connection refused Is the server running…" and Python's "No module
    named 'MySQLdb'" ended translated lines in English."""
    garbage = tmp_path / "notadb.sqlite3"
    garbage.write_bytes(b"garbage" * 200)
    for url, words in ((f"sqlite:///{garbage}", not_sqlite), ("postgresql+psycopg://x:y@127.0.0.1:1/none", refused),
                       ("mysql://x@y/z", module)):
        code, _out, err = cli(capsys, "--lang", lang, "--db", url, "event", "check", "1")
        assert code == 2 and words in err, err
        assert not re.search(r"file is not|Connection refused|Is the server|No module named", err), err


@pytest.mark.parametrize(("lang", "words"), [("fr", "la Ronde 1 n'a pas de résultat pour Ana Silva (le joueur 1 du fichier)"),
                                             ("es", "la Ronda 1 no tiene resultado para Ana Silva (el jugador 1 del archivo)")])
def test_a_missing_result_names_the_player(capsys, tmp_path, lang, words):
    """"n'a pas de résultat pour le joueur 1": the file's id where the organizer knows a name."""
    import json

    event = {"season": "s16", "players": [{"id": i, "name": n} for i, n in
                                          ((1, "Ana Silva"), (2, "Ben Okafor"), (3, "Carla Dias"), (4, "Dan Wu"))],
             "games": [{"round": 1, "table": 1, "a": 2, "b": 3, "op_a": 5, "op_b": 3, "vp_a": 100, "vp_b": 50}]}
    path = tmp_path / "event.json"
    path.write_text(json.dumps(event), encoding="utf-8")
    code, _out, err = cli(capsys, "--lang", lang, "pair", str(path), "--round", "2")
    assert code == 2 and words in err, err


@pytest.mark.parametrize(("lang", "positional", "options"), [
    ("fr", "arguments positionnels\u00a0:", "options\u00a0:"), ("es", "argumentos posicionales:", "opciones:"),
    ("en", "positional arguments:", "options:")])
def test_help_headings_take_the_languages_colon(capsys, lang, positional, options):
    """argparse appends the colon itself: French read "arguments positionnels:" below "usage :"."""
    with pytest.raises(SystemExit):
        main(["--lang", lang, "score", "--help"])
    lines = capsys.readouterr().out.splitlines()
    assert positional in lines and options in lines, lines
