"""Every value the app keeps between runs: each key, its type and its default declared once.

A stored value that is missing, corrupt or of the wrong type (an edited or older ini file, another
platform's registry) reads as the default: a setting never stops the app or reaches a widget as a
value it cannot take. ``allowed`` narrows a setting to the values the app knows (a language, a
paper size) and ``low``/``high`` bound a number; anything else falls back to the default too.

Reads and writes go through ``QSettings()`` unless a store is passed (a dialog given the window's).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

from .settings_file import checked

from its_desktop.domain.i18n import LANGUAGES

T = TypeVar("T")

_FALSE = {"false", "0", "no", "off"}
_TRUE = {"true", "1", "yes", "on"}


class Invalid(ValueError):
    """A stored value this setting cannot read (the default is used instead)."""


def _bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in _TRUE | _FALSE:
        return raw.strip().lower() in _TRUE
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    raise Invalid(raw)


def _int(raw: object) -> int:
    if isinstance(raw, bool):
        raise Invalid(raw)
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        try:
            return int(raw.strip())
        except ValueError as exc:
            raise Invalid(raw) from exc
    raise Invalid(raw)


def _float(raw: object) -> float:
    if isinstance(raw, bool):
        raise Invalid(raw)
    if isinstance(raw, int | float):
        return float(raw)
    if isinstance(raw, str):
        try:
            value = float(raw.strip())
        except ValueError as exc:
            raise Invalid(raw) from exc
        if value != value or value in (float("inf"), float("-inf")):
            raise Invalid(raw)
        return value
    raise Invalid(raw)


def _text(raw: object) -> str:
    if isinstance(raw, str):
        return raw
    raise Invalid(raw)


def _texts(raw: object) -> list[str]:
    # The ini format reads a one-item list back as a plain string, and an empty one as nothing.
    if isinstance(raw, str):
        return [raw] if raw else []
    if isinstance(raw, list | tuple) and all(isinstance(x, str) for x in raw):
        return list(raw)
    raise Invalid(raw)


def _bytes(raw: object) -> QByteArray:
    if isinstance(raw, QByteArray):
        return raw
    if isinstance(raw, bytes):
        return QByteArray(raw)
    raise Invalid(raw)


@dataclass(frozen=True)
class Setting(Generic[T]):
    key: str
    default: T | Callable[[], T]
    convert: Callable[[object], T]
    allowed: Collection[T] | None = None
    low: float | None = None
    high: float | None = None

    def fallback(self) -> T:
        default = self.default
        return default() if callable(default) else default

    def read(self, raw: object) -> T:
        """The stored ``raw`` value as this setting's type, or the default when it is not one."""
        if raw is None:
            return self.fallback()
        try:
            value = self.convert(raw)
        except Invalid:
            return self.fallback()
        if self.allowed is not None and value not in self.allowed:
            return self.fallback()
        if isinstance(value, int | float) and not isinstance(value, bool) and (
                (self.low is not None and value < self.low) or (self.high is not None and value > self.high)):
            return self.fallback()
        return value

    # Each goes through settings_file.checked: a settings file swapped for a link or a FIFO since start-up is
    # neither opened (a FIFO would hang) nor written through (a link to a device would be replaced).
    def get(self, store: QSettings | None = None) -> T:
        usable = checked(store)
        return self.read((usable or store or QSettings()).value(self.key))  # a refused store: its values in memory

    def set(self, value: T, store: QSettings | None = None) -> None:
        usable = checked(store)
        if usable is not None:
            usable.setValue(self.key, value)

    def clear(self, store: QSettings | None = None) -> None:
        usable = checked(store)
        if usable is not None:
            usable.remove(self.key)


def _home() -> str:
    return str(Path.home())


def _flag(key: str, default: bool) -> Setting[bool]:
    return Setting(key, default, _bool)


def _number(key: str, default: int, low: int | None = None, high: int | None = None) -> Setting[int]:
    return Setting(key, default, _int, low=low, high=high)


def _layout(key: str) -> Setting[QByteArray]:
    return Setting(key, QByteArray, _bytes)


