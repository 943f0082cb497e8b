"""Errors about mission data, each one line: ``file: field: what is wrong``."""

from __future__ import annotations

from its_desktop.domain.errors import InputError


class MissionError(InputError):
    """A bad field of a map file; unlike the other input errors it is made with the file first."""

    def __init__(self, file: str, field: str, message: str, reason: str | None = None) -> None:
        super().__init__(field, message, file=file)
        # what is wrong without the game size it was found at, in any language: one fault at every size is one line
        self.reason = message if reason is None else reason


class MissionErrors(InputError):
    """Every error found in one or more files, so a map author fixes them in one pass."""

    def __init__(self, errors: list[MissionError]) -> None:
        self.errors = errors
        first = errors[0] if errors else MissionError("", "", "no errors")
        super().__init__(first.field, first.message, file=first.file)

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)


class UnknownMission(LookupError):
    """A mission, season or game size the library does not have. ``field`` is what was asked wrongly
    (``"mission"``, or ``"points"`` for a game size), so a caller names its own field; ``reason`` says
    what is wrong without the mission id or a command-line flag (``str()`` is the command line's line)."""

    def __init__(self, message: str, *, field: str = "mission", reason: str | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.reason = message if reason is None else reason
