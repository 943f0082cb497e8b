"""A round's table pack read back from the PDF: one file, per table a map and two sheets, then the
pairings and the standings; names in any Latin script, factions, never a private field."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pdfplumber
import pytest
from pypdf import PdfReader

from its_desktop.domain.tournament import parse_event
from its_desktop.printing.output import PrintError
from its_desktop.printing.pack import table_pack

from .conftest import PAPER, same_size

PLAYERS = [
    {"id": "p1", "name": "Łukasz Żółć", "faction": "PanOceania", "club": "Warszawa",
     # private: never printed
     "lieutenant": "SECRET-LT-Fusilier", "classified": ["TOPSECRET-Telemetry"], "its_pin": "PIN-9911",
     "intelcom": "HIDDEN-CARD-3"},
    {"id": "p2", "name": "Renée Peña", "faction": "Ejército de Caledonia"},
    {"id": "p3", "name": "François Ibáñez", "faction": "Haqqislam"},
    {"id": "p4", "name": "Aiko Tanaka", "faction": "Yu Jing"},
    {"id": "p5", "name": "Bob Smith", "faction": "Nomads"},
    {"id": "p6", "name": "Carla Rossi", "faction": "Combined Army"},
    {"id": "p7", "name": "Dmitri Volkov", "faction": "Ariadna"},
    {"id": "p8", "name": "Eve Martin", "faction": "ALEPH"},
]
ROUND1 = [
    {"round": 1, "table": 1, "a": "p1", "b": "p2", "op_a": 7, "op_b": 3, "vp_a": 200, "vp_b": 120},
    {"round": 1, "table": 2, "a": "p3", "b": "p4", "op_a": 5, "op_b": 5, "vp_a": 150, "vp_b": 160},
    {"round": 1, "table": 3, "a": "p5", "b": "p6", "op_a": 2, "op_b": 8, "vp_a": 80, "vp_b": 250},
    {"round": 1, "table": 4, "a": "p7", "b": "p8", "op_a": 6, "op_b": 4, "vp_a": 190, "vp_b": 100},
]
EVENT = {"season": "s16", "rounds_planned": 3, "players": PLAYERS, "games": ROUND1}
SECRETS = ("SECRET-LT", "Fusilier", "TOPSECRET", "Telemetry", "PIN-9911", "HIDDEN-CARD", "Warszawa")
NAMES = [p["name"] for p in PLAYERS]


def pages_text(path) -> list[str]:
    with pdfplumber.open(path) as pdf:
        return [p.extract_text() or "" for p in pdf.pages]


def page_sizes(path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(str(path)).pages]


@pytest.fixture(scope="module")
def round2(tmp_path_factory):
    """Round 2 of the 8-player event, paired by the standings after round 1 (4 tables)."""
    out = tmp_path_factory.mktemp("pack") / "round2.pdf"
    result = table_pack(copy.deepcopy(EVENT), None, 2, out, "s16/supremacy", 300)
    return out, result, pages_text(out)


def test_one_pdf_with_a_map_and_two_sheets_per_table_then_pairings_and_standings(round2):
    out, result, texts = round2
    assert len(result.tables) == 4 and not result.byes
    assert result.pages == len(texts) == len(PdfReader(str(out)).pages) == 4 * (1 + 2 + 1) + 1 + 1 + 1
    expected = [k for t in result.tables
                for k in (f"map {t.table}", f"sheet {t.table} A", f"sheet {t.table} B", f"tent {t.table}")]
    assert result.page_kinds == expected + ["pairings", "find", "standings"]
    assert sorted(t.table for t in result.tables) == [1, 2, 3, 4]
    assert result.pairing == "standings" and result.seed is None
    # every player plays exactly once
    ids = sorted(x for t in result.tables for x in (t.a_id, t.b_id))
    assert ids == sorted(p["id"] for p in PLAYERS)


def test_page_sizes_follow_the_page_templates(round2):
    out, result, _ = round2
    sizes = page_sizes(out)
    for kind, size in zip(result.page_kinds, sizes):
        assert same_size(size, PAPER["a4"])
        if kind.startswith("map"):
            landscape = size[0] > size[1]
            assert landscape == (result.map_orientation == "landscape")
        else:
            assert size[0] < size[1]  # sheets and lists: portrait


def test_each_table_s_pages_name_the_table_round_players_and_factions(round2):
    _, result, texts = round2
    by_kind = dict(zip(result.page_kinds, texts))
    for t in result.tables:
        for kind in (f"map {t.table}", f"sheet {t.table} A", f"sheet {t.table} B"):
            text = by_kind[kind]
            assert t.a.name in text and t.b.name in text, kind
            assert t.a.faction in text and t.b.faction in text, kind
        assert f"Table {t.table}" in by_kind[f"map {t.table}"] and "Round 2" in by_kind[f"map {t.table}"]
        assert "Supremacy" in by_kind[f"map {t.table}"]
        for copy_ in ("A", "B"):
            sheet = by_kind[f"sheet {t.table} {copy_}"]
            assert f"Round 2 · table {t.table}" in sheet
            assert f"Player {copy_}'s copy" in sheet
            assert "Dominate more quadrants" in sheet  # the scenario's objectives
    lukasz = next(t for t in result.tables if "Łukasz Żółć" in (t.a.name, t.b.name))
    assert "Łukasz Żółć" in by_kind[f"map {lukasz.table}"] and "PanOceania" in by_kind[f"map {lukasz.table}"]


def test_pairings_and_standings_pages(round2):
    _, result, texts = round2
    pairings, standings = texts[-3], texts[-1]
    assert "Round 2 pairings" in pairings and "by the standings after round 1" in pairings
    for name in NAMES:
        assert name in pairings and name in standings
    for p in PLAYERS:
        assert p["faction"] in pairings
    for t in result.tables:
        line = next(ln for ln in pairings.splitlines() if t.a.name in ln)
        assert line.split()[0] == str(t.table) and t.b.name in line
    assert "Standings after round 1 of 3" in standings
    assert "Rank" in standings and "TP" in standings and "Opponents' OP" in standings
    # Carla Rossi won 8-2: first with 5 TP (4 + offensive bonus), 8 OP, 250 VP, opponents' OP 2
    first = next(ln for ln in standings.splitlines() if "Carla Rossi" in ln)
    assert first.split()[0] == "1" and first.split()[-4:] == ["5", "8", "250", "2"]


def test_no_private_field_reaches_the_pack(round2):
    _, _, texts = round2
    everything = "\n".join(texts)
    for secret in SECRETS:
        assert secret not in everything


def test_the_event_s_own_games_are_the_pairings(tmp_path):
    out = tmp_path / "r1.pdf"
    result = table_pack(EVENT, "s16", 1, out, {1: "s16/frostbyte", 2: "s16/supremacy"}, 150)
    assert result.pairing == "event" and result.mission == "s16/frostbyte"
    assert [(t.table, t.a_id, t.b_id) for t in result.tables] == [(g["table"], g["a"], g["b"]) for g in ROUND1]
    texts = pages_text(out)
    assert "Frostbyte" in texts[0] and "Table 1" in texts[0]
    assert "as recorded for the round" in texts[-3]
    assert "Standings before round 1" in texts[-1]


def test_round_one_is_drawn_with_a_repeatable_seed_and_an_odd_player_gets_the_bye(tmp_path):
    raw = {"season": "s16", "players": PLAYERS + [{"id": "p9", "name": "Zoë Ćwik", "faction": "O-12"}]}
    a = table_pack(raw, None, 1, tmp_path / "a.pdf", "s16/supremacy", 300, seed=7)
    b = table_pack(raw, None, 1, tmp_path / "b.pdf", "s16/supremacy", 300, seed=7)
    assert a.seed == 7 and a.pairing == "draw"
    assert [(t.a_id, t.b_id) for t in a.tables] == [(t.a_id, t.b_id) for t in b.tables]
    assert len(a.tables) == 4 and len(a.byes) == 1
    assert a.pages == 4 * 4 + 3
    pairings = pages_text(tmp_path / "a.pdf")[-3]
    assert "seed 7" in pairings
    bye_line = next(ln for ln in pairings.splitlines() if "Bye" in ln)  # in the opponent's column, whole
    assert a.byes[0].name in bye_line and a.byes[0].faction in bye_line


def test_letter_paper_and_a_parsed_event_with_factions(tmp_path):
    out = tmp_path / "letter.pdf"
    event = parse_event(EVENT)
    result = table_pack(event, None, 2, out, "s16/supremacy", 300, paper="letter",
                        factions={"p1": "Acontecimento"})
    assert all(same_size(s, PAPER["letter"]) for s in page_sizes(out))
    assert "Acontecimento" in pages_text(out)[-3]
    assert result.pages == 19


def test_the_map_is_drawn_once_and_shown_on_every_map_page(tmp_path):
    """One PDF form holds the map; each table's map page shows that same form (a small file, a fast pack)."""
    out = tmp_path / "form.pdf"
    result = table_pack(EVENT, None, 2, out, "s16/supremacy", 300)
    reader = PdfReader(out)
    shown = []
    for number, kind in enumerate(result.page_kinds):
        if kind.startswith("map "):
            forms = reader.pages[number]["/Resources"]["/XObject"]
            shown.append({forms[name].indirect_reference.idnum for name in forms})
    assert len(shown) == len(result.tables) > 1
    assert all(s == shown[0] for s in shown) and len(shown[0]) == 1


