"""The log rotates, reports carry no password, a hard crash leaves a trace, no display is one line."""

import logging
import os
import subprocess
import sys

from its_desktop import diagnostics

URL = "postgresql+psycopg://referee:s3cr%40t-pw@db.example:5432/its"


def test_the_log_file_rotates(tmp_path, monkeypatch):
    monkeypatch.setattr(diagnostics, "LOG_MAX_BYTES", 2000)
    path = diagnostics.setup_logging(folder=tmp_path)
    try:
        log = logging.getLogger("its_desktop.test")
        for i in range(200):
            log.info("line %d of a long session %s", i, "x" * 40)
        log.debug("not written without --verbose")
    finally:
        diagnostics.setup_logging(folder=tmp_path / "other")  # release the file
    files = sorted(p.name for p in tmp_path.glob("its-desktop.log*"))
    assert files == ["its-desktop.log", "its-desktop.log.1", "its-desktop.log.2", "its-desktop.log.3"]
    assert all(p.stat().st_size <= 2000 for p in tmp_path.glob("its-desktop.log*"))
    assert "line 199" in path.read_text()
    assert "--verbose" not in "".join(p.read_text() for p in tmp_path.glob("its-desktop.log*"))


def test_verbose_logs_debug_and_echoes_on_stderr(tmp_path, capsys):
    diagnostics.setup_logging(verbose=True, folder=tmp_path)
    try:
        logging.getLogger("its_desktop.test").debug("a detail")
    finally:
        diagnostics.setup_logging(folder=tmp_path / "other")
    assert "a detail" in (tmp_path / "its-desktop.log").read_text()
    assert "a detail" in capsys.readouterr().err


def test_a_report_names_version_platform_traceback_and_log_but_no_password(tmp_path):
    diagnostics.setup_logging(folder=tmp_path)
    logging.getLogger("its_desktop.test").info("connecting to %s", URL)
    diagnostics.setup_logging(folder=tmp_path / "other")
    try:
        raise ConnectionError(f"cannot reach {URL} (password=s3cr@t-pw)")
    except ConnectionError as exc:
        text = diagnostics.crash_report(type(exc), exc, exc.__traceback__, secrets=diagnostics.url_secrets(URL),
                                        folder=tmp_path)
    report = diagnostics.write_report(text, tmp_path)
    saved = report.read_text()
    assert "version: 0.1.0" in saved and "platform: " in saved
    assert "ConnectionError" in saved and "test_diagnostics.py" in saved
    assert "connecting to postgresql+psycopg://referee:***@db.example" in saved   # the log line, scrubbed
    assert "s3cr" not in saved
    assert report.name.startswith("crash-") and report.suffix == ".txt"


def test_a_hard_crash_of_a_session_becomes_a_report_at_the_next_start(tmp_path):
    script = ("from its_desktop import diagnostics; diagnostics.enable_fatal_trace(); "
              "import faulthandler; faulthandler._sigsegv()")
    env = {**os.environ, "ITS_DESKTOP_LOG_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=60)
    assert out.returncode != 0
    report = diagnostics.collect_fatal_trace(tmp_path)
    assert report is not None and "Segmentation fault" in report.read_text()
    assert diagnostics.collect_fatal_trace(tmp_path) is None  # reported once


def test_no_display_is_one_line_before_qt_starts():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "its_desktop"], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert out.stderr == "its-desktop: no display: run under xvfb-run or set QT_QPA_PLATFORM=offscreen\n"


def test_a_failing_change_listener_is_logged_not_raised(caplog):
    from its_desktop.persistence.notify import _call

    def listener(change):
        raise ValueError("the overlay's text folder is gone")

    with caplog.at_level("WARNING", logger="its_desktop"):
        _call(listener, {"table": "results", "id": 3})
    assert "change listener failed" in caplog.text and "text folder is gone" in caplog.text
