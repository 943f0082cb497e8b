"""The one error type for bad input: which file, which field, what is wrong — one line.

Every reader of a user's file (table state, ``.itstable``, event, roster, player CSV, map TOML)
raises :class:`InputError` or a subclass, with the field path it found the problem at
(``troopers[3].x``, ``games[4].op_b``, ``row 7.points``, ``zones[dz-a].shape.x0``). Callers decide
what kind of error they have from the type and ``field``, never from the message text. The CLI
prints ``its-desktop: file: field: message`` and exits 2; the window shows the same line in a dialog.
"""

from __future__ import annotations


class InputError(ValueError):
    """``str()`` is ``file: field: message``, leaving out what is empty (a caller may add the file later)."""

    def __init__(self, field: str, message: str, *, file: str | None = None) -> None:
        self.field = field
        self.message = message
        self.file = file
        super().__init__(field, message)

    def __str__(self) -> str:
        return ": ".join(part for part in (self.file, self.field, self.message) if part)

    def in_file(self, file: str | object) -> InputError:
        """This error, naming ``file`` unless it already names one (for ``raise err.in_file(path)``)."""
        if not self.file:
            self.file = str(file)
        return self


__all__ = ["InputError"]
