"""Writing a file so that a crash, a full disk or an error mid-write never leaves half a file.

The one helper for every file the app writes (tables, PDFs, game exports, tournament CSV and OTM
sheets): the bytes go to a temporary file beside the target, are flushed to disk, and replace the
target in one rename only when complete.

- Mode: a new file gets the usual mode (0666 less the umask, 0644 typically) rather than the 0600
  of a temporary file; a file that exists keeps its mode.
- Symlinks: writing to a link writes through it — the file the link points at is replaced and the
  link stays a link — as every editor that saves "in place" does. The temporary file is made beside
  that target, so the rename never crosses file systems.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` replaces: ``path`` itself, or what a symlink at it points to."""
    target = Path(path)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


@contextmanager
def atomic_write(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """Yield a binary file; on success it replaces ``path`` (see the module notes), on failure it is removed
    and ``path`` is untouched. ``OSError`` is raised as is for the caller to word."""
    target = resolve_target(path)
    parent = target.parent if str(target.parent) else Path(".")
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """``Path.write_text``, atomically."""
    data = text.encode(encoding)
    with atomic_write(path) as fh:
        fh.write(data)


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    with atomic_write(path) as fh:
        fh.write(data)


__all__ = ["atomic_write", "resolve_target", "write_bytes", "write_text"]
