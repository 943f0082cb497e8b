"""The pack of a stored round prints the pairings as announced: every table and the bye as saved (games
without results included), never a fresh draw, with the tables' terrain labels — from the repository's event
file and from `its-desktop print pack` on that file without --seed."""

from __future__ import annotations

import json
import subprocess
import sys

import pdfplumber

from its_desktop.printing.pack import table_pack
from its_desktop.persistence.events import Events


def test_the_pack_prints_the_stored_pairings_with_the_bye(tmp_path):
    with Events.open(f"sqlite:///{tmp_path / 'e.sqlite3'}") as events:
        ev = events.create_event("Pack Open", "s16", who="TO")
        for i in range(5):
            events.add_player(ev.id, f"Player {i}", faction="Ariadna", who="TO")
        events.set_table(ev.id, 2, "Jungle B", who="TO")
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
        saved = events.save_pairings(ev.id, events.pair(ev.id, 1, seed=5), who="TO")
        real = [g for g in saved if not g.bye]
        events.swap_players(ev.id, 1, real[0].a, real[1].b, who="TO", why="club mates")  # not what a draw gives
        stored = events.games(ev.id, 1)
        data = events.export_event_file(ev.id)
    want = {(g.table, g.a, g.b) for g in stored if not g.bye}
    bye = next(g.a for g in stored if g.bye)

    result = table_pack(data, None, 1, tmp_path / "pack.pdf", "s16/supremacy", 300)
    assert result.pairing == "event"
    assert {(t.table, t.a_id, t.b_id) for t in result.tables} == want
    assert [p.name for p in result.byes] == [next(g.a_name for g in stored if g.a == bye)]
    assert next(t.label for t in result.tables if t.table == 2) == "Jungle B"
    with pdfplumber.open(tmp_path / "pack.pdf") as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert "Table 2 · Jungle B" in text and "Bye" in text

    path = tmp_path / "event.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "its_desktop", "print", "pack", str(path), "--round", "1",
                          "--mission", "s16/supremacy", "--points", "300", "-o", str(tmp_path / "cli.pdf")],
                         capture_output=True, text=True, timeout=180)
    assert res.returncode == 0, res.stderr
    assert "2 tables" in res.stdout and "as recorded for the round" in res.stdout
    assert next(g.a_name for g in stored if g.bye) in res.stdout


def test_print_pack_takes_the_rounds_scenario_and_points_from_the_event(tmp_path):
    """`print pack EVENT --round N` without --mission and --points: the round as the organizer set it."""
    with Events.open(f"sqlite:///{tmp_path / 'e.sqlite3'}") as events:
        ev = events.create_event("Pack Open", "s16", points=300, who="TO")
        for i in range(4):
            events.add_player(ev.id, f"Player {i}", faction="Ariadna", who="TO")
        events.set_round(ev.id, 1, "s16/supremacy", 150, who="TO")
        events.save_pairings(ev.id, events.pair(ev.id, 1, seed=5), who="TO")
        data = events.export_event_file(ev.id)
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "cli.pdf"
    res = subprocess.run([sys.executable, "-m", "its_desktop", "print", "pack", str(path), "--round", "1", "-o",
                          str(out)], capture_output=True, text=True, timeout=180)
    assert res.returncode == 0, res.stderr
    assert "Supremacy (s16/supremacy) at 150 points" in res.stdout
    with pdfplumber.open(out) as pdf:
        assert "Supremacy (150 pts)" in (pdf.pages[3].extract_text() or "")
    res = subprocess.run([sys.executable, "-m", "its_desktop", "print", "pack", str(path), "--round", "2", "-o",
                          str(tmp_path / "r2.pdf")], capture_output=True, text=True, timeout=180)
    assert res.returncode == 2 and res.stderr.strip().endswith(f"--mission: {path} stores no scenario for round 2")
    assert not (tmp_path / "r2.pdf").exists()


def test_print_pack_from_the_database_prints_the_players_pages_qr_codes(tmp_path, capsys):
    """`its-desktop --db URL print pack --event-id ID --round N`: the event file holds no tokens, the database
    does: every table's page and the event page under the QR codes, and strict mode's seat codes."""
    from its_desktop.cli import main

    url = f"sqlite:///{tmp_path / 'e.sqlite3'}"
    with Events.open(url) as events:
        ev = events.create_event("QR Open", "s16", points=300, who="TO")
        for i in range(4):
            events.add_player(ev.id, f"Player {i}", faction="Ariadna", who="TO")
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
        games = [g for g in events.save_pairings(ev.id, events.pair(ev.id, 1, seed=5), who="TO") if not g.bye]
        events.set_strict(ev.id, True, who="TO")
    out = tmp_path / "pack.pdf"
    assert main(["--db", url, "print", "pack", "--event-id", str(ev.id), "--round", "1",
                 "--players-url", "http://10.0.0.5:8080/", "-o", str(out)]) == 0
    said = capsys.readouterr().out
    with Events.open(url) as events:  # the tokens the pack made are kept: the pages serve them
        tokens = {g.table: events.table_token(g.id) for g in games}
        codes = [events.seat_code(g.id, side) for g in games for side in ("A", "B")]
        event_page = f"http://10.0.0.5:8080/e/{events.event_token(ev.id)}"
    assert "2 tables" in said and event_page in said
    with pdfplumber.open(out) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
        images = sum(len(page.images) + len(page.rects) for page in pdf.pages)
    for table, token in tokens.items():
        assert f"http://10.0.0.5:8080/t/{token}" in text.replace("\n", ""), table
    assert event_page in text.replace("\n", "") and all(code in text for code in codes) and images


def test_print_pack_from_the_database_refuses_bad_input_in_one_line(tmp_path, capsys):
    from its_desktop.cli import main

    url = f"sqlite:///{tmp_path / 'e.sqlite3'}"
    with Events.open(url) as events:
        ev = events.create_event("QR Open", "s16", points=300, who="TO")
        for i in range(4):
            events.add_player(ev.id, f"Player {i}", faction="Ariadna", who="TO")
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    out = tmp_path / "pack.pdf"
    cases = [
        (["print", "pack", "--round", "1", "-o", str(out)], "give the EVENT file, or --event-id"),
        (["print", "pack", str(tmp_path / "e.json"), "--event-id", str(ev.id), "--round", "1", "-o", str(out)],
         "not both"),
        (["print", "pack", "--event-id", "999", "--round", "1", "-o", str(out)], "no event 999"),
        (["print", "pack", "--event-id", str(ev.id), "--round", "1", "-o", str(out)], "round 1 of this event is not paired"),
        (["print", "pack", "--event-id", str(ev.id), "--round", "1", "--players-url", "ftp://x", "-o", str(out)],
         "--players-url: expected an address"),
        (["print", "pack", str(tmp_path / "e.json"), "--players-url", "http://x:1", "--round", "1", "-o", str(out)],
         "only with --event-id"),
    ]
    for argv, words in cases:
        assert main(["--db", url, *argv]) == 2, argv
        err = capsys.readouterr().err
        assert words in err and err.count("\n") == 1 and "Traceback" not in err, (argv, err)
    assert not out.exists()
