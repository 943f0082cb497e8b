"""`its-desktop serve --event ID`: the players' pages from the command line, with the warning naming what
becomes reachable; bad options and busy ports as one line (exit 2)."""

from __future__ import annotations

import socket

from its_desktop.cli import main

from .helpers import paired_event


def test_serve_prints_the_event_page_and_a_warning(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    event, _games = paired_event(url)
    assert main(["--db", url, "serve", "--event", str(event), "--port", "0", "--overlay-port", "0", "--check"]) == 0
    out, err = capsys.readouterr()
    assert "Players' pages of the event: http://127.0.0.1:" in out and "/e/" in out
    assert "Stream overlay on http://127.0.0.1:" in out
    assert err.startswith("its-desktop: warning: players' pages on 127.0.0.1: only this computer")


def test_serve_on_the_network_warns_what_becomes_reachable(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    event, _games = paired_event(url)
    # 0.0.0.0 is bound, but nothing is sent to another address by this test
    assert main(["--db", url, "serve", "--event", str(event), "--host", "0.0.0.0", "--port", "0", "--no-overlay",
                 "--check"]) == 0
    err = capsys.readouterr().err
    assert "anyone on this network" in err and "claim a seat" in err


def test_an_unknown_event_and_a_busy_port_are_one_line(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    event, _games = paired_event(url)
    assert main(["--db", url, "serve", "--event", "99", "--port", "0", "--no-overlay", "--check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("its-desktop: --event: no event 99") and err.count("\n") == 1
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        assert main(["--db", url, "serve", "--event", str(event), "--port", str(port), "--no-overlay", "--check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"its-desktop: serve: cannot listen on 127.0.0.1:{port}: ") and err.count("\n") == 1
