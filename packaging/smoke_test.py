"""The smoke test every release file passes on the machine that built it (the release workflow runs it on
Linux, Windows and macOS; the project's tests run it on the .deb and the tarball here).

    python packaging/smoke_test.py PATH/TO/its-desktop [--cli PATH/TO/its-desktop-cli]

As a new user would meet it: an empty home (settings, data and logs in a fresh folder), no Python of ours
on the path, no display but Qt's offscreen one. It checks that the app

1. starts to a usable window and opens a ``.itstable`` file given to it (``--exit-when-ready``);
2. answers on the command line with its own mission library (``missions validate``, ``--version``);
3. prints a PDF map with its own fonts;
4. speaks French (the compiled catalogs are in the bundle).

On Windows the windowed ``its-desktop.exe`` has no console, so the command line is checked through
``its-desktop-cli.exe`` beside it (``--cli``). Exit status 0 when all pass; otherwise the first failure in
one line, exit 1.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXAMPLE = HERE.parent / "docs" / "example.itstable"


class SmokeFailure(Exception):
    pass


def user_env(home: Path) -> dict[str, str]:
    """A new user: empty home, settings, data and logs; nothing from a Python environment on the path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "ITS_DESKTOP"))}
    env.update(HOME=str(home), USERPROFILE=str(home), APPDATA=str(home / "AppData" / "Roaming"),
               LOCALAPPDATA=str(home / "AppData" / "Local"), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"), XDG_STATE_HOME=str(home / ".local/state"),
               XDG_CACHE_HOME=str(home / ".cache"), QT_QPA_PLATFORM="offscreen",
               ITS_DESKTOP_LOG_DIR=str(home / "log"))
    if sys.platform.startswith("linux"):
        env["PATH"] = "/usr/bin:/bin"
    return env


def _run(args: list[str], env: dict[str, str], what: str) -> subprocess.CompletedProcess[str]:
    try:
        out = subprocess.run(args, env=env, capture_output=True, text=True, timeout=180, encoding="utf-8",
                             errors="replace")
    except subprocess.TimeoutExpired:
        raise SmokeFailure(f"{what}: no answer in 180 s (a crash dialog waiting for a click?)") from None
    if out.returncode != 0 or "Traceback" in out.stderr:
        tail = (out.stderr.strip().splitlines() or ["(no output)"])[-1]
        raise SmokeFailure(f"{what}: exit {out.returncode}: {tail}")
    return out


def check(app: Path, cli: Path | None = None, home: Path | None = None) -> list[str]:
    """Run every check against the executable ``app``; return what passed, one line each."""
    cli = cli or app
    with tempfile.TemporaryDirectory(prefix="its-smoke-") as tmp:
        home = home or Path(tmp)
        home.mkdir(parents=True, exist_ok=True)
        env = user_env(home)
        passed = []

        table = home / "round 2.itstable"
        shutil.copyfile(EXAMPLE, table)
        _run([str(app), "--exit-when-ready", str(table)], env, "usable window")
        log = (home / "log" / "its-desktop.log").read_text(encoding="utf-8")
        if f"opened {table}: True" not in log:
            raise SmokeFailure(f"usable window: the log does not say {table.name} was opened")
        passed.append("usable window, table file opened")

        from its_desktop import __version__
        version = _run([str(cli), "--version"], env, "--version").stdout.strip()
        if version != f"its-desktop {__version__}":
            raise SmokeFailure(f"--version: {version!r}, expected its-desktop {__version__}")
        validated = _run([str(cli), "missions", "validate"], env, "missions validate").stdout
        if not validated.rstrip().endswith("files, no errors"):
            raise SmokeFailure(f"missions validate: {validated.strip()[-200:]}")
        passed.append(f"command line ({version}), mission library valid")

        pdf = home / "map.pdf"
        _run([str(cli), "print", "map", "s16/frostbyte", "--points", "300", "--layout", "fit", "-o", str(pdf)],
             env, "print map")
        if not pdf.is_file() or b"DejaVuSans" not in pdf.read_bytes():
            raise SmokeFailure("print map: no PDF with the bundled fonts")
        passed.append("PDF map printed with the bundled fonts")

        out = subprocess.run([str(cli), "--lang", "fr", "mission", "s16/frontline", "--points", "3"], env=env,
                             capture_output=True, text=True, timeout=180, encoding="utf-8", errors="replace")
        if out.returncode != 2 or "n'est pas un format de partie" not in out.stderr:
            raise SmokeFailure(f"French: {out.stderr.strip()[-200:]}")
        passed.append("French catalog")
        return passed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("app", type=Path, help="the bundle's its-desktop executable")
    parser.add_argument("--cli", type=Path, help="the console executable (Windows: its-desktop-cli.exe)")
    args = parser.parse_args(argv)
    try:
        for line in check(args.app, args.cli):
            print(f"ok: {line}")
    except SmokeFailure as exc:
        print(f"smoke test failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
