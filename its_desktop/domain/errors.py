"""The one error type for bad input: which file, which field, what is wrong — one line.

Every reader of a user's file (table state, ``.itstable``, event, roster, player CSV, map TOML)
raises :class:`InputError` or a subclass, with the field path it found the problem at
(``troopers[3].x``, ``games[4].op_b``, ``row 7.points``, ``zones[dz-a].shape.x0``). Callers decide
what kind of error they have from the type and ``field``, never from the message text. The CLI
prints ``its-desktop: file: field: message`` and exits 2; the window shows the same line in a dialog.
"""

from __future__ import annotations

import errno

from .i18n import _, pgettext


class InputError(ValueError):
    """``str()`` is ``file: field: message``, leaving out what is empty (a caller may add the file later)."""

    def __init__(self, field: str, message: str, *, file: str | None = None) -> None:
        self.field = field
        self.message = message
        self.file = file
        super().__init__(field, message)

    def __str__(self) -> str:
        # "(file)" and "(json)" name no field: the file itself is at fault (unreadable, not JSON), so a line that
        # names the file says nothing more there ("x.json : illisible : …", not "x.json : (fichier) : illisible");
        # without a file, they are words in the user's language.
        pseudo = {"(file)": _("(file)"), "(top level)": _("(top level)"), "(json)": _("(json)")}
        field = "" if self.file and self.field in ("(file)", "(json)") else pseudo.get(self.field, self.field)
        # French writes a space before the colon ("games[0].op_b : doit être…"), as every sentence of ours does
        return pgettext("between a file, its field and the message", ": ").join(
            part for part in (self.file, field, self.message) if part)

    def in_file(self, file: str | object) -> InputError:
        """This error, naming ``file`` unless it already names one (for ``raise err.in_file(path)``)."""
        if not self.file:
            self.file = str(file)
        return self


def os_reason(exc: OSError) -> str:
    """Why the system refused a file, in the user's language: the usual reasons in our own words (the
    C library's strerror is English whatever ``--lang`` says), any other with its number."""
    reasons = {
        errno.ENOENT: _("no such file or folder"),
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("permission denied"),
        errno.EISDIR: _("is a folder, not a file"),
        errno.ENOTDIR: _("a part of the path is not a folder"),
        errno.ENAMETOOLONG: _("the name is too long"),
        errno.ELOOP: _("too many symbolic links"),
        errno.ENOSPC: _("no space left on the disk"),
        errno.EROFS: _("the disk is read-only"),
        errno.EMFILE: _("too many files open"),
        errno.EIO: _("input/output error"),
    }
    if exc.errno in reasons:
        return reasons[exc.errno]
    return _("system error {number}").format(number=exc.errno) if exc.errno else str(exc)


def cannot_read(reason: str) -> str:
    return _("cannot read: {error}").format(error=reason)


__all__ = ["InputError", "cannot_read", "os_reason"]
