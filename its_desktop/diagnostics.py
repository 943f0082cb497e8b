"""Logging, crash reports and fatal-error traces: what a user sends when something goes wrong.

Qt-free, so the command line and the tests use it as the window does. The log is a rotating file in
the user log folder (``platformdirs.user_log_dir``); a crash report is a plain text file beside it with
the version, the platform, the traceback and the last log lines, and never a database password.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import re
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO

APP_NAME = "its-desktop"
LOG_FILE = "its-desktop.log"
HANDLER_NAME = "its_desktop"  # our handlers: replaced when logging is set up again
FATAL_FILE = "fatal-errors.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
REPORT_LOG_LINES = 60

log = logging.getLogger("its_desktop")
_fatal_stream: IO[str] | None = None
_secrets: set[str] = set()   # passwords seen in database URLs: never written to the log or a report

# user:password@ in any URL (postgresql+psycopg://me:secret@host/db): the password goes.
_URL_PASSWORD = re.compile(r"(?P<head>\b[a-zA-Z][\w+.-]*://[^\s:/@]*:)(?P<secret>[^\s@/]+)(?=@)")
_KEY_PASSWORD = re.compile(r"(?P<head>\bpassword\s*=\s*)(?P<secret>[^\s&;]+)", re.IGNORECASE)


def log_dir() -> Path:
    """Where the log and the crash reports are kept (``$ITS_DESKTOP_LOG_DIR`` overrides it)."""
    if folder := os.environ.get("ITS_DESKTOP_LOG_DIR", "").strip():
        return Path(folder)
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP_NAME, appauthor=False))


class _LogFile(logging.FileHandler):
    """The log file, rotated by ``logging.handlers.RotatingFileHandler`` once it is full. That module (socket,
    pickle, queue: ~12 ms, before the window's first paint at every start) is imported only then: until the file
    reaches ``max_bytes``, which a start's few lines seldom make it, this writes to it as a plain file handler."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes, self.backups = max_bytes, backups
        self.rotating: logging.FileHandler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.rotating is None and self.stream is not None \
                and self.stream.tell() + len(self.format(record)) + 1 >= self.max_bytes:
            import logging.handlers

            stream, self.stream = self.stream, None  # the rotating handler takes the file over, and rotates it
            stream.close()                            # on this very record
            self.rotating = logging.handlers.RotatingFileHandler(self.baseFilename, maxBytes=self.max_bytes,
                                                                 backupCount=self.backups, encoding="utf-8")
            self.rotating.setFormatter(self.formatter)
        if self.rotating is not None:
            self.rotating.emit(record)
        else:
            super().emit(record)

    def close(self) -> None:
        if self.rotating is not None:
            self.rotating.close()
        super().close()


class _ScrubbingFormatter(logging.Formatter):
    """Log lines (tracebacks included) without passwords."""

    def format(self, record: logging.LogRecord) -> str:
        return scrub(super().format(record), tuple(_secrets))


def remember_secrets(*secrets: str) -> None:
    _secrets.update(s for s in secrets if s)


def setup_logging(verbose: bool = False, folder: Path | None = None) -> Path | None:
    """Log to the rotating file in ``folder`` (the user log folder by default); ``verbose`` logs debug
    messages too and echoes them on stderr. Returns the log file, or None when the folder cannot be made
    (a read-only home must not stop the app)."""
    folder = folder or log_dir()
    root = logging.getLogger("its_desktop")
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    for handler in list(root.handlers):
        if handler.get_name() == HANDLER_NAME:
            root.removeHandler(handler)
            handler.close()
    path: Path | None = folder / LOG_FILE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = _LogFile(folder / LOG_FILE, LOG_MAX_BYTES, LOG_BACKUPS)
    except OSError as exc:
        print(f"its-desktop: cannot write the log in {folder}: {exc}", file=sys.stderr)
        path = None
    else:
        handler.setFormatter(_ScrubbingFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handler.set_name(HANDLER_NAME)
        root.addHandler(handler)
    if verbose:
        echo = logging.StreamHandler(sys.stderr)
        echo.setFormatter(_ScrubbingFormatter("%(levelname)s %(name)s: %(message)s"))
        echo.set_name(HANDLER_NAME)
        root.addHandler(echo)
    return path


def scrub(text: str, secrets: tuple[str, ...] = ()) -> str:
    """``text`` without passwords: those in URLs and ``password=`` settings, and every literal in ``secrets``."""
    text = _URL_PASSWORD.sub(lambda m: m["head"] + "***", text)
    text = _KEY_PASSWORD.sub(lambda m: m["head"] + "***", text)
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text


def url_secrets(*urls: str | None) -> tuple[str, ...]:
    """The passwords in database URLs (given, and ``$ITS_DESKTOP_DB``), to scrub wherever they appear."""
    from urllib.parse import unquote, urlsplit

    found = []
    for url in (*urls, os.environ.get("ITS_DESKTOP_DB")):
        if not url or "://" not in url:
            continue
        try:
            password = urlsplit(url).password
        except ValueError:
            continue
        if password:
            found += [password, unquote(password)]
    remember_secrets(*found)
    return tuple(found)


def last_log_lines(count: int = REPORT_LOG_LINES, folder: Path | None = None) -> list[str]:
    path = (folder or log_dir()) / LOG_FILE
    try:
        with path.open(encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()[-count:]
    except OSError:
        return []


def crash_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, *,
                 secrets: tuple[str, ...] = (), extra: dict[str, str] | None = None,
                 folder: Path | None = None) -> str:
    """The text a user sends: version, platform, the traceback and the last log lines, scrubbed."""
    # platform and datetime here, not at the top: every start imports this module before the window's first paint
    import platform
    from datetime import datetime

    from its_desktop import __version__

    lines = [
        "ITS Table Assistant crash report",
        f"time: {datetime.now().astimezone().isoformat(timespec='seconds')}",
        f"version: {__version__}",
        f"python: {platform.python_version()} ({sys.executable if not getattr(sys, 'frozen', False) else 'bundle'})",
        f"platform: {platform.platform()}",
    ]
    lines += [f"{k}: {v}" for k, v in (extra or {}).items()]
    lines += ["", "traceback:", "".join(traceback.format_exception(exc_type, exc, tb)).rstrip(), "",
              "last log lines:", *last_log_lines(folder=folder)]
    return scrub("\n".join(lines) + "\n", secrets)


def write_report(text: str, folder: Path | None = None, kind: str = "crash") -> Path:
    """Save ``text`` as ``crash-YYYYMMDD-HHMMSS.txt`` (a new name if that one exists) and return its path."""
    from datetime import datetime

    folder = folder or log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"{kind}-{stamp}.txt"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{kind}-{stamp}-{n}.txt"
    path.write_text(text, encoding="utf-8")
    return path


def enable_fatal_trace(folder: Path | None = None) -> Path | None:
    """Have ``faulthandler`` write the Python stack of a hard crash (segfault, abort) to a file in ``folder``."""
    global _fatal_stream
    folder = folder or log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / FATAL_FILE
        _fatal_stream = path.open("a", encoding="utf-8")
    except OSError as exc:
        log.warning("no fatal-error trace: %s", exc)
        return None
    faulthandler.enable(file=_fatal_stream, all_threads=True)
    return path


def collect_fatal_trace(folder: Path | None = None, secrets: tuple[str, ...] = ()) -> Path | None:
    """A hard crash of an earlier session, left by ``faulthandler``, turned into a report (once): its path."""
    folder = folder or log_dir()
    path = folder / FATAL_FILE
    try:
        trace = path.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return None
    if not trace:
        return None
    import platform

    from its_desktop import __version__

    text = scrub("\n".join(["ITS Table Assistant crash report (the previous session stopped on a fatal error)",
                            f"version: {__version__}", f"platform: {platform.platform()}", "",
                            "fatal error:", trace, "", "last log lines:", *last_log_lines(folder=folder)]) + "\n",
                 secrets)
    report = write_report(text, folder, kind="fatal")
    path.write_text("", encoding="utf-8")
    log.error("the previous session stopped on a fatal error: report %s", report)
    return report
