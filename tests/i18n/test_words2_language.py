"""What a French or Spanish player read in the s38 language trial, read again from the real output: the
scorer's state words agree with the markers' names, and more below (one test per finding)."""

from __future__ import annotations

from pathlib import Path

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n, lengths

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "game-frostbyte.json"



def cli(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(("lang", "agreeing", "loose"), [
    ("fr", "Unité Thermique ZM A active", "actif(s)"),
    ("es", "Unidad Térmica ZM A activa", "activo(s)")])
def test_the_scorers_state_words_agree_with_the_heating_unit(capsys, lang, agreeing, loose):
    out = cli(capsys, "--lang", lang, "score", str(EXAMPLE))
    assert loose not in out and out.count(agreeing) >= 2, out


# -- errors: one line naming the file and the field, in the reader's language ------------------------------

ENGLISH_ERRORS = ("must be", "missing", "got ", "unknown season", "known:", "cannot connect", "database:",
                  "no display", "is used twice", "unknown field")


def fails(capsys, *args: str) -> str:
    assert main(list(args)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def _table_with(tmp_path: Path, piece: dict) -> Path:
    import json

    table = json.loads((ROOT / "docs" / "example.itstable").read_text())
    table["version"] = 2  # scenery needs the format's version 2
    table["scenery"] = [{"id": "b1", "kind": "building", "shape": "rect", "x": 12, "y": 20, "width": 4, "depth": 6},
                        piece]
    path = tmp_path / "scen.itstable"
    path.write_text(json.dumps(table))
    return path


@pytest.mark.parametrize(("lang", "width", "missing", "kind"), [
    ("fr", "scenery[1].width : doit aller de 0,001 à 1000, reçu -3", "scenery[1].width : manquant",
     "scenery[1].kind : doit être l'un de"),
    ("es", "scenery[1].width: debe ir de 0,001 a 1000, se recibió -3", "scenery[1].width: falta",
     "scenery[1].kind: debe ser uno de")])
def test_the_scenery_readers_field_errors_speak_the_language(capsys, tmp_path, lang, width, missing, kind):
    bad = _table_with(tmp_path, {"id": "w1", "kind": "wall", "shape": "rect", "x": 5, "y": 5, "width": -3, "depth": 1})
    err = fails(capsys, "--lang", lang, "terrain", "check", str(bad))
    assert str(bad) in err and width in err, err
    bad = _table_with(tmp_path, {"id": "t1", "kind": "tree", "shape": "circle", "x": 5, "y": 5, "diameter": 3})
    err = fails(capsys, "--lang", lang, "print", "placement", str(bad), "-o", str(tmp_path / "p.pdf"))
    assert missing in err, err
    bad = _table_with(tmp_path, {"id": "x1", "kind": "statue", "shape": "rect", "x": 5, "y": 5, "width": 2, "depth": 1})
    err = fails(capsys, "--lang", lang, "terrain", "check", str(bad))
    assert kind in err and "'statue'" in err, err
    assert not any(e in err for e in ENGLISH_ERRORS), err


@pytest.mark.parametrize(("lang", "said"), [("fr", "season : manquant"), ("es", "season: falta")])
def test_missions_validate_speaks_the_language(capsys, tmp_path, lang, said):
    bad = tmp_path / "bad.toml"
    bad.write_text('id = "s16/x"\n')
    assert main(["--lang", lang, "missions", "validate", str(bad)]) == 2
    err = capsys.readouterr().err
    colon = " : " if lang == "fr" else ": "  # French typography: a space before the colon
    assert f"{bad}{colon}{said}" in err and not any(e in err for e in ENGLISH_ERRORS), err


@pytest.mark.parametrize(("lang", "said"), [("fr", "saison inconnue 's99' ; connues : s16"),
                                            ("es", "temporada desconocida 's99'; conocidas: s16")])
def test_an_unknown_season_is_said_in_the_language_on_every_path(capsys, lang, said):
    err = fails(capsys, "--lang", lang, "standings", str(ROOT / "docs" / "examples" / "event.json"), "--season", "s99")
    assert said in err and not any(e in err for e in ENGLISH_ERRORS), err


@pytest.mark.parametrize(("lang", "said"), [("fr", "base de données : impossible de se connecter à postgresql"),
                                            ("es", "base de datos: no se puede conectar a postgresql")])
def test_an_unreachable_database_is_said_in_the_language(capsys, lang, said):
    err = fails(capsys, "--lang", lang, "--db", "postgresql+psycopg://x:y@127.0.0.1:1/none", "event", "check", "1")
    assert said in err and ":***@" in err and "y@" not in err, err


@pytest.mark.parametrize(("lang", "said"), [("fr", "pas d'affichage : lancez sous xvfb-run"),
                                            ("es", "no hay pantalla: ejecuta con xvfb-run")])
def test_no_display_is_said_in_the_language(lang, said):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang], capture_output=True, text=True,
                         env=env, timeout=60, check=False)
    assert out.returncode == 1 and out.stderr == f"its-desktop: {said}" + out.stderr.split(said, 1)[1], out.stderr
    env["LANG"] = f"{lang}_{lang.upper()}.UTF-8"  # no --lang: the system's language, as the window would be
    out = subprocess.run([sys.executable, "-m", "its_desktop"], capture_output=True, text=True, env=env, timeout=60,
                         check=False)
    assert said in out.stderr, out.stderr


