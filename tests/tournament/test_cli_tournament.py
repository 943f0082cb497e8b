"""``its-desktop standings`` and ``its-desktop pair`` run as an organizer runs them (real exit codes)."""

import json
import subprocess
import sys

import pytest

from . import test_s16_event as s16
from .helpers import game, players


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=60)


def write(tmp_path, data, name="event.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


S16_FINAL = {"season": "s16", "players": s16.PLAYERS, "games": s16.ROUND1 + s16.ROUND2 + s16.ROUND3}


def test_standings_json(tmp_path):
    out = run("standings", str(write(tmp_path, S16_FINAL)), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    rows = data["standings"]
    for row in rows:
        assert {"player", "rank", "tp", "op", "vp", "opp_op"} <= row.keys()
    assert [(r["player"], r["rank"], r["tp"], r["op"], r["vp"], r["opp_op"]) for r in rows] == [
        ("G", 1, 11, 17, 450, 21), ("A", 2, 11, 14, 470, 26), ("F", 3, 10, 11, 610, 28), ("B", 4, 6, 9, 300, 24),
        ("D", 5, 6, 9, 280, 27), ("C", 6, 5, 10, 350, 26), ("E", 7, 3, 3, 240, 20),
    ]
    assert data["final"] is True and rows[0]["op_raw"] == 11 and rows[3]["vp_rescaled"] is True


def test_standings_text_says_why(tmp_path):
    out = run("standings", str(write(tmp_path, S16_FINAL)))
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "ITS Season 16 standings, final" in text  # the season by its name, as the window and PDFs say it
    assert "OP rescaled for a bye from 11" in text and "VP rescaled for a bye from 200" in text
    assert "placed by OP" in text and "placed by VP" in text and "dropped after round 2" in text


def test_standings_after_a_round_and_with_another_season(tmp_path):
    path = write(tmp_path, S16_FINAL)
    out = run("standings", str(path), "--round", "1", "--json")
    rows = json.loads(out.stdout)["standings"]
    assert [(r["player"], r["rank"]) for r in rows][3:5] == [("C", 4), ("D", 4)]
    # Under Season 10's rules A's 6-2 win is a Victory (won by 4): 2 TP, no bonus; the bye is worth 2.
    out = run("standings", str(path), "--round", "1", "--season", "s10", "--json")
    rows = {r["player"]: r for r in json.loads(out.stdout)["standings"]}
    assert (rows["A"]["tp"], rows["G"]["tp"], rows["C"]["tp"], rows["F"]["tp"]) == (2, 2, 1, 2)


def test_pair_round_1_is_reproducible(tmp_path):
    path = write(tmp_path, {"season": "s13", "players": players(*"ABCDEFG")})
    first = run("pair", str(path), "--round", "1", "--seed", "11", "--json")
    again = run("pair", str(path), "--round", "1", "--seed", "11", "--json")
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout
    data = json.loads(first.stdout)
    tables = [p for p in data["pairings"] if "table" in p]
    byes = [p for p in data["pairings"] if "bye" in p]
    assert [t["table"] for t in tables] == [1, 2, 3] and len(byes) == 1 and data["deviations"] == []
    assert {"a", "b"} <= tables[0].keys()
    text = run("pair", str(path), "--round", "1", "--seed", "11")
    assert "Table   1:" in text.stdout and "Bye:" in text.stdout and "seed 11" in text.stdout


def test_a_whole_event_through_the_command_line(tmp_path):
    """Pair, enter results, pair again... until the final standings (7 players: 3 rounds, byes)."""
    event = {"season": "s13", "players": players(*"ABCDEFG", clubs={"A": "Lyon", "B": "Lyon"})}
    path = write(tmp_path, event)
    met = set()
    for rnd in (1, 2, 3):
        out = run("pair", str(path), "--round", str(rnd), "--seed", "3", "--avoid-clubs", "--json")
        assert out.returncode == 0, out.stderr
        pairing = json.loads(out.stdout)
        games = event.setdefault("games", [])
        for p in pairing["pairings"]:
            if "bye" in p:
                games.append({"round": rnd, "bye": p["bye"]})
                continue
            pair = frozenset((p["a"], p["b"]))
            assert pair not in met and pair != {"A", "B"}
            met.add(pair)
            a_op = (ord(p["a"]) * 7 + rnd) % 11
            games.append(game(rnd, p["a"], p["b"], a_op, 10 - a_op, 100 + a_op, 200 - a_op, table=p["table"]))
        path = write(tmp_path, event)
    out = run("standings", str(path), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["final"] and len(data["standings"]) == 7
    assert sorted(r["byes"] for r in data["standings"]) == [0, 0, 0, 0, 1, 1, 1]
    assert [r["rank"] for r in data["standings"]] == sorted(r["rank"] for r in data["standings"])
    out = run("pair", str(path), "--round", "4")
    assert out.returncode == 2 and "--round: the event has 3 rounds" in out.stderr


@pytest.mark.parametrize(("command", "data", "expected"), [
    ("standings", "{not json", ".json: malformed JSON"),
    ("standings", {"season": "s99", "players": players("A")}, "season: unknown season 's99'"),
    ("standings", {"players": players("A")}, "season: missing"),
    ("standings", {"season": "s16", "players": players("A", "B"), "games": [game(1, "A", "B", 11, 0)]},
     "games[0].op_a: must be a whole number from 0 to 10, got 11"),
    ("standings", {"season": "s16", "players": players("A", "B"), "games": [game(1, "A", "Z", 1, 0)]},
     "games[0].b: unknown player 'Z'"),
    ("standings", {"season": "s16", "players": players("A", "B"), "games": [game(1, "A", "B", 1, 0, -3)]},
     "games[0].vp_a: must be a number of at least 0"),
    ("pair", {"season": "s16", "players": players("A", "B", "C", "D"), "games": [game(1, "A", "B", 1, 0)]},
     "games: round 1 has no result for Player C (player 'C' in the file)"),
    ("pair", {"season": "s16", "players": players("A", "B", "C")}, "players: ITS Season 16 tournaments need at least 4"),
])
def test_bad_input_is_one_line_naming_file_and_field(tmp_path, command, data, expected):
    path = tmp_path / "event.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    args = [command, str(path)] + (["--round", "2"] if command == "pair" else [])
    if command == "pair" and "need at least 4" in expected:
        args[-1] = "1"
    out = run(*args)
    assert out.returncode == 2, out.stdout
    assert out.stderr.startswith(f"its-desktop: {path}: ") and expected in out.stderr, out.stderr
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr


def test_bad_options(tmp_path):
    path = write(tmp_path, S16_FINAL)
    for args, expected in [
        (("pair", str(path), "--round", "0"), "--round: must be at least 1"),
        (("pair", str(path), "--round", "2"), "--round: round 2 already has results"),
        (("standings", str(path), "--season", "s99"), "--season: unknown season 's99'"),
        (("standings", str(path), "--round", "9"), "--round: must be from 0 to 3"),
        (("standings", str(tmp_path / "missing.json")), "cannot read"),
    ]:
        out = run(*args)
        assert out.returncode == 2 and expected in out.stderr, (args, out.stderr)
        assert out.stderr.count("\n") == 1
