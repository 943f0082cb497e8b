"""The command line as README.md documents it, run as a user runs it (a subprocess: real exit codes)."""

import json
import subprocess
import sys

import pytest

from its_desktop.domain.mission.schema import json_schema
from its_desktop.domain.mission import catalog


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=60)


def test_missions_list_json_has_the_promised_keys():
    out = run("missions", "list", "--season", "s16", "--json")
    assert out.returncode == 0, out.stderr
    missions = json.loads(out.stdout)["missions"]
    assert {"s16/supremacy"} <= {m["id"] for m in missions}
    for m in missions:
        assert {"id", "name", "season", "sizes"} <= m.keys()
        assert m["season"] == "s16" and m["sizes"] == [150, 200, 250, 300, 350, 400]


def test_mission_json_has_the_promised_keys():
    out = run("mission", "s16/supremacy", "--points", "300", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"id", "name", "season", "points", "unit_mm", "table", "zones", "markers"} <= data.keys()
    assert data["table"] == {"width": 48, "depth": 48} and data["unit_mm"] == 25.4
    zone = next(z for z in data["zones"] if z["id"] == "deployment-a")
    assert {"id", "kind", "name", "owner", "polygon", "holes", "when", "is_zo", "inside_rule", "inferred",
            "source"} <= zone.keys()
    assert sorted(map(tuple, zone["polygon"])) == [(0, 0), (0, 12), (48, 0), (48, 12)]
    marker = data["markers"][0]
    assert {"id", "kind", "name", "label", "owner", "x", "y", "diameter_mm", "placement", "initial_state",
            "inferred", "source"} <= marker.keys()
    assert marker["diameter_mm"] == 40


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("mission", "s16/nope", "--points", "300"), "unknown mission 's16/nope'"),
        (("mission", "s16/supremacy", "--points", "275"), "--points: 275 is not a game size of s16"),
        (("missions", "list", "--season", "s99"), "--season: unknown season 's99'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args, expected):
    out = run(*args)
    assert out.returncode == 2
    assert expected in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_validate_reports_every_error_then_exits_2(tmp_path):
    (tmp_path / "a.toml").write_text("not = [toml")
    (tmp_path / "b.toml").write_text('id = "s16/b"\nseason = "s16"\n')
    out = run("missions", "validate", str(tmp_path / "a.toml"), str(tmp_path / "b.toml"))
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert any(line.startswith(f"its-desktop: {tmp_path / 'a.toml'}: ") for line in lines)
    assert sum(line.startswith(f"its-desktop: {tmp_path / 'b.toml'}: ") for line in lines) >= 5  # each missing field
    assert "Traceback" not in out.stderr


def test_validate_the_library():
    out = run("missions", "validate")
    assert out.returncode == 0, out.stderr
    assert "no errors" in out.stdout


def test_diff_lists_what_changes():
    out = run("missions", "diff", "s16/supremacy", "s16/supremacy", "--points", "200")
    assert out.returncode == 0
    assert [line for line in out.stdout.splitlines() if line[:1] in "+-~" and not line.startswith(("---", "+++"))] == []


@pytest.mark.parametrize("which", ["scenario", "season"])
def test_published_json_schema_is_current(which):
    published = json.loads((catalog.maps_root() / "schema" / f"{which}.schema.json").read_text())
    assert published == json_schema(which), "run: its-desktop missions schema {which} > maps/schema/{which}.schema.json"


def test_a_closed_pipe_ends_quietly():
    # `its-desktop missions | head -1`: the reader goes away; no traceback, exit 0.
    proc = subprocess.Popen([sys.executable, "-m", "its_desktop", "missions"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(timeout=60) == 0
    assert b"Traceback" not in proc.stderr.read()


def test_a_cm_season_says_its_table_in_cm_and_in_inches_when_asked():
    out = run("mission", "s13/acquisition", "--points", "300")
    assert out.returncode == 0, out.stderr
    assert "table 120 × 120 cm" in out.stdout.splitlines()[0]  # the pack's own units
    out = run("--units", "in", "mission", "s13/acquisition", "--points", "300")
    assert "table 48 × 48 in (120 × 120 cm)" in out.stdout.splitlines()[0]


def test_every_json_option_says_what_it_does():
    import argparse

    from its_desktop.cli_parser import parser as build_parser

    def walk(parser):
        yield parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    yield from walk(sub)

    options = [a for p in walk(build_parser()) for a in p._actions if "--json" in a.option_strings]
    assert len(options) >= 7 and all(a.help and "JSON" in a.help for a in options)


LAZY_LINES = [
    ["mission", "s16/supremacy", "--points", "300", "--json"], ["--db", "x.db", "--lang", "fr", "pair", "e.json",
    "--round", "2"], ["--lang=es", "standings", "e.json"], ["--la", "fr", "score", "g.json"], ["--units", "cm", "print",
    "map", "s16/supremacy", "--points", "300", "--layout", "fit", "-o", "m.pdf"], ["--verbose", "evaluate", "t.itstable"],
    ["missions", "list", "--season", "s16"], ["backup", "-o", "b.db"], ["event", "check", "3", "--round", "1"],
]


@pytest.mark.parametrize("argv", LAZY_LINES, ids=lambda a: " ".join(a[:3]))
def test_the_parser_built_for_one_command_reads_it_as_the_whole_parser_does(argv):
    """Only the command being run gets its options built (start-up time): the other commands are names with
    their help. The line is read to the same values, and the command's help is the same text."""
    import contextlib
    import io

    from its_desktop.cli_parser import command_in, parser as build_parser

    assert command_in(argv) == next(a for a in argv if a in {"mission", "pair", "standings", "score", "print",
                                                             "evaluate", "missions", "backup", "event"})
    assert build_parser(argv).parse_args(argv) == build_parser().parse_args(argv)
    helps = []
    for built in (build_parser(argv), build_parser()):
        with contextlib.redirect_stdout(io.StringIO()) as out, pytest.raises(SystemExit):
            built.parse_args([*argv[:argv.index(command_in(argv)) + 1], "-h"])
        helps.append(out.getvalue())
    assert helps[0] == helps[1] and "--" in helps[0]


@pytest.mark.parametrize("argv", [["--", "mission"], ["bogus"], ["--db", "mission"], [], ["--lang", "fr"]])
def test_a_line_whose_command_is_unsure_gets_every_command_built(argv):
    from its_desktop.cli_parser import command_in

    assert command_in(argv) is None


def test_missions_list_columns_fit_their_longest_entry():
    out = run("missions", "list")
    assert out.returncode == 0, out.stderr
    header, *rows = out.stdout.splitlines()
    assert header.split() == ["Mission", "Name", "Points"]
    at = header.index("Points")
    for row in rows:  # sizes all start in the header's column: no name runs into them
        assert row[at - 2:at] == "  " and row[at].isdigit(), row
    assert any(r.split("  ")[0].strip() == "s8/league-round-3" and "Escalation League Round Three" in r for r in rows)


def test_render_help_names_its_round_option_for_a_user():
    out = run("render", "--help")
    assert "ROUND_" not in out.stdout and "--round N" in out.stdout and "game round" in out.stdout


def test_missions_diff_reads_as_a_player_would_say_it():
    out = run("missions", "diff", "s16/supremacy", "s16/frostbyte", "--points", "300")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Supremacy (ITS Season 16) compared with Frostbyte (ITS Season 16), at 300 points"
    assert "  only in Supremacy (ITS Season 16): Console 4, (12, 36)" in lines
    assert "  only in Supremacy (ITS Season 16): Dominate more quadrants, 2 OP for more than the opponent " \
           "(at the end of each round)" in lines
    assert "  Tactical Support Options: 0 → 1" in lines
    assert not any(word in out.stdout for word in ("op=", "cap=", "when=", "compare_", "---", "+++", "s16/"))
    same = run("missions", "diff", "s16/supremacy", "s16/supremacy")
    assert same.stdout.splitlines()[-1] == "No difference a player would notice."