# -- abbreviations on the table and the stream ---------------------------------------------------------------

@pytest.mark.parametrize(("lang", "mark"), [("fr", "INC Zhanshi"), ("es", "INC Zhanshi"), ("en", "UNC Zhanshi")])
def test_the_unconscious_mark_on_the_table_is_the_readers(qapp, lang, mark):
    """The packs print no abbreviation for Unconscious: the table's mark is cut from the pack's word."""
    from PySide6.QtCore import QPointF

    from its_desktop.domain.table import Trooper
    from its_desktop.ui import i18n as ui_i18n
    from its_desktop.ui.table.items import TrooperItem

    ui_i18n.install(lang)
    try:
        down = Trooper("z1", "B", 10, 10, 25, 30, state="unconscious", name="Zhanshi")
        item = TrooperItem(down, 25.4, lambda _item: None, lambda p, _r: QPointF(p))
        item.show_trooper(down, hidden=False)
        assert item.label.text() == mark
    finally:
        ui_i18n.install("en")


@pytest.mark.parametrize(("lang", "code"), [("fr", "ZE"), ("es", "ZE"), ("en", "EZ")])
def test_the_exclusion_zones_badge_on_the_stream_map_is_the_readers(lang, code):
    import re

    from its_desktop.domain.mission import catalog
    from its_desktop.web.mapsvg import render
    from its_desktop.web.public import PublicState

    i18n.set_language(lang)
    view = PublicState(None, None).table_view(catalog.mission("s16/frostbyte", 300), None)  # type: ignore[arg-type]
    svg = render(view)
    badge = re.search(r'<g class="badge"[^>]*>(.*?)</g>', svg)
    assert badge, svg[:400]
    words = re.findall(r">([^<>]+)</text>", badge[1])
    assert code in words and (lang == "en" or "EZ" not in words), words


@pytest.mark.parametrize(("lang", "label"), [("fr", "partie 7 (Ana contre Ben) : tableau des scores"),
                                             ("es", "partida 7 (Ana contra Ben): marcador")])
def test_the_overlay_index_says_versus_in_the_language(lang, label):
    from its_desktop.web.server import PageLink

    i18n.set_language(lang)
    assert PageLink("game-scoreboard", "/scoreboard?game=7", game=7, sides=("Ana", "Ben")).label == label


# -- layout of the printed pack --------------------------------------------------------------------------------

def test_the_french_pairings_page_keeps_exemption_whole(capsys, tmp_path):
    import json
    import shutil
    import subprocess

    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils' pdftotext is needed")
    event = json.loads((ROOT / "docs" / "examples" / "event.json").read_text())
    for p in event["players"]:
        p.pop("dropped_after_round", None)  # five players in round 3: one has the bye
    src = tmp_path / "event.json"
    src.write_text(json.dumps(event))
    pdf = tmp_path / "pack.pdf"
    cli(capsys, "--lang", "fr", "print", "pack", str(src), "--round", "3", "--mission", "s16/frostbyte", "--points",
        "300", "-o", str(pdf))
    text = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    page = text[text.index("Appariements de la Ronde 3"):]
    assert "Exemption" in page and "Exemp\n" not in page, page[:600]


