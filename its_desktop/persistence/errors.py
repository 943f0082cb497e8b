"""One line a person can act on for every way reaching the database can fail.

``DatabaseUnavailable`` carries it: ``cannot connect to postgresql+psycopg://ana:***@db:5432/its:
password authentication failed for user "ana"``. The password is masked wherever the URL is named,
and scrubbed from the driver's message too in case a driver ever echoes it.
"""

from __future__ import annotations

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError, OperationalError

from its_desktop.domain.i18n import _

# What the drivers raise when the database cannot be reached or opened (not a bad query).
CONNECT_ERRORS = (OperationalError, DBAPIError, ArgumentError, NoSuchModuleError, ImportError, OSError)


class DatabaseUnavailable(Exception):
    """The database cannot be reached or opened; ``str(err)`` is one line with the password masked."""

    def __init__(self, message: str, url: str | None = None):
        self.url = url
        super().__init__(message)


def masked(url: str | None) -> str:
    """The URL with its password shown as ``***`` (the URL itself when it does not parse)."""
    if not url:
        return "(default database)"
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return _scrub(url, _password(url))


def describe(exc: BaseException, url: str | None) -> DatabaseUnavailable:
    """``exc`` (raised while connecting to ``url``) as a :class:`DatabaseUnavailable`."""
    if isinstance(exc, DatabaseUnavailable):
        return exc
    where = masked(url)
    if isinstance(exc, (NoSuchModuleError, ImportError)):
        missing = getattr(exc, "name", None)  # an ImportError's module ("MySQLdb"): Python's sentence is English
        hint = "pip install 'its-desktop[postgres]'" if "psycopg" in str(exc) or "postgres" in where else \
            _("the Python module {module} is missing").format(module=missing) if missing else str(exc)
        return DatabaseUnavailable(_("{where}: this database needs a driver that is not installed ({hint})").format(
            where=where, hint=hint), url)
    if isinstance(exc, ArgumentError):
        return DatabaseUnavailable(_("{where}: not a database URL (postgresql+psycopg://user:password@host/dbname "
                                     "or an SQLite file path)").format(where=where), url)
    detail = getattr(exc, "orig", None) or exc
    text = " ".join(str(detail).split())  # the drivers' messages span several lines
    if text.startswith("file is not a database"):
        # SQLite's words for a file that is something else (a PDF, a table file, a damaged copy): the file
        # and what is wrong, in the reader's language, rather than "cannot connect to" and SQLite's English.
        return DatabaseUnavailable(_("{file}: not a database (this file is not an SQLite database)").format(
            file=_sqlite_file(url) or where), url)
    text = _scrub(text, _password(url))
    for noise in ("connection failed: ", "(Background on this error at"):
        if text.startswith(noise):
            text = text[len(noise):]
        text = text.split(" (Background on this error at", 1)[0]
    return DatabaseUnavailable(_("cannot connect to {where}: {reason}").format(
        where=where, reason=_known_reason(text) or text or type(exc).__name__), url)


def _known_reason(text: str) -> str | None:
    """The drivers' usual refusals in the user's language (SQLite's and libpq's sentences are English whatever
    ``--lang`` says); any other is quoted as the driver wrote it."""
    lowered = text.lower()
    reasons = (
        ("unable to open database file", lambda: _("the database file cannot be opened (is its folder there and "
                                                   "writable?)")),
        ("connection refused", lambda: _("the server refuses the connection (is it running, on that host and "
                                         "port?)")),
        ("password authentication failed", lambda: _("the user name or the password is wrong")),
        ("could not translate host name", lambda: _("the server's host name is unknown")),
        ("name or service not known", lambda: _("the server's host name is unknown")),
        ("timeout expired", lambda: _("the server did not answer in time")),
    )
    return next((words() for needle, words in reasons if needle in lowered), None)


def _sqlite_file(url: str | None) -> str | None:
    """The file an SQLite URL names (None for another database or a URL that does not parse)."""
    try:
        parsed = make_url(url) if url else None
    except ArgumentError:
        return None
    return parsed.database if parsed is not None and parsed.get_backend_name() == "sqlite" else None


def _password(url: str | None) -> str | None:
    if not url:
        return None
    try:
        return make_url(url).password
    except ArgumentError:
        return None


def _scrub(text: str, password: str | None) -> str:
    # A password of one or two characters would match inside ordinary words of the message.
    return text.replace(password, "***") if password and len(password) >= 3 else text


__all__ = ["CONNECT_ERRORS", "DatabaseUnavailable", "describe", "masked"]
