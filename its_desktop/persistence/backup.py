"""A backup that is whole or absent: never half a file, never a leftover that breaks the next one.

The copy is written to a fresh temporary file beside the target (a new random name each time, so a
file left by a power cut can never be mistaken for this backup's), flushed to disk, and renamed over
the target only when complete. Free space is checked first (the size of the database plus its
write-ahead log, with a margin); any failure removes the temporary file and raises
:class:`~.storage.StorageFailure` ("Not saved: the disk is full"). The target must be a regular file
or absent (``domain.files.check_target``): a backup never replaces a device, a FIFO or what a link
points at.

SQLite is copied with its online backup API: the pages still in the ``-wal`` file are included, which a
plain file copy of the ``.sqlite3`` misses while the app runs.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Engine

from its_desktop.domain.files import check_target

from .storage import DISK_FULL, StorageFailure, storage_failures

MARGIN = 1 << 20  # bytes kept free beyond the copy's size: the file system's own bookkeeping


def write_backup(out: Path, size: int, fill: Callable[[Path], object]) -> Path:
    """``fill(temp)`` writes the copy into the empty file ``temp``; it becomes ``out`` when complete."""
    check_target(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with storage_failures():
        free = shutil.disk_usage(out.parent).free
        if free < size + MARGIN:
            raise StorageFailure(DISK_FULL, f"{out.parent}: {free} bytes free, the copy needs {size + MARGIN}")
        fd, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part", dir=out.parent)
        os.close(fd)
        tmp = Path(name)
        try:
            fill(tmp)
            with open(tmp, "rb+") as fh:
                os.fsync(fh.fileno())
            os.chmod(tmp, 0o600)  # a backup holds the army lists: the owner's only
            os.replace(tmp, out)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    return out


def sqlite_size(engine: Engine) -> int:
    """Bytes the copy of this SQLite database needs (its pages, the write-ahead log's included)."""
    with engine.connect() as conn:
        pages = conn.exec_driver_sql("PRAGMA page_count").scalar_one()
        size = conn.exec_driver_sql("PRAGMA page_size").scalar_one()
    return int(pages) * int(size)


def sqlite_copy(engine: Engine, dest: Path) -> None:
    """The whole database into ``dest`` through the online backup API (consistent while others write)."""
    raw = engine.raw_connection()
    try:
        target = sqlite3.connect(dest)
        try:
            source = raw.driver_connection
            assert isinstance(source, sqlite3.Connection)  # an SQLite engine's open connection
            source.backup(target)
        finally:
            target.close()
    finally:
        raw.close()


def backup_sqlite(engine: Engine, out: str | os.PathLike[str]) -> Path:
    return write_backup(Path(out), sqlite_size(engine), lambda tmp: sqlite_copy(engine, tmp))


def backup_text(out: str | os.PathLike[str], text: str) -> Path:
    data = text.encode("utf-8")
    return write_backup(Path(out), len(data), lambda tmp: tmp.write_bytes(data))


__all__ = ["MARGIN", "backup_sqlite", "backup_text", "sqlite_copy", "sqlite_size", "write_backup"]