def test_a_percent_sign_never_starts_a_line_on_the_table_check_page():
    from reportlab.platypus import Paragraph

    from its_desktop.printing.pack_scenery import _styles, keep_percent

    threshold = "como máximo " + lengths.percent(0.6, "es")  # the Spanish Umbral column's text
    cell = Paragraph(keep_percent(threshold), _styles()["cell"])
    cell.wrap(84, 100)  # about the Umbral column's width: the text takes two lines
    lines = [" ".join(str(w) for w in line[1]) for line in cell.blPara.lines]
    assert len(lines) == 2 and lines[-1] != "%" and lines[-1].endswith("%"), lines


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_terrain_checks_columns_stay_aligned_in_the_language(capsys, tmp_path, lang):
    """French and Spanish labels run past 36 characters ("Grands éléments, quadrant en bas à gauche"): the
    threshold column still starts at one place on every row."""
    bad = _table_with(tmp_path, {"id": "w1", "kind": "wall", "shape": "rect", "x": 30, "y": 30, "width": 6,
                                 "depth": 1})
    out = cli(capsys, "--lang", lang, "terrain", "check", str(bad))
    import re

    limit = re.compile(r"   (au plus|au moins|como máximo|al menos) ")
    starts = {m.start() for m in map(limit.search, out.splitlines()) if m}
    assert len(starts) == 1, out


@pytest.mark.parametrize(("lang", "names"), [
    ("fr", "Opérations d'Action Directe, Opérations Spéciales"), ("es", "Operaciones de Acción Directa")])
def test_event_formats_names_s8s_operation_types(capsys, lang, names):
    out = cli(capsys, "--lang", lang, "event", "formats", "--season", "s8")
    assert names in out and "direct_action" not in out and "special_operations" not in out, out


@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("fr", "Un carreau (1 po de la table, compté 2,5 cm en jeu) mesure 25,4 mm", "(2,5 cm) mesure 25,4 mm"),
    ("es", "Un cuadro (1 pulg. de la mesa, contado como 2,5 cm en el juego) mide 25,4 mm", "(2,5 cm) mide 25,4 mm")])
def test_tiles_in_cm_on_an_inch_table_say_what_a_grid_square_is(capsys, tmp_path, lang, said, wrong):
    import shutil
    import subprocess

    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils' pdftotext is needed")
    pdf = tmp_path / "tiles.pdf"
    cli(capsys, "--lang", lang, "--units", "cm", "print", "map", "s16/frostbyte", "--points", "300", "--layout",
        "tiled", "-o", str(pdf))
    text = " ".join(subprocess.run(["pdftotext", "-l", "1", str(pdf), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    assert said in text and wrong not in text, text[:900]


@pytest.mark.parametrize(("lang", "said"), [("fr", "à 4 po ou moins"), ("es", "a 4 pulg. o menos")])
def test_frontlines_zone_label_reads_the_tables_unit(capsys, lang, said):
    """S10 is an inch pack: a label that carries a length carries the pack's (it read "10 cm" on an inch table)."""
    out = cli(capsys, "--lang", lang, "mission", "s10/frontline", "--points", "300")
    assert said in out and "10 cm" not in out, out


# -- stored values worded, never JSON ------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "result", "card", "flag"), [
    ("fr", "PO A 7 · PO B 3 · PV A 210 · PV B 95,5", "nom Telemetry · accompli oui · HVT sécurisée non", "oui"),
    ("es", "PO A 7 · PO B 3 · PV A 210 · PV B 95,5", "nombre Telemetry · cumplido sí · HVT asegurada no", "sí")])
def test_the_journal_and_the_game_history_word_stored_values(lang, result, card, flag):
    from its_desktop.presentation.audit_words import value_words

    i18n.set_language(lang)
    assert value_words({"op_a": 7, "op_b": 3, "vp_a": 210.0, "vp_b": 95.5}) == result
    shown = value_words({"name": "Telemetry", "fulfilled": True, "secure_hvt": False})
    assert shown == card
    assert value_words(True) == flag and value_words(None) == "–"
    assert not any(c in value_words({"seed": None, "tables": [[1, 2, 5]], "bye": 3}) for c in '{}":')


@pytest.mark.parametrize(("lang", "name"), [("fr", "Dominer la Zone d'Exclusion"),
                                            ("es", "Dominar la Zona de Exclusión")])
def test_the_game_history_names_the_objective_not_its_id(qapp, lang, name):
    from datetime import UTC, datetime

    from its_desktop.domain.mission import catalog
    from its_desktop.persistence.games import ChangeRecord
    from its_desktop.ui.tally.session import change_text

    i18n.set_language(lang)
    mission = catalog.mission("s16/frostbyte", 300)
    fix = ChangeRecord(2, 1, "A", "dominate-exclusion", 3, 0, 1, "override", False, "desk", datetime.now(UTC), None)
    what, old, new = change_text(fix, True, mission)  # named as the History names it (its round: Qt's words)
    assert what.startswith(f"{name} · ") and what.endswith(" 3") and (old, new) == ("0", "1")
