"""Writing a PDF safely: into a temporary file beside the target, renamed over it only when complete.

A failure (a bad argument found late, a full disk, an exception while drawing) leaves no partial
file behind and an existing file at the target untouched.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from its_desktop.domain.files import NotRegularFile, atomic_write, check_target
from its_desktop.domain.i18n import _


class ExportError(ValueError):
    """Bad input for an export (a path that cannot be written, an impossible option): one line."""


def check_writable(path: str | os.PathLike[str]) -> Path:
    """The target as a Path, or ExportError when it cannot be written (checked before any drawing)."""
    target = Path(path)
    if target.is_dir():
        raise ExportError(_("{file}: cannot write: it is a directory").format(file=target))
    try:
        check_target(target)  # a device, a FIFO or a link to one: refused, never replaced
    except NotRegularFile as exc:
        raise ExportError(str(exc)) from None
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise ExportError(_("{file}: cannot write: folder {folder} does not exist").format(file=target, folder=parent))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ExportError(_("{file}: cannot write: no permission to write in {folder}").format(file=target,
                                                                                             folder=parent))
    if target.exists() and not os.access(target, os.W_OK):
        raise ExportError(_("{file}: cannot write: the file is read-only").format(file=target))
    return target


@contextmanager
def atomic_output(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """Yield a binary file to write the document into; it replaces ``path`` when the block succeeds."""
    target = check_writable(path)
    try:
        with atomic_write(target) as fh:
            yield fh
    except OSError as exc:
        raise ExportError(_("{file}: cannot write: {reason}").format(file=target, reason=exc.strerror or exc)) from None
