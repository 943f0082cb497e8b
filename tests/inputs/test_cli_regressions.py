"""Every malformed input the reliability and rules audits found (issue 10 items 2, 3, 6, 7, 8; issue 14 item 12)
ends as one line naming the file and the field, exit status 2: no traceback, no hang, never accepted."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from its_desktop import cli

from .cases import CASES, Case, prepare

IN_PROCESS = [c for c in CASES if c.special is None and not c.command[-1].startswith("/dev/")]
SLOW = [c for c in CASES if c not in IN_PROCESS]  # a FIFO or a device: in a subprocess, so a hang fails, not blocks


def check_output(case: Case, code: int, out: str, err: str, target: str) -> None:
    assert code == 2, f"exit {code}\n{err}"
    assert "Traceback" not in err and "Error:" not in err.split(":", 1)[0]
    if case.id.startswith("state-jsonl"):  # a batch reports each bad line on stdout and goes on
        errors = [json.loads(line) for line in out.splitlines() if line.startswith('{"error"')]
        assert errors and all(e["error"].startswith(f"{target}: ") and e["line"] >= 1 for e in errors), out
        return
    lines = err.strip().splitlines()
    assert lines, "no message"
    if case.command[:2] == ("missions", "validate"):
        assert all(line.startswith(f"its-desktop: {target}: ") for line in lines), err
        return
    assert len(lines) == 1, err
    assert lines[0].startswith(f"its-desktop: {target}: ") or lines[0].startswith("its-desktop: --season: "), err
    lines[0].encode("utf-8")  # printable as it is: no lone surrogate reaches the terminal


@pytest.mark.parametrize("case", IN_PROCESS, ids=lambda c: c.id)
def test_malformed_input_is_one_line_and_exit_2(case, tmp_path, capsys):
    argv = prepare(case, tmp_path)
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse
        code = exc.code
    captured = capsys.readouterr()
    target = argv[argv.index("validate") + 1] if "validate" in argv else next(a for a in argv if a.startswith("/"))
    check_output(case, code, captured.out, captured.err, target)


@pytest.mark.parametrize("case", SLOW, ids=lambda c: c.id)
def test_devices_and_pipes_are_refused_at_once(case, tmp_path):
    argv = prepare(case, tmp_path)
    out = subprocess.run([sys.executable, "-m", "its_desktop", *argv], capture_output=True, text=True, timeout=30)
    target = next(a for a in argv if a.startswith("/"))
    check_output(case, out.returncode, out.stdout, out.stderr, target)
    assert "not a regular file" in out.stderr or "is a folder" in out.stderr


def test_the_table_covers_every_failure_the_issues_list():
    by_issue: dict[str, int] = {}
    for case in CASES:
        by_issue[case.issue] = by_issue.get(case.issue, 0) + 1
    assert {"10.2", "10.3", "10.8", "14.12"} <= by_issue.keys()
    assert len({c.id for c in CASES}) == len(CASES)


def test_a_season_outside_the_library_is_never_read(tmp_path, capsys):
    """``"season": "../../x"`` names an unknown season even when a season.toml is waiting at that path."""
    from its_desktop.domain.mission import catalog

    outside = tmp_path / "elsewhere" / "x"
    outside.mkdir(parents=True)
    (outside / "season.toml").write_bytes((catalog.maps_root() / "s16" / "season.toml").read_bytes())
    relative = "../" * 12 + str(outside).lstrip("/")
    event = tmp_path / "event.json"
    event.write_text(json.dumps({"season": relative, "players": [{"id": 1, "name": "A"}], "games": []}))
    assert cli.main(["standings", str(event)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"its-desktop: {event}: season: unknown season ") and "known: s16" in err
