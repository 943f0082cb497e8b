"""The one-folder bundle (packaging/its-desktop.spec) builds, starts, draws the first table, opens a table
file given to it, and puts itself in a user's application menu. About a minute to build: marked slow, and
CI runs it (scripts/test.sh runs every test)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("bundle")
    out = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                          "--distpath", str(tmp / "dist"), "--workpath", str(tmp / "build"),
                          str(ROOT / "packaging" / "its-desktop.spec")],
                         capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-3000:]
    exe = tmp / "dist" / "its-desktop" / "its-desktop"
    assert exe.is_file() and os.access(exe, os.X_OK)
    return exe


def user_env(home: Path, **extra) -> dict[str, str]:
    """A new user: empty home, settings, data and logs, nothing from this Python on the path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "ITS_DESKTOP"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
               XDG_STATE_HOME=str(home / ".local/state"), XDG_CACHE_HOME=str(home / ".cache"),
               PATH="/usr/bin:/bin", QT_QPA_PLATFORM="offscreen", **extra)
    return env


def test_the_bundle_starts_draws_the_table_and_opens_a_table_file(bundle, tmp_path):
    table = tmp_path / "round 2.itstable"
    shutil.copy(ROOT / "docs" / "example.itstable", table)
    out = subprocess.run([str(bundle), "--exit-when-ready", str(table)], env=user_env(tmp_path),
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "Traceback" not in out.stderr
    log = (tmp_path / ".local/state/its-desktop/log/its-desktop.log").read_text()
    assert f"opened {table}: True" in log
    assert "ready: s16/supremacy at 300 points drawn" in log


def test_the_bundle_runs_the_command_line_with_its_own_library_and_fonts(bundle, tmp_path):
    env = user_env(tmp_path)
    out = subprocess.run([str(bundle), "missions", "validate"], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.endswith("files, no errors\n"), out.stderr
    pdf = tmp_path / "map.pdf"
    out = subprocess.run([str(bundle), "print", "map", "s16/frostbyte", "--points", "300", "--layout", "fit", "-o",
                          str(pdf)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert b"DejaVuSans" in pdf.read_bytes()


def test_the_bundle_serves_the_players_pages_and_the_overlay(bundle, tmp_path):
    from tests.web.helpers import paired_event

    url = f"sqlite:///{tmp_path / 'event.sqlite3'}"
    event, _games = paired_event(url)
    out = subprocess.run([str(bundle), "--db", url, "serve", "--event", str(event), "--port", "0", "--overlay-port",
                          "0", "--check"], env=user_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "/e/" in out.stdout and "Stream overlay on http://127.0.0.1:" in out.stdout


def test_without_a_display_the_bundle_says_so_in_one_line(bundle, tmp_path):
    env = user_env(tmp_path)
    for key in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(key, None)
    out = subprocess.run([str(bundle)], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert out.stderr == "its-desktop: no display: run under xvfb-run or set QT_QPA_PLATFORM=offscreen\n"


def test_the_bundle_puts_itself_in_the_application_menu(bundle, tmp_path):
    script = next(bundle.parent.rglob("install-desktop-entry.sh"))
    out = subprocess.run(["sh", str(script)], env=user_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    data = tmp_path / ".local/share"
    entry = (data / "applications" / "its-desktop.desktop").read_text()
    assert f'Exec="{bundle}" %f' in entry and "MimeType=application/x-itstable;" in entry
    assert (data / "mime/packages/its-desktop.xml").is_file()
    assert (data / "icons/hicolor/scalable/apps/its-desktop.svg").is_file()
    assert (data / "icons/hicolor/48x48/apps/its-desktop.png").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(data / "applications" / "its-desktop.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0 and check.stdout == "", check.stdout


def test_the_bundle_ships_compiled_translations_and_speaks_french(bundle, tmp_path):
    root = bundle.parent
    for name in ("its_desktop_fr.qm", "its_desktop_es.qm", "its_desktop_en.qm", "fr.mo", "es.mo"):
        assert list(root.rglob(name)), name
    env = user_env(tmp_path)
    out = subprocess.run([str(bundle), "--lang", "fr", "mission", "s16/frontline", "--points", "3"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "n'est pas un format de partie" in out.stderr, out.stderr
    svg = tmp_path / "table.svg"
    out = subprocess.run([str(bundle), "--lang", "es", "render", "s16/supremacy", "--points", "300", "-o", str(svg)],
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    text = svg.read_text(encoding="utf-8")
    assert ">Leyenda<" in text and ">Objetivos<" in text  # Qt's catalog (.qm) found in the bundle
