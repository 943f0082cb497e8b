"""`its-desktop overlay` on the command line: URLs printed, bad options and busy ports as one line, exit 2."""

from __future__ import annotations

import socket

import pytest

from its_desktop.cli import main

from .helpers import fill


def test_check_prints_every_url(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'o.sqlite3'}"
    fill(url)
    assert main(["--db", url, "overlay", "--port", "0", "--check", "--files", str(tmp_path / "obs")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Stream overlay on http://127.0.0.1:")
    for page in ("/scoreboard?event=1&table=1", "/map?event=1&table=1", "/standings?event=1", "/pairings?event=1",
                 "/clock?event=1", "/scoreboard?game=1", "/state.json"):
        assert page in out
    assert (tmp_path / "obs" / "mission.txt").read_text() == "Supremacy (300 pts)"


@pytest.mark.parametrize("args, expected", [
    (["--files-for", "player=3"], "--files-for"),
    (["--port", "70000"], "--port"),
])
def test_bad_options_are_one_line(tmp_path, capsys, args, expected):
    url = f"sqlite:///{tmp_path / 'o.sqlite3'}"
    assert main(["--db", url, "overlay", "--check", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("its-desktop: ") and expected in err and err.count("\n") == 1


def test_a_busy_port_is_one_line(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'o.sqlite3'}"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        assert main(["--db", url, "overlay", "--port", str(port), "--check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"its-desktop: overlay: cannot listen on 127.0.0.1:{port}: ") and err.count("\n") == 1


def test_the_overlay_serves_until_sigterm_then_exits_0(tmp_path):
    """Without --check the command waits (the servers run on their own threads) until a service manager's
    SIGTERM, then stops its server and exits 0: the page answered while it ran, and not after."""
    import signal
    import subprocess
    import sys
    import urllib.request

    url = f"sqlite:///{tmp_path / 'o.sqlite3'}"
    fill(url)
    run = subprocess.Popen([sys.executable, "-m", "its_desktop", "--db", url, "overlay", "--port", "0"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert run.stdout is not None and run.stderr is not None
        first = run.stdout.readline()  # the address is printed once the handler of SIGTERM is in place
        assert first.startswith("Stream overlay on http://127.0.0.1:"), first + run.stderr.read()
        page = first.split(" on ", 1)[1].strip()
        with urllib.request.urlopen(page + "state.json", timeout=10) as answer:
            assert answer.status == 200
        run.send_signal(signal.SIGTERM)
        assert run.wait(timeout=10) == 0
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
    with pytest.raises(OSError):
        urllib.request.urlopen(page + "state.json", timeout=2)
