"""What the main window's parts share: its widgets, panels and the calls one part makes on another.

The main window is made of three jobs, each in its own module: the docks and the layout
(``main_docks``), the menus, toolbar and scenario pickers (``main_menus``), and the table
documents (``main_documents``); ``main_window`` puts them together and reacts to the table.
This base declares, once, what they reach of each other.
"""

from __future__ import annotations

import threading
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QMainWindow, QMenu, QSpinBox, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission.index import Library

    from its_desktop.persistence.games import GameSummary

    from .check_panel import CheckPanel
    from .legend_panel import LegendPanel
    from .panels import NotesPanel, RefereePanel
    from .roster_panel import RosterPanel
    from .table.actions import TableActions
    from .table.scenery_editor import SceneryEditor
    from .table.sight import LiveSight
    from .table.controller import TableController
    from .table.score_header import ScoreHeader
    from .table.view import TableView
    from .tally.actions import TallyActions
    from .tally.panel import TallyPanel

MAX_RECENT = 8
LAYOUT_VERSION = 2
PANEL_WIDTH = 330  # the right-hand column of panels at its default width (px)


class WindowParts(QMainWindow):
    db_url: str | None
    settings: QSettings
    ready: bool
    usable_event: threading.Event  # set once the window is usable: the table's evaluator is prepared after it
    controller: TableController | None
    path: Path | None
    player_names: tuple[str, str]
    view: TableView
    status: QLabel
    docks: dict[str, QDockWidget]
    # the toolbar, and the library's names and sizes it shows (from maps/index.json: see library_loader)
    library: Library
    season_box: QComboBox
    scenario_box: QComboBox
    points_box: QComboBox
    round_box: QSpinBox
    turn_box: QComboBox
    viewer_box: QComboBox
    # the menus
    recent_menu: QMenu | None
    game_menu: QMenu
    place_menu: QMenu
    table_only_action: QAction
    presentation_action: QAction
    # the panels and actions, made once the mission library has loaded
    referee: RefereePanel
    notes: NotesPanel
    roster: RosterPanel
    legend: LegendPanel
    actions_: TableActions
    scenery_editor: SceneryEditor
    sight: LiveSight
    tally_actions: TallyActions

    if TYPE_CHECKING:  # what one part calls on another, each defined in its own part (declared for the type checker)
        @property
        def score_header(self) -> ScoreHeader: ...  # presentation mode's header, made after the first paint
        @property
        def tally(self) -> TallyPanel: ...  # the Tally sheet, made when first shown or needed
        def tally_if_made(self) -> TallyPanel | None: ...
        @property
        def check_panel(self) -> CheckPanel: ...  # the Table check panel, made when first shown or needed
        def check_panel_if_made(self) -> CheckPanel | None: ...
        def new_table(self) -> None: ...
        def _picked(self) -> None: ...  # a scenario picker changed: asks first while a game is recorded
        def open_path(self, path: Path) -> bool: ...
        def open_file(self) -> None: ...
        def save(self) -> bool: ...
        def save_as(self) -> bool: ...
        def open_document(self, doc: TableDocument, path: Path | None) -> None: ...
        def _maybe_keep_changes(self) -> bool: ...
        def may_set_game_aside(self) -> bool: ...
        def refresh_title(self) -> None: ...
        def set_language(self, lang: str) -> None: ...
        def set_table_only(self, on: bool) -> None: ...
        def set_presentation(self, on: bool) -> None: ...
        def set_preview(self, mode: str) -> None: ...
        def next_pane(self, step: int = 1) -> QWidget | None: ...
        def reset_layout(self) -> None: ...
        def select_mission(self, mission_id: str, points: int) -> None: ...
        def _refresh_recent(self) -> None: ...
        def _fill_place_menu(self) -> None: ...
        def _update_header(self) -> None: ...
        def _document_changed(self) -> None: ...
        def _round_changed(self) -> None: ...
        def _viewer_changed(self) -> None: ...
        def _scene_selection(self, *_args: object) -> None: ...
        def uses_cm(self) -> bool: ...
        def set_cm(self, on: bool) -> None: ...
        def units_choice(self) -> str: ...
        def set_units(self, choice: str) -> None: ...
        def chosen_mission(self) -> tuple[str | None, int | None]: ...
        def recorded_games(self) -> list[GameSummary]: ...
        def check_table(self) -> None: ...
        def heat_map(self) -> None: ...


def mission_library() -> ModuleType:
    """The mission catalog, imported on first use: the library (pydantic, Shapely, NumPy) loads
    after the window is on screen."""
    from its_desktop.domain.mission import catalog

    return catalog
