"""One error for every way storing can fail, whatever the database: :class:`StorageFailure`.

A write (a tally entry, a result, a registration, an import, closing a round, a backup) that fails
because of the storage rather than the data — the server cannot be reached or went away mid-write, the
disk is full, the file or the server is read-only, another station held the lock too long — raises
``StorageFailure`` whose ``str()`` is one line in the user's language: "Not saved: the disk is full".
``kind`` says which (the window switches to "reconnecting…" on ``"unreachable"``).

It is a :class:`ValueError` (and a :class:`~.errors.DatabaseUnavailable`) on purpose: every window's
save path already shows a ``ValueError`` in its banner and keeps the entry for another try, and the
command line already prints a ``DatabaseUnavailable`` as one line with exit 2. A failed write is
rolled back by the database, so nothing half-written is left; what was committed before stays.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.exc import DBAPIError

from its_desktop.domain.i18n import _

from .errors import DatabaseUnavailable

UNREACHABLE, DISK_FULL, DISK_ERROR, READ_ONLY, LOCKED = "unreachable", "disk_full", "disk_error", "read_only", "locked"

# SQLSTATE classes and codes (PostgreSQL): 08 connection exception, 57P01-03 the server shutting down,
# 53100 disk full, 53 other resources, 25006 read-only transaction, 55P03 lock not available,
# 57014 a statement cancelled (lock_timeout/statement_timeout).
_PG_CODES = {"53100": DISK_FULL, "25006": READ_ONLY, "55P03": LOCKED, "57014": LOCKED, "40P01": LOCKED,
             "57P01": UNREACHABLE, "57P02": UNREACHABLE, "57P03": UNREACHABLE}
_PG_CLASSES = {"08": UNREACHABLE, "53": DISK_FULL, "58": DISK_ERROR}
_SQLITE_NAMES = {"SQLITE_FULL": DISK_FULL, "SQLITE_READONLY": READ_ONLY, "SQLITE_BUSY": LOCKED,
                 "SQLITE_LOCKED": LOCKED, "SQLITE_IOERR": DISK_ERROR, "SQLITE_CANTOPEN": DISK_ERROR}
_ERRNOS = {errno.ENOSPC: DISK_FULL, errno.EDQUOT: DISK_FULL, errno.EFBIG: DISK_FULL, errno.EROFS: READ_ONLY,
           errno.EACCES: READ_ONLY, errno.EPERM: READ_ONLY, errno.EIO: DISK_ERROR}


def message(kind: str) -> str:
    """The one line for ``kind``, in the current language."""
    if kind == UNREACHABLE:
        return _("Not saved: the database server cannot be reached")
    if kind == DISK_FULL:
        return _("Not saved: the disk is full")
    if kind == READ_ONLY:
        return _("Not saved: the database is read-only")
    if kind == LOCKED:
        return _("Not saved: another station held the database too long; try again")
    return _("Not saved: the disk cannot be written")


class StorageFailure(DatabaseUnavailable, ValueError):
    """A write the storage refused; ``str()`` is :func:`message` of ``kind``, ``detail`` the driver's words."""

    def __init__(self, kind: str, detail: str = "", url: str | None = None) -> None:
        self.kind = kind
        self.detail = detail
        super().__init__(message(kind), url)

    @property
    def connection_lost(self) -> bool:
        return self.kind == UNREACHABLE


def classify(exc: BaseException) -> StorageFailure | None:
    """``exc`` as a :class:`StorageFailure` when it is the storage's doing, else None (a bad query, a
    constraint: the caller's own errors stay theirs)."""
    if isinstance(exc, StorageFailure):
        return exc
    kind = _kind(exc)
    if kind is None:
        return None
    detail = " ".join(str(getattr(exc, "orig", None) or exc).split())[:300]
    return StorageFailure(kind, detail)


def _kind(exc: BaseException) -> str | None:
    if isinstance(exc, OSError):
        return _ERRNOS.get(exc.errno or 0, DISK_ERROR)
    if isinstance(exc, DBAPIError):
        if exc.connection_invalidated:
            return UNREACHABLE
        return _driver_kind(exc.orig)
    return _driver_kind(exc)


def _driver_kind(orig: BaseException | None) -> str | None:
    if orig is None:
        return None
    if isinstance(orig, sqlite3.Error):
        name = getattr(orig, "sqlite_errorname", "") or ""
        base = name if name in _SQLITE_NAMES else "_".join(name.split("_")[:2])
        if base in _SQLITE_NAMES:
            return _SQLITE_NAMES[base]
        text = str(orig).lower()  # an SQLite too old to name its errors
        for words, kind in (("disk is full", DISK_FULL), ("readonly", READ_ONLY), ("locked", LOCKED),
                            ("disk i/o", DISK_ERROR)):
            if words in text:
                return kind
        return None
    sqlstate = getattr(orig, "sqlstate", None)
    if isinstance(sqlstate, str) and sqlstate:
        return _PG_CODES.get(sqlstate) or _PG_CLASSES.get(sqlstate[:2])
    module = type(orig).__module__ or ""
    if module.startswith("psycopg") and type(orig).__name__ in ("OperationalError", "InterfaceError"):
        return UNREACHABLE  # no SQLSTATE: the connection itself failed or was closed under us
    return None


@contextmanager
def storage_failures(url: str | None = None) -> Iterator[None]:
    """Run a write; a storage failure leaves as :class:`StorageFailure` (anything else as it came)."""
    try:
        yield
    except (DBAPIError, sqlite3.Error, OSError) as exc:
        failure = classify(exc)
        if failure is None:
            raise
        failure.url = url
        raise failure from exc


__all__ = ["DISK_ERROR", "DISK_FULL", "LOCKED", "READ_ONLY", "StorageFailure", "UNREACHABLE", "classify",
           "message", "storage_failures"]
