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

from its_desktop.domain.errors import InputError
from its_desktop.domain.files import NotRegularFile, atomic_write, check_target
from its_desktop.domain.i18n import _, pgettext

# Each option a printed document takes, by the name the error carries, and the command line's flag for it.
FLAGS = {"paper": "--paper", "margin": "--margin", "overlap": "--overlap", "tiles": "--tiles",
         "skip_empty": "--skip-empty", "rounds": "--rounds", "player": "--player", "players_url": "--players-url",
         "mission": "--mission", "points": "--points", "round": "--round", "season": "--season"}


def option_words(option: str) -> str:
    """The option as the print dialog and the tournament window name it, in the user's language."""
    words = {  # literal calls, so the catalog check finds each; the same words as the print dialog's labels
        "paper": pgettext("print option", "Paper"),
        "margin": pgettext("print option", "Tile margin"),
        "overlap": pgettext("print option", "Tile overlap"),
        "tiles": pgettext("print option", "Tiles"),
        "skip_empty": pgettext("print option", "Leave out empty tiles"),
        "rounds": pgettext("print option", "Rounds"),
        "player": pgettext("print option", "Player"),
        "players_url": pgettext("print option", "Players' pages address"),
        "mission": pgettext("print option", "Mission"),
        "points": pgettext("print option", "Points"),
        "round": pgettext("print option", "Round"),
        "season": pgettext("print option", "Season"),
    }
    return words.get(option, option)


class PrintError(InputError):
    """Bad input for a printed document (a path that cannot be written, an impossible option): one line.

    ``field`` is the option's name (a key of ``FLAGS``: ``"margin"``, ``"overlap"``…) when an option is
    wrong, the file's field path when a file given to print from is (then ``file`` names it), or empty
    when the message says it all (a target that cannot be written). ``str()`` names the option in the
    user's words (``Tile margin: 2 mm: give 5 to 30 mm …``) for the windows; ``command_line()`` names
    its flag (``--margin: …``) for the CLI. The message never names either.
    """

    @property
    def option(self) -> bool:
        """True when ``field`` names one of the document's options rather than a field of a file."""
        return self.file is None and self.field in FLAGS

    def __str__(self) -> str:
        if self.option:  # French sets a space before the colon
            return _("{option}: {message}").format(option=option_words(self.field), message=self.message)
        return super().__str__()

    def command_line(self) -> str:
        if self.option:
            return _("{option}: {message}").format(option=FLAGS[self.field], message=self.message)
        return super().__str__()


def check_writable(path: str | os.PathLike[str]) -> Path:
    """The target as a Path, or PrintError when it cannot be written (checked before any drawing)."""
    target = Path(path)
    if target.is_dir():
        raise PrintError("", _("{file}: cannot write: it is a directory").format(file=target))
    try:
        check_target(target)  # a device, a FIFO or a link to one: refused, never replaced
    except NotRegularFile as exc:
        raise PrintError("", str(exc)) from None
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise PrintError("", _("{file}: cannot write: folder {folder} does not exist").format(file=target, folder=parent))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise PrintError("", _("{file}: cannot write: no permission to write in {folder}").format(file=target,
                                                                                             folder=parent))
    if target.exists() and not os.access(target, os.W_OK):
        raise PrintError("", _("{file}: cannot write: the file is read-only").format(file=target))
    return target


@contextmanager
def atomic_output(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """Yield a binary file to write the document into; it replaces ``path`` when the block succeeds."""
    target = check_writable(path)
    try:
        with atomic_write(target) as fh:
            yield fh
    except OSError as exc:
        raise PrintError("", _("{file}: cannot write: {reason}").format(file=target, reason=exc.strerror or exc)) from None