def test_every_score_sheet_shows_one_body_laid_out_once_with_its_own_names(tmp_path):
    """The sheets' common body (objectives, totals, signatures) is one form; each sheet writes its names."""
    out = tmp_path / "sheets.pdf"
    result = table_pack(EVENT, None, 2, out, "s16/supremacy", 300)
    reader = PdfReader(out)
    texts = pages_text(out)
    bodies = []
    for number, kind in enumerate(result.page_kinds):
        if kind.startswith("sheet "):
            forms = reader.pages[number]["/Resources"]["/XObject"]
            bodies.append({forms[name].indirect_reference.idnum for name in forms})
            table = next(t for t in result.tables if kind.split()[1] == str(t.table))
            # the names head the players' columns (and fill the boxes above): written on this sheet
            assert texts[number].count(table.a.name) >= 2 and texts[number].count(table.b.name) >= 2
            assert "Tournament Points" in texts[number]  # and the shared body shows
    assert len(bodies) == 2 * len(result.tables)
    assert all(b == bodies[0] for b in bodies) and len(bodies[0]) == 1


def test_a_map_page_renders(round2, render):
    out, result, _ = round2
    png = render(out, 1, 40)
    from PIL import Image  # pdfplumber depends on Pillow

    image = Image.open(png).convert("RGB")
    colours = image.getcolors(1 << 20)
    assert colours is not None and len(colours) > 20  # a drawn map, not a blank page


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({"round_n": 0}, "--round: must be a whole number of at least 1"),
        ({"round_n": 4}, "--round: the event has 3 rounds"),
        ({"round_n": 3}, "round 2 has no result for "),
        ({"missions": {1: "s16/supremacy"}}, "--mission: no mission for round 2"),
        ({"missions": "s16/nope"}, "--mission: unknown mission 's16/nope'"),
        ({"points": 275}, "--points: 275 is not a game size of s16"),
        ({"paper": "a2"}, "--paper: unknown paper 'a2'"),
        ({"season": "s10"}, "s16/supremacy is a s16 scenario; the event is played under s10"),
        ({"season": "s99"}, "--season: unknown season 's99'"),
        ({"event": {**EVENT, "players": [{**PLAYERS[0], "faction": 7}, *PLAYERS[1:]]}},
         "event: players[0].faction: must be a string, got 7"),
        ({"event": {**EVENT, "games": [{**ROUND1[0], "op_b": 12}]}}, "event: games[0].op_b: must be a whole number"),
    ],
)
def test_bad_input_is_one_line_and_writes_nothing(tmp_path, kwargs, expected):
    out = tmp_path / "pack.pdf"
    args = {"event": EVENT, "season": None, "round_n": 2, "path": out, "missions": "s16/supremacy", "points": 300}
    args.update(kwargs)
    with pytest.raises(PrintError) as err:
        table_pack(**args)
    line = err.value.command_line()  # the CLI's line names the flag; the windows' (str) the field in words
    assert expected in line and "\n" not in line
    assert "--" not in str(err.value) and "\n" not in str(err.value)
    assert list(tmp_path.iterdir()) == []


