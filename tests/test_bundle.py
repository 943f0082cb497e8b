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
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_data  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("bundle")]  # one build, one worker


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
    for name in ("fr.mo", "es.mo", "en.mo", "fr.po", "es.po"):  # one catalog per language; the .po for switching
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
    assert ">Leyenda<" in text and ">Objetivos<" in text  # the interface's words: our catalog, served to Qt


def test_the_bundle_leaves_out_what_the_app_never_loads(bundle):
    internal = bundle.parent / "_internal"
    files = [f for f in internal.rglob("*") if f.is_file() and not f.is_symlink()]
    left_in = [str(f.relative_to(internal)) for f in files if bundle_data.unused(str(f.relative_to(internal)))]
    assert left_in == []
    names = {f.name for f in files}
    for gone in ("libgtk-3.so.0", "libgdk-3.so.0", "libpango-1.0.so.0", "libcairo.so.2"):
        assert gone not in names, gone
    # Pillow's core stays (ReportLab imports it at start); its optional codecs and their libraries go.
    assert list(internal.glob("PIL/_imaging.*")) and not list(internal.glob("PIL/_avif.*"))
    assert not list(internal.glob("PIL/_webp.*")) and not (internal / "ast_serialize").exists()
    assert not [n for n in names if n.startswith(("libavif", "libwebp"))]
    for kept in ("libqxcb.so", "libqwayland.so", "libqoffscreen.so", "libqxdgdesktopportal.so", "libqsvg.so",
                 "qtbase_fr.qm", "qtbase_es.qm", "fr.mo"):
        assert kept in names, kept
    size = sum(f.stat().st_size for f in files)
    # 314 MB in 690 files before trimming, 251 MB in 449 after (PyInstaller 6.22, PySide6 6.11); what is left
    # is mostly Qt, ICU's data, NumPy and OpenBLAS, Python itself, SQLAlchemy and the PostgreSQL driver. The
    # bound leaves room for the web server's libraries, not for GTK coming back (about 30 MB).
    assert size < 290e6, f"{size / 1e6:.0f} MB"


def test_the_bundle_starts_on_a_real_x_server(bundle, tmp_path):
    """Offscreen proves little about a desktop: here Qt's xcb plugin must load with what the bundle keeps
    (trimming took out libraries it judged unlinked) and the system libraries the .deb depends on."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        if os.environ.get("CI") == "true":
            pytest.fail("Xvfb is missing on CI (scripts/test.sh installs it)")
        pytest.skip("Xvfb is not installed (scripts/test.sh installs it)")
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write_fd), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                              pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as f:
            display = f.readline().strip()
        assert display.isdigit(), "Xvfb did not start"
        env = user_env(tmp_path, DISPLAY=f":{display}", QT_DEBUG_PLUGINS="1")
        env["QT_QPA_PLATFORM"] = "xcb"
        table = tmp_path / "table.itstable"
        shutil.copy(ROOT / "docs" / "example.itstable", table)
        out = subprocess.run([str(bundle), "--exit-when-ready", str(table)], env=env, capture_output=True, text=True,
                             timeout=180)
        assert out.returncode == 0, out.stderr[-3000:]
        log = (tmp_path / ".local/state/its-desktop/log/its-desktop.log").read_text()
        assert f"opened {table}: True" in log
        assert "libqxcb.so" in out.stderr and "Cannot load library" not in out.stderr, out.stderr[-3000:]
    finally:
        server.terminate()
        server.wait(timeout=30)