# -- the main window --
MAIN_GEOMETRY = _layout("main/geometry")
MAIN_STATE = _layout("main/state")
TABLE_MISSION: Setting[str] = Setting("table/mission", "s16/supremacy", _text)
TABLE_POINTS = _number("table/points", 300, 1, 10_000)
RECENT_FILES: Setting[list[str]] = Setting("files/recent", list, _texts)
LAST_DIR: Setting[str] = Setting("files/dir", _home, _text)
GRID = _flag("view/grid", False)
SNAP = _flag("view/snap", False)
SIGHT_HEIGHT: Setting[str] = Setting("view/sight_height", "infantry", _text, allowed=("infantry", "tag"))
EXPORT_PPU = _number("export/ppu", 40, 5, 400)
STATION_NAME: Setting[str] = Setting("station/name", "", _text)  # empty: user@host
WELCOME_DONE = _flag("welcome/done", False)
# the recorded game attached when the app closed, "database key:game id" (see TallyActions.resume_last)
LAST_GAME: Setting[str] = Setting("game/last", "", _text)
LAST_GAME_TEXT: Setting[str] = Setting("game/last_text", "", _text)  # its players and scenario, said at once
# what the start's card shows of it before any database is opened, JSON {"a", "b", "scenario", "round",
# "rounds", "date"} (TallyActions.remember_summary; ui/reopening.py reads it)
LAST_GAME_SUMMARY: Setting[str] = Setting("game/last_summary", "", _text)
# the time each recent game has been played at this station, JSON {"database key:game id": seconds}: the game
# clock counts play, not the hours the app was closed (TallyActions.remember_played)
GAMES_PLAYED: Setting[str] = Setting("game/played", "", _text)
# -- language and units: empty until the user picks (they follow the system, then the language) --
LANGUAGE: Setting[str] = Setting("ui/language", "", _text, allowed=("", *LANGUAGES))
UNITS: Setting[str] = Setting("ui/units", "", _text, allowed=("", "in", "cm"))
# -- printing --
PRINT_WHAT: Setting[str] = Setting("print/what", "fit", _text)
PRINT_PAPER: Setting[str] = Setting("print/paper", "a4", _text)
PRINT_OVERLAP: Setting[float] = Setting("print/overlap", 0.5, _float, low=0.0, high=100.0)
PRINT_ROUNDS = _number("print/rounds", 0, 0, 99)  # 0: the season's minimum
PRINT_DIR: Setting[str] = Setting("print/dir", "", _text)  # empty: the table files' folder
PRINT_GEOMETRY = _layout("print/geometry")
# -- the tournament window --
TOURNAMENT_GEOMETRY = _layout("tournament/geometry")
TOURNAMENT_STATION: Setting[str] = Setting("tournament/station", "", _text)  # empty: user@host
TOURNAMENT_LAST_EVENT: Setting[int] = Setting("tournament/last_event", -1, _int)  # -1: none
TOURNAMENT_LAST_DIR: Setting[str] = Setting("tournament/last_dir", _home, _text)
TOURNAMENT_BACKUP_DIR: Setting[str] = Setting("tournament/backup_dir", "", _text)  # empty: beside the database
# Scenery → Send the table to the event: the tables typed last ("7", "1-10, 12").
SEND_LAYOUT_TABLES: Setting[str] = Setting("tournament/send_layout_tables", "", _text)
# The address the players' pages are served on, for the QR codes printed in round packs (empty: this computer's
# address on the venue network and the web server's default port, export.links.default_base).
TOURNAMENT_PLAYERS_URL: Setting[str] = Setting("tournament/players_url", "", _text)
# -- the players' pages (Tournament → Players' pages…): where they were last served --
PLAYERS_HOST: Setting[str] = Setting("players/host", "", _text)  # empty: this computer on the venue network
PLAYERS_PORT = _number("players/port", 8080, 1024, 65535)
PLAYERS_HTTPS = _flag("players/https", False)

ALL: tuple[Setting[object], ...] = tuple(v for v in list(globals().values()) if isinstance(v, Setting))


# -- versions of the store: a renamed or reshaped key carries its value over ---------------------------
# As Picard and napari do: the store records the version of the settings it was written by; at start
# the steps after it run once, in order, and the version moves on. A step renaming a key is
# ``lambda s: rename(s, "old/key", "new/key")``; a step is never edited once released, only added.
VERSION_KEY = "settings/version"


def rename(store: QSettings, old: str, new: str) -> None:
    """Carry ``old``'s value over to ``new`` (unless ``new`` was already set) and drop ``old``."""
    if store.contains(old):
        if not store.contains(new):
            store.setValue(new, store.value(old))
        store.remove(old)


# (the version a step brings the store to, the step). Version 1: the keys above as they are.
MIGRATIONS: tuple[tuple[int, Callable[[QSettings], None]], ...] = (
    (1, lambda _s: None),
)
CURRENT = MIGRATIONS[-1][0]


def migrate(store: QSettings | None = None,
            migrations: tuple[tuple[int, Callable[[QSettings], None]], ...] = MIGRATIONS) -> list[int]:
    """Bring a store written by an older version up to date; returns the versions it went through.
    A store newer than this version (a downgrade) is left as it is: unknown keys are ignored anyway."""
    import logging

    usable = checked(store)
    if usable is None:
        return []  # its file is no longer a regular file: said once, nothing written through it
    store = usable
    try:
        at = _int(store.value(VERSION_KEY, 0))
    except Invalid:
        at = 0
    done = []
    for version, step in migrations:
        if version > at:
            step(store)
            store.setValue(VERSION_KEY, version)
            done.append(version)
    if done:
        logging.getLogger(__name__).info("settings: migrated from version %s to %s", at, done[-1])
    return done