# -- the command line ---------------------------------------------------------------------------------

def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=120)


@pytest.fixture
def event_file(tmp_path):
    path = tmp_path / "event.json"
    path.write_text(json.dumps(EVENT, ensure_ascii=False), encoding="utf-8")
    return path


def test_cli_round_trip(tmp_path, event_file):
    out = tmp_path / "pack.pdf"
    res = run("print", "pack", str(event_file), "--round", "2", "--mission", "s16/frostbyte",
              "--mission-for", "2=s16/supremacy", "--mission-for", "3=s16/panic-room", "--points", "300",
              "--paper", "letter", "-o", str(out))
    assert res.returncode == 0, res.stderr
    assert f"{out}: round 2 table pack, 4 tables, 19 pages (Supremacy (s16/supremacy) at 300 points" in res.stdout
    assert len(PdfReader(str(out)).pages) == 19
    assert all(same_size(s, PAPER["letter"]) for s in page_sizes(out))
    texts = pages_text(out)
    assert "Supremacy" in texts[0] and "Łukasz Żółć" in "\n".join(texts)
    # round 1 again, from the event's own games, with its own scenario
    out1 = tmp_path / "pack1.pdf"
    res = run("print", "pack", str(event_file), "--round", "1", "--mission-for", "1=s16/frostbyte",
              "--points", "150", "-o", str(out1))
    assert res.returncode == 0, res.stderr
    assert "pairings as recorded for the round" in res.stdout and "Frostbyte" in pages_text(out1)[0]


