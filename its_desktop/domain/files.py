"""Writing a file so that a crash, a full disk or an error mid-write never leaves half a file.

The one helper for every file the app writes (tables, PDFs, game exports, tournament CSV and OTM
sheets): the bytes go to a temporary file beside the target, are flushed to disk, and replace the
target in one rename only when complete.

- Mode: a new file gets the usual mode (0666 less the umask, 0644 typically) rather than the 0600
  of a temporary file; a file that exists keeps its mode.
- Symlinks: writing to a link writes through it — the file the link points at is replaced and the
  link stays a link — as every editor that saves "in place" does. The temporary file is made beside
  that target, so the rename never crosses file systems.
- Only regular files are replaced: a target that is a device, a FIFO, a socket or a folder, directly
  or at the end of a chain of links, is refused with :class:`NotRegularFile` (one line, nothing
  written). A rename over ``/dev/zero`` through a settings link would replace the device itself.
"""

from __future__ import annotations

import errno
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


class NotRegularFile(OSError):
    """A save refused because its target is not a regular file: ``str()`` is one line naming it."""

    def __init__(self, path: Path, kind: str, through: Path | None = None) -> None:
        self.path, self.kind, self.through = path, kind, through
        super().__init__(errno.EEXIST, self.line())

    def line(self) -> str:
        from .i18n import _

        if self.through is not None:
            return _("{file}: not saved: it is a link to {target}, which is {kind}, not a regular file").format(
                file=self.through, target=self.path, kind=_kind_words(self.kind))
        return _("{file}: not saved: it is {kind}, not a regular file").format(file=self.path,
                                                                               kind=_kind_words(self.kind))

    def __str__(self) -> str:
        return self.line()


def _kind_words(kind: str) -> str:
    from .i18n import _

    return {"directory": _("a folder"), "fifo": _("a pipe (FIFO)"), "socket": _("a socket"),
            "device": _("a device")}.get(kind, _("a special file"))


def _kind_of(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "directory"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` replaces: ``path`` itself, or what a symlink at it points to."""
    target = Path(path)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


def check_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` would replace (:func:`resolve_target`), or :class:`NotRegularFile` when
    that is anything but a regular file or nothing yet. ``stat`` (not ``open``) is used: opening a FIFO
    would block."""
    given = Path(path)
    target = resolve_target(given)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    except OSError:
        return target  # unreadable metadata: the write itself says why
    kind = _kind_of(mode)
    if kind is not None:
        raise NotRegularFile(target, kind, given if target != given else None)
    return target


@contextmanager
def atomic_write(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """Yield a binary file; on success it replaces ``path`` (see the module notes), on failure it is removed
    and ``path`` is untouched. ``OSError`` is raised as is for the caller to word."""
    target = check_target(path)
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


__all__ = ["NotRegularFile", "atomic_write", "check_target", "resolve_target", "write_bytes", "write_text"]
