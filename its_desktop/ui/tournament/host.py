"""What the tournament window's tabs and event actions need from the window that holds them.

The tabs depend on this, not on the window: the window imports its tabs, and nothing imports the
window back (no import cycle inside ``ui/tournament``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypedDict

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QStatusBar, QWidget

from .prompts import Prompts

if TYPE_CHECKING:
    from its_desktop.domain.mission.season import Season
    from its_desktop.domain.terrain.event_check import TableCheck
    from its_desktop.printing.pack import PackResult
    from its_desktop.printing.tiles import TileGrid
    from its_desktop.persistence.events import Events


class PairingOptions(TypedDict):
    """The organizer's choices ``Events.pair`` and ``Events.repair_round`` take."""

    avoid_clubs: bool
    top_table_first: bool


class TournamentHost(Protocol):
    event_id: int | None  # the event shown (None: none yet)
    prompts: Prompts      # the questions asked before a consequential write
    settings: QSettings
    db_url: str | None

    @property
    def events(self) -> Events: ...
    @property
    def who(self) -> str: ...  # the station's name, recorded with every change
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
    def window(self) -> QWidget: ...  # the parent of the dialogs it opens (Qt's name)
    def season(self) -> Season | None: ...
    def storage_lost(self, why: str) -> None: ...  # a write found the server gone: show "reconnecting…"
    def event_name(self) -> str: ...
    def changed(self, *, keep_banner: bool = False, source: QWidget | None = None,
                shown: QWidget | None = None) -> None: ...  # after a write: redraw what shows the event
    def reload_events(self) -> None: ...
    def open_event(self, event_id: int | None) -> None: ...
    def last_dir(self) -> str: ...
    def remember_dir(self, path: str) -> None: ...
    def print_round(self, number: int, path: str | Path | None = None) -> PackResult | None: ...
    def print_table_tiles(self, number: int, table: int) -> TileGrid | None: ...
    def round_finished(self, number: int) -> Path | None: ...
    def pairing_options(self, number: int) -> PairingOptions: ...
    def layout_checks(self, number: int) -> dict[int, TableCheck]: ...  # the Layouts tab's, if still current