def test_cli_round_one_reports_its_seed(tmp_path):
    path = tmp_path / "e.json"
    path.write_text(json.dumps({"season": "s16", "players": PLAYERS}), encoding="utf-8")
    res = run("print", "pack", str(path), "--round", "1", "--mission", "s16/supremacy", "--points", "300",
              "--seed", "42", "-o", str(tmp_path / "p.pdf"))
    assert res.returncode == 0, res.stderr
    assert "random draw, seed 42" in res.stdout


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--round", "2", "--mission", "s16/nope", "--points", "300"), "unknown mission 's16/nope'"),
        (("--round", "2", "--mission", "s16/supremacy", "--points", "275"), "--points: 275 is not a game size"),
        (("--round", "9", "--mission", "s16/supremacy", "--points", "300"), "--round: the event has 3 rounds"),
        (("--round", "2", "--points", "300"), "stores no scenario for round 2"),
        (("--round", "2", "--mission", "s16/supremacy"), "stores no army points for round 2"),
        (("--round", "2", "--mission-for", "two=s16/supremacy", "--points", "300"),
         "--mission-for: 'two=s16/supremacy'"),
        (("--round", "2", "--mission", "s16/supremacy", "--mission-for", "3=s16/nope", "--points", "300"),
         "--mission-for: round 3: unknown mission"),
        (("--round", "2", "--mission", "s16/supremacy", "--points", "300", "--season", "s99"), "unknown season 's99'"),
    ],
)
def test_cli_bad_input_is_one_line_exit_2_and_no_file(tmp_path, event_file, args, expected):
    out = tmp_path / "out.pdf"
    res = run("print", "pack", str(event_file), *args, "-o", str(out))
    assert res.returncode == 2, res.stdout
    assert expected in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1 and "Traceback" not in res.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event.json"]


def test_cli_bad_event_file_names_the_file_and_field(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"season": "s16", "players": [{"id": 1}]}', encoding="utf-8")
    res = run("print", "pack", str(bad), "--round", "1", "--mission", "s16/supremacy", "--points", "300",
              "-o", str(tmp_path / "x.pdf"))
    assert res.returncode == 2 and f"{bad}: players[0].name: missing" in res.stderr
    broken = tmp_path / "broken.json"
    broken.write_text('{"season": "s16",', encoding="utf-8")
    res = run("print", "pack", str(broken), "--round", "1", "--mission", "s16/supremacy", "--points", "300",
              "-o", str(tmp_path / "x.pdf"))
    assert res.returncode == 2 and f"{broken}: malformed JSON" in res.stderr
    res = run("print", "pack", str(tmp_path / "missing.json"), "--round", "1", "--mission", "s16/supremacy",
              "--points", "300", "-o", str(tmp_path / "x.pdf"))
    assert res.returncode == 2 and "cannot read" in res.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_cli_failed_pack_keeps_the_existing_file(tmp_path, event_file):
    out = tmp_path / "pack.pdf"
    out.write_bytes(b"previous pack")
    res = run("print", "pack", str(event_file), "--round", "3", "--mission", "s16/supremacy", "--points", "300",
              "-o", str(out))
    assert res.returncode == 2
    assert out.read_bytes() == b"previous pack"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event.json", "pack.pdf"]


