"""Messages a new user meets first: short unknown-id errors with a "did you mean", counts in good English,
a missing EVENT field that says where the format is documented, a table file opening the window."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from its_desktop.domain.mission.suggest import unknown_mission

ROOT = Path(__file__).resolve().parents[1]
KNOWN = ["s8/annihilation-top", "s8/supremacy", "s10/supremacy", "s13/supremacy", "s16/frostbyte", "s16/supremacy"]


def run(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=60,
                          **kw)


@pytest.mark.parametrize(("wanted", "expected"), [
    ("supremacy", "did you mean s16/supremacy (also in s13, s10, s8)?"),
    ("Supremacy", "did you mean s16/supremacy (also in s13, s10, s8)?"),
    ("s16/frostbite", "did you mean s16/frostbyte?"),
    ("frostbite", "did you mean s16/frostbyte?"),
    ("s8/annihilation", "did you mean s8/annihilation-top?"),
    ("s16/nope", "'its-desktop missions' lists them all"),
])
def test_did_you_mean(wanted, expected):
    assert unknown_mission(wanted, KNOWN).endswith(expected)


def test_an_unknown_mission_is_a_short_line_with_a_suggestion():
    out = run("mission", "supremacy", "--points", "300")
    assert out.returncode == 2
    assert out.stderr == ("its-desktop: unknown mission 'supremacy'; did you mean s16/supremacy "
                          "(also in s13, s10, s8)?\n")
    out = run("mission", "x" * 2000, "--points", "300")
    assert out.returncode == 2 and len(out.stderr) < 120, out.stderr


def test_validate_counts_one_file_and_prefixes_errors(tmp_path):
    out = run("missions", "validate", str(ROOT / "maps" / "s16" / "supremacy.toml"))
    assert out.returncode == 0 and out.stdout == "1 file, no errors\n", out.stdout + out.stderr
    (tmp_path / "bad.toml").write_text("not = [toml")
    out = run("missions", "validate", str(tmp_path / "bad.toml"))
    assert out.returncode == 2
    assert all(line.startswith("its-desktop: ") for line in out.stderr.splitlines()), out.stderr


def test_a_missing_event_field_says_where_the_format_is(tmp_path):
    event = tmp_path / "event.json"
    event.write_text(json.dumps({"season": "s16"}))
    out = run("standings", str(event))
    assert out.returncode == 2
    assert out.stderr.strip().endswith("players: missing (the EVENT format: docs/event-format.md)"), out.stderr
    assert (ROOT / "docs" / "event-format.md").is_file()


@pytest.mark.parametrize(("argv", "rest", "name"), [
    (["round2.itstable"], [], "round2.itstable"),
    (["--verbose", "--db", "x.itstable", "b.ITSTABLE"], ["--verbose", "--db", "x.itstable"], "b.ITSTABLE"),
    (["--lang", "fr", "t.itstable", "--exit-when-ready"], ["--lang", "fr", "--exit-when-ready"], "t.itstable"),
    (["evaluate", "t.itstable"], ["evaluate", "t.itstable"], None),
    (["render", "t.itstable", "-o", "x.png"], ["render", "t.itstable", "-o", "x.png"], None),
])
def test_a_table_file_in_the_place_of_the_command_opens_the_window(argv, rest, name):
    from its_desktop.cli import _table_file

    left, path = _table_file(argv)
    assert left == rest and (path.name if path else None) == name


def test_evaluate_still_reads_a_table_file():
    out = run("evaluate", str(ROOT / "docs" / "example.itstable"))
    assert out.returncode == 0 and "dominated by" in out.stdout, out.stderr


def test_a_table_file_before_a_command_is_one_error(tmp_path):
    out = run(str(tmp_path / "x.itstable"), "missions")
    assert out.returncode == 2 and "a table file opens in the window" in out.stderr


def test_version():
    from its_desktop import __version__

    out = run("--version")
    assert out.returncode == 0 and out.stdout == f"its-desktop {__version__}\n"


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda e: e["games"][0].update(vp_a=1.7e308), "games[0].vp_a", "must be from 0 to 1000, got 1.7e+308"),
    (lambda e: e.update(rounds_planned=10**15), "rounds_planned", "must be a whole number from 1 to 50"),
    (lambda e: e["games"][0].update(table=10**12), "games[0].table", "must be a whole number from 1 to 1000"),
], ids=["vp-1.7e308", "rounds-1e15", "table-1e12"])
@pytest.mark.parametrize("command", ["standings", "pair"])
def test_standings_and_pair_apply_the_physical_bounds(tmp_path, change, field, words, command):
    ev = {"season": "s16", "players": [{"id": "ana", "name": "Ana Ruiz"}, {"id": "ben", "name": "Ben Ode"}],
          "games": [{"round": 1, "table": 1, "a": "ana", "b": "ben", "op_a": 6, "op_b": 3, "vp_a": 200, "vp_b": 150}]}
    change(ev)
    path = tmp_path / "event.json"
    path.write_text(json.dumps(ev))
    out = run(command, str(path), *(["--round", "2"] if command == "pair" else []))
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1, out.stdout + out.stderr
    assert str(path) in out.stderr and f"{field}: {words}" in out.stderr, out.stderr
