"""Errors about mission data, each one line: ``file: field: what is wrong``."""

from __future__ import annotations


class MissionError(Exception):
    def __init__(self, file: str, field: str, message: str) -> None:
        self.file = file
        self.field = field
        self.message = message
        super().__init__(f"{file}: {field}: {message}" if field else f"{file}: {message}")


class MissionErrors(Exception):
    """Every error found in one or more files, so a map author fixes them in one pass."""

    def __init__(self, errors: list[MissionError]) -> None:
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


class UnknownMission(LookupError):
    pass