def test_pairing_options_match_its_desktop_pair(tmp_path):
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.tournament import pair_round

    raw = {"season": "s16", "players": [{**p, "club": "Kraków" if i < 4 else f"club {i}"}
                                        for i, p in enumerate(PLAYERS)]}
    expected = pair_round(parse_event(raw), catalog.season("s16"), 1, seed=3, avoid_clubs=True)
    result = table_pack(raw, None, 1, tmp_path / "p.pdf", "s16/supremacy", 300, seed=3, avoid_clubs=True)
    assert [(t.table, t.a_id, t.b_id) for t in result.tables] == [(t.table, t.a, t.b) for t in expected.pairings]
    assert "Kraków" not in "\n".join(pages_text(tmp_path / "p.pdf"))  # clubs are not printed


def test_event_games_without_table_numbers_get_the_free_ones(tmp_path):
    games = [{k: v for k, v in g.items() if k != "table"} for g in ROUND1[:2]] + \
            [{**ROUND1[2], "table": 1}, {**ROUND1[3], "table": "Top table"}]
    result = table_pack({**EVENT, "games": games}, None, 1, tmp_path / "p.pdf", "s16/supremacy", 300)
    assert [(t.table, t.a_id) for t in result.tables] == [(1, "p5"), (2, "p1"), (3, "p3"), ("Top table", "p7")]
    assert "Table Top table" in pages_text(tmp_path / "p.pdf")[12]


def _outline(reader) -> list:
    def walk(items):
        return [walk(it) if isinstance(it, list) else it.title for it in items]
    return walk(reader.outline)


def test_find_your_table_tent_cards_and_bookmarks(round2):
    out, result, texts = round2
    by_kind = dict(zip(result.page_kinds, texts))
    find = by_kind["find"]
    assert "find your table" in find
    # A to Z by name, each with their table, side and opponent
    lines = [ln for ln in find.splitlines() if any(n in ln for n in NAMES)]
    names = [min((n for n in NAMES if n in ln), key=ln.index) for ln in lines]  # the line's first name
    from its_desktop.printing.pack_pages import sort_key

    assert names == sorted(NAMES, key=sort_key) and len(names) == 8
    for t in result.tables:
        for side, me, other in (("A", t.a, t.b), ("B", t.b, t.a)):
            line = next(ln for ln, n in zip(lines, names) if n == me.name)
            assert f"Table {t.table}" in line and f" {side} " in f" {line} " and other.name in line
        tent = by_kind[f"tent {t.table}"]
        # both faces of the fold: the upper one is upside down, so its text reads backwards

        def twice(text: str) -> bool:
            return tent.count(text) == 1 and tent.count(text[::-1]) == 1  # noqa: B023
        assert twice(f"Table {t.table}") and twice(t.a.name) and twice(t.b.name) and twice("Supremacy")
    outline = _outline(PdfReader(str(out)))
    tables = [x for x in outline if isinstance(x, str) and x.startswith("Table ")]
    assert len(tables) == 4
    children = [x for x in outline if isinstance(x, list)]
    assert len(children) == 4 and all(len(c) == 4 for c in children)  # map, two sheets, tent card
    assert {"Pairings", "Find your table (A–Z)", "Standings"} <= set(x for x in outline if isinstance(x, str))
    assert not any(secret in "".join(texts) for secret in SECRETS)


def test_sort_key_reads_a_to_z_without_accents_or_case():
    from its_desktop.printing.pack_pages import sort_key

    names = ["Łukasz", "zoe", "Émile", "ana", "Bruno", "Lara"]
    assert sorted(names, key=sort_key) == ["ana", "Bruno", "Émile", "Lara", "Łukasz", "zoe"]


def test_the_standings_page_shows_the_bye_reading(tmp_path):
    # S13: 5 players, one bye in round 1. L278 prints the bye as 3 TP while a Victoire is worth 4 (L244):
    # the printed standings rest on the 3 and say so, with the other reading.
    players = [{"id": f"q{i}", "name": f"Joueur {i}", "faction": "PanOceania"} for i in range(1, 6)]
    games = [{"round": 1, "table": 1, "a": "q1", "b": "q2", "op_a": 6, "op_b": 2, "vp_a": 200, "vp_b": 100},
             {"round": 1, "table": 2, "a": "q3", "b": "q4", "op_a": 3, "op_b": 3, "vp_a": 150, "vp_b": 150},
             {"round": 1, "bye": "q5"}]
    out = tmp_path / "s13.pdf"
    table_pack({"season": "s13", "rounds_planned": 3, "players": players, "games": games}, None, 2, out,
               "s13/supremacy", 300)
    standings = " ".join(pages_text(out)[-1].split())
    assert "a bye gives 3 TP" in standings and "other reading: 4 TP" in standings and "L278" not in standings
